// View composition across files: which view-code region each use brings in, and the frames navigation scopes are made of.

import NavLintSupport
import NavLintSyntax
import NavLintIndex


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
    private(set) var bodyRegions: [NameKey: [RegionID]] = [:]
    /// The types among `bodyRegions`' owners that are toolbar content (`struct Items: ToolbarContent`): their body is
    /// composed where they are used (`.toolbar { Items() }`), as a view's is, but they are no screen of their own.
    public private(set) var toolbarContentTypes: Set<String> = []
    private(set) var memberRegions: [MemberName: [RegionID]] = [:]
    /// The owners of `memberRegions` by member name (for a member called through a protocol: each conforming type's).
    private(set) var ownersOfMember: [NameKey: [String]] = [:]
    /// `Owner.member` of the view-code regions `memberRegions` does not list (View extensions, modifier bodies, regions
    /// whose owner is not resolved: by the owner as written).
    private var otherViewCode: Set<MemberName> = []
    private var incompleteRegions: [Bool] = []
    /// Per region: some element of it exists on fewer than all platforms (an `#if os(…)` in it or around it).
    let conditionalRegions: [Bool]
    private(set) var extensionRegions: [NameKey: [RegionID]] = [:]
    /// The program's top-level functions (what they return), and the view code among them, by name.
    let globalFunctions: [NameKey: [TypeRef?]]
    /// The folders of the files, by file number (`Layout.folders`), and how many folders all of them share.
    private(set) var folders: [[UInt64]?] = []
    private(set) var commonFolderDepth = 0
    /// The top folders (`topFolder(of:)`) holding an `@main` App's scenes: another target's views are not meant from
    /// outside them.
    private(set) var appFolders: Set<UInt64> = []
    private(set) var globalRegions: [NameKey: [RegionID]] = [:]
    /// The body regions of views built only in previews (`#Preview { Host() }` and nowhere else).
    public private(set) var previewOnlyRegions: Set<RegionID> = []
    private var modifierBodies: [NameKey: [RegionID]] = [:]

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
    /// Per region, the content handed to a wrapper that shows it only in a presentation (`.halfSheet { Share() }`), taken
    /// out of its frame (`detachForwardedContent`): each `.forwarded` or `.modifierContent` element and what it held.
    public internal(set) var detachedContents: [RegionID: [(element: Int32, content: FrameContent)]] = [:]
    let composed = LockedCache<Frame, Composition>()
    /// The program declares a type named as one of SwiftUI's views (`ViewUseTarget.builtInView`).
    let declaresBuiltInViewNames: Bool

    /// Where each region is used: (using frame's region, use index).
    public private(set) var usesOfRegion: [RegionID: [FactRef]] = [:]
    /// The regions each use brings in, per region, resolved once.
    private(set) var useTargets: [[[RegionID]]] = []
    /// What constructions fix of views' Boolean properties, and the uses that need them (nil: no use needs any).
    private(set) var flags: FlagTable?


    /// `jobs`: threads for the per-region work (owners, the regions each use brings in).
    public init(layout: Layout, table: TypeTable, jobs: Int = 1) {
        let all = layout.regions
        // Most programs declare no type named as one of SwiftUI's views: then no such use is looked up.
        declaresBuiltInViewNames = SwiftUIName.builtInViews.contains { table.listed($0) != nil }
        regions = all
        frameOf = layout.frameOf
        contents = layout.contents
        conditionalRegions = layout.conditional
        globalFunctions = layout.globalFunctions
        self.table = table
        let inference = TypeInference(table: table)
        self.inference = inference
        // The owner of each region, in parallel; then the tables of regions by owner and member, built in locals and
        // stored.
        let resolvedOwners = ParallelMap.map(count: all.count, jobs: jobs) { i -> String? in
            let r = all[i]
            return r.kind == .viewExtension ? nil : inference.ownerName(r.owner, parents: r.lexicalParents)
        }
        owners = resolvedOwners
        // The regions by member of their owner are listed on another thread while this one lists the rest; each
        // table is built in region order.
        let (members, (bodies, extensions, modifiers, others, globals, incomplete, selections)) = ParallelMap.both(jobs: jobs, {
            var members: [MemberName: [RegionID]] = [:]
            for i in all.indices where all[i].kind == .body || all[i].kind == .app {
                if let owner = resolvedOwners[i] { members[MemberName(owner: owner, name: all[i].member), default: []].append(RegionID(i)) }
            }
            return members
        }) {
            var bodies: [NameKey: [RegionID]] = [:], extensions: [NameKey: [RegionID]] = [:], modifiers: [NameKey: [RegionID]] = [:]
            var others: Set<MemberName> = []
            var globals: [NameKey: [RegionID]] = [:]
            var incomplete = [Bool](repeating: false, count: all.count)
            var selections = false
            for i in all.indices {
                let ri = RegionID(i)
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
        // Only a program declaring a view's name twice asks which target a view is of (`nearest`).
        if !table.d.ambiguous.isEmpty && table.d.ambiguous.contains(where: { bodies[$0] != nil }) {
            folders = ViewGraph.folders(of: layout.paths)
            var common: [UInt64]?
            for case let f? in folders {
                guard let c = common else { common = f; continue }
                var n = 0
                while n < c.count && n < f.count && c[n] == f[n] { n += 1 }
                common = Array(c.prefix(n))
            }
            commonFolderDepth = common?.count ?? 0
        }
        for key in bodies.keys where table.conforms(key.string, to: "ToolbarContent") { toolbarContentTypes.insert(key.string) }
        memberRegions = members
        // In name order: the regions found through them are then in the same order from run to run.
        for key in members.keys.sorted(by: { ($0.owner, $0.name) < ($1.owner, $1.name) }) {
            ownersOfMember[NameKey(key.name), default: []].append(key.owner)
        }
        extensionRegions = extensions
        modifierBodies = modifiers
        otherViewCode = others
        globalRegions = globals
        incompleteRegions = incomplete
        var apps: Set<UInt64> = []
        for r in all where r.kind == .app {
            if let top = topFolder(of: r.location.file) { apps.insert(top) }
        }
        appFolders = apps
        // The regions each use brings in: resolved per region in parallel, then indexed in region order.
        // Names NavLint could not look up are views it cannot follow, as `.opaque` uses are (ViewGraph+Names.swift):
        // each name is looked up once, for the regions it brings in and for whether it stays unknown.
        let resolved = ParallelMap.map(count: regions.count, jobs: jobs) { [unowned self] i -> (targets: [[RegionID]], unknown: [Int32]) in
            var unknown: [Int32] = []
            let targets = regions[i].uses.indices.map { k -> [RegionID] in
                if let named = lookedUp(regions[i].uses[k].target, in: RegionID(i)) {
                    switch named {
                    case .view(let found): return found
                    case .code: return []
                    case .unknown: unknown.append(Int32(k)); return []
                    }
                }
                switch regions[i].uses[k].target {
                case .subject(let modifier, _, _):
                    // The view a modifier the program declares hands to its closure: the view it modifies; so do
                    // SwiftUI's animation modifiers (`.phaseAnimator(phases) { view, phase in view.opacity(…) }`).
                    if extensionRegions[NameKey(modifier)] == nil && !ViewGraph.subjectHandingModifiers.contains(modifier) { unknown.append(Int32(k)) }
                    return []
                default:
                    return targetRegions(of: regions[i].uses[k], in: RegionID(i))
                }
            }
            return (targets, unknown)
        }
        var resolvedTargets = resolved.map(\.targets)
        // A view drawn under `.disabled(true)` (a post's preview in its composer) is shown, but none of its links or
        // pushes can be used: it brings in nothing a page navigates with.
        for i in regions.indices where !regions[i].disabledUses.isEmpty {
            for u in regions[i].disabledUses { resolvedTargets[i][Int(u)] = [] }
        }
        let targets = resolvedTargets
        useTargets = targets
        flags = ViewGraph.flagTable(regions: regions, owners: resolvedOwners, useTargets: targets, table: table)
        let unknownNames = resolved.map(\.unknown)
        for i in unknownNames.indices where !unknownNames[i].isEmpty {
            opaqueNames[i] = Set(unknownNames[i])
            for k in unknownNames[i] {
                if let s = slot(frame(of: regions[i].uses[Int(k)].elementID, in: RegionID(i))) { contents[i][s].hasOpaqueUse = true }
            }
        }
        // Where each region is used (read from the targets alone) is listed on another thread while forwarded content
        // is taken out of the frames here.
        let (uses, _) = ParallelMap.both(jobs: jobs, {
            var uses: [RegionID: [FactRef]] = [:]
            for i in targets.indices {
                for k in targets[i].indices {
                    for target in targets[i][k] {
                        uses[target, default: []].append(FactRef(region: RegionID(i), index: k))
                    }
                }
            }
            return uses
        }) { detachForwardedContent() }
        usesOfRegion = uses
        // A view built in a `#Preview` and used by no view of the program is preview code (a preview's host view):
        // its stacks are not the app's, and rules do not judge it.
        var preview: Set<RegionID> = []
        for name in layout.previewTypes {
            guard let found = bodyRegions[NameKey(name)], found.allSatisfy({ uses[$0]?.isEmpty ?? true }) else { continue }
            preview.formUnion(found)
        }
        previewOnlyRegions = preview
        attachForwardedContent()
    }


    /// The frame an element is in: the nearest boundary around it (itself, when it is one), or its region's top.
    public func frame(of element: ElementID, in region: RegionID) -> Frame {
        let frames = frameOf[region.index]
        let e = element.raw
        return Frame(region: region, element: ElementID(e >= 0 && Int(e) < frames.count ? Int32(truncatingIfNeeded: frames[Int(e)]) : 0))
    }

    /// The place of a frame's content in `contents[f.region]`, or nil when `f.element` opens no frame (its content
    /// is empty).
    @inline(__always)
    func slot(_ f: Frame) -> Int? {
        let frames = frameOf[f.region.index]
        let e = f.element.raw
        guard e >= 0 else { return nil }
        guard Int(e) < frames.count else { return e == 0 ? 0 : nil }
        let packed = frames[Int(e)]
        return Int32(truncatingIfNeeded: packed) == e ? Int(packed >> 32) : nil
    }

    public func content(_ f: Frame) -> FrameContent {
        guard let k = slot(f) else { return FrameContent() }
        return contents[Int(f.region)][k]
    }

    // One list of a frame's content.
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
    public func targetRegions(of use: ViewUse, in region: RegionID) -> [RegionID] {
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
        case .named, .method, .value, .subject:
            if case .view(let found)? = lookedUp(use.target, in: region) { return found }
            return []
        case .opaque:
            return []
        case .builtInView(let name):
            // The program's own type of that name (`struct TimelineView: View`), else SwiftUI's view: nothing.
            guard declaresBuiltInViewNames, table.listed(name) != nil else { return [] }
            return typeRegions(.named([name], generics: []), in: region)
        }
    }

    /// The body regions of the view type `t` written in `region` (`HomeView()`).
    func typeRegions(_ t: TypeRef, in region: RegionID) -> [RegionID] {
        // `Text`, `VStack`, `Button`: names no scanned type has are not resolved at all. The name is looked up once,
        // for that question and for the resolution.
        var listed: TypeTable.Listed?
        if let simple = t.simpleName {
            guard let found = table.listed(simple) else { return viewCode(named: t, in: region) }
            // A view-code method of the view itself (`Item(ev)` calling its `func Item(_:) -> some View`) is found before
            // a type of that name declared elsewhere, as Swift looks a name up from the innermost scope out.
            if case .named(let path, let generics) = t, path.count == 1, generics.isEmpty, let owner = owners[Int(region)],
               let member = memberRegions[MemberName(owner: owner, name: path[0])] { return member }
            listed = found
        }
        let context = TypeInference.components(owners[Int(region)])
        let scope = context.isEmpty ? regions[Int(region)].lexicalParents : context
        let resolved = listed.map { table.resolve(t, context: scope, listed: $0) } ?? table.resolve(t, context: scope)
        guard case .nominal(let name, _) = resolved else {
            // A name two targets declare (`TasksListView` in a watch app and in the shared code) is ambiguous to the
            // type table: the one of the use's target, when the folders tell.
            if case .named(let path, _) = t, table.isAmbiguous(path.joined(separator: ".")),
               let found = bodyRegions[NameKey(path.joined(separator: "."))], let meant = nearest(found, to: region) { return meant }
            return []
        }
        return bodyRegions[NameKey(name)] ?? []
    }

    /// The views of an ambiguous name that a use in `region` means. A view declared in several top folders of the scanned code
    /// is a view of each target that declares it (a watch app's `TasksListView` beside the phone app's in `Shared/`, a
    /// module's `RouterView` beside the app's): a use in one of those folders means the one declared there; a use
    /// elsewhere does not mean one declared beside another target's `@main` App. Declarations in one top folder
    /// (alternatives under `#if`, in one file or several) are all meant.
    /// nil when the folders do not tell (one top folder, or none preferred).
    func nearest(_ found: [RegionID], to region: RegionID) -> [RegionID]? {
        guard found.count > 1 else { return nil }
        let tops = found.map { topFolder(of: regions[$0.index].location.file) }
        guard Set(tops).count > 1 else { return nil }
        let here = topFolder(of: regions[region.index].location.file)
        let same = found.indices.filter { tops[$0] == here }
        if !same.isEmpty { return same.map { found[$0] } }
        let outside = found.indices.filter { tops[$0] == nil || !appFolders.contains(tops[$0]!) }
        return outside.isEmpty || outside.count == found.count ? nil : outside.map { found[$0] }
    }

    /// The first folder of a file's path below the folder all scanned files share (nil for a file in that folder).
    func topFolder(of file: Int32) -> UInt64? {
        guard file >= 0, Int(file) < folders.count, let path = folders[Int(file)] else { return nil }
        return path.count > commonFolderDepth ? path[commonFolderDepth] : nil
    }

    /// `SidemenuItems(model: m)`, `Header`: a name no scanned type has, written as a type, that is view code of the
    /// program (a method or property of the owner, an app-written View extension function, a top-level function):
    /// its regions. Names of SwiftUI's views (`Text`, `VStack`) find none.
    private func viewCode(named t: TypeRef, in region: RegionID) -> [RegionID] {
        guard case .named(let path, let generics) = t, path.count == 1, generics.isEmpty else { return [] }
        if let owner = owners[Int(region)], let found = memberRegions[MemberName(owner: owner, name: path[0])] { return found }
        return extensionRegions[NameKey(path[0])] ?? globalRegions[NameKey(path[0])] ?? []
    }

    /// Composed frames worked out ahead (`precompose`) for the frames the analysis asks about most: read with no lock.
    var precomposed: [Frame: Composition] = [:]
    /// Per region, the uses of `.named` targets that stay unknown (`isOpaqueUse`).
    private(set) var opaqueNames: [Int: Set<Int32>] = [:]
    /// The frames holding a wrapper's content property shown inside a container, presentation or destination of its own
    /// (`NavigationStack { content() }`) that the content of several constructions is composed into: one context
    /// stands there for the stacks of all of them (`attachForwardedContent`).
    public private(set) var sharedSinkFrames: Set<Frame> = []
    /// For each content use of a wrapper built several times (by region and use), the regions each construction's
    /// content brings in, in the order of the constructions: a link is judged against one construction's content at a
    /// time (`NavigationAnalysis.computeScopes`).
    public private(set) var sinkTargetsByConstruction: [FactRef: [[RegionID]]] = [:]

    /// The platforms an element of a region exists on (its `#if os(…)` clauses, and those around its region).
    @inline(__always)
    public func platforms(of element: ElementID, in region: RegionID) -> Platforms {
        guard conditionalRegions[region.index], element.raw >= 0 else { return .all }
        let elements = regions[region.index].elements
        return element.index < elements.count ? elements[element.index].platforms : .all
    }

    /// The chain of elements from `element` up to its frame's boundary (inclusive), innermost first.
    public func ancestors(of element: ElementID, in region: RegionID) -> [ElementID] {
        let r = regions[region.index]
        var chain: [ElementID] = []
        var e = element.raw
        while e >= 0 && Int(e) < r.elements.count {
            chain.append(ElementID(e))
            if e == 0 || r.elements[Int(e)].kind.isBoundary { break }
            e = r.elements[Int(e)].parent
        }
        return chain
    }

    /// The body regions of the program's type `name` (every alternative).
    public func regions(ofType name: String) -> [RegionID] { bodyRegions[NameKey(name)] ?? [] }

    /// Is `name` a view type of the program (one with a body region that is no toolbar content)?
    public func isViewType(_ name: String) -> Bool { bodyRegions[NameKey(name)] != nil && !toolbarContentTypes.contains(name) }

    /// Is `Owner.member` the member of some view-code region (by its resolved owner, else the owner as written)?
    func isViewCode(_ member: MemberName) -> Bool { memberRegions[member] != nil || otherViewCode.contains(member) }

    /// Does the frame hold a view NavLint cannot follow (`content()`, an unknown closure's view)?
    public func hasOpaqueContent(_ f: Frame) -> Bool {
        // Marked when the frames are laid out (and again where forwarded content is taken out): no use is read here.
        guard let k = slot(f) else { return false }
        return contents[Int(f.region)][k].hasOpaqueUse
    }

    /// Names of view code the analysis could not look up, per region (by use index): views it cannot follow.
    package func isOpaqueUse(_ use: FactRef) -> Bool {
        if case .opaque = regions[use.region.index].uses[Int(use.index)].target { return true }
        return opaqueNames[use.region.index]?.contains(use.index) ?? false
    }

    /// `regions[i].isIncomplete`, read from a compact list: scopes ask it of every frame, and the region itself is
    /// seldom in cache by then.
    package func isIncomplete(region: RegionID) -> Bool { incompleteRegions[region.index] }

    // The graph's regions and their facts by id.

    /// The view-code region `id`.
    public subscript(_ id: RegionID) -> ViewRegion { regions[id.index] }
    /// The ids of all regions, in order.
    public var regionIDs: [RegionID] { regions.indices.map(RegionID.init) }
    /// The resolved owner type of a region (nil for View extensions and unresolved owners).
    public func owner(of region: RegionID) -> String? { owners[region.index] }

    public func link(_ ref: FactRef) -> LinkFact { regions[ref.region.index].links[Int(ref.index)] }
    public func destination(_ ref: FactRef) -> DestinationFact { regions[ref.region.index].destinations[Int(ref.index)] }
    public func use(_ ref: FactRef) -> ViewUse { regions[ref.region.index].uses[Int(ref.index)] }
    public func container(_ ref: FactRef) -> ContainerFact { regions[ref.region.index].containers[Int(ref.index)] }

    /// Every link of every region, in order.
    public var allLinkRefs: [FactRef] {
        var refs: [FactRef] = []
        for (ri, r) in regions.enumerated() {
            for li in r.links.indices { refs.append(FactRef(region: RegionID(ri), index: li)) }
        }
        return refs
    }

    /// The links, destinations, view uses and containers of a frame, by reference.
    public func linkRefs(in f: Frame) -> [FactRef] { links(in: f).map { FactRef(region: f.region, index: $0) } }
    public func destinationRefs(in f: Frame) -> [FactRef] { destinations(in: f).map { FactRef(region: f.region, index: $0) } }
    public func useRefs(in f: Frame) -> [FactRef] { uses(in: f).map { FactRef(region: f.region, index: $0) } }
    public func containerRefs(in f: Frame) -> [FactRef] {
        guard let k = slot(f) else { return [] }
        return contents[f.region.index][k].containers.map { FactRef(region: f.region, index: $0) }
    }
}

