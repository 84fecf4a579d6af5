import SwiftUI

@main
struct TelehealthApp: App {
    var body: some Scene {
        WindowGroup {
            DirectoryView()
        }
    }
}

struct DirectoryView: View {
    @State private var path = NavigationPath()
    @State private var model = DirectoryModel()

    var body: some View {
        NavigationStack(path: $path) {
            List(model.filtered) { clinician in
                ClinicianRow(clinician: clinician)
                    .contentShape(Rectangle())
                    .onTapGesture { model.select(clinician) }
                    .swipeActions {
                        Button("Book") { model.bookFirstAvailable(with: clinician) }
                    }
            }
            .searchable(text: $model.query)
            .navigationTitle("Clinicians")
            .navigationDestination(for: Clinician.self) { clinician in
                ClinicianDetailView(clinician: clinician)
            }
            .navigationDestination(for: Slot.self) { slot in
                BookingView(slot: slot)
            }
        }
        .task {
            model.onSelect = { path.append($0) }
            model.onBook = { slot in
                path.append(slot)
            }
        }
    }
}

struct ClinicianRow: View {
    let clinician: Clinician

    var body: some View {
        VStack(alignment: .leading) {
            Text(clinician.name)
            Text(clinician.specialty).font(.caption).foregroundStyle(.secondary)
        }
    }
}

struct ClinicianDetailView: View {
    let clinician: Clinician

    var body: some View {
        VStack {
            Text(clinician.name).font(.title)
            if let next = clinician.nextSlot {
                NavigationLink("Book \(next.formatted(date: .omitted, time: .shortened))",
                               value: Slot(clinicianID: clinician.id, start: next))
            }
        }
    }
}

struct BookingView: View {
    let slot: Slot

    var body: some View {
        Text("Booked for \(slot.start.formatted())")
    }
}
