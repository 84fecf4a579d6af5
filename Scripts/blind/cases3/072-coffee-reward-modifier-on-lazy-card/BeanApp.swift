import SwiftUI

struct Reward: Hashable, Identifiable {
    let id: Int
    var title: String
    var stars: Int
}

@main
struct BeanApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                RewardsView(balance: 135)
            }
        }
    }
}

struct RewardsView: View {
    let balance: Int
    private let rewards = [
        Reward(id: 1, title: "Extra shot", stars: 25),
        Reward(id: 2, title: "Any pastry", stars: 100),
        Reward(id: 3, title: "Handcrafted drink", stars: 200),
    ]

    var body: some View {
        ScrollView {
            Text("\(balance) ★").font(.system(size: 56, weight: .bold))
            LazyVStack(spacing: 12) {
                ForEach(rewards) { reward in
                    RewardCard(reward: reward, unlocked: reward.stars <= balance)
                }
            }
            .padding()
        }
        .navigationTitle("Rewards")
    }
}

struct RewardCard: View {
    let reward: Reward
    let unlocked: Bool

    var body: some View {
        NavigationLink(value: reward) {
            HStack {
                Text(reward.title).font(.headline)
                Spacer()
                Text("\(reward.stars) ★")
            }
            .padding()
            .background(unlocked ? Color.green.opacity(0.15) : Color.gray.opacity(0.1), in: .rect(cornerRadius: 12))
        }
        .disabled(!unlocked)
        .modifier(RewardDestination())
    }
}
