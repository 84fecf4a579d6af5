// Stack scopes (docs/navigation.md#s4): navigation contexts, the pages pushed on them, and what each link can see.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// `Owner.member` (a method, a view-code member, an enum case), kept as two strings: no concatenation to make or hash.
package struct MemberName: Hashable, Sendable {
    package var owner: String
    package var name: String

    /// What sets and tables hash (`FastHash.strings`): no `Hasher` per lookup.
    package func _rawHashValue(seed: Int) -> Int { FastHash.strings(owner, name, seed: seed) }
}

/// A `navigationDestination(for:)` registration.
public struct Registration: Sendable {
    public var ref: FactRef
    public var type: ResolvedType
    public var content: Frame
    public var location: SourceLocation
}

/// A navigation context: a NavigationStack, a legacy NavigationView, or one column of a NavigationSplitView.
public struct NavigationContext: Sendable {
    public var kind: ElementKind
    public var root: Frame
    public var container: FactRef            // the ContainerFact (for a column: its split view)
    public var location: SourceLocation      // the container's name token
    public var pathKey: PathKey?             // the bound path's representative key
    /// Registrations visible on each page (the root frame and every pushed content frame).
    public var visible: [Frame: Set<Int32>] = [:]
    public var allRegistrations: Set<Int32> = []
    /// The pages each page may push (through links, destinations and pushes onto the bound path).
    public var successors: [Frame: Set<Frame>] = [:]
    /// Some of its code could not be read in full (nesting too deep): findings that depend on it stay silent.
    public var isIncomplete = false
}

/// A programmatic push as NavLint reports it: at the place the value was chosen.
public struct PushSite: Sendable {
    public var type: ResolvedType
    public var location: SourceLocation
    public var key: PathKey                  // the property pushed onto
    public var targets: [PathKey]            // the properties it may stand for (through @Binding children)
    /// The function the value is chosen in (a view's body, a coordinator's method).
    public var function: FunctionKey
}

/// How a value link fares in one context it is reached in (the types it sees there: `visibleTypes(ofLink:in:)`).
public struct LinkInContext: Sendable {
    public var context: Int
    public var mapped: Bool
}

/// The analysis of all files. Once built it changes no more, except for memo tables behind locks
/// (`LockedCache`): the rules read it from several threads at once.
public final class NavigationAnalysis: @unchecked Sendable {
    public let files: [FileFacts]
    public let table: TypeTable
    public let inference: TypeInference
    public let graph: ViewGraph

    public private(set) var registrations: [Registration] = []
    private var registrationsByFrame: [Frame: [Int32]] = [:]
    /// Scopes compare types by number: each distinct registered type gets one, in registration order.
    private var registeredTypeIDs: [ResolvedType: Int32] = [:]
    /// The number of each registration's type: two registrations have one number when they have one type.
    public private(set) var registrationTypeID: [Int32] = []
    /// The number of a registration of type `.unknown` (which may map anything), or -1.
    private var unknownTypeID: Int32 = -1
    /// Each value link's type number: `notKnown`, `notRegistered`, or the number of its registered type.
    private var linkTypeIDs: [[Int32]] = []
    private static let notKnown: Int32 = -2
    private static let notRegistered: Int32 = -1
    private var registrationsAttachedTo: [FactRef: [Int32]] = [:]
    public private(set) var contexts: [NavigationContext] = []
    private let linkTypeTable: [[ResolvedType]]
    public private(set) var linkContexts: [FactRef: [LinkInContext]] = [:]
    public private(set) var pushSites: [PushSite] = []
    public private(set) var unresolvedPushes = 0
    /// Where the pushes of unknown type are (for `--explain`).
    public private(set) var unresolvedPushLocations: [SourceLocation] = []
    /// Paths that some push of unknown type goes onto: any registration may be pushed on them.
    private var keysWithUnresolvedPushes: Set<PathKey> = []
    /// Saved paths: representative key -> where it is saved.
    public private(set) var persisted: [PathKey: SourceLocation] = [:]
    private var bindings = PathBindings()
    private var contextsByKey: [PathKey: [Int]] = [:]
    /// Files that belong to several programs (shared code beside two apps, see `Linter.programs`): what they declare
    /// may be used by code that another program holds, so "never used anywhere" cannot be told from this one.
    public var sharedFiles: Set<Int32> = []
    /// Time each step of building the analysis took, in order (for `navlint-bench --timings`).
    public private(set) var phaseNanoseconds: [(step: String, nanoseconds: UInt64)] = []
    /// Time each rule took on this analysis (set by `Linter`; rules run in parallel, so these overlap).
    public package(set) var ruleNanoseconds: [(rule: String, nanoseconds: UInt64)] = []

    /// `jobs`: threads for the parts computed region by region, file by file or context by context in parallel (the
    /// view graph, link and registered types, stack paths, push wrappers, pages and scopes); the rest is serial.
    public init(files: [FileFacts], jobs: Int = 1) {
        self.files = files
        var clock = monotonicNanoseconds()
        var phases: [(String, UInt64)] = []
        func lap(_ name: String) {
            let now = monotonicNanoseconds()
            phases.append((name, now - clock))
            clock = now
        }
        // The type table is built on one thread while the others lay out the view regions, which need no table.
        let (builtTable, layout) = ParallelMap.both(jobs: jobs, { TypeTable(files: files) }, { ViewGraph.layout(of: files, jobs: max(1, jobs - 1)) })
        table = builtTable
        lap("types")
        graph = ViewGraph(layout: layout, table: table, jobs: jobs)
        inference = graph.inference
        lap("views")
        linkTypeTable = NavigationAnalysis.typeLinks(graph, jobs: jobs)
        lap("links")
        collectRegistrations(jobs: jobs)
        linkTypeIDs = NavigationAnalysis.numberLinkTypes(linkTypeTable, registered: registeredTypeIDs, jobs: jobs)
        lap("registrations")
        collectAliases()
        collectBindingAliases()
        lap("bindings")
        collectContexts(jobs: jobs)
        collectPersistence()
        lap("stacks")
        collectPushSites(jobs: jobs)
        lap("pushes")
        computeScopes(jobs: jobs)
        lap("scopes")
        placement = computePlacement()
        lap("placement")
        phaseNanoseconds = phases
    }

    // MARK: - Registrations

    private func collectRegistrations(jobs: Int) {
        // The registered types are resolved region by region in parallel, then numbered in region order.
        let graph = graph, table = table
        let resolved = ParallelMap.map(count: graph.regions.count, jobs: jobs) { ri -> [ResolvedType] in
            let r = graph.regions[ri]
            // Most regions register nothing: their owner's name (seldom in cache) is not split for them.
            guard !r.destinations.isEmpty else { return [] }
            let owner = TypeInference.components(graph.owners[ri])
            return r.destinations.map { d in
                guard case .forType(let t) = d.kind else { return .unknown }
                return table.resolve(t, context: owner.isEmpty ? r.lexicalParents : owner)
            }
        }
        // Built in locals sized for every destination (no table grows step by step, and no exclusivity checks on the
        // class's properties at each step), then stored.
        let count = resolved.reduce(0) { $0 + $1.count }
        var registrations: [Registration] = [], registrationTypeID: [Int32] = []
        var registeredTypeIDs: [ResolvedType: Int32] = [:], registrationsByFrame: [Frame: [Int32]] = [:]
        var registrationsAttachedTo: [FactRef: [Int32]] = [:]
        registrations.reserveCapacity(count)
        registrationTypeID.reserveCapacity(count)
        registeredTypeIDs.reserveCapacity(count)
        registrationsByFrame.reserveCapacity(count)
        for (ri, r) in graph.regions.enumerated() {
            for di in r.destinations.indices {
                guard case .forType = r.destinations[di].kind else { continue }
                let type = resolved[ri][di]
                let id = Int32(registrations.count)
                let ref = FactRef(region: Int32(ri), index: Int32(di))
                let typeID: Int32
                if let known = registeredTypeIDs[type] {
                    typeID = known
                } else {
                    typeID = Int32(registeredTypeIDs.count)
                    registeredTypeIDs[type] = typeID
                    if type == .unknown { unknownTypeID = typeID }
                }
                registrationTypeID.append(typeID)
                let d = r.destinations[di]
                registrations.append(Registration(ref: ref, type: type, content: Frame(region: Int32(ri), element: d.contentElement), location: d.location))
                registrationsByFrame[graph.frame(of: d.element, in: Int32(ri)), default: []].append(id)
                if d.attachedToContainer >= 0 {
                    let c = r.elements[Int(d.attachedToContainer)].aux
                    if c >= 0 { registrationsAttachedTo[FactRef(region: Int32(ri), index: c), default: []].append(id) }
                }
            }
        }
        self.registrations = registrations
        self.registrationTypeID = registrationTypeID
        self.registeredTypeIDs = registeredTypeIDs
        self.registrationsByFrame = registrationsByFrame
        self.registrationsAttachedTo = registrationsAttachedTo
    }

