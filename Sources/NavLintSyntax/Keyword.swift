// Reserved and contextual keywords, and the byte-level lookup the lexer uses to classify identifiers.

import NavLintSupport

/// Words the parser cares about. The first group is reserved (Swift's lexer classifies them as keywords);
/// the rest are contextual: lexed as identifiers that carry their keyword id in `Token.aux`.
public enum Keyword: UInt8, CaseIterable, Sendable {
    case none = 0
    // reserved
    case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`, `deinit`,
         `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`, `guard`, `if`,
         `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`, `precedencegroup`, `private`,
         `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `Self`, `static`, `struct`, `subscript`,
         `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`, `var`, `where`, `while`
    // contextual
    case `actor`, `any`, `async`, `await`, `consume`, `convenience`, `didSet`, `dynamic`, `each`, `final`, `get`,
         `indirect`, `infix`, `isolated`, `lazy`, `macro`, `mutating`, `nonisolated`, `nonmutating`, `open`,
         `optional`, `override`, `package`, `postfix`, `prefix`, `required`, `set`, `some`, `unowned`, `weak`,
         `willSet`, `borrowing`, `consuming`, `sending`, `_modify`, `_read`, `Type`, `Protocol`

    static let lastReserved = Keyword.while

    public var isReserved: Bool { rawValue != 0 && rawValue <= Keyword.lastReserved.rawValue }

    public var text: String {
        switch self {
        case .none: return ""
        default: return "\(self)"
        }
    }
}

/// Keyword spellings in raw-value order (index 0 is `.none`). Spelled out rather than derived from `"\(keyword)"`,
/// which goes through reflection and cost about as much, once per process, as lexing 4,000 lines.
private let keywordSpellings: [StaticString] = [
    "",
    "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
    "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
    "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private",
    "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript",
    "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    "actor", "any", "async", "await", "consume", "convenience", "didSet", "dynamic", "each", "final", "get",
    "indirect", "infix", "isolated", "lazy", "macro", "mutating", "nonisolated", "nonmutating", "open",
    "optional", "override", "package", "postfix", "prefix", "required", "set", "some", "unowned", "weak",
    "willSet", "borrowing", "consuming", "sending", "_modify", "_read", "Type", "Protocol",
]

/// Perfect hash from identifier bytes to `Keyword`, built once and never freed, so that lookups are plain
/// pointer reads with no reference counting in the lexer's hot loop.
///
/// A keyword is 2 to 15 bytes. The hash multiplies the identifier's first 8 bytes (zero-padded, xor its length)
/// by a constant chosen so that no two keywords share one of the 512 slots: a lookup reads one slot, and
/// most identifiers (no keyword in their slot) stop there. Otherwise the slot's keyword is compared as a length
/// and two words instead of byte by byte.
final class KeywordTable: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<UInt8>       // keyword raw values, 0 = empty
    private let heads: UnsafeMutablePointer<UInt64>      // per raw value: its first 8 bytes, zero-padded
    private let tails: UnsafeMutablePointer<UInt64>      // per raw value: bytes 8..<16, zero-padded
    private let lengths: UnsafeMutablePointer<UInt8>     // per raw value: length of its text
    private static let shift: UInt64 = 64 - 9            // 512 slots
    private static let multiplier: UInt64 = 0xbab9_f87f_f505_9285

    package static let shared = KeywordTable()

    private init() {
        let count = keywordSpellings.count
        assert(count == Keyword.allCases.count && Keyword.allCases.allSatisfy { $0 == .none || "\($0)" == keywordSpellings[Int($0.rawValue)].description },
               "keywordSpellings must list every Keyword in raw-value order")
        slots = .allocate(capacity: 1 << (64 - KeywordTable.shift))
        slots.initialize(repeating: 0, count: 1 << (64 - KeywordTable.shift))
        heads = .allocate(capacity: count)
        heads.initialize(repeating: 0, count: count)
        tails = .allocate(capacity: count)
        tails.initialize(repeating: 0, count: count)
        lengths = .allocate(capacity: count)
        lengths.initialize(repeating: 0, count: count)
        for k in 1..<count {
            let word = keywordSpellings[k]
            let p = word.utf8Start, len = word.utf8CodeUnitCount
            heads[k] = KeywordTable.word(p, 0, min(len, 8), len)
            tails[k] = len > 8 ? KeywordTable.word(p, 8, len - 8, len) : 0
            lengths[k] = UInt8(len)
            let h = KeywordTable.slot(heads[k], len)
            precondition(slots[h] == 0, "keyword hash collision")
            slots[h] = UInt8(k)
        }
    }

    @inline(__always)
    package static func slot(_ head: UInt64, _ len: Int) -> Int {
        Int(truncatingIfNeeded: ((head ^ UInt64(len)) &* multiplier) >> shift)
    }

    /// The `count` (1...8) bytes at `p[start]` as a little-endian word, zero-padded; `n` bounds the readable bytes.
    @inline(__always)
    package static func word(_ p: UnsafePointer<UInt8>, _ start: Int, _ count: Int, _ n: Int) -> UInt64 {
        if start + 8 <= n {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + start).loadUnaligned(as: UInt64.self))
            return count == 8 ? w : w & ((1 &<< UInt64(count &* 8)) &- 1)
        }
        // Near the end of the buffer: byte by byte, never reading past it.
        var w: UInt64 = 0
        for k in 0..<count { w |= UInt64(p[start + k]) &<< UInt64(k &* 8) }
        return w
    }

    /// The keyword spelled by `p[start..<end]` (within the `n` readable bytes at `p`), or 0.
    @inline(__always)
    package func lookup(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ n: Int) -> UInt8 {
        let len = end - start
        if len < 2 || len > 15 { return 0 }
        let head = KeywordTable.word(p, start, min(len, 8), n)
        let k = Int(slots[KeywordTable.slot(head, len)])
        if k == 0 || Int(lengths[k]) != len || heads[k] != head { return 0 }
        if len > 8 && tails[k] != KeywordTable.word(p, start + 8, len - 8, n) { return 0 }
        return UInt8(k)
    }
}
