// View composition across files: which view-code region each use brings in, and the frames navigation scopes are made of.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A frame: the part of one view-code region under one boundary element (or its root), not crossing
/// nested boundaries (stacks, columns, presentations, pushed content).
public struct Frame: Hashable, Comparable, Sendable {
    public var region: Int32
    public var element: Int32

    public static func < (a: Frame, b: Frame) -> Bool { (a.region, a.element) < (b.region, b.element) }

    /// Hashed as one 64-bit word: half the hashing of two 32-bit fields, and frames key the scopes' largest tables.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(UInt32(bitPattern: region)) << 32 | UInt64(UInt32(bitPattern: element)))
    }

    package init(region: Int32, element: Int32) {
        self.region = region
        self.element = element
    }
}

/// A fact of one region, by index.
public struct FactRef: Hashable, Comparable, Sendable {
    public var region: Int32
    public var index: Int32
    public static func < (a: FactRef, b: FactRef) -> Bool { (a.region, a.index) < (b.region, b.index) }

    /// Hashed as one 64-bit word (see `Frame`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(UInt32(bitPattern: region)) << 32 | UInt64(UInt32(bitPattern: index)))
    }

    package init(region: Int32, index: Int32) {
        self.region = region
        self.index = index
    }
}

/// View composition of all regions. Once built it changes no more, except for memo tables behind locks and the
/// composed frames `precompose` adds while no other thread reads the graph.
public final class ViewGraph: @unchecked Sendable {
    public let regions: [ViewRegion]
    public let table: TypeTable
    public let inference: TypeInference
    /// Resolved owner type of each region (nil for View extensions and unresolved owners).
    public private(set) var owners: [String?] = []
    /// Per region, per element: the nearest boundary (or the root, 0) in the low 32 bits, and the place of that
    /// frame's content in `contents` in the high 32 bits.
    private var frameOf: [[UInt64]] = []

    /// Does any region hold a `List(selection:)`? When none does, no selection needs looking for around a link.
    public private(set) var hasSelections = false

    /// Regions by owner and member; a member may have several (overloads, `#if` alternatives): all are composed.
    private(set) var bodyRegions: [NameKey: [Int32]] = [:]
    private(set) var memberRegions: [MemberName: [Int32]] = [:]
    /// `Owner.member` of the view-code regions `memberRegions` does not list (View extensions, modifier bodies, regions
    /// whose owner is not resolved: by the owner as written).
    private var otherViewCode: Set<MemberName> = []
    private var incompleteRegions: [Bool] = []
    /// Per region: some element of it exists on fewer than all platforms (an `#if os(…)` in it or around it).
    private let conditionalRegions: [Bool]
    private(set) var extensionRegions: [NameKey: [Int32]] = [:]
    /// The program's top-level functions (what they return), and the view code among them, by name.
    let globalFunctions: [NameKey: [TypeRef?]]
    private(set) var globalRegions: [NameKey: [Int32]] = [:]
    /// The body regions of views built only in previews (`#Preview { Host() }` and nowhere else).
    public private(set) var previewOnlyRegions: Set<Int32> = []
    private var modifierBodies: [NameKey: [Int32]] = [:]

    /// Facts grouped by the frame they are in.
    public struct FrameContent: Sendable {
        public var uses: [Int32] = []
        public var links: [Int32] = []
        public var destinations: [Int32] = []
        public var containers: [Int32] = []
        /// One of `uses` is a view NavLint cannot follow (`content()`, an unknown closure's view).
        public var hasOpaqueUse = false
    }
    /// Per region, per frame (the root first, then each boundary element in order): the facts in that frame. Only
    /// frames have an entry: a list with one per element was filled, element by element, for nothing.
    var contents: [[FrameContent]] = []
    private let composed = LockedCache<Frame, Composition>()

    /// The frames composed into a page, with the platforms on which each is part of it (`platforms` is empty when
    /// each is on all the platforms the page is on; else one entry per frame).
    public struct Composition: Sendable {
        public var frames: [Frame]
        public var platforms: [Platforms] = []

