import SwiftUI

struct ProfileTab: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            Form {
                Button("Followers") { router.push(ProfileRoute.followers) }
                Button("Following") { router.push(ProfileRoute.following) }
                Button("Edit profile") { router.push(ProfileRoute.editProfile) }
            }
            .navigationTitle("Profile")
            .navigationDestination(for: ProfileRoute.self) { route in
                switch route {
                case .followers: Text("Followers")
                case .following: Text("Following")
                case .editProfile: EditProfileScreen()
                }
            }
        }
    }
}

struct EditProfileScreen: View {
    @Environment(TabRouter.self) private var router
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Done") { router.reset() }
        }
        .navigationTitle("Edit profile")
    }
}
