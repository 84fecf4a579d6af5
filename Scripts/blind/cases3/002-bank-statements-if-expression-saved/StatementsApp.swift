import SwiftUI

@main
struct StatementsApp: App {
    var body: some Scene {
        WindowGroup {
            StatementsView(statements: Statement.archive)
        }
    }
}

struct StatementsView: View {
    let statements: [Statement]
    @State private var path = NavigationPath()
    @SceneStorage("statements.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(statements) { statement in
                let route: StatementRoute = if statement.isAnnual {
                    .year(statement.year)
                } else {
                    .month(year: statement.year, month: statement.month)
                }
                NavigationLink(statement.title, value: route)
            }
            .navigationTitle("Statements")
            .navigationDestination(for: StatementRoute.self) { route in
                StatementPeriodView(route: route)
            }
            .navigationDestination(for: Statement.self) { statement in
                Text(statement.title)
            }
            .toolbar {
                Button("Latest") {
                    if let latest = statements.last {
                        path.append(latest)
                    }
                }
            }
        }
        .task {
            guard let pathData,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            guard let representation = path.codable else { return }
            pathData = try? JSONEncoder().encode(representation)
        }
    }
}

struct StatementPeriodView: View {
    let route: StatementRoute

    var body: some View {
        switch route {
        case .month(let year, let month): Text("Statement \(month)/\(year)")
        case .year(let year): Text("Annual summary \(year)")
        }
    }
}
