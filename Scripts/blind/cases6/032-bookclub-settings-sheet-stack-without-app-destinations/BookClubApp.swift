import SwiftUI

struct Book: Hashable, Identifiable {
    let id: String
    var title: String
}

struct Member: Hashable, Identifiable {
    let id: Int
    var name: String
    var isModerator: Bool
}

struct Meeting: Hashable, Identifiable {
    let id: Int
    var date: Date
    var book: Book
}

enum AppRoute: Hashable {
    case book(Book.ID)
    case member(Member.ID)
    case meeting(Meeting.ID)
}

enum SheetDestination: Identifiable {
    case settings
    case newMeeting

    var id: Self { self }
}

extension View {
    func withAppDestinations() -> some View {
        navigationDestination(for: AppRoute.self) { route in
            switch route {
            case .book(let id): BookView(bookID: id)
            case .member(let id): MemberView(memberID: id)
            case .meeting(let id): MeetingView(meetingID: id)
            }
        }
    }
}

@main
struct BookClubApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    ClubHomeView()
                        .withAppDestinations()
                }
                .tabItem { Label("Club", systemImage: "books.vertical") }

                NavigationStack {
                    MembersView()
                        .withAppDestinations()
                }
                .tabItem { Label("Members", systemImage: "person.2") }
            }
        }
    }
}
