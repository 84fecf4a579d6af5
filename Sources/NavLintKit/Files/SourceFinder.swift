// Finds the Swift files under the paths a user names: walks directories, skips build folders, survives symlink loops.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with one input path; the run reports it and goes on with the other files.
public struct FileProblem: Sendable, Equatable, Error {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `PATH: message`, the form printed on stderr.
    public var description: String { "\(path): \(message)" }
}

public struct SourceFinder {
    /// Directory names never walked into (besides hidden ones).
    public static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    public struct Result: Sendable {
        /// Paths of Swift files, sorted, each file once.
        public var files: [String]
        public var problems: [FileProblem]
        /// Files found in folders but left out by the configuration's `include`/`exclude`.
        public var excludedCount = 0
    }

    /// The configuration's globs, applied to the files a directory walk finds (a file named on the
    /// command line is always linted, as in ruff).
    public var filter: PathFilter?
    /// Apply `filter` to files named on the command line too (`--force-exclude`, for tools that pass every file).
    public var filterNamedFiles = false

    public init(filter: PathFilter? = nil, filterNamedFiles: Bool = false) {
        self.filter = filter
        self.filterNamedFiles = filterNamedFiles
    }

    /// The Swift files under `paths` (files or directories). Directory walks follow symbolic links to
    /// directories once (loops are detected by device and inode) and include symbolic links to files.
    public func find(_ paths: [String]) -> Result {
        var files: [String] = []
        var problems: [FileProblem] = []
        var seenFiles = Set<FileID>()
        var excluded = 0
        for raw in paths {
            let path = SourceFinder.display(raw)
            var st = stat()
            guard stat(raw, &st) == 0 else {
                let err = errno
                if lstat(raw, &st) == 0 {
                    problems.append(FileProblem(path: path, message: "is a broken symbolic link (\(SourceFinder.errorText(err))); fix or remove it"))
                } else {
                    problems.append(FileProblem(path: path, message: "no such file or directory; check the path"))
                }
                continue
            }
            if SourceFinder.isDirectory(st) {
                var visited = Set<FileID>()
                var walked: [String] = []
                walk(directory: raw, display: path, visited: &visited, files: &walked, seenFiles: &seenFiles, problems: &problems)
                if let filter, !filter.isEmpty {
                    let kept = walked.filter { filter.admits(file: $0) }
                    excluded += walked.count - kept.count
                    walked = kept
                }
                files.append(contentsOf: walked)
            } else if raw.hasSuffix(".swift") {
                guard SourceFinder.isRegular(st) else {
                    problems.append(FileProblem(path: path, message: "is not a regular file (a device, pipe or socket); pass a source file"))
                    continue
                }
                if filterNamedFiles, let filter, !filter.admits(file: path) {
                    excluded += 1
                    continue
                }
                if seenFiles.insert(FileID(st)).inserted { files.append(path) }
            } else {
                problems.append(FileProblem(path: path, message: "is not a Swift file (NavLint reads *.swift); pass a .swift file or a directory"))
            }
        }
        return Result(files: files.sorted(by: SourceFinder.pathOrder), problems: problems, excludedCount: excluded)
    }

    /// Paths as the user will read them: no leading `./`, no doubled or trailing slashes.
    static func display(_ raw: String) -> String {
        var p = raw
        while p.hasPrefix("./") && p.count > 2 { p.removeFirst(2) }
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }

    static func join(_ dir: String, _ name: String) -> String {
        if dir == "." { return name }
        return dir.hasSuffix("/") ? dir + name : dir + "/" + name
    }

    /// Byte-wise order, so the result does not depend on the locale. Compared with `memcmp` over the contiguous
    /// UTF-8 of both (a generic walk over `utf8` costs about ten instructions a byte, and every path is compared
    /// many times while sorting).
    static func pathOrder(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { pa in
            b.utf8.withContiguousStorageIfAvailable { pb -> Bool in
                let n = min(pa.count, pb.count)
                if n > 0 {
                    let c = memcmp(pa.baseAddress!, pb.baseAddress!, n)
                    if c != 0 { return c < 0 }
                }
                return pa.count < pb.count
            }
        }
        if let fast, let result = fast { return result }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
        init(_ st: stat) {
            device = UInt64(truncatingIfNeeded: st.st_dev)
            inode = UInt64(truncatingIfNeeded: st.st_ino)
        }
    }

    static func isDirectory(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFDIR }

    /// Is there a directory at `path` (following symbolic links)?
    static func isDirectory(path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && isDirectory(st)
    }

    /// The name as a String when its bytes are valid UTF-8 (so that the String opens the same file again).
    static func validUTF8Name(_ name: UnsafePointer<CChar>) -> String? {
        let bytes = UnsafeRawBufferPointer(start: name, count: strlen(name))
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    /// Does anything exist at `path` (following symbolic links)?
    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }
    static func isRegular(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFREG }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private func walk(directory: String, display: String, visited: inout Set<FileID>, files: inout [String],
                      seenFiles: inout Set<FileID>, problems: inout [FileProblem]) {
        // An explicit stack: deep trees cannot overflow the call stack.
        var pending: [(path: String, display: String)] = [(directory, display)]
        while let (dir, shown) = pending.popLast() {
            var st = stat()
            guard stat(dir, &st) == 0 else { continue }
            guard visited.insert(FileID(st)).inserted else { continue }  // a symlink loop or a second way in
            guard let handle = opendir(dir) else {
                problems.append(FileProblem(path: shown, message: "cannot read directory (\(SourceFinder.errorText(errno))); check its permissions"))
                continue
            }
            var names: [String] = []
            while let entry = readdir(handle) {
                let decoded = withUnsafePointer(to: entry.pointee.d_name) { ptr in
                    ptr.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { SourceFinder.validUTF8Name($0) }
                }
                guard let name = decoded else {
                    // A name that is not UTF-8 cannot be opened through a Swift string: say so rather than skip it.
                    problems.append(FileProblem(path: SourceFinder.join(shown, "(a name that is not UTF-8)"),
                                                message: "has a file name that is not valid UTF-8 and cannot be read; rename it"))
                    continue
                }
                if name == "." || name == ".." { continue }
                names.append(name)
            }
            closedir(handle)
            names.sort(by: SourceFinder.pathOrder)
            var subdirectories: [(String, String)] = []
            for name in names {
                let full = SourceFinder.join(dir, name)
                let shownChild = SourceFinder.join(shown, name)
                var est = stat()
                if stat(full, &est) != 0 {
                    // A dangling symlink: say so only when it looks like a Swift file.
                    if name.hasSuffix(".swift") {
                        problems.append(FileProblem(path: shownChild, message: "is a broken symbolic link; fix or remove it"))
                    }
                    continue
                }
                if SourceFinder.isDirectory(est) {
                    if name.hasPrefix(".") || SourceFinder.skippedDirectories.contains(name) { continue }
                    subdirectories.append((full, shownChild))
                } else if name.hasSuffix(".swift") && !name.hasPrefix(".") {
                    if SourceFinder.isRegular(est) {
                        if seenFiles.insert(FileID(est)).inserted { files.append(shownChild) }
                    } else {
                        problems.append(FileProblem(path: shownChild, message: "is not a regular file; skipped"))
                    }
                }
            }
            for sub in subdirectories.reversed() { pending.append(sub) }
        }
    }
}
