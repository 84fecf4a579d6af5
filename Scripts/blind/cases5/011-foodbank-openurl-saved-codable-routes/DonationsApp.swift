import SwiftUI

@main
struct DonationsApp: App {
    var body: some Scene {
        WindowGroup { DonationsView() }
    }
}

struct DonationsView: View {
    @State private var path = NavigationPath()
    @SceneStorage("donationsPath") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(Donation.Category.allCases, id: \.self) { category in
                NavigationLink(category.rawValue.capitalized, value: category)
            }
            .navigationDestination(for: Donation.Category.self) { category in
                Text("Needed: \(category.rawValue)")
            }
            .navigationDestination(for: DonationRoute.self) { route in
                Text(String(describing: route))
            }
            .navigationTitle("Donate")
        }
        .onOpenURL { url in
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
            let items = components.queryItems ?? []
            path = NavigationPath()
            if let raw = items.first(where: { $0.name == "category" })?.value,
               let category = Donation.Category(rawValue: raw) {
                path.append(category)
            }
            if let site = items.first(where: { $0.name == "site" })?.value {
                path.append(DonationRoute.dropOff(site: site))
            }
        }
        .task {
            guard let savedPath,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
