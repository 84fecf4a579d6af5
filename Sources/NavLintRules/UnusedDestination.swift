// unused-destination: a navigationDestination(for: T.self) for a type that nothing in the scanned code pushes (docs/navigation.md#s9).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a `navigationDestination(for: T.self)` when no value link and no push anywhere in the scanned code
/// resolves to `T`, and nothing NavLint cannot follow may push a `T` onto a stack it serves: no link or push of
/// unknown type there, no path written from values NavLint does not read (a restored or decoded path, `insert`),
/// no path binding handed to code it was not given, no stack whose content it cannot follow.
public struct UnusedDestination: Rule {
    public static let id = "unused-destination"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var candidates: Set<SourceLocation> = []
        for registration in analysis.registrations where registration.type.isKnown && !analysis.sharedFiles.contains(registration.location.file) {
            candidates.insert(registration.location)
        }
        guard !candidates.isEmpty, !Self.hasLinksNavLintDoesNotRead(analysis), !Self.hasUnknownPushesOntoUnknownPaths(analysis) else { return [] }
        let pushed = Self.typesPushedAnywhere(analysis)
        var result: [Diagnostic] = []
        var opaque: [ContextID: Bool] = [:]
        // Worked out once, when the first registration needs them: every step below is linear in the program.
        var servedBy: [RegistrationID: [ContextID]]?
        var unseen: UnseenWrites?
        var inherited: Set<String>?
        for id in analysis.registrationIDs where candidates.contains(analysis[id].location) {
            let reg = analysis[id]
            guard !pushed.contains(registration: id, reg.type, analysis) else { continue }
            if inherited == nil { inherited = Self.classesInherited(analysis) }
            guard Self.isPushableType(reg.type, analysis, inherited: inherited!) else { continue }
            if servedBy == nil {
                var map: [RegistrationID: [ContextID]] = [:]
                for ci in analysis.contextIDs { for r in analysis[ci].allRegistrations { map[r, default: []].append(ci) } }
                servedBy = map
            }
            let served = servedBy![id] ?? []
            // A registration in a view whose stack is not known: which pushes reach it cannot be told.
            guard !served.isEmpty else { continue }
            if unseen == nil { unseen = UnseenWrites(analysis) }
            let mayBePushed = served.contains { ci in
                if let known = opaque[ci] { return known }
                let value = Self.mayPushUnseenValues(ci, analysis, unseen!)
                opaque[ci] = value
                return value
            }
            guard !mayBePushed else { continue }
            result.append(finding(Self.message(reg.type), at: reg.location))
        }
        return result
    }

    package static func message(_ type: ResolvedType) -> String {
        "This navigationDestination for \"\(type)\" is never used: nothing in the scanned code pushes or links a value of type \"\(type)\". Remove it, or push the value it was written for."
    }

    /// The types pushed anywhere: registered types by their number, others as types.
    struct PushedTypes {
        package var registered: Set<RegisteredTypeID> = []
        package var others: Set<ResolvedType> = []

        /// Is the type of registration `id` (of known type) pushed? A known type that some registration has has that
        /// registration's number: links and pushes of unknown or unregistered types never are.
        package func contains(registration id: RegistrationID, _ type: ResolvedType, _ analysis: NavigationAnalysis) -> Bool {
            registered.contains(analysis.registeredType(of: id)) || others.contains(type)
        }
    }

    /// Types of every value link and every push in the scanned code, whatever stack (or none) it acts on; `unknown`
    /// when some push onto a path NavLint cannot name has a value it cannot type either.
    static func typesPushedAnywhere(_ analysis: NavigationAnalysis) -> PushedTypes {
        // Links and push sites of registered types add their type's number; only those can match.
        var types = PushedTypes()
        let graph = analysis.graph
        for ref in graph.allLinkRefs where graph.link(ref).kind == .value {
            if let id = analysis.registeredType(ofLink: ref) { types.registered.insert(id) }
        }
        for i in analysis.pushSites.indices {
            if let id = analysis.registeredType(ofPushSite: i) { types.registered.insert(id) }
        }
        // Appends onto arrays no stack is known to bind: a parameter (`inout path`), `router.path` of a router whose
        // type is not known.
        for file in analysis.files {
            for push in file.pushes where push.operation == .append || push.operation == .appendContentsOf || push.operation == .assign {
                let owner = analysis.inference.ownerName(push.function.owner, parents: [])
                let key = analysis.inference.pathKey(push.target, owner: owner)
                if let key, !analysis.contexts(bindingKey: key).isEmpty { continue }
                for (value, _) in push.values { types.others.insert(analysis.inference.type(of: value, owner: owner, contextType: nil).unwrapped) }
            }
        }
        return types
    }

    /// Is some value of unknown type appended to a path NavLint cannot name (`router.path` of a router whose type it
    /// does not know)? It may be of any type, onto any stack.
    static func hasUnknownPushesOntoUnknownPaths(_ analysis: NavigationAnalysis) -> Bool {
        for file in analysis.files {
            for push in file.pushes where push.operation == .append || push.operation == .appendContentsOf || push.operation == .assign {
                guard case .member = push.target else { continue }
                let owner = analysis.inference.ownerName(push.function.owner, parents: [])
                guard analysis.inference.pathKey(push.target, owner: owner) == nil else { continue }
                if push.values.contains(where: { !analysis.inference.type(of: $0.0, owner: owner, contextType: nil).isKnown }) { return true }
            }
        }
        return false
    }

    /// Is some `NavigationLink(value:)` written where NavLint does not read view code (a helper returning a concrete
    /// view type)? Its value and its stack are unknown: it may push anything.
    static func hasLinksNavLintDoesNotRead(_ analysis: NavigationAnalysis) -> Bool {
        var read: Set<SourceLocation> = []
        for r in analysis.graph.regions { for link in r.links where link.kind == .value { read.insert(link.location) } }
        return analysis.files.contains { file in file.constructions.valueLinks.contains { !read.contains($0) } }
    }

    /// A value type whose pushes NavLint can recognise: not a protocol, not a class that scanned classes inherit.
    /// `inherited`: `classesInherited(analysis)`.
    static func isPushableType(_ type: ResolvedType, _ analysis: NavigationAnalysis, inherited: Set<String>) -> Bool {
        guard let name = type.nominalName else { return type.externalName != nil }
        guard let info = analysis.table[name] else { return false }
        if info.kind == .protocol { return false }
        if info.kind == .class && inherited.contains(name) { return false }
        return true
    }

    /// The names that some other scanned type inherits or conforms to.
    static func classesInherited(_ analysis: NavigationAnalysis) -> Set<String> {
        var result: Set<String> = []
        for other in analysis.table.typeNames {
            for c in analysis.table.conformances(of: other) {
                if let n = c.nominalName, n != other { result.insert(n) }
            }
        }
        return result
    }

    /// The properties that code NavLint does not follow may write: paths written from values it does not read (a
    /// restored or decoded path, `insert`), and path bindings handed to a view it was not given or that does not take
    /// them as a binding. Each is the set of the properties such a path may stand for (`targets`).
    struct UnseenWrites {
        package var opaque: Set<PathKey> = []
        var handedOff: Set<PathKey> = []

        package init(_ analysis: NavigationAnalysis) {
            let inference = analysis.inference
            for f in analysis.files {
                for p in f.pushes where p.operation == .opaqueWrite {
                    if let k = inference.pathKey(p.target, owner: inference.ownerName(p.function.owner, parents: [])) { opaque.formUnion(analysis.targets(k)) }
                }
                for p in f.persistence where p.kind == .restoredFromRepresentation {
                    if let k = inference.pathKey(p.target, owner: inference.ownerName(p.owner, parents: [])) { opaque.formUnion(analysis.targets(k)) }
                }
            }
            let graph = analysis.graph
            for ri in graph.regionIDs {
                let owner = graph.owner(of: ri)
                for use in graph[ri].uses where !use.arguments.isEmpty {
                    for (label, value) in use.arguments {
                        guard let k = inference.pathKey(value, owner: owner) else { continue }
                        if case .type(let t) = use.target, let label,
                           case .nominal(let child, _) = analysis.table.resolve(t, context: TypeInference.components(owner)),
                           let (p, _) = analysis.table[child]?.property(label), p.holdsBinding || p.wrapper == "Bindable" {
                            continue
                        }
                        handedOff.formUnion(analysis.targets(k))
                    }
                }
            }
        }
    }

    /// May values NavLint cannot see be pushed onto this context: an incomplete scope, a value link of unknown type
    /// on its pages, a path bound through something NavLint cannot read, pushes of unknown type onto its path,
    /// writes it cannot read, a restore, or its binding handed to code that was not scanned?
    static func mayPushUnseenValues(_ ci: ContextID, _ analysis: NavigationAnalysis, _ unseen: UnseenWrites) -> Bool {
        let ctx = analysis[ci]
        if ctx.isIncomplete { return true }
        let graph = analysis.graph
        for page in ctx.visible.keys {
            for f in graph.composedFrames(of: page) {
                for ref in graph.linkRefs(in: f) where graph.link(ref).kind == .value {
                    if !analysis.linkType(ref).isKnown { return true }
                }
            }
        }
        let container = graph.container(ctx.container)
        guard let key = ctx.pathKey else { return container.hasPathArgument }
        if analysis.hasUnresolvedPushes(onto: key) { return true }
        let targets = analysis.targets(key)
        // A write NavLint does not read, or `$path` handed to a view it was not given or that does not take a binding.
        return targets.contains { unseen.opaque.contains($0) || unseen.handedOff.contains($0) }
    }
}
