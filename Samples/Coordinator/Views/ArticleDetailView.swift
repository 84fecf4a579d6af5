import SwiftUI

struct ArticleDetailView: View {
    let articleID: Int
    @EnvironmentObject private var coordinator: NavigationCoordinator
    @State private var article: Article?

    private let api = ArticleService.live

    var body: some View {
        ScrollView {
            if let article {
                VStack(alignment: .leading, spacing: 16) {
                    Text(article.title)
                        .font(.largeTitle.bold())
                    Button {
                        coordinator.goToProfile(article.author)
                    } label: {
                        Label(article.author.displayName, systemImage: "person.crop.circle")
                    }
                    Text(article.publishedAt, style: .date)
                        .foregroundStyle(.secondary)
                    Text(article.body)
                    Divider()
                    Button("\(article.commentCount) Comments", systemImage: "bubble.left.and.bubble.right") {
                        coordinator.showComments(for: article.id)
                    }
                    NavigationLink {
                        FeedView()
                    } label: {
                        Label("More Stories", systemImage: "newspaper")
                    }
                }
                .padding()
            } else {
                ProgressView()
                    .padding(.top, 80)
            }
        }
        .navigationTitle(article?.title ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .task {
            article = try? await api.article(id: articleID)
        }
    }
}
