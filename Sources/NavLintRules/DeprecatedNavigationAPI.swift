// deprecated-navigation-api: NavigationView, the stack style, and NavigationLink(isActive:) / (tag:selection:).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports navigation API deprecated in iOS 16, naming its replacement. Uses in the `else` of
/// `if #available(iOS 16, *)` or inside declarations marked deprecated are intended fallbacks (docs/navigation.md#s9).
public struct DeprecatedNavigationAPI: Rule {
    public static let id = "deprecated-navigation-api"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for region in context.analysis.graph.regions {
            for use in region.deprecatedUses where !use.isFallback {
                result.append(finding(Self.message(use.api), at: use.location))
            }
        }
        return result
    }

    package static func message(_ api: DeprecatedAPI) -> String {
        switch api {
        case .navigationView:
            return "'NavigationView' is deprecated since iOS 16; use NavigationStack, or NavigationSplitView for columns"
        case .stackStyle:
            return "'.navigationViewStyle(.stack)' is deprecated since iOS 16; use NavigationStack instead of NavigationView"
        case .stackStyleOnStack:
            return "'.navigationViewStyle(.stack)' is deprecated since iOS 16 and does nothing to a NavigationStack; remove it"
        case .isActiveLink:
            return "'NavigationLink(isActive:)' is deprecated since iOS 16; use .navigationDestination(isPresented:) or a path"
        case .selectionLink:
            return "'NavigationLink(tag:selection:)' is deprecated since iOS 16; use a NavigationStack path or a List selection"
        }
    }
}
