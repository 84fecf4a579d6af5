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
                Button(family.id) { glyphFamily = family }
                    .font(.custom(family.id, size: 17))
            }
            .navigationTitle("Fonts")
            .fullScreenCover(item: $glyphFamily) { family in
                GlyphBrowser(family: family)
            }
        }
    }
}
