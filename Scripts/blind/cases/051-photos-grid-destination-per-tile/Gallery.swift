import SwiftUI

struct Moment: Hashable, Identifiable {
    let id: UUID
    var title: String
    var date: Date
    var assetIDs: [String]
}

struct Asset: Hashable, Identifiable {
    let id: String
    var isVideo: Bool
}

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                MomentsGrid(moments: [])
                    .navigationTitle("Moments")
            }
        }
    }
}

struct MomentsGrid: View {
    let moments: [Moment]
    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 8)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(moments) { moment in
                    NavigationLink(value: moment) {
                        MomentTile(moment: moment)
                    }
                    .buttonStyle(.plain)
                    .navigationDestination(for: Moment.self) { moment in
                        MomentDetail(moment: moment)
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct MomentTile: View {
    let moment: Moment

    var body: some View {
        VStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 12).fill(.quaternary).aspectRatio(1, contentMode: .fit)
            Text(moment.title).font(.headline)
            Text(moment.date, style: .date).font(.caption)
        }
    }
}

struct MomentDetail: View {
    let moment: Moment

    var body: some View {
        List(moment.assetIDs, id: \.self) { id in
            Text(id)
        }
        .navigationTitle(moment.title)
    }
}
