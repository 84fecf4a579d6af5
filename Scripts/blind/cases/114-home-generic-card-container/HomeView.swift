import SwiftUI

@main
struct SmartHomeApp: App {
    var body: some Scene {
        WindowGroup { HomeView(devices: [], scenes: []) }
    }
}

struct HomeView: View {
    let devices: [Device]
    let scenes: [HomeScene]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    Card(title: "Scenes") {
                        ForEach(scenes) { scene in
                            NavigationLink(scene.name, value: scene)
                        }
                    }
                    Card(title: "Devices") {
                        ForEach(devices) { device in
                            NavigationLink(value: device) {
                                Label(device.name, systemImage: "lightbulb")
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Home")
            .navigationDestination(for: HomeScene.self) { scene in
                Text(scene.name)
            }
            .navigationDestination(for: Device.self) { device in
                VStack {
                    Text(device.name)
                    NavigationLink(device.room.name, value: device.room)
                }
            }
            .navigationDestination(for: Room.self) { room in
                Text(room.name)
            }
        }
    }
}
