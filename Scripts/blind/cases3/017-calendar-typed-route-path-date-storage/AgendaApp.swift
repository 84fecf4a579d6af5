import SwiftUI

@main
struct AgendaApp: App {
    var body: some Scene {
        WindowGroup {
            AgendaView()
        }
    }
}

struct AgendaView: View {
    @State private var path: [CalendarRoute] = []
    @SceneStorage("agenda.selectedDay") private var selectedDayInterval: Double = Date.now.timeIntervalSince1970
    @State private var events: [CalendarEvent] = []

    private var selectedDay: Date {
        Date(timeIntervalSince1970: selectedDayInterval)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                DatePicker("Day", selection: Binding(
                    get: { selectedDay },
                    set: { selectedDayInterval = $0.timeIntervalSince1970 }
                ), displayedComponents: .date)
                NavigationLink("Open day view", value: CalendarRoute.day(selectedDay))
                ForEach(events) { event in
                    NavigationLink(event.title, value: CalendarRoute.event(event))
                }
            }
            .navigationTitle("Agenda")
            .toolbar {
                Button("New Event", systemImage: "plus") {
                    path.append(.compose(EventDraft()))
                }
            }
            .navigationDestination(for: CalendarRoute.self) { route in
                switch route {
                case .day(let date): Text(date, style: .date)
                case .event(let event): Text(event.title).foregroundStyle(event.tint)
                case .compose(let draft): ComposeEventView(draft: draft)
                }
            }
        }
    }
}

struct ComposeEventView: View {
    let draft: EventDraft
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
        }
        .navigationTitle("New Event")
        .onDisappear { draft.title = title }
    }
}
