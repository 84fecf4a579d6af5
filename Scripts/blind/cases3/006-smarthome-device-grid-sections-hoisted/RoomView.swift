import SwiftUI

struct RoomView: View {
    let room: Room

    var body: some View {
        List {
            Section("Devices") {
                ForEach(room.devices) { device in
                    NavigationLink(device.name, value: device)
                }
            }
            Section("Automations") {
                ForEach(room.automations) { automation in
                    NavigationLink(automation.name, value: automation)
                }
            }
        }
        .navigationTitle(room.name)
        .navigationDestination(for: Automation.self) { automation in
            Text("When: \(automation.trigger)")
        }
    }
}
