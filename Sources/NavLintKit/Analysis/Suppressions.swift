// `// navlint:disable …` comments: read per file while indexing, applied to the findings of the whole run, and
// checked themselves (a suppression that suppresses nothing, or names no rule, is reported).

/// One `navlint:` comment.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Action: String, Sendable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
    }

    /// Nil when the comment is not a directive NavLint understands (`problem` says why).
    public var action: Action?
    /// Rule ids as written (`all` for every rule).
    public var rules: [String]
    /// Where the comment starts.
    public var location: SourceLocation
    /// The line the comment ends on (a block comment may span lines; `disable:next` covers the line after it).
    public var endLine: Int32
    public var problem: String?

    /// Reads the directive in a comment's text, or nil when the comment is no `navlint:` directive.
    /// Directive comments start with `navlint:` after `//` or `/*` and spaces (`/// navlint:` is documentation).
    static func parse(_ text: String, at location: SourceLocation, endLine: Int32? = nil) -> SuppressionDirective? {
        var body = Substring(text)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        } else {
            return nil
        }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard body.hasPrefix("navlint:") else { return nil }
        body = body.dropFirst("navlint:".count)
        // Words up to a ` - reason`.
        var words: [Substring] = []
        // Rules are separated by spaces (or commas, as some write them).
        for word in body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," }) {
            if word == "-" { break }
            words.append(word)
        }
        let verb = words.first.map(String.init) ?? ""
        var directive = SuppressionDirective(action: Action(rawValue: verb), rules: words.dropFirst().map(String.init), location: location,
                                             endLine: endLine ?? location.line)
        if directive.action == nil {
            let verbs = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]
            let hint = closest(verb, among: verbs).map { "; did you mean 'navlint:\($0)'?" } ?? "; use navlint:disable, navlint:enable, navlint:disable:next, navlint:disable:this or navlint:disable:previous"
            directive.problem = verb.isEmpty ? "'navlint:' names no command\(hint)" : "'navlint:\(verb)' is not a NavLint command\(hint)"
        } else if directive.rules.isEmpty {
            directive.problem = "'navlint:\(verb)' names no rule; write the rule ids it is for, or 'all'"
        }
        return directive
    }

    /// The directives among a file's comments.
    static func scan(_ tree: SyntaxTree, file: Int32) -> [SuppressionDirective] {
        var found: [SuppressionDirective] = []
        let bytes = tree.source.bytes
        let marker = Array("navlint:".utf8)
        for comment in tree.tokens.comments {
            let s = Int(comment.start), e = Int(comment.end)
            guard e - s >= 2 + marker.count, bytes[s] == UInt8(ascii: "/") else { continue }
            // Cheap test first: the marker right after the opener and its spaces.
            var k = s + 2
            while k < e, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
            guard k + marker.count <= e, bytes[k] == marker[0], Array(bytes[k..<k + marker.count]) == marker else { continue }
            let (line, column) = tree.source.location(of: s)
            let endLine = tree.source.location(of: max(s, e - 1)).line
            if let d = parse(tree.source.text(s, e), at: SourceLocation(file: file, line: Int32(line), column: Int32(column)), endLine: Int32(endLine)) {
                found.append(d)
            }
        }
        return found
    }
}

enum Suppressions {
    /// Removes the findings that directives suppress, and adds `superfluous-suppression` findings for the
    /// directives that suppressed nothing or that name no rule. `enabled` are the rules that ran: a directive
    /// for a rule that did not run cannot be judged and is left alone.
    static func apply(_ diagnostics: [Diagnostic], directives: [Int32: [SuppressionDirective]], enabled: Set<String>,
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
                        let hint = closest(rule, among: ids).map { "; did you mean '\($0)'?" } ?? "; 'navlint rules' lists the rule ids"
                        report("'\(command)' names no rule '\(rule)'\(hint)")
                        continue
                    }
                    guard directive.action != .enable, !used[file]![k][entry], rule != SuperfluousSuppression.id,
                          rule == "all" ? allDefaultRulesRan : enabled.contains(rule) else { continue }
                    report("'\(command) \(rule)' suppresses no finding; remove it")
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
