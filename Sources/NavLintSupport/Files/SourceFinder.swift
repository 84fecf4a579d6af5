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
        /// Set when the walk took files as `readdir` typed them, with no `stat` of each (see `find`): two names
        /// of one file (hard links) may then both be in `files`. Each file's position in walk order, so that
        /// `firstNames(identities:)` can keep the name the walk met first, as a checked walk does.
        var uncheckedWalkOrder: [Int]? = nil

        /// With `uncheckedWalkOrder`, given each file's identity as the reader saw it (nil for one it could not
        /// read): the indices of `files` to keep, of several names of one file only the first in walk order.
        /// Nil when there is nothing to leave out.
        package func firstNames(identities: [FileID?]) -> [Int]? {
            guard let order = uncheckedWalkOrder else { return nil }
            var first: [FileID: Int] = [:]
            first.reserveCapacity(files.count)
            var repeated = false
            for i in files.indices {
                guard let id = identities[i] else { continue }
                if let k = first[id] {
                    repeated = true
                    if order[i] < order[k] { first[id] = i }
                } else {
                    first[id] = i
                }
            }
            guard repeated else { return nil }
            return files.indices.filter { i in identities[i].map { first[$0] == i } ?? true }
        }
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

    /// The Swift files under `paths` (files or directories), each once. Directory walks follow symbolic links to
    /// directories once (loops are detected by device and inode) and include symbolic links to files.
    public func find(_ paths: [String]) -> Result { find(paths, readerTellsFilesApart: false) }

    /// `readerTellsFilesApart`: the caller reads every file found and gives `Result.firstNames` each one's identity, so
    /// that a walk may take regular files as `readdir` types them, with no `stat` each (see below).
    package func find(_ paths: [String], readerTellsFilesApart: Bool) -> Result {
        var files: [String] = []
        var problems: [FileProblem] = []
        var seenFiles = Set<FileID>()
        var excluded = 0
        // Every named folder is walked first: whether the files found need a `stat` each depends on all of them.
        var walks: [String: (walked: [WalkedFile], problems: [FileProblem])] = [:]
        var anyLinkedFile = false, allFolders = true
        for raw in paths where walks[raw] == nil {
            var st = stat()
            guard stat(raw, &st) == 0, SourceFinder.isDirectory(st) else { allFolders = false; continue }
            var visited = Set<FileID>()
            var walked: [WalkedFile] = []
            var linkedFile = false
            var walkProblems: [FileProblem] = []
            walk(directory: raw, display: SourceFinder.display(raw), visited: &visited, files: &walked, linkedFile: &linkedFile, problems: &walkProblems)
            anyLinkedFile = anyLinkedFile || linkedFile
            walks[raw] = (walked, walkProblems)
        }
        // The walk took regular files as `readdir` typed them: a `stat` each would be most of its time.
        // Only a second name of a file can repeat one (a symbolic link to a file, a hard link, a file
        // reached from two of the paths named). With only folders named, no symbolic link to a Swift file in them
        // and no include/exclude (which must see the names left once each), only a hard link or a folder named
        // inside another can, and the reader, which looks at each file it opens, tells those apart
        // (`uncheckedWalkOrder`); otherwise each file is looked at now, in walk order.
        let uncheckedWalk = readerTellsFilesApart && allFolders && !anyLinkedFile && (filter?.isEmpty ?? true)
        var walkedOnce = Set<String>()
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
            if SourceFinder.isDirectory(st), let done = walks[raw] {
                // A folder named twice is walked once (as before: its second walk found only files already seen).
                guard walkedOnce.insert(raw).inserted else { continue }
                let walked = done.walked
                problems.append(contentsOf: done.problems)
                var names: [String] = []
                names.reserveCapacity(walked.count)
                for w in walked {
                    if !uncheckedWalk {
                        var id = w.id
                        if id == nil {
                            var est = stat()
                            guard stat(w.full, &est) == 0 else {
                                problems.append(FileProblem(path: w.display, message: "cannot be read (\(SourceFinder.errorText(errno))); check its permissions or exclude it"))
                                continue
                            }
                            id = FileID(est)
                        }
                        guard seenFiles.insert(id!).inserted else { continue }
                    }
                    names.append(w.display)
                }
                if let filter, !filter.isEmpty {
                    let kept = names.filter { filter.admits(file: $0) }
                    excluded += names.count - kept.count
                    names = kept
                }
                files.append(contentsOf: names)
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
        // Sorted; an unchecked walk keeps each file's walk position (`files` is in walk order here).
        guard uncheckedWalk else {
            return Result(files: files.sorted(by: SourceFinder.pathOrder), problems: problems, excludedCount: excluded)
        }
        let order = files.indices.sorted { SourceFinder.pathOrder(files[$0], files[$1]) }
        var result = Result(files: order.map { files[$0] }, problems: problems, excludedCount: excluded)
        result.uncheckedWalkOrder = order
        return result
    }

    /// Paths as the user will read them: no leading `./`, no doubled or trailing slashes.
    package static func display(_ raw: String) -> String {
        var p = raw
        while p.hasPrefix("./") && p.count > 2 { p.removeFirst(2) }
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }

    package static func join(_ dir: String, _ name: String) -> String {
        var name = name
        return name.withUTF8 { join(dir, $0) }
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

    package struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
        package init(_ st: stat) {
            device = UInt64(truncatingIfNeeded: st.st_dev)
            inode = UInt64(truncatingIfNeeded: st.st_ino)
        }
    }

    package static func isDirectory(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFDIR }

    /// Is there a directory at `path` (following symbolic links)?
    package static func isDirectory(path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && isDirectory(st)
    }

    /// Is the directory entry worth a closer look, by its name and the type `readdir` gave it? Not ".", "..", a hidden
    /// folder, nor a regular file that is not a Swift file. Entries of other types (links, untyped) are always kept.
    static func isListed(_ name: UnsafeBufferPointer<UInt8>, type: UInt8) -> Bool {
        let dot = UInt8(ascii: ".")
        guard let first = name.first else { return false }
        switch Int(type) {
        case Int(DT_DIR):
            return first != dot
        case Int(DT_REG):
            return first != dot && hasSwiftSuffix(name)
        default:
            return !(first == dot && (name.count == 1 || (name.count == 2 && name[1] == dot)))
        }
    }

    /// Does the name end in ".swift"?
    static func hasSwiftSuffix(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let suffix: StaticString = ".swift"
        let n = suffix.utf8CodeUnitCount
        guard name.count >= n else { return false }
        return memcmp(name.baseAddress! + (name.count - n), suffix.utf8Start, n) == 0
    }

    /// `dir/name` ("name" alone in "."; no second slash after a folder that ends in one), made in one allocation.
    package static func join(_ dir: String, _ name: UnsafeBufferPointer<UInt8>) -> String {
        if dir == "." { return String(decoding: name, as: UTF8.self) }
        var dir = dir
        return dir.withUTF8 { d in
            let slash = d.last != UInt8(ascii: "/")
            return String(unsafeUninitializedCapacity: d.count + (slash ? 1 : 0) + name.count) { out in
                var k = out.initialize(fromContentsOf: d)
                if slash { out[k] = UInt8(ascii: "/"); k += 1 }
                k += UnsafeMutableBufferPointer(rebasing: out[k...]).initialize(fromContentsOf: name)
                return k
            }
        }
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

    /// A Swift file a walk found; `id` is nil when it was taken as `readdir` typed it, with no `stat`.
    struct WalkedFile {
        package var full: String
        package var display: String
        package var id: FileID?
    }

    /// Appends the Swift files under `directory` to `files`, in walk order. Entries that `readdir` types as
    /// regular files or folders are taken so, with no `stat` (the only system call per file a walk would make);
    /// symbolic links and untyped entries are looked at, and `linkedFile` is set when a link `readdir` typed as one
    /// leads to a Swift file (an untyped link is not known as one; the reader still tells its file apart).
    private func walk(directory: String, display: String, visited: inout Set<FileID>, files: inout [WalkedFile],
                      linkedFile: inout Bool, problems: inout [FileProblem]) {
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
            // Names are kept as bytes, in one buffer per folder, and sorted by them: a String is made only for an entry
            // that is kept (a Swift file, a folder, or an entry to look at), and made once for both of its paths when
            // the folder is shown as it is named.
            var buffer: [UInt8] = []
            var entries: [(start: Int, length: Int, type: UInt8)] = []
            while let entry = readdir(handle) {
                let type = entry.pointee.d_type
                let valid = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                    tuple.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { name -> Bool in
                        let bytes = UnsafeBufferPointer(start: name, count: strlen(name))
                        guard isValidUTF8(bytes) else { return false }  // else a String of it would not open the same file
                        if SourceFinder.isListed(bytes, type: type) {
                            entries.append((buffer.count, bytes.count, type))
                            buffer.append(contentsOf: bytes)
                        }
                        return true
                    }
                }
                if !valid {
                    // A name that is not UTF-8 cannot be opened through a Swift string: say so rather than skip it.
                    problems.append(FileProblem(path: SourceFinder.join(shown, "(a name that is not UTF-8)"),
                                                message: "has a file name that is not valid UTF-8 and cannot be read; rename it"))
                }
            }
            closedir(handle)
            let sameNames = dir == shown
            var subdirectories: [(String, String)] = []
            buffer.withUnsafeBufferPointer { all in
                let base = all.baseAddress ?? UnsafePointer(bitPattern: 1)!
                entries.sort { a, b in
                    let c = memcmp(base + a.start, base + b.start, min(a.length, b.length))
                    return c != 0 ? c < 0 : a.length < b.length
                }
                for (start, length, type) in entries {
                    let nameBytes = UnsafeBufferPointer(start: base + start, count: length)
                    switch Int(type) {
                    case Int(DT_DIR):
                        let name = String(decoding: nameBytes, as: UTF8.self)
                        if SourceFinder.skippedDirectories.contains(name) { continue }
                        let full = SourceFinder.join(dir, name)
                        subdirectories.append((full, sameNames ? full : SourceFinder.join(shown, name)))
                        continue
                    case Int(DT_REG):
                        let full = SourceFinder.join(dir, nameBytes)
                        files.append(WalkedFile(full: full, display: sameNames ? full : SourceFinder.join(shown, nameBytes), id: nil))
                        continue
                    default:
                        break
                    }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    let hidden = nameBytes.first == UInt8(ascii: ".")
                    let isSwiftName = SourceFinder.hasSwiftSuffix(nameBytes) && !hidden
                    // A symbolic link, or an entry the file system does not type: look at what it is.
                    let full = SourceFinder.join(dir, name)
                    let shownChild = SourceFinder.join(shown, name)
                    var est = stat()
                    if stat(full, &est) != 0 {
                        // A dangling symlink: say so only when it looks like a Swift file.
                        if SourceFinder.hasSwiftSuffix(nameBytes) {
                            problems.append(FileProblem(path: shownChild, message: "is a broken symbolic link; fix or remove it"))
                        }
                        continue
                    }
                    if SourceFinder.isDirectory(est) {
                        if hidden || SourceFinder.skippedDirectories.contains(name) { continue }
                        subdirectories.append((full, shownChild))
                    } else if isSwiftName {
                        if SourceFinder.isRegular(est) {
                            if Int(type) == Int(DT_LNK) { linkedFile = true }
                            files.append(WalkedFile(full: full, display: shownChild, id: FileID(est)))
                        } else {
                            problems.append(FileProblem(path: shownChild, message: "is not a regular file; skipped"))
                        }
                    }
                }
            }
            for sub in subdirectories.reversed() { pending.append(sub) }
        }
    }
}
