// The platforms an app is built for, as its project states them: the Xcode project's SDKs, or a package that lists
// macOS alone.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum ProjectPlatforms {
    /// The platforms of the app whose entry is in `appFolder`, read from the nearest project at or above it, up to
    /// `root` (the path the files were found under; the search goes no higher). The nearest folder holding an Xcode
    /// project (`*.xcodeproj/project.pbxproj`: every `SDKROOT` and `SUPPORTED_PLATFORMS` of its targets together) or
    /// a `Package.swift` (macOS alone when its `platforms:` lists `.macOS` and no other platform) decides. All the
    /// platforms when none is found or it does not say.
    public static func of(appFolder: String, root: String) -> Platforms {
        var folder = appFolder
        for _ in 0..<32 {
            if let found = stated(in: folder) { return found.isEmpty ? .all : found }
            if folder == root || folder.isEmpty || folder == "/" || !(root.isEmpty || folder.hasPrefix(root == "/" ? "/" : root + "/")) { break }
            folder = Paths.folder(of: folder)
        }
        return .all
    }

    /// What the project in `folder` states, or nil when the folder holds none.
    static func stated(in folder: String) -> Platforms? {
        let dir = folder.isEmpty ? "." : folder
        guard let handle = opendir(dir) else { return nil }
        var projects: [String] = []
        var hasPackage = false
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name.hasSuffix(".xcodeproj") { projects.append(name) }
            if name == "Package.swift" { hasPackage = true }
        }
        closedir(handle)
        if !projects.isEmpty {
            var platforms: Platforms = []
            for p in projects.sorted() {
                guard case .success(let bytes) = SourceReader.read(SourceFinder.join(SourceFinder.join(dir, p), "project.pbxproj")) else { continue }
                platforms.formUnion(xcodeProject(bytes))
            }
            return platforms
        }
        if hasPackage, case .success(let bytes) = SourceReader.read(SourceFinder.join(dir, "Package.swift")) {
            return package(bytes)
        }
        return nil
    }

    /// The SDKs an Xcode project's build settings name (`SDKROOT = macosx;`, `SUPPORTED_PLATFORMS = "iphoneos
    /// iphonesimulator";`); `auto` and unknown names count for none.
    public static func xcodeProject(_ bytes: [UInt8]) -> Platforms {
        var platforms: Platforms = []
        let keys: [[UInt8]] = [Array("SDKROOT".utf8), Array("SUPPORTED_PLATFORMS".utf8)]
        var i = 0
        while i < bytes.count {
            guard let key = keys.first(where: { matches($0, bytes, at: i) }) else { i += 1; continue }
            // A setting's name stands alone (not `ADDITIONAL_SDKROOT`): a letter, digit or `_` before it is another name.
            if i > 0, isNameByte(bytes[i - 1]) { i += 1; continue }
            var j = i + key.count
            while j < bytes.count, bytes[j] == 32 || bytes[j] == 9 { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "=") else { i += 1; continue }
            j += 1
            var end = j
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != 10 { end += 1 }
            for word in bytes[j..<end].split(whereSeparator: { $0 == 32 || $0 == 9 || $0 == UInt8(ascii: "\"") }) {
                platforms.formUnion(Platforms.sdk(String(decoding: word, as: UTF8.self)))
            }
            i = end
        }
        return platforms
    }

    /// A package manifest whose `platforms:` names `.macOS` and no other platform states macOS alone; any other says
    /// nothing (a package builds for every platform its sources support).
    public static func package(_ bytes: [UInt8]) -> Platforms {
        let key = Array("platforms:".utf8)
        guard let at = bytes.indices.first(where: { i in i + key.count <= bytes.count && bytes[i..<i + key.count].elementsEqual(key) }) else { return [] }
        // The list: from `[` to its closing `]`.
        guard let open = bytes[(at + key.count)...].firstIndex(of: UInt8(ascii: "[")) else { return [] }
        var depth = 0
        var close = open
        for k in open..<bytes.count {
            if bytes[k] == UInt8(ascii: "[") { depth += 1 } else if bytes[k] == UInt8(ascii: "]") { depth -= 1; if depth == 0 { close = k; break } }
        }
        // Each `.name(` in it.
        var listed: [String] = []
        var k = open
        while k < close {
            if bytes[k] == UInt8(ascii: "."), k + 1 < close, isNameByte(bytes[k + 1]) {
                var e = k + 1
                while e < close, isNameByte(bytes[e]) { e += 1 }
                if e < close, bytes[e] == UInt8(ascii: "(") { listed.append(String(decoding: bytes[(k + 1)..<e], as: UTF8.self)) }
                k = e
            } else {
                k += 1
            }
        }
        let platformNames: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit", "custom"]
        let named = Set(listed.filter { platformNames.contains($0) })
        return named == ["macOS"] ? .macOS : []
    }

    private static func matches(_ key: [UInt8], _ bytes: [UInt8], at i: Int) -> Bool {
        guard i + key.count <= bytes.count, bytes[i] == key[0] else { return false }
        for k in 1..<key.count where bytes[i + k] != key[k] { return false }
        // The name ends there.
        return i + key.count == bytes.count || !isNameByte(bytes[i + key.count])
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b == 95
    }
}
