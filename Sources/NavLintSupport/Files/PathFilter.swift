// The configuration's `include` and `exclude` globs, matched against paths relative to the configuration file.

/// A glob: `*` matches within one path component, `**` matches any number of components (none included),
/// `?` matches one character. A pattern matches a path when it matches the path or one of its parent
/// folders (`Generated` and `**/Generated` both cover `App/Generated/Types.swift`); a pattern with no `/`
/// matches at any depth, as in `.gitignore`.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let segments: [[UInt8]]

    /// Why NavLint cannot use a pattern, or nil. Only `*`, `**` and `?` are special; a pattern is relative to
    /// the configuration's folder (`..` reaches the folders beside it).
    public static func problem(_ pattern: String) -> String? {
        if pattern.hasPrefix("/") { return "\"\(pattern)\" is absolute; write it relative to the configuration's folder" }
        if pattern.hasPrefix("!") { return "\"\(pattern)\": negation ('!') is not supported; list what to include under include and what to leave out under exclude" }
        if pattern.contains(where: { "[]{}".contains($0) }) { return "\"\(pattern)\": only *, ** and ? are wildcards ([...] and {...} are not supported)" }
        return nil
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        if p == "." || p.isEmpty { p = "**" }  // the configuration's folder itself: everything
        var parts = p.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        if !p.contains("/") { parts.insert(Array("**".utf8), at: 0) }
        segments = parts
    }

    /// Does the pattern cover `path` (relative, `/`-separated)?
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        // A match of any leading part of the path (the file or a folder above it) covers the file.
        for end in stride(from: components.count, through: 1, by: -1) where Glob.match(segments[...], components[..<end]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == Array("**".utf8) {
            let rest = pattern.dropFirst()
            var p = path
            while true {
                if match(rest, p) { return true }
                if p.isEmpty { return false }
                p = p.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component (iterative, with one backtrack point: linear for `*` patterns).
    private static func matchComponent(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
        var pi = p.startIndex, si = s.startIndex
        var star: Int? = nil, starMatch = s.startIndex
        while si < s.endIndex {
            if pi < p.endIndex, p[pi] == UInt8(ascii: "?") {
                // One character: skip a whole UTF-8 sequence.
                si += 1
                while si < s.endIndex, s[si] & 0xC0 == 0x80 { si += 1 }
                pi += 1
            } else if pi < p.endIndex, p[pi] == UInt8(ascii: "*") {
                star = pi; starMatch = si; pi += 1
            } else if pi < p.endIndex, p[pi] == s[si] {
                pi += 1; si += 1
            } else if let st = star {
                pi = st + 1
                starMatch += 1
                si = starMatch
            } else {
                return false
            }
        }
        while pi < p.endIndex, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.endIndex
    }
}

/// Which walked files a run lints: those matching an `include` pattern (all when there is none) and no
/// `exclude` pattern, with paths taken relative to `base` (the configuration file's folder, absolute).
public struct PathFilter: Sendable, Equatable {
    public var base: String
    public var include: [Glob]
    public var exclude: [Glob]

    public init(base: String, include: [Glob], exclude: [Glob]) {
        self.base = base
        self.include = include
        self.exclude = exclude
    }

    public var isEmpty: Bool { include.isEmpty && exclude.isEmpty }

    /// Is this walked file linted?
    public func admits(file path: String) -> Bool {
        guard !isEmpty else { return true }
        // Relative to the configuration's folder, with `..` for files beside it (a configuration in `ci/` may
        // say `../App/**`).
        // A path outside `base` may reach it through a symbolic link: resolve links only then.
        var absolute = Paths.absolute(path)
        if !absolute.hasPrefix(base == "/" ? "/" : base + "/") { absolute = Paths.real(absolute) }
        let rel = Paths.relativeWithParents(absolute, to: base)
        if !include.isEmpty && !include.contains(where: { $0.matches(rel) }) { return false }
        return !exclude.contains { $0.matches(rel) }
    }

}