    /// The type a value link presents, resolved in its region.
    public func linkType(_ ref: FactRef) -> ResolvedType {
        linkTypeTable[Int(ref.region)][Int(ref.index)]
    }

    /// The number of a value link's type among the registered types (`registrationTypeID`), or a negative number
    /// when no registration has its type (or it is not known).
    package func linkTypeID(_ ref: FactRef) -> Int32 {
        linkTypeIDs[Int(ref.region)][Int(ref.index)]
    }

    /// The number of `pushSites[i]`'s type among the registered types, or -1.
    package func pushSiteTypeID(_ i: Int) -> Int32 { pushSiteTypeIDs[i] }

    /// How many distinct types are registered (the numbers of `registrationTypeID` are below it).
    package var registeredTypeCount: Int { registeredTypeIDs.count }

    /// The type of every link, region by region in parallel: rules and scopes then read them with no lock.
    private static func typeLinks(_ graph: ViewGraph, jobs: Int) -> [[ResolvedType]] {
        let inference = graph.inference
        return ParallelMap.map(count: graph.regions.count, jobs: jobs) { ri in
            graph.regions[ri].links.map { link in
                let t = link.value.map { inference.type(of: $0, owner: graph.owners[ri], contextType: nil).unwrapped } ?? .unknown
                return NavigationAnalysis.valueType(t)
            }
        }
    }

    /// Each link's type as a number (see `linkTypeIDs`), region by region in parallel.
    private static func numberLinkTypes(_ types: [[ResolvedType]], registered: [ResolvedType: Int32], jobs: Int) -> [[Int32]] {
        ParallelMap.map(count: types.count, jobs: jobs) { ri in
            types[ri].map { t in t.isKnown ? registered[t] ?? NavigationAnalysis.notRegistered : NavigationAnalysis.notKnown }
        }
    }

    /// A value typed `AnyHashable` tells nothing about what it holds: unresolved.
    package static func valueType(_ t: ResolvedType) -> ResolvedType {
        if case .external("AnyHashable", _) = t { return .unknown }
        return t
    }

    // MARK: - Path keys

    /// The properties a path key may stand for (itself, or the parents a child's `@Binding` was handed).
    public func targets(_ key: PathKey) -> [PathKey] { bindings.targets(key) }

    private func collectAliases() {
        // A child view's `@Binding var path` handed `$path` / `$model.path` is the same path. Only uses of a simple
        // name some type with such a property has are resolved. That is asked by name, of the types of that last
        // component, once per name: not of every type in the program (each of whose properties would be read).
        let table = table
        var withBindings: [String: Bool] = [:]
        func someTypeWithBindings(named simple: String) -> Bool {
            if let known = withBindings[simple] { return known }
            let found = simple.isEmpty
                ? table.containsType { name, info in name.lastDotComponent.isEmpty && info.hasBindingProperty }
                : table.typeNames(lastComponent: simple).contains { $0.lastDotComponent == simple && table[$0]?.hasBindingProperty == true }
            withBindings[simple] = found
            return found
        }
        for (ri, r) in graph.regions.enumerated() {
            let owner = graph.owners[ri]
            // By index: `for u in r.uses` would copy every use (and retain its type and arguments).
            for k in r.uses.indices {
                guard !r.uses[k].arguments.isEmpty, case .type(let t) = r.uses[k].target, let simple = t.simpleName, someTypeWithBindings(named: simple),
                      case .nominal(let child, _) = table.resolve(t, context: TypeInference.components(owner)),
                      let info = table[child] else { continue }
                for (label, value) in r.uses[k].arguments {
                    guard let label, let (p, _) = info.property(label), p.wrapper == "Binding" || p.wrapper == "Bindable",
                          let parentKey = inference.pathKey(value, owner: owner) else { continue }
                    bindings.bind(child: PathKey(owner: child, property: label), to: parentKey)
                }
            }
        }
    }

    /// Computed bindings and the property each reads and writes.
    private var computedBindings: [PathKey: PathKey] = [:]

    /// `var pathBinding: Binding<[Route]> { Binding(get: { path }, set: { path = $0 }) }`: a stack bound to
    /// `router.pathBinding` binds `Router.path`.
    private func collectBindingAliases() {
        // Files are read field by field: `for f in files` would copy each file's facts value.
        for fi in files.indices {
            for a in files[fi].bindingAliases {
                guard let owner = inference.ownerName(a.owner, parents: []),
                      let target = inference.pathKey(a.target, owner: owner) else { continue }
                bindings.bind(child: PathKey(owner: owner, property: a.property), to: target)
                computedBindings[PathKey(owner: owner, property: a.property)] = target
            }
        }
    }

    private func collectContexts(jobs: Int) {
        // Each region's contexts are made in parallel (the property each stack binds typed there); then they are
        // listed in region order.
        let graph = graph, inference = inference, computedBindings = computedBindings
        let perRegion = ParallelMap.map(count: graph.regions.count, jobs: jobs) { ri -> [NavigationContext] in
            // The region is read in place, by index: a copy would retain each of its lists.
            let containers = graph.regions[ri].containers
            guard !containers.isEmpty else { return [] }
            var made: [NavigationContext] = []
            for ci in containers.indices {
                let ref = FactRef(region: Int32(ri), index: Int32(ci))
                switch containers[ci].kind {
                case .stack, .navigationView:
                    var key: PathKey?
                    if let k = containers[ci].path.flatMap({ inference.pathKey($0, owner: graph.owners[ri]) }) {
                        // A computed binding (`router.pathBinding`) stands for the property it reads and writes.
                        key = computedBindings[k] ?? k
                    }
                    made.append(NavigationContext(kind: containers[ci].kind, root: Frame(region: Int32(ri), element: containers[ci].element),
                                                  container: ref, location: containers[ci].location, pathKey: key))
                case .splitView:
                    let elements = graph.regions[ri].elements
                    for ei in elements.indices where elements[ei].kind == .column && elements[ei].parent == containers[ci].element {
                        made.append(NavigationContext(kind: .column, root: Frame(region: Int32(ri), element: Int32(ei)), container: ref,
                                                      location: elements[ei].location, pathKey: nil))
                    }
                default:
                    break
                }
            }
            return made
        }
        var contexts: [NavigationContext] = []
        contexts.reserveCapacity(perRegion.reduce(0) { $0 + $1.count })
        for ri in perRegion.indices { contexts.append(contentsOf: perRegion[ri]) }
        // At most one entry per context: sized once.
        var byKey: [PathKey: [Int]] = [:]
        byKey.reserveCapacity(contexts.count)
        for i in contexts.indices {
            if let key = contexts[i].pathKey { byKey[key, default: []].append(i) }
        }
        self.contexts = contexts
        contextsByKey = byKey
    }

