// Links and pushes in a generic view whose value's type is one of the view's generic parameters: typed once per place
// the view is built, with the parameters that construction fixes (docs/model.md#generic-views).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A construction of one of the program's generic views in view code (`MediaCard(title: t, destination: movie)`), and
/// what it makes the view's generic parameters.
package struct GenericConstruction: Sendable {
    /// The view use that builds the view.
    package var use: FactRef
    /// The frame the construction is in.
    package var frame: Frame
    /// Its name token (`MediaCard`): where the finding's note points.
    package var location: SourceLocation
    /// The view's generic arguments there, in order (`.unknown` where nothing fixes one); nil when they cannot be read.
    package var arguments: [ResolvedType]?
    /// The regions it brings in (the view's body, every alternative).
    package var targets: [RegionID]
}

/// An instance of a generic view's code: what a construction of the view makes its generic parameters, or a chain of
/// constructions through generic views that hand on values of their own parameters (`Tile(value: item)` in the code of
/// `Grid<Item>`, built as `Grid(items: workouts)`).
package struct GenericInstance: Sendable {
    /// The view's generic arguments there (`.unknown` where nothing fixes one); nil when they cannot be read.
    package var arguments: [ResolvedType]?
    /// The frames of the constructions of the chain, the view's own construction first: the instance is shown on a page
    /// that composes them all.
    package var frames: [Frame]
    /// The construction that fixes the arguments (the outermost of a chain): its name token, and the view it builds.
    package var location: SourceLocation
    package var view: String
    /// The regions the view's own construction brings in.
    package var targets: [RegionID]
}

/// A value link in a generic view, typed at one construction of the view.
public struct GenericLinkInstance: Sendable {
    /// Where a view is built with the value that fixes the link's type (its name token), and that view (the link's own,
    /// or one that hands its value on to it).
    public var construction: SourceLocation
    public var view: String
    /// The link's value's type there (`.unknown` when the construction's arguments do not fix it).
    public var type: ResolvedType
    /// The frames of the constructions (see `GenericInstance.frames`).
    var frames: [Frame]
    /// The number of `type` among the registered types (`registeredTypeIDs`), or `notRegistered`, or `notKnown`.
    var typeID: Int32 = NavigationAnalysis.notKnown
    /// Is the link in the frames the construction composes (not in a sheet or a page the view pushes itself)?
    var composesLink: Bool
}

/// One instance of a generic link: the link, and the index of the instance in `NavigationAnalysis.genericLinks[link]`.
public struct GenericLinkKey: Hashable, Comparable, Sendable {
    public var link: FactRef
    public var instance: Int32

    public init(link: FactRef, instance: Int32) {
        self.link = link
        self.instance = instance
    }

    public static func < (a: GenericLinkKey, b: GenericLinkKey) -> Bool { (a.link, a.instance) < (b.link, b.instance) }
}

extension NavigationAnalysis {
    /// The constructions of the program's generic view `owner` in view code, in use order (computed once per view).
    package func genericConstructions(of owner: String) -> [GenericConstruction] {
        if let known = genericConstructionsCache[owner] { return known }
        var result: [GenericConstruction] = []
        var seen: Set<FactRef> = []
        for body in graph.regions(ofType: owner) {
            for ref in graph.usesOfRegion[body] ?? [] where seen.insert(ref).inserted {
                let use = graph.use(ref)
                let targets = graph.useTargets[ref.region.index][Int(ref.index)]
                var arguments: [ResolvedType]?
                if case .type(let t) = use.target {
                    let user = graph.owners[ref.region.index]
                    let context = user.map(TypeInference.components) ?? graph.regions[ref.region.index].lexicalParents
                    if let (name, fixed) = inference.constructionArguments(t, arguments: graph.regions[ref.region.index].constructionArguments(ofUse: ref.index), owner: user, context: context),
                       name == owner {
                        arguments = fixed
                    }
                }
                result.append(GenericConstruction(use: ref, frame: graph.frame(of: use.elementID, in: ref.region), location: use.location,
                                                  arguments: arguments, targets: targets))
            }
        }
        genericConstructionsCache[owner] = result
        return result
    }

    /// The type of `value`, written in the code of the generic view `owner`, in each instance of that code: at each
    /// construction of the view; where that construction's own values do not fix it, and it is made in the code of
    /// another generic view, at each instance of that view's code (two such steps at most). `.unknown` where the
    /// arguments cannot be read or do not fix the type.
    func instanceTypes(of value: ValueExpr, owner: String, contextType: ResolvedType? = nil) -> [(type: ResolvedType, instance: GenericInstance)] {
        var result: [(type: ResolvedType, instance: GenericInstance)] = []
        for c in genericConstructions(of: owner) {
            let own = GenericInstance(arguments: c.arguments, frames: [c.frame], location: c.location, view: owner, targets: c.targets)
            let t = type(of: value, owner: owner, arguments: c.arguments, contextType: contextType)
            let chains = t.isKnown ? [] : outerInstances(of: c, owner: owner, depth: 0)
            if chains.isEmpty {
                result.append((t, own))
            } else {
                for chain in chains { result.append((type(of: value, owner: owner, arguments: chain.arguments, contextType: contextType), chain)) }
            }
        }
        return result
    }

