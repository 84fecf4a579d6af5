// deprecated-navigation-api: NavigationView, the stack style, and NavigationLink(isActive:) / (tag:selection:).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports navigation API deprecated in iOS 16, naming its replacement. Uses in the `else` of
/// `if #available(iOS 16, *)` or inside declarations marked deprecated are intended fallbacks (docs/navigation.md#s9).
/// A `NavigationView` shown inside another stack or `NavigationView` has no replacement: the advice is to remove it
/// (a `NavigationStack` in its place would be nested), with a note at the enclosing container; when the view is also
/// shown outside navigation (a sheet's root), the advice is to move the container there. The stack style applied to a
/// view that holds no NavigationView does nothing: the advice is to remove it.
public struct DeprecatedNavigationAPI: Rule {
    public static let id = "deprecated-navigation-api"
    public static let defaultSeverity = Severity.warning
    public static let requiredPasses: Set<AnalysisPass> = [.placement]  // a NavigationView also shown outside any stack

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let analysis = context.analysis
        let enclosing = analysis.enclosingContexts(of: .navigationView, in: [.stack, .navigationView])
        var contextKinds: [Frame: Set<ElementKind>]?
        let graph = analysis.graph
        // A preview's host view is preview code, not the app's: a view built only in a `#Preview`, declared beside a
        // view of the app (`PauseDurationPreviewHost` next to `PauseDurationView`). A view that only a preview builds
        // and that stands alone in its file is a screen of the app that nothing shows yet: still judged.
        let previewViews = Set(graph.previewOnlyRegions.map { graph[$0].owner })
        var filesWithAppViews = Set<Int32>()
        for region in graph.regions where region.kind == .body && region.member == "body" && !previewViews.contains(region.owner) {
            filesWithAppViews.insert(region.location.file)
        }
        for ri in graph.regionIDs {
            let region = graph[ri]
            if previewViews.contains(region.owner) && filesWithAppViews.contains(region.location.file) { continue }
            for use in region.deprecatedUses where !use.isFallback {
                if use.api == .navigationView, let outer = enclosing[use.location] {
                    var notes = outer.sorted().map { Note(message: "the enclosing navigation container is here", location: $0) }
                    // Also the root of a sheet or a scene: removing it there leaves that use with no navigation.
                    if let c = region.containers.first(where: { $0.location == use.location }),
                       let outside = analysis.placement.outside[graph.frame(of: region[c.elementID].parentID, in: ri)] {
                        notes.append(Note(message: "the view is also shown outside navigation from here", location: outside))
                        result.append(finding(Self.navigationViewInsideAndOutsideMessage, at: use.location, notes: notes))
                    } else {
                        result.append(finding(Self.nestedNavigationViewMessage, at: use.location, notes: notes))
                    }
                    continue
                }
                // The style acts on the NavigationViews inside the view it modifies: with none there, it does nothing.
                if use.api == .stackStyle && !analysis.mayHoldNavigationView(region: ri) {
                    result.append(finding(Self.stackStyleWithoutNavigationViewMessage, at: use.location))
                    continue
                }
                var d = finding(Self.message(use.api), at: use.location)
                if use.api == .isActiveLink || use.api == .selectionLink, let link = region.links.first(where: { $0.location == use.location }) {
                    if contextKinds == nil { contextKinds = Self.contextKinds(analysis) }
                    d.destinationFits = Self.destinationFits(link.elementID, in: ri, analysis, contextKinds!)
                }
                result.append(d)
            }
        }
        return result
    }

    /// The kinds of the navigation contexts each frame is shown in.
    static func contextKinds(_ analysis: NavigationAnalysis) -> [Frame: Set<ElementKind>] {
        var kinds: [Frame: Set<ElementKind>] = [:]
        for c in analysis.contexts {
            for page in c.visible.keys {
                for f in analysis.graph.composedFrames(of: page) { kinds[f, default: []].insert(c.kind) }
            }
        }
        return kinds
    }

    /// Can a `navigationDestination` take the place of the link at `element`: is every context it is shown in a
    /// NavigationStack or a split-view column (`navigationDestination` does nothing in a NavigationView), and is no
    /// lazy container around it outside its own region (its fix moves the destination within the region only)?
    static func destinationFits(_ element: ElementID, in region: RegionID, _ analysis: NavigationAnalysis, _ kinds: [Frame: Set<ElementKind>]) -> Bool {
        guard let k = kinds[analysis.graph.frame(of: element, in: region)], !k.isEmpty, k.isSubset(of: [.stack, .column]) else { return false }
        return analysis.lazyContainer(around: element, in: region).map { $0.region == region } ?? true
    }

    package static let nestedNavigationViewMessage =
        "'NavigationView' is deprecated since iOS 16, and this one is shown inside another navigation container that already provides navigation. Remove it and keep its content (a NavigationStack in its place would be nested)."

    package static let navigationViewInsideAndOutsideMessage =
        "'NavigationView' is deprecated since iOS 16, and this view is shown both inside another navigation container and outside any. Remove it here, and wrap the view in a NavigationStack where it is shown outside navigation (a NavigationStack here would be nested where the view is inside one)."

    package static let stackStyleWithoutNavigationViewMessage =
        "'.navigationViewStyle(.stack)' is deprecated since iOS 16, and it does nothing here: it styles only a NavigationView inside the view it is applied to, and there is none. Remove it."

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
