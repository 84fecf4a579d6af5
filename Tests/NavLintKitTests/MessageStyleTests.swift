// One message style for every rule: sentence case, what is wrong first, then what to do, each sentence ending
// with a full stop (or a question mark: "Did you mean ...?"). A message may start with a quoted code name
// ('NavigationView', "User") instead of a capital letter. Notes are not messages: they label a place ("the
// await is here") and keep the compiler's lower-case style.
//
// The messages checked are those every rule gives for the triggering examples on its page (Rules/<id>.md).

import Foundation
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintKit
import XCTest

final class MessageStyleTests: XCTestCase {
    /// The style problems of one message, or none.
    static func problems(_ message: String) -> [String] {
        var problems: [String] = []
        guard let first = message.first else { return ["empty"] }
        if !(first.isUppercase || first == "'" || first == "\"") { problems.append("does not start with a capital letter or a quoted name") }
        if !(message.hasSuffix(".") || message.hasSuffix("?")) { problems.append("does not end with a full stop") }
        // At least two sentences: the problem, then what to do.
        let sentenceBreaks = message.indices.dropLast(2).filter { i in
            let next = message.index(after: i), start = message.index(after: next)
            return (message[i] == "." || message[i] == "?") && message[next] == " " && message[start].isUppercase
        }
        if sentenceBreaks.isEmpty { problems.append("is one sentence: say what is wrong, then what to do") }
        if message.contains("; remove") || message.contains("; use ") || message.contains("; put ") || message.contains("; check ") {
            problems.append("joins the advice to the problem with a semicolon")
        }
        return problems
    }

    func testTheStyleCheckItself() {
        XCTAssertEqual(Self.problems("'NavigationView' is deprecated since iOS 16. Use NavigationStack."), [])
        XCTAssertEqual(Self.problems("'x' names no rule 'y'. Did you mean 'z'?"), [])
        XCTAssertFalse(Self.problems("this is wrong. Do that.").isEmpty)
        XCTAssertFalse(Self.problems("This is wrong; use that").isEmpty)
        XCTAssertFalse(Self.problems("This is wrong.").isEmpty)
    }

    func testEveryRuleMessageIsSentenceCaseProblemThenAdvice() throws {
        for rule in RuleCatalog.all {
            let page = try String(contentsOf: RulePage.path(rule.id), encoding: .utf8)
            var messages = Set<String>()
            for example in RulePage.examples(page) where example.triggering {
                var configuration = LintConfiguration()
                if rule.id != SuperfluousSuppression.id { configuration.only = [rule.id] }
                configuration.ruleOptions[rule.id] = example.options
                let sources = example.files.map { SourceText(path: $0.name, text: $0.text) }
                for d in Linter.lint(sources, configuration: configuration) where d.ruleID == rule.id { messages.insert(d.message) }
            }
            XCTAssertFalse(messages.isEmpty, "\(rule.id): its page's triggering examples give no message to check")
            for message in messages.sorted() {
                let problems = Self.problems(message)
                XCTAssertEqual(problems, [], "\(rule.id): \(message)")
            }
        }
    }
}
