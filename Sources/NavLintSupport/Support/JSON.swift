// Our JSON: a value type that keeps key order, a parser that says where input is wrong, and a writer with
// stable output (configuration files, the json and sarif reporters, baselines).

public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number's text as written (so that integers stay exact and output is stable).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; a key may not repeat (the parser rejects duplicates).
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public static func int(_ n: Int) -> JSONValue { .number(String(n)) }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    /// What kind of value this is, for messages: "a string", "an array".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var intValue: Int? { if case .number(let n) = self { return Int(n) }; return nil }
}

/// The bytes as a String when they are valid UTF-8 (`String(validating:)` needs macOS 15).
package func validUTF8String(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer(isValidUTF8) ? String(decoding: bytes, as: UTF8.self) : nil
}

public struct JSONParseError: Error, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
    public var description: String { "\(line):\(column): \(message)" }
}

public enum JSON {
    /// Parses one JSON document (RFC 8259; a leading UTF-8 BOM is allowed).
    public static func parse(_ text: String) throws -> JSONValue {
        var parser = JSONParser(Array(text.utf8))
        return try parser.document()
    }

    /// Compact or pretty (two-space indent) JSON text, keys in the value's order, ending without newline.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ""
        write(value, pretty: pretty, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, pretty: Bool, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): out += quote(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                write(item, pretty: pretty, indent: indent + 1, into: &out)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (k, (key, item)) in members.enumerated() {
                if k > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                out += quote(key) + (pretty ? ": " : ":")
                write(item, pretty: pretty, indent: indent + 1, into: &out)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// A JSON string literal. Non-ASCII is written as UTF-8 (JSON text is UTF-8); control characters, quotes
    /// and backslashes are escaped, and so are U+2028/U+2029 (for consumers that embed JSON in JavaScript).
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var i = 0
    var depth = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    mutating func document() throws -> JSONValue {
        skipSpace()
        guard i < bytes.count else { throw error("the file is empty; write a JSON object such as {}") }
        let v = try value()
        skipSpace()
        if i < bytes.count { throw error("unexpected text after the JSON value") }
        return v
    }

    func error(_ message: String) -> JSONParseError {
        var line = 1, column = 1
        var k = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while k < min(i, bytes.count) {
            if bytes[k] == 0x0A { line += 1; column = 1 } else if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return JSONParseError(message: message, line: line, column: column)
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    mutating func value() throws -> JSONValue {
        guard i < bytes.count else { throw error("the JSON ends too early") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
        case UInt8(ascii: "'"): throw error("strings take double quotes in JSON")
        default: throw error("expected a JSON value (an object, array, string, number, true, false or null)")
        }
    }

    mutating func literal(_ word: String, _ v: JSONValue) throws -> JSONValue {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else { throw error("expected a JSON value") }
        i += w.count
        return v
    }

    mutating func enter() throws {
        depth += 1
        if depth > 512 { throw error("the JSON is nested more than 512 levels deep") }
    }

    mutating func object() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        i += 1
        var members: [(String, JSONValue)] = []
        var keys = Set<String>()
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object([]) }
        while true {
            skipSpace()
            guard i < bytes.count else { throw error("the JSON ends inside an object; a '}' is missing") }
            if bytes[i] == UInt8(ascii: "}") { throw error("a trailing comma is not allowed in JSON") }
            if bytes[i] == UInt8(ascii: "/") { throw error("comments are not allowed in JSON") }
            guard bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyStart = i
            let key = try string()
            guard keys.insert(key).inserted else {
                i = keyStart
                throw error("the key \"\(key)\" appears twice in this object")
            }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            i += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard i < bytes.count else { throw error("the JSON ends inside an object; a '}' is missing") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("expected ',' or '}' in an object")
        }
    }

    mutating func array() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array([]) }
        while true {
            skipSpace()
            guard i < bytes.count else { throw error("the JSON ends inside an array; a ']' is missing") }
            if bytes[i] == UInt8(ascii: "]") { throw error("a trailing comma is not allowed in JSON") }
            items.append(try value())
            skipSpace()
            guard i < bytes.count else { throw error("the JSON ends inside an array; a ']' is missing") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']' in an array")
        }
    }

    mutating func number() throws -> JSONValue {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, p.bytes[p.i] >= 0x30, p.bytes[p.i] <= 0x39 { p.i += 1 }
            return p.i - s
        }
        let intStart = i
        guard digits(&self) > 0 else { throw error("expected digits in a number") }
        if bytes[intStart] == UInt8(ascii: "0"), i - intStart > 1 { i = intStart; throw error("a number may not start with 0") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw error("expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
        }
        return .number(String(decoding: bytes[start..<i], as: UTF8.self))
    }

    mutating func string() throws -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("the JSON ends inside a string; a '\"' is missing") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b < 0x20 { throw error(b == 0x0A ? "a string may not span lines; write \\n" : "a control character must be escaped in a string") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw error("the JSON ends inside a string") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("a \\u escape holds half of a surrogate pair")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("a \\u escape holds half of a surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw error("a \\u escape holds half of a surrogate pair")
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(code)!)).utf8))
            default:
                i -= 1
                throw error(e < 0x80 ? "unknown escape '\\\(Character(Unicode.Scalar(e)))' in a string"
                                     : "a backslash before a non-ASCII character is not an escape; write \\\\ for a backslash")
            }
        }
        guard let s = validUTF8String(out) else { throw error("a string holds bytes that are not UTF-8") }
        return s
    }

    mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw error("expected four hex digits after \\u")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }
}
