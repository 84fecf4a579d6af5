// Builds the route graph of one program from its analysis: ids, container and route nodes, and the views and
// containers each frame places (the edges its facts make are in RouteGraphEdges.swift; reachability and
// clusters in RouteGraphReachability.swift).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// Builds the route graph of one program from its analysis.
final class RouteGraphBuilder {
    package typealias Node = RouteGraph.Node
    package typealias Edge = RouteGraph.Edge

    package let analysis: NavigationAnalysis
    package let graph: ViewGraph

    var nodes: [String: Node] = [:]
    var edges: [Edge] = []

    /// Each region's part of node ids: `ContentView.body`, `View.withAppRouter`, `~2` for a second alternative.
    var regionKeys: [String] = []
    var containerIDs: [FactRef: String] = [:]
    /// Column, TabView and inline-content nodes by (region, element).
    var columnIDs: [Frame: String] = [:]
    var tabIDs: [Frame: String] = [:]
    var inlineIDs: [Frame: String] = [:]
    /// Per region: for each element, how many elements up to it begin a view (the root and boundaries).
    var boundaryCounts: [RegionID: [Int32]] = [:]
    /// The registration of each `navigationDestination(for:)`, made when first needed.
    var registrationByRef: [FactRef: Int]?
    /// The views and containers that make up each content frame (a destination's, a view link's, a sheet's).
    var contentTargets: [Frame: [Item]] = [:]
    /// The items at the root of each container.
    var containerRoots: [String: [Item]] = [:]
    var routeTypes: Set<ResolvedType> = []
    /// Switch cases over a route enum in view code: (region, element) -> the route and its cases.
    var routeSwitches: [Frame: RouteCase] = [:]
    /// Code nodes and the container nodes of the stacks whose paths they push onto.
    var pushesOnto: [String: Set<String>] = [:]
    /// Value links that drive a split view's list selection rather than push.
    var selectionLinks: Set<FactRef> = []

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
        case selection(RegionID, Int)   // region, index
        case handedOn(Frame)            // content handed to a wrapper that shows it in a presentation: (region, element)
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
                let f = Frame(region: RegionID(ri), element: ElementID(e))
                if e == 0, case .composed = role(RegionID(ri)) { continue }
                var items: [Item] = []
                var facts: [Fact] = []
                var visited: Set<RegionID> = [RegionID(ri)]
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
                let f = Frame(region: RegionID(ri), element: ElementID(ei))
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

    package func role(_ ri: RegionID) -> Role {
        let r = graph[ri]
        let owner = graph.owner(of: ri) ?? r.owner
        switch r.kind {
        case .app where r.member == "body": return .app(owner)
        // Toolbar content is part of the view whose toolbar shows it.
        case .body where r.member == "body": return graph.toolbarContentTypes.contains(owner) ? .composed : .view(owner)
        default: return .composed
        }
    }

    func makeRegionKeys() {
        var seen: [String: Int] = [:]
        for (ri, r) in graph.regions.enumerated() {
            let base = (graph.owners[ri] ?? r.owner) + "." + r.member
            let n = (seen[base] ?? 0) + 1
            seen[base] = n
            regionKeys.append(n == 1 ? base : base + "~\(n)")
        }
    }

    func makeContainerNodes() {
        for (ri, r) in graph.regions.enumerated() {
            let region = RegionID(ri)
            for (ci, c) in r.containers.enumerated() {
                let kind: RouteGraph.NodeKind = c.kind == .stack ? .stack : c.kind == .splitView ? .splitView : .navigationView
                let id = "\(kind.rawValue):\(regionKeys[ri])#\(ci + 1)"
                containerIDs[FactRef(region: region, index: ci)] = id
                var node = Node(id: id, kind: kind, name: r.elements[Int(c.element)].name, location: c.location)
                if let p = c.path, let key = analysis.inference.pathKey(p, owner: graph.owners[ri]) { node.detail = "path: \(key)" }
                nodes[id] = node
                guard c.kind == .splitView else { continue }
                for (ei, e) in r.elements.enumerated() where e.kind == .column && e.parent == c.element {
                    let columnID = id + "/" + e.name
                    columnIDs[Frame(region: region, element: ElementID(ei))] = columnID
                    nodes[columnID] = Node(id: columnID, kind: .column, name: e.name + " column", location: e.location)
                    addEdge(id, columnID, .root, e.location)
                }
            }
            var tabs = 0
            for (ei, e) in r.elements.enumerated() where e.kind == .tabView {
                tabs += 1
                let id = "tabView:\(regionKeys[ri])#\(tabs)"
                tabIDs[Frame(region: region, element: ElementID(ei))] = id
                nodes[id] = Node(id: id, kind: .tabView, name: "TabView", location: e.location)
            }
        }
    }

