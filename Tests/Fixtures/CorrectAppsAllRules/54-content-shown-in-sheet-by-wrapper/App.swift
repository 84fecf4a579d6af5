import SwiftUI

// A modifier and a view written by the app, each showing the content handed to it in a sheet. The content has a
// NavigationStack of its own: it is the root of the sheet, not nested in the stack where the wrapper is used.

@main
struct SheetApp: App {
    var body: some Scene {
        WindowGroup { Home() }
    }
}

extension View {
    func halfSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented) {
            content().presentationDetents([.medium])
        }
    }
}

struct SheetButton<Sheet: View>: View {
    let title: String
    @State private var isShown = false
    @ViewBuilder let sheetContent: Sheet

    var body: some View {
        Button(title) { isShown = true }
            .sheet(isPresented: $isShown) {
                sheetContent
                    .presentationDragIndicator(.visible)
            }
    }
}

struct Contact: Hashable {
    let name: String
}

struct Home: View {
    @State private var showShare = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Share") { showShare = true }
                    .halfSheet(isPresented: $showShare) {
                        ShareFlow()
                    }
                SheetButton(title: "Settings") {
                    NavigationStack {
                        Text("Settings")
                    }
                }
            }
            .navigationTitle("Home")
        }
    }
}

struct ShareFlow: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Ada", value: Contact(name: "Ada"))
            }
            .navigationDestination(for: Contact.self) { contact in
                Text(contact.name)
            }
        }
    }
}
