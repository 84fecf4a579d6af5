// The text edits fixes are made of: removing a modifier from its chain, moving it onto another view.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension Fixes {
    /// Removes the modifier `call` (`.name(…)`, whose member access is `member`) from the chain it is in, with the
    /// blanks and line breaks before it; nil when anything else (a comment) lies between it and its subject.
    static func removeModifier(_ call: Int32, _ member: Int32, _ file: FixableFile) -> TextEdit? {
        guard let (subjectEnd, _) = modifierStart(member, file) else { return nil }
        return TextEdit(start: subjectEnd, end: file.end(call), replacement: "")
    }

    /// Where a modifier's subject ends and where its `.` is; nil unless only blanks and line breaks lie between.
    static func modifierStart(_ member: Int32, _ file: FixableFile) -> (subjectEnd: Int, dot: Int)? {
        guard let base = file.tree.firstChild(member), file.kind(base) != .placeholder, file.tree[member].hasName else { return nil }
        let bytes = file.bytes
        let subjectEnd = file.end(base)
        var dot = Int(file.tree[member].nameStart) - 1
        while dot > subjectEnd && file.isSpace(bytes[dot]) { dot -= 1 }
        guard dot >= subjectEnd, bytes[dot] == UInt8(ascii: "."), (subjectEnd..<dot).allSatisfy({ file.isSpace(bytes[$0]) }) else { return nil }
        return (subjectEnd, dot)
    }

    /// Moves the modifier `call` from its chain to the end of `root`: on a line of its own when it had one (indented
    /// as the root's own modifiers are), else right after the root.
    static func moveModifier(_ call: Int32, _ member: Int32, onto root: Int32, _ file: FixableFile) -> [TextEdit]? {
        guard let (subjectEnd, dot) = modifierStart(member, file) else { return nil }
        let bytes = file.bytes
        let text = file.text(dot, file.end(call))
        let ownLine = (subjectEnd..<dot).contains { bytes[$0] == 10 || bytes[$0] == 13 }
        let place = modifierPlace(after: root, ownLine: ownLine, file)
        guard let moved = file.reindent(text, from: file.indentation(dot), to: place.indent) else { return nil }
        return [TextEdit(start: place.at, end: place.at, replacement: place.prefix + moved),
                TextEdit(start: subjectEnd, end: file.end(call), replacement: "")]
    }

    /// Where a modifier is added at the end of `root`, and how: on a line of its own when `ownLine` and only a comment
    /// follows the root on its line (`prefix` is the line break and indentation), else right after the root. `indent`
    /// is the indentation of the modifier's line.
    static func modifierPlace(after root: Int32, ownLine: Bool, _ file: FixableFile) -> (at: Int, prefix: String, indent: String) {
        let bytes = file.bytes
        let rootEnd = file.end(root)
        let rest = String(file.text(rootEnd, file.lineEnd(rootEnd)).drop { $0 == " " || $0 == "\t" })
        guard ownLine && (rest.isEmpty || rest.hasPrefix("//")) else { return (rootEnd, "", file.indentation(rootEnd)) }
        // The indentation of the root's last line when it closes the root or is one of its modifiers, else one
        // level deeper than the root's first line.
        let lastLine = file.lineStart(rootEnd)
        var first = lastLine
        while first < rootEnd && file.isBlank(bytes[first]) { first += 1 }
        let closes = lastLine > file.lineStart(file.start(root)) && [UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ".")].contains(bytes[first])
        let indent = closes ? file.indentation(rootEnd) : file.indentation(file.start(root)) + file.indentUnit
        return (file.lineEnd(rootEnd), file.lineBreak + indent, indent)
    }
}
