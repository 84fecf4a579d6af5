import SwiftUI

struct FilmRef: Hashable {
    let id: Int
}

struct ReviewRef: Hashable {
    let id: Int
}

struct ListRef: Hashable {
    let slug: String
}

@Observable
final class DiaryRouter {
    var path = NavigationPath()

    func push<each Route: Hashable>(_ routes: repeat each Route) {
        repeat path.append(each routes)
    }

    func reset() {
        path = NavigationPath()
    }
}

@main
struct DiaryApp: App {
    @State private var router = DiaryRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                DiaryView()
                    .navigationDestination(for: FilmRef.self) { ref in
                        FilmView(ref: ref)
                    }
                    .navigationDestination(for: ListRef.self) { ref in
                        FilmListView(ref: ref)
                    }
            }
            .environment(router)
            .onOpenURL(perform: open)
        }
    }

    private func open(_ url: URL) {
        let parts = Array(url.pathComponents.dropFirst())
        guard let kind = parts.first else { return }
        router.reset()
        switch kind {
        case "film":
            guard parts.count > 1, let filmID = Int(parts[1]) else { return }
            if parts.count > 3, parts[2] == "review", let reviewID = Int(parts[3]) {
                router.push(FilmRef(id: filmID), ReviewRef(id: reviewID))
            } else {
                router.push(FilmRef(id: filmID))
            }
        case "list":
            guard parts.count > 1 else { return }
            router.push(ListRef(slug: parts[1]))
        default:
            break
        }
    }
}
