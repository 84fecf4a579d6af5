import SwiftUI

struct GlyphBrowser: View {
    let family: FontFamily
    @State private var blocks: [UnicodeBlock] = []
    @State private var inspectedBlock: UnicodeBlock.ID?
    @Environment(\.dismiss) private var dismiss

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
                                }
                                .buttonStyle(.plain)
                            }
                        } header: {
                            Button(block.id) { inspectedBlock = block.id }
                                .font(.caption.bold())
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .background(.bar)
                        }
                    }
                }
                .padding()
            }
            .navigationDestination(for: Glyph.self) { glyph in
                VStack {
                    Text(glyph.character).font(.custom(family.id, size: 160))
                    Text(glyph.name)
                }
                .navigationTitle(glyph.name)
            }
            .navigationDestination(item: $inspectedBlock) { blockID in
                Text("Block \(blockID)")
            }
            .navigationTitle(family.id)
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
