// `// navlint:disable …` comments, read per file while indexing (Rules/Suppressions.swift applies them).

import NavLintSupport
import NavLintSyntax

/// One `navlint:` comment.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Action: String, Sendable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
    }

    /// Nil when the comment is not a directive NavLint understands (`problem` says why).
    public var action: Action?
    /// Rule ids as written (`all` for every rule).
    public var rules: [String]
    /// Where the comment starts.
    public var location: SourceLocation
    /// The line the comment ends on (a block comment may span lines; `disable:next` covers the line after it).
    public var endLine: Int32
    public var problem: String?

    /// Reads the directive in a comment's text, or nil when the comment is no `navlint:` directive.
    /// Directive comments start with `navlint:` after `//` or `/*` and spaces (`/// navlint:` is documentation).
    package static func parse(_ text: String, at location: SourceLocation, endLine: Int32? = nil) -> SuppressionDirective? {
        var body = Substring(text)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        } else {
            return nil
        }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard body.hasPrefix("navlint:") else { return nil }
        body = body.dropFirst("navlint:".count)
        // Words up to a ` - reason`.
        var words: [Substring] = []
        // Rules are separated by spaces (or commas, as some write them).
        for word in body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," }) {
            if word == "-" { break }
            words.append(word)
        }
        let verb = words.first.map(String.init) ?? ""
        var directive = SuppressionDirective(action: Action(rawValue: verb), rules: words.dropFirst().map(String.init), location: location,
                                             endLine: endLine ?? location.line)
        if directive.action == nil {
            let verbs = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]
            let hint = closest(verb, among: verbs).map { ". Did you mean 'navlint:\($0)'?" } ?? ". Use navlint:disable, navlint:enable, navlint:disable:next, navlint:disable:this or navlint:disable:previous."
            directive.problem = verb.isEmpty ? "'navlint:' names no command\(hint)" : "'navlint:\(verb)' is not a NavLint command\(hint)"
        } else if directive.rules.isEmpty {
            directive.problem = "'navlint:\(verb)' names no rule. Write the rule ids it is for, or 'all'."
        }
        return directive
    }

    /// The directives among a file's comments.
    package static func scan(_ tree: SyntaxTree, file: Int32) -> [SuppressionDirective] {
        var found: [SuppressionDirective] = []
        let bytes = tree.source.bytes
        let marker = Array("navlint:".utf8)
        for comment in tree.tokens.comments {
            let s = Int(comment.start), e = Int(comment.end)
            guard e - s >= 2 + marker.count, bytes[s] == UInt8(ascii: "/") else { continue }
            // Cheap test first: the marker right after the opener and its spaces.
            var k = s + 2
            while k < e, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
            guard k + marker.count <= e, bytes[k] == marker[0], Array(bytes[k..<k + marker.count]) == marker else { continue }
            let (line, column) = tree.source.location(of: s)
            let endLine = tree.source.location(of: max(s, e - 1)).line
            if let d = parse(tree.source.text(s, e), at: SourceLocation(file: file, line: Int32(line), column: Int32(column)), endLine: Int32(endLine)) {
                found.append(d)
            }
        }
        return found
    }
}
