// Text renderings of tokens and trees for `navlint debug tokens` / `navlint debug syntax`.

import NavLintSupport

public enum SyntaxDump {
    /// One line per token and comment, in source order: `LINE:COL<TAB>KIND<TAB>TEXT` (newlines in TEXT as `\n`).
    public static func tokens(_ source: SourceText, _ file: TokenizedFile) -> String {
        var out = ""
        out.reserveCapacity(file.tokens.count * 24)
        var c = 0
        func line(_ t: Token) {
            let (l, col) = source.location(of: Int(t.start))
            out += "\(l):\(col)\t\(t.kind.category)\t\(escape(source.text(of: t)))\n"
        }
        for t in file.tokens where t.kind != .endOfFile {
            while c < file.comments.count && file.comments[c].start < t.start { line(file.comments[c]); c += 1 }
            line(t)
        }
        while c < file.comments.count { line(file.comments[c]); c += 1 }
        return out
    }

    package static func escape(_ s: String) -> String {
        guard s.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" }) else { return s }
        var r = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "\n": r += "\\n"
            case "\r": r += "\\r"
            case "\t": r += "\\t"
            default: r.unicodeScalars.append(ch)
            }
        }
        return r
    }

    /// The tree, one node per line, indented by depth: `kind [name] @LINE:COL`.
    public static func tree(_ tree: SyntaxTree) -> String {
        var out = ""
        var stack: [(Int32, Int)] = [(tree.root, 0)]
        while let (node, depth) = stack.popLast() {
            let n = tree[node]
            let (l, c) = tree.source.location(of: Int(n.start))
            out += String(repeating: "  ", count: depth)
            out += "\(n.kind)"
            if n.hasName { out += " " + escape(tree.name(node)) }
            if n.kind == .typeDecl || n.kind == .variableDecl || n.kind == .switchCase, let k = Keyword(rawValue: n.aux), k != .none { out += " (\(k.text))" }
            if n.flags & SyntaxNode.trailingClosure != 0 { out += " trailing" }
            out += " @\(l):\(c)\n"
            let kids = Array(tree.children(node))
            for k in kids.reversed() { stack.append((k, depth + 1)) }
        }
        return out
    }
}
