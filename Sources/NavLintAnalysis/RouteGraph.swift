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

/// Builds the route graph of one program from its analysis.
final class RouteGraphBuilder {
    package typealias Node = RouteGraph.Node
    package typealias Edge = RouteGraph.Edge

    package let analysis: NavigationAnalysis
    package let graph: ViewGraph

    private var nodes: [String: Node] = [:]
    private var edges: [Edge] = []

    /// Each region's part of node ids: `ContentView.body`, `View.withAppRouter`, `~2` for a second alternative.
    private var regionKeys: [String] = []
    private var containerIDs: [FactRef: String] = [:]
    /// Column, TabView and inline-content nodes by (region, element).
    private var columnIDs: [Frame: String] = [:]
    private var tabIDs: [Frame: String] = [:]
    private var inlineIDs: [Frame: String] = [:]
    /// Per region: for each element, how many elements up to it begin a view (the root and boundaries).
    private var boundaryCounts: [Int32: [Int32]] = [:]
    /// The registration of each `navigationDestination(for:)`, made when first needed.
    private var registrationByRef: [FactRef: Int]?
    /// The views and containers that make up each content frame (a destination's, a view link's, a sheet's).
    private var contentTargets: [Frame: [Item]] = [:]
    /// The items at the root of each container.
    private var containerRoots: [String: [Item]] = [:]
    private var routeTypes: Set<ResolvedType> = []
    /// Switch cases over a route enum in view code: (region, element) -> the route and its cases.
    private var routeSwitches: [Frame: RouteCase] = [:]
    /// Code nodes and the container nodes of the stacks whose paths they push onto.
    private var pushesOnto: [String: Set<String>] = [:]
    /// Value links that drive a split view's list selection rather than push.
    private var selectionLinks: Set<FactRef> = []

    struct RouteCase {
        package var route: ResolvedType
        package var cases: [String]
        package var location: SourceLocation
    }

    /// A view or container placed somewhere, with the TabView and route switch case it sits in.
    package struct Item {
        package var id: String
        var isView: Bool
        package var location: SourceLocation
        package var tab: String?
        package var routeCase: RouteCase?
    }

    enum Fact {
        case link(FactRef)
        case destination(FactRef)
        case presentation(Frame)
        case selection(Int32, Int)   // region, index
    }

    package init(_ analysis: NavigationAnalysis) {
        self.analysis = analysis
        self.graph = analysis.graph
    }

    package func build() -> RouteGraph {
        makeRegionKeys()
        makeContainerNodes()
        collectRouteTypes()
        collectRouteSwitches()
        var pending: [(Frame, [Fact])] = []
        for ri in graph.regions.indices {
            let r = graph.regions[ri]
            for (e, element) in r.elements.enumerated() where e == 0 || element.kind.isBoundary {
                let f = Frame(region: Int32(ri), element: Int32(e))
                if e == 0, case .composed = role(Int32(ri)) { continue }
                var items: [Item] = []
                var facts: [Fact] = []
                var visited: Set<Int32> = [Int32(ri)]
                walk(f, tab: nil, routeCase: nil, visited: &visited, items: &items, facts: &facts)
                attach(items, to: f)
                if !facts.isEmpty { pending.append((f, facts)) }
            }
        }
        // Sources first (inline nodes join their frame's targets), then the edges the facts make.
        let sources = pending.map { f, facts in facts.contains(where: needsSource) ? source(of: f) : nil }
        for (k, (f, facts)) in pending.enumerated() {
            for fact in facts { emit(fact, in: f, from: sources[k] ?? "") }
        }
        // A container whose root is written in place (`NavigationStack { Form { … } }`) still shows its root.
        for (ri, r) in graph.regions.enumerated() {
            for (ei, e) in r.elements.enumerated() where e.kind == .stack || e.kind == .navigationView || e.kind == .column {
                let f = Frame(region: Int32(ri), element: Int32(ei))
                if let id = containerNode(f.element, in: f.region), containerRoots[id] == nil { _ = inlineNode(f) }
            }
        }
        addPushes()
        markReachability()
        assignClusters()
        var files: [Int32: String] = [:]
        for f in analysis.files { files[f.file] = f.path }
        return RouteGraph(nodes: nodes.values.sorted { $0.id < $1.id }, edges: RouteGraph.sortedUnique(edges), files: files)
    }

