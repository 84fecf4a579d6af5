import SwiftUI

struct FamilyMember: Hashable, Identifiable {
    let id: Int
    var name: String
    var isParent: Bool
}

struct Chore: Hashable, Identifiable {
    let id: UUID
    var title: String
    var assignee: FamilyMember
    var points: Int
    var isDone: Bool
}

@Observable
final class Household {
    var members: [FamilyMember] = []
    var chores: [Chore] = []

    func chores(for member: FamilyMember) -> [Chore] {
        chores.filter { $0.assignee == member }
    }
}

@main
struct ChoresApp: App {
    @State private var household = Household()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    ParentBoardView()
                }
                .tabItem { Label("Board", systemImage: "checklist") }

                NavigationStack {
                    MyChoresView()
                }
                .tabItem { Label("My chores", systemImage: "star") }
            }
            .environment(household)
        }
    }
}

struct ParentBoardView: View {
    @Environment(Household.self) private var household

    var body: some View {
        ChoreList(chores: household.chores, allowsReassign: true)
            .navigationTitle("This week")
    }
}

struct MyChoresView: View {
    @Environment(Household.self) private var household

    var body: some View {
        if let me = household.members.first(where: { !$0.isParent }) {
            ChoreList(chores: household.chores(for: me), allowsReassign: false)
                .navigationTitle("My chores")
        }
    }
}
