// The route graph cut into parts, one picture per navigation container or per tab (`navlint graph --split`),
// each small enough to read, with what links one part to another.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension RouteGraph {
    public enum SplitMode: String, CaseIterable, Sendable {
        case stacks, tabs
    }

    /// One part of a split graph.
    public struct Part: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case root       // a navigation container, or a tab, and what only it reaches
            case shared     // what several of them reach
            case rest       // what none of them reaches: the app, its scenes and tabs, unreachable code
        }
        public var kind: Kind
        /// A file name without extension, made from the root's id (`stack-ContentView.body-2`, `tab-HomeTab`), or
    /// `app`, `shared`.
        public var name: String
        /// The container or tab the part is drawn from (for a `root` part).
        public var root: String?
        /// The nodes drawn in full in this part (the others are drawn where they lead, as ends of its edges).
        public var interior: Set<String>
        public var graph: RouteGraph
        /// The parts its edges lead into, by name, in the order of `parts`.
        public var leadsTo: [String] = []
    }

    /// The parts of the graph: one per navigation container that no other holds (`stacks`: a stack, split view or
    /// NavigationView, with the containers inside it) or per tab of each TabView (`tabs`), holding what is reached
    /// from it without passing through another part's root; then `shared`, what several of them reach (a route
    /// type every tab pushes, a bundle of sheets each tab presents); then `app`, what none of them reaches.
    /// Each part also draws the ends of its edges that lie elsewhere, and what leads into its root.
    /// Nil when there is nothing to split by (no container, or no TabView).
    public func split(by mode: SplitMode) -> [Part]? {
        var byID: [String: Node] = [:]
        for n in nodes { byID[n.id] = n }
        var outgoing: [String: [Edge]] = [:]
        var incoming: [String: [Edge]] = [:]
        for e in edges {
            outgoing[e.from, default: []].append(e)
            incoming[e.to, default: []].append(e)
        }
        var roots: [String] = []
        switch mode {
        case .stacks:
            for n in nodes where n.kind == .stack || n.kind == .splitView || n.kind == .navigationView {
                if let c = n.cluster, byID[c] != nil { continue }
                roots.append(n.id)
            }
        case .tabs:
            for n in nodes where n.kind == .tabView {
                for e in outgoing[n.id] ?? [] where e.kind == .root && !roots.contains(e.to) && byID[e.to]?.kind != .tabView {
                    roots.append(e.to)
                }
            }
        }
        guard !roots.isEmpty else { return nil }
        // A container or tab with no navigation of its own (only its root views, no link, push, destination or
        // presentation) gets no picture: it is drawn in the part that opens it.
        let allRoots = Set(roots)
        roots = roots.filter { r in
            var seen: Set<String> = [r]
            var queue = [r]
            while let u = queue.popLast() {
                if u != r && allRoots.contains(u) { continue }
                for e in outgoing[u] ?? [] {
                    if e.kind != .root && e.kind != .holds && e.kind != .contains { return true }
                    if seen.insert(e.to).inserted { queue.append(e.to) }
                }
            }
            return false
        }
        guard !roots.isEmpty else { return nil }
        let rootSet = Set(roots)
        // Which roots reach each node, not passing through another root.
        var reachedBy: [String: [Int]] = [:]
        for (k, r) in roots.enumerated() {
            var seen: Set<String> = [r]
            var queue = [r]
            while let u = queue.popLast() {
                reachedBy[u, default: []].append(k)
                if u != r && rootSet.contains(u) { continue }
                for e in outgoing[u] ?? [] where seen.insert(e.to).inserted { queue.append(e.to) }
            }
        }
        var interiors = Array(repeating: Set<String>(), count: roots.count)
        var shared: Set<String> = []
        var rest: Set<String> = []
        for n in nodes {
            if let k = roots.firstIndex(of: n.id) {
                interiors[k].insert(n.id)
            } else if let by = reachedBy[n.id] {
                if by.count == 1 { interiors[by[0]].insert(n.id) } else { shared.insert(n.id) }
            } else {
                rest.insert(n.id)
            }
        }
        var parts: [Part] = []
        var usedNames: Set<String> = ["index"]
        func uniqueName(_ base: String) -> String {
            var name = base
            var k = 2
            while !usedNames.insert(name).inserted {
                name = base + "-\(k)"
                k += 1
            }
            return name
        }
        func part(_ kind: Part.Kind, name: String, root: String?, interior: Set<String>) -> Part {
            var drawn = interior
            var kept: [Edge] = []
            for e in edges where interior.contains(e.from) {
                kept.append(e)
                drawn.insert(e.to)
            }
            if let root {
                for e in incoming[root] ?? [] where !interior.contains(e.from) {
                    kept.append(e)
                    drawn.insert(e.from)
                }
            }
            let g = subgraph(nodes: drawn, edges: RouteGraph.sortedUnique(kept))
            return Part(kind: kind, name: uniqueName(name), root: root, interior: interior, graph: g)
        }
        if !rest.isEmpty { parts.append(part(.rest, name: "app", root: nil, interior: rest)) }
        for (k, r) in roots.enumerated() {
            // `stack-ContentView.body-2`; a tab by what it shows: `tab-HomeTab`.
            let name = mode == .tabs ? "tab-" + RouteGraph.fileName(String(r.drop { $0 != ":" }.dropFirst())) : RouteGraph.fileName(r)
            parts.append(part(.root, name: name, root: r, interior: interiors[k]))
        }
        if !shared.isEmpty { parts.append(part(.shared, name: "shared", root: nil, interior: shared)) }
        // Where each part's edges lead.
        var partOf: [String: Int] = [:]
        for (k, p) in parts.enumerated() { for id in p.interior { partOf[id] = k } }
        for k in parts.indices {
            var targets: Set<Int> = []
            for e in parts[k].graph.edges { if let t = partOf[e.to], t != k { targets.insert(t) } }
            parts[k].leadsTo = targets.sorted().map { parts[$0].name }
        }
        return parts
    }

    /// A node id as a file name: letters, digits, `.`, `_` and `-` kept, runs of anything else as one `-`.
    static func fileName(_ id: String) -> String {
        var out = ""
        for u in id.unicodeScalars {
            let keep = (u >= "a" && u <= "z") || (u >= "A" && u <= "Z") || (u >= "0" && u <= "9") || u == "." || u == "_" || u == "-"
            if keep {
                out.unicodeScalars.append(u)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") || out.hasSuffix(".") { out.removeLast() }
        while out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "part" : String(out.prefix(100))
    }
}
