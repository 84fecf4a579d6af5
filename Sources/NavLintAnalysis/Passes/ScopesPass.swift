// Pass `scopes`: the pages of each context and the registrations each page sees (docs/navigation.md#s4.2).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// Registrations in a page: every registration in the frames composed into it. Every page a scope reaches is
    /// among those `preparePages` works out; anything else is computed on the spot.
    package func registrations(in page: Frame) -> Set<Int32> {
        pageRegistrations[page] ?? computeRegistrations(in: page)
    }

    func computeRegistrations(in page: Frame) -> Set<Int32> {
        NavigationAnalysis.registrations(in: page, graph: graph, byFrame: registrationsByFrame, content: registrationContent)
    }

    /// Each registration's content frame (the platforms of a registration are those of its content's element).
    var registrationContent: [Frame] { registrations.map(\.content) }

    /// Registrations in a page, from the table of registrations by frame handed in (read through a local by the
    /// threads that work pages out: through the class's property, each read was checked for exclusive access). A
    /// registration on no platform where its frame is part of the page is not in it (docs/model.md#platforms).
    private static func registrations(in page: Frame, graph: ViewGraph, byFrame: [Frame: [Int32]], content: @autoclosure () -> [Frame]) -> Set<Int32> {
        var result: Set<Int32> = []
        let composition = graph.composition(of: page)
        var contents: [Frame]?
        for (k, f) in composition.frames.enumerated() {
            let mask = composition.platforms(at: k)
            for id in byFrame[f] ?? [] {
                if mask != .all {
                    if contents == nil { contents = content() }
                    let c = contents![Int(id)]
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
        // Facts are read by index, in place: a loop over them would copy each one (and retain its strings).
        for i in registrations.indices { pages.append(registrations[i].content) }
        for (ri, r) in graph.regions.enumerated() {
            for l in r.links.indices where r.links[l].pushesView { pages.append(Frame(region: Int32(ri), element: r.links[l].contentElement)) }
            for d in r.destinations.indices where r.destinations[d].pushesView { pages.append(Frame(region: Int32(ri), element: r.destinations[d].contentElement)) }
        }
        let unique = Array(Set(pages)).sorted()
        graph.precompose(unique, jobs: jobs)
        let graph = graph, byFrame = registrationsByFrame, content = registrationContent
        pageRegistrations = ParallelMap.table(unique, jobs: jobs) { NavigationAnalysis.registrations(in: $0, graph: graph, byFrame: byFrame, content: content) }
    }

    func computeScopes(jobs: Int) {
        preparePages(jobs: jobs)
        let content = registrations.map(\.content)
        let tables = ScopeTables(content: content, platforms: content.map { graph.platforms(of: $0.element, in: $0.region) },
                                 typeID: registrationTypeID, linkTypeIDs: linkTypeIDs,
                                 contexts: contexts, pageRegistrations: pageRegistrations, attachedTo: registrationsAttachedTo,
                                 pushSitesByKey: pushSitesByKey, pushSiteTypeIDs: pushSiteTypeIDs,
                                 keysWithUnresolvedPushes: keysWithUnresolvedPushes, unknownTypeID: unknownTypeID)
        let scopes = ParallelMap.map(count: contexts.count, jobs: jobs) { self.computeScope($0, tables) }
        contextTypeIDs = scopes.map(\.typeIDs)
        // One entry per value link a scope holds, at most: sized once.
        linkContexts.reserveCapacity(scopes.reduce(0) { $0 + $1.links.count })
        for (ci, scope) in scopes.enumerated() {
            contexts[ci].visible = scope.visible
            contexts[ci].successors = scope.successors
            contexts[ci].isIncomplete = scope.isIncomplete
            contexts[ci].unread = scope.unread
            // The first page's set is taken as it is (shared, not copied into a new set), then the others added.
            var all = Set<Int32>()
            for seen in scope.visible.values {
                if all.isEmpty { all = seen } else { all.formUnion(seen) }
            }
            contexts[ci].allRegistrations = all
            // How links fare in each context was gathered with its scope; merged here in context order.
            for (ref, entry) in scope.links { linkContexts[ref, default: []].append(entry) }
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
        let pageRegistrations: [Frame: Set<Int32>]
        let attachedTo: [FactRef: [Int32]]      // `registrationsAttachedTo`
        let pushSitesByKey: [PathKey: [Int]]
        let pushSiteTypeIDs: [Int32]
        let keysWithUnresolvedPushes: Set<PathKey>
        let unknownTypeID: Int32

        /// `registrations(in:)`, from the tables.
        func registrations(in page: Frame, _ analysis: NavigationAnalysis) -> Set<Int32> {
            pageRegistrations[page] ?? analysis.computeRegistrations(in: page)
        }
    }

    /// What a context's pages see and push (docs/navigation.md#s4.2). Reads the analysis only: contexts are computed in parallel.
    private struct Scope {
        var visible: [Frame: Set<Int32>] = [:]
        var successors: [Frame: Set<Frame>] = [:]
        var isIncomplete = false
        var unread: UnreadContent?
        /// How each value link of known type fares in this context (see `linkContexts`), each link once: a list (a
        /// table made for a scope's first link was grown at once), searched through `linkIndex` once long.
        var links: [(ref: FactRef, entry: LinkInContext)] = []
        /// The numbers of the types of all its registrations (`contextTypeIDs`).
        var typeIDs: Set<Int32> = []
    }

    /// The first view of a frame that cannot be followed, or the region itself when its code was too deep to read.
    private func unreadPlace(in f: Frame) -> UnreadContent? {
        let region = graph.regions[Int(f.region)]
        var first: SourceLocation?
        for u in graph.uses(in: f) {
            guard graph.isOpaqueUse(u, in: Int(f.region)) else { continue }
            let l = region.uses[Int(u)].location
            if first.map({ l < $0 }) ?? true { first = l }
        }
        if let first { return UnreadContent(reason: .opaqueView, location: first) }
        return graph.isIncomplete(region: f.region) ? UnreadContent(reason: .tooDeep, location: region.location) : nil
    }

    private func computeScope(_ ci: Int, _ tables: ScopeTables) -> Scope {
        var scope = Scope()
        let root = tables.contexts[ci].root
        // The platforms the context is on (its container's, within the program's).
        let contextPlatforms = programPlatforms.intersection(graph.platforms(of: root.element, in: root.region))
        var start = tables.registrations(in: root, self)
        // (Most stacks have no destination attached to the container itself: no table to look in.)
        if !tables.attachedTo.isEmpty {
            for id in tables.attachedTo[tables.contexts[ci].container] ?? [] { start.insert(id) }
        }
        // Sized for a few pages: made for one, the table was grown (and rehashed) at the first page pushed.
        var visible = [Frame: Set<Int32>](minimumCapacity: 4)
        visible[root] = start
        // (Made of its size: `reserveCapacity` on an empty table took the generic path at more cost than this.)
        scope.successors = Dictionary(minimumCapacity: 4)
        // The type numbers pushed onto the stack's path: a short list (most paths are pushed a type or two), made
        // into a set only when long.
        var pushTypes: [Int32] = []
        var pushTypeSet: Set<Int32>?
        var anyPush = false
        // A registration of unknown type may map whatever is pushed (FlowStacks' `Router { screen, _ in … }`).
        let unknownType = tables.unknownTypeID
        var pushesSomething = false
        if let key = tables.contexts[ci].pathKey {
            if unknownType >= 0 { pushesSomething = !(tables.pushSitesByKey[key] ?? []).isEmpty }
            for i in tables.pushSitesByKey[key] ?? [] where tables.pushSiteTypeIDs[i] >= 0 {
                let t = tables.pushSiteTypeIDs[i]
                if pushTypeSet != nil {
                    pushTypeSet!.insert(t)
                } else if !pushTypes.contains(t) {
                    pushTypes.append(t)
                    if pushTypes.count > 8 { pushTypeSet = Set(pushTypes) }
                }
            }
            anyPush = !tables.keysWithUnresolvedPushes.isEmpty && tables.keysWithUnresolvedPushes.contains(key)
        }
        func isPushed(_ type: Int32) -> Bool {
            if let pushTypeSet { return pushTypeSet.contains(type) }
            return pushTypes.contains(type)
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
                scope.unread = UnreadContent(reason: .tooManySteps, location: tables.contexts[ci].location)
                break
            }
            let seen = visible[page] ?? []
            targets.removeAll(keepingCapacity: true)
            // The registrations seen, by type number, when there are many: made for the first link of known type.
            var seenByType: [Int32: [Int32]]?
            // The platforms the page is on in this context; a link or destination on none of them is not part of it.
            let pagePlatforms = contextPlatforms.intersection(graph.platforms(of: page.element, in: page.region))
            let composition = graph.composition(of: page)
            for (k, f) in composition.frames.enumerated() {
                let framePlatforms = pagePlatforms.intersection(composition.platforms(at: k))
                // Code too deep to read, or content NavLint cannot follow: registrations may be missing, and the
                // content may push any registration it sees. (Both read from the graph's compact tables: the region
                // itself is loaded only when the frame holds links or destinations.)
                if graph.isIncomplete(region: f.region) || graph.hasOpaqueContent(f) {
                    scope.isIncomplete = true
                    if let place = unreadPlace(in: f), scope.unread.map({ place.location < $0.location }) ?? true { scope.unread = place }
                    for id in seen { targets.append(tables.content[Int(id)]) }
                }
                let links = graph.links(in: f), destinations = graph.destinations(in: f)
                if links.isEmpty && destinations.isEmpty { continue }
                // The region's lists are read in place: a copy of the region retained every one of its lists.
                let regionLinks = graph.regions[Int(f.region)].links
                for l in links {
                    let linkPlatforms = framePlatforms.intersection(graph.platforms(of: regionLinks[Int(l)].element, in: f.region))
                    if linkPlatforms.isEmpty { continue }
                    // The link is read in place (a copy would retain its value).
                    if regionLinks[Int(l)].kind == .value {
                        let t = tables.linkTypeIDs[Int(f.region)][Int(l)]
                        // A link of unknown type may push any registered type (docs/navigation.md#s4.2: a may-analysis).
                        if t == NavigationAnalysis.notKnown {
                            for id in seen { targets.append(tables.content[Int(id)]) }
                        } else if linkPlatforms != .all {
                            // A link on some platforms only: the registrations on none of them do not map it.
                            for id in seen where ((t >= 0 && tables.typeID[Int(id)] == t) || tables.typeID[Int(id)] == unknownType)
                                && !tables.platforms[Int(id)].isDisjoint(with: linkPlatforms) {
                                targets.append(tables.content[Int(id)])
                            }
                        } else if seen.count <= 16 {
                            for id in seen where (t >= 0 && tables.typeID[Int(id)] == t) || tables.typeID[Int(id)] == unknownType {
                                targets.append(tables.content[Int(id)])
                            }
                        } else {
                            if seenByType == nil {
                                var byType: [Int32: [Int32]] = [:]
                                for id in seen { byType[tables.typeID[Int(id)], default: []].append(id) }
                                seenByType = byType
                            }
                            if t >= 0 { for id in seenByType![t] ?? [] { targets.append(tables.content[Int(id)]) } }
                            if unknownType >= 0 { for id in seenByType![unknownType] ?? [] { targets.append(tables.content[Int(id)]) } }
                        }
                    } else if regionLinks[Int(l)].pushesView {
                        targets.append(Frame(region: f.region, element: regionLinks[Int(l)].contentElement))
                    }
                }
                if !destinations.isEmpty {
                    let regionDestinations = graph.regions[Int(f.region)].destinations
                    for d in destinations where regionDestinations[Int(d)].pushesView {
                        if framePlatforms != .all && framePlatforms.isDisjoint(with: graph.platforms(of: regionDestinations[Int(d)].contentElement, in: f.region)) { continue }
                        targets.append(Frame(region: f.region, element: regionDestinations[Int(d)].contentElement))
                    }
                }
            }
            if anyPush || !pushTypes.isEmpty || pushesSomething {  // (the set, when made, holds the list's types and more)
                for id in seen where anyPush || isPushed(tables.typeID[Int(id)]) || (pushesSomething && tables.typeID[Int(id)] == unknownType) {
                    targets.append(tables.content[Int(id)])
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
        var last: (seen: Set<Int32>, types: Set<Int32>)?
        var linkIndex: [FactRef: Int]?
        for (page, seen) in visible {
            let types: Set<Int32>
            if let last, last.seen == seen {
                types = last.types
            } else {
                var t = Set<Int32>(minimumCapacity: seen.count)
                for id in seen { t.insert(tables.typeID[Int(id)]) }
                types = t
                last = (seen, t)
                // The first set is taken as it is (shared), not copied into an empty one.
                if scope.typeIDs.isEmpty { scope.typeIDs = t } else { scope.typeIDs.formUnion(t) }
            }
            // A registration of unknown type (`for: D.self` in generic code) may map anything.
            let mapsAnything = tables.unknownTypeID >= 0 && types.contains(tables.unknownTypeID)
            let pagePlatforms = contextPlatforms.intersection(graph.platforms(of: page.element, in: page.region))
            let composition = graph.composition(of: page)
            for (k, f) in composition.frames.enumerated() {
                let framePlatforms = pagePlatforms.intersection(composition.platforms(at: k))
                for l in graph.links(in: f) {
                    // The type number first: the link itself (in its region, seldom in cache) only when it has one.
                    let t = tables.linkTypeIDs[Int(f.region)][Int(l)]
                    guard t != NavigationAnalysis.notKnown, graph.regions[Int(f.region)].links[Int(l)].kind == .value else { continue }
                    let linkPlatforms = framePlatforms.intersection(graph.platforms(of: graph.regions[Int(f.region)].links[Int(l)].element, in: f.region))
                    if linkPlatforms.isEmpty { continue }
                    let ref = FactRef(region: f.region, index: l)
                    var mapped = mapsAnything || (t >= 0 && types.contains(t))
                    if mapped && linkPlatforms != .all {
                        mapped = seen.contains { id in
                            (tables.typeID[Int(id)] == t || tables.typeID[Int(id)] == tables.unknownTypeID) && !tables.platforms[Int(id)].isDisjoint(with: linkPlatforms)
                        }
                    }
                    let known = linkIndex != nil ? linkIndex![ref] : scope.links.firstIndex { $0.ref == ref }
                    if let known {
                        if mapped && !scope.links[known].entry.mapped { scope.links[known].entry = LinkInContext(context: ci, mapped: true) }
                    } else {
                        scope.links.append((ref, LinkInContext(context: ci, mapped: mapped)))
                        if linkIndex != nil {
                            linkIndex![ref] = scope.links.count - 1
                        } else if scope.links.count > 16 {
                            var index = [FactRef: Int](minimumCapacity: 64)
                            for (i, e) in scope.links.enumerated() { index[e.ref] = i }
                            linkIndex = index
                        }
                    }
                }
            }
        }
        return scope
    }
}
