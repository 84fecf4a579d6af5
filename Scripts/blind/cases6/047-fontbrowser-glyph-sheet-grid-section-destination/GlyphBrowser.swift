import SwiftUI

struct GlyphBrowser: View {
    let family: FontFamily
    @State private var blocks: [UnicodeBlock] = []

    private let columns = [GridItem(.adaptive(minimum: 56), spacing: 8)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8, pinnedViews: [.sectionHeaders]) {
                    ForEach(blocks) { block in
                        Section {
                            ForEach(block.glyphs) { glyph in
                                NavigationLink(value: glyph) {
                                    Text(glyph.character)
                                        .font(.custom(family.id, size: 28))
                                        .frame(width: 56, height: 56)
                                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 6))
                                }
                                .buttonStyle(.plain)
                            }
                        } header: {
                            Text(block.id)
                                .font(.caption.bold())
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .background(.bar)
                        }
                        .navigationDestination(for: Glyph.self) { glyph in
                            GlyphDetail(glyph: glyph, family: family)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle(family.id)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct GlyphDetail: View {
    let glyph: Glyph
    let family: FontFamily

    var body: some View {
        VStack(spacing: 12) {
            Text(glyph.character).font(.custom(family.id, size: 160))
            Text(glyph.name).font(.headline)
            Text(String(format: "U+%04X", glyph.id)).monospaced()
        }
        .navigationTitle(glyph.name)
    }
}
