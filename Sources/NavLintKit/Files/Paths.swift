// Absolute and relative paths, and the repository root: shared by configuration, globs, baselines and SARIF.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum Paths {
    /// `/a/./b/../c` → `/a/c`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The path made absolute against the working directory, and normalized.
    static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : currentDirectory() + "/" + path)
    }

    /// The path with symbolic links resolved (so `/tmp/link/App` and `/tmp/real/App` compare equal), when it
    /// exists; otherwise its folder resolved, or the absolute path as it is.
    static func real(_ path: String) -> String {
        let absolute = absolute(path)
        if let resolved = realpath(absolute, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let folder = folder(ofAbsolute: absolute)
        guard folder != absolute, let resolved = realpath(folder, nil) else { return absolute }
        defer { free(resolved) }
        let base = String(cString: resolved)
        return (base == "/" ? "" : base) + "/" + absolute.split(separator: "/").last.map(String.init)!
    }

    /// The folder holding `path` (absolute), `/` for a file at the root.
    static func folder(ofAbsolute path: String) -> String {
        let folder = Linter.folder(of: path)
        return folder.isEmpty ? "/" : folder
    }

    /// `path` relative to the absolute folder `base`, or nil when it is outside it (`""` for `base` itself).
    /// Symbolic links are not resolved: pass `real` paths when they may differ.
    static func relative(_ path: String, to base: String) -> String? {
        let absolute = absolute(path)
        if base == "/" { return String(absolute.dropFirst()) }
        if absolute == base { return "" }
        guard absolute.hasPrefix(base + "/") else { return nil }
        return String(absolute.dropFirst(base.count + 1))
    }

    /// `path` relative to the absolute folder `base`, going up with `..` when it is outside it
    /// (`/r/ci` and `/r/App/A.swift` give `../App/A.swift`).
    static func relativeWithParents(_ path: String, to base: String) -> String {
        let target = absolute(path).split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < min(target.count, from.count) && target[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The folders from `directory` up to the repository root (the first holding `.git`) or `/`, nearest first.
    static func upToRepositoryRoot(from directory: String) -> [String] {
        var dir = normalize(directory)
        var result: [String] = []
        while true {
            result.append(dir)
            var st = stat()
            if dir == "/" || stat(dir == "/" ? "/.git" : dir + "/.git", &st) == 0 { return result }
            dir = folder(ofAbsolute: dir)
        }
    }

    /// The repository root above the working directory: the folder holding `.git`, or nil.
    static func repositoryRoot() -> String? {
        guard let top = upToRepositoryRoot(from: currentDirectory()).last else { return nil }
        var st = stat()
        return stat(top == "/" ? "/.git" : top + "/.git", &st) == 0 ? top : nil
    }
}
