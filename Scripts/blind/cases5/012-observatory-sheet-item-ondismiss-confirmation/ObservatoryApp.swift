import SwiftUI

struct Telescope: Hashable, Identifiable {
    let id: Int
    var name: String
    var apertureMillimetres: Int
}

struct Booking: Hashable, Identifiable {
    let id: UUID
    var telescope: Telescope
    var night: Date

    struct Confirmation: Hashable {
        let code: String
        let bookingID: Booking.ID
    }
}

@main
struct ObservatoryApp: App {
    var body: some Scene {
        WindowGroup { NightsView() }
    }
}

struct NightsView: View {
    let telescopes = [Telescope(id: 1, name: "Dobson 12\"", apertureMillimetres: 305)]
    @State private var path = NavigationPath()
    @State private var bookingTelescope: Telescope?
    @State private var lastConfirmation: Booking.Confirmation?

    var body: some View {
        NavigationStack(path: $path) {
            List(telescopes) { telescope in
                NavigationLink(telescope.name, value: telescope)
                    .swipeActions {
                        Button("Book") { bookingTelescope = telescope }
                    }
            }
            .navigationDestination(for: Telescope.self) { telescope in
                Text("\(telescope.name), \(telescope.apertureMillimetres) mm")
            }
            .navigationDestination(for: Booking.self) { booking in
                Text("Booked \(booking.telescope.name)")
            }
            .sheet(item: $bookingTelescope, onDismiss: showConfirmation) { telescope in
                BookingForm(telescope: telescope) { confirmation in
                    lastConfirmation = confirmation
                }
            }
            .navigationTitle("Observing nights")
        }
    }

    private func showConfirmation() {
        guard let confirmation = lastConfirmation else { return }
        path.append(confirmation)
        lastConfirmation = nil
    }
}

struct BookingForm: View {
    let telescope: Telescope
    let onConfirm: (Booking.Confirmation) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var night = Date.now

    var body: some View {
        NavigationStack {
            Form {
                DatePicker("Night", selection: $night, displayedComponents: .date)
            }
            .navigationTitle("Book \(telescope.name)")
            .toolbar {
                Button("Confirm") {
                    onConfirm(Booking.Confirmation(code: "OBS-\(telescope.id)", bookingID: UUID()))
                    dismiss()
                }
            }
        }
    }
}
