// Parts of the route graph for a person to look at (issue 33): only some edge kinds, what leads to a node and
// where it leads (`--focus`, `--from`), and a presentation modifier used in several places drawn once (folding).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension RouteGraph {
    // MARK: - Edge kinds

    /// Only the edges of `kinds`. A node that only other edges connected is left out; nodes that had no edge at
    /// all, and the containers whose boxes hold what is kept, stay.
    public func keeping(edgeKinds kinds: Set<EdgeKind>) -> RouteGraph {
        var connected: Set<String> = []
        for e in edges { connected.insert(e.from); connected.insert(e.to) }
        let kept = edges.filter { kinds.contains($0.kind) }
        var shown: Set<String> = []
        for e in kept { shown.insert(e.from); shown.insert(e.to) }
        for n in nodes where !connected.contains(n.id) { shown.insert(n.id) }
        return subgraph(nodes: withEnclosingContainers(shown), edges: kept)
    }

    // MARK: - Names

    /// What a name given on the command line designates.
    public enum Lookup: Equatable, Sendable {
        /// The nodes it names (several for a name that is both a view and a route type).
        case found([String])
        /// Nothing; the closest name or `file:line` there is, if any is close.
        case unknown(suggestion: String?)
        /// Several containers or pieces of inline code of the same name: each as `file:line`.
        case ambiguous([String])
    }

    /// The nodes `name` designates: a node id (`stack:ContentView.body#2`), a `file:line` where a node is
    /// declared or written (the file as the graph names it, or its last components), or a name — a view, a route
    /// type, a container's name, or the last part of a nested type's name (`MediaEditView` for
    /// `StatusEditor.MediaEditView`).
    public func lookUp(_ name: String) -> Lookup {
        if nodes.contains(where: { $0.id == name }) { return .found([name]) }
        if let colon = name.lastIndex(of: ":"), case let lineText = name[name.index(after: colon)...],
           !lineText.isEmpty, lineText.allSatisfy(\.isASCII), lineText.allSatisfy(\.isNumber), let line = Int32(lineText) {
            let file = String(name[..<colon])
            func sameFile(_ path: String) -> Bool { path == file || path.hasSuffix("/" + file) }
            let inFile = nodes.filter { n in n.location.map { sameFile(path($0)) } ?? false }
            let atLine = inFile.filter { $0.location!.line == line }
            if !atLine.isEmpty { return .found(atLine.map(\.id)) }
            if !inFile.isEmpty {
                // The nearest line that names something in that file.
                let nearest = inFile.min { a, b in
                    let da = abs(a.location!.line - line), db = abs(b.location!.line - line)
                    return da != db ? da < db : a.location!.line < b.location!.line
                }!
                return .unknown(suggestion: "\(file):\(nearest.location!.line)")
            }
            var places: [String] = []
            for n in nodes { if let l = n.location { places.append("\(path(l)):\(l.line)") } }
            return .unknown(suggestion: closest(name, among: places))
        }
        var named = nodes.filter { $0.name == name }
        if named.isEmpty { named = nodes.filter { $0.name.hasSuffix("." + name) } }
        if named.count > 1 && named.allSatisfy({ $0.kind.isContainer || $0.kind == .tabView || $0.kind == .inline || $0.kind == .bundle }) {
            let located = named.sorted { a, b in
                switch (a.location, b.location) {
                case let (x?, y?): return path(x) != path(y) ? path(x) < path(y) : x.line < y.line
                case (nil, _?): return false
                case (_?, nil): return true
                case (nil, nil): return a.id < b.id
                }
            }
            return .ambiguous(located.map { n in n.location.map { "\(path($0)):\($0.line)" } ?? n.id })
        }
        if !named.isEmpty { return .found(named.map(\.id)) }
        var names: [String] = []
        var seen: Set<String> = []
        for n in nodes where seen.insert(n.name).inserted { names.append(n.name) }
        return .unknown(suggestion: closest(name, among: names) ?? closest(name, among: nodes.map(\.id)))
    }

    // MARK: - Focus

    /// What leads to the `focus` nodes and where they lead, `depth` steps each way, and everything reachable from
    /// the `from` nodes (all of it, or `fromDepth` steps). A step is one screen (a view, inline view code, the app,
    /// code that pushes, a missing destination): containers, TabViews, route types and bundles of folded
    /// presentations are passed through on the way, so `depth` 1 from a view reaches the screens it links, pushes
    /// or presents, whatever lies between. The containers whose boxes hold what is kept are kept too, so each
    /// screen is still drawn in its stack.
    public func selecting(focus: Set<String>, depth: Int, from: Set<String>, fromDepth: Int?) -> RouteGraph {
        var outgoing: [String: [Int]] = [:]
        var incoming: [String: [Int]] = [:]
        for (k, e) in edges.enumerated() {
            outgoing[e.from, default: []].append(k)
            incoming[e.to, default: []].append(k)
        }
        var passedThrough: Set<String> = []
        for n in nodes {
            switch n.kind {
            case .view, .inline, .app, .code, .missing: break
            case .tabView, .stack, .splitView, .column, .navigationView, .route, .bundle: passedThrough.insert(n.id)
            }
        }
        var keptNodes: Set<String> = focus.union(from)
        var keptEdges: Set<Int> = []
        func walk(_ start: Set<String>, limit: Int?, forward: Bool) {
            var distance: [String: Int] = [:]
            for s in start { distance[s] = 0 }
            var frontier = start.sorted()
            var level = 0
            while !frontier.isEmpty, limit.map({ level < $0 }) ?? true {
                var next: [String] = []
                var k = 0
                while k < frontier.count {
                    let u = frontier[k]
                    k += 1
                    for ei in (forward ? outgoing[u] : incoming[u]) ?? [] {
                        let v = forward ? edges[ei].to : edges[ei].from
                        let step = passedThrough.contains(v) ? level : level + 1
                        if let d = distance[v] {
                            if d == step { keptEdges.insert(ei) }
                            continue
                        }
                        distance[v] = step
                        keptEdges.insert(ei)
                        if step == level { frontier.append(v) } else { next.append(v) }
                    }
                }
                frontier = next
                level += 1
            }
            for id in distance.keys { keptNodes.insert(id) }
        }
        if !focus.isEmpty {
            walk(focus, limit: depth, forward: true)
            walk(focus, limit: depth, forward: false)
        }
        if !from.isEmpty { walk(from, limit: fromDepth, forward: true) }
        let kept = keptEdges.sorted().map { edges[$0] }
        return subgraph(nodes: withEnclosingContainers(keptNodes), edges: kept)
    }

    // MARK: - Folding

    /// A presentation modifier (sheets, covers, popovers, presented destinations) written once and used in several
    /// places — a View extension applied in each tab — draws the same fan of edges from each place. Folded, its
    /// screens hang from one `bundle` node, which each place presents: `places + screens` edges instead of
    /// `places × screens`. Only where that draws fewer edges (two places and three screens, or more); the rest of
    /// the graph is unchanged.
    public func folded() -> RouteGraph {
        struct Site: Hashable {
            var kind: EdgeKind
            var location: SourceLocation
        }
        let presentations: Set<EdgeKind> = [.sheet, .cover, .popover, .present]
        var order: [Site] = []
        var bySite: [Site: [Int]] = [:]
        for (k, e) in edges.enumerated() where presentations.contains(e.kind) {
            let site = Site(kind: e.kind, location: e.location)
            if bySite[site] == nil { order.append(site) }
            bySite[site, default: []].append(k)
        }
        var byID: [String: Node] = [:]
        for n in nodes { byID[n.id] = n }
        var removed: Set<Int> = []
        var added: [Edge] = []
        var newNodes: [Node] = []
        for site in order {
            let group = bySite[site]!
            var places: [String] = []
            var screensOf: [String: Set<String>] = [:]
            var screens: [String] = []
            for k in group {
                let e = edges[k]
                if screensOf[e.from] == nil { places.append(e.from) }
                screensOf[e.from, default: []].insert(e.to)
                if !screens.contains(e.to) { screens.append(e.to) }
            }
            // The same screens from every place, and folding draws fewer edges.
            let all = Set(screens)
            guard places.count >= 2, screens.count >= 2, places.count * screens.count > places.count + screens.count,
                  places.allSatisfy({ screensOf[$0] == all }), all.isDisjoint(with: places) else { continue }
            let id = "bundle:\(site.kind.rawValue)@\(path(site.location)):\(site.location.line):\(site.location.column)"
            guard byID[id] == nil else { continue }
            var node = Node(id: id, kind: .bundle, name: "\(screens.count) \(RouteGraph.plural(site.kind))",
                            detail: "used in \(places.count) places", location: site.location)
            let clusters = Set(places.map { byID[$0]?.cluster })
            if clusters.count == 1, let c = clusters.first { node.cluster = c }
            node.reachable = places.contains { byID[$0]?.reachable ?? false }
            newNodes.append(node)
            byID[id] = node
            for k in group { removed.insert(k) }
            for p in places { added.append(Edge(from: p, to: id, kind: site.kind, location: site.location)) }
            for s in screens { added.append(Edge(from: id, to: s, kind: site.kind, location: site.location)) }
        }
        guard !newNodes.isEmpty else { return self }
        var kept: [Edge] = []
        for (k, e) in edges.enumerated() where !removed.contains(k) { kept.append(e) }
        let allNodes = (nodes + newNodes).sorted { $0.id < $1.id }
        return RouteGraph(nodes: allNodes, edges: RouteGraph.sortedUnique(kept + added), files: files)
    }

    /// How a bundle of one kind of edge is counted: `16 sheets`.
    static func plural(_ kind: EdgeKind) -> String {
        switch kind {
        case .sheet: return "sheets"
        case .cover: return "full-screen covers"
        case .popover: return "popovers"
        case .present: return "presented screens"
        default: return kind.rawValue + "s"
        }
    }

    // MARK: - Shared

    /// The graph of `ids` (in their order) and `edges`.
    func subgraph(nodes ids: Set<String>, edges kept: [Edge]) -> RouteGraph {
        RouteGraph(nodes: nodes.filter { ids.contains($0.id) }, edges: kept, files: files)
    }

    /// `ids` and the containers around them, up to the outermost box.
    func withEnclosingContainers(_ ids: Set<String>) -> Set<String> {
        var clusterOf: [String: String] = [:]
        for n in nodes { if let c = n.cluster { clusterOf[n.id] = c } }
        var result = ids
        for id in ids {
            var seen: Set<String> = [id]
            var c = clusterOf[id]
            while let x = c, seen.insert(x).inserted {
                result.insert(x)
                c = clusterOf[x]
            }
        }
        return result
    }
}
