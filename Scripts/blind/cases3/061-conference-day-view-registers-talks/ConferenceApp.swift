import SwiftUI

struct Speaker: Hashable, Identifiable {
    let id: String
    var name: String
    var company: String
}

struct Talk: Hashable, Identifiable {
    let id: Int
    var title: String
    var room: String
    var start: Date
    var speakers: [Speaker]
}

struct ConferenceDay: Identifiable {
    let id: Int
    var date: Date
    var talks: [Talk]
}

@main
struct ConferenceApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ConferenceHome()
            }
        }
    }
}

struct ConferenceHome: View {
    private let keynoteSpeaker = Speaker(id: "jt", name: "Jordan Tan", company: "Acme")
    private let days: [ConferenceDay] = [
        ConferenceDay(id: 1, date: .now, talks: [
            Talk(id: 10, title: "Keynote", room: "Hall A", start: .now,
                 speakers: [Speaker(id: "jt", name: "Jordan Tan", company: "Acme")]),
        ]),
        ConferenceDay(id: 2, date: .now.addingTimeInterval(86_400), talks: []),
    ]

    var body: some View {
        List {
            Section("Schedule") {
                ForEach(days) { day in
                    NavigationLink("Day \(day.id)") {
                        DayScheduleView(day: day)
                    }
                }
            }
            Section("Featured speaker") {
                NavigationLink(keynoteSpeaker.name, value: keynoteSpeaker)
            }
        }
        .navigationTitle("SwiftConf")
        .navigationDestination(for: Speaker.self) { speaker in
            Text("\(speaker.name), \(speaker.company)")
        }
    }
}
