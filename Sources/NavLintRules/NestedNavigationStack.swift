// nested-navigation-stack: a NavigationStack opened inside another stack's scope, by a view pushed on it or composed into it.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a `NavigationStack` written in a view (or in content) that is shown inside another `NavigationStack`:
/// composed into its root content, or pushed on it by a destination, a view link or `isPresented:`. A sheet,
/// full-screen cover or popover starts a new context (its stack is not nested), and so does a split view's column
/// (the cookbook's detail column holds a stack).
public struct NestedNavigationStack: Rule {
    public static let id = "nested-navigation-stack"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // A view shown only in the branch of a routing switch for a route case that nothing constructs is never shown:
        // unreachable-route reports the case (one mistake, one finding).
        var avoided: Set<Frame> = []
        for b in UnreachableRoute.deadCases(context.analysis).branches where b.allDead { avoided.insert(Frame(region: b.region, element: b.element)) }
        var enclosing = context.analysis.enclosingContexts(of: .stack, in: [.stack], avoiding: avoided)
        // FlowStacks' stacks are made to nest (a child flow coordinator in its parent's): not judged, inside or around.
        var byDesign: Set<SourceLocation> = []
        for r in context.analysis.graph.regions { for c in r.containers where c.nestsByDesign { byDesign.insert(c.location) } }
        if !byDesign.isEmpty {
            for (inner, outer) in enclosing {
                let kept = outer.filter { !byDesign.contains($0) }
                enclosing[inner] = byDesign.contains(inner) || kept.isEmpty ? nil : kept
            }
        }
        return enclosing.keys.sorted().map { at in
            finding("This NavigationStack is shown inside another NavigationStack (its view is pushed on that stack or composed into it): the inner stack gets its own navigation bar and path, and links inside it no longer push on the outer stack. Remove it and let the view use the enclosing stack.",
                    at: at, notes: enclosing[at]!.sorted().map { Note(message: "the enclosing NavigationStack is here", location: $0) })
        }
    }
}
