import SwiftUI

struct ClubHomeView: View {
    @State private var meetings: [Meeting] = []
    @State private var presentedSheet: SheetDestination?

    var body: some View {
        List(meetings) { meeting in
            NavigationLink(value: AppRoute.meeting(meeting.id)) {
                VStack(alignment: .leading) {
                    Text(meeting.book.title)
                    Text(meeting.date, style: .date).font(.caption)
                }
            }
        }
        .navigationTitle("Book club")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("New meeting", systemImage: "plus") { presentedSheet = .newMeeting }
            }
            ToolbarItem(placement: .secondaryAction) {
                Button("Club settings", systemImage: "gear") { presentedSheet = .settings }
            }
        }
        .sheet(item: $presentedSheet) { sheet in
            switch sheet {
            case .settings:
                NavigationStack {
                    ClubSettingsView()
                }
            case .newMeeting:
                NavigationStack {
                    NewMeetingView()
                        .withAppDestinations()
                }
            }
        }
    }
}

struct MembersView: View {
    @State private var members: [Member] = []

    var body: some View {
        List(members) { member in
            NavigationLink(member.name, value: AppRoute.member(member.id))
        }
        .navigationTitle("Members")
    }
}
