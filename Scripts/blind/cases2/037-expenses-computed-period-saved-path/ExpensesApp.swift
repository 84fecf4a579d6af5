import SwiftUI

@main
struct ExpensesApp: App {
    @StateObject private var router = ExpenseRouter()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            OverviewView()
                .environmentObject(router)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase != .active { router.persist() }
        }
    }
}

struct OverviewView: View {
    @EnvironmentObject private var router: ExpenseRouter
    @State private var periodIndex = 1

    private var currentPeriod: ReportPeriod {
        ReportPeriod.allCases[periodIndex]
    }

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Section {
                    Picker("Period", selection: $periodIndex) {
                        ForEach(ReportPeriod.allCases.indices, id: \.self) { index in
                            Text(ReportPeriod.allCases[index].title).tag(index)
                        }
                    }
                    .pickerStyle(.segmented)
                    Button("See report for \(currentPeriod.title.lowercased())") {
                        router.path.append(currentPeriod)
                    }
                }
                Section("Categories") {
                    ForEach(ExpenseCategory.allCases) { category in
                        NavigationLink(category.rawValue.capitalized, value: category)
                    }
                }
            }
            .navigationTitle("Expenses")
            .navigationDestination(for: ReportPeriod.self) { period in
                Text("Report: \(period.title)")
            }
            .navigationDestination(for: ExpenseCategory.self) { category in
                Text(category.rawValue.capitalized)
            }
        }
    }
}
