import SwiftUI

struct FilmRoll: Hashable, Identifiable {
    let id: UUID
    var stock: String
    var iso: Int
    var exposures: Int
    var developer: String?
}

@Observable
final class Lab {
    var rolls: [FilmRoll] = []
    var currentRollID: FilmRoll.ID?
}

@main
struct FilmLabApp: App {
    @State private var lab = Lab()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                DarkroomView()
                    .navigationDestination(for: FilmRoll.self) { roll in
                        RollDetail(roll: roll)
                    }
            }
            .environment(lab)
        }
    }
}

struct DarkroomView: View {
    @Environment(Lab.self) private var lab

    var body: some View {
        List {
            Section {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(lab.rolls) { roll in
                            RollBubble(roll: roll, isCurrent: roll.id == lab.currentRollID)
                        }
                    }
                    .padding(.vertical, 4)
                }
            }
            Section("Recipes") {
                Text("D-76 1+1, 20 °C")
                Text("HC-110 B, 20 °C")
            }
        }
        .navigationTitle("Darkroom")
    }
}
