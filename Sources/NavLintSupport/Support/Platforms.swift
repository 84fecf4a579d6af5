// The Apple platforms a piece of code exists on: read from `#if os(…)` conditions and from a program's project file.

/// A set of the platforms SwiftUI runs on, one bit each. Code outside any `#if os(…)` exists on `all`.
public struct Platforms: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let iOS = Platforms(rawValue: 1 << 0)
    public static let macOS = Platforms(rawValue: 1 << 1)
    public static let tvOS = Platforms(rawValue: 1 << 2)
    public static let watchOS = Platforms(rawValue: 1 << 3)
    public static let visionOS = Platforms(rawValue: 1 << 4)
    public static let all: Platforms = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    /// The platform an `os(…)` argument names; none for a platform SwiftUI does not run on (`Linux`, `Windows`).
    public static func named(_ name: some StringProtocol) -> Platforms {
        switch name {
        case "iOS": return .iOS
        case "macOS", "OSX": return .macOS
        case "tvOS": return .tvOS
        case "watchOS": return .watchOS
        case "visionOS", "xrOS": return .visionOS
        default: return []
        }
    }

    /// The platform an Xcode SDK name stands for (`iphoneos`, `macosx`, `appletvsimulator` …); none for others.
    public static func sdk(_ name: some StringProtocol) -> Platforms {
        if name.hasPrefix("iphone") { return .iOS }
        if name.hasPrefix("macosx") { return .macOS }
        if name.hasPrefix("appletv") { return .tvOS }
        if name.hasPrefix("watch") { return .watchOS }
        if name.hasPrefix("xr") { return .visionOS }
        return []
    }

    public var description: String {
        if self == .all { return "all" }
        let names: [(Platforms, String)] = [(.iOS, "iOS"), (.macOS, "macOS"), (.tvOS, "tvOS"), (.watchOS, "watchOS"), (.visionOS, "visionOS")]
        let listed = names.filter { contains($0.0) }.map(\.1)
        return listed.isEmpty ? "none" : listed.joined(separator: ", ")
    }
}

/// What a compilation condition (`#if os(iOS) || os(macOS)`) says about platforms: where it may hold, and where it
/// surely holds. A condition about something else (`DEBUG`, `canImport(UIKit)`, `swift(>=5.9)`) may hold anywhere and
/// surely holds nowhere, so `#if DEBUG … #else … #endif` keeps both clauses on every platform.
public struct PlatformCondition: Equatable, Sendable {
    public var may: Platforms
    public var must: Platforms

    public static let always = PlatformCondition(may: .all, must: .all)
    public static let unknown = PlatformCondition(may: .all, must: [])

    public init(may: Platforms, must: Platforms) {
        self.may = may
        self.must = must
    }

    /// Reads the condition text of `#if` / `#elseif` from `bytes[start..<end]`. Anything it does not understand is
    /// `unknown`: at worst a clause is kept on a platform where it is not compiled.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> PlatformCondition {
        var reader = ConditionReader(bytes: bytes, at: start, end: min(end, bytes.count))
        let c = reader.disjunction()
        reader.skipSpace()
        return reader.failed || reader.at < reader.end ? .unknown : c
    }

    /// Reads a condition from a string (tests).
    public static func read(_ text: String) -> PlatformCondition {
        var copy = text
        return copy.withUTF8 { read($0, 0, $0.count) }
    }

    /// The platforms of each clause of one `#if … #elseif … #else … #endif`, inside code that exists on `outer`:
    /// a clause is compiled where its condition may hold and no earlier condition surely holds.
    public struct Clauses {
        private var taken: Platforms = []
        private let outer: Platforms
        public init(outer: Platforms) { self.outer = outer }

        /// The next clause, with its condition (`always` for `#else`).
        public mutating func next(_ condition: PlatformCondition) -> Platforms {
            let platforms = outer.intersection(condition.may).subtracting(taken)
            taken.formUnion(condition.must)
            return platforms
        }
    }
}

private struct ConditionReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at: Int
    let end: Int
    var failed = false
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, at: Int, end: Int) {
        self.bytes = bytes
        self.at = at
        self.end = end
    }

    mutating func skipSpace() {
        while at < end, bytes[at] == 32 || bytes[at] == 9 || bytes[at] == 13 || bytes[at] == 10 { at += 1 }
        // A comment ends the condition.
        if at + 1 < end, bytes[at] == 47, bytes[at + 1] == 47 || bytes[at + 1] == 42 { at = end }
    }

    mutating func peek(_ a: UInt8, _ b: UInt8? = nil) -> Bool {
        skipSpace()
        guard at < end, bytes[at] == a else { return false }
        if let b { return at + 1 < end && bytes[at + 1] == b }
        return true
    }

    mutating func disjunction() -> PlatformCondition {
        var c = conjunction()
        while !failed && peek(124, 124) {   // ||
            at += 2
            let r = conjunction()
            c = PlatformCondition(may: c.may.union(r.may), must: c.must.union(r.must))
        }
        return c
    }

    mutating func conjunction() -> PlatformCondition {
        var c = unary()
        while !failed && peek(38, 38) {     // &&
            at += 2
            let r = unary()
            c = PlatformCondition(may: c.may.intersection(r.may), must: c.must.intersection(r.must))
        }
        return c
    }

    mutating func unary() -> PlatformCondition {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { failed = true; return .unknown }
        if peek(33) {                       // !
            at += 1
            let c = unary()
            return PlatformCondition(may: Platforms.all.subtracting(c.must), must: Platforms.all.subtracting(c.may))
        }
        if peek(40) {                       // (
            at += 1
            let c = disjunction()
            guard peek(41) else { failed = true; return .unknown }
            at += 1
            return c
        }
        let name = identifier()
        guard name.count > 0 else { failed = true; return .unknown }
        if !peek(40) {
            if name.elementsEqual("true".utf8) { return .always }
            if name.elementsEqual("false".utf8) { return PlatformCondition(may: [], must: []) }
            return .unknown                 // DEBUG, a custom flag
        }
        // name(argument …): only `os(X)` says something about platforms.
        at += 1
        let argumentStart = at
        var nesting = 1
        while at < end && nesting > 0 {
            if bytes[at] == 40 { nesting += 1 } else if bytes[at] == 41 { nesting -= 1 }
            at += 1
        }
        guard nesting == 0 else { failed = true; return .unknown }
        guard name.elementsEqual("os".utf8) else { return .unknown }
        var a = argumentStart, b = at - 1
        while a < b, bytes[a] == 32 || bytes[a] == 9 { a += 1 }
        while b > a, bytes[b - 1] == 32 || bytes[b - 1] == 9 { b -= 1 }
        let argument = String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self)
        let p = Platforms.named(argument)
        return PlatformCondition(may: p, must: p)
    }

    mutating func identifier() -> Slice<UnsafeBufferPointer<UInt8>> {
        skipSpace()
        let start = at
        while at < end {
            let c = bytes[at]
            guard (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c == 95 else { break }
            at += 1
        }
        return bytes[start..<at]
    }
}
