// Absolute and relative paths, and the repository root: shared by configuration, globs, baselines and SARIF.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package enum Paths {
    /// The folder part of a path (empty when it has none).
    package static func folder(of path: String) -> String {
        // Over bytes: `lastIndex(of:)` on the String compares Characters (thousands of instructions a path).
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Is `path` inside the folder `folder` (not `folder` itself; `folder` empty: the top, holding every path)? Compared
    /// as bytes.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder.isEmpty { return true }
        let p = path.utf8, f = folder.utf8
        guard p.count > f.count else { return false }
        // On the contiguous bytes where the strings have them (native strings do): `starts(with:)` on the views
        // steps through both a byte at a time.
        let inside = p.withContiguousStorageIfAvailable { pb in
            f.withContiguousStorageIfAvailable { fb in
                pb[fb.count] == UInt8(ascii: "/") && memcmp(pb.baseAddress!, fb.baseAddress!, fb.count) == 0
            }
        }
        if let inside = inside ?? nil { return inside }
        return p.starts(with: f) && p[p.index(p.startIndex, offsetBy: f.count)] == UInt8(ascii: "/")
    }

    /// `/a/./b/../c` → `/a/c`.
    package static func normalize(_ path: String) -> String {
        // Over bytes: `/` and `.` are ASCII, and splitting a String by Characters costs thousands of instructions a path.
        let bytes = Array(path.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 1)
        var starts: [Int] = []          // where each kept component starts in `out` (at its `/`)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/") { i += 1; continue }
            var j = i
            while j < bytes.count && bytes[j] != UInt8(ascii: "/") { j += 1 }
            let length = j - i
            if length == 1 && bytes[i] == UInt8(ascii: ".") {
                // `.`: nothing
            } else if length == 2 && bytes[i] == UInt8(ascii: ".") && bytes[i + 1] == UInt8(ascii: ".") {
                if let last = starts.popLast() { out.removeSubrange(last...) }
            } else {
                starts.append(out.count)
                out.append(UInt8(ascii: "/"))
                out.append(contentsOf: bytes[i..<j])
            }
            i = j
        }
        if out.isEmpty { return "/" }
        return String(decoding: out, as: UTF8.self)
    }

    package static func currentDirectory() -> String {
        // getcwd allocates a buffer of the right size when given none (glibc, macOS).
        guard let buffer = getcwd(nil, 0) else { return "/" }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// The path made absolute against the working directory, and normalized.
    package static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : currentDirectory() + "/" + path)
    }

    /// The path with symbolic links resolved (so `/tmp/link/App` and `/tmp/real/App` compare equal), when it
    /// exists; otherwise its folder resolved, or the absolute path as it is.
    package static func real(_ path: String) -> String {
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
    package static func folder(ofAbsolute path: String) -> String {
        let folder = Paths.folder(of: path)
        return folder.isEmpty ? "/" : folder
    }

    /// `path` relative to the absolute folder `base`, or nil when it is outside it (`""` for `base` itself).
    /// Symbolic links are not resolved: pass `real` paths when they may differ.
    package static func relative(_ path: String, to base: String) -> String? {
        let absolute = absolute(path)
        if base == "/" { return String(absolute.dropFirst()) }
        if absolute == base { return "" }
        guard absolute.hasPrefix(base + "/") else { return nil }
        return String(absolute.dropFirst(base.count + 1))
    }

    /// `path` relative to the absolute folder `base`, going up with `..` when it is outside it
    /// (`/r/ci` and `/r/App/A.swift` give `../App/A.swift`).
    package static func relativeWithParents(_ path: String, to base: String) -> String {
        let target = absolute(path).split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < min(target.count, from.count) && target[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The folders from `directory` up to the repository root (the first holding `.git`) or `/`, nearest first.
    package static func upToRepositoryRoot(from directory: String) -> [String] {
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
    package static func repositoryRoot() -> String? {
        guard let top = upToRepositoryRoot(from: currentDirectory()).last else { return nil }
        var st = stat()
        return stat(top == "/" ? "/.git" : top + "/.git", &st) == 0 ? top : nil
    }
}
