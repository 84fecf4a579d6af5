// Cheap hashes of the strings in the analysis's hot table keys (names, path keys, member names): a key's
// `hash(into:)` feeds the `Hasher` one word per string instead of every byte of it.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

enum FastHash {
    /// A hash of a string that agrees with `==` (Unicode canonical equivalence): the bytes of an ASCII string, read
    /// a word at a time. A string with other characters is hashed by its canonical form's bytes when that form is
    /// ASCII (the three singletons K, ; and ` that decompose to ASCII: KELVIN SIGN, GREEK QUESTION MARK, GREEK
    /// VARIA), else by the standard `Hasher` (no ASCII string can equal it).
    @inline(__always)
    static func string(_ s: String) -> UInt64 {
        // Read in place (no copy of the string to make its bytes contiguous: native strings are).
        if let h = s.utf8.withContiguousStorageIfAvailable({ ascii($0) }), let h { return h }
        return nonASCII(s)
    }

    /// The hash of ASCII bytes, or nil when some byte is not ASCII. Words of 8 bytes; the last word is the
    /// buffer's last 8 bytes (overlapping the one before it), a short buffer's bytes are gathered into one.
    @inline(__always)
    static func ascii(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let n = buffer.count
        var h: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(n)
        guard let base = buffer.baseAddress, n > 0 else { return h }
        let p = UnsafeRawPointer(base)
        var high: UInt64 = 0
        var w: UInt64 = 0
        if n >= 8 {
            var i = 0
            while i + 8 < n {
                let x = p.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                high |= x
                h = (h ^ x) &* 0x0000_0100_0000_01b3
                h ^= h >> 32
                i += 8
            }
            w = p.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        } else {
            for i in 0..<n { w |= UInt64(p.load(fromByteOffset: i, as: UInt8.self)) << UInt64(i &* 8) }
        }
        high |= w
        h = (h ^ w) &* 0x0000_0100_0000_01b3
        h ^= h >> 32
        return high & 0x8080_8080_8080_8080 == 0 ? h : nil
    }

    /// `s.containsDot`, a word of 8 bytes at a time: names are split at dots for every resolution, and most have none.
    @inline(__always)
    static func hasDot(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            let p = UnsafeRawPointer(base), n = buffer.count
            var i = 0
            while i + 8 <= n {
                // A byte of `x` is zero where the word has a dot (the classic test for a zero byte).
                let x = p.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x2e2e_2e2e_2e2e_2e2e
                if (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0 { return true }
                i += 8
            }
            while i < n {
                if p.load(fromByteOffset: i, as: UInt8.self) == UInt8(ascii: ".") { return true }
                i += 1
            }
            return false
        } ?? s.containsDot
    }

    @inline(never)
    static func nonASCII(_ s: String) -> UInt64 {
        var bytes: [UInt8] = []
        for u in s.unicodeScalars {
            switch u.value {
            case 0..<0x80: bytes.append(UInt8(u.value))
            case 0x212A: bytes.append(UInt8(ascii: "K"))
            case 0x037E: bytes.append(UInt8(ascii: ";"))
            case 0x1FEF: bytes.append(UInt8(ascii: "`"))
            default:
                var hasher = Hasher()
                hasher.combine(s)
                return UInt64(UInt(bitPattern: hasher.finalize()))
            }
        }
        return bytes.withUnsafeBufferPointer { ascii($0)! }
    }

    /// Two strings as one word (`owner.name` keys).
    @inline(__always)
    static func strings(_ a: String, _ b: String) -> UInt64 {
        string(a) &* 0x9e37_79b9_7f4a_7c15 ^ string(b)
    }
}

/// A name as a table key, hashed by `FastHash.string` (the type table's names are looked up tens of thousands of
/// times per run; `String`'s own hash runs SipHash over every byte).
package struct NameKey: Hashable, Sendable {
    package var string: String

    @inline(__always)
    package init(_ string: String) { self.string = string }

    package static func == (a: NameKey, b: NameKey) -> Bool { a.string == b.string }
    package func hash(into hasher: inout Hasher) { hasher.combine(FastHash.string(string)) }
}
