import SwiftUI

struct UpNextTab: View {
    @Environment(PlayerQueue.self) private var queue

    var body: some View {
        NavigationStack {
            List {
                if !queue.upNext.isEmpty {
                    Section("Playing next") {
                        NavigationLink(value: queue.upNext[0]) {
                            Label(queue.upNext[0].title, systemImage: "play.circle")
                        }
                    }
                }
                Section("Queue") {
                    ForEach(queue.upNext.indices, id: \.self) { index in
                        NavigationLink(value: queue.upNext[index]) {
                            HStack {
                                Text("\(index + 1).")
                                Text(queue.upNext[index].title)
                            }
                        }
                    }
                    .onMove { queue.upNext.move(fromOffsets: $0, toOffset: $1) }
                }
                Section("Recently played") {
                    NavigationLink("Last episode", value: queue.history.last)
                }
            }
            .navigationTitle("Up Next")
            .toolbar { EditButton() }
        }
    }
}
