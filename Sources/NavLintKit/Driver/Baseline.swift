// Baselines: the findings a team accepts for now, matched by rule, file, the text of the finding's line and
// its message (never by line number), so that edits elsewhere in a file do not bring them back.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

public struct Baseline: Equatable {
    public struct Entry: Hashable, Comparable {
        public var rule: String
        /// Relative to the baseline file's folder, so that the baseline works from any working directory.
        public var path: String
        /// The finding's source line, trimmed.
        public var source: String
        public var message: String

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.source, a.message) < (b.path, b.rule, b.source, b.message)
        }
    }

    public var counts: [Entry: Int] = [:]

    public init() {}

    /// The entry a finding would have, given the baseline file's folder (absolute, symbolic links resolved).
    /// The entries of a report's findings, in order; each file's path is resolved once.
    static func entries(_ report: Report, base: String) -> [Entry] {
        var paths: [Int32: String] = [:]
        return report.diagnostics.map { d in
            let path = paths[d.location.file] ?? relativePath(report.path(d.location), base: base)
            paths[d.location.file] = path
            return Entry(rule: d.ruleID, path: path, source: (report.lineText(d.location) ?? "").trimmingWhitespace(), message: d.message)
        }
    }

    static func relativePath(_ path: String, base: String) -> String {
        Paths.relativeWithParents(Paths.real(path), to: base)
    }

    /// The folder (absolute, symbolic links resolved) that a baseline file's paths are relative to.
    static func base(of file: String) -> String {
        Paths.folder(ofAbsolute: Paths.real(file))
    }

    /// The baseline of a report's findings, to be written to `file`.
    public static func make(_ report: Report, file: String) -> Baseline {
        var b = Baseline()
        let base = base(of: file)
        for e in entries(report, base: base) { b.counts[e, default: 0] += 1 }
        return b
    }

    public var json: String {
        let findings: [JSONValue] = counts.keys.sorted().map { e in
            .object([("rule", .string(e.rule)), ("path", .string(e.path)), ("source", .string(e.source)),
                     ("message", .string(e.message)), ("count", .int(counts[e]!))])
        }
        return JSON.write(.object([("schemaVersion", .int(1)), ("findings", .array(findings))])) + "\n"
    }

    public static func load(_ file: String) -> Result<Baseline, ConfigurationError> {
        let bytes: [UInt8]
        switch SourceReader.read(file) {
        case .success(let read): bytes = read
        case .failure(let problem):
            let reason = problem.message.hasPrefix("no such file") ? "no such file" : String(problem.message.prefix { $0 != ";" })
            return .failure(ConfigurationError("\(file): cannot read the baseline (\(reason)); check the path, or create it with --write-baseline \(file)"))
        }
        let value: JSONValue
        do {
            value = try JSON.parse(String(decoding: bytes, as: UTF8.self))
        } catch let e as JSONParseError {
            return .failure(ConfigurationError("\(file):\(e.line):\(e.column): the baseline is not valid JSON: \(e.message); write it again with --write-baseline"))
        } catch {
            return .failure(ConfigurationError("\(file): the baseline is not valid JSON"))
        }
        guard case .array(let items)? = value["findings"], value["schemaVersion"]?.intValue == 1 else {
            return .failure(ConfigurationError("\(file): not a NavLint baseline (schemaVersion 1 with a findings array); write it with --write-baseline"))
        }
        var b = Baseline()
        for (k, item) in items.enumerated() {
            guard let rule = item["rule"]?.stringValue, let path = item["path"]?.stringValue, let source = item["source"]?.stringValue,
                  let message = item["message"]?.stringValue, let count = item["count"]?.intValue, count >= 1 else {
                return .failure(ConfigurationError("\(file): findings[\(k)] needs rule, path, source and message strings and a count of at least 1"))
            }
            b.counts[Entry(rule: rule, path: path, source: source, message: message), default: 0] += count
        }
        return .success(b)
    }

    /// The report without the findings this baseline holds back. Where a line repeats, the first findings in
    /// output order match. An entry no longer occurs (is stale) when its rule ran (`ran`) on its file (one of
    /// `linted`) and nothing matched it: entries of rules turned off, or of files not linted this time, are not
    /// judged.
    public func filter(_ report: Report, file: String, ran: Set<String>, linted: [String]) -> Report {
        let base = Baseline.base(of: file)
        var remaining = counts
        var held = Set<Int>()
        for (k, e) in Baseline.entries(report, base: base).enumerated() {
            if let n = remaining[e], n > 0 {
                remaining[e] = n - 1
                held.insert(k)
            }
        }
        var lintedPaths: Set<String>? = nil
        var stale = 0
        for (e, n) in remaining where n > 0 && ran.contains(e.rule) {
            if lintedPaths == nil { lintedPaths = Set(linted.map { Baseline.relativePath($0, base: base) }) }
            if lintedPaths!.contains(e.path) { stale += n }
        }
        return report.filtered(matched: held.count, stale: stale) { !held.contains($0) }
    }
}