        /// The platforms on which the frame at `k` of `frames` is part of the page (the page's own platforms aside).
        @inline(__always)
        public func platforms(at k: Int) -> Platforms { platforms.isEmpty ? .all : platforms[k] }
    }
    /// Where each region is used: (using frame's region, use index).
    public private(set) var usesOfRegion: [Int32: [FactRef]] = [:]
    /// The regions each use brings in, per region, resolved once.
    private(set) var useTargets: [[[Int32]]] = []

    /// What the graph needs of each region that the type table does not decide: the regions of all files in order,
    /// the frame of each element and the facts in each frame. It can be worked out while the table is built.
    public struct Layout: Sendable {
        package let regions: [ViewRegion]
        let frameOf: [[UInt64]]
        package let contents: [[FrameContent]]
        /// The program's top-level functions, by name: what they return.
        let globalFunctions: [NameKey: [TypeRef?]]
        /// Types constructed in `#Preview` blocks.
        let previewTypes: Set<String>
        /// Per region: some element exists on fewer than all platforms.
        let conditional: [Bool]
    }

    /// Each region on its own, on `jobs` threads: the frame of each element, the facts in each frame.
    public static func layout(of files: [FileFacts], jobs: Int) -> Layout {
        var collected: [ViewRegion] = []
        collected.reserveCapacity(files.reduce(0) { $0 + $1.regions.count })
        for i in files.indices { collected.append(contentsOf: files[i].regions) }
        let all = collected
        let perRegion = ParallelMap.map(count: all.count, jobs: jobs) { i -> ([UInt64], [FrameContent], Bool) in
            let r = all[i]
            var conditional = false
            // Facts are read by index, in place: `for (e, element) in r.elements.enumerated()` (uses, links …) would
            // copy each one and retain its strings.
            var frameCount: UInt64 = 0
            let frames = [UInt64](unsafeUninitializedCapacity: r.elements.count) { buffer, initialized in
                for e in r.elements.indices {
                    if r.elements[e].platforms != .all { conditional = true }
                    if e == 0 || r.elements[e].kind.isBoundary {
                        buffer[e] = frameCount << 32 | UInt64(UInt32(e))
                        frameCount += 1
                    } else {
                        // Parents come before children (a parent that did not would have read the root's frame).
                        let parent = Int(r.elements[e].parent)
                        buffer[e] = parent >= 0 && parent < e ? buffer[parent] : 0
                    }
                }
                initialized = r.elements.count
            }
            // The content slot of an element's frame (a region with no elements has one frame, empty).
            func frame(_ element: Int32) -> Int { element >= 0 && Int(element) < frames.count ? Int(frames[Int(element)] >> 32) : 0 }
            var regionContents = [FrameContent](repeating: FrameContent(), count: max(1, Int(frameCount)))
            for k in r.uses.indices {
                let f = frame(r.uses[k].element)
                regionContents[f].uses.append(Int32(k))
                if case .opaque = r.uses[k].target { regionContents[f].hasOpaqueUse = true }
            }
            for k in r.links.indices { regionContents[frame(r.links[k].element)].links.append(Int32(k)) }
            for k in r.destinations.indices { regionContents[frame(r.destinations[k].element)].destinations.append(Int32(k)) }
            for k in r.containers.indices {
                let parent = r.elements[Int(r.containers[k].element)].parent
                regionContents[frame(parent)].containers.append(Int32(k))
            }
            return (frames, regionContents, conditional)
        }
        var globals: [NameKey: [TypeRef?]] = [:]
        for i in files.indices {
            for f in files[i].globalFunctions { globals[NameKey(f.name), default: []].append(f.returnType) }
        }
        var previewTypes: Set<String> = []
        for i in files.indices where !files[i].constructions.previewTypes.isEmpty { previewTypes.formUnion(files[i].constructions.previewTypes) }
        return Layout(regions: all, frameOf: perRegion.map(\.0), contents: perRegion.map(\.1), globalFunctions: globals, previewTypes: previewTypes,
                      conditional: perRegion.map(\.2))
    }

