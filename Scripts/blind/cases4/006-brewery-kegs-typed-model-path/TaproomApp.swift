import SwiftUI
import SwiftData

@Model
final class Keg {
    var beerName: String
    var tapNumber: Int
    var litresLeft: Double

    init(beerName: String, tapNumber: Int, litresLeft: Double) {
        self.beerName = beerName
        self.tapNumber = tapNumber
        self.litresLeft = litresLeft
    }
}

@main
struct TaproomApp: App {
    var body: some Scene {
        WindowGroup { TapListView() }
            .modelContainer(for: Keg.self)
    }
}

struct TapListView: View {
    @Query(sort: \Keg.tapNumber) private var kegs: [Keg]
    @State private var path: [Keg] = []
    @SceneStorage("taproom.selectedTap") private var selectedTap = 1

    var body: some View {
        NavigationStack(path: $path) {
            List(kegs) { keg in
                NavigationLink("Tap \(keg.tapNumber): \(keg.beerName)", value: keg)
            }
            .navigationDestination(for: Keg.self) { keg in
                KegDetail(keg: keg)
            }
            .toolbar {
                Button("Running low") {
                    if let low = kegs.min(by: { $0.litresLeft < $1.litresLeft }) {
                        path.append(low)
                    }
                }
            }
        }
        .onChange(of: path) {
            if let top = path.last { selectedTap = top.tapNumber }
        }
        .onAppear {
            if let keg = kegs.first(where: { $0.tapNumber == selectedTap }) {
                path = [keg]
            }
        }
    }
}

struct KegDetail: View {
    @Bindable var keg: Keg

    var body: some View {
        Form {
            Stepper("Litres left: \(keg.litresLeft, specifier: "%.1f")", value: $keg.litresLeft, step: 0.5)
        }
        .navigationTitle(keg.beerName)
    }
}
