// What reading the files of a run found: per-file counts and problems, and the summary line.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What one file contributed to a run.
public struct FileScan: Sendable {
    public var path: String
    public var byteCount: Int
    public var lineCount: Int
    public var problem: FileProblem?
    public var parseDiagnostics: [ParseDiagnostic]
}

/// The outcome of reading and parsing a set of paths.
public struct ScanReport: Sendable {
    public var files: [FileScan]
    /// Problems with the paths themselves (missing, not Swift, unreadable directories) and with files.
    public var problems: [FileProblem]
    public var elapsedNanoseconds: UInt64
    /// Files found in folders and left out by the configuration's include/exclude.
    public var excludedCount = 0

    public var scannedFileCount: Int { files.filter { $0.problem == nil }.count }
    public var lineCount: Int { files.reduce(0) { $0 + $1.lineCount } }
    public var byteCount: Int { files.reduce(0) { $0 + $1.byteCount } }

    /// `Scanned 1733 files (555078 lines, 20.0 MB) in 84 ms`
    public var summaryLine: String {
        let count = scannedFileCount
        let mb = Double(byteCount) / 1_000_000
        let ms = elapsedNanoseconds / 1_000_000
        let lines = lineCount
        return "Scanned \(count) file\(count == 1 ? "" : "s") (\(lines) line\(lines == 1 ? "" : "s"), \(formatOneDecimal(mb)) MB) in \(ms) ms"
    }
}
