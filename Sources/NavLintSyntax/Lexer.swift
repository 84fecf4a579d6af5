// The Swift 6 lexer: one pass over UTF-8 bytes with an explicit stack for strings and interpolations.

import NavLintSupport

/// The tokens of one file, its comments, and the bracket each bracket token matches.
public struct TokenizedFile: Sendable {
    /// Significant tokens in source order; the last one is `.endOfFile`.
    public let tokens: [Token]
    /// Comments (`//`, `///`, `/* */`, a shebang line), in source order.
    public let comments: [Token]
    /// For each token in `tokens`: the index of the bracket it pairs with, or -1.
    /// Openers point at their closer and closers at their opener. A string with interpolations
    /// chains head -> middle -> ... -> tail, and the tail points back at the head.
    public let matching: [Int32]
}

public enum Lexer {
    /// Tokenizes a whole file. Never fails: bytes that fit nothing become `.unknown` tokens.
    public static func tokenize(_ bytes: [UInt8]) -> TokenizedFile {
        bytes.withUnsafeBufferPointer { buf in
            CharacterClass.table.withUnsafeBufferPointer { table in
                let p = buf.baseAddress ?? UnsafePointer(bitPattern: 1)!, n = buf.count
                // The tokens are written straight into the array that is returned (no copy at the end), so its
                // capacity is fixed up front. Real code has one token per 5 to 6 bytes; a denser file is lexed
                // again with room for n + 1 tokens, which always suffices (every token but the last covers a byte).
                var capacity = n / 4 + 16
                while true {
                    var rest: (comments: [Token], matching: [Int32])?
                    let tokens = [Token](unsafeUninitializedCapacity: capacity) { out, initialized in
                        var state = LexerState(p: p, n: n, table: table.baseAddress!, keywords: KeywordTable.shared,
                                               tokens: TokenSink(base: out.baseAddress!, capacity: out.count))
                        state.run()
                        initialized = state.tokens.count
                        rest = state.finish()
                    }
                    if let rest { return TokenizedFile(tokens: tokens, comments: rest.comments, matching: rest.matching) }
                    capacity = max(capacity * 2, n + 1)
                }
            }
        }
    }
}

/// An open string literal whose interpolation the lexer is inside of.
private struct InterpolationContext {
    var hashes: Int
    var multiline: Bool
    var parenDepth: Int
    /// Index of the string's `.stringHead` token.
    var head: Int32
}

/// The token array being filled in place. Past its capacity nothing more is written, and the lexer's result is
/// thrown away (see `Lexer.tokenize`).
private struct TokenSink {
    let base: UnsafeMutablePointer<Token>
    let capacity: Int
    private(set) var count = 0
    private(set) var overflowed = false

    init(base: UnsafeMutablePointer<Token>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count < capacity {
            (base + count).initialize(to: token)
            count += 1
        } else {
            overflowed = true
        }
    }

    @inline(__always) subscript(_ i: Int) -> Token { base[i] }
    @inline(__always) var last: Token? { count > 0 ? base[count - 1] : nil }
}

private struct LexerState {
    let p: UnsafePointer<UInt8>
    let n: Int
    let table: UnsafePointer<UInt8>
    let keywords: KeywordTable

    /// Appending a token is the lexer's hottest path.
    var tokens: TokenSink
    /// Writes to `TokenizedFile.matching`, in order: only brackets and strings have a match, so the array is
    /// made at the end (all -1, then these) instead of growing by one -1 per token.
    var links: GrowableBuffer<(index: Int32, value: Int32)>
    var comments: [Token] = []
    /// Indices of the open brackets and string heads/middles, innermost last.
    var brackets: GrowableBuffer<Int32>
    var interpolations: [InterpolationContext] = []
    var pendingFlags: UInt8 = 0

    init(p: UnsafePointer<UInt8>, n: Int, table: UnsafePointer<UInt8>, keywords: KeywordTable, tokens: TokenSink) {
        self.p = p; self.n = n; self.table = table; self.keywords = keywords
        self.tokens = tokens
        links = GrowableBuffer(capacity: n / 16 + 16)
        brackets = GrowableBuffer(capacity: 64)
    }

