// Fixes: the edits that resolve a finding, as byte ranges of the file and the text that replaces them.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// One replacement: the bytes `start..<end` of the file become `replacement` (an insertion when the range is empty).
public struct TextEdit: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(start: Int, end: Int, replacement: String) {
        self.start = start; self.end = end; self.replacement = replacement
    }
}

/// What `navlint lint --fix` does about one finding. A safe fix keeps the app's behaviour (or changes it only as
/// the finding says it must); an unsafe one changes it in a way a reviewer should look at (`--unsafe-fixes`).
public struct Fix: Sendable, Equatable {
    public var title: String
    public var isSafe: Bool
    /// Edits in one file, in source order, not overlapping.
    public var edits: [TextEdit]

    public init(title: String, isSafe: Bool, edits: [TextEdit]) {
        self.title = title; self.isSafe = isSafe; // Stable: insertions at one place keep their order.
        self.edits = edits.enumerated().sorted { ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset) }.map(\.element)
    }

    /// The bytes the fix reads or changes: from its first edit to its last.
    public var span: Range<Int> { (edits.first?.start ?? 0)..<(edits.map(\.end).max() ?? 0) }

    /// `bytes` with `edits` applied. The edits must be sorted and must not overlap (insertions at one place are
    /// applied in the order given).
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var at = 0
        for e in edits {
            out.append(contentsOf: bytes[at..<e.start])
            out.append(contentsOf: Array(e.replacement.utf8))
            at = e.end
        }
        out.append(contentsOf: bytes[at...])
        return out
    }
}

/// A parsed file as fixes read it: its tree, each node's parent, and the lines' indentation and line breaks.
public struct FixableFile {
    public let tree: SyntaxTree
    let parents: [Int32]
    /// Nodes by the byte they start at.
    let startingAt: [UInt32: [Int32]]
    /// Byte ranges of nodes the parser skipped (`.unknown`) and offsets of its recovery diagnostics.
    let unknownRanges: [Range<Int>]

    public init(_ source: SourceText) {
        tree = Parser.parse(source)
        var parents = [Int32](repeating: -1, count: tree.nodes.count)
        var starting: [UInt32: [Int32]] = [:]
        var unknown: [Range<Int>] = []
        for i in tree.nodes.indices {
            let n = tree.nodes[i]
            starting[n.start, default: []].append(Int32(i))
            if n.kind == .unknown { unknown.append(Int(n.start)..<Int(max(n.end, n.start + 1))) }
            var c = n.firstChild
            while c >= 0 {
                parents[Int(c)] = Int32(i)
                c = tree.nodes[Int(c)].nextSibling
            }
        }
        self.parents = parents
        self.startingAt = starting
        self.unknownRanges = unknown
    }

    var bytes: [UInt8] { tree.source.bytes }

    /// How far the parse went wrong: recovery diagnostics, skipped nodes and bytes the lexer could not read.
    public var parseProblems: Int {
        tree.diagnostics.count + unknownRanges.count + tree.tokens.tokens.filter { $0.kind == .unknown }.count
    }

    /// The byte offset of a finding's line and column.
    func offset(_ location: SourceLocation) -> Int? {
        let starts = tree.source.lineStarts
        guard location.line >= 1 && Int(location.line) <= starts.count else { return nil }
        let o = Int(starts[Int(location.line) - 1]) + Int(location.column) - 1
        return o <= bytes.count ? o : nil
    }

    /// Did the file parse cleanly over `range`: no recovery diagnostic in it and no skipped node overlapping it?
    func parsedCleanly(_ range: Range<Int>) -> Bool {
        if tree.diagnostics.contains(where: { range.contains($0.offset) || $0.offset == range.upperBound }) { return false }
        return !unknownRanges.contains { $0.overlaps(range) }
    }

    func parent(_ node: Int32) -> Int32? {
        let p = parents[Int(node)]
        return p >= 0 ? p : nil
    }

    func kind(_ node: Int32) -> SyntaxKind { tree[node].kind }
    func start(_ node: Int32) -> Int { Int(tree[node].start) }
    func end(_ node: Int32) -> Int { Int(tree[node].end) }
    func text(_ a: Int, _ b: Int) -> String { tree.source.text(a, b) }
    func children(_ node: Int32) -> [Int32] { Array(tree.children(node)) }

    /// The node of kind `kind` starting at `offset` (or whose name starts there).
    func node(_ kind: SyntaxKind, at offset: Int, named: Bool = false) -> Int32? {
        if !named { return startingAt[UInt32(offset)]?.first { tree[$0].kind == kind } }
        // A member access starts at its base: look for its name instead.
        for i in tree.nodes.indices where tree.nodes[i].kind == kind && Int(tree.nodes[i].nameStart) == offset && tree.nodes[i].hasName {
            return Int32(i)
        }
        return nil
    }

    /// For a view expression `node`, the modifier call applied directly to it (`node.modifier(…)`), with its member access.
    func modifierApplied(to node: Int32) -> (call: Int32, member: Int32)? {
        guard let m = parent(node), kind(m) == .memberAccess, tree.firstChild(m) == node,
              let c = parent(m), kind(c) == .call, tree.firstChild(c) == m else { return nil }
        return (c, m)
    }

