import SwiftUI

struct PostCard: View {
    let post: FeedPost
    @State private var openedComment: Comment?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            NavigationLink(value: post) {
                VStack(alignment: .leading) {
                    Text(post.author).font(.headline)
                    Text(post.text)
                }
            }
            .buttonStyle(.plain)
            ForEach(post.comments.prefix(2)) { comment in
                Button {
                    openedComment = comment
                } label: {
                    Text("\(comment.author): \(comment.text)")
                        .font(.footnote)
                        .lineLimit(2)
                }
                .buttonStyle(.plain)
            }
        }
        .navigationDestination(item: $openedComment) { comment in
            CommentThread(comment: comment)
        }
    }
}

struct CommentThread: View {
    let comment: Comment

    var body: some View {
        VStack(alignment: .leading) {
            Text(comment.author).font(.headline)
            Text(comment.text)
        }
        .padding()
        .navigationTitle("Comment")
    }
}
