import SwiftUI

struct Meeting: Identifiable, Hashable {
    let id: UUID
    var title: String
    var room: String
    var start: Date
}

enum ScheduleRoute: Hashable {
    case meeting(Meeting.ID)
    case room(String)
}

@main
struct SchedulerApp: App {
    var body: some Scene {
        WindowGroup {
            MeetingsView()
        }
        #if os(macOS)
        .defaultSize(width: 720, height: 520)
        #endif
    }
}

struct MeetingsView: View {
    @State private var meetings: [Meeting] = [
        Meeting(id: UUID(), title: "Design review", room: "Atlas", start: .now),
        Meeting(id: UUID(), title: "1:1 with Sam", room: "Juniper", start: .now.addingTimeInterval(5_400)),
    ]
    @State private var selection: Meeting.ID?
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(selection: $selection) {
                ForEach(meetings) { meeting in
                    VStack(alignment: .leading) {
                        Text(meeting.title)
                        Text(meeting.start, style: .time).foregroundStyle(.secondary)
                    }
                    .tag(meeting.id)
                    .contextMenu {
                        Button("Show room") { path.append(ScheduleRoute.room(meeting.room)) }
                    }
                }
            }
            .navigationTitle("Today")
            .navigationDestination(for: ScheduleRoute.self) { route in
                switch route {
                case .meeting(let id):
                    Text(meetings.first { $0.id == id }?.title ?? "Meeting")
                case .room(let name):
                    Text("Room \(name)")
                }
            }
        }
        .onChange(of: selection) { _, id in
            guard let id else { return }
            path.append(ScheduleRoute.meeting(id))
            selection = nil
        }
    }
}
