// path-binding-passed-down: a stack's path handed as a @Binding to a child view that changes it itself (docs/navigation.md#s7.1).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a view that hands the path a `NavigationStack(path:)` binds to a child view's `@Binding` property
/// when the child's own code changes that binding (append, assignment, removeLast …): navigation then has more
/// than one owner. A child that only reads the binding, hands it on, or binds a stack of its own to it is not
/// reported; the hand-down to the view that changes it is. Opt-in: a design choice, not a run-time fault.
public struct PathBindingPassedDown: Rule {
    public static let id = "path-binding-passed-down"
    public static let defaultSeverity = Severity.info
    public static let isOptIn = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var changes: [PathKey: [SourceLocation]] = [:]
        var result: [Diagnostic] = []
        for handoff in analysis.pathBindingHandoffs() {
            let own = changes[handoff.child] ?? analysis.ownChanges(of: handoff.child)
            changes[handoff.child] = own
            guard let first = own.first else { continue }
            let child = handoff.child.owner
            result.append(finding(
                "The navigation path '\(handoff.parent)' is handed to \(child) as a binding, and \(child) changes it itself: navigation now has more than one owner. Keep the path in one coordinator or router and let \(child) ask it to navigate.",
                at: handoff.argument,
                notes: [Note(message: "\(child) declares the binding here", location: handoff.declaration),
                        Note(message: "\(child) changes the path here", location: first)]))
        }
        return result
    }
}