    /// Does some push of a value NavLint cannot type go onto `key` (or a property it stands for)?
    public func hasUnresolvedPushes(onto key: PathKey) -> Bool {
        bindings.targets(key).contains { keysWithUnresolvedPushes.contains($0) }
    }

    /// The contexts whose stack binds `key` or a property it stands for.
    public func contexts(bindingKey key: PathKey) -> [Int] {
        // Most paths are bound by no child: their own contexts, with no list of targets to build.
        guard bindings.isBound(key) else { return contextsByKey[key] ?? [] }
        var result: [Int] = []
        for t in bindings.targets(key) { result.append(contentsOf: contextsByKey[t] ?? []) }
        return result
    }

    private func collectPersistence() {
        for fi in files.indices {
            for p in files[fi].persistence {
                let owner = inference.ownerName(p.owner, parents: [])
                guard let k = inference.pathKey(p.target, owner: owner) else { continue }
                // `path = NavigationPath(x)` restores only when x is a CodableRepresentation (not `[Color]`).
                if p.kind == .restoredFromRepresentation {
                    guard let v = p.value, case .external("NavigationPath.CodableRepresentation", _) = inference.type(of: v, owner: owner, contextType: nil).unwrapped else { continue }
                }
                // Saved through a child's binding that stands for several paths: which one is not known.
                let ts = bindings.targets(k)
                guard ts.count == 1, let r = ts.first else { continue }
                if persisted[r] == nil || p.location < persisted[r]! { persisted[r] = p.location }
            }
        }
    }

    /// Where a path is saved, when every property it may stand for is saved.
    public func savedLocation(_ key: PathKey) -> SourceLocation? {
        // A program that saves no path (most): nothing to look up.
        guard !persisted.isEmpty else { return nil }
        let ts = bindings.targets(key)
        guard !ts.isEmpty else { return nil }
        var first: SourceLocation?
        for t in ts {
            guard let at = persisted[t] else { return nil }
            if first == nil || at < first! { first = at }
        }
        return first
    }

    /// The declared type of a path property (NavigationPath, [Route], …).
    public func pathType(_ key: PathKey) -> ResolvedType {
        inference.propertyType(key.owner, key.property)
    }

    // MARK: - Pushes and push wrappers

    private struct PendingPush {
        var type: ResolvedType?          // known when the value is chosen inside the function
        var parameter: Int?              // or: the function's parameter that is pushed
        var parameterType: ResolvedType
        var location: SourceLocation
    }

    /// Calls by the type they are made on and the method name (`NavigationRouter.push`), each resolved once.
    private var callsByTarget: [MemberName: [(file: Int, index: Int, callerOwner: String?)]] = [:]
    /// `Owner.method` of functions that push onto a stack's path (push wrappers, called or not), once per push: made
    /// into a set only when some call comes after an `await`.
    private var pushingFunctions: [MemberName] = []
    /// Calls made after an `await` without a liveness check, by `Owner.method` they call.
    private var callsAfterAwait: [(target: MemberName, location: SourceLocation, await: SourceLocation)] = []
    private var pushSitesByKey: [PathKey: [Int]] = [:]
    /// The number of each push site's type among the registered types (see `registeredTypeIDs`), or -1.
    private var pushSiteTypeIDs: [Int32] = []

    private func collectPushSites(jobs: Int) {
        // Only calls of functions that push, or that call such functions, can be wrapper call sites.
        // Names of push functions, then of their callers, four calls deep (wrappers are followed no deeper): each
        // round reads the files in parallel against the names found so far.
        // (Names as `NameKey`: every call's name is looked up in the set, each round.)
        var candidates: Set<NameKey> = []
        // Loops read each fact's fields in place: `for p in pushes` would copy every fact (and retain its strings).
        for fi in files.indices {
            let pushes = files[fi].pushes
            for k in pushes.indices where pushes[k].operation != .opaqueWrite { candidates.insert(NameKey(pushes[k].function.name)) }
        }
        // The closures read the files through a local: through `self` each file's facts value was copied whole.
        let files = files
        for _ in 0..<4 {
            let known = candidates
            let callers = ParallelMap.map(count: files.count, jobs: jobs) { fi -> [NameKey] in
                var names: [NameKey] = []
                let calls = files[fi].calls
                for k in calls.indices where known.contains(NameKey(calls[k].name)) && !known.contains(NameKey(calls[k].function.name)) {
                    names.append(NameKey(calls[k].function.name))
                }
                return names
            }
            let before = candidates.count
            for names in callers { candidates.formUnion(names) }
            if candidates.count == before { break }
        }
        // Typing each call's receiver reads the analysis only: files in parallel, merged in file order.
        let frozen = candidates
        let typed = ParallelMap.map(count: files.count, jobs: jobs) { fi -> [(index: Int, target: MemberName, callerOwner: String?)] in
            var result: [(index: Int, target: MemberName, callerOwner: String?)] = []
            let calls = files[fi].calls
            for ci in calls.indices where frozen.contains(NameKey(calls[ci].name)) {
                let callerOwner = self.inference.ownerName(calls[ci].function.owner, parents: [])
                var target: String?
                if let receiver = calls[ci].receiver {
                    if case .nominal(let n, _) = self.inference.type(of: receiver, owner: callerOwner, contextType: nil).unwrapped { target = n }
                } else {
                    target = callerOwner
                }
                if let target { result.append((ci, MemberName(owner: target, name: calls[ci].name), callerOwner)) }
            }
            return result
        }
        callsByTarget.reserveCapacity(typed.reduce(0) { $0 + $1.count })
        for (fi, typedCalls) in typed.enumerated() {
            let calls = files[fi].calls
            for (ci, target, callerOwner) in typedCalls {
                callsByTarget[target, default: []].append((fi, ci, callerOwner))
                if let aw = calls[ci].afterAwait { callsAfterAwait.append((target, calls[ci].location, aw)) }
            }
        }
        // Each file's pushes are followed to their call sites in parallel, and the results merged in file order. Each file
        // keeps its own table of the call sites found, so that no thread waits for a lock.
        let batches = ParallelMap.map(count: files.count, jobs: jobs) { fi -> PushBatch in
            var batch = PushBatch()
            var memo = CallSiteMemo()
            let pushes = files[fi].pushes
            for k in pushes.indices {
                let operation = pushes[k].operation
                guard operation == .append || operation == .appendContentsOf || operation == .assign else { continue }
                self.follow(pushes, k, into: &batch, memo: &memo)
            }
            return batch
        }
        // Merged into locals sized once (no table grows step by step, and no dynamic exclusivity checks), then stored.
        // Batches are read by index: `for b in batches` would retain each batch's tables.
        var unresolvedKeys = Set<PathKey>(minimumCapacity: batches.reduce(0) { $0 + $1.keysWithUnresolvedPushes.count })
        var pushing: [MemberName] = []
        pushing.reserveCapacity(batches.reduce(0) { $0 + $1.pushingFunctions.count })
        var unresolved: [SourceLocation] = []
        // Sites are put in source order (ties in file order, as a stable sort of the merged list) and copied once,
        // straight out of the batches: each copy retains a site's strings, cold by now.
        var siteRefs: [(batch: Int32, index: Int32)] = [], siteLocations: [SourceLocation] = []
        let siteCount = batches.reduce(0) { $0 + $1.sites.count }
        siteRefs.reserveCapacity(siteCount)
        siteLocations.reserveCapacity(siteCount)
        for bi in batches.indices {
            for k in batches[bi].sites.indices {
                siteRefs.append((Int32(bi), Int32(k)))
                siteLocations.append(batches[bi].sites[k].location)
            }
            unresolved.append(contentsOf: batches[bi].unresolvedLocations)
            if !batches[bi].keysWithUnresolvedPushes.isEmpty { unresolvedKeys.formUnion(batches[bi].keysWithUnresolvedPushes) }
            pushing.append(contentsOf: batches[bi].pushingFunctions)
        }
        unresolvedPushes = unresolved.count
        unresolvedPushLocations = unresolved
        keysWithUnresolvedPushes = unresolvedKeys
        pushingFunctions = pushing
        let order = siteLocations.indices.sorted { i, j in
            siteLocations[i] < siteLocations[j] || (!(siteLocations[j] < siteLocations[i]) && i < j)
        }
        // The sites are indexed from a local, read in place: `for (i, site) in pushSites.enumerated()` copied every site
        // (retaining its strings and lists), and each read of the class's property was checked for exclusive access.
        let sites = order.map { batches[Int(siteRefs[$0].batch)].sites[Int(siteRefs[$0].index)] }
        var byKey: [PathKey: [Int]] = [:]
        byKey.reserveCapacity(sites.count)
        for i in sites.indices {
            for t in sites[i].targets { byKey[t, default: []].append(i) }
        }
        let registeredTypeIDs = registeredTypeIDs
        pushSites = sites
        pushSitesByKey = byKey
        pushSiteTypeIDs = sites.indices.map { registeredTypeIDs[sites[$0].type] ?? NavigationAnalysis.notRegistered }
    }