    // MARK: - Regions and ids

    enum Role {
        case view(String)
        case app(String)
        case composed          // a view-code member, a View extension or a ViewModifier: part of where it is used
    }

    package func role(_ ri: Int32) -> Role {
        let r = graph.regions[Int(ri)]
        let owner = graph.owners[Int(ri)] ?? r.owner
        switch r.kind {
        case .app where r.member == "body": return .app(owner)
        case .body where r.member == "body": return .view(owner)
        default: return .composed
        }
    }

    private func makeRegionKeys() {
        var seen: [String: Int] = [:]
        for (ri, r) in graph.regions.enumerated() {
            let base = (graph.owners[ri] ?? r.owner) + "." + r.member
            let n = (seen[base] ?? 0) + 1
            seen[base] = n
            regionKeys.append(n == 1 ? base : base + "~\(n)")
        }
    }

    private func makeContainerNodes() {
        for (ri, r) in graph.regions.enumerated() {
            let region = Int32(ri)
            for (ci, c) in r.containers.enumerated() {
                let kind: RouteGraph.NodeKind = c.kind == .stack ? .stack : c.kind == .splitView ? .splitView : .navigationView
                let id = "\(kind.rawValue):\(regionKeys[ri])#\(ci + 1)"
                containerIDs[FactRef(region: region, index: Int32(ci))] = id
                var node = Node(id: id, kind: kind, name: r.elements[Int(c.element)].name, location: c.location)
                if let p = c.path, let key = analysis.inference.pathKey(p, owner: graph.owners[ri]) { node.detail = "path: \(key)" }
                nodes[id] = node
                guard c.kind == .splitView else { continue }
                for (ei, e) in r.elements.enumerated() where e.kind == .column && e.parent == c.element {
                    let columnID = id + "/" + e.name
                    columnIDs[Frame(region: region, element: Int32(ei))] = columnID
                    nodes[columnID] = Node(id: columnID, kind: .column, name: e.name + " column", location: e.location)
                    addEdge(id, columnID, .root, e.location)
                }
            }
            var tabs = 0
            for (ei, e) in r.elements.enumerated() where e.kind == .tabView {
                tabs += 1
                let id = "tabView:\(regionKeys[ri])#\(tabs)"
                tabIDs[Frame(region: region, element: Int32(ei))] = id
                nodes[id] = Node(id: id, kind: .tabView, name: "TabView", location: e.location)
            }
        }
    }

    /// The node of a container element (a stack, split view, NavigationView or column).
    func containerNode(_ element: Int32, in region: Int32) -> String? {
        let e = graph.regions[Int(region)].elements[Int(element)]
        if e.kind == .column { return columnIDs[Frame(region: region, element: element)] }
        guard e.kind.isContainer, e.aux >= 0 else { return nil }
        return containerIDs[FactRef(region: region, index: e.aux)]
    }

    // MARK: - Route types

    private func collectRouteTypes() {
        for (ri, r) in graph.regions.enumerated() {
            for (li, l) in r.links.enumerated() where l.kind == .value {
                let ref = FactRef(region: Int32(ri), index: Int32(li))
                let t = analysis.linkType(ref)
                guard t.isKnown else { continue }
                if analysis.drivesSelection(ref) { selectionLinks.insert(ref); continue }
                routeTypes.insert(t)
            }
        }
        for site in analysis.pushSites { routeTypes.insert(site.type) }
        for reg in analysis.registrations where reg.type.isKnown { routeTypes.insert(reg.type) }
    }

