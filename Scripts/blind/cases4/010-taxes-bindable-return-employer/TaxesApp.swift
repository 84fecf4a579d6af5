import SwiftUI

@main
struct TaxesApp: App {
    @State private var current = TaxReturn(year: 2024)

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ReturnSummaryView(taxReturn: current)
                    .navigationDestination(for: Dependent.self) { dependent in
                        Text(dependent.name)
                    }
            }
        }
    }
}

struct ReturnSummaryView: View {
    @Bindable var taxReturn: TaxReturn

    var body: some View {
        Form {
            Picker("Filing status", selection: $taxReturn.filingStatus) {
                Text("Single").tag("Single")
                Text("Married filing jointly").tag("Joint")
            }
            Section("Income") {
                NavigationLink("W-2 wages", value: taxReturn.employer)
            }
            Section("Dependents") {
                ForEach(taxReturn.dependents) { dependent in
                    NavigationLink(dependent.name, value: dependent)
                }
            }
        }
        .navigationTitle("\(taxReturn.year) return")
    }
}