    /// What following one file's pushes finds.
    private struct PushBatch {
        var sites: [PushSite] = []
        var unresolvedLocations: [SourceLocation] = []
        // Lists, made into sets once merged: most files push once or twice, a set for each would be allocated and
        // hashed for little.
        var keysWithUnresolvedPushes: [PathKey] = []
        var pushingFunctions: [MemberName] = []
    }

    /// A call of a push wrapper: the call (read in place through its file and index, not copied), the caller's
    /// owner, and for each of the wrapper's parameters the index of the argument passed for it (-1: left out).
    private struct CallSite {
        var file: Int
        var index: Int
        var callerOwner: String?
        /// Empty when the arguments are the first `inOrder` parameters, one for one (most calls): no list to make.
        var argumentOfParameter: [Int]
        var inOrder = 0

        func argument(forParameter p: Int) -> Int? {
            if argumentOfParameter.isEmpty { return p >= 0 && p < inOrder ? p : nil }
            return argumentOfParameter.indices.contains(p) && argumentOfParameter[p] >= 0 ? argumentOfParameter[p] : nil
        }
    }

    /// The call sites found for each function, per file. Most files push from one or two functions: a short list
    /// searched in order costs less than a table, whose first entry allocates its storage and hashes the key's three
    /// strings. Past 16 functions, a table.
    private struct CallSiteMemo {
        private var list: [(function: FunctionKey, sites: [CallSite])] = []
        private var table: [FunctionKey: [CallSite]] = [:]

        mutating func sites(of function: FunctionKey, _ find: (FunctionKey) -> [CallSite]) -> [CallSite] {
            for k in list.indices where list[k].function == function { return list[k].sites }
            if !table.isEmpty, let known = table[function] { return known }
            let sites = find(function)
            if list.count < 16 { list.append((function, sites)) } else { table[function] = sites }
            return sites
        }
    }

    /// Follows `pushes[k]` (read in place: a copy of the fact would retain its strings and values).
    private func follow(_ pushes: [PushFact], _ k: Int, into batch: inout PushBatch, memo: inout CallSiteMemo) {
        let function = pushes[k].function
        let owner = inference.ownerName(function.owner, parents: [])
        guard let key = inference.pathKey(pushes[k].target, owner: owner) else { return }
        guard !contexts(bindingKey: key).isEmpty else { return }  // an array no stack binds is not navigation
        batch.pushingFunctions.append(MemberName(owner: owner ?? function.owner, name: function.name))
        var elementContext: ResolvedType?
        if case .array(let e) = pathType(key).unwrapped { elementContext = e }
        let fk = FunctionKey(owner: owner ?? function.owner, name: function.name, signature: function.signature)
        for (value, location) in pushes[k].values {
            var pending = PendingPush(type: nil, parameter: nil, parameterType: .unknown, location: location)
            if case .parameter(let i, let t) = value {
                pending.parameter = i
                pending.parameterType = t.map { table.resolve($0, context: TypeInference.components(owner)) } ?? .unknown
            } else {
                pending.type = NavigationAnalysis.valueType(inference.type(of: value, owner: owner, contextType: elementContext).unwrapped)
            }
            expand(pending, in: fk, key: key, elementContext: elementContext, depth: 0, into: &batch, memo: &memo)
        }
    }

    /// Reports a push at the call sites of the function it is in, when that function is a wrapper with callers;
    /// otherwise at the push itself.
    private func expand(_ pending: PendingPush, in function: FunctionKey, key: PathKey, elementContext: ResolvedType?, depth: Int, into batch: inout PushBatch, memo: inout CallSiteMemo) {
        let callers = depth < 4 ? callSites(of: function, memo: &memo) : []
        if callers.isEmpty {
            let type = pending.type ?? (pending.parameterType.isKnown && !isErased(pending.parameterType) ? pending.parameterType : .unknown)
            if type.isKnown {
                batch.sites.append(PushSite(type: type, location: pending.location, key: key, targets: bindings.targets(key), function: function))
            } else {
                batch.unresolvedLocations.append(pending.location)
                batch.keysWithUnresolvedPushes.append(contentsOf: bindings.targets(key))
            }
            return
        }
        for site in callers {
            let calls = files[site.file].calls, ci = site.index, callerOwner = site.callerOwner
            var next = PendingPush(type: pending.type, parameter: nil, parameterType: .unknown, location: calls[ci].location)
            if let p = pending.parameter {
                guard let a = site.argument(forParameter: p) else { continue }
                let argument = calls[ci].arguments[a]
                next.location = argument.location
                if case .parameter(let j, let t) = argument.value {
                    // The caller passes its own parameter along: a wrapper of a wrapper.
                    next.parameter = j
                    next.parameterType = pending.parameterType.isKnown && !isErased(pending.parameterType)
                        ? pending.parameterType
                        : (t.map { table.resolve($0, context: TypeInference.components(callerOwner)) } ?? .unknown)
                } else if pending.parameterType.isKnown && !isErased(pending.parameterType) {
                    next.type = pending.parameterType
                } else {
                    next.type = NavigationAnalysis.valueType(inference.type(of: argument.value, owner: callerOwner, contextType: elementContext).unwrapped)
                }
            } else if !calls[ci].arguments.isEmpty {
                next.location = calls[ci].arguments[0].location
            }
            let caller = calls[ci].function
            expand(next, in: FunctionKey(owner: callerOwner ?? caller.owner, name: caller.name, signature: caller.signature),
                   key: key, elementContext: elementContext, depth: depth + 1, into: &batch, memo: &memo)
        }
    }

    /// `AnyHashable` or unknown (`any Hashable`, a generic parameter, erased by the indexer): the value's own type decides.
    private func isErased(_ t: ResolvedType) -> Bool {
        switch t {
        case .external(let n, _): return n == "AnyHashable"
        case .unknown: return true
        default: return false
        }
    }

    /// Calls of `function` (a method of a scanned type) found in the scanned code, with the caller's owner and
    /// a map from the function's parameter index to the call's argument index.
    private func callSites(of function: FunctionKey, memo: inout CallSiteMemo) -> [CallSite] {
        // A view's body or an initializer is never a push wrapper.
        if function.name == "body" || function.name == "init" { return [] }
        return memo.sites(of: function, findCallSites)
    }

