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
        var result: [Diagnostic] = []
        // One finding per value and type: a value in a generic view may have a type per construction of the view.
        var reported: Set<ValuePlace> = []
        Self.forEachValue(context) { value in
            let place = ValuePlace(location: value.location, type: value.type)
            guard !reported.contains(place),
                  context.analysis.table.codability(value.type, extraCodable: context.codableTypes) == .notCodable else { return }
            reported.insert(place)
            var notes: [Note] = []
            if let saved = value.saved { notes.append(Note(message: "the path is saved here", location: saved)) }
            notes += Note.calls(value.callers)
            notes += Note.constructions(value.constructions, type: value.type)
            let suffix = value.saved != nil ? "the saved navigation state is lost" : "the path cannot be saved"
            result.append(finding(
                "\"\(value.type)\" is not Codable: once it is on the NavigationPath '\(value.key.property)', path.codable is nil and \(suffix). Push a Codable value (an identifier or a Codable route) instead.",
                at: value.location, notes: notes))
        }
        return result
    }

    private struct ValuePlace: Hashable {
        var location: SourceLocation
        var type: ResolvedType
    }

    /// `--explain`: the values this rule checks whose type is read but of which the source cannot tell whether it is
    /// Codable, each with a remark saying why (a value whose type is not read has a remark of its own).
    public static func undecided(_ context: RuleContext) -> [(location: SourceLocation, remark: String)] {
        var result: [(location: SourceLocation, remark: String)] = []
        var seen: Set<ValuePlace> = []
        forEachValue(context) { value in
            guard seen.insert(ValuePlace(location: value.location, type: value.type)).inserted,
                  case .unknown(let doubt) = context.analysis.table.codability(value.type, extraCodable: context.codableTypes) else { return }
            let why: String
            switch doubt {
            case .typeNotRead: return
            case .typeNotScanned(let name): why = "\"\(name)\" is declared outside the scanned files"
            case .conformanceNotScanned(let type, let conformance):
                why = "\"\(type)\" conforms to \"\(conformance)\", which is declared outside the scanned files and may bring Codable"
            case .conformanceNotRead(let type): why = "a conformance of \"\(type)\" cannot be read"
            case .attribute(let type, let attribute): why = "\"\(type)\" has the attribute \(attribute), which may add Codable"
            case .noHashableSeen(let type):
                why = "\"\(type)\" shows no Hashable conformance in the scanned files, so some of its conformances are declared elsewhere"
            }
            let path = value.saved != nil ? "the saved NavigationPath" : "the NavigationPath"
            result.append((value.location, "whether \"\(value.type)\" is Codable cannot be told: \(why); this value on \(path) '\(value.key.property)' is not checked [codable-unknown]"))
        }
        return result
    }

    /// A value put on a `NavigationPath` that the rule checks: saved (or any, with mode `always`), and mapped by a
    /// destination (a value no destination maps never reaches the path: that mistake is unmapped-destination's,
    /// docs/navigation.md#s9). A value may come once per stack it is pushed onto.
    struct Value {
        var type: ResolvedType
        var key: PathKey
        var location: SourceLocation
        var callers: [SourceLocation]
        /// Where the path is saved or restored; nil with mode `always` for a path not saved.
        var saved: SourceLocation?
        /// A value in a generic view whose type constructions of the view fix: where a view is built so.
        var constructions: [(location: SourceLocation, view: String)] = []
    }

    static func forEachValue(_ context: RuleContext, _ body: (Value) -> Void) {
        let analysis = context.analysis
        let always = context.options["mode"] == "always"
        // Per path: is it a NavigationPath in every property it may stand for, and where is it saved.
        var paths: [PathKey: (isNavigationPath: Bool, saved: SourceLocation?)] = [:]
        func path(_ key: PathKey) -> (isNavigationPath: Bool, saved: SourceLocation?) {
            if let known = paths[key] { return known }
            let saved = analysis.savedLocation(key)
            // Whether it is a NavigationPath matters only for a saved path (or with `always`): else it is not typed.
            // NavigationBackport's `NBNavigationPath` and FlowStacks' `FlowPath` are saved the same way, and their `codable`
            // is nil in the same case.
            let isNavigationPath = (always || saved != nil) && analysis.targets(key).allSatisfy {
                analysis.pathType($0).unwrapped.externalName.map(NavigationLibrary.typeErasedPaths.contains) == true
            }
            paths[key] = (isNavigationPath, saved)
            return (isNavigationPath, saved)
        }
        func consider(_ type: ResolvedType, key: PathKey, at location: SourceLocation, callers: [SourceLocation] = [],
                      constructions: [(location: SourceLocation, view: String)] = []) {
            // Every property the path may stand for must be a NavigationPath (and saved, unless `always`).
            let (isNavigationPath, saved) = path(key)
            guard isNavigationPath, always || saved != nil else { return }
            body(Value(type: type, key: key, location: location, callers: callers, saved: saved, constructions: constructions))
        }

        for judged in analysis.judgedPushes() where analysis.unmappedContexts(of: judged).isEmpty {
            let site = analysis.pushSites[judged.site]
            let constructions = judged.sites.compactMap { k in
                analysis.pushSites[k].fixedAt.flatMap { at in analysis.pushSites[k].fixedIn.map { (at, $0) } }
            }
            consider(site.type, key: site.key, at: judged.location, callers: judged.callers, constructions: constructions)
        }
        for (ref, entries) in analysis.linkContexts.sorted(by: { $0.key < $1.key }) {
            let link = analysis.graph.link(ref)
            guard let location = link.valueLocation else { continue }
            for entry in entries where entry.mapped {
                guard let key = analysis[entry.context].pathKey else { continue }
                consider(analysis.linkType(ref), key: key, at: location)
            }
        }
        // A link in a generic view, with the type each construction of the view gives it, in the stacks that show that
        // construction; per path and type, with the constructions that make it.
        for ref in analysis.genericLinks.keys.sorted() {
            guard let location = analysis.graph.link(ref).valueLocation, let instances = analysis.genericLinks[ref] else { continue }
            var order: [(type: ResolvedType, key: PathKey)] = []
            var constructions: [ResolvedType: [PathKey: [(location: SourceLocation, view: String)]]] = [:]
            for k in instances.indices where instances[k].type.isKnown {
                let type = instances[k].type
                for entry in analysis.genericLinkContexts[GenericLinkKey(link: ref, instance: Int32(k))] ?? [] where entry.mapped {
                    guard let key = analysis[entry.context].pathKey else { continue }
                    if constructions[type]?[key] == nil { order.append((type, key)) }
                    constructions[type, default: [:]][key, default: []].append((instances[k].construction, instances[k].view))
                }
            }
            for (type, key) in order {
                consider(type, key: key, at: location, constructions: constructions[type]?[key] ?? [])
            }
        }
    }
}
