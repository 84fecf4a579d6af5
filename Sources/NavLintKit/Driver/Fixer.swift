// `navlint lint --fix` / `--diff`: works out the fixes of the findings, applies them in memory, lints again, and
// keeps only the fixes after which the finding is gone, no new finding appears and the file parses as cleanly.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules

/// A finding and its fix.
public struct PlannedFix {
    public var diagnostic: Diagnostic
    public var fix: Fix
}

/// The outcome of `Fixer.plan`: the files' new contents, and which fixes were kept or rolled back.
public struct FixPlan {
    /// The files as read (by file index of the lint), and those a fix changes with their new contents.
    public var original: [Int: [UInt8]] = [:]
    public var fixed: [Int: [UInt8]] = [:]
    /// Kept fixes, each located in the file as it was in the round that applied it (the first round: as linted).
    public var applied: [PlannedFix] = []
    /// Fixes taken back after linting again, and why.
    public var rolledBack: [(planned: PlannedFix, reason: String)] = []
    /// Unsafe fixes not applied (no `--unsafe-fixes`).
    public var unsafeHeldBack = 0

    public var changedFiles: [Int] { fixed.keys.sorted() }
}

public enum Fixer {
    typealias Key = FindingKey

    struct FindingKey: Hashable {
        var file: Int32
        var rule: String
        var message: String
    }

    static func key(_ d: Diagnostic) -> FindingKey { FindingKey(file: d.location.file, rule: d.ruleID, message: d.message) }

    static func counts(_ ds: [Diagnostic]) -> [FindingKey: Int] {
        var c: [FindingKey: Int] = [:]
        for d in ds { c[key(d), default: 0] += 1 }
        return c
    }

    /// Plans the fixes of `targets` (findings of a lint of `paths`, file indices following `paths`): safe fixes, and
    /// unsafe ones too when `unsafe`. Fixes that overlap are applied over several rounds (at most `rounds`).
    public static func plan(paths: [String], targets: [Diagnostic], configuration: LintConfiguration, jobs: Int,
                            unsafe: Bool, rounds: Int = 4) -> FixPlan {
        var plan = FixPlan()
        guard targets.contains(where: { Fixes.ruleIDs.contains($0.ruleID) }) else { return plan }
        var readable = Set<Int>()
        var sources = paths.enumerated().map { i, p -> SourceText in
            guard case .success(let bytes) = SourceReader.read(p) else { return SourceText(path: p, bytes: []) }
            readable.insert(i)
            return SourceText(path: p, bytes: bytes)
        }
        let first = sources
        var before = Linter.lint(sources, configuration: configuration, jobs: jobs)
        // Round 1 fixes the targets themselves; later rounds the findings of the same kinds left because their fix
        // overlapped another's (their places have moved), and the targets that had no fix in the round before, which
        // another fix may have made possible (a link's, once its NavigationView is a NavigationStack).
        let wanted = Set(targets.map { Located(location: $0.location, rule: $0.ruleID, message: $0.message) })
        var pending: [FindingKey: Int] = [:]
        var retry: Set<Spot> = []
        for round in 0..<rounds {
            var eligible: [Diagnostic] = []
            var left = pending
            for d in before where Fixes.ruleIDs.contains(d.ruleID) && readable.contains(Int(d.location.file)) {
                if round == 0 {
                    if wanted.contains(Located(location: d.location, rule: d.ruleID, message: d.message)) { eligible.append(d) }
                } else if let n = left[key(d)], n > 0 {
                    left[key(d)] = n - 1
                    eligible.append(d)
                } else if !retry.isEmpty, let spot = spot(d, sources), retry.contains(spot) {
                    eligible.append(d)
                }
            }
            // Each file's fixes, in the order of the findings; one that overlaps a fix taken before waits.
            var candidates: [PlannedFix] = []
            var deferred: [Diagnostic] = []
            var unfixed: [Spot] = []
            var parsed: [Int32: FixableFile] = [:]
            for d in eligible {
                let f = d.location.file
                if parsed[f] == nil { parsed[f] = FixableFile(sources[Int(f)]) }
                guard let fix = Fixes.fix(for: d, in: parsed[f]!) else {
                    if let spot = spot(d, sources) { unfixed.append(spot) }
                    continue
                }
                if !fix.isSafe && !unsafe {
                    plan.unsafeHeldBack += 1
                    continue
                }
                if candidates.contains(where: { $0.diagnostic.location.file == f && overlaps($0.fix, fix) }) {
                    deferred.append(d)
                } else {
                    candidates.append(PlannedFix(diagnostic: d, fix: fix))
                }
            }
            if candidates.isEmpty { break }
            let accepted = verify(candidates, sources: sources, before: before, parsed: parsed, configuration: configuration, jobs: jobs,
                                  rolledBack: &plan.rolledBack)
            if !accepted.fixes.isEmpty {
                sources = accepted.sources
                before = accepted.after
                plan.applied += accepted.fixes
            }
            // The findings with no fix, at their places in the files as fixed (gone when a fix rewrote them).
            retry = Set(unfixed.compactMap { moved($0, by: accepted.fixes) })
            if (deferred.isEmpty && retry.isEmpty) || accepted.fixes.isEmpty { break }
            pending = counts(deferred)
        }
        for i in sources.indices where sources[i].bytes != first[i].bytes {
            plan.original[i] = first[i].bytes
            plan.fixed[i] = sources[i].bytes
        }
        return plan
    }

