import SwiftUI

struct BookingsView: View {
    @State private var courts: [Court] = []
    @State private var isEditing = false
    @State private var notes: [Court.ID: String] = [:]

    var body: some View {
        List(courts) { court in
            VStack(alignment: .leading) {
                CourtCard(court: court, showsWaitlist: false)
                if isEditing {
                    TextField("Note", text: Binding(
                        get: { notes[court.id, default: ""] },
                        set: { notes[court.id] = $0 }
                    ))
                } else {
                    NavigationLink("Details", value: court)
                        .font(.caption)
                }
            }
        }
        .navigationTitle("Courts")
        .toolbar {
            Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
        }
    }
}

struct StaffView: View {
    @State private var courts: [Court] = []

    var body: some View {
        List(courts) { court in
            VStack(alignment: .leading) {
                CourtCard(court: court, showsWaitlist: true)
                NavigationLink("Details", value: court)
                    .font(.caption)
            }
        }
        .navigationTitle("Today")
    }
}
