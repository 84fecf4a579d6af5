// Byte and code-point classes for the lexer: identifier, digit, operator and whitespace sets of Swift 6.

import NavLintSupport

enum CharacterClass {
    static let identHead: UInt8 = 1
    static let identBody: UInt8 = 2
    package static let digit: UInt8 = 4
    static let operatorChar: UInt8 = 8
    package static let space: UInt8 = 16
    static let hexDigit: UInt8 = 32

    /// Class bits for every ASCII byte (bytes >= 0x80 have none: they are decoded as code points).
    package static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(c)] |= identHead | identBody }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(c)] |= identHead | identBody }
        t[Int(UInt8(ascii: "_"))] |= identHead | identBody
        for c in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(c)] |= identBody | digit | hexDigit }
        for c in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(c)] |= hexDigit }
        for c in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(c)] |= hexDigit }
        for c in "/=-+!*%<>&|^~?".utf8 { t[Int(c)] |= operatorChar }
        for c in [UInt8(ascii: " "), 9, 11, 12] { t[Int(c)] |= space }
        return t
    }()

    /// Swift's operator-head code points beyond ASCII.
    @inline(__always)
    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7,
             0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining code points that continue an operator (and may also continue an identifier).
    @inline(__always)
    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(c)
        }
    }

    /// Non-ASCII white space the lexer skips as trivia (no-break space, BOM inside a file, line/paragraph separators).
    @inline(__always)
    static func isUnicodeSpace(_ c: UInt32) -> Bool {
        c == 0x00A0 || c == 0xFEFF || c == 0x2028 || c == 0x2029 || c == 0x3000 || (c >= 0x2000 && c <= 0x200B)
    }

    /// Decodes one UTF-8 scalar at `p[i]` (which is >= 0x80). Returns the scalar and its length, or nil when invalid.
    @inline(__always)
    package static func decode(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (scalar: UInt32, length: Int)? {
        let b0 = UInt32(p[i])
        if b0 < 0xC2 { return nil }
        if b0 < 0xE0 {
            guard i + 1 < n, p[i + 1] & 0xC0 == 0x80 else { return nil }
            return (((b0 & 0x1F) << 6) | UInt32(p[i + 1] & 0x3F), 2)
        }
        if b0 < 0xF0 {
            guard i + 2 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80 else { return nil }
            let c = ((b0 & 0x0F) << 12) | (UInt32(p[i + 1] & 0x3F) << 6) | UInt32(p[i + 2] & 0x3F)
            if c < 0x800 || (c >= 0xD800 && c <= 0xDFFF) { return nil }
            return (c, 3)
        }
        if b0 < 0xF5 {
            guard i + 3 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80, p[i + 3] & 0xC0 == 0x80 else { return nil }
            let c = ((b0 & 0x07) << 18) | (UInt32(p[i + 1] & 0x3F) << 12) | (UInt32(p[i + 2] & 0x3F) << 6) | UInt32(p[i + 3] & 0x3F)
            if c < 0x10000 || c > 0x10FFFF { return nil }
            return (c, 4)
        }
        return nil
    }
}