    struct Located: Hashable {
        var location: SourceLocation
        var rule: String
        var message: String
    }

    /// A finding by the byte it starts at, which can be followed through the edits of a round.
    struct Spot: Hashable {
        var file: Int32
        var offset: Int
        var rule: String
        var message: String
    }

    static func spot(_ d: Diagnostic, _ sources: [SourceText]) -> Spot? {
        let starts = sources[Int(d.location.file)].lineStarts
        guard d.location.line >= 1 && Int(d.location.line) <= starts.count else { return nil }
        return Spot(file: d.location.file, offset: Int(starts[Int(d.location.line) - 1]) + Int(d.location.column) - 1, rule: d.ruleID, message: d.message)
    }

    /// Where `spot` is once `fixes` are applied; nil when one of them replaces the bytes it starts at.
    static func moved(_ spot: Spot, by fixes: [PlannedFix]) -> Spot? {
        var result = spot
        for p in fixes where p.diagnostic.location.file == spot.file {
            for e in p.fix.edits {
                if e.start <= spot.offset && spot.offset < e.end { return nil }
                if e.end <= spot.offset { result.offset += e.replacement.utf8.count - (e.end - e.start) }
            }
        }
        return result
    }

    static func overlaps(_ a: Fix, _ b: Fix) -> Bool {
        // Ranges that share bytes, or an insertion strictly inside another's range; insertions at one place do not.
        a.edits.contains { x in b.edits.contains { y in x.start < y.end && y.start < x.end } }
    }

