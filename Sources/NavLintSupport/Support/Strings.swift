// Small string helpers shared by the reporters, the graph writers and the rule docs.

extension String {
    /// Zeros in front up to `width` characters (`"7".leftPadded(2)` is `"07"`).
    package func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }

    /// Spaces after, up to `width` characters; a longer string is cut to `width` (as Foundation's `padding` does).
    package func rightPadded(_ width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }

    package func trimmingWhitespace() -> String {
        // ASCII first: source lines start and end with spaces, tabs and ASCII text; any other byte at either
        // end sends the line to the Unicode scan below.
        let utf8 = self.utf8
        func isASCIISpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        if let first = utf8.firstIndex(where: { !isASCIISpace($0) }), utf8[first] < 0x80 {
            let last = utf8.lastIndex(where: { !isASCIISpace($0) })!
            if utf8[last] < 0x80 { return String(self[first...last]) }
        } else if utf8.allSatisfy(isASCIISpace) {
            return ""
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }

    package func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }

    package func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

extension String {
    /// The components of a dotted name (`Outer.Inner` gives `["Outer", "Inner"]`; empty components are dropped).
    /// Over UTF-8: `.` is ASCII, and splitting by Characters costs far more on the names the analysis handles.
    package var dotComponents: [String] {
        let utf8 = self.utf8
        if !containsDot { return isEmpty ? [] : [self] }
        var result: [String] = []
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            if utf8[i] == UInt8(ascii: ".") {
                if i != start { result.append(String(self[start..<i])) }
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if start != utf8.endIndex { result.append(String(self[start..<utf8.endIndex])) }
        return result
    }

    /// Does the name have a `.`? Over the contiguous UTF-8 bytes when there are (a generic scan of `utf8` costs
    /// hundreds of instructions a name, and the analysis asks this for every name it resolves).
    package var containsDot: Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) } ?? utf8.contains(UInt8(ascii: "."))
    }

    /// Does the first Unicode scalar have the Uppercase property? An ASCII first byte is answered from the byte (A–Z
    /// are ASCII's only uppercase letters), without reading the Unicode property tables.
    package var startsWithUppercaseLetter: Bool {
        if let b = utf8.first, b < 0x80 { return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        return unicodeScalars.first?.properties.isUppercase ?? false
    }

    /// The last component of a dotted name (`Outer.Inner` gives `Inner`).
    package var lastDotComponent: String {
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return self }
        return String(self[utf8.index(after: dot)...])
    }
}

extension Substring {
    package func trimmingCharacters(in set: Character) -> String {
        var s = self
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}

/// Are these bytes UTF-8? ASCII, as nearly all names and keys are, is checked a byte at a time; otherwise the bytes
/// are decoded, which repairs what is not UTF-8, so the decoded bytes differ exactly when they are not.
func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for b in bytes where b >= 0x80 { return String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) }
    return true
}

/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
package func closest(_ word: String, among candidates: [String]) -> String? {
    let w = Array(word.utf8)
    var best: (String, Int)?
    for c in candidates {
        let d = editDistance(w, Array(c.utf8))
        if d <= max(2, c.utf8.count / 3), best == nil || d < best!.1 { best = (c, d) }
    }
    return best?.0
}

func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
