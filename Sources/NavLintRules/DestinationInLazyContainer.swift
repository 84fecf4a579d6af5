// destination-in-lazy-container: a navigationDestination inside List, LazyVStack, LazyVGrid, … content (docs/navigation.md#s5).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports any of the three `navigationDestination` forms placed inside a lazy container's content, directly or
/// in the body of a view type used there. The modifier applied to the container itself is outside it.
public struct DestinationInLazyContainer: Rule {
    public static let id = "destination-in-lazy-container"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var result: [Diagnostic] = []
        let graph = analysis.graph
        for ri in graph.regionIDs {
            for d in graph[ri].destinations {
                guard let (lr, le) = analysis.lazyContainer(around: d.elementID, in: ri) else { continue }
                let container = graph[lr][le]
                result.append(finding(
                    "This navigation destination modifier is inside '\(container.name)', a \"lazy\" container that creates its content only when needed, so the navigation stack may never see this destination. Attach the modifier outside the container.",
                    at: d.location,
                    notes: [Note(message: "the lazy container '\(container.name)' is here", location: container.location)]))
            }
        }
        return result
    }
}

// The question this rule asks of the model.
extension NavigationAnalysis {
    /// The lazy container a place is inside of, directly or through the views composed into its content.
    func lazyContainer(around element: ElementID, in region: RegionID) -> (region: RegionID, element: ElementID)? {
        firstAncestor(around: element, in: region) { r, e in r[e].kind == .lazy }
    }
}
