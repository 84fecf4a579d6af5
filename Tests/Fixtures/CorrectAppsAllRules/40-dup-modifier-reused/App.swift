import SwiftUI
struct Profile: Hashable { let id: Int }
struct ProfileDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationDestination(for: Profile.self) { ProfileView(profile: $0) }
    }
}
extension View {
    func profileDestinations() -> some View { modifier(ProfileDestinations()) }
}
@main
struct SocialApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack { Feed().profileDestinations() }.tabItem { Text("Feed") }
                NavigationStack { Search().profileDestinations() }.tabItem { Text("Search") }
            }
        }
    }
}
struct Feed: View { var body: some View { NavigationLink("p", value: Profile(id: 1)) } }
struct Search: View { var body: some View { NavigationLink("q", value: Profile(id: 2)) } }
struct ProfileView: View {
    let profile: Profile
    var body: some View { NavigationLink("friend", value: Profile(id: profile.id + 1)) }
}
