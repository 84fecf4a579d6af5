import SwiftUI

struct Event: Hashable, Identifiable { let id: Int; let name: String }
struct Attendee: Hashable, Identifiable { let id: Int; let name: String }

@main
struct EventsApp: App {
    var body: some Scene { WindowGroup { EventsRoot() } }
}

struct EventsRoot: View {
    @State private var showingNew = false
    let events = [Event(id: 1, name: "WWDC")]
    var body: some View {
        NavigationStack {
            List(events) { event in
                NavigationLink(event.name, value: event)
            }
            .navigationDestination(for: Event.self) { event in
                Text(event.name)
            }
            .toolbar { Button("New") { showingNew = true } }
            .sheet(isPresented: $showingNew) {
                NewEventFlow()
            }
        }
    }
}

struct NewEventFlow: View {
    @State private var path: [Attendee] = []
    var body: some View {
        NavigationStack(path: $path) {
            InviteList()
                .navigationDestination(for: Attendee.self) { a in Text(a.name) }
        }
    }
}

struct InviteList: View {
    let people = [Attendee(id: 1, name: "Kim")]
    var body: some View {
        List(people) { person in
            NavigationLink(person.name, value: person)
        }
    }
}