    /// `jobs`: threads for the per-region work (owners, the regions each use brings in).
    public init(layout: Layout, table: TypeTable, jobs: Int = 1) {
        let all = layout.regions
        regions = all
        frameOf = layout.frameOf
        contents = layout.contents
        conditionalRegions = layout.conditional
        globalFunctions = layout.globalFunctions
        self.table = table
        let inference = TypeInference(table: table)
        self.inference = inference
        // The owner of each region, in parallel; then the tables of regions by owner and member, built in locals (no
        // exclusivity checks on the class's properties at each step) and stored.
        let resolvedOwners = ParallelMap.map(count: all.count, jobs: jobs) { i -> String? in
            let r = all[i]
            return r.kind == .viewExtension ? nil : inference.ownerName(r.owner, parents: r.lexicalParents)
        }
        owners = resolvedOwners
        // The regions by member of their owner are listed on another thread while this one lists the rest; each
        // table is built in region order. Regions are read in place, by index: a copy would retain each of its lists.
        let (members, (bodies, extensions, modifiers, others, globals, incomplete, selections)) = ParallelMap.both(jobs: jobs, {
            var members: [MemberName: [Int32]] = [:]
            members.reserveCapacity(all.count)
            for i in all.indices where all[i].kind == .body || all[i].kind == .app {
                if let owner = resolvedOwners[i] { members[MemberName(owner: owner, name: all[i].member), default: []].append(Int32(i)) }
            }
            return members
        }) {
            var bodies: [NameKey: [Int32]] = [:], extensions: [NameKey: [Int32]] = [:], modifiers: [NameKey: [Int32]] = [:]
            var others: Set<MemberName> = []
            var globals: [NameKey: [Int32]] = [:]
            var incomplete = [Bool](repeating: false, count: all.count)
            var selections = false
            bodies.reserveCapacity(all.count)
            for i in all.indices {
                let ri = Int32(i)
                if !all[i].selections.isEmpty { selections = true }
                incomplete[i] = all[i].isIncomplete
                switch all[i].kind {
                case .viewExtension:
                    extensions[NameKey(all[i].member), default: []].append(ri)
                    others.insert(MemberName(owner: all[i].owner, name: all[i].member))
                case .viewModifierBody:
                    if let owner = resolvedOwners[i] { modifiers[NameKey(owner), default: []].append(ri) }
                    others.insert(MemberName(owner: resolvedOwners[i] ?? all[i].owner, name: all[i].member))
                case .body, .app:
                    if let owner = resolvedOwners[i] {
                        if all[i].member == "body" { bodies[NameKey(owner), default: []].append(ri) }
                    } else {
                        others.insert(MemberName(owner: all[i].owner, name: all[i].member))
                        if all[i].owner.isEmpty { globals[NameKey(all[i].member), default: []].append(ri) }
                    }
                }
            }
            return (bodies, extensions, modifiers, others, globals, incomplete, selections)
        }
        hasSelections = selections
        bodyRegions = bodies
        memberRegions = members
        extensionRegions = extensions
        modifierBodies = modifiers
        otherViewCode = others
        globalRegions = globals
        incompleteRegions = incomplete
        // The regions each use brings in: resolved per region in parallel, then indexed in region order.
        // Names NavLint could not look up are views it cannot follow, as `.opaque` uses are (ViewGraph+Names.swift):
        // each name is looked up once, for the regions it brings in and for whether it stays unknown.
        let resolved = ParallelMap.map(count: regions.count, jobs: jobs) { [unowned self] i -> (targets: [[Int32]], unknown: [Int32]) in
            var unknown: [Int32] = []
            let targets = regions[i].uses.indices.map { k -> [Int32] in
                if let named = lookedUp(regions[i].uses[k].target, in: Int32(i)) {
                    switch named {
                    case .view(let found): return found
                    case .code: return []
                    case .unknown: unknown.append(Int32(k)); return []
                    }
                }
                switch regions[i].uses[k].target {
                case .subject(let modifier):
                    // The view a modifier the program declares hands to its closure: the view it modifies; so do
                    // SwiftUI's animation modifiers (`.phaseAnimator(phases) { view, phase in view.opacity(…) }`).
                    if extensionRegions[NameKey(modifier)] == nil && !ViewGraph.subjectHandingModifiers.contains(modifier) { unknown.append(Int32(k)) }
                    return []
                default:
                    return targetRegions(of: regions[i].uses[k], in: Int32(i))
                }
            }
            return (targets, unknown)
        }
        let targets = resolved.map(\.targets)
        useTargets = targets
        let unknownNames = resolved.map(\.unknown)
        for i in unknownNames.indices where !unknownNames[i].isEmpty {
            opaqueNames[i] = Set(unknownNames[i])
            for k in unknownNames[i] {
                if let s = slot(frame(of: regions[i].uses[Int(k)].element, in: Int32(i))) { contents[i][s].hasOpaqueUse = true }
            }
        }
        // Where each region is used (read from the targets alone) is listed on another thread while forwarded content
        // is taken out of the frames here.
        let (uses, _) = ParallelMap.both(jobs: jobs, {
            var uses: [Int32: [FactRef]] = [:]
            uses.reserveCapacity(targets.count)
            for i in targets.indices {
                for k in targets[i].indices {
                    for target in targets[i][k] {
                        uses[target, default: []].append(FactRef(region: Int32(i), index: Int32(k)))
                    }
                }
            }
            return uses
        }) { detachForwardedContent() }
        usesOfRegion = uses
        // A view built in a `#Preview` and used by no view of the program is preview code (a preview's host view):
        // its stacks are not the app's, and rules do not judge it.
        var preview: Set<Int32> = []
        for name in layout.previewTypes {
            guard let found = bodyRegions[NameKey(name)], found.allSatisfy({ uses[$0]?.isEmpty ?? true }) else { continue }
            preview.formUnion(found)
        }
        previewOnlyRegions = preview
    }


