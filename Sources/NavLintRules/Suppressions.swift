// Applies the `// navlint:disable …` directives read while indexing to the findings of the whole run, and checks
// the directives themselves (a suppression that suppresses nothing, or names no rule, is reported).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

package enum Suppressions {
    /// Removes the findings that directives suppress, and adds `superfluous-suppression` findings for the
    /// directives that suppressed nothing or that name no rule. `enabled` are the rules that ran: a directive
    /// for a rule that did not run cannot be judged and is left alone.
    package static func apply(_ diagnostics: [Diagnostic], directives: [Int32: [SuppressionDirective]], enabled: Set<String>,
                      reportSuperfluous: Bool, superfluousSeverity: Severity) -> [Diagnostic] {
        guard !directives.isEmpty else { return diagnostics }
        // used[file][directive][rule entry]
        var used: [Int32: [[Bool]]] = [:]
        for (file, list) in directives { used[file] = list.map { [Bool](repeating: false, count: $0.rules.count) } }
        let indexes = directives.mapValues { DirectiveIndex($0) }
        var kept: [Diagnostic] = []
        for d in diagnostics {
            guard let list = directives[d.location.file], let index = indexes[d.location.file] else { kept.append(d); continue }
            var suppressed = false
            func entry(_ k: Int) -> Int? { list[k].rules.firstIndex(where: { $0 == d.ruleID || $0 == "all" }) }
            // `disable:next`, `disable:this` and `disable:previous` aimed at the finding's line.
            for k in index.byTargetLine[d.location.line] ?? [] {
                guard let e = entry(k) else { continue }
                suppressed = true
                used[d.location.file]![k][e] = true
            }
            // The last region directive before the finding that concerns its rule decides.
            let decider = max(index.lastRegionDirective(for: d.ruleID, atOrBefore: d.location) ?? -1,
                              index.lastRegionDirective(for: "all", atOrBefore: d.location) ?? -1)
            if decider >= 0, list[decider].action == .disable, let e = entry(decider) {
                suppressed = true
                used[d.location.file]![decider][e] = true
            }
            if !suppressed { kept.append(d) }
        }
        guard reportSuperfluous else { return kept }
        let ids = RuleCatalog.all.map { $0.id }
        // `all` may be meant for any rule: it can be judged only when every rule that runs by default ran.
        let allDefaultRulesRan = RuleCatalog.all.allSatisfy { $0.isOptIn || enabled.contains($0.id) }
        var superfluous: [Diagnostic] = []
        for file in directives.keys.sorted() {
            for (k, directive) in directives[file]!.enumerated() {
                func report(_ message: String) {
                    superfluous.append(Diagnostic(ruleID: SuperfluousSuppression.id, severity: superfluousSeverity, message: message,
                                                  location: directive.location, notes: []))
                }
                if let problem = directive.problem { report(problem); continue }
                let command = "navlint:\(directive.action!.rawValue)"
                for (entry, rule) in directive.rules.enumerated() {
                    if rule != "all" && RuleCatalog.rule(rule) == nil {
                        let hint = closest(rule, among: ids).map { ". Did you mean '\($0)'?" } ?? ". Use a rule id that 'navlint rules' lists."
                        report("'\(command)' names no rule '\(rule)'\(hint)")
                        continue
                    }
                    guard directive.action != .enable, !used[file]![k][entry], rule != SuperfluousSuppression.id,
                          rule == "all" ? allDefaultRulesRan : enabled.contains(rule) else { continue }
                    report("'\(command) \(rule)' suppresses no finding. Remove it.")
                }
            }
        }
        // A directive may silence these reports too, when it names the rule itself.
        let naming = directives.mapValues { list in list.filter { $0.problem == nil && $0.rules.contains(SuperfluousSuppression.id) } }
        let own = superfluous.filter { s in
            !(naming[s.location.file] ?? []).contains { d in
                switch d.action! {
                case .disable: return d.location <= s.location && !(naming[s.location.file] ?? []).contains {
                    $0.action == .enable && d.location < $0.location && $0.location <= s.location }
                case .enable: return false
                case .disableNext: return s.location.line == d.endLine + 1
                case .disableThis: return s.location.line == d.location.line
                case .disablePrevious: return s.location.line == d.location.line - 1
                }
            }
        }
        return Diagnostic.inOutputOrder(kept + own)
    }
}

/// One file's directives, found by what they aim at: the line of a `disable:next`/`:this`/`:previous`, and for each
/// rule id (and `all`) the region directives (`disable`, `enable`) naming it, in source order.
private struct DirectiveIndex {
    var byTargetLine: [Int32: [Int]] = [:]
    var regions: [String: [(location: SourceLocation, directive: Int)]] = [:]

    init(_ list: [SuppressionDirective]) {
        for (k, d) in list.enumerated() where d.problem == nil {
            switch d.action! {
            case .disable, .enable:
                for rule in Set(d.rules) { regions[rule, default: []].append((d.location, k)) }
            case .disableNext: byTargetLine[d.endLine + 1, default: []].append(k)
            case .disableThis: byTargetLine[d.location.line, default: []].append(k)
            case .disablePrevious: byTargetLine[d.location.line - 1, default: []].append(k)
            }
        }
    }

    /// The last region directive naming `rule` at or before `location` (directives come in source order).
    func lastRegionDirective(for rule: String, atOrBefore location: SourceLocation) -> Int? {
        guard let list = regions[rule] else { return nil }
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].location <= location { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? list[lo - 1].directive : nil
    }
}