    func routeNode(_ t: ResolvedType) -> String {
        let id = "route:\(t)"
        if nodes[id] == nil {
            var node = Node(id: id, kind: .route, name: t.description)
            if let n = t.nominalName, let info = analysis.table[n] {
                node.location = info.declarations.first { $0.decl.kind != .extension }?.decl.location ?? info.declarations.first?.decl.location
                if info.kind == .enum { node.cases = info.cases.map(\.name) }
            }
            nodes[id] = node
        }
        return id
    }

    func missingNode(_ t: ResolvedType) -> String {
        let id = "missing:\(t)"
        if nodes[id] == nil { nodes[id] = Node(id: id, kind: .missing, name: t.description) }
        return id
    }

    private func collectRouteSwitches() {
        for (ri, r) in graph.regions.enumerated() {
            for sc in r.switchCases {
                let t = analysis.inference.type(of: sc.subject, owner: graph.owners[ri], contextType: nil).unwrapped
                guard routeTypes.contains(t), let n = t.nominalName, analysis.table[n]?.kind == .enum else { continue }
                routeSwitches[Frame(region: Int32(ri), element: sc.element)] = RouteCase(route: t, cases: sc.caseNames, location: sc.location)
            }
        }
    }

    // MARK: - Views and containers in each frame

    /// Collects the items and facts of a frame, following view-code members, View extensions and view modifiers
    /// into their regions (they are part of the frame that uses them).
    private func walk(_ f: Frame, tab: String?, routeCase: RouteCase?, visited: inout Set<Int32>, items: inout [Item], facts: inout [Fact]) {
        let region = f.region
        let r = graph.regions[Int(region)]
        let content = graph.content(f)
        for u in content.uses {
            let use = r.uses[Int(u)]
            let (t, c) = placement(of: use.element, in: region, tab: tab, routeCase: routeCase)
            switch use.target {
            case .type:
                for target in graph.targetRegions(of: use, in: region) {
                    if case .view(let name) = role(target) {
                        items.append(Item(id: viewNode(name), isView: true, location: use.location, tab: t, routeCase: c))
                        break
                    }
                }
            case .member, .modifier, .modifierType:
                for target in graph.targetRegions(of: use, in: region) where visited.insert(target).inserted {
                    guard case .composed = role(target) else { continue }
                    walk(Frame(region: target, element: 0), tab: t, routeCase: c, visited: &visited, items: &items, facts: &facts)
                }
            case .opaque:
                break
            }
        }
        for ci in content.containers {
            let c = r.containers[Int(ci)]
            guard let id = containerIDs[FactRef(region: region, index: ci)] else { continue }
            let (t, rc) = placement(of: c.element, in: region, tab: tab, routeCase: routeCase, skippingSelf: true)
            items.append(Item(id: id, isView: false, location: c.location, tab: t, routeCase: rc))
        }
        for (ei, e) in r.elements.enumerated() where e.kind == .tabView && graph.frame(of: Int32(ei), in: region) == f {
            guard let id = tabIDs[Frame(region: region, element: Int32(ei))] else { continue }
            let (t, rc) = placement(of: Int32(ei), in: region, tab: tab, routeCase: routeCase, skippingSelf: true)
            items.append(Item(id: id, isView: false, location: e.location, tab: t, routeCase: rc))
        }
        for l in content.links { facts.append(.link(FactRef(region: region, index: l))) }
        for d in content.destinations { facts.append(.destination(FactRef(region: region, index: d))) }
        for (ei, e) in r.elements.enumerated() where e.kind == .presentation && graph.frame(of: e.parent, in: region) == f {
            facts.append(.presentation(Frame(region: region, element: Int32(ei))))
        }
        for (si, s) in r.selections.enumerated() where graph.frame(of: s.element, in: region) == f {
            facts.append(.selection(region, si))
        }
    }

