import SwiftUI

enum Shelf {
    static let city = Theme(id: 52, name: "City")
    static let sets = [
        BrickSet(number: "60337", name: "Express Passenger Train", pieces: 764, theme: city,
                 minifigures: [Minifigure(id: "cty1623", name: "Train Driver", torsoColor: .blue)]),
        BrickSet(number: "60380", name: "Downtown", pieces: 2010, theme: city,
                 minifigures: [Minifigure(id: "cty1710", name: "Baker", torsoColor: .white)]),
    ]
}

@main
struct BrickshelfApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfView()
        }
    }
}

struct ShelfView: View {
    @State private var path = NavigationPath()
    @AppStorage("shelf.navigation") private var navigationData = Data()

    var body: some View {
        NavigationStack(path: $path) {
            List(Shelf.sets) { set in
                NavigationLink(value: ShelfRoute.set(number: set.number)) {
                    LabeledContent(set.name, value: "\(set.pieces) pcs")
                }
            }
            .navigationTitle("My shelf")
            .navigationDestination(for: ShelfRoute.self) { route in
                switch route {
                case .set(let number):
                    SetDetailView(number: number)
                case .theme(let theme):
                    Text(theme.name)
                case .minifigure(let figure):
                    MinifigureView(figure: figure)
                }
            }
        }
        .onAppear(perform: restore)
        .onChange(of: path) {
            if let representation = path.codable,
               let data = try? JSONEncoder().encode(representation) {
                navigationData = data
            }
        }
    }

    private func restore() {
        guard let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: navigationData)
        else { return }
        path = NavigationPath(representation)
    }
}

struct SetDetailView: View {
    let number: String

    var body: some View {
        if let set = Shelf.sets.first(where: { $0.number == number }) {
            List {
                NavigationLink("Theme: \(set.theme.name)", value: ShelfRoute.theme(set.theme))
                Section("Minifigures") {
                    ForEach(set.minifigures) { figure in
                        NavigationLink(figure.name, value: ShelfRoute.minifigure(figure))
                    }
                }
            }
            .navigationTitle(set.name)
        }
    }
}

struct MinifigureView: View {
    let figure: Minifigure

    var body: some View {
        Circle()
            .fill(figure.torsoColor)
            .frame(width: 120)
            .overlay { Text(figure.name).foregroundStyle(.white) }
    }
}
