import SwiftUI

/// Pinned under the scroll view by `safeAreaInset`: it is beside the lazy stack, not in it.
struct MiniPlayerBar: View {
    let nowPlaying: Mix
    @State private var showingQueue = false

    var body: some View {
        HStack {
            Image(systemName: "waveform")
            Text(nowPlaying.title).lineLimit(1)
            Spacer()
            Button("Queue") { showingQueue = true }
        }
        .padding()
        .background(.ultraThinMaterial)
        .navigationDestination(isPresented: $showingQueue) {
            Text("Up next")
                .navigationTitle("Queue")
        }
    }
}