    private func findCallSites(of function: FunctionKey) -> [CallSite] {
        // View code (a body, a view-code member) is not a push wrapper.
        guard !graph.isViewCode(MemberName(owner: function.owner, name: function.name)),
              let info = table[function.owner] else { return [] }
        let candidates = info.methods(named: function.name)
        guard let (method, methodContext) = candidates.first(where: { $0.0.signature == function.signature }) ?? (function.signature.isEmpty ? candidates.first : nil) else { return [] }
        // A method with no namesake has no overload to tell apart: its labels need no comparing.
        let labels = candidates.count > 1 ? method.parameters.map(\.label) : []
        let overloaded = candidates.count > 1 && candidates.filter { $0.0.parameters.map(\.label) == labels }.count > 1
        var result: [CallSite] = []
        for (fi, ci, callerOwner) in callsByTarget[MemberName(owner: function.owner, name: function.name)] ?? [] {
            // The call is read in place: a copy would retain its receiver, name, arguments and function.
            let calls = files[fi].calls
            // Labels must agree with the parameters, in order (defaulted parameters may be left out). The map from
            // parameters to arguments is made only when some parameter is left out before an argument.
            var mapping: [Int] = []
            var p = 0
            var ok = true
            for a in calls[ci].arguments.indices {
                while p < method.parameters.count && method.parameters[p].label != calls[ci].arguments[a].label { p += 1 }
                if p == method.parameters.count { ok = false; break }
                if p != a && mapping.isEmpty {
                    mapping = [Int](repeating: -1, count: method.parameters.count)
                    for j in 0..<a { mapping[j] = j }
                }
                if !mapping.isEmpty { mapping[p] = a }
                // Overloads that differ only in types: the argument must fit this one, or the call is not counted.
                if overloaded, !argument(calls[ci].arguments[a].value, fits: method.parameters[p].type, parameterContext: methodContext, callerOwner: callerOwner) { ok = false; break }
                p += 1
            }
            guard ok else { continue }
            result.append(CallSite(file: fi, index: ci, callerOwner: callerOwner, argumentOfParameter: mapping,
                                   inOrder: mapping.isEmpty ? calls[ci].arguments.count : 0))
        }
        return result
    }

    /// Does an argument fit a parameter's type: an implicit member the type has, or a value of that type?
    private func argument(_ value: ValueExpr, fits parameter: TypeRef?, parameterContext: [String], callerOwner: String?) -> Bool {
        guard let parameter else { return false }
        let expected = table.resolve(parameter, context: parameterContext).unwrapped
        if case .implicitMember(let m) = value {
            guard case .nominal(let n, _) = expected, let info = table[n] else { return false }
            return info.enumCase(m) != nil || info.property(m)?.0.isStatic == true || info.methods(named: m).contains { $0.0.isStatic }
        }
        let actual = inference.type(of: value, owner: callerOwner, contextType: expected).unwrapped
        return actual.isKnown && actual == expected
    }

    // MARK: - Scopes

    /// `registrations(in:)` of every page, worked out ahead (`preparePages`) and read with no lock.
    private var pageRegistrations: [Frame: Set<Int32>] = [:]

    /// Registrations in a page: every registration in the frames composed into it. Every page a scope reaches is
    /// among those `preparePages` works out; anything else is computed on the spot.
    private func registrations(in page: Frame) -> Set<Int32> {
        pageRegistrations[page] ?? computeRegistrations(in: page)
    }

    private func computeRegistrations(in page: Frame) -> Set<Int32> {
        NavigationAnalysis.registrations(in: page, graph: graph, byFrame: registrationsByFrame)
    }

    /// Registrations in a page, from the table of registrations by frame handed in (read through a local by the
    /// threads that work pages out: through the class's property, each read was checked for exclusive access).
    private static func registrations(in page: Frame, graph: ViewGraph, byFrame: [Frame: [Int32]]) -> Set<Int32> {
        var result: Set<Int32> = []
        for f in graph.composedFrames(of: page) {
            for id in byFrame[f] ?? [] { result.insert(id) }
        }
        return result
    }

    /// The pages scopes are made of (context roots, and the content each registration, view link and isPresented or
    /// item destination pushes): their composed frames and registrations, worked out in parallel before the scopes.
    private func preparePages(jobs: Int) {
        var pages = contexts.map(\.root)
        // Facts are read by index, in place: a loop over them would copy each one (and retain its strings).
        for i in registrations.indices { pages.append(registrations[i].content) }
        for (ri, r) in graph.regions.enumerated() {
            for l in r.links.indices where r.links[l].pushesView { pages.append(Frame(region: Int32(ri), element: r.links[l].contentElement)) }
            for d in r.destinations.indices where r.destinations[d].pushesView { pages.append(Frame(region: Int32(ri), element: r.destinations[d].contentElement)) }
        }
        let unique = Array(Set(pages)).sorted()
        graph.precompose(unique, jobs: jobs)
        let graph = graph, byFrame = registrationsByFrame
        pageRegistrations = ParallelMap.table(unique, jobs: jobs) { NavigationAnalysis.registrations(in: $0, graph: graph, byFrame: byFrame) }
    }

    /// The numbers of the types registered on each context's pages (`registeredTypeIDs`).
    private var contextTypeIDs: [Set<Int32>] = []

    private func computeScopes(jobs: Int) {
        preparePages(jobs: jobs)
        let tables = ScopeTables(content: registrations.map(\.content), typeID: registrationTypeID, linkTypeIDs: linkTypeIDs,
                                 contexts: contexts, pageRegistrations: pageRegistrations, attachedTo: registrationsAttachedTo,
                                 pushSitesByKey: pushSitesByKey, pushSiteTypeIDs: pushSiteTypeIDs,
                                 keysWithUnresolvedPushes: keysWithUnresolvedPushes, unknownTypeID: unknownTypeID)
        let scopes = ParallelMap.map(count: contexts.count, jobs: jobs) { self.computeScope($0, tables) }
        contextTypeIDs = scopes.map(\.typeIDs)
        // One entry per value link a scope holds, at most: sized once.
        linkContexts.reserveCapacity(scopes.reduce(0) { $0 + $1.links.count })
        for (ci, scope) in scopes.enumerated() {
            contexts[ci].visible = scope.visible
            contexts[ci].successors = scope.successors
            contexts[ci].isIncomplete = scope.isIncomplete
            // The first page's set is taken as it is (shared, not copied into a new set), then the others added.
            var all = Set<Int32>()
            for seen in scope.visible.values {
                if all.isEmpty { all = seen } else { all.formUnion(seen) }
            }
            contexts[ci].allRegistrations = all
            // How links fare in each context was gathered with its scope; merged here in context order.
            for (ref, entry) in scope.links { linkContexts[ref, default: []].append(entry) }
        }
    }

    /// What every scope reads, gathered once: read through a local, not the class's properties (each read of
    /// which is checked for exclusive access), and each registration's content frame in a compact list of its own.
    private struct ScopeTables {
        let content: [Frame]
        let typeID: [Int32]          // `registrationTypeID`
        let linkTypeIDs: [[Int32]]
        let contexts: [NavigationContext]
        let pageRegistrations: [Frame: Set<Int32>]
        let attachedTo: [FactRef: [Int32]]      // `registrationsAttachedTo`
        let pushSitesByKey: [PathKey: [Int]]
        let pushSiteTypeIDs: [Int32]
        let keysWithUnresolvedPushes: Set<PathKey>
        let unknownTypeID: Int32

        /// `registrations(in:)`, from the tables.
        func registrations(in page: Frame, _ analysis: NavigationAnalysis) -> Set<Int32> {
            pageRegistrations[page] ?? analysis.computeRegistrations(in: page)
        }
    }

    /// What a context's pages see and push (docs/navigation.md#s4.2). Reads the analysis only: contexts are computed in parallel.
    private struct Scope {
        var visible: [Frame: Set<Int32>] = [:]
        var successors: [Frame: Set<Frame>] = [:]
        var isIncomplete = false
        /// How each value link of known type fares in this context (see `linkContexts`), each link once: a list (a
        /// table made for a scope's first link was grown at once), searched through `linkIndex` once long.
        var links: [(ref: FactRef, entry: LinkInContext)] = []
        /// The numbers of the types of all its registrations (`contextTypeIDs`).
        var typeIDs: Set<Int32> = []
    }

