// Tokens as the lexer produces them: a kind, a few flags, and a byte range into the source.

import NavLintSupport

/// What a token is. The printed category (`debug tokens`) folds several kinds together; see `category`.
public enum TokenKind: UInt8, Sendable {
    case identifier      // foo, `default`, $0, $name, _, an editor placeholder <#Type#>
    case keyword         // a reserved word (Swift's lexer-classified keywords)
    case attribute       // @State, @MainActor: the name with its `@`
    case poundName       // #Preview, #selector, #available: the name with its `#`
    case directive       // #if, #elseif, #else, #endif, #sourceLocation and other compiler directives
    case integer
    case float
    case string          // a whole string literal with no interpolation
    case stringHead      // opening delimiter up to and including the first `\(`
    case stringMiddle    // `)` closing one interpolation up to and including the next `\(`
    case stringTail      // `)` closing the last interpolation up to and including the closing delimiter
    case regex
    case comment         // only in `TokenizedFile.comments`, never in `tokens`
    case `operator`
    case punctuation     // ( ) [ ] { } , ; : . \ and a lone @ or #
    case unknown         // bytes that fit nothing: invalid UTF-8, NUL, stray control characters
    case endOfFile

    /// The category `navlint debug tokens` prints.
    public var category: String {
        switch self {
        case .identifier, .attribute, .poundName: return "identifier"
        case .keyword: return "keyword"
        case .directive: return "directive"
        case .integer, .float: return "number"
        case .string, .stringHead, .stringMiddle, .stringTail: return "string"
        case .regex: return "regex"
        case .comment: return "comment"
        case .operator: return "operator"
        case .punctuation: return "punctuation"
        case .unknown: return "unknown"
        case .endOfFile: return "eof"
        }
    }
}

/// One token. 12 bytes; `start..<end` are byte offsets into the file's UTF-8 buffer.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var flags: UInt8
    /// For keywords and contextual keywords: the `Keyword` raw value (0 when none).
    /// For punctuation and operators: the first byte.
    public var aux: UInt8
    public var start: UInt32
    public var end: UInt32

    public static let newlineBefore: UInt8 = 1 << 0
    public static let triviaBefore: UInt8 = 1 << 1
    public static let triviaAfter: UInt8 = 1 << 2

    @inlinable public init(kind: TokenKind, flags: UInt8, aux: UInt8, start: UInt32, end: UInt32) {
        self.kind = kind; self.flags = flags; self.aux = aux; self.start = start; self.end = end
    }

    @inlinable public var isAtStartOfLine: Bool { flags & Token.newlineBefore != 0 }
    @inlinable public var hasTriviaBefore: Bool { flags & Token.triviaBefore != 0 }
    @inlinable public var hasTriviaAfter: Bool { flags & Token.triviaAfter != 0 }
    @inlinable public var keyword: Keyword? { (kind == .keyword || kind == .identifier) && aux != 0 ? Keyword(rawValue: aux) : nil }
    @inlinable public var length: Int { Int(end &- start) }
    @inlinable public func isPunct(_ c: UInt8) -> Bool { kind == .punctuation && aux == c }
    @inlinable public func isKeyword(_ k: Keyword) -> Bool { aux == k.rawValue && (kind == .keyword || kind == .identifier) }
}
