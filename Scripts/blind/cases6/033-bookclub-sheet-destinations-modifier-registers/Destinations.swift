import SwiftUI

extension View {
    func withAppDestinations() -> some View {
        navigationDestination(for: AppRoute.self) { route in
            switch route {
            case .book(let id):
                Text(id).navigationTitle("Book")
            case .member(let id):
                Text("Member \(id)").navigationTitle("Member")
            }
        }
    }

    func withSheetDestinations(sheet: Binding<SheetDestination?>) -> some View {
        self.sheet(item: sheet) { destination in
            NavigationStack {
                switch destination {
                case .settings:
                    ClubSettingsView()
                        .withAppDestinations()
                case .suggestBook:
                    SuggestBookView()
                        .withAppDestinations()
                }
            }
        }
    }
}