    private func computeScope(_ ci: Int, _ tables: ScopeTables) -> Scope {
        var scope = Scope()
        let root = tables.contexts[ci].root
        var start = tables.registrations(in: root, self)
        // (Most stacks have no destination attached to the container itself: no table to look in.)
        if !tables.attachedTo.isEmpty {
            for id in tables.attachedTo[tables.contexts[ci].container] ?? [] { start.insert(id) }
        }
        // Sized for a few pages: made for one, the table was grown (and rehashed) at the first page pushed.
        var visible = [Frame: Set<Int32>](minimumCapacity: 4)
        visible[root] = start
        // (Made of its size: `reserveCapacity` on an empty table took the generic path at more cost than this.)
        scope.successors = Dictionary(minimumCapacity: 4)
        // The type numbers pushed onto the stack's path: a short list (most paths are pushed a type or two), made
        // into a set only when long.
        var pushTypes: [Int32] = []
        var pushTypeSet: Set<Int32>?
        var anyPush = false
        if let key = tables.contexts[ci].pathKey {
            for i in tables.pushSitesByKey[key] ?? [] where tables.pushSiteTypeIDs[i] >= 0 {
                let t = tables.pushSiteTypeIDs[i]
                if pushTypeSet != nil {
                    pushTypeSet!.insert(t)
                } else if !pushTypes.contains(t) {
                    pushTypes.append(t)
                    if pushTypes.count > 8 { pushTypeSet = Set(pushTypes) }
                }
            }
            anyPush = !tables.keysWithUnresolvedPushes.isEmpty && tables.keysWithUnresolvedPushes.contains(key)
        }
        func isPushed(_ type: Int32) -> Bool {
            if let pushTypeSet { return pushTypeSet.contains(type) }
            return pushTypes.contains(type)
        }
        // One list of a page's targets, emptied for each page (keeping its storage).
        var targets: [Frame] = []
        var queue = [root]
        var steps = 0
        while let page = queue.popLast() {
            steps += 1
            if steps > 1_000_000 {
                // Not expected on real code; if it happens, the scope is not known in full.
                scope.isIncomplete = true
                break
            }
            let seen = visible[page] ?? []
            targets.removeAll(keepingCapacity: true)
            // The registrations seen, by type number, when there are many: made for the first link of known type.
            var seenByType: [Int32: [Int32]]?
            for f in graph.composedFrames(of: page) {
                // Code too deep to read, or content NavLint cannot follow: registrations may be missing, and the
                // content may push any registration it sees. (Both read from the graph's compact tables: the region
                // itself is loaded only when the frame holds links or destinations.)
                if graph.isIncomplete(region: f.region) || graph.hasOpaqueContent(f) {
                    scope.isIncomplete = true
                    for id in seen { targets.append(tables.content[Int(id)]) }
                }
                let links = graph.links(in: f), destinations = graph.destinations(in: f)
                if links.isEmpty && destinations.isEmpty { continue }
                // The region's lists are read in place: a copy of the region retained every one of its lists.
                let regionLinks = graph.regions[Int(f.region)].links
                for l in links {
                    // The link is read in place (a copy would retain its value).
                    if regionLinks[Int(l)].kind == .value {
                        let t = tables.linkTypeIDs[Int(f.region)][Int(l)]
                        // A link of unknown type may push any registered type (docs/navigation.md#s4.2: a may-analysis).
                        if t == NavigationAnalysis.notKnown {
                            for id in seen { targets.append(tables.content[Int(id)]) }
                        } else if t >= 0 && seen.count <= 16 {
                            for id in seen where tables.typeID[Int(id)] == t { targets.append(tables.content[Int(id)]) }
                        } else if t >= 0 {
                            if seenByType == nil {
                                var byType: [Int32: [Int32]] = [:]
                                for id in seen { byType[tables.typeID[Int(id)], default: []].append(id) }
                                seenByType = byType
                            }
                            for id in seenByType![t] ?? [] { targets.append(tables.content[Int(id)]) }
                        }
                    } else if regionLinks[Int(l)].pushesView {
                        targets.append(Frame(region: f.region, element: regionLinks[Int(l)].contentElement))
                    }
                }
                if !destinations.isEmpty {
                    let regionDestinations = graph.regions[Int(f.region)].destinations
                    for d in destinations where regionDestinations[Int(d)].pushesView {
                        targets.append(Frame(region: f.region, element: regionDestinations[Int(d)].contentElement))
                    }
                }
            }
            if anyPush || !pushTypes.isEmpty {  // (the set, when made, holds the list's types and more)
                for id in seen where anyPush || isPushed(tables.typeID[Int(id)]) { targets.append(tables.content[Int(id)]) }
            }
            scope.successors[page, default: []].formUnion(targets)
            for q in targets {
                let own = tables.registrations(in: q, self)
                guard var next = visible[q] else {
                    // A page first reached shares the set it was reached with (no copy unless it registers more).
                    var next = seen
                    next.formUnion(own)
                    visible[q] = next
                    queue.append(q)
                    continue
                }
                // Reached again with the set it already has (one storage: compared at once): nothing new.
                if next == seen && own.isSubset(of: next) { continue }
                let before = next.count
                next.formUnion(seen)
                next.formUnion(own)
                if next.count != before {
                    visible[q] = next
                    queue.append(q)
                }
            }
        }
        scope.visible = visible
        // Pages reached the same way share one set of registrations: their types are worked out once.
        var last: (seen: Set<Int32>, types: Set<Int32>)?
        var linkIndex: [FactRef: Int]?
        for (page, seen) in visible {
            let types: Set<Int32>
            if let last, last.seen == seen {
                types = last.types
            } else {
                var t = Set<Int32>(minimumCapacity: seen.count)
                for id in seen { t.insert(tables.typeID[Int(id)]) }
                types = t
                last = (seen, t)
                // The first set is taken as it is (shared), not copied into an empty one.
                if scope.typeIDs.isEmpty { scope.typeIDs = t } else { scope.typeIDs.formUnion(t) }
            }
            // A registration of unknown type (`for: D.self` in generic code) may map anything.
            let mapsAnything = tables.unknownTypeID >= 0 && types.contains(tables.unknownTypeID)
            for f in graph.composedFrames(of: page) {
                for l in graph.links(in: f) {
                    // The type number first: the link itself (in its region, seldom in cache) only when it has one.
                    let t = tables.linkTypeIDs[Int(f.region)][Int(l)]
                    guard t != NavigationAnalysis.notKnown, graph.regions[Int(f.region)].links[Int(l)].kind == .value else { continue }
                    let ref = FactRef(region: f.region, index: l)
                    let mapped = mapsAnything || (t >= 0 && types.contains(t))
                    let known = linkIndex != nil ? linkIndex![ref] : scope.links.firstIndex { $0.ref == ref }
                    if let known {
                        if mapped && !scope.links[known].entry.mapped { scope.links[known].entry = LinkInContext(context: ci, mapped: true) }
                    } else {
                        scope.links.append((ref, LinkInContext(context: ci, mapped: mapped)))
                        if linkIndex != nil {
                            linkIndex![ref] = scope.links.count - 1
                        } else if scope.links.count > 16 {
                            var index = [FactRef: Int](minimumCapacity: 64)
                            for (i, e) in scope.links.enumerated() { index[e.ref] = i }
                            linkIndex = index
                        }
                    }
                }
            }
        }
        return scope
    }

