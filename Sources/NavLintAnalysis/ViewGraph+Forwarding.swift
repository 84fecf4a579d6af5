// Content handed to an app-written view or modifier: where the wrapper shows it (docs/model.md#views), and the
// content taken out of the frame it is written in when the wrapper shows it elsewhere.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension ViewGraph {
    /// Content handed to an app-written view or modifier that shows it only in a presentation (`.halfSheet { Share() }`
    /// with `sheet { content() }` in the modifier, or `modifier(HalfSheet(sheetContent: content))` and a ViewModifier
    /// showing `sheetContent()` in a sheet) is not part of the frame where the wrapper is used: it is taken out of that
    /// frame's content. Where it is shown instead is not worked out (the wrapper may be used with many contents), so
    /// rules stay silent about it. Content a wrapper pushes or shows in a stack of its own stays: it is still inside
    /// the enclosing stack.
    func detachForwardedContent() {
        var memo = ForwardingWalk()
        for ri in regions.indices {
            // Most regions forward nothing.
            // Content a wrapper shows elsewhere, and callbacks (actions, never shown).
            var detached: [Int32] = [], callbacks: [Int32] = []
            for (e, element) in regions[ri].elements.enumerated() where element.kind == .forwarded || element.kind == .modifierContent {
                if handedOnElsewhere(Int32(e), in: RegionID(ri), depth: 0, memo: &memo) {
                    detached.append(Int32(e))
                } else if isCallback(Int32(e), in: RegionID(ri)) {
                    detached.append(Int32(e))
                    callbacks.append(Int32(e))
                }
            }
            guard !detached.isEmpty else { continue }
            let r = regions[ri]
            /// The detached element the element lies in (within its frame), if any.
            func detachedElement(_ element: Int32) -> Int32? {
                var e = element
                while e > 0 && Int(e) < r.elements.count {
                    if detached.contains(e) { return e }
                    if r.elements[Int(e)].kind.isBoundary { return nil }
                    e = r.elements[Int(e)].parent
                }
                return nil
            }
            // What is taken out, kept by the element it was handed in (the route graph draws it as presented).
            var taken: [Int32: FrameContent] = [:]
            func take(_ element: Int32, _ put: (inout FrameContent) -> Void) -> Bool {
                guard let d = detachedElement(element) else { return false }
                put(&taken[d, default: FrameContent()])
                return true
            }
            for f in contents[ri].indices {
                contents[ri][f].uses.removeAll { u in take(r.uses[Int(u)].element) { $0.uses.append(u) } }
                contents[ri][f].hasOpaqueUse = contents[ri][f].uses.contains { isOpaqueUse(FactRef(region: RegionID(ri), index: $0)) }
                contents[ri][f].links.removeAll { l in take(r.links[Int(l)].element) { $0.links.append(l) } }
                contents[ri][f].destinations.removeAll { d in take(r.destinations[Int(d)].element) { $0.destinations.append(d) } }
                // A container's own element opens a frame: whether it is detached is decided from where it stands.
                contents[ri][f].containers.removeAll { c in take(r.elements[Int(r.containers[Int(c)].element)].parent) { $0.containers.append(c) } }
            }
            // The route graph draws what a wrapper shows elsewhere as presented; a callback shows nothing.
            let shownElsewhere = detached.filter { !callbacks.contains($0) }
            if !shownElsewhere.isEmpty { detachedContents[RegionID(ri)] = shownElsewhere.map { e in (e, taken[e] ?? FrameContent()) } }
        }
    }

    /// A wrapper's content, asked about once: the region, and the caller's label for it (nil: all it is handed).
    /// Where a wrapper shows a content: nowhere NavLint sees, only in presentations, or (also) where it stands.
    fileprivate enum Shown {
        case nowhere, elsewhere, inPlace
    }

    fileprivate struct ContentQuery: Hashable {
        var region: RegionID
        var name: String?
        /// With no name: the names handed in by other labelled arguments of the same use, left out.
        var excluding: [String] = []
        /// How many wrappers deep the question is asked: an answer cut short by the depth limit holds only there.
        var depth: Int
    }

    /// The answers known, and the questions being answered (by region, name and exclusions, at any depth): a wrapper
    /// that hands its content around a cycle of wrappers (an overload of a modifier calling the other, which NavLint
    /// cannot tell apart) shows it only where the cycle is left. A question met again while it is being answered is
    /// taken as answered "elsewhere", which lets the other ways out decide; an answer that took that for a question
    /// still open further out is not kept.
    fileprivate struct ForwardingWalk {
        var answers: [ContentQuery: Shown] = [:]
        var open: [ContentQuery] = []
        /// The outermost place in `open` of a question taken as answered while the current one was worked out.
        var assumed = Int.max
        /// Answers worked out: an answer that rests on a question still open is worked out again where it is asked
        /// again, so wrappers written to hand content round many overloads could take long. Past the limit, content is
        /// taken as shown where it stands.
        var steps = 0
        static let stepLimit = 200_000
    }

    /// Wrappers handing content on to wrappers are followed this deep; deeper, the content counts as shown in place.
    fileprivate static let maximumWrapperDepth = 8

    /// Is the content of a forwarded element (`RouterStack { Home() }`, `.halfSheet { Share() }`) shown elsewhere by
    /// the view or modifier it is handed to? A labelled argument (`sheet: { Share() }`) is matched to the property or parameter of that name when the
    /// wrapper shows one by that name; an unlabelled one (a trailing closure) to whatever the use's labelled
    /// arguments leave.
    fileprivate func handedOnElsewhere(_ element: Int32, in region: RegionID, depth: Int, memo: inout ForwardingWalk) -> Bool {
        let r = regions[Int(region)]
        let el = r.elements[Int(element)]
        guard let k = r.uses.firstIndex(where: { $0.element == el.parent && $0.location == el.location }) else { return false }
        let label = r.contentArguments.first { $0.element == element }?.label
        var others: [String] = []
        if label == nil {
            for a in r.contentArguments where a.element != element {
                let other = r.elements[Int(a.element)]
                if other.parent == el.parent && other.location == el.location { others.append(a.label) }
            }
        }
        // Every declaration the use may mean (overloads, extensions) must show it elsewhere.
        let targets = useTargets[Int(region)][k]
        // A type of the program that is no view (`SwipeAction(symbolImage: …) { reset in … }`, a value built in a result
        // builder of the app's own) shows nothing of what it is handed: its closures are callbacks, not content here.
        guard !targets.isEmpty else { return isProgramTypeThatIsNoView(r.uses[k], in: region) }
        for target in targets {
            let named = label.map { l in regions[Int(target)].contentSinks.contains { $0.name == l } } ?? false
            if shows(target, name: named ? label : nil, excluding: others, depth: depth + 1, memo: &memo) != .elsewhere { return false }
        }
        return true
    }

    /// Is the forwarded element a closure handed to a view of the program for an argument it declares as a function
    /// returning no view (`SeasonalBanner(item: i) { item in path.append(item) }` with `let open: (Item) -> Void`)? Such
    /// a closure is an action the view calls, not content it shows.
    fileprivate func isCallback(_ element: Int32, in region: RegionID) -> Bool {
        let r = regions[Int(region)]
        let el = r.elements[Int(element)]
        guard el.kind == .forwarded, let use = r.uses.first(where: { $0.element == el.parent && $0.location == el.location }),
              case .type(let t) = use.target else { return false }
        let label = r.contentArguments.first { $0.element == element }?.label
        let owner = TypeInference.components(owners[Int(region)])
        let context = owner.isEmpty ? r.lexicalParents : owner
        let declared = inference.declaredClosureTypes(t, argument: label, context: context)
        guard !declared.isEmpty, declared.allSatisfy({ ViewGraph.isAction($0.0) }) else { return false }
        // A trailing closure of a view that also takes content may be that content.
        return label != nil || inference.closureArguments(t, context: context)?.1.allSatisfy({ ViewGraph.isAction($0.type) }) == true
    }

    /// A closure type whose result is no view: `(Item) -> Void`, `() -> Bool`.
    static func isAction(_ t: TypeRef) -> Bool {
        guard case .function(_, let result) = t.unwrapped else { return false }
        switch result.unwrapped {
        case .tuple(let items, _): return items.isEmpty
        case .named(let path, let generics): return generics.isEmpty && path.count == 1 && ViewGraph.nonViewResults.contains(path[0])
        default: return false
        }
    }

    /// Is the use a construction of a type the program declares that is not a view: no view code of its own
    /// (`body`), and no conformance to `View` or `ViewModifier`, its own or through its protocols or extensions?
    fileprivate func isProgramTypeThatIsNoView(_ use: ViewUse, in region: RegionID) -> Bool {
        guard case .type(let t) = use.target, let simple = t.simpleName, table.listed(simple) != nil else { return false }
        let context = TypeInference.components(owners[Int(region)])
        guard case .nominal(let name, _) = table.resolve(t, context: context.isEmpty ? regions[Int(region)].lexicalParents : context),
              bodyRegions[NameKey(name)] == nil else { return false }
        return !table.conforms(name, to: "View") && !table.conforms(name, to: "ViewModifier")
    }

    /// Where a wrapper's view code shows what it is handed (`name`, a caller's label, or everything when nil):
    /// directly, through the wrappers it hands it on to, or through the view-code members of its type it uses.
    /// Content shown in place (`Button { label }.sheet { sheetContent }` has `label` in place), handed on to what
    /// NavLint does not follow (`VStack(content: content)`, a package's view), or to a callee that shows nothing by
    /// that label, is shown where the wrapper stands; so is anything past the depth limit.
    fileprivate func shows(_ region: RegionID, name: String?, excluding: [String] = [], depth: Int,
                       memo: inout ForwardingWalk) -> Shown {
        guard depth <= ViewGraph.maximumWrapperDepth else { return .inPlace }
        let query = ContentQuery(region: region, name: name, excluding: excluding, depth: depth)
        if let known = memo.answers[query] { return known }
        var cycle = query
        cycle.depth = 0
        if let p = memo.open.firstIndex(of: cycle) {
            memo.assumed = min(memo.assumed, p)
            return .elsewhere
        }
        memo.steps += 1
        guard memo.steps <= ForwardingWalk.stepLimit else { return .inPlace }
        let position = memo.open.count
        memo.open.append(cycle)
        let assumedOutside = memo.assumed
        memo.assumed = Int.max
        let result = answer(region, name: name, excluding: excluding, depth: depth, memo: &memo)
        memo.open.removeLast()
        if memo.assumed >= position { memo.answers[query] = result }
        memo.assumed = min(assumedOutside, memo.assumed < position ? memo.assumed : Int.max)
        return result
    }

    /// What `shows` answers, worked out.
    fileprivate func answer(_ region: RegionID, name: String?, excluding: [String], depth: Int, memo: inout ForwardingWalk) -> Shown {
        let r = regions[Int(region)]
        // A sink named "" may hold any argument (the wrapper's `init` does not say which): it answers to every label.
        func matches(_ sink: ContentSink) -> Bool { name.map { sink.name == $0 || sink.name.isEmpty } ?? !excluding.contains(sink.name) }
        var result = Shown.nowhere
        for sink in r.contentSinks where matches(sink) {
            result = .elsewhere
            if inPresentation(sink.element, of: region, depth: depth, memo: &memo) { continue }
            guard sink.use >= 0 else { result = .inPlace; break }
            let targets = useTargets[Int(region)][Int(sink.use)]
            let followed = !targets.isEmpty && targets.allSatisfy { t in
                shows(t, name: sink.label, depth: depth + 1, memo: &memo) == .elsewhere
            }
            if !followed { result = .inPlace; break }
        }
        // View-code members of the same type (`private var sheetBody: some View { content }`) read its properties too.
        if result != .inPlace && (r.kind == .body || r.kind == .viewModifierBody) && owners[Int(region)] != nil {
            members: for (k, use) in r.uses.enumerated() {
                guard case .member = use.target else { continue }
                for t in useTargets[Int(region)][k] where t != region {
                    switch shows(t, name: name, excluding: excluding, depth: depth + 1, memo: &memo) {
                    case .nowhere: continue
                    case .elsewhere: result = .elsewhere
                    case .inPlace:
                        if inPresentation(use.element, of: region, depth: depth, memo: &memo) { result = .elsewhere; continue }
                        result = .inPlace
                        break members
                    }
                }
            }
        }
        return result
    }

    /// Is the element inside a presentation (at any depth: `sheet { NavigationStack { content } }` too), or inside
    /// content handed to a wrapper that shows it elsewhere?
    fileprivate func inPresentation(_ element: Int32, of region: RegionID, depth: Int, memo: inout ForwardingWalk) -> Bool {
        let r = regions[Int(region)]
        var e = element
        for _ in 0..<r.elements.count {
            guard e > 0 && Int(e) < r.elements.count else { return false }
            switch r.elements[Int(e)].kind {
            case .presentation: return true
            case .forwarded, .modifierContent:
                if handedOnElsewhere(e, in: region, depth: depth, memo: &memo) { return true }
                e = r.elements[Int(e)].parent
            default: e = r.elements[Int(e)].parent
            }
        }
        return false
    }
}

