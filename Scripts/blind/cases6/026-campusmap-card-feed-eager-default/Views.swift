import SwiftUI

struct DiningView: View {
    @Environment(Campus.self) private var campus

    var body: some View {
        CardFeed {
            Text("Open now")
                .font(.title3.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
            HallMenus(halls: campus.diningHalls)
        }
        .navigationTitle("Dining")
    }
}

struct HallMenus: View {
    let halls: [DiningHall]

    var body: some View {
        VStack(spacing: 12) {
            ForEach(halls) { hall in
                NavigationLink(value: hall) {
                    Text(hall.name)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
                .buttonStyle(.plain)
            }
        }
        .navigationDestination(for: DiningHall.self) { hall in
            List(hall.menu, id: \.self) { Text($0) }
                .navigationTitle(hall.name)
        }
    }
}

struct EventsView: View {
    @Environment(Campus.self) private var campus

    var body: some View {
        CardFeed(isLazy: true) {
            ForEach(campus.events) { event in
                NavigationLink(value: event) {
                    VStack(alignment: .leading) {
                        Text(event.title).font(.headline)
                        Text(event.location).font(.caption)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
                .buttonStyle(.plain)
            }
        }
        .navigationDestination(for: CampusEvent.self) { event in
            Text(event.title).navigationTitle(event.location)
        }
        .navigationTitle("Events")
    }
}
