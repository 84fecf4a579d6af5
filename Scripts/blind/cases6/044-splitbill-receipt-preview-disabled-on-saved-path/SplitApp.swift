import SwiftUI

struct Member: Hashable, Identifiable {
    let id: UUID
    var name: String
    var tint: Color
}

struct Receipt: Hashable {
    var title: String
    var amount: Decimal
    var payer: Member
    var participants: [Member]
}

enum GroupRoute: Hashable, Codable {
    case expense(UUID)
    case settleUp
}

@Observable
final class GroupNavigator {
    var path = NavigationPath()

    var savedData: Data? {
        guard let representation = path.codable else { return nil }
        return try? JSONEncoder().encode(representation)
    }

    func restore(from data: Data) {
        if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }
}

@main
struct SplitApp: App {
    @State private var navigator = GroupNavigator()
    @Environment(\.scenePhase) private var scenePhase
    @AppStorage("group.navigation") private var stored = Data()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                GroupView()
                    .navigationDestination(for: GroupRoute.self) { route in
                        switch route {
                        case .expense(let id): Text(id.uuidString).navigationTitle("Expense")
                        case .settleUp: SettleUpView()
                        }
                    }
                    .navigationDestination(for: Member.self) { member in
                        Text(member.name).navigationTitle("Member")
                    }
            }
            .onAppear { navigator.restore(from: stored) }
        }
        .onChange(of: scenePhase) {
            if scenePhase == .background, let data = navigator.savedData {
                stored = data
            }
        }
    }
}