    private func type(of value: ValueExpr, owner: String, arguments: [ResolvedType]?, contextType: ResolvedType?) -> ResolvedType {
        guard let arguments, arguments.contains(where: \.isKnown) else { return .unknown }
        return inference.instantiated(owner, arguments: arguments).type(of: value, owner: owner, contextType: contextType).unwrapped
    }

    /// A construction of `owner` made in the code of another generic view (`Tile(value: item)` in `Grid<Item>`): the
    /// instances its arguments have at each instance of that view's code. Empty when it is not made in such code.
    private func outerInstances(of c: GenericConstruction, owner: String, depth: Int) -> [GenericInstance] {
        guard depth < 2, let user = graph.owners[c.use.region.index], user != owner, table.isGeneric(user) else { return [] }
        let use = graph.use(c.use)
        guard case .type(let t) = use.target else { return [] }
        var result: [GenericInstance] = []
        for d in genericConstructions(of: user) {
            var outer = [GenericInstance(arguments: d.arguments, frames: [d.frame], location: d.location, view: user, targets: d.targets)]
            if !(d.arguments?.allSatisfy(\.isKnown) ?? false) {
                let chains = outerInstances(of: d, owner: user, depth: depth + 1)
                if !chains.isEmpty { outer = chains }
            }
            for o in outer {
                guard let arguments = o.arguments, arguments.contains(where: \.isKnown) else { continue }
                let context = TypeInference.components(user)
                let fixed = inference.instantiated(user, arguments: arguments)
                    .constructionArguments(t, arguments: graph.regions[c.use.region.index].constructionArguments(ofUse: c.use.index), owner: user, context: context)
                guard let fixed, fixed.type == owner else { continue }
                result.append(GenericInstance(arguments: fixed.arguments, frames: [c.frame] + o.frames, location: o.location, view: o.view, targets: c.targets))
            }
        }
        return result
    }

    /// The value links of unknown type in the code of the program's generic views, each typed at every construction of
    /// its view. Only views with such a link are looked at (most generic views are wrappers of content, which link
    /// nothing of their own).
    func typeGenericLinks() -> [FactRef: [GenericLinkInstance]] {
        var result: [FactRef: [GenericLinkInstance]] = [:]
        for ri in graph.regions.indices {
            let links = graph.regions[ri].links, types = linkTypeTable[ri]
            // (Asked of the region's owner only when it has a value link of unknown type: seldom.)
            guard links.indices.contains(where: { links[$0].kind == .value && !types[$0].isKnown }),
                  let owner = graph.owners[ri], table.isGeneric(owner) else { continue }
            for li in links.indices where links[li].kind == .value && links[li].appInitializer == nil {
                guard let value = links[li].value, !types[li].isKnown else { continue }
                let frame = graph.frame(of: links[li].elementID, in: RegionID(ri))
                var instances: [GenericLinkInstance] = []
                for (t, instance) in instanceTypes(of: value, owner: owner) {
                    let composes = instance.targets.contains { graph.composition(of: Frame(top: $0)).frames.contains(frame) }
                    instances.append(GenericLinkInstance(construction: instance.location, view: instance.view, type: NavigationAnalysis.valueType(t),
                                                         frames: instance.frames, composesLink: composes))
                }
                if !instances.isEmpty { result[FactRef(region: RegionID(ri), index: li)] = instances }
            }
        }
        return result
    }

    /// Is a value link's type read: its own, or, in a generic view, at every construction of the view (and there is one)?
    public func isResolved(link ref: FactRef) -> Bool {
        if linkType(ref).isKnown { return true }
        guard let instances = genericLinks[ref] else { return false }
        return instances.allSatisfy { $0.type.isKnown }
    }

    /// The number of an instance's type among the registered types, or nil when no registration has it (or it is not
    /// known).
    public func registeredType(of key: GenericLinkKey) -> RegisteredTypeID? {
        guard let instances = genericLinks[key.link], Int(key.instance) < instances.count else { return nil }
        let t = instances[Int(key.instance)].typeID
        return t >= 0 ? RegisteredTypeID(t) : nil
    }

    /// The instances of a generic link that a page shows: those built in one of the page's frames (`frames`, sorted)
    /// that compose the link.
    static func instancesShown(_ instances: [GenericLinkInstance], in frames: [Frame]) -> [Int] {
        var shown: [Int] = []
        for k in instances.indices where instances[k].composesLink && instances[k].frames.allSatisfy({ NavigationAnalysis.sortedContains(frames, $0) }) {
            shown.append(k)
        }
        return shown
    }

    static func sortedContains(_ frames: [Frame], _ f: Frame) -> Bool {
        var lo = 0, hi = frames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if frames[mid] < f { lo = mid + 1 } else { hi = mid }
        }
        return lo < frames.count && frames[lo] == f
    }

    /// The frames composed into some page of a context (computed once per context).
    package func frames(of ci: ContextID) -> Set<Frame> {
        if let known = contextFramesCache[ci] { return known }
        var frames: Set<Frame> = []
        for page in self[ci].visible.keys { frames.formUnion(graph.composition(of: page).frames) }
        contextFramesCache[ci] = frames
        return frames
    }
}
