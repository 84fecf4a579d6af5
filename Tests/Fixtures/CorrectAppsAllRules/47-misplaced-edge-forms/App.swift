import SwiftUI
@main
struct FormsApp: App {
    @State private var path: [Int] = []
    @State private var showsSheet = false
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $path, root: { List { Text("x") }.navigationTitle("Root").toolbar { EditButton() } })
                .sheet(isPresented: $showsSheet) {
                    NavigationStack {
                        Text("Sheet")
                            .navigationTitle("Sheet")
                            .navigationBarTitleDisplayMode(.inline)
                            .navigationBarBackButtonHidden()
                    }
                }
                .onChange(of: path) { _, new in
                    print(new.count)
                }
                .onOpenURL { url in path = [url.pathComponents.count] }
        }
    }
}
struct Inner: View {
    var body: some View {
        NavigationStack {
            NavigationStack { Text("inner") }
                .navigationTitle("Inner")
        }
    }
}
struct Host: View {
    var body: some View { Inner().navigationTitle("Host") }
}
