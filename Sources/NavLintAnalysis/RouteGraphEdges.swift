// The route graph's edges from the facts of each frame: links, destinations, presentations, split-view
// selections, and pushes from code.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension RouteGraphBuilder {
    // MARK: - Edges of facts

    /// Does the fact make an edge from where it is written (all but `navigationDestination(for:)`, which leaves
    /// from its route type)?
    func needsSource(_ fact: Fact) -> Bool {
        if case .destination(let ref) = fact, case .forType = graph.regions[Int(ref.region)].destinations[Int(ref.index)].kind { return false }
        return true
    }

    func emit(_ fact: Fact, in f: Frame, from source: String) {
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
                for t in targets(Frame(region: ref.region, element: link.contentElementID)) { addEdge(source, t, .present, link.location) }
            }
        case .destination(let ref):
            let d = graph.regions[Int(ref.region)].destinations[Int(ref.index)]
            let content = Frame(region: ref.region, element: d.contentElementID)
            if case .forType = d.kind {
                if registrationByRef == nil {
                    var byRef: [FactRef: Int] = [:]
                    for (k, r) in analysis.registrations.enumerated() where byRef[r.ref] == nil { byRef[r.ref] = k }
                    registrationByRef = byRef
                }
                guard let k = registrationByRef![ref], case let reg = analysis.registrations[k], reg.type.isKnown else {
                    // A library's closure building every page of its stack (`Router { screen, _ in … }`): its pages hang from the stack.
                    if d.mapsEveryValue, let stack = containerNode(ElementID(d.attachedToContainer), in: ref.region) {
                        for t in targets(content) { addEdge(stack, t, .destination, d.location) }
                    }
                    return
                }
                let route = routeNode(reg.type)
                for t in targets(content, excluding: reg.type) { addEdge(route, t, .destination, d.location) }
            } else {
                for t in targets(content) { addEdge(source, t, .present, d.location) }
            }
        case .presentation(let p):
            let e = graph.regions[Int(p.region)].elements[Int(p.element)]
            let kind: RouteGraph.EdgeKind = e.name == "fullScreenCover" ? .cover : e.name == "popover" ? .popover : .sheet
            for t in targets(p) { addEdge(source, t, kind, e.location) }
        case .handedOn(let p):
            // `.damusFullScreenCover($showQR) { QRCodeView() }`: the wrapper shows its content in a presentation.
            guard let content = graph.detachedContents[p.region]?.first(where: { $0.element == p.element.raw })?.content else { return }
            var items: [Item] = []
            var nested: [Fact] = []
            var visited: Set<RegionID> = [p.region]
            walk(graph.frame(of: p.element, in: p.region), given: content, tab: nil, routeCase: nil, visited: &visited, items: &items, facts: &nested)
            let name = graph.presentationName(ofDetached: p.element.raw, in: p.region)
            let kind: RouteGraph.EdgeKind = name == "fullScreenCover" ? .cover : name == "popover" ? .popover : .sheet
            let location = graph.regions[Int(p.region)].elements[Int(p.element)].location
            var drawn: Set<String> = []
            for item in items where drawn.insert(item.id).inserted { addEdge(source, item.id, kind, location) }
        case .selection(let region, let index):
            let s = graph.regions[Int(region)].selections[index]
            let location = graph.regions[Int(region)].elements[Int(s.element)].location
            for t in nextColumnRoots(of: s.elementID, in: region) { addEdge(source, t, .selection, location) }
        }
    }

    /// The views at the root of the column after the one a `List(selection:)` is in (through a stack there).
    func nextColumnRoots(of element: ElementID, in region: RegionID) -> [String] {
        guard let (cr, ce) = analysis.firstAncestor(around: element, in: region, where: { r, e in r[e].kind == .column }) else { return [] }
        let r = graph[cr]
        let column = r[ce]
        let next = r.elements.indices.filter { r.elements[$0].kind == .column && r.elements[$0].parent == column.parent && r.elements[$0].aux > column.aux }
            .min { r.elements[$0].aux < r.elements[$1].aux }
        guard let next, let columnID = columnIDs[Frame(region: cr, element: ElementID(next))] else { return [] }
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

    func addPushes() {
        for site in analysis.pushSites {
            let owner = site.function.owner
            let from: String
            if analysis.graph.toolbarContentTypes.contains(owner), case let users = toolbarUsers(owner), !users.isEmpty {
                // Toolbar content pushes from the views whose toolbar shows it.
                let kind: RouteGraph.EdgeKind = site.style == .sheet ? .sheet : site.style == .cover ? .cover : .push
                let mapped = analysis.unmappedContexts(of: site).isEmpty
                for u in users { addEdge(u, mapped ? routeNode(site.type) : missingNode(site.type), kind, site.location, unmapped: !mapped) }
                continue
            } else if analysis.graph.isViewType(owner) {
                from = viewNode(owner)
            } else if isApp(owner) {
                from = appNode(owner)
            } else if let views = storeViews(pushingOnto: site), !views.isEmpty {
                // The Composable Architecture: a feature's reducer pushes onto its state's path
                // (`state.path.append(.detail(…))`); the view whose stack binds it through the store pushes.
                let kind: RouteGraph.EdgeKind = site.style == .sheet ? .sheet : site.style == .cover ? .cover : .push
                let mapped = analysis.unmappedContexts(of: site).isEmpty
                for v in views {
                    addEdge(viewNode(v), mapped ? routeNode(site.type) : missingNode(site.type), kind, site.location, unmapped: !mapped)
                }
                continue
            } else {
                from = "code:" + (owner.isEmpty ? "(top level)" : owner)
                if nodes[from] == nil {
                    nodes[from] = Node(id: from, kind: .code, name: owner.isEmpty ? "(top level)" : owner,
                                       location: analysis.table[owner]?.declarations.first?.decl.location)
                }
                for ci in analysis.contexts(bindingKey: site.key) {
                    let ctx = analysis[ci]
                    if let id = containerIDs[ctx.container] { pushesOnto[from, default: []].insert(id) }
                }
            }
            // FlowStacks' `routes.presentSheet(x)`: the screen is shown as a sheet (or cover) by the stack's destinations.
            let kind: RouteGraph.EdgeKind = site.style == .sheet ? .sheet : site.style == .cover ? .cover : .push
            if analysis.unmappedContexts(of: site).isEmpty {
                addEdge(from, routeNode(site.type), kind, site.location)
            } else {
                addEdge(from, missingNode(site.type), kind, site.location, unmapped: true)
            }
        }
    }

    /// The views whose stacks bind, through their store, the path of a feature's state that the feature's own code
    /// pushes onto (`AppFeature.State.path`, pushed in `AppFeature`'s reducer, bound by `AppView`'s
    /// `NavigationStack(path: $store.scope(state: \.path, …))`); nil for any other push.
    func storeViews(pushingOnto site: PushSite) -> [String]? {
        guard site.key.owner == site.function.owner + ".State" else { return nil }
        var views: [String] = []
        for ci in analysis.contexts(bindingKey: site.key) {
            let region = analysis[ci].container.region
            let owner = graph.owner(of: region) ?? graph[region].owner
            if analysis.graph.isViewType(owner) && !views.contains(owner) { views.append(owner) }
        }
        return views
    }

    /// The nodes of the frames that use the toolbar content type `name` (`.toolbar { Items() }`), followed up through
    /// the view code they are composed into (a view-code member, a modifier, other toolbar content); none when no
    /// view uses it.
    func toolbarUsers(_ name: String) -> [String] {
        var result: [String] = []
        var pending = graph.regions(ofType: name)
        var seen = Set(pending)
        while let region = pending.popLast() {
            for use in graph.usesOfRegion[region] ?? [] {
                let f = graph.frame(of: graph[use.region].uses[Int(use.index)].elementID, in: use.region)
                if f.element == .root, case .composed = role(f.region) {
                    if seen.insert(f.region).inserted { pending.append(f.region) }
                    continue
                }
                let id = source(of: f)
                if !result.contains(id) { result.append(id) }
            }
        }
        return result
    }

    package func isApp(_ owner: String) -> Bool {
        graph.regions.indices.contains { graph.regions[$0].kind == .app && graph.owners[$0] == owner }
    }

    func addEdge(_ from: String, _ to: String, _ kind: RouteGraph.EdgeKind, _ location: SourceLocation,
                         routeCase: String? = nil, unmapped: Bool = false) {
        edges.append(Edge(from: from, to: to, kind: kind, location: location, routeCase: routeCase, unmapped: unmapped))
    }
}
