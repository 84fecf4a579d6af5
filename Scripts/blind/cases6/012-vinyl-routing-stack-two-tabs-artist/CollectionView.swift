import SwiftUI

struct CollectionView: View {
    @State private var records: [Record] = []

    var body: some View {
        List(records) { record in
            NavigationLink(value: record) {
                VStack(alignment: .leading) {
                    Text(record.title)
                    Text(record.artist.name).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Collection")
        .navigationDestination(for: Record.self) { record in
            RecordDetail(record: record)
        }
        .navigationDestination(for: Artist.self) { artist in
            ArtistView(artist: artist)
        }
    }
}

struct WishlistView: View {
    @State private var wanted: [WantedRecord] = []

    var body: some View {
        List(wanted) { item in
            NavigationLink(value: item.record) {
                HStack {
                    Text(item.record.title)
                    Spacer()
                    Text(item.maxPrice, format: .currency(code: "EUR"))
                }
            }
        }
        .navigationTitle("Wishlist")
        .navigationDestination(for: Record.self) { record in
            RecordDetail(record: record)
        }
    }
}
