// superfluous-suppression: a `navlint:disable` comment that suppresses nothing, or that names no rule.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// The findings come from `Suppressions.apply`, which runs after every other rule (it needs their findings):
/// this type gives the rule its id, severity and place in the catalog and the configuration.
public struct SuperfluousSuppression: Rule {
    public static let id = "superfluous-suppression"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }
}
