import Foundation

struct HNItem: Identifiable, Hashable, Decodable {
    let id: Int
    let title: String?
    let by: String?
    let url: URL?
    let kids: [Int]?
    let score: Int?
}

actor HNClient {
    static let shared = HNClient()
    private let base = URL(string: "https://hacker-news.firebaseio.com/v0")!

    func topStoryIDs() async throws -> [Int] {
        let (data, _) = try await URLSession.shared.data(from: base.appending(path: "topstories.json"))
        return try JSONDecoder().decode([Int].self, from: data)
    }

    func item(_ id: Int) async throws -> HNItem {
        let (data, _) = try await URLSession.shared.data(from: base.appending(path: "item/\(id).json"))
        return try JSONDecoder().decode(HNItem.self, from: data)
    }
}

extension HNItem {
    var domain: String? {
        url?.host()?.replacingOccurrences(of: "www.", with: "")
    }

    var commentCount: Int {
        kids?.count ?? 0
    }
}
