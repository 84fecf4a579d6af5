import SwiftUI

struct Piece: Hashable, Identifiable {
    let id: Int
    var title: String
}

struct FlashSheet: Hashable, Identifiable {
    let id: Int
    var theme: String
}

struct Tattooist: Hashable, Identifiable {
    let id: Int
    var name: String
    var pieces: [Piece]
    var flash: [FlashSheet]
}

@main
struct InkBookApp: App {
    var body: some Scene {
        WindowGroup { InkBookView() }
    }
}

struct InkBookView: View {
    let tattooists = [Tattooist(id: 1, name: "Kai", pieces: [], flash: [FlashSheet(id: 1, theme: "Botanical")])]
    @State private var selection: Tattooist?
    @State private var path = NavigationPath()
    @State private var showingFlash = false

    var body: some View {
        NavigationSplitView {
            List(tattooists, selection: $selection) { tattooist in
                NavigationLink(tattooist.name, value: tattooist)
            }
            .toolbar { Button("Flash") { showingFlash = true } }
        } detail: {
            NavigationStack(path: $path) {
                if let selection {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                            ForEach(selection.pieces) { piece in
                                NavigationLink(piece.title, value: piece)
                            }
                        }
                    }
                    .navigationDestination(for: Piece.self) { piece in
                        Text(piece.title)
                    }
                }
            }
        }
        .sheet(isPresented: $showingFlash) {
            NavigationStack {
                List(tattooists.flatMap(\.flash)) { sheet in
                    NavigationLink(sheet.theme, value: sheet)
                }
                .navigationDestination(for: FlashSheet.self) { sheet in
                    Text("\(sheet.theme) flash")
                }
            }
        }
    }
}
