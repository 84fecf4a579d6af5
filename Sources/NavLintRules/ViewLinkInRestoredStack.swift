// view-link-in-restored-stack: a view-destination NavigationLink in a stack whose path is saved (docs/navigation.md#s6).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports `NavigationLink { Dest() } label: { }`, `NavigationLink("T", destination: Dest())` and the other
/// view-destination forms in a `NavigationStack` whose bound path the app saves or restores: a view pushed that
/// way is not on the path, so it is not saved and is gone when the path is restored. A link reached in several
/// stacks is reported once, when any of them is saved; links in unsaved stacks, in stacks without a path, or in
/// content an app's own view may place elsewhere are not reported. Opt-in: mixing link styles is legitimate.
public struct ViewLinkInRestoredStack: Rule {
    public static let id = "view-link-in-restored-stack"
    public static let defaultSeverity = Severity.warning
    public static let isOptIn = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var saved: [ContextID: SourceLocation?] = [:]
        func savedAt(_ ci: ContextID) -> SourceLocation? {
            if let known = saved[ci] { return known }
            let at = analysis[ci].pathKey.flatMap { analysis.savedLocation($0) }
            saved[ci] = at
            return at
        }
        var result: [Diagnostic] = []
        for (ref, contexts) in analysis.linkContextsByPlace().sorted(by: { $0.key < $1.key }) {
            let link = analysis.graph.link(ref)
            guard link.kind == .view else { continue }
            let savedStacks = contexts.compactMap { ci in savedAt(ci).map { (context: analysis[ci], savedAt: $0) } }
            guard let key = savedStacks.first?.context.pathKey else { continue }
            var notes: [Note] = []
            for (stack, at) in savedStacks {
                notes.append(Note(message: "the NavigationStack whose path is saved is here", location: stack.location))
                notes.append(Note(message: "the path is saved here", location: at))
            }
            var seen: Set<SourceLocation> = []
            notes = notes.sorted { $0.location < $1.location }.filter { seen.insert($0.location).inserted }
            result.append(finding(
                "This NavigationLink pushes a view, not a value: the view is not on the saved navigation path '\(key.property)', so it is lost when the path is restored. Push a Codable value with NavigationLink(value:) and map it with navigationDestination(for:).",
                at: link.location, notes: notes))
        }
        return result
    }
}
