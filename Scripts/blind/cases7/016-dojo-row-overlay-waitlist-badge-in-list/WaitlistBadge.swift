import SwiftUI

struct WaitlistBadge: View {
    let session: ClassSession
    @State private var showingWaitlist = false

    var body: some View {
        Button {
            showingWaitlist = true
        } label: {
            Text("Full · join waitlist")
                .font(.caption2.bold())
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(.orange, in: Capsule())
        }
        .buttonStyle(.borderless)
        .navigationDestination(isPresented: $showingWaitlist) {
            WaitlistView(session: session)
        }
    }
}

struct WaitlistView: View {
    let session: ClassSession

    var body: some View {
        Text("You are on the waitlist for \(session.title)")
    }
}
