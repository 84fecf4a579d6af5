import SwiftUI

struct FeedingSection: View {
    let feedings: [Feeding]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Feedings", systemImage: "drop.fill").font(.headline)
            ForEach(feedings) { feeding in
                NavigationLink(value: feeding) {
                    LabeledContent(feeding.time.formatted(date: .omitted, time: .shortened),
                                   value: "\(feeding.ounces.formatted()) oz")
                }
            }
        }
        .navigationDestination(for: Feeding.self) { feeding in
            Text("\(feeding.ounces.formatted()) oz")
        }
    }
}

struct SleepSection: View {
    let naps: [Nap]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Naps", systemImage: "moon.zzz.fill").font(.headline)
            ForEach(naps) { nap in
                NavigationLink(value: nap) {
                    LabeledContent(nap.start.formatted(date: .omitted, time: .shortened),
                                   value: "\(nap.minutes) min")
                }
            }
        }
        .navigationDestination(for: Nap.self) { nap in
            Text("Slept \(nap.minutes) minutes")
        }
    }
}
