import SwiftUI

struct CellarView: View {
    var body: some View {
        List(Cellar.bottles) { bottle in
            NavigationLink(bottle.name, value: bottle)
        }
        .navigationTitle("Cellar")
    }
}

struct BottleDetailView: View {
    let bottle: Bottle

    var body: some View {
        Form {
            LabeledContent("Distillery", value: bottle.distillery)
            if let age = bottle.age {
                LabeledContent("Age", value: "\(age) years")
            }
            NavigationLink("Tasting notes", value: TastingRoute.notes(bottleID: bottle.id))
        }
        .navigationTitle(bottle.name)
    }
}

struct TastingRouteView: View {
    let route: TastingRoute

    var body: some View {
        switch route {
        case .notes(let bottleID):
            Text("Notes for bottle \(bottleID)")
        case .session(let id):
            Text("Session \(id.uuidString)")
        }
    }
}

struct TastingLogView: View {
    var body: some View {
        List(Cellar.tastings) { tasting in
            NavigationLink(value: tasting) {
                LabeledContent(tasting.date.formatted(date: .abbreviated, time: .omitted), value: "\(tasting.score)")
            }
        }
        .navigationTitle("Tastings")
    }
}

struct TastingDetailView: View {
    let tasting: Tasting

    var body: some View {
        Text("Scored \(tasting.score)")
    }
}
