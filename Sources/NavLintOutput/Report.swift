// What every reporter writes from: the findings, the paths, the source lines they sit on, and fingerprints.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules

/// What a report holds besides its findings and paths. Each part costs work (the lines are read from the files
/// again, paths resolved, fingerprints hashed), so a run works out only the parts its reports read.
public struct ReportContents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `Report.repositoryPaths` (SARIF, GitHub annotations).
    public static let repositoryPaths = ReportContents(rawValue: 1)
    /// `Report.lines` (SARIF's UTF-16 columns, baselines).
    public static let lines = ReportContents(rawValue: 2)
    /// `Report.fingerprints` (JSON, SARIF), which are made from the other two.
    public static let fingerprints: ReportContents = [ReportContents(rawValue: 4), .repositoryPaths, .lines]
    public static let all: ReportContents = [.repositoryPaths, .lines, .fingerprints]
}

/// The findings of a run, ready to be written in any format.
public struct Report {
    public var diagnostics: [Diagnostic]
    /// Paths as shown to the user, by file index.
    public var paths: [String]
    /// Paths relative to the repository root (absolute for files outside it), by file index, for the files
    /// findings and notes are in: for SARIF, GitHub annotations and fingerprints, which must not depend on
    /// the working directory.
    public var repositoryPaths: [Int32: String]
    public var filesScanned: Int
    /// The text of the lines findings and notes sit on, by file index and line.
    public var lines: [Int32: [Int32: String]]
    /// One per finding: stable across runs and unrelated edits (rule, path, the line's text, message, and
    /// which repeat of that combination it is).
    public var fingerprints: [String]
    /// Set when a baseline was applied: findings it held back, and its entries that no longer occur.
    public var baseline: (matched: Int, stale: Int)?
    /// The parts worked out: the others are empty (`repositoryPaths` then falls back to `paths`).
    public let contents: ReportContents

    /// `repositoryPaths`: nil to use `paths` (in-process callers whose paths are already repository-relative).
    /// `jobs`: threads for the fingerprints. `contents`: the parts the caller worked out (`lines`, `repositoryPaths`)
    /// or wants made (`fingerprints`).
    public init(diagnostics: [Diagnostic], paths: [String], repositoryPaths: [Int32: String]? = nil, filesScanned: Int,
                lines: [Int32: [Int32: String]], jobs: Int = 1, contents: ReportContents = .all) {
        self.diagnostics = diagnostics
        self.paths = paths
        self.repositoryPaths = repositoryPaths ?? Dictionary(uniqueKeysWithValues: paths.indices.map { (Int32($0), paths[$0]) })
        self.filesScanned = filesScanned
        self.lines = lines
        self.baseline = nil
        self.contents = contents
        fingerprints = contents.contains(.fingerprints)
            ? Report.fingerprints(diagnostics, repositoryPaths: self.repositoryPaths, lines: lines, jobs: jobs) : []
    }

    /// Each finding's fingerprint: the hashes are worked out in parallel, then repeats numbered in order.
    package static func fingerprints(_ diagnostics: [Diagnostic], repositoryPaths: [Int32: String], lines: [Int32: [Int32: String]],
                             jobs: Int) -> [String] {
        let hashes = ParallelMap.map(count: diagnostics.count, jobs: jobs) { k in
            let d = diagnostics[k]
            return fnv1a64(Report.fingerprintKey(d, path: repositoryPaths[d.location.file] ?? "?",
                                                 line: lines[d.location.file]?[d.location.line] ?? ""))
        }
        var seen: [String: Int] = [:]
        return hashes.map { hash in
            seen[hash, default: 0] += 1
            let n = seen[hash]!
            return n == 1 ? hash : "\(hash):\(n)"
        }
    }

    static func fingerprintKey(_ d: Diagnostic, path: String, line: String) -> String {
        [d.ruleID, path, line.trimmingWhitespace(), d.message].joined(separator: "\u{0}")
    }

    public func path(_ l: SourceLocation) -> String { Int(l.file) < paths.count ? paths[Int(l.file)] : "?" }
    public func repositoryPath(_ l: SourceLocation) -> String { repositoryPaths[l.file] ?? path(l) }

