import SwiftUI

struct MeetingsView: View {
    @Environment(Router<AgendaRoute>.self) private var router

    var body: some View {
        List(Council.meetings) { meeting in
            Button(meeting.date.formatted(date: .long, time: .omitted)) {
                router.push(.meeting(meeting.id))
            }
        }
        .navigationTitle("Meetings")
    }
}

struct MeetingView: View {
    @Environment(Router<AgendaRoute>.self) private var router
    let meetingID: Meeting.ID

    var body: some View {
        List(Council.meetings.first { $0.id == meetingID }?.items ?? []) { item in
            Button(item.title) {
                router.push(.item(item.id))
            }
        }
    }
}

struct AgendaItemView: View {
    @Environment(Router<AgendaRoute>.self) private var router
    let itemID: AgendaItem.ID

    var body: some View {
        VStack(spacing: 16) {
            Text(Council.item(itemID)?.title ?? itemID).font(.title2)
            Button("Record the vote") {
                router.replaceTop(with: .vote(itemID: itemID))
            }
        }
    }
}
