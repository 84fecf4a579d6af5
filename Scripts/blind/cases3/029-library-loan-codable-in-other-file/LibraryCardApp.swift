import SwiftUI

@main
struct LibraryCardApp: App {
    var body: some Scene {
        WindowGroup {
            LoansView()
        }
    }
}

struct LoansView: View {
    @State private var path = NavigationPath()
    @SceneStorage("loans.path") private var storedPath: Data?
    @State private var loans: [Loan] = [
        Loan(id: UUID(), isbn: "9780140449136", title: "Crime and Punishment", due: .now.addingTimeInterval(86_400 * 3), renewals: 1),
        Loan(id: UUID(), isbn: "9780374528379", title: "The Brothers Karamazov", due: .now.addingTimeInterval(-86_400), renewals: 0),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(loans) { loan in
                NavigationLink(value: loan) {
                    VStack(alignment: .leading) {
                        Text(loan.title)
                        Text(loan.due, style: .date)
                            .foregroundStyle(loan.isOverdue ? .red : .secondary)
                    }
                }
                .swipeActions {
                    Button("Catalog") { path.append(loan.isbn) }
                }
            }
            .navigationTitle("On loan")
            .navigationDestination(for: Loan.self) { loan in
                Text("Renewed \(loan.renewals) times")
            }
            .navigationDestination(for: String.self) { isbn in
                Text("Catalog record \(isbn)")
            }
        }
        .task {
            if let storedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: storedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            storedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