    /// Path mutations and push-wrapper calls made after an `await` with no liveness check between, on paths a
    /// stack binds: (where, the await).
    public func navigationAfterAwait() -> [(location: SourceLocation, await: SourceLocation)] {
        var result: [(location: SourceLocation, await: SourceLocation)] = []
        // Pushes are read in place: `for p in f.pushes` would copy every fact (and retain its strings).
        for fi in files.indices {
            let pushes = files[fi].pushes
            for k in pushes.indices {
                guard let aw = pushes[k].afterAwait else { continue }
                let owner = inference.ownerName(pushes[k].function.owner, parents: [])
                guard let key = inference.pathKey(pushes[k].target, owner: owner), !contexts(bindingKey: key).isEmpty else { continue }
                result.append((pushes[k].location, aw))
            }
        }
        if !callsAfterAwait.isEmpty {
            let pushing = Set(pushingFunctions)
            for c in callsAfterAwait where pushing.contains(c.target) { result.append((c.location, c.await)) }
        }
        return result.sorted { $0.location < $1.location }
    }

    /// Value links and pushes whose value's type NavLint could not read, in source order (docs/navigation.md#s4.6: counted and
    /// shown, never reported as findings).
    public func unresolvedPlaces() -> [(location: SourceLocation, isLink: Bool)] {
        var result: [(location: SourceLocation, isLink: Bool)] = []
        for (ri, r) in graph.regions.enumerated() {
            for li in r.links.indices where r.links[li].kind == .value {
                if let at = r.links[li].valueLocation, !linkType(FactRef(region: Int32(ri), index: Int32(li))).isKnown { result.append((at, true)) }
            }
        }
        for at in unresolvedPushLocations { result.append((at, false)) }
        return result.sorted { $0.location < $1.location }
    }

    /// The types a value link sees in a context: those of the registrations visible on any page of the context whose
    /// composed frames hold the link.
    public func visibleTypes(ofLink ref: FactRef, in context: Int) -> Set<ResolvedType> {
        let frame = graph.frame(of: graph.regions[Int(ref.region)].links[Int(ref.index)].element, in: ref.region)
        var types: Set<ResolvedType> = []
        for (page, seen) in contexts[context].visible where graph.composedFrames(of: page).contains(frame) {
            for id in seen { types.insert(registrations[Int(id)].type) }
        }
        return types
    }

    /// The contexts in which a value link is unmapped (docs/navigation.md#s4): complete contexts whose pages do not map its type,
    /// leaving out split-view columns where the link drives the list selection or another column maps the type.
    public func unmappedContexts(ofLink ref: FactRef) -> [LinkInContext] {
        let link = graph.regions[Int(ref.region)].links[Int(ref.index)]
        let type = linkType(ref)
        var unmapped: [LinkInContext] = []
        for entry in linkContexts[ref] ?? [] where !entry.mapped {
            let ctx = contexts[entry.context]
            if ctx.isIncomplete { continue }
            if ctx.kind == .column {
                // docs/navigation.md#s4.4: a value of the selection's type drives the split view; columns share what they map.
                if let selection = selectionType(around: link.element, in: ref.region), selection == type || !selection.isKnown { continue }
                let columnsMap = contexts.indices.contains { i in
                    contexts[i].container == ctx.container && registeredTypes(i).contains(type)
                }
                if columnsMap { continue }
            }
            unmapped.append(entry)
        }
        return unmapped
    }

    /// The stacks a push goes onto whose registrations do not map its type (complete stacks only).
    /// A push may land on any stack whose path it may stand for (one router class, two instances; one child
    /// view, two tabs): it is unmapped only when none of them maps its type and all are known in full.
    public func unmappedContexts(of site: PushSite) -> [Int] {
        unmappedContexts(targets: site.targets, typeID: registeredTypeIDs[site.type] ?? NavigationAnalysis.notRegistered)
    }

    /// `unmappedContexts(of: pushSites[i])`, with the site's type number known already.
    public func unmappedContexts(ofPushSite i: Int) -> [Int] {
        unmappedContexts(targets: pushSites[i].targets, typeID: pushSiteTypeIDs[i])
    }

    /// Types are compared by number (`registeredTypeIDs`): a stack maps the type when one of its registrations has
    /// that number, or the number of `.unknown`. `targets`: the site's `bindings.targets` (its stacks are those of
    /// `contexts(bindingKey:)`).
    private func unmappedContexts(targets: [PathKey], typeID: Int32) -> [Int] {
        let stacks = targets.count == 1 ? contextsByKey[targets[0]] ?? [] : targets.flatMap { contextsByKey[$0] ?? [] }
        for ci in stacks {
            if contexts[ci].isIncomplete { return [] }
            let types = contextTypeIDs[ci]
            if (typeID >= 0 && types.contains(typeID)) || (unknownTypeID >= 0 && types.contains(unknownTypeID)) { return [] }
        }
        return stacks
    }

    /// A branch of an `if`/`switch`/`#if` in view code: the region and its `.conditional` element.
    public struct Branch: Hashable, Sendable {
        public var region: Int32
        public var element: Int32
    }

    /// The branches each registration of a page sits in, through the views composed into the page.
    public func branches(in page: Frame) -> [Int32: [Branch]] {
        var result: [Int32: [Branch]] = [:]
        var seen: Set<Frame> = [page]
        var stack: [(Frame, [Branch])] = [(page, [])]
        while let (f, inherited) = stack.popLast() {
            let region = graph.regions[Int(f.region)]
            for id in registrationsByFrame[f] ?? [] {
                result[id] = inherited + branchesAround(region.destinations[Int(registrations[Int(id)].ref.index)].element, in: f.region)
            }
            for u in graph.content(f).uses {
                let path = inherited + branchesAround(region.uses[Int(u)].element, in: f.region)
                for target in graph.targetRegions(of: region.uses[Int(u)], in: f.region) {
                    let top = Frame(region: target, element: 0)
                    if seen.insert(top).inserted { stack.append((top, path)) }
                }
            }
        }
        return result
    }

    private func branchesAround(_ element: Int32, in region: Int32) -> [Branch] {
        let r = graph.regions[Int(region)]
        return graph.ancestors(of: element, in: region).filter { r.elements[Int($0)].kind == .conditional }.map { Branch(region: region, element: $0) }
    }

    /// Are two branch paths in different branches of one `if`/`switch`/`#if` (never live together)?
    public func areExclusive(_ a: [Branch], _ b: [Branch]) -> Bool {
        for x in a {
            for y in b where x != y && x.region == y.region {
                let r = graph.regions[Int(x.region)]
                if r.elements[Int(x.element)].parent == r.elements[Int(y.element)].parent { return true }
            }
        }
        return false
    }

    /// Where each frame stands: inside some navigation context's pages, and/or in a context known to be outside
    /// navigation (the app's scenes, a sheet's content), with the place that starts that outside context.
    public struct Placement {
        public var inside: Set<Frame> = []
        public var outside: [Frame: SourceLocation] = [:]
    }

    /// Computed when the analysis is built (a lazy property would be filled by two threads at once).
    public private(set) var placement = Placement()

    private func computePlacement() -> Placement {
        var p = Placement()
        // A page's composed frames are the page and top frames of regions: sized once for all of them.
        p.inside.reserveCapacity(contexts.reduce(graph.regions.count) { $0 + $1.visible.count })
        for ci in contexts.indices {
            for page in contexts[ci].visible.keys { p.inside.formUnion(graph.composedFrames(of: page)) }
        }
        // Outside contexts start at the app's scenes, and at each presentation in a view whose own place is
        // known (inside a stack or already outside): a sheet in a view nothing creates has no known context.
        var pending: [(Frame, SourceLocation)] = []
        var presentations: [(frame: Frame, presenter: Frame, at: SourceLocation)] = []
        for (ri, r) in graph.regions.enumerated() {
            if r.kind == .app {
                let windowGroup = r.uses.first { if case .type(let t) = $0.target { return t.simpleName == "WindowGroup" } else { return false } }
                pending.append((Frame(region: Int32(ri), element: 0), windowGroup?.location ?? r.location))
            }
            // By index: `for e in r.elements` would copy each element (and retain its name).
            for ei in r.elements.indices where r.elements[ei].kind == .presentation {
                presentations.append((Frame(region: Int32(ri), element: Int32(ei)), graph.frame(of: r.elements[ei].parent, in: Int32(ri)), r.elements[ei].location))
            }
        }
        var started: Set<Frame> = []
        while true {
            for (root, at) in pending.sorted(by: { $0.0 < $1.0 }) where started.insert(root).inserted {
                markOutside(from: root, at: at, into: &p)
            }
            pending = presentations.filter { !started.contains($0.frame) && (p.inside.contains($0.presenter) || p.outside[$0.presenter] != nil) }
                .map { ($0.frame, $0.at) }
            if pending.isEmpty { break }
        }
        return p
    }

