// deprecated-navigation-api: NavigationView, the stack style, and NavigationLink(isActive:) / (tag:selection:).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports navigation API deprecated in iOS 16, naming its replacement. Uses in the `else` of
/// `if #available(iOS 16, *)` or inside declarations marked deprecated are intended fallbacks (docs/navigation.md#s9).
/// A `NavigationView` shown inside another stack or `NavigationView` has no replacement: the advice is to remove it
/// (a `NavigationStack` in its place would be nested), with a note at the enclosing container.
public struct DeprecatedNavigationAPI: Rule {
    public static let id = "deprecated-navigation-api"
    public static let defaultSeverity = Severity.warning
    public static let requiredPasses: Set<AnalysisPass> = [.placement]  // a NavigationView also shown outside any stack

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let enclosing = context.analysis.enclosingContexts(of: .navigationView, in: [.stack, .navigationView], skippingOutside: true)
        let graph = context.analysis.graph
        // A preview's host view is preview code, not the app's: a view built only in a `#Preview`, declared beside a
        // view of the app (`PauseDurationPreviewHost` next to `PauseDurationView`). A view that only a preview builds
        // and that stands alone in its file is a screen of the app that nothing shows yet: still judged.
        let previewViews = Set(graph.previewOnlyRegions.map { graph.regions[Int($0)].owner })
        var filesWithAppViews = Set<Int32>()
        for region in graph.regions where region.kind == .body && region.member == "body" && !previewViews.contains(region.owner) {
            filesWithAppViews.insert(region.location.file)
        }
        for region in graph.regions where !(previewViews.contains(region.owner) && filesWithAppViews.contains(region.location.file)) {
            for use in region.deprecatedUses where !use.isFallback {
                if use.api == .navigationView, let outer = enclosing[use.location] {
                    result.append(finding(Self.nestedNavigationViewMessage, at: use.location,
                                          notes: outer.sorted().map { Note(message: "the enclosing navigation container is here", location: $0) }))
                } else {
                    result.append(finding(Self.message(use.api), at: use.location))
                }
            }
        }
        return result
    }

    package static let nestedNavigationViewMessage =
        "'NavigationView' is deprecated since iOS 16, and this one is shown inside another navigation container that already provides navigation. Remove it and keep its content (a NavigationStack in its place would be nested)."

    package static func message(_ api: DeprecatedAPI) -> String {
        switch api {
        case .navigationView:
            return "'NavigationView' is deprecated since iOS 16. Use NavigationStack, or NavigationSplitView for columns."
        case .stackStyle:
            return "'.navigationViewStyle(.stack)' is deprecated since iOS 16. Use NavigationStack instead of NavigationView."
        case .stackStyleOnStack:
            return "'.navigationViewStyle(.stack)' is deprecated since iOS 16 and does nothing to a NavigationStack. Remove it."
        case .isActiveLink:
            return "'NavigationLink(isActive:)' is deprecated since iOS 16. Use .navigationDestination(isPresented:) or a path."
        case .selectionLink:
            return "'NavigationLink(tag:selection:)' is deprecated since iOS 16. Use a NavigationStack path or a List selection."
        }
    }
}