    /// The comments and the matching of the tokens; nil when the tokens did not fit in the sink.
    mutating func finish() -> (comments: [Token], matching: [Int32])? {
        defer {
            links.deallocate()
            brackets.deallocate()
        }
        guard !tokens.overflowed else { return nil }
        let count = tokens.count
        let matching = [Int32](unsafeUninitializedCapacity: count) { buf, initialized in
            buf.initialize(repeating: -1)
            for k in 0..<links.count { buf[Int(links[k].index)] = links[k].value }
            initialized = count
        }
        return (comments, matching)
    }

    /// Records `matching[index] = value`.
    @inline(__always)
    mutating func setMatch(_ index: Int32, _ value: Int32) {
        links.append((index, value))
    }

    // MARK: - Emitting

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ aux: UInt8, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, flags: pendingFlags, aux: aux, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end)))
        pendingFlags = 0
    }

    @inline(__always)
    mutating func emitComment(_ start: Int, _ end: Int) {
        comments.append(Token(kind: .comment, flags: pendingFlags & Token.newlineBefore, aux: 0, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end)))
        pendingFlags |= Token.triviaBefore
    }

    /// Open brackets of each shape above the nearest string head, so that a closer with no opener of its shape
    /// is rejected at once (matching stays linear on hostile input). Kept in three scalars (this is counted for
    /// every bracket); the counts of enclosing strings wait in `outerCounts` while an interpolation is open.
    var parens: Int32 = 0
    var squares: Int32 = 0
    var braces: Int32 = 0
    var outerCounts: [(paren: Int32, square: Int32, brace: Int32)] = []

    @inline(__always)
    mutating func count(_ shape: UInt8, _ delta: Int32) {
        switch shape {
        case UInt8(ascii: "("): parens &+= delta
        case UInt8(ascii: "["): squares &+= delta
        default: braces &+= delta
        }
    }

    @inline(__always)
    func openCount(_ shape: UInt8) -> Int32 {
        switch shape {
        case UInt8(ascii: "("): return parens
        case UInt8(ascii: "["): return squares
        default: return braces
        }
    }

    /// A string head or middle: the brackets inside its interpolation are counted afresh.
    mutating func pushCounts() {
        outerCounts.append((parens, squares, braces))
        (parens, squares, braces) = (0, 0, 0)
    }

    mutating func popCounts() {
        if let c = outerCounts.popLast() { (parens, squares, braces) = c }
    }

    /// Inlined, as `closeBracket`: one or the other runs for every bracket.
    @inline(__always)
    mutating func openBracket() {
        let index = Int32(tokens.count - 1)
        brackets.append(index)
        let t = tokens[Int(index)]
        if t.kind == .punctuation { count(t.aux, 1) } else { pushCounts() }
    }

    /// Pairs the closer just emitted with the nearest opener of the same shape above the nearest string head.
    /// A closer with no such opener stays unmatched; openers skipped over to reach one stay unmatched.
    @inline(__always)
    mutating func closeBracket(_ opener: UInt8) {
        guard openCount(opener) > 0 else { return }
        let closer = Int32(tokens.count - 1)
        while let top = brackets.popLast() {
            let t = tokens[Int(top)]
            count(t.aux, -1)
            if t.aux == opener {
                setMatch(top, closer)
                setMatch(closer, top)
                return
            }
        }
    }

    /// Drops the openers left inside an interpolation and its string's head/middle; returns that head/middle.
    mutating func unwindToStringLink() -> Int32? {
        while let top = brackets.popLast() {
            let t = tokens[Int(top)]
            if t.kind == .stringHead || t.kind == .stringMiddle {
                popCounts()
                return top
            }
            count(t.aux, -1)
        }
        return nil
    }

    // MARK: - Main loop

    mutating func run() {
        var i = 0
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3; pendingFlags |= Token.triviaBefore }
        if i + 1 < n && p[i] == UInt8(ascii: "#") && p[i + 1] == UInt8(ascii: "!") {
            let e = lineEnd(from: i)
            emitComment(i, e)
            i = e
        }
        while i < n {
            i = lexOne(at: i)
        }
        emit(.endOfFile, 0, n, n)
    }

    @inline(__always)
    func lineEnd(from i: Int) -> Int {
        var j = i
        while j < n && p[j] != 10 && p[j] != 13 { j += 1 }
        return j
    }

    @inline(__always)
    func classBits(_ c: UInt8) -> UInt8 { table[Int(c)] }

    /// Where the run of `digitClass` bytes and `_` separators that starts at `i` ends (a number literal's digits).
    @inline(__always)
    func digitRunEnd(from i: Int, _ digitClass: UInt8) -> Int {
        var j = i
        while j < n && (classBits(p[j]) & digitClass != 0 || p[j] == UInt8(ascii: "_")) { j += 1 }
        return j
    }

    /// Where the run of horizontal white space that starts at `i` ends. Indentation is most of a file's white space
    /// (a dozen spaces a line is common), so spaces are skipped 8 bytes at a time: the first byte that is not a
    /// space is the lowest nonzero byte of the word xor 8 spaces. Tabs and the rest go byte by byte.
    @inline(__always)
    func spaceRunEnd(from i: Int) -> Int {
        var j = i
        while j + 8 <= n {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self)) ^ 0x2020_2020_2020_2020
            if w != 0 {
                j += w.trailingZeroBitCount >> 3
                break
            }
            j += 8
        }
        while j < n && classBits(p[j]) & CharacterClass.space != 0 { j += 1 }
        return j
    }

    /// Lexes one token or one piece of trivia at `i`; returns where the next one starts.
    /// Inlined into the main loop (its one caller): as a call it cost a dozen instructions of prologue per token.
    @inline(__always)
    mutating func lexOne(at i: Int) -> Int {
        let c = p[i]
        switch c {
        case UInt8(ascii: " "), 9, 11, 12:
            pendingFlags |= Token.triviaBefore
            return spaceRunEnd(from: i + 1)
        case 10, 13:
            // A single-line string cannot span lines, nor can its interpolation: an unterminated one ends here.
            while let top = interpolations.last, !top.multiline {
                interpolations.removeLast()
                _ = unwindToStringLink()
            }
            pendingFlags |= Token.triviaBefore | Token.newlineBefore
            // The indentation that usually follows, in the same step.
            return spaceRunEnd(from: i + 1)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexIdentifier(at: i)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(at: i)
        case UInt8(ascii: "\""):
            return lexStringStart(at: i, quote: i, hashes: 0)
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            emit(.punctuation, c, i, i + 1)
            openBracket()
            if c == UInt8(ascii: "("), !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
            return i + 1
        case UInt8(ascii: ")"):
            if let top = interpolations.last {
                if top.parenDepth == 0 {
                    interpolations.removeLast()
                    return lexStringContinuation(at: i, top)
                }
                interpolations[interpolations.count - 1].parenDepth -= 1
            }
            emit(.punctuation, c, i, i + 1)
            closeBracket(UInt8(ascii: "("))
            return i + 1
        case UInt8(ascii: "]"):
            emit(.punctuation, c, i, i + 1)
            closeBracket(UInt8(ascii: "["))
            return i + 1
        case UInt8(ascii: "}"):
            emit(.punctuation, c, i, i + 1)
            closeBracket(UInt8(ascii: "{"))
            return i + 1
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "\\"):
            emit(.punctuation, c, i, i + 1)
            return i + 1
        case UInt8(ascii: "/"):
            if i + 1 < n {
                if p[i + 1] == UInt8(ascii: "/") {
                    let e = lineEnd(from: i)
                    emitComment(i, e)
                    return e
                }
                if p[i + 1] == UInt8(ascii: "*") { return lexBlockComment(at: i) }
            }
            if let e = regexEnd(at: i) {
                emit(.regex, 0, i, e)
                return e
            }
            return lexOperator(at: i)
        case UInt8(ascii: "."):
            return lexDot(at: i)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return lexOperator(at: i)
        case UInt8(ascii: "#"):
            return lexPound(at: i)
        case UInt8(ascii: "@"):
            if i + 1 < n, let e = identifierEnd(from: i + 1) {
                emit(.attribute, 0, i, e)
                return e
            }
            emit(.punctuation, c, i, i + 1)
            return i + 1
        case UInt8(ascii: "$"):
            var j = i + 1
            while j < n && classBits(p[j]) & CharacterClass.identBody != 0 { j += 1 }
            if j < n && p[j] >= 0x80, let e = identifierEnd(from: j, continuing: true) { j = e }
            emit(.identifier, 0, i, j)
            return j
        case UInt8(ascii: "`"):
            var j = i + 1
            while j < n && p[j] != UInt8(ascii: "`") && p[j] != 10 && p[j] != 13 { j += 1 }
            if j < n && p[j] == UInt8(ascii: "`") && j > i + 1 {
                emit(.identifier, 0, i, j + 1)
                return j + 1
            }
            emit(.unknown, 0, i, i + 1)
            return i + 1
        default:
            if c >= 0x80 { return lexNonASCII(at: i) }
            emit(.unknown, 0, i, i + 1)
            return i + 1
        }
    }

    // MARK: - Identifiers and keywords

    /// End of an identifier starting at `i`, or nil when no identifier starts there.
    func identifierEnd(from i: Int, continuing: Bool = false) -> Int? {
        var j = i
        if !continuing {
            guard j < n else { return nil }
            let c = p[j]
            if c < 0x80 {
                guard classBits(c) & CharacterClass.identHead != 0 else { return nil }
                j += 1
            } else {
                guard let (s, len) = CharacterClass.decode(p, j, n), isIdentifierScalar(s, head: true) else { return nil }
                j += len
            }
        }
        while j < n {
            let c = p[j]
            if c < 0x80 {
                if classBits(c) & CharacterClass.identBody == 0 { break }
                j += 1
            } else {
                guard let (s, len) = CharacterClass.decode(p, j, n), isIdentifierScalar(s, head: false) else { break }
                j += len
            }
        }
        return j
    }

    @inline(__always)
    func isIdentifierScalar(_ s: UInt32, head: Bool) -> Bool {
        if CharacterClass.isUnicodeSpace(s) || CharacterClass.isOperatorHead(s) { return false }
        if head && CharacterClass.isOperatorContinuation(s) { return false }
        return true
    }

    /// Inlined into `lexOne`, its one caller: identifiers are every other token.
    @inline(__always)
    mutating func lexIdentifier(at i: Int) -> Int {
        var j = i + 1
        while j < n && classBits(p[j]) & CharacterClass.identBody != 0 { j += 1 }
        if j < n && p[j] >= 0x80, let e = identifierEnd(from: j, continuing: true) { j = e }
        let k = keywords.lookup(p, i, j, n)
        if k != 0 && k <= Keyword.lastReserved.rawValue {
            emit(.keyword, k, i, j)
        } else {
            emit(.identifier, k, i, j)
        }
        return j
    }

    mutating func lexNonASCII(at i: Int) -> Int {
        guard let (s, len) = CharacterClass.decode(p, i, n) else {
            emit(.unknown, 0, i, i + 1)
            return i + 1
        }
        if CharacterClass.isUnicodeSpace(s) {
            pendingFlags |= Token.triviaBefore
            if s == 0x2028 || s == 0x2029 { pendingFlags |= Token.newlineBefore }
            return i + len
        }
        if CharacterClass.isOperatorHead(s) { return lexOperator(at: i) }
        if CharacterClass.isOperatorContinuation(s) {
            emit(.unknown, 0, i, i + len)
            return i + len
        }
        let e = identifierEnd(from: i)!
        emit(.identifier, 0, i, e)
        return e
    }

    // MARK: - Numbers

    mutating func lexNumber(at i: Int) -> Int {
        var j = i
        var kind = TokenKind.integer
        // After `tuple.` only an integer can follow (`pair.0.1` is two member accesses).
        let afterPeriod = tokens.last.map { $0.kind == .punctuation && $0.aux == UInt8(ascii: ".") && $0.end == UInt32(i) } ?? false
        if p[j] == UInt8(ascii: "0") && j + 1 < n && (p[j + 1] == UInt8(ascii: "x") || p[j + 1] == UInt8(ascii: "o") || p[j + 1] == UInt8(ascii: "b")) {
            let radix = p[j + 1]
            j += 2
            if radix == UInt8(ascii: "x") {
                j = digitRunEnd(from: j, CharacterClass.hexDigit)
                if !afterPeriod {
                    var k = j
                    if k + 1 < n && p[k] == UInt8(ascii: ".") && classBits(p[k + 1]) & CharacterClass.hexDigit != 0 {
                        k = digitRunEnd(from: k + 1, CharacterClass.hexDigit)
                    }
                    if k < n && (p[k] == UInt8(ascii: "p") || p[k] == UInt8(ascii: "P")) {
                        var e = k + 1
                        if e < n && (p[e] == UInt8(ascii: "+") || p[e] == UInt8(ascii: "-")) { e += 1 }
                        // A hex float needs exponent digits: `0xFF.fpValue` is `0xFF` `.` `fpValue`.
                        if e < n && classBits(p[e]) & CharacterClass.digit != 0 {
                            j = digitRunEnd(from: e, CharacterClass.digit)
                            kind = .float
                        }
                    }
                }
            } else {
                j = digitRunEnd(from: j, CharacterClass.digit)
            }
        } else {
            j = digitRunEnd(from: j, CharacterClass.digit)
            if !afterPeriod {
                if j + 1 < n && p[j] == UInt8(ascii: ".") && classBits(p[j + 1]) & CharacterClass.digit != 0 {
                    kind = .float
                    j = digitRunEnd(from: j + 2, CharacterClass.digit)
                }
                if j < n && (p[j] == UInt8(ascii: "e") || p[j] == UInt8(ascii: "E")) {
                    var k = j + 1
                    if k < n && (p[k] == UInt8(ascii: "+") || p[k] == UInt8(ascii: "-")) { k += 1 }
                    if k < n && classBits(p[k]) & CharacterClass.digit != 0 {
                        j = digitRunEnd(from: k, CharacterClass.digit)
                        kind = .float
                    }
                }
            }
        }
        // A malformed suffix (`1st`, `0xZZ`) stays part of the number, as swiftc reports it.
        while j < n && classBits(p[j]) & CharacterClass.identBody != 0 { j += 1 }
        emit(kind, 0, i, j)
        return j
    }

    // MARK: - Strings

    /// Lexes a string literal opened at `quote` (after `hashes` `#`s starting at `start`).
    mutating func lexStringStart(at start: Int, quote: Int, hashes: Int) -> Int {
        var j = quote + 1
        var multiline = false
        // A raw `#"""` opens a multi-line string only when no `"` with the closing `#`s ends a string on its own
        // line (Swift's rule): `#"""#` is a one-line raw string holding `"`, `#""""#` one holding `""`.
        if j + 1 < n && p[j] == UInt8(ascii: "\"") && p[j + 1] == UInt8(ascii: "\"") && (hashes == 0 || !closesOnItsLine(from: j + 1, hashes: hashes)) {
            multiline = true
            j += 2
        }
        let (end, interpolates) = scanStringBody(from: j, hashes: hashes, multiline: multiline)
        if interpolates {
            emit(.stringHead, 0, start, end)
            openBracket()
            interpolations.append(InterpolationContext(hashes: hashes, multiline: multiline, parenDepth: 0, head: Int32(tokens.count - 1)))
        } else {
            emit(.string, 0, start, end)
        }
        return end
    }

    /// Is there, from `i0` to the end of its line, a `"` followed by `hashes` `#`s? Escapes are not looked at.
    func closesOnItsLine(from i0: Int, hashes: Int) -> Bool {
        var i = i0
        while i < n && p[i] != 10 && p[i] != 13 {
            i += 1
            guard p[i - 1] == UInt8(ascii: "\"") else { continue }
            var h = 0
            while h < hashes && i + h < n && p[i + h] == UInt8(ascii: "#") { h += 1 }
            if h == hashes { return true }
        }
        return false
    }

    /// Lexes the part of a string after the `)` at `i` that closes an interpolation.
    mutating func lexStringContinuation(at i: Int, _ ctx: InterpolationContext) -> Int {
        // Openers left inside the interpolation are unmatched; the string's own head is below them.
        let link = unwindToStringLink()
        let (end, interpolates) = scanStringBody(from: i + 1, hashes: ctx.hashes, multiline: ctx.multiline)
        emit(interpolates ? .stringMiddle : .stringTail, 0, i, end)
        let me = Int32(tokens.count - 1)
        if let link { setMatch(link, me) }
        if interpolates {
            brackets.append(me)
            pushCounts()
            interpolations.append(ctx)
        } else {
            setMatch(me, ctx.head)
        }
        return end
    }

    /// Scans string content from `i`. Returns the end of the token and whether it ends at an interpolation `\(`.
    /// An unterminated single-line string ends before the line break; a multi-line one at the end of the file.
    /// Inlined into its two callers: called out of line from a mutating method, it was handed a copy of the state.
    @inline(__always)
    func scanStringBody(from i0: Int, hashes: Int, multiline: Bool) -> (Int, Bool) {
        var i = i0
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "\\") {
                var j = i + 1, h = 0
                while h < hashes && j < n && p[j] == UInt8(ascii: "#") { j += 1; h += 1 }
                if h == hashes {
                    if j < n && p[j] == UInt8(ascii: "(") { return (j + 1, true) }
                    if j < n && !multiline && (p[j] == 10 || p[j] == 13) { return (j, false) }
                    i = j + 1
                    continue
                }
                i = j
                continue
            }
            if c == UInt8(ascii: "\"") {
                var j = i + 1
                if multiline {
                    guard j + 1 < n && p[j] == UInt8(ascii: "\"") && p[j + 1] == UInt8(ascii: "\"") else { i += 1; continue }
                    j += 2
                }
                var h = 0
                while h < hashes && j < n && p[j] == UInt8(ascii: "#") { j += 1; h += 1 }
                if h == hashes { return (j, false) }
                i += 1
                continue
            }
            if !multiline && (c == 10 || c == 13) { return (i, false) }
            i += 1
        }
        return (n, false)
    }

    // MARK: - Comments

    mutating func lexBlockComment(at i: Int) -> Int {
        var j = i + 2
        var depth = 1
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "*") && j + 1 < n && p[j + 1] == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { break }
                continue
            }
            if c == UInt8(ascii: "/") && j + 1 < n && p[j + 1] == UInt8(ascii: "*") {
                depth += 1
                j += 2
                continue
            }
            j += 1
        }
        emitComment(i, min(j, n))
        return min(j, n)
    }

    // MARK: - Operators and punctuation

    mutating func lexDot(at i: Int) -> Int {
        var j = i + 1
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: ".") || (classBits(c) & CharacterClass.operatorChar != 0 && !startsComment(j) && !startsPlaceholder(j)) {
                j += 1
            } else if c >= 0x80, let (s, len) = CharacterClass.decode(p, j, n), CharacterClass.isOperatorContinuation(s) {
                j += len
            } else {
                break
            }
        }
        if j == i + 1 {
            emit(.punctuation, UInt8(ascii: "."), i, j)
        } else {
            emit(.operator, UInt8(ascii: "."), i, j)
        }
        return j
    }

    @inline(__always)
    func startsComment(_ j: Int) -> Bool {
        p[j] == UInt8(ascii: "/") && j + 1 < n && (p[j + 1] == UInt8(ascii: "/") || p[j + 1] == UInt8(ascii: "*"))
    }

    /// Does an operator stop before `j`? As in Swift, it does at a `<#` with a `#>` later on its line, even a `#>`
    /// that closes another placeholder: `==<#a<#b#>` is `==`, `<`, `#a`, `<#b#>`.
    @inline(__always)
    func startsPlaceholder(_ j: Int) -> Bool {
        guard p[j] == UInt8(ascii: "<") && j + 1 < n && p[j + 1] == UInt8(ascii: "#") else { return false }
        var k = j
        while k + 1 < n && p[k] != 10 {
            if p[k] == UInt8(ascii: "#") && p[k + 1] == UInt8(ascii: ">") { return true }
            k += 1
        }
        return false
    }

    /// End of the editor placeholder (`<#Type#>`, `<#T##label: String##String#>`) at `i`, or nil when none is:
    /// `<#` up to the first `#>`, on one line, with no other `<#` in between.
    func placeholderEnd(at i: Int) -> Int? {
        guard i + 1 < n && p[i] == UInt8(ascii: "<") && p[i + 1] == UInt8(ascii: "#") else { return nil }
        var k = i + 2
        while k < n {
            let c = p[k]
            k += 1
            if c == 10 { return nil }
            guard k < n else { return nil }
            if c == UInt8(ascii: "<") && p[k] == UInt8(ascii: "#") { return nil }
            if c == UInt8(ascii: "#") && p[k] == UInt8(ascii: ">") { return k + 1 }
        }
        return nil
    }

    /// Does the token about to start at `i` touch the one before it (no white space, not after an opener)?
    func isLeftBound(_ i: Int) -> Bool {
        guard pendingFlags & Token.triviaBefore == 0, let last = tokens.last, Int(last.end) == i else { return false }
        if last.kind == .punctuation {
            switch last.aux {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"): return false
            default: return true
            }
        }
        return true
    }

    mutating func lexOperator(at i: Int) -> Int {
        var j = i
        let first: UInt8 = p[i] < 0x80 ? p[i] : 0x80
        // An editor placeholder is one identifier, as in Swift; an operator ends before one (`=<#value#>`).
        if first == UInt8(ascii: "<"), let e = placeholderEnd(at: i) {
            emit(.identifier, 0, i, e)
            return e
        }
        // As in swiftc: a `!` or `?` that touches its operand is a postfix token of its own (`w!+1`, `a?.b`).
        if (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) && isLeftBound(i) {
            emit(.operator, first, i, i + 1)
            return i + 1
        }
        while j < n {
            let c = p[j]
            if c < 0x80 {
                if classBits(c) & CharacterClass.operatorChar == 0 || (j > i && (startsComment(j) || startsPlaceholder(j))) { break }
                j += 1
            } else if let (s, len) = CharacterClass.decode(p, j, n), j == i ? CharacterClass.isOperatorHead(s) : CharacterClass.isOperatorContinuation(s) {
                j += len
            } else {
                break
            }
        }
        if j == i { j = i + 1 }
        emit(.operator, first, i, j)
        return j
    }

    // MARK: - `#` forms: raw strings, extended regexes, directives, macros

    mutating func lexPound(at i: Int) -> Int {
        var j = i
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let hashes = j - i
        if j < n && p[j] == UInt8(ascii: "\"") {
            return lexStringStart(at: i, quote: j, hashes: hashes)
        }
        if j < n && p[j] == UInt8(ascii: "/") {
            let multiline = j + 1 < n && (p[j + 1] == 10 || p[j + 1] == 13)
            let e = extendedRegexEnd(from: j + 1, hashes: hashes, multiline: multiline)
            emit(.regex, 0, i, e)
            return e
        }
        if hashes == 1, let e = identifierEnd(from: i + 1) {
            let len = e - i - 1
            let isDirective: Bool
            switch len {
            case 2: isDirective = p[i + 1] == UInt8(ascii: "i") && p[i + 2] == UInt8(ascii: "f")
            case 4: isDirective = matches(i + 1, "else")
            case 5: isDirective = matches(i + 1, "endif")
            case 6: isDirective = matches(i + 1, "elseif")
            case 14: isDirective = matches(i + 1, "sourceLocation")
            default: isDirective = false
            }
            emit(isDirective ? .directive : .poundName, 0, i, e)
            return e
        }
        // A run of `#` that opens nothing: each is punctuation; the last may still start `#name`.
        for k in i..<(j - 1) { emit(.punctuation, UInt8(ascii: "#"), k, k + 1) }
        if hashes > 1 { return j - 1 }
        emit(.punctuation, UInt8(ascii: "#"), i, i + 1)
        return i + 1
    }

    func matches(_ i: Int, _ word: StaticString) -> Bool {
        i + word.utf8CodeUnitCount <= n && bytesEqual(p, i, word.utf8CodeUnitCount, word)
    }

    /// End of `#/…/#`; a single-line one (no line break right after `#/`) ends at its line's end when unterminated.
    func extendedRegexEnd(from i0: Int, hashes: Int, multiline: Bool) -> Int {
        var i = i0
        while i < n {
            let c = p[i]
            if !multiline && (c == 10 || c == 13) { return i }
            if c == UInt8(ascii: "\\") { i += 2; continue }
            if c == UInt8(ascii: "/") {
                var j = i + 1, h = 0
                while h < hashes && j < n && p[j] == UInt8(ascii: "#") { j += 1; h += 1 }
                if h == hashes { return j }
            }
            i += 1
        }
        return n
    }

    /// Where a `/…/` regex literal starting at `i` ends, when Swift would lex one here: the previous
    /// token leaves room for an expression, the literal is on one line, and it neither starts nor
    /// ends with a space.
    func regexEnd(at i: Int) -> Int? {
        if let last = tokens.last {
            switch last.kind {
            case .identifier:
                if last.aux != Keyword.await.rawValue { return nil }
            case .integer, .float, .string, .stringTail, .regex, .attribute, .poundName:
                return nil
            case .keyword:
                switch Keyword(rawValue: last.aux) {
                case .self?, .Self?, .super?, .true?, .false?, .nil?, .`init`?, .Any?: return nil
                case .operator?, .func?: return nil  // an operator's name: `infix operator /^/`, `func /^/`
                default: break
                }
            case .punctuation:
                switch last.aux {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "."): return nil
                default: break
                }
            case .operator:
                // A postfix operator (`x! /y/` is not a regex context, `x!/y` is division).
                if last.hasTriviaBefore == false && pendingFlags & Token.triviaBefore == 0 { return nil }
            default:
                break
            }
        }
        let j = i + 1
        guard j < n else { return nil }
        let first = p[j]
        if first == UInt8(ascii: " ") || first == 9 || first == 10 || first == 13 || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || first == UInt8(ascii: "=") && tokens.last?.kind != .punctuation {
            return nil
        }
        var k = j
        var depth = 0
        var inClass = false
        while k < n {
            let c = p[k]
            if c == UInt8(ascii: "\\") { k += 2; continue }
            if c == 10 || c == 13 { return nil }
            if inClass {
                if c == UInt8(ascii: "]") { inClass = false }
            } else if c == UInt8(ascii: "[") {
                inClass = true
            } else if c == UInt8(ascii: "(") {
                depth += 1
            } else if c == UInt8(ascii: ")") {
                // As SwiftParser: an unbalanced `)` means this `/` is an operator (`map(/) + zip(…)`).
                depth -= 1
                if depth < 0 { return nil }
            } else if c == UInt8(ascii: "/") {
                break
            }
            k += 1
        }
        guard k < n, k > j else { return nil }
        let before = p[k - 1]
        if (before == UInt8(ascii: " ") || before == 9) && !(k >= 2 && p[k - 2] == UInt8(ascii: "\\")) { return nil }
        return k + 1
    }
}
