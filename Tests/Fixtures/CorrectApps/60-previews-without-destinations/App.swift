import SwiftUI

struct Trail: Hashable, Identifiable { let id: Int }

@main
struct HikeApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TrailList()
                    .navigationDestination(for: Trail.self) { Text("Trail \($0.id)") }
            }
        }
    }
}

struct TrailList: View {
    var body: some View {
        List([Trail(id: 1)]) { NavigationLink("Trail \($0.id)", value: $0) }
    }
}

struct TrailCard: View {
    let trail: Trail
    var body: some View {
        NavigationLink(value: trail) { Text("Trail \(trail.id)") }
    }
}

#if DEBUG
struct TrailList_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack { TrailList() }
        NavigationStack { TrailCard(trail: Trail(id: 2)) }
    }
}
#endif

#Preview("Card", traits: .sizeThatFitsLayout) {
    NavigationStack {
        TrailCard(trail: Trail(id: 3))
    }
}
