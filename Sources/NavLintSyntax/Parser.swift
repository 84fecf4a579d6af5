// The tolerant parser's core: token cursor, tree building, recovery and the nesting cap.

import NavLintSupport

public enum Parser {
    /// Nesting deeper than this is skipped by bracket matching (reported once per file), so that
    /// recursion stays far below any thread's stack size.
    public static let maximumNesting = 1_000

    /// Parses a whole file. Never fails; code it cannot read becomes `.unknown` nodes.
    public static func parse(_ source: SourceText) -> SyntaxTree {
        let tokens = Lexer.tokenize(source.bytes)
        return parse(source, tokens: tokens)
    }

    public static func parse(_ source: SourceText, tokens: TokenizedFile) -> SyntaxTree {
        var state = ParserState(source: source, file: tokens)
        state.parseSourceFile()
        let block = state.nodes.handOver()
        state.frames.deallocate()
        return SyntaxTree(source: source, tokens: tokens, nodes: NodeList(taking: block.base, count: block.count), diagnostics: state.diagnostics)
    }
}

/// Where an expression sits, which decides whether `{` may start a trailing closure.
enum ExprFlavor {
    case basic
    case condition     // if/guard/while conditions, for-in sequences, switch subjects
}

/// The read-only helpers that the mutating parse functions call for nearly every token (`isLeftBound`,
/// `atDeclarationStart`, `tokenEquals`, …) are `@inline(__always)`: a non-mutating call made out of line from a
/// mutating method hands the callee a copy of this whole struct (a 145-byte memcpy), which cost more than the helper.
struct ParserState {
    package let source: SourceText
    package let tokens: [Token]
    package let matching: [Int32]
    package let bytes: [UInt8]

    package var nodes: GrowableBuffer<SyntaxNode>
    package var diagnostics: [ParseDiagnostic] = []

    /// Index of the current token in `tokens`.
    package var i = 0
    /// The current token; after a split (`>` out of `>?`) it is the unread remainder of `tokens[i]`.
    var cur: Token
    /// End offset of the last consumed token.
    var lastEnd: UInt32 = 0

    /// Open nodes: each new node becomes the last child of the top frame.
    package struct Frame { var node: Int32; var lastChild: Int32; var prevLast: Int32 }
    package var frames: GrowableBuffer<Frame>
    package var depth = 0
    var reportedDepth = false

    package init(source: SourceText, file: TokenizedFile) {
        self.source = source
        self.tokens = file.tokens
        self.matching = file.matching
        self.bytes = source.bytes
        self.cur = file.tokens[0]
        // Real code has 0.7 to 0.9 nodes per token: room for one per token makes regrowing (a copy of the whole
        // block) rare. The block is handed to the tree, which lives only until the file is indexed.
        nodes = GrowableBuffer(capacity: file.tokens.count + 8)
        frames = GrowableBuffer(capacity: 64)
    }

    // MARK: - Cursor

    @inline(__always) var atEnd: Bool { cur.kind == .endOfFile }

    @inline(__always)
    mutating func advance() {
        lastEnd = cur.end
        if cur.end < tokens[i].end {
            // The remainder of a split token.
            let t = tokens[i]
            cur = Token(kind: t.kind, flags: 0, aux: bytes[Int(cur.end)], start: cur.end, end: t.end)
            return
        }
        if i < tokens.count - 1 { i += 1 }
        cur = tokens[i]
    }

    /// Consumes only the first byte of the current (operator) token.
    mutating func advanceOneByte() {
        if cur.end - cur.start > 1 {
            cur.end = cur.start + 1
        }
        advance()
    }

    @inline(__always)
    func peek(_ k: Int = 1) -> Token {
        let j = i + k
        return j < tokens.count ? tokens[j] : tokens[tokens.count - 1]
    }

    @inline(__always) func isPunct(_ c: UInt8) -> Bool { cur.kind == .punctuation && cur.aux == c }
    @inline(__always) func isKeyword(_ k: Keyword) -> Bool { cur.aux == k.rawValue && (cur.kind == .keyword || cur.kind == .identifier) }
    @inline(__always) func isOperator(_ text: StaticString) -> Bool { cur.kind == .operator && tokenEquals(cur, text) }

    @inline(__always)
    func tokenEquals(_ t: Token, _ text: StaticString) -> Bool {
        bytesEqual(bytes, Int(t.start), Int(t.end - t.start), text)
    }

    /// First byte of the current token.
    @inline(__always) var curByte: UInt8 { bytes[Int(cur.start)] }

    /// Whether the current token is a name usable as an identifier (identifiers, contextual keywords, `_`).
    @inline(__always) var atIdentifier: Bool { cur.kind == .identifier }

    /// Identifier or any keyword: what may follow a `.` or stand as an argument label.
    @inline(__always) var atNameLike: Bool { cur.kind == .identifier || cur.kind == .keyword }

    @discardableResult
    mutating func expectPunct(_ c: UInt8) -> Bool {
        if isPunct(c) { advance(); return true }
        return false
    }

    // MARK: - Tree building

    /// `begin`, `end` and `leaf` run for nearly every node and are inlined (their rare sides are out of line).
    @discardableResult
    @inline(__always)
    package mutating func begin(_ kind: SyntaxKind) -> Int32 { begin(kind, start: cur.start) }

