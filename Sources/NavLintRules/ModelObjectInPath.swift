// model-object-in-path: a class, ObservableObject or @Observable type used directly as a path or link value.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a value whose type is a class, an `ObservableObject` or an `@Observable` type of the scanned code,
/// used directly as a `NavigationLink(value:)` value or pushed onto a path. Path elements should be
/// lightweight values, such as identifiers or value-type routes (docs/navigation.md#s6). A value type that holds a
/// class (`Screen.profile(user)`) is not reported (docs/navigation.md#s9).
public struct ModelObjectInPath: Rule {
    public static let id = "model-object-in-path"
    public static let defaultSeverity = Severity.info

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var result: [Diagnostic] = []
        var isModel: [NameKey: Bool] = [:]
        var chosenLinks: [SourceLocation: (type: ResolvedType, links: [SourceLocation])] = [:]
        func consider(_ type: ResolvedType, at location: SourceLocation, notes: [Note] = []) {
            guard case .nominal(let name, _) = type else { return }
            // Looked up once; stored only when first worked out.
            let model: Bool
            if let known = isModel[NameKey(name)] {
                model = known
            } else {
                model = analysis.table.isObservableModel(name)
                isModel[NameKey(name)] = model
            }
            guard model else { return }
            result.append(finding(
                "\"\(type)\" is a model object (\(Self.what(name, analysis.table))), not a value. Put a lightweight value on the path instead, such as its identifier or a value-type route.",
                at: location, notes: notes))
        }
        for ref in analysis.graph.allLinkRefs {
            let link = analysis.graph.link(ref)
            guard link.kind == .value, let location = link.valueLocation else { continue }
            // A type an app-declared NavigationLink initializer chooses is judged once, where it chooses it.
            if let chosen = analysis.linkTypeChosenAt[ref] {
                if chosenLinks[chosen] == nil {
                    chosenLinks[chosen] = (analysis.linkType(ref), [location])
                } else {
                    chosenLinks[chosen]!.links.append(location)
                }
                continue
            }
            consider(analysis.linkType(ref), at: location)
        }
        for (chosen, found) in chosenLinks.sorted(by: { $0.key < $1.key }) {
            consider(found.type, at: chosen, notes: Note.calls(found.links.sorted(), of: "the initializer"))
        }
        // A link in a generic view: once per type its view's constructions give the value, with a note where they are.
        for ref in analysis.genericLinks.keys.sorted() {
            guard let location = analysis.graph.link(ref).valueLocation, let instances = analysis.genericLinks[ref] else { continue }
            var types: [ResolvedType] = [], byType: [ResolvedType: [(location: SourceLocation, view: String)]] = [:]
            for i in instances where i.type.isKnown {
                if byType[i.type] == nil { types.append(i.type) }
                byType[i.type, default: []].append((i.construction, i.view))
            }
            for type in types { consider(type, at: location, notes: Note.constructions(byType[type] ?? [], type: type)) }
        }
        let sites = analysis.pushSites
        for judged in analysis.judgedPushes() {
            let constructions = judged.sites.compactMap { k in sites[k].fixedAt.flatMap { at in sites[k].fixedIn.map { (at, $0) } } }
            consider(sites[judged.site].type, at: judged.location, notes: Note.calls(judged.callers) + Note.constructions(constructions, type: sites[judged.site].type))
        }
        return result
    }

    package static func what(_ name: String, _ table: TypeTable) -> String {
        guard let info = table[name] else { return "a class" }
        if info.attributes.contains("@Observable") { return "an @Observable type" }
        if info.kind == .class && info.attributes.contains("@Model") { return "a SwiftData @Model class" }
        if table.conforms(name, to: "NSManagedObject") { return "a Core Data NSManagedObject" }
        if table.conforms(name, to: "ObservableObject") { return "an ObservableObject" }
        return info.kind == .actor ? "an actor" : "a class"
    }
}
