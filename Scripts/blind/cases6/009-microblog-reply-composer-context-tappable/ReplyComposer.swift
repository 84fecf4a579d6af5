import SwiftUI

struct ReplyComposer: View {
    let replyingTo: Post
    let author: Account
    @State private var text = ""
    @Environment(\.dismiss) private var dismiss

    private var preview: Post {
        Post(id: "draft", author: author, text: text, replyCount: 0)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ReplyContextView(original: replyingTo)
                    TextField("Post your reply", text: $text, axis: .vertical)
                        .lineLimit(3...8)
                    if !text.isEmpty {
                        PostCard(post: preview)
                            .disabled(true)
                            .opacity(0.8)
                    }
                }
                .padding()
            }
            .navigationTitle("Reply")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Reply") { dismiss() }
                        .disabled(text.isEmpty)
                }
            }
        }
    }
}