    /// The report without the findings `keep` rejects; fingerprints are those of the whole report.
    public func filtered(matched: Int, stale: Int, keep: (Int) -> Bool) -> Report {
        var r = self
        let kept = diagnostics.indices.filter(keep)
        r.diagnostics = kept.map { diagnostics[$0] }
        if contents.contains(.fingerprints) { r.fingerprints = kept.map { fingerprints[$0] } }
        r.baseline = (matched, stale)
        return r
    }

    /// Repository-relative paths of the files the findings and notes are in (absolute outside the repository,
    /// the working directory standing for the root when there is no repository). Symbolic links are resolved.
    /// `jobs`: threads resolving the paths.
    public static func repositoryPaths(of diagnostics: [Diagnostic], paths: [String], jobs: Int = 1) -> [Int32: String] {
        let root = Paths.real(Paths.repositoryRoot() ?? Paths.currentDirectory())
        let files = filesMentioned(in: diagnostics, fileCount: paths.count)
        let resolved = ParallelMap.map(count: files.count, jobs: jobs) { k -> String in
            let real = Paths.real(paths[Int(files[k])])
            return Paths.relative(real, to: root) ?? real
        }
        return Dictionary(uniqueKeysWithValues: zip(files, resolved))
    }

    /// The files findings and notes are in (each once, in order of first mention), among the run's `fileCount` files.
    static func filesMentioned(in diagnostics: [Diagnostic], fileCount: Int) -> [Int32] {
        var seen = Set<Int32>()
        var files: [Int32] = []
        func add(_ file: Int32) {
            if Int(file) < fileCount && seen.insert(file).inserted { files.append(file) }
        }
        for d in diagnostics {
            add(d.location.file)
            for n in d.notes { add(n.location.file) }
        }
        return files
    }
    public func lineText(_ l: SourceLocation) -> String? { lines[l.file]?[l.line] }

    /// The column in UTF-16 code units (SARIF's unit) of a location whose column counts UTF-8 bytes.
    public func utf16Column(_ l: SourceLocation) -> Int {
        guard let text = lineText(l) else { return Int(l.column) }
        var units = 0
        var bytes = 0
        for scalar in text.unicodeScalars {
            if bytes >= Int(l.column) - 1 { break }
            bytes += UTF8.width(scalar)
            units += UTF16.width(scalar)
        }
        return units + 1 + max(0, Int(l.column) - 1 - bytes)
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// Reads the lines that findings and notes sit on (files are read again, on `jobs` threads; only files with findings).
    public static func sourceLines(of diagnostics: [Diagnostic], paths: [String], jobs: Int = 1) -> [Int32: [Int32: String]] {
        var wanted: [Int32: Set<Int32>] = [:]
        for d in diagnostics {
            wanted[d.location.file, default: []].insert(d.location.line)
            for n in d.notes { wanted[n.location.file, default: []].insert(n.location.line) }
        }
        let files = wanted.keys.filter { Int($0) < paths.count }
        let wantedLines = wanted
        let texts = ParallelMap.map(count: files.count, jobs: jobs) { k -> [Int32: String]? in
            guard case .success(let bytes) = SourceReader.read(paths[Int(files[k])]) else { return nil }
            let source = SourceText(path: paths[Int(files[k])], bytes: bytes)
            var texts: [Int32: String] = [:]
            for line in wantedLines[files[k]]! { texts[line] = source.lineText(Int(line)) }
            return texts
        }
        var result: [Int32: [Int32: String]] = [:]
        for (file, lines) in zip(files, texts) { result[file] = lines }
        return result
    }
}

/// FNV-1a, 64 bits, as 16 hex digits: a fingerprint that is the same on every machine and run.
func fnv1a64(_ text: String) -> String {
    var text = text
    // Over the contiguous bytes: stepping a String's UTF-8 view byte by byte costs several times more.
    let hash = text.withUTF8 { FNV1a.hash($0) }
    return String(hash, radix: 16).leftPadded(16)
}
