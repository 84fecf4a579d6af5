import SwiftUI

struct ClubSettingsView: View {
    @State private var members: [Member] = []
    @State private var isPublic = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Toggle("Public club", isOn: $isPublic)
            Section("Moderators") {
                ForEach(members.filter(\.isModerator)) { moderator in
                    NavigationLink(value: AppRoute.member(moderator.id)) {
                        Label(moderator.name, systemImage: "shield")
                    }
                }
            }
        }
        .navigationTitle("Settings")
        .toolbar {
            Button("Done") { dismiss() }
        }
    }
}

struct NewMeetingView: View {
    @State private var shortlist: [Book] = []
    @State private var date = Date.now

    var body: some View {
        Form {
            DatePicker("Date", selection: $date)
            Section("Shortlist") {
                ForEach(shortlist) { book in
                    NavigationLink(book.title, value: AppRoute.book(book.id))
                }
            }
        }
        .navigationTitle("New meeting")
    }
}

struct BookView: View {
    let bookID: Book.ID
    var body: some View { Text(bookID).navigationTitle("Book") }
}

struct MemberView: View {
    let memberID: Member.ID
    var body: some View { Text("Member \(memberID)").navigationTitle("Member") }
}

struct MeetingView: View {
    let meetingID: Meeting.ID
    var body: some View { Text("Meeting \(meetingID)").navigationTitle("Meeting") }
}
