// Containers shown inside another navigation context: asked by nested-navigation-stack and by
// deprecated-navigation-api (a NavigationView inside a stack is to be removed, not replaced).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// For each container of kind `inner` composed into a page of a context of one of the `outer` kinds (other than
    /// itself): where those contexts are. `skippingOutside`: leave out frames also shown outside navigation (a sheet's
    /// content, the app's scenes), which needs the placement pass.
    /// `avoiding`: elements (by region and element) whose code never runs, such as the branches of a routing switch
    /// for route cases nothing constructs: a container composed into a page only through them is not in it.
    package func enclosingContexts(of inner: ElementKind, in outer: Set<ElementKind>, skippingOutside: Bool = false,
                                   avoiding avoided: Set<Frame> = []) -> [SourceLocation: Set<SourceLocation>] {
        var enclosing: [SourceLocation: Set<SourceLocation>] = [:]
        // The frames of each page reached without passing the avoided elements, worked out for the pages asked about.
        var live: [Frame: Set<Frame>] = [:]
        forEachNestedContainer(of: [inner], in: outer, skippingOutside: skippingOutside) { container, ctx, page, frame, element in
            if !avoided.isEmpty {
                if live[page] == nil { live[page] = graph.composedFrames(of: page, avoiding: avoided) }
                if !live[page]!.contains(frame) || graph.isInside(element, in: frame.region, avoided) { return }
            }
            enclosing[container, default: []].insert(self[ctx].location)
        }
        return enclosing
    }

    /// Calls `body` with each container of one of the `inner` kinds composed into a page of a context of one of the
    /// `outer` kinds (other than itself): the container's location, the context and the page.
    package func forEachNestedContainer(of inner: Set<ElementKind>, in outer: Set<ElementKind>, skippingOutside: Bool = false,
                                        _ body: (SourceLocation, ContextID, Frame) -> Void) {
        forEachNestedContainer(of: inner, in: outer, skippingOutside: skippingOutside) { location, ctx, page, _, _ in body(location, ctx, page) }
    }

    /// The same, with the frame the container is in and its element.
    package func forEachNestedContainer(of inner: Set<ElementKind>, in outer: Set<ElementKind>, skippingOutside: Bool = false,
                                        _ body: (SourceLocation, ContextID, Frame, Frame, ElementID) -> Void) {
        for ci in contextIDs where outer.contains(self[ci].kind) {
            // The platforms the context exists on (docs/model.md#platforms): a container relates to it only on those.
            let root = self[ci].root
            let contextPlatforms = programPlatforms.intersection(graph.platforms(of: root.element, in: root.region))
            if contextPlatforms.isEmpty { continue }
            for page in self[ci].visible.keys {
                let pagePlatforms = contextPlatforms.intersection(graph.platforms(of: page.element, in: page.region))
                if pagePlatforms.isEmpty { continue }
                let composition = graph.composition(of: page)
                for (k, f) in composition.frames.enumerated() {
                    if skippingOutside && placement.outside[f] != nil { continue }
                    let framePlatforms = pagePlatforms.intersection(composition.platforms(at: k))
                    if framePlatforms.isEmpty { continue }
                    for ref in graph.containerRefs(in: f) {
                        let c = graph.container(ref)
                        guard inner.contains(c.kind), c.location != self[ci].location,
                              !framePlatforms.isDisjoint(with: graph.platforms(of: c.elementID, in: f.region)) else { continue }
                        body(c.location, ci, page, f, c.elementID)
                    }
                }
            }
        }
    }

    /// May view code of `region`, or any view it shows (composed, presented or pushed from its own code, through the
    /// views and modifiers it uses), hold a `NavigationView`? Also true when part of it cannot be read: a view NavLint
    /// cannot follow, content handed in by a caller, or the view a modifier is applied to (a `ViewModifier`'s
    /// `content`, a View extension's `self`), which may be one.
    package func mayHoldNavigationView(region start: RegionID) -> Bool {
        let first = graph[start]
        if first.kind == .viewModifierBody || first.kind == .viewExtension || !first.contentSinks.isEmpty { return true }
        var seen: Set<RegionID> = [start]
        var pending: [RegionID] = [start]
        while let ri = pending.popLast() {
            let r = graph[ri]
            if graph.isIncomplete(region: ri) || r.containers.contains(where: { $0.kind == .navigationView }) { return true }
            for k in r.uses.indices {
                if graph.isOpaqueUse(FactRef(region: ri, index: k)) { return true }
                for target in graph.targetRegions(of: r.uses[k], in: ri) where seen.insert(target).inserted { pending.append(target) }
            }
        }
        return false
    }
}
