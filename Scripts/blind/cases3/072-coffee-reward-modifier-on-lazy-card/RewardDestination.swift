import SwiftUI

struct RewardDestination: ViewModifier {
    func body(content: Content) -> some View {
        content
            .navigationDestination(for: Reward.self) { reward in
                RedeemView(reward: reward)
            }
    }
}

struct RedeemView: View {
    let reward: Reward

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "qrcode").font(.system(size: 160))
            Text("Show this code to redeem \(reward.title)")
        }
        .padding()
    }
}
