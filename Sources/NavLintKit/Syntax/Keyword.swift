// Reserved and contextual keywords, and the byte-level lookup the lexer uses to classify identifiers.

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

/// Open-addressed table from identifier bytes to `Keyword`, built once and never freed, so that lookups
/// are plain pointer reads with no reference counting in the lexer's hot loop.
final class KeywordTable: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<UInt8>       // keyword raw values, 0 = empty
    private let offsets: UnsafeMutablePointer<UInt16>    // per raw value: offset of its text in `packed`
    private let lengths: UnsafeMutablePointer<UInt8>     // per raw value: length of its text
    private let packed: UnsafeMutablePointer<UInt8>
    private static let size = 512
    private static let mask = size - 1

    static let shared = KeywordTable()

    private init() {
        let all = Keyword.allCases.filter { $0 != .none }
        let count = Int(all.map(\.rawValue).max()!) + 1
        slots = .allocate(capacity: KeywordTable.size)
        slots.initialize(repeating: 0, count: KeywordTable.size)
        offsets = .allocate(capacity: count)
        offsets.initialize(repeating: 0, count: count)
        lengths = .allocate(capacity: count)
        lengths.initialize(repeating: 0, count: count)
        let totalLength = all.reduce(0) { $0 + $1.text.utf8.count }
        packed = .allocate(capacity: totalLength)
        var offset = 0
        for k in all {
            let t = Array(k.text.utf8)
            offsets[Int(k.rawValue)] = UInt16(offset)
            lengths[Int(k.rawValue)] = UInt8(t.count)
            for b in t { packed[offset] = b; offset += 1 }
            var h = KeywordTable.hash(t.count, t[0], t[t.count - 1], t[t.count / 2]) & KeywordTable.mask
            while slots[h] != 0 { h = (h + 1) & KeywordTable.mask }
            slots[h] = k.rawValue
        }
    }

    @inline(__always)
    static func hash(_ len: Int, _ first: UInt8, _ last: UInt8, _ mid: UInt8) -> Int {
        (len &* 131) ^ (Int(first) &* 31) ^ (Int(last) &* 7) ^ (Int(mid) &* 17)
    }

    /// The keyword spelled by `p[start..<end]`, or 0.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt8 {
        let len = end - start
        if len < 2 || len > 15 { return 0 }
        var h = KeywordTable.hash(len, p[start], p[end - 1], p[start + len / 2]) & KeywordTable.mask
        while true {
            let k = slots[h]
            if k == 0 { return 0 }
            if Int(lengths[Int(k)]) == len {
                let t = packed + Int(offsets[Int(k)])
                var i = 0
                while i < len && t[i] == p[start + i] { i += 1 }
                if i == len { return k }
            }
            h = (h + 1) & KeywordTable.mask
        }
    }
}
