import SwiftUI

struct Bulletin: Identifiable {
    let id: Date
    var theme: String
    var hymnNumbers: String
    var announcements: [String]
}

@main
struct BulletinApp: App {
    let bulletin = Bulletin(id: .now, theme: "Harvest", hymnNumbers: "23,412,87", announcements: ["Choir practice moves to Thursday"])

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ServiceView(bulletin: bulletin)
                    .navigationDestination(for: String.self) { number in
                        HymnView(number: number)
                    }
            }
        }
    }
}

struct ServiceView: View {
    let bulletin: Bulletin

    var body: some View {
        List {
            Section("Hymns") {
                ForEach(bulletin.hymnNumbers.split(separator: ","), id: \.self) { number in
                    NavigationLink("Hymn \(number)", value: number)
                }
            }
            Section("Announcements") {
                ForEach(bulletin.announcements, id: \.self) { Text($0) }
            }
        }
        .navigationTitle(bulletin.theme)
    }
}

struct HymnView: View {
    let number: String

    var body: some View {
        Text("Hymn \(number)")
    }
}