    /// The TabView and the route switch case around an element of its frame, or the ones inherited from the use.
    private func placement(of element: Int32, in region: Int32, tab: String?, routeCase: RouteCase?, skippingSelf: Bool = false) -> (String?, RouteCase?) {
        var t: String?
        var c: RouteCase?
        for a in graph.ancestors(of: element, in: region) where !(skippingSelf && a == element) {
            let key = Frame(region: region, element: a)
            if t == nil, let id = tabIDs[key] { t = id }
            if c == nil, let rc = routeSwitches[key] { c = rc }
        }
        return (t ?? tab, c ?? routeCase)
    }

    func viewNode(_ name: String) -> String {
        let id = "view:\(name)"
        if nodes[id] == nil {
            var node = Node(id: id, kind: .view, name: name)
            if let info = analysis.table[name] {
                node.location = info.declarations.first { $0.decl.kind != .extension }?.decl.location
            }
            nodes[id] = node
        }
        return id
    }

    /// Connects a frame's items to what holds them: its view, the app, its container, its TabView; or keeps them as
    /// the content a destination, link or presentation shows.
    private func attach(_ items: [Item], to f: Frame) {
        for item in items {
            if let rc = item.routeCase {
                let route = routeNode(rc.route)
                if rc.cases.isEmpty {
                    addEdge(route, item.id, .destination, rc.location)
                } else {
                    for c in rc.cases { addEdge(route, item.id, .destination, rc.location, routeCase: c) }
                }
            }
            if let tab = item.tab {
                addEdge(tab, item.id, .root, item.location)
                continue
            }
            if f.element == 0 {
                switch role(f.region) {
                case .view(let name): addEdge(viewNode(name), item.id, item.isView ? .contains : .holds, item.location)
                case .app(let name): addEdge(appNode(name), item.id, .root, item.location)
                case .composed: break
                }
            } else if let container = containerNode(f.element, in: f.region) {
                addEdge(container, item.id, .root, item.location)
                containerRoots[container, default: []].append(item)
            } else {
                contentTargets[f, default: []].append(item)
            }
        }
    }

    func appNode(_ name: String) -> String {
        let id = "app:\(name)"
        if nodes[id] == nil {
            nodes[id] = Node(id: id, kind: .app, name: name, location: analysis.table[name]?.declarations.first?.decl.location)
        }
        return id
    }

    /// The node that facts of a frame come from: its view or app, or the frame's own inline content.
    private func source(of f: Frame) -> String {
        if f.element == 0 {
            switch role(f.region) {
            case .view(let name): return viewNode(name)
            case .app(let name): return appNode(name)
            case .composed: break
            }
        }
        return inlineNode(f)
    }

    /// The node for view code written in place in a frame (created once; a container's root, a content's target).
    private func inlineNode(_ f: Frame) -> String {
        if let id = inlineIDs[f] { return id }
        let r = graph.regions[Int(f.region)]
        if boundaryCounts[f.region] == nil {
            var counts: [Int32] = []
            counts.reserveCapacity(r.elements.count)
            var n: Int32 = 0
            for (k, e) in r.elements.enumerated() {
                if k == 0 || e.kind.isBoundary { n += 1 }
                counts.append(n)
            }
            boundaryCounts[f.region] = counts
        }
        let counts = boundaryCounts[f.region]!
        let ordinal = f.element >= 0 && !counts.isEmpty ? Int(counts[min(Int(f.element), counts.count - 1)]) : 0
        let id = "inline:\(regionKeys[Int(f.region)])#\(ordinal)"
        inlineIDs[f] = id
        let element = r.elements[Int(f.element)]
        let owner = r.kind == .viewExtension ? "." + r.member + "()" : (graph.owners[Int(f.region)] ?? r.owner)
        // Named by its first construct, as a person would: `ContentView { List … }`.
        let first = r.elements.indices.first { $0 > Int(f.element) && graph.frame(of: Int32($0), in: f.region) == f && r.elements[$0].kind == .lazy }
        let inside = first.map { r.elements[$0].name + " … " } ?? "… "
        nodes[id] = Node(id: id, kind: .inline, name: owner + " { " + inside + "}", location: element.location)
        let item = Item(id: id, isView: true, location: element.location, tab: nil, routeCase: nil)
        if let container = containerNode(f.element, in: f.region) {
            addEdge(container, id, .root, element.location)
            containerRoots[container, default: []].append(item)
        } else if f.element != 0 {
            contentTargets[f, default: []].append(item)
        }
        return id
    }

