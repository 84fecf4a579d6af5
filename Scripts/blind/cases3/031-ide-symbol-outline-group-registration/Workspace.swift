import Foundation

struct Symbol: Hashable, Identifiable {
    enum Kind: String, Hashable { case type, function, property }
    let id: String
    var name: String
    var kind: Kind
    var line: Int
    var children: [Symbol]?
}

struct SourceFile: Hashable, Identifiable {
    var id: String { path }
    let path: String
    var symbols: [Symbol]

    var name: String { (path as NSString).lastPathComponent }
}

extension SourceFile {
    static let demo: [SourceFile] = [
        SourceFile(path: "Sources/App/Parser.swift", symbols: [
            Symbol(id: "Parser", name: "Parser", kind: .type, line: 3, children: [
                Symbol(id: "Parser.parse", name: "parse(_:)", kind: .function, line: 12, children: nil),
                Symbol(id: "Parser.tokens", name: "tokens", kind: .property, line: 5, children: nil),
            ]),
        ]),
        SourceFile(path: "Sources/App/Lexer.swift", symbols: []),
    ]
}