    /// The modifiers applied to `node` one after another, innermost first.
    func modifierChain(of node: Int32) -> [(call: Int32, member: Int32)] {
        var chain: [(call: Int32, member: Int32)] = []
        var n = node
        while let m = modifierApplied(to: n) {
            chain.append(m)
            n = m.call
        }
        return chain
    }

    /// The outermost expression of the chain `node` is in (the node itself, or the last modifier applied to it).
    func chainTop(_ node: Int32) -> Int32 { modifierChain(of: node).last?.call ?? node }

    /// The arguments of a call.
    func arguments(_ call: Int32) -> [Int32] { children(call).dropFirst().filter { kind($0) == .argument } }

    func label(_ argument: Int32) -> String { tree[argument].hasName ? tree.name(argument) : "" }

    func value(_ argument: Int32) -> Int32? { tree.firstChild(argument) }

    /// The closure giving a container its content: a trailing closure, or one labelled `content:`/`root:`.
    func contentClosure(_ call: Int32) -> (argument: Int32, closure: Int32)? {
        for a in arguments(call) {
            guard let v = value(a), kind(v) == .closure else { continue }
            let l = label(a)
            if l.isEmpty || l == "content" || l == "root" { return (a, v) }
        }
        return nil
    }

    /// The statements of a closure.
    func statements(_ closure: Int32) -> [Int32] { children(closure).filter { kind($0) != .closureSignature && kind($0) != .captureList } }

    /// A view written as one expression (a call, a chain of modifiers, a name): not a statement or a declaration.
    func isViewExpression(_ node: Int32) -> Bool {
        switch kind(node) {
        case .call, .memberAccess, .identifier, .postfixIfConfig: return true
        default: return false
        }
    }

    /// The name of the type or function an expression starts from: `List` for `List { }.padding()`.
    func rootCallee(_ node: Int32) -> String? {
        var n = node
        while true {
            switch kind(n) {
            case .call, .memberAccess, .postfixIfConfig:
                guard let f = tree.firstChild(n) else { return nil }
                n = f
            case .identifier: return tree.name(n)
            default: return nil
            }
        }
    }

    // MARK: Lines

    func isBlank(_ b: UInt8) -> Bool { b == 32 || b == 9 }
    func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }

    func lineStart(_ offset: Int) -> Int {
        var i = offset
        while i > 0 && bytes[i - 1] != 10 && bytes[i - 1] != 13 { i -= 1 }
        return i
    }

    /// Where the line holding `offset` ends (before its line break).
    func lineEnd(_ offset: Int) -> Int {
        var i = offset
        while i < bytes.count && bytes[i] != 10 && bytes[i] != 13 { i += 1 }
        return i
    }

    /// The blanks that start the line holding `offset`.
    func indentation(_ offset: Int) -> String {
        let s = lineStart(offset)
        var e = s
        while e < bytes.count && isBlank(bytes[e]) { e += 1 }
        return text(s, e)
    }

    /// Is `offset` the first thing on its line other than blanks?
    func startsLine(_ offset: Int) -> Bool {
        (lineStart(offset)..<offset).allSatisfy { isBlank(bytes[$0]) }
    }

    /// The file's line break: that of its first line (LF when it has one line).
    var lineBreak: String {
        for i in bytes.indices {
            if bytes[i] == 13 { return i + 1 < bytes.count && bytes[i + 1] == 10 ? "\r\n" : "\r" }
            if bytes[i] == 10 { return "\n" }
        }
        return "\n"
    }

    /// One level of indentation as the file writes it: a tab when lines start with tabs, else four spaces.
    var indentUnit: String {
        var tabs = 0, spaces = 0
        for s in tree.source.lineStarts.prefix(400) where Int(s) < bytes.count {
            if bytes[Int(s)] == 9 { tabs += 1 } else if bytes[Int(s)] == 32 { spaces += 1 }
        }
        return tabs > spaces ? "\t" : "    "
    }

    /// `text`, whose lines after the first are indented with `from`, with those lines indented with `to` instead.
    /// Blank lines are left alone; when another line does not start with `from`, nil (the text cannot be re-indented).
    func reindent(_ text: String, from: String, to: String) -> String? {
        if from == to { return text }
        let b = Array(text.utf8), fromBytes = Array(from.utf8), toBytes = Array(to.utf8)
        // Lines end at LF (a CRLF's CR stays at the end of its line); a lone CR ends a line too.
        var out: [UInt8] = []
        var i = 0, lineStart = true
        while i < b.count {
            if lineStart && i > 0 {
                var e = i
                while e < b.count && isBlank(b[e]) { e += 1 }
                let blank = e == b.count || b[e] == 10 || b[e] == 13
                if !blank {
                    guard b.count - i >= fromBytes.count, Array(b[i..<(i + fromBytes.count)]) == fromBytes else { return nil }
                    out.append(contentsOf: toBytes)
                    i += fromBytes.count
                }
            }
            let c = b[i]
            out.append(c)
            lineStart = c == 10 || (c == 13 && (i + 1 == b.count || b[i + 1] != 10))
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
