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
        for ctx in contexts where outer.contains(ctx.kind) {
            for page in ctx.visible.keys {
                for f in graph.composedFrames(of: page) {
                    if skippingOutside && placement.outside[f] != nil { continue }
                    let containers = graph.regions[Int(f.region)].containers
                    for c in graph.content(f).containers {
                        guard containers[Int(c)].kind == inner, containers[Int(c)].location != ctx.location else { continue }
                        enclosing[containers[Int(c)].location, default: []].insert(ctx.location)
                    }
                }
            }
        }
        return enclosing
    }
}