    public func frame(of element: Int32, in region: Int32) -> Frame {
        let frames = frameOf[Int(region)]
        return Frame(region: region, element: element >= 0 && Int(element) < frames.count ? Int32(truncatingIfNeeded: frames[Int(element)]) : 0)
    }

    /// The place of a frame's content in `contents[f.region]`, or nil when `f.element` opens no frame (its content
    /// is empty).
    @inline(__always)
    func slot(_ f: Frame) -> Int? {
        let frames = frameOf[Int(f.region)]
        guard f.element >= 0 else { return nil }
        guard Int(f.element) < frames.count else { return f.element == 0 ? 0 : nil }
        let packed = frames[Int(f.element)]
        return Int32(truncatingIfNeeded: packed) == f.element ? Int(packed >> 32) : nil
    }

    public func content(_ f: Frame) -> FrameContent {
        guard let k = slot(f) else { return FrameContent() }
        return contents[Int(f.region)][k]
    }

    // One list of a frame's content: `content(f).uses` would copy the whole content (and retain its four lists).
    package func uses(in f: Frame) -> [Int32] {
        guard let k = slot(f) else { return [] }
        return contents[Int(f.region)][k].uses
    }

    package func links(in f: Frame) -> [Int32] {
        guard let k = slot(f) else { return [] }
        return contents[Int(f.region)][k].links
    }

    package func destinations(in f: Frame) -> [Int32] {
        guard let k = slot(f) else { return [] }
        return contents[Int(f.region)][k].destinations
    }

