import SwiftUI

struct FoundItemsView: View {
    @EnvironmentObject private var coordinator: AppCoordinator

    var body: some View {
        List(Desk.items) { item in
            Button {
                coordinator.showItem(item)
            } label: {
                VStack(alignment: .leading) {
                    Text(item.title)
                    Text(item.foundAt).font(.caption)
                }
            }
        }
        .navigationTitle("Found items")
    }
}

struct FoundItemDetailView: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    let itemID: FoundItem.ID

    var body: some View {
        VStack(spacing: 16) {
            if let item = Desk.items.first(where: { $0.id == itemID }) {
                Text(item.title).font(.title)
                Button("Where is it kept?") { coordinator.showLocker(of: item) }
            }
            Button("This is mine") {
                coordinator.claims(for: itemID).start()
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

struct DescribeItemView: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    let itemID: FoundItem.ID
    @State private var colour = ""
    @State private var contents = ""

    var body: some View {
        Form {
            TextField("Colour", text: $colour)
            TextField("What was inside?", text: $contents)
            Button("Continue") {
                coordinator.claims(for: itemID).submit(answers: [colour, contents])
            }
        }
        .navigationTitle("Describe it")
    }
}

struct VerifyClaimView: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    let itemID: FoundItem.ID
    let answered: Int

    var body: some View {
        VStack(spacing: 12) {
            Text("\(answered) answers match our records")
            Button("Get pickup code") {
                coordinator.claims(for: itemID).finish(pickupCode: "LF-\(itemID)-\(answered)")
            }
        }
    }
}

struct LockerMapView: View {
    let locker: String

    var body: some View {
        Text("Locker \(locker)")
    }
}
