// destination-outside-stack: a navigationDestination that, wherever it is used, is outside any navigation container.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a `navigationDestination` (any form) whose every known context is outside navigation: it does nothing.
/// Split-view columns count as navigation containers (docs/navigation.md#s9). Silent when a context is unknown.
public struct DestinationOutsideStack: Rule {
    public static let id = "destination-outside-stack"
    public static let requiredPasses: Set<AnalysisPass> = [.placement]  // where each view stands
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var result: [Diagnostic] = []
        let graph = analysis.graph
        for ri in graph.regionIDs {
            for d in graph[ri].destinations where d.attachedToContainer < 0 {
                guard let at = analysis.outsideOnly(element: d.elementID, in: ri) else { continue }
                result.append(finding("This navigationDestination is outside any NavigationStack, so it does nothing. Register it inside the stack whose links push this type.",
                                      at: d.location, notes: [Note(message: "its context starts here, with no navigation container", location: at)]))
            }
        }
        return result
    }
}
