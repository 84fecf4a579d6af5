import SwiftUI
final class Profile: ObservableObject { @Published var name = "" }
struct Person: Hashable { let name: String }
@main
struct PeopleApp: App {
    var body: some Scene {
        WindowGroup { People(profile: Profile()) }
    }
}
struct People: View {
    @ObservedObject var profile: Profile
    @State private var path: [Person] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Me") {
                    let profile = Person(name: self.profile.name)
                    path.append(profile)
                }
                ForEach([Person(name: "a")], id: \.self) { profile in
                    NavigationLink(profile.name, value: profile)
                }
            }
            .navigationDestination(for: Person.self) { Text($0.name) }
        }
    }
}
