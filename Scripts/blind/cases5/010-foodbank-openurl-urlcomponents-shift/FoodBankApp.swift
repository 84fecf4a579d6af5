import SwiftUI

enum PantryRoute: Hashable {
    case drive(id: Int)
    case pantry(name: String)
}

struct VolunteerShift: Hashable {
    let id: Int
}

@main
struct FoodBankApp: App {
    var body: some Scene {
        WindowGroup { DrivesView() }
    }
}

struct DrivesView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Winter coat drive", value: PantryRoute.drive(id: 4))
                NavigationLink("Eastside pantry", value: PantryRoute.pantry(name: "Eastside"))
            }
            .navigationDestination(for: PantryRoute.self) { route in
                switch route {
                case .drive(let id): Text("Drive \(id)")
                case .pantry(let name): Text("\(name) pantry")
                }
            }
            .navigationTitle("Food Bank")
        }
        .onOpenURL { url in
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                  let host = components.host else { return }
            let id = components.queryItems?.first(where: { $0.name == "id" })?.value.flatMap(Int.init) ?? 0
            path = NavigationPath()
            switch host {
            case "drive":
                path.append(PantryRoute.drive(id: id))
            case "shift":
                path.append(VolunteerShift(id: id))
            default:
                break
            }
        }
    }
}
