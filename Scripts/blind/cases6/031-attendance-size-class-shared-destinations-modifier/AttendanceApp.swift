import SwiftUI

struct AbsenceNote: Hashable, Identifiable {
    let id: UUID
    var date: Date
    var reason: String
}

struct Pupil: Hashable, Identifiable {
    let id: Int
    var name: String
    var absences: [AbsenceNote]
}

struct Homeroom: Hashable, Identifiable {
    let id: Int
    var name: String
    var pupils: [Pupil]
}

@main
struct AttendanceApp: App {
    var body: some Scene {
        WindowGroup {
            AdaptiveRoot()
        }
    }
}

extension View {
    func rosterDestinations() -> some View {
        navigationDestination(for: Pupil.self) { pupil in
            PupilView(pupil: pupil)
        }
        .navigationDestination(for: AbsenceNote.self) { note in
            AbsenceNoteView(note: note)
        }
    }
}

struct AdaptiveRoot: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var homerooms: [Homeroom] = []
    @State private var selection: Homeroom.ID?

    var body: some View {
        if sizeClass == .compact {
            NavigationStack {
                List(homerooms) { room in
                    NavigationLink(room.name, value: room)
                }
                .navigationTitle("Homerooms")
                .navigationDestination(for: Homeroom.self) { room in
                    RollCallView(homeroom: room)
                }
                .rosterDestinations()
            }
        } else {
            NavigationSplitView {
                List(homerooms, selection: $selection) { room in
                    Text(room.name)
                }
                .navigationTitle("Homerooms")
            } detail: {
                NavigationStack {
                    if let room = homerooms.first(where: { $0.id == selection }) {
                        RollCallView(homeroom: room)
                            .rosterDestinations()
                    } else {
                        ContentUnavailableView("Choose a homeroom", systemImage: "checklist")
                    }
                }
            }
        }
    }
}
