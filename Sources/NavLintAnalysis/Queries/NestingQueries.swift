// Containers shown inside another navigation context: asked by nested-navigation-stack and by
// deprecated-navigation-api (a NavigationView inside a stack is to be removed, not replaced).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// For each container of kind `inner` composed into a page of a context of one of the `outer` kinds (other than
    /// itself): where those contexts are. `skippingOutside`: leave out frames also shown outside navigation (a sheet's
    /// content, the app's scenes), which needs the placement pass.
    package func enclosingContexts(of inner: ElementKind, in outer: Set<ElementKind>, skippingOutside: Bool = false) -> [SourceLocation: Set<SourceLocation>] {
        var enclosing: [SourceLocation: Set<SourceLocation>] = [:]
        forEachNestedContainer(of: [inner], in: outer, skippingOutside: skippingOutside) { container, ctx, _ in
            enclosing[container, default: []].insert(contexts[ctx].location)
        }
        return enclosing
    }

    /// Calls `body` with each container of one of the `inner` kinds composed into a page of a context of one of the
    /// `outer` kinds (other than itself): the container's location, the context and the page.
    package func forEachNestedContainer(of inner: Set<ElementKind>, in outer: Set<ElementKind>, skippingOutside: Bool = false,
                                        _ body: (SourceLocation, Int, Frame) -> Void) {
        for ci in contexts.indices where outer.contains(contexts[ci].kind) {
            for page in contexts[ci].visible.keys {
                for f in graph.composedFrames(of: page) {
                    if skippingOutside && placement.outside[f] != nil { continue }
                    let containers = graph.regions[Int(f.region)].containers
                    for c in graph.content(f).containers {
                        guard inner.contains(containers[Int(c)].kind), containers[Int(c)].location != contexts[ci].location else { continue }
                        body(containers[Int(c)].location, ci, page)
                    }
                }
            }
        }
    }

    /// May view code of `region`, or any view it shows (composed, presented or pushed from its own code, through the
    /// views and modifiers it uses), hold a `NavigationView`? Also true when part of it cannot be read: a view NavLint
    /// cannot follow, content handed in by a caller, or the view a modifier is applied to (a `ViewModifier`'s
    /// `content`, a View extension's `self`), which may be one.
    package func mayHoldNavigationView(region start: Int32) -> Bool {
        let first = graph.regions[Int(start)]
        if first.kind == .viewModifierBody || first.kind == .viewExtension || !first.contentSinks.isEmpty { return true }
        var seen: Set<Int32> = [start]
        var pending: [Int32] = [start]
        while let ri = pending.popLast() {
            let r = graph.regions[Int(ri)]
            if graph.isIncomplete(region: ri) || r.containers.contains(where: { $0.kind == .navigationView }) { return true }
            for k in r.uses.indices {
                if graph.isOpaqueUse(Int32(k), in: Int(ri)) { return true }
                for target in graph.targetRegions(of: r.uses[k], in: ri) where seen.insert(target).inserted { pending.append(target) }
            }
        }
        return false
    }
}
