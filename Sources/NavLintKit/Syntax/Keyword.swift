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

/// Open-addressed table from identifier bytes to `Keyword`, built once.
struct KeywordTable: Sendable {
    private var slots: [UInt8]          // keyword raw values, 0 = empty
    private var texts: [[UInt8]]        // indexed by raw value
    private let mask: Int

    init() {
        let all = Keyword.allCases.filter { $0 != .none }
        texts = Array(repeating: [], count: Int(all.map(\.rawValue).max()!) + 1)
        for k in all { texts[Int(k.rawValue)] = Array(k.text.utf8) }
        let size = 512
        mask = size - 1
        slots = Array(repeating: 0, count: size)
        for k in all {
            let t = texts[Int(k.rawValue)]
            var h = KeywordTable.hash(t.count, t[0], t[t.count - 1], t[t.count / 2]) & mask
            while slots[h] != 0 { h = (h + 1) & mask }
            slots[h] = k.rawValue
        }
    }

    @inline(__always)
    static func hash(_ len: Int, _ first: UInt8, _ last: UInt8, _ mid: UInt8) -> Int {
        (len &* 131) ^ (Int(first) &* 31) ^ (Int(last) &* 7) ^ (Int(mid) &* 17)
    }

    /// The keyword spelled by `p[start..<end]`, or `.none`.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt8 {
        let len = end - start
        if len < 2 || len > 15 { return 0 }
        var h = KeywordTable.hash(len, p[start], p[end - 1], p[start + len / 2]) & mask
        while true {
            let k = slots[h]
            if k == 0 { return 0 }
            let t = texts[Int(k)]
            if t.count == len {
                var same = true
                var i = 0
                while i < len { if t[i] != p[start + i] { same = false; break }; i += 1 }
                if same { return k }
            }
            h = (h + 1) & mask
        }
    }
}
