// non-codable-path-element: a value known not to be Codable pushed onto a NavigationPath that is saved (docs/navigation.md#s6).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a value whose type is known not to be Codable pushed (by a link, an append or a push wrapper) onto a
/// `NavigationPath` that the app saves or restores: `path.codable` becomes nil and the state is lost.
/// Option `mode`: `persisted` (default) checks saved paths only; `always` checks every NavigationPath.
public struct NonCodablePathElement: Rule {
    public static let id = "non-codable-path-element"
    public static let defaultSeverity = Severity.warning
    public static let options: [String: [String]] = ["mode": ["persisted", "always"]]

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        let always = context.options["mode"] == "always"
        var result: [Diagnostic] = []
        var reported: Set<SourceLocation> = []

        // Per path: is it a NavigationPath in every property it may stand for, and where is it saved.
        var paths = [PathKey: (isNavigationPath: Bool, saved: SourceLocation?)](minimumCapacity: analysis.contexts.count)
        func path(_ key: PathKey) -> (isNavigationPath: Bool, saved: SourceLocation?) {
            if let known = paths[key] { return known }
            let saved = analysis.savedLocation(key)
            // Whether it is a NavigationPath matters only for a saved path (or with `always`): else it is not typed.
            let isNavigationPath = (always || saved != nil)
                && analysis.targets(key).allSatisfy({ analysis.pathType($0).unwrapped.externalName == "NavigationPath" })
            paths[key] = (isNavigationPath, saved)
            return (isNavigationPath, saved)
        }
        func consider(_ type: ResolvedType, key: PathKey, at location: SourceLocation, callers: [SourceLocation] = []) {
            guard !reported.contains(location) else { return }
            // Every property the path may stand for must be a NavigationPath (and saved, unless `always`).
            let (isNavigationPath, saved) = path(key)
            guard isNavigationPath, always || saved != nil else { return }
            guard analysis.table.isCodable(type, extraCodable: context.codableTypes) == false else { return }
            reported.insert(location)
            var notes: [Note] = []
            if let saved { notes.append(Note(message: "the path is saved here", location: saved)) }
            notes += Note.calls(callers)
            let suffix = saved != nil ? "the saved navigation state is lost" : "the path cannot be saved"
            result.append(finding(
                "\"\(type)\" is not Codable: once it is on the NavigationPath '\(key.property)', path.codable is nil and \(suffix). Push a Codable value (an identifier or a Codable route) instead.",
                at: location, notes: notes))
        }

        // A value that no destination maps never reaches the path: that mistake is unmapped-destination's (docs/navigation.md#s9).
        // By index: the site's type number is known, and no site is copied.
        let sites = analysis.pushSites
        for judged in analysis.judgedPushes() where analysis.unmappedContexts(ofPushSite: judged.site).isEmpty {
            consider(sites[judged.site].type, key: sites[judged.site].key, at: judged.location, callers: judged.callers)
        }
        for (ref, entries) in analysis.linkContexts.sorted(by: { $0.key < $1.key }) {
            let link = analysis.graph.regions[Int(ref.region)].links[Int(ref.index)]
            guard let location = link.valueLocation else { continue }
            for entry in entries where entry.mapped {
                guard let key = analysis.contexts[entry.context].pathKey else { continue }
                consider(analysis.linkType(ref), key: key, at: location)
            }
        }
        return result
    }
}