    /// The regions a use brings in: view code of the scanned code (every alternative of it).
    public func targetRegions(of use: ViewUse, in region: Int32) -> [Int32] {
        switch use.target {
        case .type(let t):
            return typeRegions(t, in: region)
        case .member(let m):
            guard let owner = owners[Int(region)] else {
                // Inside a View extension, members are other View extension functions.
                return extensionRegions[NameKey(m)] ?? []
            }
            return memberRegions[MemberName(owner: owner, name: m)] ?? []
        case .modifier(let m):
            return extensionRegions[NameKey(m)] ?? []
        case .modifierType(let t):
            let context = TypeInference.components(owners[Int(region)])
            guard case .nominal(let name, _) = table.resolve(t, context: context) else { return [] }
            return modifierBodies[NameKey(name)] ?? []
        case .named, .method, .value:
            if case .view(let found)? = lookedUp(use.target, in: region) { return found }
            return []
        case .subject:
            return []
        case .opaque:
            return []
        }
    }

    /// The body regions of the view type `t` written in `region` (`HomeView()`).
    func typeRegions(_ t: TypeRef, in region: Int32) -> [Int32] {
        // `Text`, `VStack`, `Button`: names no scanned type has are not resolved at all. The name is looked up once,
        // for that question and for the resolution.
        var listed: TypeTable.Listed?
        if let simple = t.simpleName {
            guard let found = table.listed(simple) else { return viewCode(named: t, in: region) }
            listed = found
        }
        let context = TypeInference.components(owners[Int(region)])
        let scope = context.isEmpty ? regions[Int(region)].lexicalParents : context
        let resolved = listed.map { table.resolve(t, context: scope, listed: $0) } ?? table.resolve(t, context: scope)
        guard case .nominal(let name, _) = resolved else { return [] }
        return bodyRegions[NameKey(name)] ?? []
    }

    /// `SidemenuItems(model: m)`, `Header`: a name no scanned type has, written as a type, that is view code of the
    /// program (a method or property of the owner, an app-written View extension function, a top-level function):
    /// its regions. Names of SwiftUI's views (`Text`, `VStack`) find none.
    private func viewCode(named t: TypeRef, in region: Int32) -> [Int32] {
        guard case .named(let path, let generics) = t, path.count == 1, generics.isEmpty else { return [] }
        if let owner = owners[Int(region)], let found = memberRegions[MemberName(owner: owner, name: path[0])] { return found }
        return extensionRegions[NameKey(path[0])] ?? globalRegions[NameKey(path[0])] ?? []
    }

    /// Composed frames worked out ahead (`precompose`) for the frames the analysis asks about most: read with no lock.
    private var precomposed: [Frame: Composition] = [:]
    /// Per region, the uses of `.named` targets that stay unknown (`isOpaqueUse`).
    private(set) var opaqueNames: [Int: Set<Int32>] = [:]

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