extension ViewGraph {
    /// Content handed to a wrapper that shows it inside a container, a presentation or a destination of its own
    /// (`struct RoutingStack<Content: View> { … NavigationStack(path: $path) { content() } }`, built as
    /// `RoutingStack { Home() }`) is also composed there: the use of the content property (`content()`, `content`),
    /// which names no view NavLint can follow by itself, brings in the views the constructions hand in, so that they
    /// are in the wrapper's stack and its scope. Content shown in the wrapper's top frame needs nothing: it is composed
    /// where the wrapper is used, which is where it appears. Each construction's content must be views of the program or
    /// SwiftUI's (with their modifiers); a construction whose content holds links, destinations or containers written
    /// in the closure itself, or views NavLint cannot follow, still brings its views in, but the property's use stays
    /// one NavLint cannot follow (the context is not read in full). The constructions of a wrapper share its one
    /// context: with several, their frames are listed in `sharedSinkFrames`.
    func attachForwardedContent() {
        var added: [(region: Int, use: Int, targets: [RegionID], complete: Bool, shared: Bool, each: [[RegionID]])] = []
        for ri in regions.indices where !regions[ri].contentSinks.isEmpty {
            let r = regions[ri]
            let region = RegionID(ri)
            for sink in r.contentSinks where sink.use < 0 {
                guard frame(of: ElementID(sink.element), in: region) != Frame(top: region) else { continue }
                // The property's uses at the sink that NavLint could not follow.
                let sinkUses = r.uses.indices.filter { k in
                    guard r.uses[k].element == sink.element, opaqueNames[ri]?.contains(Int32(k)) ?? false,
                          case .named = r.uses[k].target else { return false }
                    return true
                }
                guard !sinkUses.isEmpty else { continue }
                var targets: [RegionID] = [], seen: Set<RegionID> = []
                var complete = true
                var constructions = 0
                var each: [[RegionID]] = []
                for user in usesOfRegion[region] ?? [] where !previewOnlyRegions.contains(user.region) {
                    let ur = regions[user.region.index]
                    let use = ur.uses[Int(user.index)]
                    guard case .type = use.target else { continue }
                    let forwarded = ur.elements.indices.filter { e in
                        ur.elements[e].kind == .forwarded && ur.elements[e].parent == use.element && ur.elements[e].location == use.location
                    }
                    let labelled = Set(ur.contentArguments.filter { a in forwarded.contains(Int(a.element)) }.map(\.label))
                    for fe in forwarded {
                        let label = ur.contentArguments.first { $0.element == Int32(fe) }?.label
                        if let label {
                            guard sink.name == label || sink.name.isEmpty else { continue }
                        } else if labelled.contains(sink.name) {
                            continue
                        }
                        constructions += 1
                        var own: [RegionID] = []
                        let contentFrame = frame(of: ElementID(Int32(fe)), in: user.region)
                        /// Is the element in the content of `fe`, in the same frame (not in a container or presentation of it)?
                        func inContent(_ element: Int32) -> Bool {
                            var e = element
                            for _ in 0..<ur.elements.count {
                                if e == Int32(fe) { return true }
                                guard e > 0 && Int(e) < ur.elements.count, !ur.elements[Int(e)].kind.isBoundary else { return false }
                                e = ur.elements[Int(e)].parent
                            }
                            return false
                        }
                        // Content the wrapper shows only in a presentation was taken out of the frame it was written in.
                        let content = detachedContents[user.region]?.first { $0.element == Int32(fe) }?.content ?? self.content(contentFrame)
                        for k in content.uses where inContent(ur.uses[Int(k)].element) {
                            if isOpaqueUse(FactRef(region: user.region, index: k)) { complete = false }
                            for t in useTargets[user.region.index][Int(k)] {
                                if seen.insert(t).inserted { targets.append(t) }
                                if !own.contains(t) { own.append(t) }
                            }
                        }
                        if content.links.contains(where: { inContent(ur.links[Int($0)].element) })
                            || content.destinations.contains(where: { inContent(ur.destinations[Int($0)].element) })
                            || ur.elements.indices.contains(where: { ur.elements[$0].kind.isBoundary && inContent(ur.elements[$0].parent) }) {
                            complete = false
                        }
                        each.append(own)
                    }
                }
                guard constructions > 0 else { continue }
                for k in sinkUses { added.append((ri, k, targets, complete, constructions > 1, each)) }
            }
        }
        guard !added.isEmpty else { return }
        for (ri, k, targets, complete, shared, each) in added {
            let region = RegionID(ri)
            let f = frame(of: regions[ri].uses[k].elementID, in: region)
            useTargets[ri][k] = targets
            for t in targets { usesOfRegion[t, default: []].append(FactRef(region: region, index: Int32(k))) }
            if shared {
                sharedSinkFrames.insert(f)
                sinkTargetsByConstruction[FactRef(region: region, index: Int32(k))] = each
            }
            guard complete else { continue }
            opaqueNames[ri]?.remove(Int32(k))
            if let s = slot(f) {
                contents[ri][s].hasOpaqueUse = contents[ri][s].uses.contains { isOpaqueUse(FactRef(region: region, index: $0)) }
            }
        }
    }
}
