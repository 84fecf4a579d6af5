// unmapped-destination: a value link or push whose type no navigationDestination(for:) in its stack maps (docs/navigation.md#s4).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports `NavigationLink(value:)`, `path.append(_:)` and push-wrapper calls whose value's type has no
/// `navigationDestination(for:)` visible in the stack they act on. Links of unknown type, in unknown contexts,
/// or driving a split view's `List(selection:)` are never reported. A stack NavLint could not read in full is
/// judged only for types that no registration anywhere in the scanned program could map: what it could not read
/// may hide a registration of some type, never of a type registered nowhere.
public struct UnmappedDestination: Rule {
    public static let id = "unmapped-destination"
    public static let defaultSeverity = Severity.error

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var result: [Diagnostic] = []
        // A stack shown inside another stack's page (nested-navigation-stack's finding): SwiftUI does not say whether
        // the outer stack's destinations serve it, so a type registered around it is not judged there.
        let around = analysis.typesAroundNestedStacks()
        func servedAround(_ context: ContextID, _ type: ResolvedType) -> Bool {
            around[analysis[context].location]?.contains(type) == true
        }
        for ref in analysis.linkContexts.keys.sorted() {
            let link = analysis.graph.link(ref)
            let type = analysis.linkType(ref)
            guard let location = link.valueLocation else { continue }
            var unmapped = analysis.unmappedContexts(ofLink: ref).map(\.context).filter { !servedAround($0, type) }
            var message = Self.linkMessage(type)
            if unmapped.isEmpty, isRegisteredNowhere(analysis.registeredType(ofLink: ref), type, context), !analysis.drivesSelection(ref) {
                unmapped = (analysis.linkContexts[ref] ?? []).map(\.context)
                message += Self.registeredNowhere(type)
            }
            guard !unmapped.isEmpty else { continue }
            let notes = unmapped.map { note(for: $0, types: analysis.visibleTypes(ofLink: ref, in: $0), analysis) }.sorted { $0.location < $1.location }
            result.append(finding(message, at: location, notes: notes))
        }
        // A link in a generic view is judged at each construction of the view, with the type that construction gives its
        // value, in the stacks that show that construction: once per type, with a note at the constructions that fail.
        for ref in analysis.genericLinks.keys.sorted() {
            guard let location = analysis.graph.link(ref).valueLocation, let instances = analysis.genericLinks[ref] else { continue }
            var types: [ResolvedType] = [], byType: [ResolvedType: [Int]] = [:]
            for k in instances.indices where instances[k].type.isKnown {
                if byType[instances[k].type] == nil { types.append(instances[k].type) }
                byType[instances[k].type, default: []].append(k)
            }
            for type in types {
                var unmapped: [ContextID] = [], failing: [(location: SourceLocation, view: String)] = []
                var seen: Set<ContextID> = []
                for k in byType[type] ?? [] {
                    let contexts = analysis.unmappedContexts(of: GenericLinkKey(link: ref, instance: Int32(k))).map(\.context).filter { !servedAround($0, type) }
                    if !contexts.isEmpty { failing.append((instances[k].construction, instances[k].view)) }
                    for c in contexts where seen.insert(c).inserted { unmapped.append(c) }
                }
                var message = Self.linkMessage(type)
                if unmapped.isEmpty, let first = byType[type]?.first,
                   isRegisteredNowhere(analysis.registeredType(of: GenericLinkKey(link: ref, instance: Int32(first))), type, context),
                   !analysis.drivesSelection(ref, type: type) {
                    for k in byType[type] ?? [] {
                        let contexts = (analysis.genericLinkContexts[GenericLinkKey(link: ref, instance: Int32(k))] ?? []).map(\.context)
                        if !contexts.isEmpty { failing.append((instances[k].construction, instances[k].view)) }
                        for c in contexts where seen.insert(c).inserted { unmapped.append(c) }
                    }
                    message += Self.registeredNowhere(type)
                }
                guard !unmapped.isEmpty else { continue }
                let notes = unmapped.map { note(for: $0, types: analysis.visibleTypes(ofLink: ref, in: $0), analysis) }
                    + Note.constructions(failing, type: type)
                result.append(finding(message, at: location, notes: notes.sorted { $0.location < $1.location }))
            }
        }
        // A push's stacks follow from the path it acts on, not from its call site: a type a wrapper chooses is judged once.
        let sites = analysis.pushSites
        for judged in analysis.judgedPushes() {
            let i = judged.site, site = sites[i]
            var unmapped = analysis.unmappedContexts(of: judged).filter { !servedAround($0, site.type) }
            var message = Self.pushMessage(site.type, style: site.style)
            var nowhere = false
            if unmapped.isEmpty, isRegisteredNowhere(analysis.registeredType(ofPushSite: i), site.type, context) {
                unmapped = site.targets.flatMap { analysis.contexts(bindingKey: $0) }
                message += Self.registeredNowhere(site.type)
                nowhere = true
            }
            guard !unmapped.isEmpty else { continue }
            // A push in a generic view: the constructions of the view that make the value of this type, where it fails.
            var constructions: [(location: SourceLocation, view: String)] = []
            for k in judged.sites {
                guard let at = sites[k].fixedAt, let view = sites[k].fixedIn,
                      nowhere || analysis.unmappedContexts(ofPushSite: k).contains(where: { !servedAround($0, site.type) }) else { continue }
                constructions.append((at, view))
            }
            let notes = unmapped.map { note(for: $0, types: analysis.registeredTypes($0), analysis) } + Note.calls(judged.callers)
                + Note.constructions(constructions, type: site.type)
            result.append(finding(message, at: judged.location, notes: notes.sorted { $0.location < $1.location }))
        }
        return result
    }

    package func note(for context: ContextID, types: Set<ResolvedType>, _ analysis: NavigationAnalysis) -> Note {
        let ctx = analysis[context]
        let what = ctx.kind == .column ? "NavigationSplitView column" : ctx.kind == .navigationView ? "NavigationView" : "NavigationStack"
        let mapped = types.filter(\.isKnown).map(\.description).sorted()
        let list = mapped.isEmpty ? "it maps no value types" : "it maps " + mapped.map { "\"\($0)\"" }.joined(separator: ", ")
        // A wrapper built several times (`RoutingStack { … }` in each tab): the types are those of all its contents.
        if analysis.graph.sharedSinkFrames.contains(ctx.root) {
            return Note(message: "the \(what) searched is here, built in several places with content of its own each; with all of them \(list)",
                        location: ctx.location)
        }
        return Note(message: "the \(what) searched is here; \(list)", location: ctx.location)
    }

    static func linkMessage(_ type: ResolvedType) -> String {
        "A NavigationLink is presenting a value of type \"\(type)\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Register .navigationDestination(for: \(type).self) where the link's stack can see it."
    }

    /// No registration anywhere could map the type: none has it, none is of a type NavLint could not read (generic
    /// code: `for: D.self`), and the configuration does not say it is registered in code NavLint does not scan.
    func isRegisteredNowhere(_ typeID: RegisteredTypeID?, _ type: ResolvedType, _ context: RuleContext) -> Bool {
        guard typeID == nil, type.isKnown, context.analysis.unknownRegisteredType == nil else { return false }
        return !context.externalDestinationTypes.contains(type.description)
    }

    static func registeredNowhere(_ type: ResolvedType) -> String {
        " No navigationDestination(for: \(type).self) exists anywhere in the scanned files (if it is registered in code NavLint does not scan, add \"\(type)\" to externalDestinationTypes in .navlint.json)."
    }

    /// `style`: FlowStacks' `routes.presentSheet(x)` puts the value on the routes array too, shown by the same destinations.
    static func pushMessage(_ type: ResolvedType, style: PushStyle = .push) -> String {
        let what = style == .sheet ? "is put on the navigation path to be presented as a sheet" : style == .cover ? "is put on the navigation path to be presented as a full-screen cover" : "is pushed onto the navigation path"
        return "A value of type \"\(type)\" \(what) but there is no matching navigationDestination declaration in the stack that binds the path. Register .navigationDestination(for: \(type).self) in that stack."
    }
}

// The questions this rule asks of the model.
extension NavigationAnalysis {
    /// For each stack or NavigationView composed into a page of another stack or NavigationView (not presented from it): the
    /// types registered on the enclosing pages that hold it.
    package func typesAroundNestedStacks() -> [SourceLocation: Set<ResolvedType>] {
        var around: [SourceLocation: Set<ResolvedType>] = [:]
        forEachNestedContainer(of: [.stack, .navigationView], in: [.stack, .navigationView]) { container, ctx, page in
            for id in self[ctx].visible[page] ?? [] { around[container, default: []].insert(self[id].type) }
        }
        return around
    }

    /// The types a value link sees in a context: those of the registrations visible on any page of the context whose
    /// composed frames hold the link.
    package func visibleTypes(ofLink ref: FactRef, in context: ContextID) -> Set<ResolvedType> {
        let frame = graph.frame(of: graph.link(ref).elementID, in: ref.region)
        var types: Set<ResolvedType> = []
        for (page, seen) in self[context].visible where graph.composedFrames(of: page).contains(frame) {
            for id in seen { types.insert(self[id].type) }
        }
        return types
    }
}
