// Pass `scopes`: the pages of each context and the registrations each page sees (docs/navigation.md#s4.2).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// Registrations in a page: every registration in the frames composed into it. Every page a scope reaches is
    /// among those `preparePages` works out; anything else is computed on the spot.
    package func registrations(in page: Frame) -> Set<RegistrationID> {
        pageRegistrations[page] ?? computeRegistrations(in: page)
    }

    func computeRegistrations(in page: Frame) -> Set<RegistrationID> {
        NavigationAnalysis.registrations(in: page, graph: graph, byFrame: registrationsByFrame, content: registrationContent,
                                         refs: registrations.map(\.ref))
    }

    /// Each registration's content frame (the platforms of a registration are those of its content's element).
    var registrationContent: [Frame] { registrations.map(\.content) }

    /// Registrations in a page, from the table of registrations by frame handed in (read through a local by the
    /// threads that work pages out: through the class's property, each read was checked for exclusive access). A
    /// registration on no platform where its frame is part of the page is not in it (docs/model.md#platforms).
    private static func registrations(in page: Frame, graph: ViewGraph, byFrame: [Frame: [RegistrationID]], content: @autoclosure () -> [Frame],
                                      refs: @autoclosure () -> [FactRef]) -> Set<RegistrationID> {
        registrations(in: graph.composition(of: page), graph: graph, byFrame: byFrame, content: content(), refs: refs())
    }

    /// `registrations(in:)` of a page's composition worked out already (one construction's content of a wrapper).
    private static func registrations(in composition: ViewGraph.Composition, graph: ViewGraph, byFrame: [Frame: [RegistrationID]],
                                      content: @autoclosure () -> [Frame], refs: @autoclosure () -> [FactRef]) -> Set<RegistrationID> {
        var result: Set<RegistrationID> = []
        var contents: [Frame]?
        var factRefs: [FactRef]?
        for (k, f) in composition.frames.enumerated() {
            let mask = composition.platforms(at: k)
            for id in byFrame[f] ?? [] {
                // Written in a branch the view's flags rule out here (`if isEditing { … .navigationDestination … }`).
                if !composition.flags.isEmpty {
                    if factRefs == nil { factRefs = refs() }
                    if graph.isRuledOut(destination: factRefs![id.index], in: composition, at: k) { continue }
                }
                if mask != .all {
                    if contents == nil { contents = content() }
                    let c = contents![id.index]
                    if mask.isDisjoint(with: graph.platforms(of: c.element, in: c.region)) { continue }
                }
                result.insert(id)
            }
        }
        return result
    }

    /// The pages scopes are made of (context roots, and the content each registration, view link and isPresented or
    /// item destination pushes): their composed frames and registrations, worked out in parallel before the scopes.
    private func preparePages(jobs: Int) {
        var pages = contexts.map(\.root)
        for registration in registrations { pages.append(registration.content) }
        for ri in graph.regionIDs {
            for link in graph[ri].links where link.pushesView { pages.append(Frame(region: ri, element: link.contentElementID)) }
            for d in graph[ri].destinations where d.pushesView { pages.append(Frame(region: ri, element: d.contentElementID)) }
        }
        let unique = Array(Set(pages)).sorted()
        graph.precompose(unique, jobs: jobs)
        let graph = graph, byFrame = registrationsByFrame, content = registrationContent, refs = registrations.map(\.ref)
        pageRegistrations = ParallelMap.table(unique, jobs: jobs) {
            NavigationAnalysis.registrations(in: $0, graph: graph, byFrame: byFrame, content: content, refs: refs)
        }
    }

    func computeScopes(jobs: Int) {
        preparePages(jobs: jobs)
        let content = registrations.map(\.content)
        let tables = ScopeTables(content: content, platforms: content.map { graph.platforms(of: $0.element, in: $0.region) },
                                 typeID: registrationTypeID, linkTypeIDs: linkTypeIDs,
                                 contexts: contexts, pageRegistrations: pageRegistrations, attachedTo: registrationsAttachedTo,
                                 pushSitesByKey: pushSitesByKey, pushSiteTypeIDs: pushSiteTypeIDs,
                                 keysWithUnresolvedPushes: keysWithUnresolvedPushes, unknownTypeID: unknownTypeID,
                                 genericLinks: genericLinks)
        let scopes = ParallelMap.map(count: contexts.count, jobs: jobs) { self.scope(of: ContextID($0), tables) }
        contextTypeIDs = scopes.map(\.typeIDs)
        for (ci, scope) in scopes.enumerated() {
            contexts[ci].visible = scope.visible
            contexts[ci].successors = scope.successors
            contexts[ci].isIncomplete = scope.isIncomplete
            contexts[ci].unread = scope.unread
            var all: Set<RegistrationID> = []
            for seen in scope.visible.values { all.formUnion(seen) }
            contexts[ci].allRegistrations = all
            // How links fare in each context was gathered with its scope; merged here in context order.
            for (ref, entry) in scope.links { linkContexts[ref, default: []].append(entry) }
            for (key, entry) in scope.genericLinks { genericLinkContexts[key, default: []].append(entry) }
        }
    }

    /// What every scope reads, gathered once: read through a local, not the class's properties (each read of
    /// which is checked for exclusive access), and each registration's content frame in a compact list of its own.
    private struct ScopeTables {
        let content: [Frame]
        /// The platforms of each registration (its content's element).
        let platforms: [Platforms]
        let typeID: [Int32]          // `registrationTypeID`
        let linkTypeIDs: [[Int32]]
        let contexts: [NavigationContext]
        let pageRegistrations: [Frame: Set<RegistrationID>]
        let attachedTo: [FactRef: [RegistrationID]]      // `registrationsAttachedTo`
        let pushSitesByKey: [PathKey: [Int]]
        let pushSiteTypeIDs: [Int32]
        let keysWithUnresolvedPushes: Set<PathKey>
        let unknownTypeID: Int32
        /// `genericLinks`: links in generic views, typed per construction of their view.
        let genericLinks: [FactRef: [GenericLinkInstance]]

        /// `registrations(in:)`, from the tables.
        func registrations(in page: Frame, _ analysis: NavigationAnalysis) -> Set<RegistrationID> {
            pageRegistrations[page] ?? analysis.computeRegistrations(in: page)
        }
    }

    /// What a context's pages see and push (docs/navigation.md#s4.2). Reads the analysis only: contexts are computed in parallel.
    private struct Scope {
        var visible: [Frame: Set<RegistrationID>] = [:]
        var successors: [Frame: Set<Frame>] = [:]
        var isIncomplete = false
        var unread: UnreadContent?
        /// How each value link of known type fares in this context (see `linkContexts`).
        var links: [FactRef: LinkInContext] = [:]
        /// How each instance of a generic link of known type fares in this context (see `genericLinkContexts`).
        var genericLinks: [GenericLinkKey: LinkInContext] = [:]
        /// The numbers of the types of all its registrations (`contextTypeIDs`).
        var typeIDs: Set<Int32> = []
    }

    /// The first view of a frame that cannot be followed, or the region itself when its code was too deep to read.
    private func unreadPlace(in f: Frame) -> UnreadContent? {
        let region = graph.regions[Int(f.region)]
        var first: SourceLocation?
        for u in graph.uses(in: f) {
            guard graph.isOpaqueUse(FactRef(region: f.region, index: u)) else { continue }
            let l = region.uses[Int(u)].location
            if first.map({ l < $0 }) ?? true { first = l }
        }
        if let first { return UnreadContent(reason: .opaqueView, location: first) }
        return graph.isIncomplete(region: f.region) ? UnreadContent(reason: .tooDeep, location: region.location) : nil
    }

    /// A context's scope. For the stack of a wrapper built several times (`RoutingStack { HomeView() }` in one tab and
    /// `RoutingStack { CartView() }` in another), whose pages are those of every construction's content, each link is
    /// judged against one construction's content at a time: mapped only when it is in every construction that shows it
    /// (docs/model.md#content-in-a-wrappers-stack).
    private func scope(of ci: ContextID, _ tables: ScopeTables) -> Scope {
        var scope = computeScope(ci, tables)
        let root = tables.contexts[ci.index].root
        guard !graph.sinkTargetsByConstruction.isEmpty, graph.sharedSinkFrames.contains(root) else { return scope }
        let sinks = graph.sinkTargetsByConstruction.filter { $0.key.region == root.region }
        guard let n = sinks.values.map(\.count).min(), n > 1 else { return scope }
        // Contents that all register the same types at the root (each tab's content given the app's destinations
        // modifier) judge their links alike: the whole scope does.
        var rootTypes: Set<Set<Int32>> = []
        for j in 0..<n {
            var overriding: [FactRef: [RegionID]] = [:]
            for (sink, each) in sinks { overriding[sink] = each[j] }
            let composition = graph.composition(of: root, overriding: overriding)
            let ids = NavigationAnalysis.registrations(in: composition, graph: graph, byFrame: registrationsByFrame, content: registrationContent,
                                                       refs: registrations.map(\.ref))
            rootTypes.insert(Set(ids.map { tables.typeID[$0.index] }))
            if rootTypes.count > 1 { break }
        }
        guard rootTypes.count > 1 else { return scope }
        var links: [FactRef: LinkInContext] = [:]
        var genericLinks: [GenericLinkKey: LinkInContext] = [:]
        for j in 0..<n {
            var overriding: [FactRef: [RegionID]] = [:]
            for (sink, each) in sinks { overriding[sink] = each[j] }
            let one = computeScope(ci, tables, overriding: overriding)
            for (ref, entry) in one.links {
                links[ref] = links[ref].map { LinkInContext(context: ci, mapped: $0.mapped && entry.mapped) } ?? entry
            }
            for (key, entry) in one.genericLinks {
                genericLinks[key] = genericLinks[key].map { LinkInContext(context: ci, mapped: $0.mapped && entry.mapped) } ?? entry
            }
        }
        for (ref, entry) in links { scope.links[ref] = entry }
        for (key, entry) in genericLinks { scope.genericLinks[key] = entry }
        return scope
    }

    /// `overriding`: what some uses bring in instead (one construction's content of a wrapper), at the context's root.
    private func computeScope(_ ci: ContextID, _ tables: ScopeTables, overriding: [FactRef: [RegionID]] = [:]) -> Scope {
        var scope = Scope()
        let root = tables.contexts[ci.index].root
        // The platforms the context is on (its container's, within the program's).
        let contextPlatforms = programPlatforms.intersection(graph.platforms(of: root.element, in: root.region))
        let rootComposition: ViewGraph.Composition? = overriding.isEmpty ? nil : graph.composition(of: root, overriding: overriding)
        var start = rootComposition.map {
            NavigationAnalysis.registrations(in: $0, graph: graph, byFrame: registrationsByFrame, content: registrationContent, refs: registrations.map(\.ref))
        } ?? tables.registrations(in: root, self)
        // (Most stacks have no destination attached to the container itself: no table to look in.)
        if !tables.attachedTo.isEmpty {
            for id in tables.attachedTo[tables.contexts[ci.index].container] ?? [] { start.insert(id) }
        }
        var visible: [Frame: Set<RegistrationID>] = [root: start]
        // The type numbers pushed onto the stack's path.
        var pushTypes: Set<Int32> = []
        var anyPush = false
        // A registration of unknown type may map whatever is pushed (FlowStacks' `Router { screen, _ in … }`).
        let unknownType = tables.unknownTypeID
        var pushesSomething = false
        if let key = tables.contexts[ci.index].pathKey {
            if unknownType >= 0 { pushesSomething = !(tables.pushSitesByKey[key] ?? []).isEmpty }
            for i in tables.pushSitesByKey[key] ?? [] where tables.pushSiteTypeIDs[i] >= 0 {
                pushTypes.insert(tables.pushSiteTypeIDs[i])
            }
            anyPush = !tables.keysWithUnresolvedPushes.isEmpty && tables.keysWithUnresolvedPushes.contains(key)
        }
        // One list of a page's targets, emptied for each page (keeping its storage).
        var targets: [Frame] = []
        var queue = [root]
        var steps = 0
        while let page = queue.popLast() {
            steps += 1
            if steps > 1_000_000 {
                // Not expected on real code; if it happens, the scope is not known in full.
                scope.isIncomplete = true
                scope.unread = UnreadContent(reason: .tooManySteps, location: tables.contexts[ci.index].location)
                break
            }
            let seen = visible[page] ?? []
            targets.removeAll(keepingCapacity: true)
            // The registrations seen, by type number: made for the first link of known type.
            var seenByType: [Int32: [RegistrationID]]?
            // The platforms the page is on in this context; a link or destination on none of them is not part of it.
            let pagePlatforms = contextPlatforms.intersection(graph.platforms(of: page.element, in: page.region))
            let composition = page == root ? rootComposition ?? graph.composition(of: page) : graph.composition(of: page)
            for (k, f) in composition.frames.enumerated() {
                let framePlatforms = pagePlatforms.intersection(composition.platforms(at: k))
                // Code too deep to read, or content NavLint cannot follow: registrations may be missing, and the
                // content may push any registration it sees.
                if graph.isIncomplete(region: f.region) || graph.hasOpaqueContent(f) {
                    scope.isIncomplete = true
                    if let place = unreadPlace(in: f), scope.unread.map({ place.location < $0.location }) ?? true { scope.unread = place }
                    for id in seen { targets.append(tables.content[id.index]) }
                }
                for ref in graph.linkRefs(in: f) {
                    let link = graph.link(ref)
                    let linkPlatforms = framePlatforms.intersection(graph.platforms(of: link.elementID, in: f.region))
                    if linkPlatforms.isEmpty { continue }
                    if graph.isRuledOut(link: ref, in: composition, at: k) { continue }
                    if link.kind == .value {
                        let t = tables.linkTypeIDs[ref.region.index][Int(ref.index)]
                        // A link of unknown type may push any registered type (docs/navigation.md#s4.2: a may-analysis).
                        if t == NavigationAnalysis.notKnown {
                            // In a generic view, the types its constructions shown on the page give it (or, on a page of
                            // the view's own, any construction's), when all are known.
                            if !tables.genericLinks.isEmpty, let instances = tables.genericLinks[ref] {
                                var shown = NavigationAnalysis.instancesShown(instances, in: composition.frames)
                                if shown.isEmpty { shown = Array(instances.indices) }
                                if shown.allSatisfy({ instances[$0].typeID != NavigationAnalysis.notKnown }) {
                                    for k in shown {
                                        let it = instances[k].typeID
                                        for id in seen where ((it >= 0 && tables.typeID[id.index] == it) || tables.typeID[id.index] == unknownType)
                                            && (linkPlatforms == .all || !tables.platforms[id.index].isDisjoint(with: linkPlatforms)) {
                                            targets.append(tables.content[id.index])
                                        }
                                    }
                                    continue
                                }
                            }
                            for id in seen { targets.append(tables.content[id.index]) }
                        } else if linkPlatforms != .all {
                            // A link on some platforms only: the registrations on none of them do not map it.
                            for id in seen where ((t >= 0 && tables.typeID[id.index] == t) || tables.typeID[id.index] == unknownType)
                                && !tables.platforms[id.index].isDisjoint(with: linkPlatforms) {
                                targets.append(tables.content[id.index])
                            }
                        } else {
                            if seenByType == nil {
                                var byType: [Int32: [RegistrationID]] = [:]
                                for id in seen { byType[tables.typeID[id.index], default: []].append(id) }
                                seenByType = byType
                            }
                            if t >= 0 { for id in seenByType![t] ?? [] { targets.append(tables.content[id.index]) } }
                            if unknownType >= 0 { for id in seenByType![unknownType] ?? [] { targets.append(tables.content[id.index]) } }
                        }
                    } else if link.pushesView {
                        targets.append(Frame(region: f.region, element: link.contentElementID))
                    }
                }
                for ref in graph.destinationRefs(in: f) {
                    let d = graph.destination(ref)
                    guard d.pushesView else { continue }
                    if framePlatforms != .all && framePlatforms.isDisjoint(with: graph.platforms(of: d.contentElementID, in: f.region)) { continue }
                    targets.append(Frame(region: f.region, element: d.contentElementID))
                }
            }
            if anyPush || !pushTypes.isEmpty || pushesSomething {
                for id in seen where anyPush || pushTypes.contains(tables.typeID[id.index]) || (pushesSomething && tables.typeID[id.index] == unknownType) {
                    targets.append(tables.content[id.index])
                }
            }
            scope.successors[page, default: []].formUnion(targets)
            for q in targets {
                let own = tables.registrations(in: q, self)
                guard var next = visible[q] else {
                    // A page first reached shares the set it was reached with (no copy unless it registers more).
                    var next = seen
                    next.formUnion(own)
                    visible[q] = next
                    queue.append(q)
                    continue
                }
                // Reached again with the set it already has (one storage: compared at once): nothing new.
                if next == seen && own.isSubset(of: next) { continue }
                let before = next.count
                next.formUnion(seen)
                next.formUnion(own)
                if next.count != before {
                    visible[q] = next
                    queue.append(q)
                }
            }
        }
        scope.visible = visible
        // Pages reached the same way share one set of registrations: their types are worked out once.
        var last: (seen: Set<RegistrationID>, types: Set<Int32>)?
        // The frames of all the context's pages: made only for a generic link on a page of its view's own.
        var contextFrames: Set<Frame>?
        for (page, seen) in visible {
            let types: Set<Int32>
            if let last, last.seen == seen {
                types = last.types
            } else {
                types = Set(seen.map { tables.typeID[$0.index] })
                last = (seen, types)
                scope.typeIDs.formUnion(types)
            }
            // A registration of unknown type (`for: D.self` in generic code) may map anything.
            let mapsAnything = tables.unknownTypeID >= 0 && types.contains(tables.unknownTypeID)
            let pagePlatforms = contextPlatforms.intersection(graph.platforms(of: page.element, in: page.region))
            let composition = page == root ? rootComposition ?? graph.composition(of: page) : graph.composition(of: page)
            for (k, f) in composition.frames.enumerated() {
                let framePlatforms = pagePlatforms.intersection(composition.platforms(at: k))
                for ref in graph.linkRefs(in: f) {
                    let t = tables.linkTypeIDs[ref.region.index][Int(ref.index)]
                    let link = graph.link(ref)
                    guard link.kind == .value, !graph.isRuledOut(link: ref, in: composition, at: k) else { continue }
                    if t == NavigationAnalysis.notKnown {
                        guard !tables.genericLinks.isEmpty, let instances = tables.genericLinks[ref] else { continue }
                        let linkPlatforms = framePlatforms.intersection(graph.platforms(of: link.elementID, in: f.region))
                        if linkPlatforms.isEmpty { continue }
                        // The constructions of the view shown on this page; on a page of the view's own (one it pushes),
                        // those shown anywhere in the context, or every one for a stack inside the view itself.
                        var shown = NavigationAnalysis.instancesShown(instances, in: composition.frames)
                        if shown.isEmpty {
                            if contextFrames == nil {
                                var all: Set<Frame> = []
                                for p in visible.keys { all.formUnion(graph.composition(of: p).frames) }
                                contextFrames = all
                            }
                            shown = instances.indices.filter { k in instances[k].frames.allSatisfy { contextFrames!.contains($0) } }
                            if shown.isEmpty && graph.owner(of: root.region) != nil && graph.owner(of: root.region) == graph.owner(of: ref.region) {
                                shown = Array(instances.indices)
                            }
                        }
                        for k in shown where instances[k].typeID != NavigationAnalysis.notKnown {
                            let it = instances[k].typeID
                            var mapped = mapsAnything || (it >= 0 && types.contains(it))
                            if mapped && linkPlatforms != .all {
                                mapped = seen.contains { id in
                                    (tables.typeID[id.index] == it || tables.typeID[id.index] == tables.unknownTypeID) && !tables.platforms[id.index].isDisjoint(with: linkPlatforms)
                                }
                            }
                            let key = GenericLinkKey(link: ref, instance: Int32(k))
                            if let known = scope.genericLinks[key] {
                                if mapped && !known.mapped { scope.genericLinks[key] = LinkInContext(context: ci, mapped: true) }
                            } else {
                                scope.genericLinks[key] = LinkInContext(context: ci, mapped: mapped)
                            }
                        }
                        continue
                    }
                    let linkPlatforms = framePlatforms.intersection(graph.platforms(of: link.elementID, in: f.region))
                    if linkPlatforms.isEmpty { continue }
                    var mapped = mapsAnything || (t >= 0 && types.contains(t))
                    if mapped && linkPlatforms != .all {
                        mapped = seen.contains { id in
                            (tables.typeID[id.index] == t || tables.typeID[id.index] == tables.unknownTypeID) && !tables.platforms[id.index].isDisjoint(with: linkPlatforms)
                        }
                    }
                    if let known = scope.links[ref] {
                        if mapped && !known.mapped { scope.links[ref] = LinkInContext(context: ci, mapped: true) }
                    } else {
                        scope.links[ref] = LinkInContext(context: ci, mapped: mapped)
                    }
                }
            }
        }
        return scope
    }
}
