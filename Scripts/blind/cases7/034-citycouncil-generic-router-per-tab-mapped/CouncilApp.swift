import SwiftUI

@main
struct CouncilApp: App {
    @State private var agendaRouter = Router<AgendaRoute>()
    @State private var memberRouter = Router<MemberRoute>()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack(path: $agendaRouter.path) {
                    MeetingsView()
                        .navigationDestination(for: AgendaRoute.self) { route in
                            switch route {
                            case .meeting(let id):
                                MeetingView(meetingID: id)
                            case .item(let id):
                                AgendaItemView(itemID: id)
                            case .vote(let itemID):
                                Text("Roll call on \(itemID)")
                            }
                        }
                }
                .environment(agendaRouter)
                .tabItem { Label("Agenda", systemImage: "list.bullet.rectangle") }

                NavigationStack(path: $memberRouter.path) {
                    MembersView()
                        .navigationDestination(for: MemberRoute.self) { route in
                            switch route {
                            case .member(let id):
                                MemberView(memberID: id)
                            case .committee(let name):
                                Text("\(name) committee")
                            }
                        }
                }
                .environment(memberRouter)
                .tabItem { Label("Members", systemImage: "person.3") }
            }
        }
    }
}