    /// Marks the frames composed into an outside context's root. Views placed by an app's own container or
    /// wrapped by a modifier that holds a stack are not known to be outside: their frames are not followed.
    private func markOutside(from root: Frame, at: SourceLocation, into p: inout Placement) {
        var seen: Set<Frame> = [root]
        var stack = [root]
        while let f = stack.popLast() {
            let region = graph.regions[Int(f.region)]
            if appliesStackOwningModifier(f) { continue }
            if p.outside[f] == nil { p.outside[f] = at }
            for u in graph.content(f).uses where !isForwarded(region.uses[Int(u)].element, in: f.region) {
                for target in graph.targetRegions(of: region.uses[Int(u)], in: f.region) {
                    let top = Frame(region: target, element: 0)
                    if seen.insert(top).inserted { stack.append(top) }
                }
            }
        }
    }

    package func isForwarded(_ element: Int32, in region: Int32) -> Bool {
        let r = graph.regions[Int(region)]
        return graph.ancestors(of: element, in: region).contains { r.elements[Int($0)].kind == .forwarded }
    }

    /// Does the frame apply an app-written modifier (`.modifier(Host())`, `.withNavigation()`) whose own view
    /// code holds a navigation container? Then the frame's views may be inside it.
    package func appliesStackOwningModifier(_ f: Frame) -> Bool {
        let region = graph.regions[Int(f.region)]
        for u in graph.content(f).uses {
            switch region.uses[Int(u)].target {
            case .modifier, .modifierType:
                if graph.targetRegions(of: region.uses[Int(u)], in: f.region).contains(where: { modifierOwnsStack($0, depth: 0) }) { return true }
            default:
                break
            }
        }
        return false
    }

    /// Does a modifier's view code hold a navigation container, itself or through the modifiers it applies
    /// (`extension View { func navigation() -> some View { modifier(NavigationModifier()) } }`)?
    package func modifierOwnsStack(_ region: Int32, depth: Int) -> Bool {
        let r = graph.regions[Int(region)]
        if !r.containers.isEmpty { return true }
        guard depth < 4 else { return false }
        for use in r.uses {
            switch use.target {
            case .modifier, .modifierType:
                if graph.targetRegions(of: use, in: region).contains(where: { $0 != region && modifierOwnsStack($0, depth: depth + 1) }) { return true }
            default:
                break
            }
        }
        return false
    }

    /// The place that starts an outside context a fact is in, when every known context of it is outside.
    public func outsideOnly(element: Int32, in region: Int32) -> SourceLocation? {
        let f = graph.frame(of: element, in: region)
        guard !placement.inside.contains(f), !isForwarded(element, in: region), let at = placement.outside[f] else { return nil }
        return at
    }

    /// Registrations of a context's root page (its root content and destinations attached to the container).
    public func rootRegistrations(_ ci: Int) -> Set<Int32> {
        var result = registrations(in: contexts[ci].root)
        for id in registrationsAttachedTo[contexts[ci].container] ?? [] { result.insert(id) }
        return result
    }

    /// Path mutations that remove from a path some stack binds, as (fact, its file's facts).
    public func removals() -> [PushFact] {
        var result: [PushFact] = []
        // Pushes are read in place: `for p in f.pushes` would copy every fact (and retain its strings).
        for fi in files.indices {
            let pushes = files[fi].pushes
            for k in pushes.indices where pushes[k].operation == .removeLast || pushes[k].operation == .removeLastCount {
                let owner = inference.ownerName(pushes[k].function.owner, parents: [])
                guard let key = inference.pathKey(pushes[k].target, owner: owner), !contexts(bindingKey: key).isEmpty else { continue }
                result.append(pushes[k])
            }
        }
        return result
    }

    /// Types registered anywhere on a context's pages (computed once per context).
    public func registeredTypes(_ ci: Int) -> Set<ResolvedType> {
        if let known = registeredTypesCache[ci] { return known }
        let types = Set(contexts[ci].allRegistrations.map { registrations[Int($0)].type })
        registeredTypesCache[ci] = types
        return types
    }

    private let registeredTypesCache = LockedCache<Int, Set<ResolvedType>>()

    // MARK: - Lazy containers and selections

    /// The first element around a place, up to a boundary, that `matches`; at the top of a region the search
    /// goes on at each place the region is used (`List { RowView() }` with the place in `RowView.body`).
    public func firstAncestor(around element: Int32, in region: Int32, where matches: (ViewRegion, Int32) -> Bool) -> (region: Int32, element: Int32)? {
        // The regions visited: a short list (the search goes 8 uses deep at most), searched in order.
        var visited: [Int32] = []
        return firstAncestor(around: element, in: region, where: matches, visited: &visited, depth: 0)
    }

    private func firstAncestor(around element: Int32, in region: Int32, where matches: (ViewRegion, Int32) -> Bool,
                               visited: inout [Int32], depth: Int) -> (region: Int32, element: Int32)? {
        guard depth < 8, !visited.contains(region) else { return nil }
        visited.append(region)
        let r = graph.regions[Int(region)]
        for e in graph.ancestors(of: element, in: region) {
            if matches(r, e) { return (region, e) }
            if r.elements[Int(e)].kind.isBoundary { return nil }
        }
        // (A region used once, as most are, needs no sorted copy of its one use.)
        let uses = graph.usesOfRegion[region] ?? []
        for use in uses.count > 1 ? uses.sorted() : uses {
            let u = graph.regions[Int(use.region)].uses[Int(use.index)]
            if let found = firstAncestor(around: u.element, in: use.region, where: matches, visited: &visited, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The lazy container a place is inside of, directly or through the views composed into its content.
    public func lazyContainer(around element: Int32, in region: Int32) -> (region: Int32, element: Int32)? {
        firstAncestor(around: element, in: region) { r, e in r.elements[Int(e)].kind == .lazy }
    }

    /// A value link in a `List(selection:)` of a split-view column whose value is the selection's type: it drives
    /// the selection (the next column shows it) rather than push (docs/navigation.md#s4.4).
    public func drivesSelection(_ ref: FactRef) -> Bool {
        guard graph.hasSelections else { return false }
        let link = graph.regions[Int(ref.region)].links[Int(ref.index)]
        guard let selection = selectionType(around: link.element, in: ref.region), selection == linkType(ref) || !selection.isKnown else { return false }
        return firstAncestor(around: link.element, in: ref.region) { r, e in r.elements[Int(e)].kind == .column } != nil
    }

    /// `List(selection: $x)` around a link (also through a row view used in it): the selection's element type.
    public func selectionType(around element: Int32, in region: Int32) -> ResolvedType? {
        // No selection anywhere: none around this place either (the search reads every region the place is used in).
        guard graph.hasSelections else { return nil }
        guard let (lr, le) = firstAncestor(around: element, in: region, where: { r, e in r.selections.contains { $0.element == e } }),
              let s = graph.regions[Int(lr)].selections.first(where: { $0.element == le }) else { return nil }
        guard let key = inference.pathKey(s.selection, owner: graph.owners[Int(lr)]) else { return .unknown }
        var t = inference.propertyType(key.owner, key.property).unwrapped
        if case .external(let n, let g) = t, n == "Set", g.count == 1 { t = g[0] }
        return t
    }
}
