// Queries on what surrounds a place in view code, through the views it is used in: containers, list selections.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// The first element around a place, up to a boundary, that `matches`; at the top of a region the search
    /// goes on at each place the region is used (`List { RowView() }` with the place in `RowView.body`).
    public func firstAncestor(around element: ElementID, in region: RegionID, where matches: (ViewRegion, ElementID) -> Bool) -> (region: RegionID, element: ElementID)? {
        // The regions visited: a short list (the search goes 8 uses deep at most), searched in order.
        var visited: [RegionID] = []
        return firstAncestor(around: element, in: region, where: matches, visited: &visited, depth: 0, needs: [])
    }

    /// `needs`: what the way up so far needs of the region's view's flags (docs/model.md#flags): the `if` branches crossed
    /// in the views below, carried up through the constructions that hand their flags on. A construction that fixes a
    /// flag against them (`SensorRow(sensor: s)` leaving `showsHistory` at `false`, around `if showsHistory { … }`) does not
    /// lead to the place.
    private func firstAncestor(around element: ElementID, in region: RegionID, where matches: (ViewRegion, ElementID) -> Bool,
                               visited: inout [RegionID], depth: Int, needs: [FlagNeed]) -> (region: RegionID, element: ElementID)? {
        guard depth < 8, !visited.contains(region) else { return nil }
        // A region reached with needs is not marked: another way up with fewer needs may still lead through it.
        if needs.isEmpty { visited.append(region) }
        let r = graph[region]
        var needs = needs
        let readsFlags = graph.flags != nil
        for e in graph.ancestors(of: element, in: region) {
            if matches(r, e) { return (region, e) }
            if r[e].kind.isBoundary { return nil }
            if readsFlags && r[e].kind == .conditional, let c = r.branchConditions.first(where: { $0.element == e.raw }) {
                needs.append(contentsOf: c.requires)
            }
            // Content handed to a wrapper of the app's (`RefreshableList(items: s) { story in … }`) is where the wrapper
            // shows it (`List(items) { row($0) }`): around that place first, then around the wrapper.
            if (r[e].kind == .forwarded || r[e].kind == .modifierContent),
               let found = aroundWrapperContent(e, in: region, where: matches, visited: &visited, depth: depth) { return found }
        }
        // (A region used once, as most are, needs no sorted copy of its one use.)
        let uses = graph.usesOfRegion[region] ?? []
        for use in uses.count > 1 ? uses.sorted() : uses {
            var above: [FlagNeed] = []
            if !needs.isEmpty, let flags = graph.flags {
                guard let carried = graph.flagNeeds(flags, needs, of: region, builtBy: use) else { continue }
                above = carried
            }
            if let found = firstAncestor(around: graph.use(use).elementID, in: use.region, where: matches, visited: &visited, depth: depth + 1,
                                         needs: above) { return found }
        }
        return nil
    }

    /// The first element that `matches` around the places where the wrapper a forwarded element is handed to shows it
    /// (its content sinks for the element's label; through the wrappers it hands the content on to), up to the
    /// wrapper's top: what is around the wrapper itself is searched by the caller.
    private func aroundWrapperContent(_ element: ElementID, in region: RegionID, where matches: (ViewRegion, ElementID) -> Bool,
                                      visited: inout [RegionID], depth: Int) -> (region: RegionID, element: ElementID)? {
        let r = graph[region]
        let el = r[element]
        guard let k = r.uses.firstIndex(where: { $0.element == el.parent && $0.location == el.location }) else { return nil }
        let label = r.contentArguments.first { $0.element == element.raw }?.label
        // A trailing closure is what the use's labelled content arguments leave.
        var others: [String] = []
        if label == nil {
            for a in r.contentArguments where a.element != element.raw {
                let other = r.elements[Int(a.element)]
                if other.parent == el.parent && other.location == el.location { others.append(a.label) }
            }
        }
        for target in graph.useTargets[region.index][k] {
            if let found = aroundSinks(of: target, name: label, excluding: others, where: matches, visited: &visited, depth: depth + 1,
                                       builtBy: FactRef(region: region, index: Int32(k))).found {
                return found
            }
        }
        return nil
    }

    /// What the `if` branches around an element need of its view's flags (docs/model.md#flags).
    private func flagNeeds(around element: ElementID, in region: RegionID) -> [FlagNeed] {
        let r = graph[region]
        guard !r.branchConditions.isEmpty else { return [] }
        var needs: [FlagNeed] = []
        for e in graph.ancestors(of: element, in: region) where r[e].kind == .conditional {
            if let c = r.branchConditions.first(where: { $0.element == e.raw }) { needs.append(contentsOf: c.requires) }
        }
        return needs
    }

    /// Around the places a wrapper's region shows its content `name` (a caller's label, or all but `excluding` when nil),
    /// directly, through the wrappers it hands it on to, or through view-code members of the wrapper; `shows`: whether
    /// the region shows that content anywhere.
    /// `builtBy`: the construction of the wrapper, when known: a place the flags it fixes rule out is not where it shows the
    /// content (`CardFeed { … }` leaving `isLazy` false, around `if isLazy { LazyVStack { content() } }`).
    private func aroundSinks(of region: RegionID, name: String?, excluding: [String], where matches: (ViewRegion, ElementID) -> Bool,
                             visited: inout [RegionID], depth: Int, builtBy: FactRef? = nil) -> (found: (region: RegionID, element: ElementID)?, shows: Bool) {
        guard depth < 8, !visited.contains(region) else { return (nil, false) }
        visited.append(region)
        defer { visited.removeAll { $0 == region } }
        let r = graph[region]
        var shows = false
        /// Up from `element` to the region's top or a boundary.
        func around(_ element: ElementID, visited: inout [RegionID]) -> (region: RegionID, element: ElementID)? {
            for e in graph.ancestors(of: element, in: region) {
                if matches(r, e) { return (region, e) }
                if r[e].kind.isBoundary { return nil }
                if (r[e].kind == .forwarded || r[e].kind == .modifierContent),
                   let found = aroundWrapperContent(e, in: region, where: matches, visited: &visited, depth: depth) { return found }
            }
            return nil
        }
        // A sink named "" may hold any argument (the wrapper's `init` does not say which).
        for sink in r.contentSinks where name.map({ sink.name == $0 || sink.name.isEmpty }) ?? !excluding.contains(sink.name) {
            if let builtBy, let flags = graph.flags, case let needs = flagNeeds(around: ElementID(sink.element), in: region), !needs.isEmpty,
               graph.flagNeeds(flags, needs, of: region, builtBy: builtBy) == nil { continue }
            shows = true
            if let found = around(ElementID(sink.element), visited: &visited) { return (found, true) }
            // Handed on as it is (`InnerList(row: row)`): where that wrapper shows it.
            guard sink.use >= 0 else { continue }
            for target in graph.useTargets[region.index][Int(sink.use)] {
                if let found = aroundSinks(of: target, name: sink.label, excluding: [], where: matches, visited: &visited, depth: depth + 1).found {
                    return (found, true)
                }
            }
        }
        // View-code members of the wrapper (`var body: some View { rows }`, `rows` showing `row(item)`) read its
        // properties too: around the place in the member, then around the member's use.
        guard r.kind == .body || r.kind == .viewModifierBody else { return (nil, shows) }
        for (k, use) in r.uses.enumerated() {
            guard case .member = use.target else { continue }
            for t in graph.useTargets[region.index][k] where t != region {
                let inner = aroundSinks(of: t, name: name, excluding: excluding, where: matches, visited: &visited, depth: depth + 1, builtBy: builtBy)
                if let found = inner.found { return (found, true) }
                guard inner.shows else { continue }
                shows = true
                if let found = around(use.elementID, visited: &visited) { return (found, true) }
            }
        }
        return (nil, shows)
    }

    /// Is the region the app's own code, or shown by it: used, through any chain of views, by a view of a file that is not
    /// shared with another app (`sharedFiles`), or by the app's scenes? A view of a shared file that only other shared
    /// views show, none of which this app shows (the phone's review screens in the watch's program), is not.
    public func isShownByOwnCode(_ region: RegionID) -> Bool {
        var seen: Set<RegionID> = [region]
        var work = [region]
        while let r = work.popLast() {
            if graph[r].kind == .app || !sharedFiles.contains(graph[r].location.file) { return true }
            for user in graph.usesOfRegion[r] ?? [] where seen.insert(user.region).inserted {
                if seen.count > 10_000 { return true }
                work.append(user.region)
            }
        }
        return false
    }

    /// A value link in a `List(selection:)` of a split-view column whose value is the selection's type: it drives
    /// the selection (the next column shows it) rather than push (docs/navigation.md#s4.4).
    public func drivesSelection(_ ref: FactRef) -> Bool { drivesSelection(ref, type: linkType(ref)) }

    /// `drivesSelection(_:)` for a link whose value has this type (an instance of a link in a generic view).
    public func drivesSelection(_ ref: FactRef, type: ResolvedType) -> Bool {
        guard graph.hasSelections else { return false }
        let link = graph.link(ref)
        guard let selection = selectionType(around: link.elementID, in: ref.region), selects(selection, ref, type: type) else { return false }
        return firstAncestor(around: link.elementID, in: ref.region) { r, e in r[e].kind == .column } != nil
    }

    /// Does a value link of this type in a `List(selection:)` of `selection`'s type select its row: its value, or the
    /// row's `.tag(…)`, is of the selection's type (or the selection's type is not known)? A tag of a type NavLint cannot
    /// read does not count.
    func selects(_ selection: ResolvedType, _ ref: FactRef, type: ResolvedType) -> Bool {
        if selection == type || !selection.isKnown { return true }
        guard let tag = graph.link(ref).tag else { return false }
        let t = inference.type(of: tag, owner: graph.owner(of: ref.region), contextType: selection).unwrapped
        return t == selection
    }

    /// `List(selection: $x)` around a link (also through a row view used in it): the selection's element type.
    public func selectionType(around element: ElementID, in region: RegionID) -> ResolvedType? {
        // No selection anywhere: none around this place either (the search reads every region the place is used in).
        guard graph.hasSelections else { return nil }
        guard let (lr, le) = firstAncestor(around: element, in: region, where: { r, e in r.selections.contains { $0.element == e.raw } }),
              let s = graph[lr].selections.first(where: { $0.element == le.raw }) else { return nil }
        guard let key = inference.pathKey(s.selection, owner: graph.owner(of: lr)) else { return .unknown }
        var t = inference.propertyType(key.owner, key.property).unwrapped
        if case .external(let n, let g) = t, n == "Set", g.count == 1 { t = g[0] }
        return t
    }
}
