import SwiftUI

struct RollBubble: View {
    let roll: FilmRoll
    let isCurrent: Bool
    let onDevelop: () -> Void

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
                Button("Develop", action: onDevelop)
                    .font(.caption2)
                    .buttonStyle(.borderedProminent)
            }
        }
        .frame(width: 72)
    }
}
