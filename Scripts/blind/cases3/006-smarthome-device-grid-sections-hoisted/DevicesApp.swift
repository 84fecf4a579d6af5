import SwiftUI

@main
struct DevicesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                DeviceGrid(rooms: Room.demo)
            }
        }
    }
}

struct DeviceGrid: View {
    let rooms: [Room]
    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
                ForEach(rooms) { room in
                    Section {
                        ForEach(room.devices) { device in
                            NavigationLink(value: device) {
                                DeviceTile(device: device)
                            }
                            .buttonStyle(.plain)
                        }
                    } header: {
                        NavigationLink(value: room) {
                            Label(room.name, systemImage: "chevron.right")
                                .font(.headline)
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Devices")
        .navigationDestination(for: Device.self) { device in
            Text(device.name)
        }
        .navigationDestination(for: Room.self) { room in
            RoomView(room: room)
        }
    }
}

struct DeviceTile: View {
    let device: Device

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: device.isOn ? "lightbulb.fill" : "lightbulb")
            Text(device.name)
        }
        .frame(maxWidth: .infinity, minHeight: 80, alignment: .leading)
        .padding()
        .background(.quaternary, in: .rect(cornerRadius: 16))
    }
}