    /// What a content frame shows: its views and containers, or its inline content when it has none.
    private func targets(_ f: Frame, excluding route: ResolvedType? = nil) -> [String] {
        var result: [String] = []
        for item in contentTargets[f] ?? [] {
            if let route, let rc = item.routeCase, rc.route == route { continue }
            if !result.contains(item.id) { result.append(item.id) }
        }
        if result.isEmpty && (contentTargets[f] ?? []).isEmpty { result.append(inlineNode(f)) }
        return result
    }

    // MARK: - Edges of facts

    /// Does the fact make an edge from where it is written (all but `navigationDestination(for:)`, which leaves
    /// from its route type)?
    private func needsSource(_ fact: Fact) -> Bool {
        if case .destination(let ref) = fact, case .forType = graph.regions[Int(ref.region)].destinations[Int(ref.index)].kind { return false }
        return true
    }

    private func emit(_ fact: Fact, in f: Frame, from source: String) {
        switch fact {
        case .link(let ref):
            let link = graph.regions[Int(ref.region)].links[Int(ref.index)]
            if link.kind == .value {
                let t = analysis.linkType(ref)
                guard t.isKnown, !selectionLinks.contains(ref) else { return }
                let location = link.valueLocation ?? link.location
                if analysis.unmappedContexts(ofLink: ref).isEmpty {
                    addEdge(source, routeNode(t), .link, location)
                } else {
                    addEdge(source, missingNode(t), .link, location, unmapped: true)
                }
            } else if link.contentElement >= 0 {
                for t in targets(Frame(region: ref.region, element: link.contentElement)) { addEdge(source, t, .present, link.location) }
            }
        case .destination(let ref):
            let d = graph.regions[Int(ref.region)].destinations[Int(ref.index)]
            let content = Frame(region: ref.region, element: d.contentElement)
            if case .forType = d.kind {
                if registrationByRef == nil {
                    var byRef: [FactRef: Int] = [:]
                    for (k, r) in analysis.registrations.enumerated() where byRef[r.ref] == nil { byRef[r.ref] = k }
                    registrationByRef = byRef
                }
                guard let k = registrationByRef![ref], case let reg = analysis.registrations[k], reg.type.isKnown else { return }
                let route = routeNode(reg.type)
                for t in targets(content, excluding: reg.type) { addEdge(route, t, .destination, d.location) }
            } else {
                for t in targets(content) { addEdge(source, t, .present, d.location) }
            }
        case .presentation(let p):
            let e = graph.regions[Int(p.region)].elements[Int(p.element)]
            let kind: RouteGraph.EdgeKind = e.name == "fullScreenCover" ? .cover : e.name == "popover" ? .popover : .sheet
            for t in targets(p) { addEdge(source, t, kind, e.location) }
        case .selection(let region, let index):
            let s = graph.regions[Int(region)].selections[index]
            let location = graph.regions[Int(region)].elements[Int(s.element)].location
            for t in nextColumnRoots(of: s.element, in: region) { addEdge(source, t, .selection, location) }
        }
    }

