import SwiftUI
@main
struct LegacyApp: App {
    var body: some Scene {
        WindowGroup { Root() }
    }
}
struct Root: View {
    @State private var showsDetail = false
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                Button("Detail") { showsDetail = true }
                    .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
            }
        } else {
            legacy
        }
    }
    @available(iOS, deprecated: 16)
    private var legacy: some View {
        NavigationView {
            VStack {
                Button("Detail") { showsDetail = true }
                NavigationLink(destination: Text("Detail"), isActive: $showsDetail) { EmptyView() }
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
