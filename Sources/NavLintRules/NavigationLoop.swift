// navigation-loop: a view link or isPresented destination that pushes a view already below it on the same stack.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

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
                    var pushed: [(site: SourceLocation, content: ElementID)] = []
                    for link in graph.linkRefs(in: f).map(graph.link) where link.pushesView {
                        pushed.append((link.location, link.contentElementID))
                    }
                    for d in graph.destinationRefs(in: f).map(graph.destination) where d.pushesView {
                        pushed.append((d.location, d.contentElementID))
                    }
                    for (site, content) in pushed {
                        let contentFrame = Frame(region: f.region, element: content)
                        // A view that pushes a new copy of itself drills down; it does not go back.
                        for view in Self.argumentFreeViews(in: contentFrame, graph) where view != graph.owner(of: f.region) {
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
            var loopsByPage: [Frame: [Int]] = [:]
            for (i, loop) in loops.enumerated() { loopsByPage[loop.page, default: []].append(i) }
            var blocked: Set<Frame> = []
            var reached: Set<Frame> = [ctx.root]
            var queue = [ctx.root]
            var k = 0
            while k < queue.count {
                let p = queue[k]
                k += 1
                for i in loopsByPage[p] ?? [] {
                    let loop = loops[i]
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
            return finding("This pushes '\(view)', which is already below it on the same stack: the user goes round in a loop, with a second '\(view)' on the stack. Go back to it instead (dismiss, or remove the entries above it from the path).",
                           at: site, notes: notes[site]!.sorted { $0.location < $1.location })
        }
    }

    /// Does a page hold a link or destination that pushes a view (what `check` looks at)?
    static func pushesViews(on page: Frame, _ graph: ViewGraph) -> Bool {
        graph.composedFrames(of: page).contains { f in
            graph.linkRefs(in: f).contains { graph.link($0).pushesView } || graph.destinationRefs(in: f).contains { graph.destination($0).pushesView }
        }
    }

    /// For each page, the pages every chain of pushes from the root to it passes through (itself excluded).
    /// Every page of a context is reached from its root (scopes are found by following pushes), so these are the
    /// dominators of the push graph, found with the immediate-dominator tree (Cooper, Harvey and Kennedy) rather
    /// than with sets of pages, which grow with the square of the pages.
    static func strictDominators(_ ctx: NavigationContext) -> [Frame: Set<Frame>] {
        let pages = ctx.visible.keys.sorted()
        var number: [Frame: Int] = [:]
        for (i, p) in pages.enumerated() { number[p] = i }
        guard let root = number[ctx.root] else { return [:] }
        var successors = [[Int]](repeating: [], count: pages.count)
        var predecessors = [[Int]](repeating: [], count: pages.count)
        for (p, next) in ctx.successors {
            guard let i = number[p] else { continue }
            for q in next { if let j = number[q], j != i { successors[i].append(j); predecessors[j].append(i) } }
        }
        // Reverse postorder from the root.
        var postorder = [Int](repeating: -1, count: pages.count)
        var order: [Int] = []
        var visited = [Bool](repeating: false, count: pages.count)
        var stack: [(node: Int, next: Int)] = [(root, 0)]
        visited[root] = true
        while let top = stack.last {
            if top.next < successors[top.node].count {
                stack[stack.count - 1].next += 1
                let s = successors[top.node][top.next]
                if !visited[s] { visited[s] = true; stack.append((s, 0)) }
            } else {
                postorder[top.node] = order.count
                order.append(top.node)
                stack.removeLast()
            }
        }
        var idom = [Int](repeating: -1, count: pages.count)
        idom[root] = root
        func intersect(_ a: Int, _ b: Int) -> Int {
            var x = a, y = b
            while x != y {
                while postorder[x] < postorder[y] { x = idom[x] }
                while postorder[y] < postorder[x] { y = idom[y] }
            }
            return x
        }
        var changed = true
        while changed {
            changed = false
            for p in order.reversed() where p != root {
                var next = -1
                for q in predecessors[p] where idom[q] >= 0 { next = next < 0 ? q : intersect(q, next) }
                if next >= 0 && idom[p] != next { idom[p] = next; changed = true }
            }
        }
        var strict: [Frame: Set<Frame>] = [:]
        for (i, p) in pages.enumerated() {
            var below: Set<Frame> = []
            // A page no chain reaches is dominated by nothing known.
            if i != root && idom[i] >= 0 {
                var d = idom[i]
                while true {
                    below.insert(pages[d])
                    if d == root { break }
                    d = idom[d]
                }
            }
            strict[p] = below
        }
        return strict
    }

    /// View types a content frame builds with no arguments besides content closures (`FeedView()`).
    static func argumentFreeViews(in f: Frame, _ graph: ViewGraph) -> [String] {
        var result: [String] = []
        for use in graph.useRefs(in: f).map(graph.use) where use.valueArgumentCount == 0 {
            guard case .type = use.target else { continue }
            for target in graph.targetRegions(of: use, in: f.region) where graph[target].member == "body" {
                if let owner = graph.owner(of: target), !result.contains(owner) { result.append(owner) }
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
            let r = graph[f.region]
            for use in graph.useRefs(in: f).map(graph.use) {
                let sometimes = graph.ancestors(of: use.elementID, in: f.region).contains { e in
                    let k = r[e].kind
                    return k == .conditional || k == .lazy || k == .forEach || k == .forwarded
                }
                guard !sometimes else { continue }
                for target in graph.targetRegions(of: use, in: f.region) {
                    let at = via ?? use.location
                    if case .type = use.target, graph[target].member == "body", let owner = graph.owner(of: target), result[owner] == nil {
                        result[owner] = at
                    }
                    let top = Frame(top: target)
                    if seen.insert(top).inserted { stack.append((top, at)) }
                }
            }
        }
        return result
    }
}
