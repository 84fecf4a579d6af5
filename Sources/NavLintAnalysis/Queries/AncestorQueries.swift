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
        return firstAncestor(around: element, in: region, where: matches, visited: &visited, depth: 0)
    }

    private func firstAncestor(around element: ElementID, in region: RegionID, where matches: (ViewRegion, ElementID) -> Bool,
                               visited: inout [RegionID], depth: Int) -> (region: RegionID, element: ElementID)? {
        guard depth < 8, !visited.contains(region) else { return nil }
        visited.append(region)
        let r = graph[region]
        for e in graph.ancestors(of: element, in: region) {
            if matches(r, e) { return (region, e) }
            if r[e].kind.isBoundary { return nil }
        }
        // (A region used once, as most are, needs no sorted copy of its one use.)
        let uses = graph.usesOfRegion[region] ?? []
        for use in uses.count > 1 ? uses.sorted() : uses {
            if let found = firstAncestor(around: graph.use(use).elementID, in: use.region, where: matches, visited: &visited, depth: depth + 1) { return found }
        }
        return nil
    }

    /// A value link in a `List(selection:)` of a split-view column whose value is the selection's type: it drives
    /// the selection (the next column shows it) rather than push (docs/navigation.md#s4.4).
    public func drivesSelection(_ ref: FactRef) -> Bool {
        guard graph.hasSelections else { return false }
        let link = graph.link(ref)
        guard let selection = selectionType(around: link.elementID, in: ref.region), selection == linkType(ref) || !selection.isKnown else { return false }
        return firstAncestor(around: link.elementID, in: ref.region) { r, e in r[e].kind == .column } != nil
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
