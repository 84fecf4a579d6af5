import SwiftUI

struct Album: Hashable, Identifiable {
    let id: UUID
    var title: String
    var count: Int
}

struct Person: Hashable, Identifiable {
    let id: UUID
    var name: String
}

@main
struct AlbumsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                AlbumsScreen(albums: [], people: [])
            }
        }
    }
}

struct AlbumsScreen: View {
    let albums: [Album]
    let people: [Person]
    @State private var showingImport = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("People").font(.title3.bold())
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(people) { person in
                            NavigationLink(person.name, value: person)
                                .buttonStyle(.bordered)
                        }
                    }
                }
                Text("Albums").font(.title3.bold())
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))]) {
                    ForEach(albums) { album in
                        NavigationLink(value: album) {
                            VStack {
                                RoundedRectangle(cornerRadius: 8).fill(.gray.opacity(0.2)).frame(height: 140)
                                Text(album.title)
                            }
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Albums")
        .navigationDestination(for: Album.self) { album in
            Text("\(album.count) photos")
        }
        .navigationDestination(for: Person.self) { person in
            Text(person.name).font(.largeTitle)
        }
        .navigationDestination(isPresented: $showingImport) {
            Text("Import from camera")
        }
        .toolbar {
            Button("Import") { showingImport = true }
        }
    }
}
