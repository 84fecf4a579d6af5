import SwiftUI

@main
struct CoinsApp: App {
    @StateObject private var navigator = CabinetNavigator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                CabinetView()
                    .navigationDestination(for: Coin.self) { coin in
                        Text("\(coin.denomination), \(String(coin.year))")
                    }
                    .navigationDestination(for: Banknote.self) { note in
                        BanknoteView(note: note)
                    }
            }
            .environmentObject(navigator)
        }
    }
}

struct CabinetView: View {
    @EnvironmentObject private var navigator: CabinetNavigator

    var body: some View {
        List {
            Section("Coins") {
                ForEach(Cabinet.coins) { coin in
                    NavigationLink(coin.denomination, value: coin)
                }
            }
            Section("Banknotes") {
                ForEach(Cabinet.banknotes) { note in
                    Button("\(note.denomination) · \(note.series)") {
                        navigator.path.append(note)
                    }
                }
            }
        }
        .navigationTitle("Cabinet")
    }
}

struct BanknoteView: View {
    let note: Banknote

    var body: some View {
        List(note.signatures, id: \.self) { Text($0) }
            .navigationTitle(note.denomination)
    }
}