    @discardableResult
    @inline(__always)
    package mutating func begin(_ kind: SyntaxKind, start s: UInt32) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(SyntaxNode(kind: kind, aux: 0, flags: 0, start: s, end: s, nameStart: 0, nameEnd: 0, firstChild: -1, nextSibling: -1))
        link(index)
        frames.append(Frame(node: index, lastChild: -1, prevLast: -1))
        return index
    }

    @inline(__always)
    package mutating func end(_ node: Int32) {
        if _fastPath(!frames.isEmpty && frames[frames.count - 1].node == node) {
            frames.removeLast()
        } else {
            closeFrames(through: node)
        }
        nodes[Int(node)].end = max(nodes[Int(node)].start, lastEnd)
    }

    /// Closes any frame left open above `node` (defensive; every begin has its end), then `node`'s own.
    @inline(never)
    mutating func closeFrames(through node: Int32) {
        while let top = frames.last, top.node != node {
            nodes[Int(top.node)].end = max(nodes[Int(top.node)].start, lastEnd)
            frames.removeLast()
        }
        if !frames.isEmpty { frames.removeLast() }
    }

    /// A childless node covering the current token, which is consumed.
    @discardableResult
    @inline(__always)
    package mutating func leaf(_ kind: SyntaxKind, named: Bool = true) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(SyntaxNode(kind: kind, aux: 0, flags: 0, start: cur.start, end: cur.end,
                                nameStart: named ? cur.start : 0, nameEnd: named ? cur.end : 0,
                                firstChild: -1, nextSibling: -1))
        link(index)
        advance()
        return index
    }

    @inline(__always)
    package mutating func link(_ index: Int32) {
        let f = frames.count &- 1
        guard f >= 0 else { return }
        let last = frames[f].lastChild
        if last < 0 {
            nodes[Int(frames[f].node)].firstChild = index
        } else {
            nodes[Int(last)].nextSibling = index
        }
        frames[f].prevLast = last
        frames[f].lastChild = index
    }

    /// The last child of the innermost open node, if any.
    package var lastChild: Int32? {
        guard let f = frames.last, f.lastChild >= 0 else { return nil }
        return f.lastChild
    }

    /// Wraps the last child of the innermost open node in a new node of `kind`, which is left open.
    @discardableResult
    @inline(__always)
    mutating func wrapLast(_ kind: SyntaxKind) -> Int32 {
        let f = frames.count - 1
        let child = frames[f].lastChild
        let index = Int32(nodes.count)
        let start = child >= 0 ? nodes[Int(child)].start : cur.start
        nodes.append(SyntaxNode(kind: kind, aux: 0, flags: 0, start: start, end: start, nameStart: 0, nameEnd: 0, firstChild: child, nextSibling: -1))
        if child >= 0 {
            let prev = frames[f].prevLast
            if prev < 0 { nodes[Int(frames[f].node)].firstChild = index } else { nodes[Int(prev)].nextSibling = index }
            frames[f].lastChild = index
            frames.append(Frame(node: index, lastChild: child, prevLast: -1))
        } else {
            link(index)
            frames.append(Frame(node: index, lastChild: -1, prevLast: -1))
        }
        return index
    }

    mutating func setName(_ node: Int32, _ t: Token) {
        nodes[Int(node)].nameStart = t.start
        nodes[Int(node)].nameEnd = t.end
    }

    // MARK: - Recovery

    /// Consumes the current token; a bracket is consumed with everything up to its match.
    mutating func skipOne() {
        let t = cur
        if t.end < tokens[i].end { advance(); return }  // remainder of a split token
        let m = matching[i]
        let opensRange: Bool
        switch t.kind {
        case .punctuation: opensRange = t.aux == UInt8(ascii: "(") || t.aux == UInt8(ascii: "[") || t.aux == UInt8(ascii: "{")
        case .stringHead, .stringMiddle: opensRange = true
        default: opensRange = false
        }
        if opensRange && m > Int32(i) {
            var target = Int(m)
            // A string's chain ends at its tail.
            while tokens[target].kind == .stringMiddle, matching[target] > Int32(target) { target = Int(matching[target]) }
            i = target
            cur = tokens[i]
        }
        advance()
    }

    /// Skips tokens into an `.unknown` node until `stop` holds (or the file ends).
    mutating func skipUnknown(until stop: (inout ParserState) -> Bool) {
        guard !atEnd, !stop(&self) else { return }
        let node = begin(.unknown)
        while !atEnd && !stop(&self) { skipOne() }
        end(node)
    }

    /// Enters one level of nesting; false (after skipping the construct) when the cap is reached.
    /// Inlined: most parse functions begin with it.
    @inline(__always)
    package mutating func enter() -> Bool {
        if depth < Parser.maximumNesting {
            depth += 1
            return true
        }
        return enterTooDeep()
    }

    /// The rare side of `enter`, out of line so that the common one stays a compare and an increment.
    @inline(never)
    mutating func enterTooDeep() -> Bool {
        if !reportedDepth {
            reportedDepth = true
            diagnostics.append(ParseDiagnostic(offset: Int(cur.start), message: "nesting deeper than \(Parser.maximumNesting) levels; the inner part was skipped"))
        }
        let node = begin(.unknown)
        skipOne()
        end(node)
        return false
    }

    @inline(__always) package mutating func leave() { depth -= 1 }

    // MARK: - File

    mutating func parseSourceFile() {
        let file = begin(.sourceFile, start: 0)
        while !atEnd {
            let before = (i, cur.start)
            parseItem(context: .topLevel)
            if (i, cur.start) == before { skipUnknownOne() }
        }
        lastEnd = UInt32(bytes.count)
        end(file)
        nodes[Int(file)].end = UInt32(bytes.count)
    }

    /// Makes progress when an item parser consumed nothing.
    mutating func skipUnknownOne() {
        guard !atEnd else { return }
        let node = begin(.unknown)
        skipOne()
        end(node)
    }
}
