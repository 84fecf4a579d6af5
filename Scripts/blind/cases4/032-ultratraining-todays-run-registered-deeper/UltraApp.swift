import SwiftUI

@main
struct UltraApp: App {
    @State private var plan = TrainingPlan()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BlocksView(plan: plan)
            }
        }
    }
}

struct BlocksView: View {
    let plan: TrainingPlan

    var body: some View {
        List(plan.blocks) { block in
            NavigationLink(block.name, value: block)
        }
        .navigationDestination(for: Block.self) { block in
            BlockView(block: block)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                NavigationLink(value: plan.todaysRun) {
                    Label("Today's run", systemImage: "figure.run")
                }
            }
        }
    }
}

struct BlockView: View {
    let block: Block

    var body: some View {
        List(block.runs) { run in
            NavigationLink("\(run.distanceKm, specifier: "%.1f") km", value: run)
        }
        .navigationDestination(for: PlannedRun.self) { run in
            Text("\(run.elevationGain) m of climbing")
        }
        .navigationTitle(block.name)
    }
}
