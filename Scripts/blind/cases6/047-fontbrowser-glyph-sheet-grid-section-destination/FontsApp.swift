import SwiftUI

struct Glyph: Hashable, Identifiable {
    let id: UInt32
    var character: String
    var name: String
}

struct UnicodeBlock: Identifiable {
    let id: String
    var glyphs: [Glyph]
}

struct FontFamily: Hashable, Identifiable {
    let id: String
    var faces: [String]
}

@main
struct FontsApp: App {
    var body: some Scene {
        WindowGroup {
            FamiliesView()
        }
    }
}

struct FamiliesView: View {
    @State private var families: [FontFamily] = []
    @State private var glyphFamily: FontFamily?

    var body: some View {
        NavigationStack {
            List(families) { family in
                NavigationLink(value: family) {
                    Text(family.id).font(.custom(family.id, size: 17))
                }
                .swipeActions {
                    Button("Glyphs") { glyphFamily = family }
                }
            }
            .navigationTitle("Fonts")
            .navigationDestination(for: FontFamily.self) { family in
                List(family.faces, id: \.self) { face in
                    Text(face).font(.custom(face, size: 17))
                }
                .navigationTitle(family.id)
            }
            .sheet(item: $glyphFamily) { family in
                GlyphBrowser(family: family)
            }
        }
    }
}
