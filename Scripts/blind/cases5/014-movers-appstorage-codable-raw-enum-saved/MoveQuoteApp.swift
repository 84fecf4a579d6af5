import SwiftUI

@main
struct MoveQuoteApp: App {
    @State private var navigator = QuoteNavigator()

    var body: some Scene {
        WindowGroup {
            QuoteView()
                .environment(navigator)
        }
    }
}

struct QuoteView: View {
    @Environment(QuoteNavigator.self) private var navigator
    @AppStorage("truckSize") private var truck: TruckSize = .small
    @AppStorage("crewCount") private var crew = 2

    var body: some View {
        @Bindable var navigator = navigator
        NavigationStack(path: $navigator.path) {
            Form {
                Button("Truck: \(truck.rawValue)") {
                    navigator.path.append(truck)
                }
                Button("Crew of \(crew)") {
                    navigator.path.append(crew)
                }
            }
            .navigationDestination(for: TruckSize.self) { size in
                Text("Truck \(size.rawValue)")
            }
            .navigationDestination(for: Int.self) { people in
                Stepper("\(people) movers", value: $crew, in: 1...8)
            }
            .navigationTitle("Your quote")
        }
    }
}
