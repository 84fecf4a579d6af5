// A file's bytes and its line table: any byte offset maps to a 1-based line and UTF-8 column.

import NavLintSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The UTF-8 text of one source file, with a table of line starts.
public struct SourceText: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line. Lines end at LF, CRLF or CR.
    public let lineStarts: [UInt32]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = SourceText.computeLineStarts(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { bytes.isEmpty ? 0 : lineStarts.count - (SourceText.endsWithNewline(bytes) ? 1 : 0) }

    static func endsWithNewline(_ b: [UInt8]) -> Bool {
        guard let last = b.last else { return false }
        return last == 10 || last == 13
    }

    static func computeLineStarts(_ bytes: [UInt8]) -> [UInt32] {
        bytes.withUnsafeBufferPointer { buf -> [UInt32] in
            guard let p = buf.baseAddress, buf.count > 0 else { return [0] }
            let n = buf.count
            // A buffer without the uniqueness check an array append makes (one line start per ~35 bytes).
            var starts = GrowableBuffer<UInt32>(capacity: n / 32 + 8)
            defer { starts.deallocate() }
            starts.append(0)
            if memchr(p, 13, n) == nil {
                // The common case: LF only; memchr scans many bytes per step.
                var i = 0
                while i < n, let hit = memchr(p + i, 10, n - i) {
                    i = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - p + 1
                    starts.append(UInt32(truncatingIfNeeded: i))
                }
                return starts.array()
            }
            var i = 0
            while i < n {
                let c = p[i]
                if c > 13 { i += 1; continue }
                if c == 10 {
                    starts.append(UInt32(truncatingIfNeeded: i + 1))
                } else if c == 13 {
                    if i + 1 < n && p[i + 1] == 10 { i += 1 }
                    starts.append(UInt32(truncatingIfNeeded: i + 1))
                }
                i += 1
            }
            return starts.array()
        }
    }

    /// 1-based line and 1-based column (in UTF-8 bytes, as swiftc reports) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let o = UInt32(max(0, min(offset, bytes.count)))
        // The last line starting at or before `o` (line 1 starts at 0). Halving without a branch on the comparison
        // (a conditional move): the outcome of each step is unpredictable, and a mispredicted branch costs more.
        return lineStarts.withUnsafeBufferPointer { starts in
            var base = 0, n = starts.count
            while n > 1 {
                let half = n / 2
                base = starts[base + half] <= o ? base + half : base
                n -= half
            }
            return (base + 1, Int(o - starts[base]) + 1)
        }
    }

    /// The text of a byte range (invalid UTF-8 repaired).
    public func text(_ start: Int, _ end: Int) -> String {
        let s = max(0, min(start, bytes.count)), e = max(s, min(end, bytes.count))
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(Int(token.start), Int(token.end)) }

    /// The text of the 1-based line `line`, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let s = Int(lineStarts[line - 1])
        var e = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while e > s && (bytes[e - 1] == 10 || bytes[e - 1] == 13) { e -= 1 }
        return text(s, e)
    }
}
