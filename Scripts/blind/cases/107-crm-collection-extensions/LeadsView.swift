import SwiftUI

@main
struct CRMApp: App {
    var body: some Scene {
        WindowGroup { LeadsView(pipeline: Pipeline(leads: [], reps: [])) }
    }
}

struct LeadsView: View {
    let pipeline: Pipeline
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(pipeline.leads) { lead in
                NavigationLink(lead.name, value: lead)
            }
            .navigationTitle("Leads")
            .navigationDestination(for: Lead.self) { lead in
                Text(lead.name)
            }
            .toolbar {
                Button("Top rep") {
                    if let rep = pipeline.reps[safe: 0] {
                        path.append(rep)
                    }
                }
                Button("Owner of first lead") {
                    if let lead = pipeline.leads.first, let rep = pipeline.rep(for: lead) {
                        path.append(rep)
                    }
                }
                Button("Lead #7") {
                    if let lead = pipeline.leads.item(with: 7) {
                        path.append(lead.owner)
                    }
                }
            }
        }
    }
}
