import SwiftUI

struct RoomView: View {
    let room: Room

    private var plants: [Plant] {
        Garden.plants.filter { $0.roomID == room.id }
    }

    var body: some View {
        List(plants) { plant in
            NavigationLink(value: plant) {
                VStack(alignment: .leading) {
                    Text(plant.name)
                    Text("Water every \(plant.waterEveryDays) days")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle(room.name)
        .navigationDestination(for: Plant.self) { plant in
            PlantDetail(plant: plant)
        }
    }
}

struct PlantDetail: View {
    let plant: Plant
    @State private var lastWatered = Date.now

    var body: some View {
        Form {
            LabeledContent("Interval", value: "\(plant.waterEveryDays) days")
            DatePicker("Last watered", selection: $lastWatered, displayedComponents: .date)
        }
        .navigationTitle(plant.name)
    }
}

struct ScheduleView: View {
    var body: some View {
        List(Garden.plants.sorted { $0.waterEveryDays < $1.waterEveryDays }) { plant in
            LabeledContent(plant.name, value: "every \(plant.waterEveryDays)d")
        }
        .navigationTitle("Schedule")
    }
}
