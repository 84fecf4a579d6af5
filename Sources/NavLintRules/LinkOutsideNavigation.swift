// link-outside-navigation: a NavigationLink that, wherever it is used, is outside any navigation container.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a `NavigationLink` whose every known context is outside navigation (the app's scene content, a sheet
/// without a stack of its own): it renders disabled. Silent when a context is unknown or any is inside a stack.
public struct LinkOutsideNavigation: Rule {
    public static let id = "link-outside-navigation"
    public static let requiredPasses: Set<AnalysisPass> = [.placement]  // where each view stands
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var result: [Diagnostic] = []
        let graph = analysis.graph
        for ri in graph.regionIDs {
            for link in graph[ri].links {
                guard let at = analysis.outsideOnly(element: link.elementID, in: ri) else { continue }
                result.append(finding("This NavigationLink is outside any NavigationStack, so it is disabled. Put it inside a NavigationStack (a sheet needs its own).",
                                      at: link.location, notes: [Note(message: "its context starts here, with no navigation container", location: at)]))
            }
        }
        return result
    }
}
