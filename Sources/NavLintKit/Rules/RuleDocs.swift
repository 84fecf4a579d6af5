// A rule's documentation, read from its page (embedded in the binary by Scripts/embed-rule-pages).

public enum RuleDocs {
    /// The page of a rule, exactly as `Rules/<id>.md`.
    public static func page(_ id: String) -> String? { RulePages.all[id].map { $0 + "\n" } }

    /// The one-line summary from the page's first paragraph: `Default severity: error. Summary: <line>.`
    public static func summary(_ id: String) -> String {
        guard let page = RulePages.all[id] else { return "" }
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if let r = line.range(of: "Summary: ") { return String(line[r.upperBound...]) }
        }
        return ""
    }

    /// The first paragraph under `## What it does`, on one line (markdown as written).
    public static func description(_ id: String) -> String {
        guard let page = RulePages.all[id] else { return "" }
        var paragraph: [Substring] = []
        var inSection = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                if inSection { break }
                inSection = line == "## What it does"
                continue
            }
            guard inSection else { continue }
            if line.allSatisfy({ $0 == " " }) {
                if paragraph.isEmpty { continue }
                break
            }
            paragraph.append(line)
        }
        return paragraph.map { $0.trimmingCharacters(in: " ") }.joined(separator: " ")
    }

    /// Where the rule's page is published.
    public static func helpURI(_ id: String) -> String { "\(NavLintVersion.repositoryURL)/blob/main/Rules/\(id).md" }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        var s = self
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}
