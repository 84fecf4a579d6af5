import SwiftUI

struct RollBubble: View {
    let roll: FilmRoll
    let isCurrent: Bool

    var body: some View {
        VStack(spacing: 6) {
            NavigationLink(value: roll) {
                Text("\(roll.iso)")
                    .font(.headline)
                    .frame(width: 56, height: 56)
                    .background(isCurrent ? .yellow : .gray.opacity(0.3), in: Circle())
            }
            .buttonStyle(.plain)
            Text(roll.stock)
                .font(.caption2)
                .lineLimit(1)
            if isCurrent {
                DevelopTimerButton(roll: roll)
            }
        }
        .frame(width: 72)
    }
}

struct DevelopTimerButton: View {
    let roll: FilmRoll
    @State private var showsTimer = false

    var body: some View {
        Button("Develop") { showsTimer = true }
            .font(.caption2)
            .buttonStyle(.borderedProminent)
            .navigationDestination(isPresented: $showsTimer) {
                DevelopTimerView(roll: roll)
            }
    }
}

struct DevelopTimerView: View {
    let roll: FilmRoll

    var body: some View {
        Text(roll.developer ?? "Choose a developer")
            .navigationTitle("Develop \(roll.stock)")
    }
}

struct RollDetail: View {
    let roll: FilmRoll

    var body: some View {
        Form {
            LabeledContent("Stock", value: roll.stock)
            LabeledContent("ISO", value: "\(roll.iso)")
            LabeledContent("Exposures", value: "\(roll.exposures)")
        }
        .navigationTitle(roll.stock)
    }
}
