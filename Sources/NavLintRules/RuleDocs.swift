// A rule's documentation, read from its page: `RulePages.all`, which RulePagesPlugin generates from Rules/*.md
// into the module NavLintRulePages (see Plugins/RulePagesPlugin), linked into the executable and the tests.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// The pages, as the generated file gives them: it declares `RuleDocs`'s conformance, which the run time finds in
/// whatever program links NavLintRulePages. No hand-written file names a generated declaration, so that a compile
/// job that does not see the generated file has nothing to report (SwiftPM 6.3, building this package as a plugin's
/// tool in a package that depends on NavLint, printed "cannot find 'RulePages' in scope" three times).
package protocol RulePageSource {
    static var all: [String: String] { get }
}

public enum RuleDocs {
    /// Every page by rule id (empty in a program that does not link NavLintRulePages, or a build that did not run
    /// RulePagesPlugin).
    static let pages: [String: String] = (RuleDocs.self as Any as? RulePageSource.Type)?.all ?? [:]

    /// The page of a rule, exactly as `Rules/<id>.md`.
    public static func page(_ id: String) -> String? { pages[id] }

    /// The one-line summary from the page's first paragraph: `Default severity: error. Summary: <line>.`
    public static func summary(_ id: String) -> String {
        guard let page = pages[id] else { return "" }
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if let r = line.firstRange(of: "Summary: ") { return String(line[r.upperBound...]) }
        }
        return ""
    }

    /// The `## What it does` section as markdown: paragraphs separated by a blank line, each paragraph and
    /// list item on one line.
    public static func description(_ id: String) -> String {
        guard let page = pages[id] else { return "" }
        var blocks: [String] = []
        var current = ""
        var inSection = false
        func flush() {
            if !current.isEmpty { blocks.append(current) }
            current = ""
        }
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                if inSection { break }
                inSection = line == "## What it does"
                continue
            }
            guard inSection else { continue }
            let text = line.trimmingCharacters(in: " ")
            if text.isEmpty {
                flush()
                if !blocks.isEmpty && blocks.last != "" { blocks.append("") }
            } else if text.hasPrefix("- ") || text.hasPrefix("* ") || (text.first?.isNumber == true && text.contains(". ")) && line.first != " " {
                flush()
                current = text
            } else if current.hasPrefix("> ") && text.hasPrefix("> ") {
                // A quotation's next line: one quotation.
                current += " " + text.dropFirst(2)
            } else {
                current += current.isEmpty ? text : " " + text
            }
        }
        flush()
        while blocks.last == "" { blocks.removeLast() }
        return blocks.joined(separator: "\n")
    }

    /// Markdown made plain text: no backticks, no `**` or `__` emphasis.
    public static func plain(_ markdown: String) -> String {
        markdown.replacingAll("`", with: "").replacingOccurrences("**", with: "").replacingOccurrences("__", with: "")
    }

    /// Where the rule's page is published.
    public static func helpURI(_ id: String) -> String { "\(NavLintVersion.repositoryURL)/blob/main/Rules/\(id).md" }
}
