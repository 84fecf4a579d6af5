// Finding messages put together from pieces.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

enum Message {
    /// The pieces one after another, written into one string of the exact size: an interpolation grows its string
    /// as it goes (a long message is moved twice or more) and appends each piece through generic code.
    package static func joined(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) -> String {
        var a = a, b = b, c = c, d = d, e = e
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
        return a.withUTF8 { pa in b.withUTF8 { pb in c.withUTF8 { pc in d.withUTF8 { pd in e.withUTF8 { pe in
            String(unsafeUninitializedCapacity: count) { out in
                var at = 0
                func put(_ piece: UnsafeBufferPointer<UInt8>) {
                    guard let base = piece.baseAddress, !piece.isEmpty else { return }
                    out.baseAddress!.advanced(by: at).update(from: base, count: piece.count)
                    at += piece.count
                }
                put(pa); put(pb); put(pc); put(pd); put(pe)
                return at
            }
        } } } } }
    }
}
