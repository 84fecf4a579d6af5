import SwiftUI

struct FoundItemsView: View {
    @EnvironmentObject private var coordinator: AppCoordinator

    var body: some View {
        List(Desk.items) { item in
            Button(item.title) { coordinator.showItem(item) }
                .swipeActions {
                    Button("Claim") { coordinator.claims(for: item.id).start() }
                        .tint(.green)
                }
        }
        .navigationTitle("Found items")
    }
}

struct FoundItemDetailView: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    let itemID: Int

    var body: some View {
        VStack(spacing: 16) {
            if let item = Desk.items.first(where: { $0.id == itemID }) {
                Text(item.title).font(.title)
                NavigationLink("Where is it kept?", value: ItemRoute.map(locker: item.locker))
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
    let itemID: Int
    @State private var colour = ""

    var body: some View {
        Form {
            TextField("Colour", text: $colour)
            Button("Continue") {
                coordinator.claims(for: itemID).submit(answers: [colour])
            }
        }
    }
}

struct VerifyClaimView: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    let itemID: Int
    let answered: Int

    var body: some View {
        Button("Get pickup code") {
            coordinator.claims(for: itemID).finish(pickupCode: "LF-\(itemID)")
        }
    }
}