    /// The views at the root of the column after the one a `List(selection:)` is in (through a stack there).
    private func nextColumnRoots(of element: Int32, in region: Int32) -> [String] {
        guard let (cr, ce) = analysis.firstAncestor(around: element, in: region, where: { r, e in r.elements[Int(e)].kind == .column }) else { return [] }
        let r = graph.regions[Int(cr)]
        let column = r.elements[Int(ce)]
        let next = r.elements.indices.filter { r.elements[$0].kind == .column && r.elements[$0].parent == column.parent && r.elements[$0].aux > column.aux }
            .min { r.elements[$0].aux < r.elements[$1].aux }
        guard let next, let columnID = columnIDs[Frame(region: cr, element: Int32(next))] else { return [] }
        var result: [String] = []
        for item in containerRoots[columnID] ?? [] {
            if !item.isView, let inner = containerRoots[item.id] {
                result.append(contentsOf: inner.map(\.id))
            } else {
                result.append(item.id)
            }
        }
        return result
    }

    private func addPushes() {
        for site in analysis.pushSites {
            let owner = site.function.owner
            let from: String
            if analysis.graph.isViewType(owner) {
                from = viewNode(owner)
            } else if isApp(owner) {
                from = appNode(owner)
            } else {
                from = "code:" + (owner.isEmpty ? "(top level)" : owner)
                if nodes[from] == nil {
                    nodes[from] = Node(id: from, kind: .code, name: owner.isEmpty ? "(top level)" : owner,
                                       location: analysis.table[owner]?.declarations.first?.decl.location)
                }
                for ci in analysis.contexts(bindingKey: site.key) {
                    let ctx = analysis.contexts[ci]
                    if let id = containerIDs[ctx.container] { pushesOnto[from, default: []].insert(id) }
                }
            }
            if analysis.unmappedContexts(of: site).isEmpty {
                addEdge(from, routeNode(site.type), .push, site.location)
            } else {
                addEdge(from, missingNode(site.type), .push, site.location, unmapped: true)
            }
        }
    }

    package func isApp(_ owner: String) -> Bool {
        graph.regions.indices.contains { graph.regions[$0].kind == .app && graph.owners[$0] == owner }
    }

    private func addEdge(_ from: String, _ to: String, _ kind: RouteGraph.EdgeKind, _ location: SourceLocation,
                         routeCase: String? = nil, unmapped: Bool = false) {
        edges.append(Edge(from: from, to: to, kind: kind, location: location, routeCase: routeCase, unmapped: unmapped))
    }

    // MARK: - Reachability

    /// From the `@main` app (or any App); without one, from the views that hold a container and that no other
    /// view uses. Code that pushes is reached with the stacks it pushes onto.
    private func markReachability() {
        var roots = nodes.values.filter { $0.kind == .app }.map(\.id)
        if roots.isEmpty {
            var used: Set<String> = []
            for (ri, _) in graph.regions.enumerated() {
                guard case .view(let name) = role(Int32(ri)) else { continue }
                let others = (graph.usesOfRegion[Int32(ri)] ?? []).contains { use in
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
    private func assignClusters() {
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
            if case .view(let name) = role(Int32(ri)) { viewFrames["view:" + name, default: []].append(Frame(region: Int32(ri), element: 0)) }
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
            for id in ctx.allRegistrations { routeContexts["route:\(analysis.registrations[Int(id)].type)", default: []].insert(ci) }
        }
        for (id, contexts) in routeContexts where nodes[id] != nil { if let c = only(contexts) { cluster[id] = c } }
        // Containers: inside the container around them (a column's split view; a stack in a column or in a view
        // placed in one context).
        for (ref, id) in containerIDs {
            let r = graph.regions[Int(ref.region)]
            let element = r.elements[Int(r.containers[Int(ref.index)].element)]
            if let c = only(frameContexts[graph.frame(of: element.parent, in: ref.region)]) { cluster[id] = c }
        }
        for (f, id) in columnIDs {
            let split = graph.regions[Int(f.region)].elements[Int(f.element)].parent
            if let s = containerNode(split, in: f.region) { cluster[id] = s }
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
