import Foundation

struct Member: Identifiable, Hashable {
    let id: String
    let displayName: String
    let followerIDs: [String]
    let followingIDs: [String]
}

enum FollowList: Hashable {
    case followers(of: Member.ID)
    case following(of: Member.ID)

    var title: String {
        switch self {
        case .followers: "Followers"
        case .following: "Following"
        }
    }
}

enum Directory {
    static let me = Member(id: "me", displayName: "Sam", followerIDs: ["ana", "li"], followingIDs: ["ana"])
    static let others = [
        Member(id: "ana", displayName: "Ana", followerIDs: ["me"], followingIDs: ["me", "li"]),
        Member(id: "li", displayName: "Li", followerIDs: ["ana"], followingIDs: ["me"]),
    ]

    static func member(_ id: Member.ID) -> Member? {
        ([me] + others).first { $0.id == id }
    }
}
