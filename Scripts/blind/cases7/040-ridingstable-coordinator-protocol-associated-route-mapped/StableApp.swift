import SwiftUI

struct Horse: Identifiable, Hashable {
    let id: Int
    let name: String
    let breed: String
}

struct Lesson: Identifiable, Hashable {
    let id: UUID
    let rider: String
    let horseID: Horse.ID
    let start: Date
}

enum Yard {
    static let horses = [Horse(id: 1, name: "Maple", breed: "Connemara"), Horse(id: 2, name: "Bramble", breed: "Cob")]
    static let lessons = [Lesson(id: UUID(), rider: "Lena", horseID: 1, start: .now.addingTimeInterval(3_600))]
}

@main
struct StableApp: App {
    @State private var horses = HorseCoordinator()
    @State private var lessons = LessonCoordinator()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack(path: $horses.path) {
                    HorseListView(coordinator: horses)
                        .navigationDestination(for: HorseRoute.self) { route in
                            switch route {
                            case .horse(let id):
                                HorseDetailView(horseID: id, coordinator: horses)
                            case .farrierLog(let horseID):
                                Text("Farrier visits for horse \(horseID)")
                            }
                        }
                }
                .tabItem { Label("Horses", systemImage: "hare") }

                NavigationStack(path: $lessons.path) {
                    LessonListView(coordinator: lessons)
                        .navigationDestination(for: LessonRoute.self) { route in
                            switch route {
                            case .lesson(let id):
                                Text("Lesson \(id.uuidString.prefix(4))")
                            case .rider(let name):
                                Text(name)
                            }
                        }
                }
                .tabItem { Label("Lessons", systemImage: "calendar") }
            }
        }
    }
}

struct HorseListView: View {
    let coordinator: HorseCoordinator

    var body: some View {
        List(Yard.horses) { horse in
            Button(horse.name) { coordinator.push(.horse(id: horse.id)) }
        }
        .navigationTitle("Horses")
    }
}

struct HorseDetailView: View {
    let horseID: Horse.ID
    let coordinator: HorseCoordinator

    var body: some View {
        Form {
            Text(Yard.horses.first { $0.id == horseID }?.breed ?? "")
            Button("Farrier log") { coordinator.push(.farrierLog(horseID: horseID)) }
            Button("Back") { coordinator.pop() }
        }
    }
}

struct LessonListView: View {
    let coordinator: LessonCoordinator

    var body: some View {
        List(Yard.lessons) { lesson in
            VStack(alignment: .leading) {
                Button(lesson.start.formatted(date: .omitted, time: .shortened)) {
                    coordinator.push(.lesson(id: lesson.id))
                }
                Button(lesson.rider) { coordinator.push(.rider(name: lesson.rider)) }
                    .font(.caption)
            }
        }
        .navigationTitle("Lessons")
    }
}
