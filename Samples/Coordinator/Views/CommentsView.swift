import SwiftUI

struct CommentsView: View {
    let articleID: Int
    @Binding var path: NavigationPath
    @State private var comments: [Comment] = []

    private let api = ArticleService.live

    var body: some View {
        List(comments) { comment in
            VStack(alignment: .leading, spacing: 6) {
                Button(comment.author.displayName) {
                    path.append(Screen.profile(comment.author))
                }
                .font(.subheadline.bold())
                Text(comment.text)
                Text(comment.postedAt, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Comments")
        .task {
            comments = (try? await api.comments(for: articleID)) ?? []
        }
    }
}