    /// The node of a container element (a stack, split view, NavigationView or column).
    func containerNode(_ element: ElementID, in region: RegionID) -> String? {
        let e = graph[region][element]
        if e.kind == .column { return columnIDs[Frame(region: region, element: element)] }
        guard e.kind.isContainer, e.aux >= 0 else { return nil }
        return containerIDs[FactRef(region: region, index: e.aux)]
    }

    // MARK: - Route types

    func collectRouteTypes() {
        for (ri, r) in graph.regions.enumerated() {
            for (li, l) in r.links.enumerated() where l.kind == .value {
                let ref = FactRef(region: RegionID(ri), index: li)
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

    func collectRouteSwitches() {
        for (ri, r) in graph.regions.enumerated() {
            for sc in r.switchCases {
                let t = analysis.inference.type(of: sc.subject, owner: graph.owners[ri], contextType: nil).unwrapped
                guard routeTypes.contains(t), let n = t.nominalName, analysis.table[n]?.kind == .enum else { continue }
                routeSwitches[Frame(region: RegionID(ri), element: sc.elementID)] = RouteCase(route: t, cases: sc.caseNames, location: sc.location)
            }
        }
    }

    // MARK: - Views and containers in each frame

    /// Collects the items and facts of a frame, following view-code members, View extensions and view modifiers
    /// into their regions (they are part of the frame that uses them).
    /// `given`: the content to read instead of the frame's (what a wrapper shows in a presentation); only its views and
    /// containers are collected.
    func walk(_ f: Frame, given: ViewGraph.FrameContent? = nil, tab: String?, routeCase: RouteCase?, visited: inout Set<RegionID>,
              items: inout [Item], facts: inout [Fact]) {
        let region = f.region
        let r = graph.regions[Int(region)]
        let content = given ?? graph.content(f)
        for u in content.uses {
            let use = r.uses[Int(u)]
            let (t, c) = placement(of: use.elementID, in: region, tab: tab, routeCase: routeCase)
            switch use.target {
            case .type, .method, .value, .named, .builtInView, .subject:
                // A view of the program (`HomeView()`), or view code composed: a capitalised view-code method
                // (`MainContent(damus:)`), a route's view code (`route.view(…)`), the view type of the value a modifier
                // is applied to, a member of a value or a name of the owner that holds a view (`tab.view` of a
                // `var view: HomeView`).
                // Content a wrapper is handed, shown in its own stack (`NavigationStack { content() }`): each
                // construction's content, as the graph composes it there (`ViewGraph.attachForwardedContent`).
                var found = graph.targetRegions(of: use, in: region)
                var each = false
                if case .named = use.target, found.isEmpty, !graph.useTargets[Int(region)][Int(u)].isEmpty {
                    found = graph.useTargets[Int(region)][Int(u)]
                    each = true
                }
                targets: for target in found {
                    switch role(target) {
                    case .view(let name):
                        items.append(Item(id: viewNode(name), isView: true, location: use.location, tab: t, routeCase: c))
                        if !each { break targets }
                    case .composed:
                        if visited.insert(target).inserted {
                            walk(Frame(top: target), tab: t, routeCase: c, visited: &visited, items: &items, facts: &facts)
                        }
                    default:
                        break
                    }
                }
            case .member, .modifier, .modifierType:
                for target in graph.targetRegions(of: use, in: region) where visited.insert(target).inserted {
                    guard case .composed = role(target) else { continue }
                    walk(Frame(top: target), tab: t, routeCase: c, visited: &visited, items: &items, facts: &facts)
                }
            case .opaque:
                break
            }
        }
        for ci in content.containers {
            let c = r.containers[Int(ci)]
            guard let id = containerIDs[FactRef(region: region, index: ci)] else { continue }
            let (t, rc) = placement(of: c.elementID, in: region, tab: tab, routeCase: routeCase, skippingSelf: true)
            items.append(Item(id: id, isView: false, location: c.location, tab: t, routeCase: rc))
        }
        guard given == nil else { return }
        for (ei, e) in r.elements.enumerated() where e.kind == .tabView && graph.frame(of: ElementID(ei), in: region) == f {
            guard let id = tabIDs[Frame(region: region, element: ElementID(ei))] else { continue }
            let (t, rc) = placement(of: ElementID(ei), in: region, tab: tab, routeCase: routeCase, skippingSelf: true)
            items.append(Item(id: id, isView: false, location: e.location, tab: t, routeCase: rc))
        }
        for l in content.links { facts.append(.link(FactRef(region: region, index: l))) }
        for d in content.destinations { facts.append(.destination(FactRef(region: region, index: d))) }
        for (ei, e) in r.elements.enumerated() where e.kind == .presentation && graph.frame(of: e.parentID, in: region) == f {
            facts.append(.presentation(Frame(region: region, element: ElementID(ei))))
        }
        for (si, s) in r.selections.enumerated() where graph.frame(of: s.elementID, in: region) == f {
            facts.append(.selection(region, si))
        }
        for (e, _) in graph.detachedContents[region] ?? [] where graph.frame(of: ElementID(e), in: region) == f {
            facts.append(.handedOn(Frame(region: region, element: ElementID(e))))
        }
    }

    /// The TabView and the route switch case around an element of its frame, or the ones inherited from the use.
    func placement(of element: ElementID, in region: RegionID, tab: String?, routeCase: RouteCase?, skippingSelf: Bool = false) -> (String?, RouteCase?) {
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
    func attach(_ items: [Item], to f: Frame) {
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
            if f.element == .root {
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
    func source(of f: Frame) -> String {
        if f.element == .root {
            switch role(f.region) {
            case .view(let name): return viewNode(name)
            case .app(let name): return appNode(name)
            case .composed: break
            }
        }
        return inlineNode(f)
    }

    /// The node for view code written in place in a frame (created once; a container's root, a content's target).
    func inlineNode(_ f: Frame) -> String {
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
        let ordinal = f.element.raw >= 0 && !counts.isEmpty ? Int(counts[min(Int(f.element), counts.count - 1)]) : 0
        let id = "inline:\(regionKeys[Int(f.region)])#\(ordinal)"
        inlineIDs[f] = id
        let element = r.elements[Int(f.element)]
        let owner = r.kind == .viewExtension ? "." + r.member + "()" : (graph.owners[Int(f.region)] ?? r.owner)
        // Named by its first construct, as a person would: `ContentView { List … }`.
        let first = r.elements.indices.first { $0 > Int(f.element) && graph.frame(of: ElementID($0), in: f.region) == f && r.elements[$0].kind == .lazy }
        let inside = first.map { r.elements[$0].name + " … " } ?? "… "
        nodes[id] = Node(id: id, kind: .inline, name: owner + " { " + inside + "}", location: element.location)
        let item = Item(id: id, isView: true, location: element.location, tab: nil, routeCase: nil)
        if let container = containerNode(f.element, in: f.region) {
            addEdge(container, id, .root, element.location)
            containerRoots[container, default: []].append(item)
        } else if f.element != .root {
            contentTargets[f, default: []].append(item)
        }
        return id
    }

    /// What a content frame shows: its views and containers, or its inline content when it has none.
    func targets(_ f: Frame, excluding route: ResolvedType? = nil) -> [String] {
        var result: [String] = []
        for item in contentTargets[f] ?? [] {
            if let route, let rc = item.routeCase, rc.route == route { continue }
            if !result.contains(item.id) { result.append(item.id) }
        }
        if result.isEmpty && (contentTargets[f] ?? []).isEmpty { result.append(inlineNode(f)) }
        return result
    }
}
