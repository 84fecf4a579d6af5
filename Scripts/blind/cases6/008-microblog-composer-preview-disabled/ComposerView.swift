import SwiftUI

struct ComposerView: View {
    let author: Account
    @State private var text = ""
    @Environment(\.dismiss) private var dismiss

    private var draftPreview: Post {
        let tags = text.split(separator: " ")
            .filter { $0.hasPrefix("#") }
            .map { Hashtag(name: String($0.dropFirst())) }
        return Post(id: "draft", author: author, text: text, hashtags: tags)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    TextEditor(text: $text)
                        .frame(minHeight: 140)
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.quaternary))
                    if !text.isEmpty {
                        Text("Preview")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        PostCard(post: draftPreview)
                            .disabled(true)
                            .padding()
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .navigationTitle("New post")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Post") { dismiss() }
                        .disabled(text.isEmpty)
                }
            }
        }
    }
}
