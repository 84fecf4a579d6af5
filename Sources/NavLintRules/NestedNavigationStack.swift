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
        let analysis = context.analysis
        let graph = analysis.graph
        var enclosing: [SourceLocation: Set<SourceLocation>] = [:]
        // Contexts and containers are read by index, in place: a loop over them would copy each one.
        let contexts = analysis.contexts
        for ci in contexts.indices where contexts[ci].kind == .stack {
            let location = contexts[ci].location
            for page in contexts[ci].visible.keys {
                for f in graph.composedFrames(of: page) {
                    let containers = graph.regions[Int(f.region)].containers
                    for c in graph.content(f).containers {
                        guard containers[Int(c)].kind == .stack, containers[Int(c)].location != location else { continue }
                        enclosing[containers[Int(c)].location, default: []].insert(location)
                    }
                }
            }
        }
        return enclosing.keys.sorted().map { at in
            finding("this NavigationStack is shown inside another NavigationStack (its view is pushed on that stack or composed into it): the inner stack gets its own navigation bar and path, and links inside it no longer push on the outer stack; remove it and let the view use the enclosing stack",
                    at: at, notes: enclosing[at]!.sorted().map { Note(message: "the enclosing NavigationStack is here", location: $0) })
        }
    }
}