extension ViewGraph {
    /// The presentation (`sheet`, `fullScreenCover`, `popover`) in which the wrapper a detached element is handed to shows
    /// it: the first one found through the wrappers it is handed on to; nil when none is found.
    package func presentationName(ofDetached element: Int32, in region: RegionID) -> String? {
        let r = regions[Int(region)]
        let el = r.elements[Int(element)]
        guard let k = r.uses.firstIndex(where: { $0.element == el.parent && $0.location == el.location }) else { return nil }
        let label = r.contentArguments.first { $0.element == element }?.label
        var seen: Set<RegionID> = []
        for target in useTargets[Int(region)][k] {
            if let name = presentationShowing(target, name: label, depth: 1, seen: &seen) { return name }
        }
        return nil
    }

    /// The presentation a wrapper's region shows content `name` (a caller's label, or any when nil) in.
    private func presentationShowing(_ region: RegionID, name: String?, depth: Int, seen: inout Set<RegionID>) -> String? {
        guard depth <= ViewGraph.maximumWrapperDepth, seen.insert(region).inserted else { return nil }
        let r = regions[Int(region)]
        for sink in r.contentSinks where name.map({ sink.name == $0 || sink.name.isEmpty }) ?? true {
            var e = sink.element
            for _ in 0..<r.elements.count {
                guard e > 0 && Int(e) < r.elements.count else { break }
                if r.elements[Int(e)].kind == .presentation { return r.elements[Int(e)].name }
                e = r.elements[Int(e)].parent
            }
            guard sink.use >= 0 else { continue }
            for t in useTargets[Int(region)][Int(sink.use)] {
                if let found = presentationShowing(t, name: sink.label, depth: depth + 1, seen: &seen) { return found }
            }
        }
        // View-code members of the same type show its properties too.
        for (k, use) in r.uses.enumerated() {
            guard case .member = use.target else { continue }
            for t in useTargets[Int(region)][k] where t != region {
                if let found = presentationShowing(t, name: name, depth: depth + 1, seen: &seen) { return found }
            }
        }
        return nil
    }
}
