import SwiftUI

struct DayScheduleView: View {
    let day: ConferenceDay

    var body: some View {
        List(day.talks) { talk in
            NavigationLink(value: talk) {
                VStack(alignment: .leading) {
                    Text(talk.title).font(.headline)
                    Text("\(talk.start.formatted(date: .omitted, time: .shortened)) · \(talk.room)")
                }
            }
        }
        .navigationTitle(day.date.formatted(.dateTime.weekday(.wide)))
        .navigationDestination(for: Talk.self) { talk in
            TalkDetail(talk: talk)
        }
    }
}

struct TalkDetail: View {
    let talk: Talk

    var body: some View {
        List {
            Section("Speakers") {
                ForEach(talk.speakers) { speaker in
                    NavigationLink(speaker.name, value: speaker)
                }
            }
        }
        .navigationTitle(talk.title)
    }
}
