import SwiftUI

struct RecordDetail: View {
    let record: Record

    var body: some View {
        Form {
            Section {
                LabeledContent("Year", value: "\(record.year)")
                LabeledContent("Label", value: record.label)
            }
            Section("Artist") {
                NavigationLink(value: record.artist) {
                    Label(record.artist.name, systemImage: "person")
                }
            }
        }
        .navigationTitle(record.title)
    }
}

struct ArtistView: View {
    let artist: Artist

    var body: some View {
        Text(artist.name)
            .font(.largeTitle)
            .navigationTitle(artist.name)
    }
}
