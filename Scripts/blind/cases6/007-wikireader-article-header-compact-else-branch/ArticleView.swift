import SwiftUI

struct ArticleView: View {
    let article: Article

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ArticleHeader(article: article, compact: false)
                Text(article.summary)
                if !article.related.isEmpty {
                    Text("See also").font(.headline)
                    ForEach(article.related) { related in
                        NavigationLink(related.title, value: related)
                    }
                }
            }
            .padding()
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ArticleHeader: View {
    let article: Article
    let compact: Bool

    var body: some View {
        if compact {
            Text(article.title)
                .font(.headline)
        } else {
            VStack(alignment: .leading, spacing: 8) {
                Text(article.title)
                    .font(.largeTitle.bold())
                if let place = article.place {
                    PlaceChip(place: place)
                }
            }
        }
    }
}

struct PlaceChip: View {
    let place: GeoPlace

    var body: some View {
        NavigationLink(value: place) {
            Label(place.name, systemImage: "mappin.and.ellipse")
                .font(.subheadline)
        }
        .buttonStyle(.bordered)
    }
}
