import SwiftData
import SwiftUI

struct StartersView: View {
    @Environment(BakeRouter.self) private var router
    @Query(sort: \Starter.name) private var starters: [Starter]

    var body: some View {
        List(starters) { starter in
            Button {
                router.open(.starter(starter.id))
            } label: {
                LabeledContent(starter.name, value: "\(starter.hydration)%")
            }
            .swipeActions {
                Button("Feedings") { router.open(.feedingLog(starter: starter.id)) }
            }
        }
        .navigationTitle("Starters")
    }
}

struct BakeDestination: View {
    let route: BakeRoute

    var body: some View {
        switch route {
        case .starter(let id):
            StarterDetail(starterID: id)
        case .bake(let id):
            BakeDetail(bakeID: id)
        case .feedingLog(let id):
            Text("Feedings for \(id.uuidString)")
        }
    }
}

struct StarterDetail: View {
    @Query private var starters: [Starter]
    let starterID: UUID

    init(starterID: UUID) {
        self.starterID = starterID
        _starters = Query(filter: #Predicate<Starter> { $0.id == starterID })
    }

    var body: some View {
        if let starter = starters.first {
            List(starter.bakes.sorted { $0.bakedOn > $1.bakedOn }) { bake in
                NavigationLink(value: BakeRoute.bake(bake.id)) {
                    Text(bake.bakedOn, format: .dateTime.day().month())
                }
            }
            .navigationTitle(starter.name)
        }
    }
}

struct BakeDetail: View {
    @Query private var bakes: [Bake]

    init(bakeID: UUID) {
        _bakes = Query(filter: #Predicate<Bake> { $0.id == bakeID })
    }

    var body: some View {
        if let bake = bakes.first {
            Form {
                LabeledContent("Flour", value: bake.flour)
                LabeledContent("Rating", value: "\(bake.rating)/5")
            }
        }
    }
}
