// The route graph (issue 4): the app, its navigation containers, views and route types, and how a user gets from
// one to another — roots, links, pushes, destinations, presentations, split-view selections, composition.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

public struct RouteGraph: Sendable, Equatable {
    public enum NodeKind: String, Sendable, CaseIterable {
        case app                // the `@main` App (its scenes' content hangs from it)
        case tabView            // one TabView instance
        case stack              // one NavigationStack instance
        case splitView          // one NavigationSplitView instance
        case column             // one column of a split view
        case navigationView     // one legacy NavigationView instance
        case view               // a View type
        case inline             // view code written in place (a stack's, a destination's or a sheet's own content)
        case route              // a route type: the type of pushed or linked values, or of navigationDestination(for:)
        case code               // a type that pushes from its code (a coordinator, a router)
        case missing            // where an unmapped link or push leads: no destination serves its type
        case bundle             // a presentation modifier's screens, drawn once for all the places it is used (`folded()`)

        public var isContainer: Bool { self == .stack || self == .splitView || self == .column || self == .navigationView }
    }

    public struct Node: Sendable, Equatable {
        public var id: String
        public var kind: NodeKind
        /// The type, container or route name as a person reads it.
        public var name: String
        /// More about it: the path a stack binds.
        public var detail: String?
        public var location: SourceLocation?
        /// For an enum route type: its cases, in declaration order.
        public var cases: [String] = []
        /// The container whose box (DOT cluster, Mermaid subgraph) the node is drawn in: for a container, the one
        /// around it; for any other node, the one container it is placed in, when there is exactly one.
        public var cluster: String?
        /// Reached from the app's scenes (or, without an App, from the root views that hold a container).
        public var reachable = true
    }

    public enum EdgeKind: String, Sendable, CaseIterable {
        case root           // container (or app, TabView) -> the views at its root
        case holds          // view -> a container or TabView it opens in its body
        case link           // view -> route type: NavigationLink(value:)
        case push           // view or code -> route type: path.append, push wrappers, deep-link handlers
        case destination    // route type (or one case) -> view: navigationDestination(for:), a routing view's switch
        case present        // view -> view: view-destination links, navigationDestination(isPresented:/item:)
        case sheet, cover, popover
        case selection      // view -> view: List(selection:) in a split view driving the next column
        case contains       // view -> view: composition
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
        public var location: SourceLocation
        /// A destination edge from one case of an enum route type.
        public var routeCase: String?
        /// A link or push whose type no destination in its stack maps (an unmapped-destination finding).
        public var unmapped = false
    }

    public var nodes: [Node]
    public var edges: [Edge]
    /// The path of each file a location names.
    public var files: [Int32: String]

    public init(nodes: [Node], edges: [Edge], files: [Int32: String]) {
        self.nodes = nodes
        self.edges = edges
        self.files = files
    }

    /// The graph of one program.
    public init(analysis: NavigationAnalysis) {
        self = RouteGraphBuilder(analysis).build()
    }

    /// The graphs of several programs (an app and its watch app) as one: a node both name is one node.
    public static func merged(_ graphs: [RouteGraph]) -> RouteGraph {
        guard graphs.count != 1 else { return graphs[0] }
        var nodes: [String: Node] = [:]
        var edges: [Edge] = []
        var files: [Int32: String] = [:]
        for g in graphs {
            for n in g.nodes {
                if var known = nodes[n.id] {
                    known.reachable = known.reachable || n.reachable
                    if known.cluster != n.cluster { known.cluster = nil }
                    nodes[n.id] = known
                } else {
                    nodes[n.id] = n
                }
            }
            edges.append(contentsOf: g.edges)
            files.merge(g.files) { a, _ in a }
        }
        return RouteGraph(nodes: nodes.values.sorted { $0.id < $1.id }, edges: RouteGraph.sortedUnique(edges), files: files)
    }

    /// What is drawn: without `showContains`, composition edges are left out, and so are the views that only
    /// they connect.
    public func drawn(showContains: Bool) -> RouteGraph {
        guard !showContains else { return self }
        let kept = edges.filter { $0.kind != .contains }
        var used: Set<String> = []
        for e in kept { used.insert(e.from); used.insert(e.to) }
        let shown = nodes.filter { $0.kind != .view || used.contains($0.id) }
        return RouteGraph(nodes: shown, edges: kept, files: files)
    }

    /// Paths relative to `directory` where a file lies below it.
    public func relativePaths(to directory: String) -> RouteGraph {
        var copy = self
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for (k, p) in files where p.hasPrefix(prefix) && p.count > prefix.count { copy.files[k] = String(p.dropFirst(prefix.count)) }
        return copy
    }

    public func path(_ location: SourceLocation) -> String { files[location.file] ?? "?" }

    /// `Views/ContentView.swift:18:13`
    public func describe(_ location: SourceLocation) -> String { "\(path(location)):\(location.line):\(location.column)" }

    static func sortedUnique(_ edges: [Edge]) -> [Edge] {
        let sorted = edges.sorted { a, b in
            if a.from != b.from { return a.from < b.from }
            if a.to != b.to { return a.to < b.to }
            if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
            if a.routeCase != b.routeCase { return (a.routeCase ?? "") < (b.routeCase ?? "") }
            if a.location != b.location { return a.location < b.location }
            return !a.unmapped && b.unmapped
        }
        var result: [Edge] = []
        for e in sorted where result.last != e { result.append(e) }
        return result
    }
}
