import Foundation

struct Etymology: Hashable {
    let word: String
    let origin: String
    let relatedIDs: [String]
}

struct Entry: Identifiable, Hashable {
    let id: String
    let headword: String
    let definition: String
    let etymology: Etymology
}

enum WordBank {
    static let all = [
        Entry(id: "serendipity", headword: "serendipity", definition: "the finding of pleasant things by chance",
              etymology: Etymology(word: "serendipity", origin: "Serendip, an old name for Sri Lanka", relatedIDs: [])),
        Entry(id: "quarantine", headword: "quarantine", definition: "a period of isolation",
              etymology: Etymology(word: "quarantine", origin: "Italian quaranta giorni", relatedIDs: ["quarter"])),
        Entry(id: "quarter", headword: "quarter", definition: "one of four equal parts",
              etymology: Etymology(word: "quarter", origin: "Latin quartarius", relatedIDs: ["quarantine"])),
    ]

    static func entry(id: String) -> Entry? {
        all.first { $0.id == id }
    }
}