    private func computeComposition(of f: Frame) -> Composition {
        // A frame that brings in no region (a leaf page, a row of plain views) is composed of itself alone: no set of
        // frames seen nor stack to make.
        if uses(in: f).allSatisfy({ useTargets[Int(f.region)][Int($0)].isEmpty }) { return Composition(frames: [f]) }
        // The frames found, in one list read as a work list (the order does not matter: the list is sorted): a short
        // list is searched in order; a table of those seen is made only once it is long. (A set, a stack and the result
        // list were three allocations, and the set was grown at its second frame.) Each frame has the platforms it is
        // reached on so far (the union over the ways to it); a frame reached on more platforms is read again, which
        // happens at most once per platform.
        var found: [Frame] = []
        found.reserveCapacity(8)
        found.append(f)
        var masks: [Platforms] = [.all]
        var anyConditional = false
        var seen: [Frame: Int]?
        var work: [Int] = [0]
        while let i = work.popLast() {
            let x = found[i]
            let mask = masks[i]
            let conditional = conditionalRegions[Int(x.region)]
            for u in uses(in: x) {
                let targets = useTargets[Int(x.region)][Int(u)]
                if targets.isEmpty { continue }
                var useMask = mask
                if conditional { useMask.formIntersection(platforms(of: regions[Int(x.region)].uses[Int(u)].element, in: x.region)) }
                for target in targets {
                    var m = useMask
                    if conditionalRegions[Int(target)] { m.formIntersection(regions[Int(target)].elements.first?.platforms ?? .all) }
                    if m != .all { anyConditional = true }
                    // A view used on no platform where its use exists (`#if os(tvOS)` inside `#else`) is not part of it.
                    if m.isEmpty { continue }
                    let top = Frame(region: target, element: 0)
                    if seen == nil && found.count > 16 {
                        var table = [Frame: Int](minimumCapacity: 64)
                        for (k, g) in found.enumerated() { table[g] = k }
                        seen = table
                    }
                    let known = seen != nil ? seen![top] : found.firstIndex(of: top)
                    if let k = known {
                        if !masks[k].isSuperset(of: m) {
                            masks[k].formUnion(m)
                            work.append(k)
                        }
                    } else {
                        found.append(top)
                        masks.append(m)
                        seen?[top] = found.count - 1
                        work.append(found.count - 1)
                    }
                }
            }
        }
        guard anyConditional else {
            found.sort()
            return Composition(frames: found)
        }
        let order = found.indices.sorted { found[$0] < found[$1] }
        return Composition(frames: order.map { found[$0] }, platforms: order.map { masks[$0] })
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
                if targets.isEmpty || isInside(regions[Int(x.region)].uses[Int(u)].element, in: x.region, avoided) { continue }
                for target in targets where found.insert(Frame(region: target, element: 0)).inserted {
                    work.append(Frame(region: target, element: 0))
                }
            }
        }
        return found
    }

    /// Is the element, or one of the elements around it in its region, one of `elements`?
    public func isInside(_ element: Int32, in region: Int32, _ elements: Set<Frame>) -> Bool {
        let list = regions[Int(region)].elements
        var e = element
        var steps = 0
        while e >= 0 && Int(e) < list.count && steps < 10_000 {
            if elements.contains(Frame(region: region, element: e)) { return true }
            e = list[Int(e)].parent
            steps += 1
        }
        return false
    }

    /// The platforms an element of a region exists on (its `#if os(…)` clauses, and those around its region).
    @inline(__always)
    public func platforms(of element: Int32, in region: Int32) -> Platforms {
        guard conditionalRegions[Int(region)], element >= 0 else { return .all }
        let elements = regions[Int(region)].elements
        return Int(element) < elements.count ? elements[Int(element)].platforms : .all
    }

    /// The chain of elements from `element` up to its frame's boundary (inclusive), innermost first.
    public func ancestors(of element: Int32, in region: Int32) -> [Int32] {
        let r = regions[Int(region)]
        var chain: [Int32] = []
        var e = element
        while e >= 0 && Int(e) < r.elements.count {
            chain.append(e)
            if e == 0 || r.elements[Int(e)].kind.isBoundary { break }
            e = r.elements[Int(e)].parent
        }
        return chain
    }

    public func isViewType(_ name: String) -> Bool { bodyRegions[NameKey(name)] != nil }

    /// Is `Owner.member` the member of some view-code region (by its resolved owner, else the owner as written)?
    func isViewCode(_ member: MemberName) -> Bool { memberRegions[member] != nil || otherViewCode.contains(member) }

    /// Does the frame hold a view NavLint cannot follow (`content()`, an unknown closure's view)?
    public func hasOpaqueContent(_ f: Frame) -> Bool {
        // Marked when the frames are laid out (and again where forwarded content is taken out): no use is read here.
        guard let k = slot(f) else { return false }
        return contents[Int(f.region)][k].hasOpaqueUse
    }

    /// Names of view code the analysis could not look up, per region (by use index): views it cannot follow.
    package func isOpaqueUse(_ use: Int32, in region: Int) -> Bool {
        if case .opaque = regions[region].uses[Int(use)].target { return true }
        return opaqueNames[region]?.contains(use) ?? false
    }

    /// `regions[i].isIncomplete`, read from a compact list: scopes ask it of every frame, and the region itself is
    /// seldom in cache by then.
    package func isIncomplete(region: Int32) -> Bool { incompleteRegions[Int(region)] }
}
