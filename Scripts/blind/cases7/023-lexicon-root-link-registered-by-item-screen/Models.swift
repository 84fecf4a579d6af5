import Foundation

struct Etymology: Hashable {
    let word: String
    let origin: String
    let firstAttested: Int
}

struct Entry: Identifiable, Hashable {
    let id: String
    let headword: String
    let definition: String
    let etymology: Etymology
}

struct WordCollection: Identifiable, Hashable {
    let id: String
    let title: String
    let entries: [Entry]
}

enum WordBank {
    static let serendipity = Entry(id: "serendipity", headword: "serendipity",
                                   definition: "the finding of pleasant things by chance",
                                   etymology: Etymology(word: "serendipity", origin: "Serendip, an old name for Sri Lanka", firstAttested: 1754))
    static let quarantine = Entry(id: "quarantine", headword: "quarantine",
                                  definition: "a period of isolation",
                                  etymology: Etymology(word: "quarantine", origin: "Italian quaranta giorni, forty days", firstAttested: 1663))
    static let all = [serendipity, quarantine]
    static let collections = [WordCollection(id: "loan", title: "Loanwords", entries: all)]
    static var wordOfTheDay: Entry { serendipity }
}
