import SwiftUI

struct FeaturedMixCard: View {
    let mix: Mix
    @State private var showingTracklist = false

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.purple, .indigo], startPoint: .top, endPoint: .bottom)
            VStack(alignment: .leading, spacing: 6) {
                Text(mix.title).font(.title2.bold())
                Text(mix.artist)
                HStack {
                    NavigationLink("Play", value: mix)
                    Button("Tracklist") { showingTracklist = true }
                }
                .buttonStyle(.borderedProminent)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .navigationDestination(isPresented: $showingTracklist) {
            List(mix.tracks, id: \.self) { Text($0) }
                .navigationTitle("Tracklist")
        }
    }
}
