import SwiftUI

struct Address: Hashable { var street: String }

@main
struct CheckoutApp: App {
    var body: some Scene { WindowGroup { NavigationStack { CheckoutForm() } } }
}

struct CheckoutForm: View {
    @State private var showingTerms = false
    @State private var editing: Address?
    let addresses = [Address(street: "Main St")]
    var body: some View {
        Form {
            Section("Ship to") {
                ForEach(addresses, id: \.street) { a in
                    Button(a.street) { editing = a }
                }
            }
            Button("Terms") { showingTerms = true }
        }
        .navigationDestination(isPresented: $showingTerms) { Text("Terms") }
        .navigationDestination(item: $editing) { a in Text(a.street) }
    }
}
