import SwiftUI
@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { HomeView() }
    }
}
struct HomeView: View {
    @State private var showsCart = false
    var body: some View {
        NavigationStack {
            CartList()
                .toolbar { Button("Cart") { showsCart = true } }
        }
        .sheet(isPresented: $showsCart) {
            CartList()
        }
    }
}
struct CartList: View {
    var body: some View {
        List {
            NavigationLink("Item", value: 1)
        }
        .navigationDestination(for: Int.self) { Text("\($0)") }
    }
}
