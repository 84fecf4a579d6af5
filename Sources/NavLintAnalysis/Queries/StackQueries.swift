// Queries on stacks that several rules and the route graph share: unmapped links and pushes, registered types, placement.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// Value links and pushes whose value's type NavLint could not read, in source order (docs/navigation.md#s4.6: counted and
    /// shown, never reported as findings).
    public func unresolvedPlaces() -> [(location: SourceLocation, isLink: Bool)] {
        var result: [(location: SourceLocation, isLink: Bool)] = []
        for (ri, r) in graph.regions.enumerated() {
            for li in r.links.indices where r.links[li].kind == .value {
                if let at = r.links[li].valueLocation, !isResolved(link: FactRef(region: RegionID(ri), index: li)) { result.append((at, true)) }
            }
        }
        for at in unresolvedPushLocations { result.append((at, false)) }
        return result.sorted { $0.location < $1.location }
    }

    /// The contexts in which a value link is unmapped (docs/navigation.md#s4): complete contexts whose pages do not map its type,
    /// leaving out split-view columns where the link drives the list selection or another column maps the type.
    public func unmappedContexts(ofLink ref: FactRef) -> [LinkInContext] {
        unmappedContexts(ofLink: ref, type: linkType(ref), entries: linkContexts[ref] ?? [])
    }

    /// The contexts in which one instance of a link in a generic view (`genericLinks`) is unmapped, as for any link.
    public func unmappedContexts(of key: GenericLinkKey) -> [LinkInContext] {
        guard let instances = genericLinks[key.link], Int(key.instance) < instances.count else { return [] }
        return unmappedContexts(ofLink: key.link, type: instances[Int(key.instance)].type, entries: genericLinkContexts[key] ?? [])
    }

    private func unmappedContexts(ofLink ref: FactRef, type: ResolvedType, entries: [LinkInContext]) -> [LinkInContext] {
        let link = graph.link(ref)
        var unmapped: [LinkInContext] = []
        for entry in entries where !entry.mapped {
            let ctx = self[entry.context]
            if ctx.isIncomplete { continue }
            if ctx.kind == .column {
                // docs/navigation.md#s4.4: a value of the selection's type drives the split view; columns share what they map.
                if let selection = selectionType(around: link.elementID, in: ref.region), selects(selection, ref, type: type) { continue }
                let columnsMap = contextIDs.contains { i in
                    self[i].container == ctx.container && registeredTypes(i).contains(type)
                }
                if columnsMap { continue }
            }
            unmapped.append(entry)
        }
        return unmapped
    }

    /// The stacks a push goes onto whose registrations do not map its type (complete stacks only).
    /// A push may land on any stack whose path it may stand for (one router class, two instances; one child view,
    /// two tabs). When the view it is made in is shown in some of those stacks, it lands on one of them: each that
    /// does not map its type is reported (a row in both tabs, pushing through the tab's router, fails in the tab
    /// that does not map it). Otherwise (a router's or a model's method) it is unmapped only when none of them maps
    /// its type. Either way all the stacks it may land on must be known in full (docs/navigation.md#s4.5).
    public func unmappedContexts(of site: PushSite) -> [ContextID] {
        unmappedContexts(targets: site.targets, typeID: registeredTypeIDs[site.type] ?? NavigationAnalysis.notRegistered, madeIn: site.function,
                         shownAt: site.constructionFrames)
    }

    /// `unmappedContexts(of: pushSites[i])`, with the site's type number known already.
    public func unmappedContexts(ofPushSite i: Int) -> [ContextID] {
        unmappedContexts(targets: pushSites[i].targets, typeID: pushSiteTypeIDs[i], madeIn: pushSites[i].function, shownAt: pushSites[i].constructionFrames)
    }

    /// Types are compared by number (`registeredTypeIDs`): a stack maps the type when one of its registrations has
    /// that number, or the number of `.unknown`. `targets`: the site's `bindings.targets` (its stacks are those of
    /// `contexts(bindingKey:)`).
    /// `shownAt`: for a push in a generic view typed at one construction of it, that construction's frame: the push is
    /// made by the instance built there, on a stack that shows it (each such stack is judged on its own).
    private func unmappedContexts(targets: [PathKey], typeID: Int32, madeIn function: FunctionKey, shownAt: [Frame] = []) -> [ContextID] {
        var stacks = targets.count == 1 ? contextsByKey[targets[0]] ?? [] : targets.flatMap { contextsByKey[$0] ?? [] }
        var eachOnItsOwn = false
        if !shownAt.isEmpty {
            let showing = stacks.filter { ci in let frames = frames(of: ci); return shownAt.allSatisfy { frames.contains($0) } }
            if !showing.isEmpty {
                stacks = showing
                eachOnItsOwn = true
            }
        }
        if !eachOnItsOwn, stacks.count > 1, let owner = inference.ownerName(function.owner, parents: []) {
            let showing = stacks.filter { viewTypesShown(in: $0).contains(owner) }
            if !showing.isEmpty {
                stacks = showing
                eachOnItsOwn = true
            }
        }
        var unmapped: [ContextID] = []
        let owner = inference.ownerName(function.owner, parents: [])
        for ci in stacks {
            if self[ci].isIncomplete { return [] }
            var types = contextTypeIDs[ci.index]
            // Pushed by a view's own code (a button of the stack's root, a dialog it presents): it runs while that view
            // is shown, and SwiftUI looks the type up among the destinations registered where it is, not in a screen
            // pushed after it (docs/navigation.md#s4.5).
            // (A type registered at the stack's root is seen on every page: nothing more to ask.)
            if let owner, shownAt.isEmpty, !rootSees(typeID, in: ci), let seen = typesSeen(byView: owner, in: ci) { types = seen }
            if (typeID >= 0 && types.contains(typeID)) || (unknownTypeID >= 0 && types.contains(unknownTypeID)) {
                if eachOnItsOwn { continue }
                return []
            }
            unmapped.append(ci)
        }
        return unmapped
    }

    /// The numbers of the types registered on the pages of a context that show a view type (nil when none does).
    /// A view is shown on a page its body (or a view-code member) is composed into, and on the stack's root when the
    /// stack is written in it; not on a page that only its destination closure builds (another view's).
    func typesSeen(byView owner: String, in ci: ContextID) -> Set<Int32>? {
        let key = ViewInContext(context: ci, owner: owner)
        if let known = typesSeenByViewCache[key] { return known.found ? known.types : nil }
        let regions: [RegionID]
        if let known = regionsOfOwnerCache[owner] {
            regions = known
        } else {
            regions = graph.regionIDs.filter { graph.owner(of: $0) == owner }
            regionsOfOwnerCache[owner] = regions
        }
        var types: Set<Int32> = []
        var found = false
        if !regions.isEmpty {
            let index = pagesShowingRegions(in: ci)
            for r in regions {
                for seen in index[r] ?? [] {
                    found = true
                    for id in seen { types.insert(registrationTypeID[id.index]) }
                }
            }
        }
        typesSeenByViewCache[key] = (found, types)
        return found ? types : nil
    }

    /// Does the stack's root page see a registration of this type number (or of unknown type)?
    func rootSees(_ typeID: Int32, in ci: ContextID) -> Bool {
        let types: Set<Int32>
        if let known = rootTypesCache[ci] {
            types = known
        } else {
            let ctx = self[ci]
            types = Set((ctx.visible[ctx.root] ?? []).map { registrationTypeID[$0.index] })
            rootTypesCache[ci] = types
        }
        return (typeID >= 0 && types.contains(typeID)) || (unknownTypeID >= 0 && types.contains(unknownTypeID))
    }

    /// Per region whose view code is shown on a context's pages (its top frame composed into the page, or the stack's
    /// root written in it): what each such page sees. Worked out once per context, for `typesSeen(byView:in:)`.
    func pagesShowingRegions(in ci: ContextID) -> [RegionID: [Set<RegistrationID>]] {
        if let known = pagesShowingRegionsCache[ci] { return known }
        var index: [RegionID: [Set<RegistrationID>]] = [:]
        let ctx = self[ci]
        for (page, seen) in ctx.visible {
            if page == ctx.root { index[page.region, default: []].append(seen) }
            for frame in graph.composition(of: page).frames where frame.element == .root {
                index[frame.region, default: []].append(seen)
            }
        }
        pagesShowingRegionsCache[ci] = index
        return index
    }

    /// The view types whose view code is part of a context's pages (computed once per context).
    func viewTypesShown(in ci: ContextID) -> Set<String> {
        if let known = viewTypesShownCache[ci] { return known }
        var owners: Set<String> = []
        for page in self[ci].visible.keys {
            for frame in graph.composition(of: page).frames {
                if let owner = graph.owner(of: frame.region) { owners.insert(owner) }
            }
        }
        viewTypesShownCache[ci] = owners
        return owners
    }

    /// The place that starts an outside context a fact is in, when every known context of it is outside.
    public func outsideOnly(element: ElementID, in region: RegionID) -> SourceLocation? {
        let f = graph.frame(of: element, in: region)
        guard !isForwarded(element, in: region), let at = placement.outside[f] else { return nil }
        // On the platforms the element exists on: outside on some, inside on none (docs/model.md#platforms).
        let platforms = programPlatforms.intersection(graph.platforms(of: element, in: region))
        guard placement.platformsInside(f).isDisjoint(with: platforms), !placement.platformsOutside(f).isDisjoint(with: platforms) else { return nil }
        return at
    }

    /// Types registered anywhere on a context's pages (computed once per context).
    public func registeredTypes(_ ci: ContextID) -> Set<ResolvedType> {
        if let known = registeredTypesCache[ci] { return known }
        let types = Set(self[ci].allRegistrations.map { self[$0].type })
        registeredTypesCache[ci] = types
        return types
    }
}
