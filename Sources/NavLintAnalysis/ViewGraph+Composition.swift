// Composition: the frames a page is made of, through the views it uses, and on which platforms.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension ViewGraph {
    /// The frames composed into a page, with the platforms on which each is part of it (`platforms` is empty when
    /// each is on all the platforms the page is on; else one entry per frame).
    public struct Composition: Sendable {
        public var frames: [Frame]
        public var platforms: [Platforms] = []
        /// What is known of the flags of each frame's view on every way to it (`ViewGraph+Flags.swift`); empty when
        /// nothing is known of any.
        var flags: [FlagState?] = []

        /// The platforms on which the frame at `k` of `frames` is part of the page (the page's own platforms aside).
        @inline(__always)
        public func platforms(at k: Int) -> Platforms { platforms.isEmpty ? .all : platforms[k] }

        /// The flags known of the view of the frame at `k` of `frames` (nil: none).
        @inline(__always)
        func flags(at k: Int) -> FlagState? { flags.isEmpty ? nil : flags[k] }
    }

    /// Works out the composed frames of `frames` (each once) in parallel. It writes the table that readers use
    /// without a lock, so it must be called while no other thread reads the graph (`NavigationAnalysis.init`,
    /// between its parallel steps).
    func precompose(_ frames: [Frame], jobs: Int) {
        precomposed = ParallelMap.table(frames, jobs: jobs) { [unowned self] in computeComposition(of: $0) }
    }

    /// The frames composed into `f`: itself and, through view uses, the top frames of the regions it uses.
    public func composedFrames(of f: Frame) -> [Frame] { composition(of: f).frames }

    /// The frames composed into `f`, with the platforms on which each is part of it: a use inside `#if os(tvOS)` brings
    /// its view in on tvOS only, and a view brought in on no platform where its use exists is not composed at all.
    public func composition(of f: Frame) -> Composition {
        if let c = precomposed[f] { return c }
        if let c = composed[f] { return c }
        let result = computeComposition(of: f)
        composed[f] = result
        return result
    }

    /// The frames composed into `f` when some uses bring in other regions than they do in the graph (`overriding`, by
    /// region and use): one construction's content of a wrapper built several times. Not kept.
    func composition(of f: Frame, overriding: [FactRef: [RegionID]]) -> Composition {
        computeComposition(of: f, overriding: overriding)
    }

    private func computeComposition(of f: Frame, overriding: [FactRef: [RegionID]] = [:]) -> Composition {
        // A frame that brings in no region (a leaf page, a row of plain views) is composed of itself alone.
        if overriding.isEmpty && uses(in: f).allSatisfy({ useTargets[Int(f.region)][Int($0)].isEmpty }) { return Composition(frames: [f]) }
        // The frames found (sorted at the end), each with the platforms it is reached on so far (the union over the ways
        // to it); a frame reached on more platforms is read again, which happens at most once per platform.
        var found: [Frame] = [f]
        var masks: [Platforms] = [.all]
        var anyConditional = false
        var seen: [Frame: Int] = [f: 0]
        var work: [Int] = [0]
        // What is known of each found view's flags (`ViewGraph+Flags.swift`): only kept when some branch tests one.
        let flags = self.flags
        var states: [FlagState?] = [nil]
        while let i = work.popLast() {
            let x = found[i]
            let mask = masks[i]
            let conditional = conditionalRegions[Int(x.region)]
            let state = flags == nil ? nil : states[i]
            for u in uses(in: x) {
                let targets = overriding.isEmpty ? useTargets[Int(x.region)][Int(u)]
                    : overriding[FactRef(region: x.region, index: u)] ?? useTargets[Int(x.region)][Int(u)]
                if targets.isEmpty { continue }
                // `if isDetail { DetailFooter() }` in a view every way to which builds it with `isDetail: false`.
                if let flags, let state, isRuledOut(flags, use: u, in: x.region, state: state) { continue }
                var useMask = mask
                if conditional { useMask.formIntersection(platforms(of: regions[Int(x.region)].uses[Int(u)].elementID, in: x.region)) }
                for target in targets {
                    var m = useMask
                    if conditionalRegions[Int(target)] { m.formIntersection(regions[Int(target)].elements.first?.platforms ?? .all) }
                    if m != .all { anyConditional = true }
                    // A view used on no platform where its use exists (`#if os(tvOS)` inside `#else`) is not part of it.
                    if m.isEmpty { continue }
                    let top = Frame(top: target)
                    let s = flags.flatMap { flagState($0, use: u, in: x.region, target: target, state: state) }
                    if let k = seen[top] {
                        var again = false
                        if !masks[k].isSuperset(of: m) {
                            masks[k].formUnion(m)
                            again = true
                        }
                        // Reached another way: only what both ways fix is known; what that lets in is read again.
                        if flags != nil, states[k] != nil {
                            let both = meet(states[k], s)
                            if both != states[k] {
                                states[k] = both
                                again = true
                            }
                        }
                        if again { work.append(k) }
                    } else {
                        found.append(top)
                        masks.append(m)
                        states.append(s)
                        seen[top] = found.count - 1
                        work.append(found.count - 1)
                    }
                }
            }
        }
        // The flags known of each frame's view are kept only when some frame has any (`Composition.flags`).
        let anyFlags = flags != nil && states.contains { $0 != nil }
        guard anyConditional || anyFlags else {
            found.sort()
            return Composition(frames: found)
        }
        let order = found.indices.sorted { found[$0] < found[$1] }
        return Composition(frames: order.map { found[$0] }, platforms: anyConditional ? order.map { masks[$0] } : [],
                           flags: anyFlags ? order.map { states[$0] } : [])
    }

    /// The frames composed into `f` through uses that are not inside one of the `avoided` elements (by region and
    /// element: the branches of a switch whose cases nothing constructs, whose code never runs). Not kept: asked for a
    /// few pages only.
    public func composedFrames(of f: Frame, avoiding avoided: Set<Frame>) -> Set<Frame> {
        if isInside(f.element, in: f.region, avoided) { return [] }
        var found: Set<Frame> = [f]
        var work = [f]
        while let x = work.popLast() {
            for u in uses(in: x) {
                let targets = useTargets[Int(x.region)][Int(u)]
                if targets.isEmpty || isInside(regions[Int(x.region)].uses[Int(u)].elementID, in: x.region, avoided) { continue }
                for target in targets where found.insert(Frame(top: target)).inserted {
                    work.append(Frame(top: target))
                }
            }
        }
        return found
    }

    /// Is the element, or one of the elements around it in its region, one of `elements`?
    public func isInside(_ element: ElementID, in region: RegionID, _ elements: Set<Frame>) -> Bool {
        let list = regions[region.index].elements
        var e = element.raw
        var steps = 0
        while e >= 0 && Int(e) < list.count && steps < 10_000 {
            if elements.contains(Frame(region: region, element: ElementID(e))) { return true }
            e = list[Int(e)].parent
            steps += 1
        }
        return false
    }
}
