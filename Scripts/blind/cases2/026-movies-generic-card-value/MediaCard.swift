import SwiftUI

struct MediaCard<Destination: Hashable>: View {
    let title: String
    let subtitle: String
    let imageName: String
    let destination: Destination

    var body: some View {
        NavigationLink(value: destination) {
            VStack(alignment: .leading, spacing: 6) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.quaternary)
                    .frame(width: 120, height: 180)
                    .overlay {
                        Image(systemName: imageName)
                            .font(.largeTitle)
                            .foregroundStyle(.secondary)
                    }
                Text(title)
                    .font(.subheadline.bold())
                    .lineLimit(1)
                Text(subtitle)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(width: 120)
        }
        .buttonStyle(.plain)
    }
}

struct Carousel<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.title2.bold())
                .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    content
                }
                .padding(.horizontal)
            }
        }
    }
}