    /// `sources` with `fixes` applied (each file's edits in order; insertions at one place in the fixes' order).
    static func applying(_ fixes: [PlannedFix], to sources: [SourceText]) -> [SourceText] {
        var result = sources
        var byFile: [Int32: [TextEdit]] = [:]
        for p in fixes { byFile[p.diagnostic.location.file, default: []] += p.fix.edits }
        for (f, edits) in byFile {
            let ordered = edits.enumerated().sorted { ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset) }.map(\.element)
            let s = sources[Int(f)]
            result[Int(f)] = SourceText(path: s.path, bytes: Fix.apply(ordered, to: s.bytes))
        }
        return result
    }

    /// Applies `candidates`, lints again and keeps those after which each file has the findings it had less the fixed
    /// ones (no new finding, the fixed one gone) and parses as cleanly. When some file fails, the fixes of the files
    /// that passed are kept and the others are tried one at a time.
    static func verify(_ candidates: [PlannedFix], sources: [SourceText], before: [Diagnostic], parsed: [Int32: FixableFile],
                       configuration: LintConfiguration, jobs: Int,
                       rolledBack: inout [(planned: PlannedFix, reason: String)]) -> (fixes: [PlannedFix], sources: [SourceText], after: [Diagnostic]) {
        func attempt(_ fixes: [PlannedFix]) -> (failing: [Int32: String], sources: [SourceText], after: [Diagnostic]) {
            let changed = applying(fixes, to: sources)
            let after = Linter.lint(changed, configuration: configuration, jobs: jobs)
            var expected = counts(before)
            for p in fixes { expected[key(p.diagnostic), default: 0] -= 1 }
            var failing: [Int32: String] = [:]
            var unmatched: [Diagnostic] = []
            for d in after {
                let k = key(d)
                if let n = expected[k], n > 0 { expected[k] = n - 1; continue }
                unmatched.append(d)
            }
            for d in unmatched {
                let k = key(d)
                // A finding that was there before, at the same place in the code the fixes left alone, whose advice
                // now reads otherwise (the style on a Group that held the NavigationView just fixed now does nothing):
                // not a new finding.
                if let was = earlier(d, fixes: fixes, before: before, sources: sources, changed: changed),
                   let n = expected[key(was)], n > 0 {
                    expected[key(was)] = n - 1
                    continue
                }
                let fixedHere = fixes.contains { key($0.diagnostic) == k }
                if failing[d.location.file] == nil {
                    failing[d.location.file] = fixedHere
                        ? "the finding would remain"
                        : "a new finding would appear at line \(d.location.line): \(d.message) [\(d.ruleID)]"
                }
            }
            for f in Set(fixes.map(\.diagnostic.location.file)) where failing[f] == nil {
                let old = parsed[f]?.parseProblems ?? FixableFile(sources[Int(f)]).parseProblems
                if FixableFile(changed[Int(f)]).parseProblems > old { failing[f] = "the fixed file would not parse as cleanly" }
            }
            return (failing, changed, after)
        }
        let all = attempt(candidates)
        if all.failing.isEmpty { return (candidates, all.sources, all.after) }
        let fixedFiles = Set(candidates.map(\.diagnostic.location.file))
        var accepted: [PlannedFix] = []
        var state = (sources: sources, after: before)
        if all.failing.keys.allSatisfy({ fixedFiles.contains($0) }) {
            let passed = candidates.filter { all.failing[$0.diagnostic.location.file] == nil }
            if !passed.isEmpty {
                let r = attempt(passed)
                if r.failing.isEmpty { accepted = passed; state = (r.sources, r.after) }
            }
        }
        for p in candidates where !accepted.contains(where: { $0.diagnostic == p.diagnostic }) {
            let r = attempt(accepted + [p])
            if r.failing.isEmpty {
                accepted.append(p)
                state = (r.sources, r.after)
            } else {
                rolledBack.append((p, r.failing[p.diagnostic.location.file] ?? r.failing.values.sorted().first ?? "a new finding would appear"))
            }
        }
        return (accepted, state.sources, state.after)
    }

    /// The finding of `before` of the same rule at the place in the original file that `d`'s place in the fixed file
    /// comes from (outside every edit of `fixes`), other than the fixed ones.
    static func earlier(_ d: Diagnostic, fixes: [PlannedFix], before: [Diagnostic], sources: [SourceText], changed: [SourceText]) -> Diagnostic? {
        let f = d.location.file
        guard let at = offset(d.location, in: changed[Int(f)]) else { return nil }
        let edits = fixes.filter { $0.diagnostic.location.file == f }.flatMap(\.fix.edits).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        var delta = 0
        for e in edits {
            let start = e.start + delta
            guard start <= at else { break }
            let length = e.replacement.utf8.count
            if at < start + length { return nil }
            delta += length - (e.end - e.start)
        }
        let original = at - delta
        return before.first { b in
            b.location.file == f && b.ruleID == d.ruleID && offset(b.location, in: sources[Int(f)]) == original
                && !fixes.contains { $0.diagnostic == b }
        }
    }

    static func offset(_ location: SourceLocation, in source: SourceText) -> Int? {
        guard location.line >= 1 && Int(location.line) <= source.lineStarts.count else { return nil }
        return Int(source.lineStarts[Int(location.line) - 1]) + Int(location.column) - 1
    }

    /// Sets the fix of each finding in `diagnostics` that has one (safe or not) and that passes the checks of
    /// `plan`, for the json and sarif reports.
    public static func attachFixes(to diagnostics: inout [Diagnostic], paths: [String], configuration: LintConfiguration, jobs: Int) {
        guard diagnostics.contains(where: { Fixes.ruleIDs.contains($0.ruleID) }) else { return }
        let plan = plan(paths: paths, targets: diagnostics, configuration: configuration, jobs: jobs, unsafe: true, rounds: 1)
        var byFinding: [Located: Fix] = [:]
        for p in plan.applied { byFinding[Located(location: p.diagnostic.location, rule: p.diagnostic.ruleID, message: p.diagnostic.message)] = p.fix }
        for k in diagnostics.indices {
            diagnostics[k].fix = byFinding[Located(location: diagnostics[k].location, rule: diagnostics[k].ruleID, message: diagnostics[k].message)]
        }
    }

    /// The unified diff of every file `plan` changes, in file order.
    public static func diff(_ plan: FixPlan, paths: [String]) -> String {
        plan.changedFiles.map { UnifiedDiff.render(path: paths[$0], old: plan.original[$0]!, new: plan.fixed[$0]!) }.joined()
    }
}
