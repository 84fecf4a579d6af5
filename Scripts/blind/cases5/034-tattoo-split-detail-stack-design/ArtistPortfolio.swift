import SwiftUI

struct ArtistPortfolio: View {
    let artist: Artist

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))]) {
                ForEach(artist.designs) { design in
                    NavigationLink(value: design) {
                        VStack {
                            Image(systemName: "scribble.variable").font(.largeTitle)
                            Text(design.title)
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle(artist.name)
        .navigationDestination(for: Appointment.self) { appointment in
            Text("Booked for \(appointment.date.formatted())")
        }
        .toolbar {
            NavigationLink("Book", value: Appointment(artistID: artist.id, date: .now))
        }
    }
}
