import SwiftUI

@main
struct BoardingApp: App {
    @State private var router = KennelRouter()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                GuestsView()
                    .navigationDestination(for: Dog.self) { dog in
                        Text("\(dog.name), run \(dog.run)")
                    }
            }
            .environment(router)
            .task { router.restore() }
        }
        .onChange(of: scenePhase) {
            if scenePhase == .background { router.save() }
        }
    }
}

struct GuestsView: View {
    @Environment(KennelRouter.self) private var router
    @State private var dogs = [Dog(name: "Pepper", run: 3), Dog(name: "Otis", run: 5)]

    var body: some View {
        List(dogs) { dog in
            HStack {
                Text(dog.name)
                Spacer()
                Button(dog.checkedIn ? "Open card" : "Check in") {
                    dog.checkedIn = true
                    router.path.append(dog)
                }
            }
        }
        .navigationTitle("Boarders")
    }
}
