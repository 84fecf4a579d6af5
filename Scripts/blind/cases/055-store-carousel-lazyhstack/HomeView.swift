import SwiftUI

struct Promo: Hashable, Identifiable {
    let id: Int
    var headline: String
    var productIDs: [Int]
}

struct Department: Hashable, Identifiable {
    let id: Int
    var name: String
}

@main
struct StoreApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                StoreHome(promos: [], departments: [])
            }
        }
    }
}

struct StoreHome: View {
    let promos: [Promo]
    let departments: [Department]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Deals").font(.title2.bold()).padding(.horizontal)
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(promos) { promo in
                            PromoBanner(promo: promo)
                        }
                    }
                    .padding(.horizontal)
                }
                Text("Departments").font(.title2.bold()).padding(.horizontal)
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(departments) { department in
                        NavigationLink(department.name, value: department)
                            .buttonStyle(.bordered)
                    }
                }
                .padding(.horizontal)
            }
        }
        .navigationTitle("Store")
        .navigationDestination(for: Department.self) { department in
            Text(department.name).font(.largeTitle)
        }
    }
}

struct PromoBanner: View {
    let promo: Promo
    @State private var showingDetails = false

    var body: some View {
        Button {
            showingDetails = true
        } label: {
            Text(promo.headline)
                .font(.headline)
                .frame(width: 260, height: 140)
                .background(.orange.gradient, in: RoundedRectangle(cornerRadius: 16))
        }
        .buttonStyle(.plain)
        .navigationDestination(isPresented: $showingDetails) {
            Text(promo.headline).font(.largeTitle)
        }
    }
}
