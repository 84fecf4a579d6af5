import SwiftUI

struct FilmRoll: Hashable, Identifiable {
    let id: UUID
    var stock: String
    var iso: Int
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
            }
            .environment(lab)
        }
    }
}

struct DarkroomView: View {
    @Environment(Lab.self) private var lab
    @State private var timerRoll: FilmRoll?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(lab.rolls) { roll in
                            RollBubble(roll: roll, isCurrent: roll.id == lab.currentRollID) {
                                timerRoll = roll
                            }
                        }
                    }
                    .padding(.horizontal)
                }
                Text("Recipes").font(.title3.bold()).padding(.horizontal)
                Text("D-76 1+1, 20 °C").padding(.horizontal)
            }
        }
        .navigationTitle("Darkroom")
        .navigationDestination(for: FilmRoll.self) { roll in
            Text(roll.stock).navigationTitle("ISO \(roll.iso)")
        }
        .navigationDestination(item: $timerRoll) { roll in
            Text(roll.developer ?? "Choose a developer")
                .navigationTitle("Develop \(roll.stock)")
        }
    }
}
