// What the app reaches from its scenes, and the container box each node of the route graph is drawn in.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension RouteGraphBuilder {
    // MARK: - Reachability

    /// From the `@main` app (or any App); without one, from the views that hold a container and that no other
    /// view uses. Code that pushes is reached with the stacks it pushes onto.
    func markReachability() {
        var roots = nodes.values.filter { $0.kind == .app }.map(\.id)
        if roots.isEmpty {
            var used: Set<String> = []
            for (ri, _) in graph.regions.enumerated() {
                guard case .view(let name) = role(RegionID(ri)) else { continue }
                let others = (graph.usesOfRegion[RegionID(ri)] ?? []).contains { use in
                    if case .view(let user) = role(use.region) { return user != name }
                    return true
                }
                if others { used.insert("view:" + name) }
            }
            let holders = Set(edges.filter { $0.kind == .holds }.map(\.from))
            roots = holders.filter { !used.contains($0) }.sorted()
        }
        var next: [String: [String]] = [:]
        for e in edges { next[e.from, default: []].append(e.to) }
        for (code, containers) in pushesOnto {
            for c in containers { next[c, default: []].append(code) }
        }
        var reached = Set(roots)
        var queue = roots
        while let n = queue.popLast() {
            for m in next[n] ?? [] where reached.insert(m).inserted { queue.append(m) }
        }
        for id in Array(nodes.keys) { nodes[id]!.reachable = reached.contains(id) }
    }

    // MARK: - Clusters

    /// Places each node in the one container it belongs to (a view pushed or composed in exactly one navigation
    /// context), and each container in the one around it.
    func assignClusters() {
        var frameContexts: [Frame: Set<Int>] = [:]
        for (ci, ctx) in analysis.contexts.enumerated() {
            for page in ctx.visible.keys {
                for f in graph.composedFrames(of: page) { frameContexts[f, default: []].insert(ci) }
            }
        }
        func contextNode(_ ci: Int) -> String? {
            let ctx = analysis.contexts[ci]
            if ctx.kind == .column { return columnIDs[ctx.root] }
            return containerIDs[ctx.container]
        }
        func only(_ contexts: Set<Int>?, outside: Bool = false) -> String? {
            guard !outside, let contexts, contexts.count == 1 else { return nil }
            return contextNode(contexts.first!)
        }
        var cluster: [String: String] = [:]
        // Views: by the frames of their bodies.
        var viewFrames: [String: [Frame]] = [:]
        for ri in graph.regions.indices {
            if case .view(let name) = role(RegionID(ri)) { viewFrames["view:" + name, default: []].append(Frame(top: RegionID(ri))) }
        }
        let placement = analysis.placement
        for (id, frames) in viewFrames where nodes[id] != nil {
            var contexts: Set<Int> = []
            var outside = false
            for f in frames {
                contexts.formUnion(frameContexts[f] ?? [])
                if placement.outside[f] != nil { outside = true }
            }
            if let c = only(contexts, outside: outside) { cluster[id] = c }
        }
        for (f, id) in inlineIDs { if let c = only(frameContexts[f]) { cluster[id] = c } }
        for (f, id) in tabIDs { if let c = only(frameContexts[graph.frame(of: f.element, in: f.region)]) { cluster[id] = c } }
        // Route types: by the stacks their registrations serve.
        var routeContexts: [String: Set<Int>] = [:]
        for (ci, ctx) in analysis.contexts.enumerated() {
            for id in ctx.allRegistrations { routeContexts["route:\(analysis[id].type)", default: []].insert(ci) }
        }
        for (id, contexts) in routeContexts where nodes[id] != nil { if let c = only(contexts) { cluster[id] = c } }
        // Containers: inside the container around them (a column's split view; a stack in a column or in a view
        // placed in one context).
        for (ref, id) in containerIDs {
            let r = graph.regions[Int(ref.region)]
            let element = r.elements[Int(r.containers[Int(ref.index)].element)]
            if let c = only(frameContexts[graph.frame(of: element.parentID, in: ref.region)]) { cluster[id] = c }
        }
        for (f, id) in columnIDs {
            let split = graph.regions[Int(f.region)].elements[Int(f.element)].parent
            if let s = containerNode(ElementID(split), in: f.region) { cluster[id] = s }
        }
        // A container never lies inside itself: break any cycle.
        for id in cluster.keys.sorted() where nodes[id]?.kind.isContainer == true {
            var seen: Set<String> = [id]
            var c = cluster[id]
            while let x = c {
                if !seen.insert(x).inserted { cluster[id] = nil; break }
                c = cluster[x]
            }
        }
        for (id, c) in cluster where nodes[id] != nil && c != id { nodes[id]!.cluster = c }
    }
}
