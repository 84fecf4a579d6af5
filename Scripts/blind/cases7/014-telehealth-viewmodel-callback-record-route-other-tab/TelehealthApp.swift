import SwiftUI

@main
struct TelehealthApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                VisitsView()
                    .tabItem { Label("Visits", systemImage: "video") }
                RecordsView()
                    .tabItem { Label("Records", systemImage: "heart.text.square") }
            }
        }
    }
}

struct VisitsView: View {
    @State private var path = NavigationPath()
    @State private var model = VisitListModel()

    var body: some View {
        NavigationStack(path: $path) {
            List(model.visits) { visit in
                VisitRow(visit: visit,
                         onTap: { model.open(visit) },
                         onLab: { model.openLatestLab(for: visit) })
            }
            .navigationTitle("Visits")
            .navigationDestination(for: Visit.self) { visit in
                VisitDetailView(visit: visit)
            }
        }
        .onAppear {
            model.onOpenVisit = { visit in
                path.append(visit)
            }
            model.onOpenLabResult = { lab in
                path.append(RecordRoute.lab(id: lab.id))
            }
        }
    }
}

struct VisitRow: View {
    let visit: Visit
    let onTap: () -> Void
    let onLab: () -> Void

    var body: some View {
        HStack {
            Button(action: onTap) {
                VStack(alignment: .leading) {
                    Text(visit.clinician)
                    Text(visit.date, style: .date).font(.caption)
                }
            }
            Spacer()
            if !visit.labResults.isEmpty {
                Button("Labs", action: onLab)
                    .buttonStyle(.bordered)
            }
        }
    }
}

struct VisitDetailView: View {
    let visit: Visit

    var body: some View {
        Text("Visit with \(visit.clinician)")
    }
}
