import SwiftUI
@main
struct NestApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                NavigationLink("Open") {
                    NavigationStack {
                        Text("Inner")
                    }
                    .navigationTitle("Inner")
                    .toolbar { Button("Done") {} }
                }
                .navigationTitle("Outer")
            }
        }
    }
}
