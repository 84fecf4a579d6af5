import SwiftUI

struct Rink: Hashable, Identifiable {
    let id: Int
    var name: String
    var slots: [Slot]
}

struct Slot: Hashable, Identifiable {
    let id: Int
    var start: Date
    var team: String
}

@main
struct RinkBookingApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { RinksView() }
        }
    }
}

struct RinksView: View {
    let rinks = [Rink(id: 1, name: "Main pad", slots: []), Rink(id: 2, name: "Practice pad", slots: [])]

    var body: some View {
        List {
            ForEach(rinks) { rink in
                NavigationLink(rink.name, value: rink)
            }
        }
        .navigationDestination(for: Rink.self) { rink in
            RinkSlots(rink: rink)
        }
        .navigationTitle("Rinks")
    }
}

struct RinkSlots: View {
    let rink: Rink
    @State private var openSlot: Slot?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(rink.slots) { slot in
                    Button("\(slot.team) – \(slot.start.formatted(date: .omitted, time: .shortened))") {
                        openSlot = slot
                    }
                }
            }
            .navigationDestination(item: $openSlot) { slot in
                Text("Ice time for \(slot.team)")
            }
            .padding()
        }
        .navigationTitle(rink.name)
    }
}
