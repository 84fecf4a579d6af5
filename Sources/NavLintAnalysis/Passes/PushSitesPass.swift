// Pass `pushes`: programmatic pushes onto stack paths, followed through push wrappers to where the value is chosen.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    private struct PendingPush {
        var type: ResolvedType?          // known when the value is chosen inside the function
        var parameter: Int?              // or: the function's parameter that is pushed
        var parameterType: ResolvedType
        /// The parameter's type as written, when it is a generic parameter of the function's type (`push(_ path: T)` of
        /// `Router<T>`): what it stands for is read at each call, from the receiver's type (`Router<AppRoute>`).
        var parameterWritten: TypeRef? = nil
        var location: SourceLocation
        var typeChosenAt: SourceLocation?  // the push inside a wrapper that fixed `type`
        var style = PushStyle.push         // pushed, or presented (FlowStacks' `presentSheet`)
        var condition: ParameterCase?      // made only by calls passing one of these cases for the parameter
        /// A value of unknown type read in the code of a generic type (`item` of `Row<Item>`): typed at each construction
        /// of that view when the push is made in its code.
        var generic: (value: ValueExpr, owner: String)?
        /// A member declared as an existential whose constructions fix its types (`entry.destination`): one site per type.
        var existential: [ResolvedType]?
    }

    func collectPushSites(jobs: Int) {
        // Only calls of functions that push, or that call such functions, can be wrapper call sites.
        // Names of push functions, then of their callers, four calls deep (wrappers are followed no deeper): each
        // round reads the files in parallel against the names found so far.
        // (Names as `NameKey`: every call's name is looked up in the set, each round.)
        // Only pushes that `follow` follows seed the search: values put onto a path some stack binds (an `append` to
        // any other array is not navigation; in code with no stack there is nothing to search for).
        var candidates: Set<NameKey> = []
        // Functions pushing onto an `inout` parameter of a type some stack's path has (`inout NavigationPath`, not the
        // `inout [UInt8]` of a byte encoder), or onto a `Binding` of one (`on path: Binding<NavigationPath>`): which path
        // they push onto, their callers say.
        var inoutPushers: Set<FunctionKey> = []
        // Methods of extensions of path types pushing onto the path they are called on (`extension NavigationPath {
        // mutating func show(_ r: Route) { append(r) } }`): which path, each call's receiver says. Keyed by the extended
        // type as `TypeTable.pathExtensionOwner` names it.
        var receiverPushers: Set<FunctionKey> = []
        // Methods of a protocol's extension pushing onto a path property the protocol requires (`extension Coordinator {
        // func push<V: Hashable>(_ v: V) { path.append(v) } }`): the push acts on that property of the type whose method
        // is called, so it is followed in each scanned type that conforms, as that type's method. Keyed by the protocol.
        var protocolConformers: [String: [String]] = [:]
        var boundPathTypes: Set<ResolvedType>?
        // Loops read each fact's fields in place: `for p in pushes` would copy every fact (and retain its strings).
        // Measured: this pass written with plain `for push in file.pushes` loops (and the sites merged by value) cost
        // +2.7 % instructions on IceCubesApp and +3.7 % on damus (callgrind, `lint -q -j1`), so it stays as it is.
        for fi in files.indices {
            let pushes = files[fi].pushes
            for k in pushes.indices where NavigationAnalysis.isFollowed(pushes[k].operation) {
                if case .parameter(let i) = pushes[k].target {
                    if contextsByKey.isEmpty { continue }
                    if boundPathTypes == nil { boundPathTypes = Set(contextsByKey.keys.map { pathType($0).unwrapped }) }
                    let function = pushes[k].function
                    let owner = inference.ownerName(function.owner, parents: [])
                    guard let method = NavigationAnalysis.declaration(of: function, among: declarations(of: function, owner: owner)),
                          method.0.parameters.indices.contains(i), let written = method.0.parameters[i].type,
                          boundPathTypes!.contains(NavigationAnalysis.boundValue(table.resolve(written, context: method.context)).unwrapped) else { continue }
                    inoutPushers.insert(FunctionKey(owner: owner ?? function.owner, name: function.name, signature: function.signature))
                    candidates.insert(NameKey(function.name))
                    continue
                }
                if case .receiver = pushes[k].target {
                    let function = pushes[k].function
                    guard !contextsByKey.isEmpty, let extended = TypeTable.pathExtensionOwner(function.owner) else { continue }
                    receiverPushers.insert(FunctionKey(owner: extended, name: function.name, signature: function.signature))
                    candidates.insert(NameKey(function.name))
                    continue
                }
                let owner = inference.ownerName(pushes[k].function.owner, parents: [])
                guard let key = inference.pathKey(pushes[k].target, owner: owner) else { continue }
                if contexts(bindingKey: key).isEmpty {
                    guard case .selfProperty(let property) = pushes[k].target, let owner, table[owner]?.kind == .protocol else { continue }
                    if protocolConformers[owner] == nil { protocolConformers[owner] = table.conformers(of: owner) }
                    guard protocolConformers[owner]!.contains(where: { !contexts(bindingKey: PathKey(owner: $0, property: property)).isEmpty }) else { continue }
                }
                candidates.insert(NameKey(pushes[k].function.name))
            }
        }
        if candidates.isEmpty { return }
        // The closures read the files through a local: through `self` each file's facts value was copied whole.
        let files = files
        for _ in 0..<4 {
            let known = candidates
            let callers = ParallelMap.map(count: files.count, jobs: jobs) { fi -> [NameKey] in
                var names: [NameKey] = []
                let calls = files[fi].calls
                for k in calls.indices where known.contains(NameKey(calls[k].name)) && !known.contains(NameKey(calls[k].functionName)) {
                    names.append(NameKey(calls[k].functionName))
                }
                return names
            }
            let before = candidates.count
            for names in callers { candidates.formUnion(names) }
            if candidates.count == before { break }
        }
        // Typing each call's receiver reads the analysis only: files in parallel, merged in file order.
        let frozen = candidates, followedInout = inoutPushers, followedReceivers = receiverPushers, conformers = protocolConformers
        let hasReceiverPushers = !receiverPushers.isEmpty
        let typed = ParallelMap.map(count: files.count, jobs: jobs) { fi -> [(index: Int, target: MemberName, callerOwner: String?)] in
            var result: [(index: Int, target: MemberName, callerOwner: String?)] = []
            let calls = files[fi].calls
            for ci in calls.indices where frozen.contains(NameKey(calls[ci].name)) {
                let callerOwner = self.inference.ownerName(calls[ci].functionOwner, parents: [])
                var target: String?
                if let receiver = calls[ci].receiver {
                    switch self.inference.type(of: receiver, owner: callerOwner, contextType: nil).unwrapped {
                    case .nominal(let n, _): target = n
                    // `path.show(r)`, `$path.push(r)`, `router.routes.open(r)`: a method of an extension of a path type.
                    case let t where hasReceiverPushers:
                        target = self.pathExtensionOwner(receiving: t, receiver: receiver, call: calls[ci])
                        // A library's own push (`routes.push(x)` in a file that imports FlowStacks, scanned with the library
                        // whose extension declares it) is recorded as a push already, at the call's name.
                        if target != nil && files[fi].pushes.contains(where: { $0.location == calls[ci].location }) { target = nil }
                    default: break
                    }
                } else if self.callsGlobalFunction(calls[ci].name, from: callerOwner) {
                    target = ""   // `openArtist(id, path: &path)`: a top-level function
                } else {
                    // `push(r)` in another method of `extension NavigationPath`: a method of the same extended type.
                    target = callerOwner ?? (hasReceiverPushers ? TypeTable.pathExtensionOwner(calls[ci].functionOwner) : nil)
                }
                if let target { result.append((ci, MemberName(owner: target, name: calls[ci].name), callerOwner)) }
            }
            return result
        }
        callsByTarget.reserveCapacity(typed.reduce(0) { $0 + $1.count })
        for (fi, typedCalls) in typed.enumerated() {
            for (ci, target, callerOwner) in typedCalls {
                callsByTarget[target, default: []].append((fi, ci, callerOwner))
            }
        }
        // Each file's pushes are followed to their call sites in parallel, and the results merged in file order. Each file
        // keeps its own table of the call sites found, so that no thread waits for a lock.
        let batches = ParallelMap.map(count: files.count, jobs: jobs) { fi -> PushBatch in
            var batch = PushBatch()
            var memo = CallSiteMemo()
            let pushes = files[fi].pushes
            for k in pushes.indices where NavigationAnalysis.isFollowed(pushes[k].operation) {
                self.follow(pushes, k, inoutPushers: followedInout, receiverPushers: followedReceivers, protocolConformers: conformers,
                            into: &batch, memo: &memo)
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
        // A call at which every push of the wrapper was left out pushes nothing (push-after-await does not judge it).
        var leftOut: Set<CallRef> = [], followed: Set<CallRef> = []
        for bi in batches.indices {
            leftOut.formUnion(batches[bi].callsLeftOut)
            followed.formUnion(batches[bi].callsFollowed)
        }
        callsPushingNothing = leftOut.subtracting(followed)
        // (A push found twice is counted once: see the sites below.)
        var seenUnresolved: Set<SourceLocation> = []
        unresolved = unresolved.filter { seenUnresolved.insert($0).inserted }
        unresolvedPushes = unresolved.count
        unresolvedPushLocations = unresolved
        keysWithUnresolvedPushes = unresolvedKeys
        pushingFunctions = pushing
        let order = siteLocations.indices.sorted { i, j in
            siteLocations[i] < siteLocations[j] || (!(siteLocations[j] < siteLocations[i]) && i < j)
        }
        // The sites are indexed from a local, read in place: `for (i, site) in pushSites.enumerated()` copied every site
        // (retaining its strings and lists), and each read of the class's property was checked for exclusive access.
        var sites: [PushSite] = []
        sites.reserveCapacity(order.count)
        for k in order {
            let site = batches[Int(siteRefs[k].batch)].sites[Int(siteRefs[k].index)]
            // The same push found twice (a wrapper declared twice alike, `Router<T>` in the app and in its module, whose
            // copies both answer each call): kept once.
            if let last = sites.last, last.location == site.location, last.type == site.type, last.key == site.key,
               last.function == site.function, last.typeChosenAt == site.typeChosenAt, last.style == site.style, last.fixedAt == site.fixedAt {
                continue
            }
            sites.append(site)
        }
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

    /// The writes to a path that put values on it: the pushes followed to where their values are chosen.
    static func isFollowed(_ operation: PushOperation) -> Bool {
        operation == .append || operation == .appendContentsOf || operation == .assign
    }

    /// What following one file's pushes finds.
    private struct PushBatch {
        var sites: [PushSite] = []
        var unresolvedLocations: [SourceLocation] = []
        // Lists, made into sets once merged: most files push once or twice, a set for each would be allocated and
        // hashed for little.
        var keysWithUnresolvedPushes: [PathKey] = []
        var pushingFunctions: [MemberName] = []
        /// Calls of a push wrapper at which a push of it was left out (the call hands no value for the pushed parameter,
        /// as `navigate(to: .home)` of `navigate<each R>(to:with: repeat each R)` does, or passes another case than the
        /// push's branch), and calls at which one was followed.
        var callsLeftOut: [CallRef] = []
        var callsFollowed: [CallRef] = []
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

        /// The arguments after the first handed to a variadic parameter or a pack, by parameter (most calls: none).
        var more: [(parameter: Int, argument: Int)] = []

        func argument(forParameter p: Int) -> Int? {
            if argumentOfParameter.isEmpty { return p >= 0 && p < inOrder ? p : nil }
            return argumentOfParameter.indices.contains(p) && argumentOfParameter[p] >= 0 ? argumentOfParameter[p] : nil
        }

        func moreArguments(forParameter p: Int) -> [Int] {
            more.isEmpty ? [] : more.filter { $0.parameter == p }.map(\.argument)
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
    private func follow(_ pushes: [PushFact], _ k: Int, inoutPushers: Set<FunctionKey>, receiverPushers: Set<FunctionKey>,
                        protocolConformers: [String: [String]], into batch: inout PushBatch, memo: inout CallSiteMemo) {
        let function = pushes[k].function
        if case .receiver = pushes[k].target {
            // `extension NavigationPath { mutating func show(_ r: Route) { append(r) } }`: the push acts on the path each
            // call names as its receiver (`path.show(r)`, `$path.push(r)`, `router.path.show(r)`), and is followed from
            // that call only; through another method of the extension that calls it (`push(r)`), from that one's calls.
            guard let extended = TypeTable.pathExtensionOwner(function.owner) else { return }
            let fk = FunctionKey(owner: extended, name: function.name, signature: function.signature)
            guard receiverPushers.contains(fk) else { return }
            for (route, key) in pathsCalledOn(fk, depth: 0, memo: &memo) {
                follow(pushes, k, key: key, owner: extended, only: route, into: &batch, memo: &memo)
                // The methods that hand the call on push onto the path too (push-after-await judges their calls).
                if pushes[k].operation != .assign && !contexts(bindingKey: key).isEmpty {
                    for site in route.dropLast() {
                        let caller = files[site.file].calls[site.index].function
                        batch.pushingFunctions.append(MemberName(owner: TypeTable.pathExtensionOwner(caller.owner) ?? caller.owner, name: caller.name))
                    }
                }
            }
            return
        }
        let owner = inference.ownerName(function.owner, parents: [])
        if case .parameter(let pathParameter) = pushes[k].target {
            // `func open(_ url: URL, into path: inout NavigationPath) { path.append(…) }`: the push acts on the path
            // each call hands in (`open(url, into: &path)`, `open(x, on: $path)` for a `Binding`), and is followed from
            // that call only; through a helper that hands its own path parameter on, from the call that hands the path in.
            let fk = FunctionKey(owner: owner ?? function.owner, name: function.name, signature: function.signature)
            guard inoutPushers.contains(fk) else { return }
            for (route, key) in pathsHandedIn(to: fk, parameter: pathParameter, depth: 0, memo: &memo) {
                follow(pushes, k, key: key, owner: owner, only: route, into: &batch, memo: &memo)
                // The helpers that hand the path on push onto it too (push-after-await judges their calls).
                if pushes[k].operation != .assign && !contexts(bindingKey: key).isEmpty {
                    for site in route.dropLast() {
                        let calls = files[site.file].calls
                        batch.pushingFunctions.append(MemberName(owner: site.callerOwner ?? calls[site.index].functionOwner,
                                                                 name: calls[site.index].functionName))
                    }
                }
            }
            return
        }
        if case .selfProperty(let property) = pushes[k].target, let owner, let conformers = protocolConformers[owner] {
            // In a protocol's extension: as the method of each conforming type, on that type's property.
            for c in conformers {
                let key = PathKey(owner: c, property: property)
                if !contexts(bindingKey: key).isEmpty { follow(pushes, k, key: key, owner: c, only: nil, into: &batch, memo: &memo) }
            }
            return
        }
        guard let key = inference.pathKey(pushes[k].target, owner: owner) else { return }
        follow(pushes, k, key: key, owner: owner, only: nil, into: &batch, memo: &memo)
    }

    /// The paths handed in to `function`'s path parameter (`inout`, or a `Binding`) by its calls, each with the calls
    /// that hand it in, innermost first: one call (`open(url, into: &path)`), or a chain through helpers that hand their
    /// own parameter on (`handle(url, path: &path)` calling `openPlaylist(id, path: &path)`), followed four calls deep.
    private func pathsHandedIn(to function: FunctionKey, parameter: Int, depth: Int, memo: inout CallSiteMemo) -> [(route: [CallSite], key: PathKey)] {
        var result: [(route: [CallSite], key: PathKey)] = []
        for site in callSites(of: function, memo: &memo) {
            let calls = files[site.file].calls
            guard let a = site.argument(forParameter: parameter),
                  let target = calls[site.index].inoutTargets.first(where: { $0.argument == a })?.target else { continue }
            if case .parameter(let outer) = target {
                guard depth < 3 else { continue }
                let caller = calls[site.index].function
                let callerKey = FunctionKey(owner: site.callerOwner ?? caller.owner, name: caller.name, signature: caller.signature)
                if callerKey == function { continue }
                for (route, key) in pathsHandedIn(to: callerKey, parameter: outer, depth: depth + 1, memo: &memo) {
                    result.append(([site] + route, key))
                }
            } else if let key = inference.pathKey(target, owner: site.callerOwner) {
                result.append(([site], key))
            }
        }
        return result
    }

    /// The paths the calls of `function`, a method of an extension of a path type, are made on: each call's receiver
    /// (`path.show(r)` is made on `path`, `$path.push(r)` on `path`), with the calls that reach it, innermost first: one
    /// call, or a chain through other methods of such extensions that call it on their own receiver (`push(r)` in
    /// `mutating func open(_ r: Route)`), followed four calls deep.
    private func pathsCalledOn(_ function: FunctionKey, depth: Int, memo: inout CallSiteMemo) -> [(route: [CallSite], key: PathKey)] {
        var result: [(route: [CallSite], key: PathKey)] = []
        for site in callSites(of: function, memo: &memo) {
            let calls = files[site.file].calls
            let caller = calls[site.index].function
            if let outer = NavigationAnalysis.ownReceiverOwner(calls[site.index].receiver, callerOwner: caller.owner) {
                // Called on the caller's own receiver: the caller's calls say which path.
                guard depth < 3 else { continue }
                let callerKey = FunctionKey(owner: outer, name: caller.name, signature: caller.signature)
                if callerKey == function { continue }
                for (route, key) in pathsCalledOn(callerKey, depth: depth + 1, memo: &memo) {
                    result.append(([site] + route, key))
                }
            } else if let receiver = calls[site.index].receiver, let key = inference.pathKey(receiver, owner: site.callerOwner) {
                result.append(([site], key))
            }
        }
        return result
    }

    /// When a call in a method of an extension of a path type is made on that method's own receiver (no receiver,
    /// `self`, or `wrappedValue` in a `Binding`'s), the extended type as `TypeTable.pathExtensionOwner` names it.
    static func ownReceiverOwner(_ receiver: ValueExpr?, callerOwner: String) -> String? {
        guard let extended = TypeTable.pathExtensionOwner(callerOwner) else { return nil }
        switch receiver {
        case nil, .selfValue?: return extended
        case .selfProperty("wrappedValue")?: return extended == "Binding" ? extended : nil
        default: return nil
        }
    }

    /// The extended path type (`TypeTable.pathExtensionOwner`) whose method a call on a value of type `t` calls, when an
    /// extension of it declares one of the call's name: `NavigationPath`'s or an array's own, else `Binding`'s (a
    /// `$path` receiver reads as the path it projects); a `Binding`'s. In a `Binding`'s extension, `wrappedValue.push(r)`
    /// calls the method of `NavigationPath` or of an array, whichever declares it.
    private func pathExtensionOwner(receiving t: ResolvedType, receiver: ValueExpr, call: CallFact) -> String? {
        var owners: [String]
        switch t {
        case .external("NavigationPath", let g) where g.isEmpty: owners = ["NavigationPath", "Binding"]
        case .array: owners = ["Array", "Binding"]
        case .external("Binding", let g) where g.count == 1: owners = ["Binding"]
        case .unknown:
            // In a method of such an extension: `self.push(r)` calls a method of the same type.
            guard let own = TypeTable.pathExtensionOwner(call.functionOwner) else { return nil }
            switch receiver {
            case .selfValue: owners = [own]
            case .selfProperty("wrappedValue") where own == "Binding":
                let found = ["NavigationPath", "Array"].filter { !table.pathExtensionMethods($0, named: call.name).isEmpty }
                return found.count == 1 ? found[0] : nil
            default: return nil
            }
        default: return nil
        }
        return owners.first { !table.pathExtensionMethods($0, named: call.name).isEmpty }
    }

    /// The declarations a function key may name: the methods of its owner of that name, or the program's top-level
    /// functions of that name (a key with no owner), or the methods of extensions of a path type (`NavigationPath`,
    /// `Array`, `Binding`) the program declares.
    func declarations(of function: FunctionKey, owner: String?) -> [(MethodDecl, context: [String])] {
        if function.owner.isEmpty { return table.globalFunctions(named: function.name).map { ($0, []) } }
        if let owner, let info = table[owner] {
            let own = info.methods(named: function.name)
            if !own.isEmpty || info.kind == .protocol { return own }
            // A method a scanned protocol's extension gives the type (`extension Coordinator { func push(_:) }`).
            var inherited: [(MethodDecl, context: [String])] = []
            for c in table.conformances(of: owner) {
                if let p = c.nominalName, let protocolInfo = table[p], protocolInfo.kind == .protocol {
                    inherited += protocolInfo.methods(named: function.name)
                }
            }
            return inherited
        }
        if !table.hasPathExtensionMethods { return [] }
        return table.pathExtensionMethods(owner ?? function.owner, named: function.name).map { ($0, []) }
    }

    /// Does a call with no receiver (`openArtist(id, path: &path)`), in code of `owner`, call a top-level function: the
    /// program declares one of that name, and the owner (if any) no method of it?
    func callsGlobalFunction(_ name: String, from owner: String?) -> Bool {
        if table.globalFunctions(named: name).isEmpty { return false }
        guard let owner, let info = table[owner] else { return true }
        return info.methods(named: name).isEmpty
    }

    /// The value a `Binding<T>` reads and writes (`T`); any other type is itself.
    static func boundValue(_ t: ResolvedType) -> ResolvedType {
        if case .external("Binding", let g) = t, g.count == 1 { return g[0] }
        return t
    }

    /// Follows `pushes[k]` onto the path `key`; `only`: the call sites the path was handed in by (an `inout` or
    /// `Binding` parameter's, innermost first), instead of every caller of the function at each of those levels.
    private func follow(_ pushes: [PushFact], _ k: Int, key: PathKey, owner: String?, only: [CallSite]?,
                        into batch: inout PushBatch, memo: inout CallSiteMemo) {
        let function = pushes[k].function
        guard !contexts(bindingKey: key).isEmpty else { return }  // an array no stack binds is not navigation
        // A function that only replaces the whole path (`path = [.edit(file)]`) sets it whatever it held: not a push relative
        // to the screen on top (push-after-await).
        if pushes[k].operation != .assign { batch.pushingFunctions.append(MemberName(owner: owner ?? function.owner, name: function.name)) }
        var pathElement: ResolvedType?
        if case .array(let e) = pathType(key).unwrapped { pathElement = e }
        // The Composable Architecture's `StackState<Path.State>`, which its reducer appends to.
        if case .external("StackState", let g) = pathType(key).unwrapped, g.count == 1 { pathElement = g[0] }
        let routes = NavigationAnalysis.isFlowStacksRoute(pathElement)
        let fk = FunctionKey(owner: owner ?? function.owner, name: function.name, signature: function.signature)
        for (vi, (written, location)) in pushes[k].values.enumerated() {
            var pending = PendingPush(type: nil, parameter: nil, parameterType: .unknown, location: location, typeChosenAt: nil)
            if !pushes[k].valueStyles.isEmpty && vi < pushes[k].valueStyles.count { pending.style = pushes[k].valueStyles[vi] }
            pending.condition = pushes[k].parameterCase
            // FlowStacks' `routes.push(x)`: `x` is a screen of the routes' `Route<Screen>` (of no type the path fixes on a
            // `FlowPath`).
            var value = written
            var elementContext = pathElement
            if case .routed(let screen) = written {
                value = screen
                elementContext = NavigationAnalysis.routedScreen(pathElement)
            }
            if case .parameter(let i, let t) = value {
                pending.parameter = i
                pending.parameterType = t.map { table.resolve($0, context: TypeInference.components(owner)) } ?? .unknown
                // `func push(_ route: Route)` in a protocol's extension, `Route` its associated type: what each conforming
                // type's path holds, so the value handed decides (a name the program does not declare is not SwiftUI's).
                if function.owner != owner, table[function.owner]?.kind == .protocol, case .named(let path, let g)? = t, path.count == 1, g.isEmpty,
                   case .external = pending.parameterType {
                    pending.parameterType = .unknown
                }
                if !pending.parameterType.isKnown, let owner, table.isGeneric(owner) {
                    // (A parameter of a generic type is recorded with no type: the declaration says which.)
                    pending.parameterWritten = t ?? table[owner]?.methods(named: function.name)
                        .first { $0.0.signature == function.signature && i < $0.0.parameters.count }?.0.parameters[i].type
                }
            } else if case .elementOf(.parameter(let i, let t)) = value, case .array(let element)? = t {
                // `for route in routes { path.append(route) }` of a variadic `_ routes: Route...`: each value handed.
                pending.parameter = i
                pending.parameterType = table.resolve(element, context: TypeInference.components(owner))
            } else {
                let t = inference.type(of: value, owner: owner, contextType: elementContext).unwrapped
                pending.type = NavigationAnalysis.valueType(routes ? NavigationAnalysis.routeScreen(t) : t)
                pending.typeChosenAt = location
                if !t.isKnown, let owner, table.isGeneric(owner) { pending.generic = (value, owner) }
                if !t.isKnown { pending.existential = inference.existentialTypes(of: value, owner: owner) }
            }
            expand(pending, in: fk, key: key, elementContext: elementContext, routes: routes, depth: 0, only: only, into: &batch, memo: &memo)
        }
    }

    /// Reports a push at the call sites of the function it is in, when that function is a wrapper with callers;
    /// otherwise at the push itself.
    /// `routes`: the path holds FlowStacks `Route`s, whose screens are what the stack shows.
    /// `only`: the call sites that handed the path in (an `inout` path's), one per level from this one up, followed
    /// instead of all callers at those levels.
    private func expand(_ pending: PendingPush, in function: FunctionKey, key: PathKey, elementContext: ResolvedType?, routes: Bool, depth: Int,
                        only: [CallSite]? = nil, into batch: inout PushBatch, memo: inout CallSiteMemo) {
        let handedIn = only.map { $0.isEmpty ? [] : [$0[0]] }
        let callers = handedIn ?? (depth < 4 ? callSites(of: function, memo: &memo) : [])
        if callers.isEmpty {
            let type = pending.type ?? (pending.parameterType.isKnown && !isErased(pending.parameterType) ? pending.parameterType : .unknown)
            // Made in the code of a generic view, of a value its generic parameters type: one site per construction.
            if !type.isKnown, let generic = pending.generic, generic.owner == function.owner,
               case let instances = instanceTypes(of: generic.value, owner: generic.owner, contextType: elementContext), !instances.isEmpty {
                for (t, instance) in instances {
                    let typed = NavigationAnalysis.valueType(routes ? NavigationAnalysis.routeScreen(t) : t)
                    guard typed.isKnown else {
                        batch.unresolvedLocations.append(pending.location)
                        batch.keysWithUnresolvedPushes.append(contentsOf: bindings.targets(key))
                        continue
                    }
                    var site = PushSite(type: typed, location: pending.location, key: key, targets: bindings.targets(key), function: function)
                    site.style = pending.style
                    site.fixedAt = instance.location
                    site.fixedIn = instance.view
                    site.constructionFrames = instance.frames
                    batch.sites.append(site)
                }
                return
            }
            // `path.append(entry.destination)` of an `any Hashable` member: one site per type its constructions give it.
            if !type.isKnown, let types = pending.existential {
                for t in types {
                    let typed = NavigationAnalysis.valueType(routes ? NavigationAnalysis.routeScreen(t) : t)
                    var site = PushSite(type: typed, location: pending.location, key: key, targets: bindings.targets(key), function: function)
                    site.style = pending.style
                    batch.sites.append(site)
                }
                return
            }
            if type.isKnown {
                let chosen = pending.type != nil && pending.typeChosenAt != pending.location ? pending.typeChosenAt : nil
                var site = PushSite(type: type, location: pending.location, key: key, targets: bindings.targets(key), function: function, typeChosenAt: chosen)
                site.style = pending.style
                batch.sites.append(site)
            } else {
                batch.unresolvedLocations.append(pending.location)
                batch.keysWithUnresolvedPushes.append(contentsOf: bindings.targets(key))
            }
            return
        }
        for site in callers {
            let calls = files[site.file].calls, ci = site.index, callerOwner = site.callerOwner
            // `show(screen: .home, by: .root)` does not reach the push under `case .presentSheet:` of `switch transition`.
            if let condition = pending.condition, let a = site.argument(forParameter: condition.parameter) {
                switch files[site.file].arguments(of: ci)[a].value {
                case .implicitMember(let m), .typeMember(_, let m):
                    if !condition.caseNames.contains(m) {
                        batch.callsLeftOut.append(CallRef(file: site.file, index: ci))
                        continue
                    }
                default:
                    break
                }
            }
            var next = PendingPush(type: pending.type, parameter: nil, parameterType: .unknown, location: calls[ci].location,
                                   typeChosenAt: pending.typeChosenAt, style: pending.style)
            if pending.parameter == nil {
                next.generic = pending.generic
                next.existential = pending.existential
            }
            // One push per value handed: a variadic parameter or a pack may be handed several
            // (`show(.station(id), .connector(id, port: p))`), each pushed as the first is.
            var pushes: [PendingPush] = []
            if let p = pending.parameter {
                guard let a = site.argument(forParameter: p) else {
                    batch.callsLeftOut.append(CallRef(file: site.file, index: ci))
                    continue
                }
                for ai in [a] + site.moreArguments(forParameter: p) {
                    var one = next
                    let argument = files[site.file].arguments(of: ci)[ai]
                    one.location = argument.location
                    if case .parameter(let j, let t) = argument.value {
                        // The caller passes its own parameter along: a wrapper of a wrapper.
                        one.parameter = j
                        one.parameterType = pending.parameterType.isKnown && !isErased(pending.parameterType)
                            ? pending.parameterType
                            : (t.map { table.resolve($0, context: TypeInference.components(callerOwner)) } ?? .unknown)
                    } else {
                        // `router.push(.detail(id))` of a `Router<AppRoute>`: the receiver's type fixes `T`.
                        var parameterType = pending.parameterType, context = elementContext
                        if !parameterType.isKnown, let written = pending.parameterWritten, let receiver = calls[ci].receiver,
                           case .nominal(let n, let g) = inference.type(of: receiver, owner: callerOwner, contextType: nil).unwrapped, !g.isEmpty {
                            parameterType = table.resolve(written, context: TypeInference.components(n), substitutions: table.substitutions(n, g))
                            if parameterType.isKnown && (context.map { !$0.isKnown } ?? true) { context = parameterType }
                        }
                        if parameterType.isKnown && !isErased(parameterType) {
                            one.type = parameterType
                        } else {
                            let t = inference.type(of: argument.value, owner: callerOwner, contextType: context).unwrapped
                            one.type = NavigationAnalysis.valueType(routes ? NavigationAnalysis.routeScreen(t) : t)
                            if !t.isKnown, let callerOwner, table.isGeneric(callerOwner) { one.generic = (argument.value, callerOwner) }
                        }
                        // The value is chosen here: a push reached through the callers of this function is reported here.
                        one.typeChosenAt = argument.location
                    }
                    pushes.append(one)
                }
            } else {
                if calls[ci].argumentCount > 0 { next.location = files[site.file].arguments(of: ci)[0].location }
                pushes.append(next)
            }
            batch.callsFollowed.append(CallRef(file: site.file, index: ci))
            let caller = calls[ci].function
            let rest = only.flatMap { $0.count > 1 ? Array($0.dropFirst()) : nil }
            for one in pushes {
                expand(one, in: FunctionKey(owner: callerOwner ?? caller.owner, name: caller.name, signature: caller.signature),
                       key: key, elementContext: elementContext, routes: routes, depth: depth + 1, only: rest, into: &batch, memo: &memo)
            }
        }
    }

    /// What a stack of FlowStacks routes shows for a value of this type: a `Route<Screen>` (`.push(x)`, `.root(x)`,
    /// `.sheet(x)`) shows its screen, built by the stack's destinations for `Screen`; any other type is itself.
    static func routeScreen(_ t: ResolvedType) -> ResolvedType {
        if case .external("Route", let g) = t, g.count == 1 { return g[0] }
        return t
    }

    /// The screen type of a FlowStacks routes array's element (`Route<Screen>`, also where the scanned code is FlowStacks
    /// itself), for a value `routes.push(x)` pushes in a file that imports FlowStacks; nil for any other path (`FlowPath`).
    static func routedScreen(_ element: ResolvedType?) -> ResolvedType? {
        switch element {
        case .external("Route", let g)? where g.count == 1: return g[0]
        case .nominal(let n, let g)? where g.count == 1 && (n == "Route" || n.hasSuffix(".Route")): return g[0]
        default: return nil
        }
    }

    /// Is the path's element FlowStacks' `Route<Screen>` (a `Route` the program does not declare)?
    static func isFlowStacksRoute(_ element: ResolvedType?) -> Bool {
        if case .external("Route", let g)? = element, g.count == 1 { return true }
        return false
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
        guard !graph.isViewCode(MemberName(owner: function.owner, name: function.name)) else { return [] }
        let candidates = declarations(of: function, owner: function.owner)
        guard let (method, methodContext) = NavigationAnalysis.declaration(of: function, among: candidates) else { return [] }
        // A method with no namesake has no overload to tell apart: its labels need no comparing.
        let labels = candidates.count > 1 ? method.parameters.map(\.label) : []
        let overloaded = candidates.count > 1 && candidates.filter { $0.0.parameters.map(\.label) == labels }.count > 1
        var result: [CallSite] = []
        for (fi, ci, callerOwner) in callsByTarget[MemberName(owner: function.owner, name: function.name)] ?? [] {
            // The call is read in place: a copy would retain its receiver, name, arguments and function.
            let calls = files[fi].calls, arguments = files[fi].arguments(of: ci)
            // The wrapper calling itself (on another object: `presented.push(route)`) hands on what it was given.
            if calls[ci].functionName == function.name && (callerOwner ?? calls[ci].functionOwner) == function.owner
                && calls[ci].function.signature == function.signature { continue }
            // Labels must agree with the parameters, in order (defaulted parameters may be left out). The map from
            // parameters to arguments is made only when some parameter is left out before an argument.
            var mapping: [Int] = []
            var more: [(parameter: Int, argument: Int)] = []
            var p = 0
            var ok = true
            for a in arguments.indices {
                // A further unlabelled value for the variadic parameter (or pack) the last argument went to.
                if p > 0 && method.parameters[p - 1].isVariadic && arguments[a].label == nil
                    && (p == method.parameters.count || method.parameters[p].label != nil) {
                    if mapping.isEmpty {
                        mapping = [Int](repeating: -1, count: method.parameters.count)
                        for j in 0..<min(a, method.parameters.count) { mapping[j] = j }
                    }
                    more.append((p - 1, a))
                    continue
                }
                while p < method.parameters.count && method.parameters[p].label != arguments[a].label { p += 1 }
                if p == method.parameters.count { ok = false; break }
                if p != a && mapping.isEmpty {
                    mapping = [Int](repeating: -1, count: method.parameters.count)
                    for j in 0..<a { mapping[j] = j }
                }
                if !mapping.isEmpty { mapping[p] = a }
                // Overloads that differ only in types: the argument must fit this one, or the call is not counted.
                if overloaded, !argument(arguments[a].value, fits: method.parameters[p].type, parameterContext: methodContext, callerOwner: callerOwner) { ok = false; break }
                p += 1
            }
            guard ok else { continue }
            var site = CallSite(file: fi, index: ci, callerOwner: callerOwner, argumentOfParameter: mapping,
                                inOrder: mapping.isEmpty ? arguments.count : 0)
            site.more = more
            result.append(site)
        }
        return result
    }

    /// The declaration a function key names among the methods of its name: the one of its signature (the first, for a
    /// key made with no signature).
    static func declaration(of function: FunctionKey, among methods: [(MethodDecl, context: [String])]) -> (MethodDecl, context: [String])? {
        methods.first { $0.0.signature == function.signature } ?? (function.signature.isEmpty ? methods.first : nil)
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
}
