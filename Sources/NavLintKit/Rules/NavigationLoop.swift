// navigation-loop: a view link or isPresented destination that pushes a view already below it on the same stack.

/// Reports a view-destination `NavigationLink` (any form) or a `navigationDestination(isPresented:)` /
/// `(item:)` whose view is built without arguments and is always on a page below the link's page on the same
/// stack: the root content, or a page every way to the link's page passes through. Pushing it again stacks a
/// second copy of the same screen instead of going back to it.
public struct NavigationLoop: Rule {
    public static let id = "navigation-loop"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        let graph = analysis.graph
        var notes: [SourceLocation: [Note]] = [:]
        var names: [SourceLocation: String] = [:]
        for ctx in analysis.contexts where ctx.kind == .stack || ctx.kind == .navigationView {
            // Only view links and isPresented/item destinations push a view again: a stack with none has no loop.
            guard ctx.visible.keys.contains(where: { Self.pushesViews(on: $0, graph) }) else { continue }
            let dominators = Self.strictDominators(ctx)
            var always: [Frame: [String: SourceLocation]] = [:]
            var loops: [(site: SourceLocation, page: Frame, content: Frame, view: String, below: SourceLocation)] = []
            for page in ctx.visible.keys.sorted() {
                guard let below = dominators[page], !below.isEmpty else { continue }
                for f in graph.composedFrames(of: page) {
                    let r = graph.regions[Int(f.region)]
                    var pushed: [(site: SourceLocation, content: Int32)] = []
                    for l in graph.content(f).links where r.links[Int(l)].pushesView {
                        pushed.append((r.links[Int(l)].location, r.links[Int(l)].contentElement))
                    }
                    for d in graph.content(f).destinations where r.destinations[Int(d)].pushesView {
                        pushed.append((r.destinations[Int(d)].location, r.destinations[Int(d)].contentElement))
                    }
                    for (site, content) in pushed {
                        let contentFrame = Frame(region: f.region, element: content)
                        // A view that pushes a new copy of itself drills down; it does not go back.
                        for view in Self.argumentFreeViews(in: contentFrame, graph) where view != graph.owners[Int(f.region)] {
                            // The nearest page below that always shows the view.
                            for q in below.sorted(by: { $0 > $1 }) {
                                if always[q] == nil { always[q] = Self.viewsAlwaysShown(on: q, graph) }
                                guard let at = always[q]?[view] else { continue }
                                loops.append((site, page, contentFrame, view, at))
                                break
                            }
                        }
                    }
                }
            }
            // Pages that exist only because a loop pushed them hold no loop of their own: one mistake, one finding.
            // From the root outwards, a page's loops are kept and the pages they push are not entered.
            var blocked: Set<Frame> = []
            var reached: Set<Frame> = [ctx.root]
            var queue = [ctx.root]
            var k = 0
            while k < queue.count {
                let p = queue[k]
                k += 1
                for loop in loops where loop.page == p {
                    blocked.insert(loop.content)
                    names[loop.site] = loop.view
                    let note = Note(message: "'\(loop.view)' is already on the stack here, below the link", location: loop.below)
                    if !(notes[loop.site] ?? []).contains(note) { notes[loop.site, default: []].append(note) }
                }
                for q in (ctx.successors[p] ?? []).sorted() where !blocked.contains(q) && reached.insert(q).inserted { queue.append(q) }
            }
        }
        return notes.keys.sorted().map { site in
            let view = names[site]!
            return finding("this pushes '\(view)', which is already below it on the same stack: the user goes round in a loop, with a second '\(view)' on the stack; go back to it instead (dismiss, or remove the entries above it from the path)",
                           at: site, notes: notes[site]!.sorted { $0.location < $1.location })
        }
    }

    /// Does a page hold a link or destination that pushes a view (what `check` looks at)?
    static func pushesViews(on page: Frame, _ graph: ViewGraph) -> Bool {
        graph.composedFrames(of: page).contains { f in
            let r = graph.regions[Int(f.region)]
            let content = graph.content(f)
            return content.links.contains { r.links[Int($0)].pushesView } || content.destinations.contains { r.destinations[Int($0)].pushesView }
        }
    }

    /// For each page, the pages every chain of pushes from the root to it passes through (itself excluded).
    static func strictDominators(_ ctx: NavigationContext) -> [Frame: Set<Frame>] {
        let pages = Set(ctx.visible.keys)
        var predecessors: [Frame: Set<Frame>] = [:]
        for (p, next) in ctx.successors { for q in next where pages.contains(q) && q != p { predecessors[q, default: []].insert(p) } }
        var dom: [Frame: Set<Frame>] = [:]
        for p in pages { dom[p] = p == ctx.root ? [p] : pages }
        var changed = true
        while changed {
            changed = false
            for p in pages.sorted() where p != ctx.root {
                var d: Set<Frame>? = nil
                for q in predecessors[p] ?? [] { d = d.map { $0.intersection(dom[q]!) } ?? dom[q]! }
                // A page no chain reaches is dominated by nothing known.
                var next = d ?? []
                next.insert(p)
                if next != dom[p] { dom[p] = next; changed = true }
            }
        }
        var strict: [Frame: Set<Frame>] = [:]
        for (p, d) in dom { strict[p] = d.subtracting([p]) }
        return strict
    }

    /// View types a content frame builds with no arguments besides content closures (`FeedView()`).
    static func argumentFreeViews(in f: Frame, _ graph: ViewGraph) -> [String] {
        let r = graph.regions[Int(f.region)]
        var result: [String] = []
        for u in graph.content(f).uses where r.uses[Int(u)].valueArgumentCount == 0 {
            guard case .type = r.uses[Int(u)].target else { continue }
            for target in graph.targetRegions(of: r.uses[Int(u)], in: f.region) where graph.regions[Int(target)].member == "body" {
                if let owner = graph.owners[Int(target)], !result.contains(owner) { result.append(owner) }
            }
        }
        return result
    }

    /// View types shown whenever a page is: composed into it outside any branch, list, `ForEach` or content handed
    /// to another view; each with the place on the page that brings it.
    static func viewsAlwaysShown(on page: Frame, _ graph: ViewGraph) -> [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        var seen: Set<Frame> = [page]
        var stack: [(Frame, SourceLocation?)] = [(page, nil)]
        while let (f, via) = stack.popLast() {
            let r = graph.regions[Int(f.region)]
            for u in graph.content(f).uses {
                let use = r.uses[Int(u)]
                let sometimes = graph.ancestors(of: use.element, in: f.region).contains { e in
                    let k = r.elements[Int(e)].kind
                    return k == .conditional || k == .lazy || k == .forEach || k == .forwarded
                }
                guard !sometimes else { continue }
                for target in graph.targetRegions(of: use, in: f.region) {
                    let at = via ?? use.location
                    if case .type = use.target, graph.regions[Int(target)].member == "body", let owner = graph.owners[Int(target)], result[owner] == nil {
                        result[owner] = at
                    }
                    let top = Frame(region: target, element: 0)
                    if seen.insert(top).inserted { stack.append((top, at)) }
                }
            }
        }
        return result
    }
}
