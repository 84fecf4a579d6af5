import SwiftUI

struct Instrument: Hashable, Identifiable {
    let id: Int
    var model: String
}

struct Part: Hashable, Identifiable {
    let id: String
    var name: String
    var inStock: Int
}

@main
struct TunerApp: App {
    var body: some Scene {
        WindowGroup { WorkshopView() }
    }
}

struct WorkshopView: View {
    let instruments = [Instrument(id: 1, model: "Steinway B")]
    @State private var showingParts = false

    var body: some View {
        NavigationStack {
            List(instruments) { instrument in
                NavigationLink(instrument.model, value: instrument)
            }
            .navigationDestination(for: Instrument.self) { instrument in
                Text(instrument.model)
            }
            .toolbar {
                Button("Parts") { showingParts = true }
            }
            .sheet(isPresented: $showingParts) {
                PartsSheet()
            }
        }
    }
}

struct PartsSheet: View {
    let parts = [Part(id: "HS-12", name: "Hammer shank", inStock: 40)]
    @State private var showingOrder = false

    var body: some View {
        NavigationStack {
            Form {
                Section("In the van") {
                    ForEach(parts) { part in
                        NavigationLink(part.name, value: part)
                    }
                }
                Section {
                    Button("Order more") { showingOrder = true }
                }
            }
            .navigationDestination(for: Part.self) { part in
                Text("\(part.inStock) \(part.name)s")
            }
            .navigationDestination(isPresented: $showingOrder) {
                Text("New order")
            }
            .navigationTitle("Parts")
        }
    }
}
