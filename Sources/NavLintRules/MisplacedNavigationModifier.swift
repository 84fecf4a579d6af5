// misplaced-navigation-modifier: .navigationTitle, .navigationDestination, .toolbar … on the NavigationStack itself.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports navigation modifiers applied to a `NavigationStack` instead of to its content, where they have no
/// effect. A `navigationDestination` there still maps its type for unmapped-destination (docs/navigation.md#s9).
public struct MisplacedNavigationModifier: Rule {
    public static let id = "misplaced-navigation-modifier"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        let graph = analysis.graph
        return graph.regionIDs.flatMap { ri in
            graph[ri].misplacedModifiers.compactMap { m -> Diagnostic? in
                // On macOS a window collects its title and toolbar items from every view in it, inside the stack or
                // around it: a title or toolbar on the stack takes effect there. Reported when the modifier exists on
                // some other platform the program is built for (docs/model.md#platforms).
                var platforms = m.platforms.intersection(analysis.programPlatforms)
                if m.modifier == "toolbar" || m.modifier == "navigationTitle" { platforms.remove(.macOS) }
                if platforms.isEmpty { return nil }
                // A view of a file several apps share (the phone's and the watch's) that this app never shows is judged
                // by the apps that show it.
                if !analysis.sharedFiles.isEmpty && analysis.sharedFiles.contains(m.location.file) && !analysis.isShownByOwnCode(ri) { return nil }
                // A stack that is itself inside another navigation context (pushed in an outer stack) gives its
                // modifiers to the outer screen: they do have an effect there.
                let parent = graph[ri][m.containerElementID].parentID
                if analysis.placement.inside.contains(graph.frame(of: parent, in: ri)) { return nil }
                // So does a stack within an outer one's content: written there, in a view composed there, or handed to
                // a wrapper of the app's that shows it in a stack of its own (`SheetContent { TabScreen() }`).
                if analysis.firstAncestor(around: parent, in: ri, where: { r, e in r[e].kind.isContainer }) != nil { return nil }
                return finding("'.\(m.modifier)' is applied to the NavigationStack itself, where it has no effect. Apply it to the stack's root view inside the braces.",
                        at: m.location, notes: [Note(message: "the NavigationStack is here", location: m.containerLocation)])
            }
        }
    }
}
