import SwiftUI

struct Piece: Hashable, Identifiable {
    let id: Int
    var name: String
    var stage: String
}

@main
struct StudioApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { KilnShelfView() }
        }
    }
}

struct KilnShelfView: View {
    let pieces = [Piece(id: 1, name: "Tea bowl", stage: "Bisque"), Piece(id: 2, name: "Vase", stage: "Greenware")]
    @State private var scheduling = false

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                Section {
                    ForEach(pieces) { piece in
                        NavigationLink(value: piece) {
                            VStack {
                                Image(systemName: "cup.and.saucer")
                                Text(piece.name)
                            }
                        }
                    }
                } footer: {
                    Button("Schedule a firing") { scheduling = true }
                        .padding(.top)
                        .navigationDestination(isPresented: $scheduling) {
                            FiringScheduleView(pieces: pieces)
                        }
                }
            }
            .padding()
        }
        .navigationDestination(for: Piece.self) { piece in
            Text("\(piece.name): \(piece.stage)")
        }
        .navigationTitle("Kiln shelf")
    }
}

struct FiringScheduleView: View {
    let pieces: [Piece]

    var body: some View {
        Text("\(pieces.count) pieces ready for the next firing")
    }
}
