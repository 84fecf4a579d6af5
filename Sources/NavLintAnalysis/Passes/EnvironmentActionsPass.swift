// Part of pass `scopes`: pushes made by closures set into the environment as actions, moved to the calls of those actions
// in the views each stack shows (docs/model.md#environment-actions).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// A closure set as the value of an environment key on a navigation container: its fact (file, index), and the type
    /// of the action it is built as (nil for a closure set as it is).
    private struct EnvironmentSetter {
        var file: Int
        var fact: Int
        var actionType: TypeRef?
        /// The code `actionType` is written in (its owner's name).
        var owner: String
    }

    /// A closure set into the environment on a navigation container (`NavigationStack { … }.environment(\.openRoute,
    /// OpenRouteAction { route in path.append(route) })`, `.environment(\.openBooking) { path.append($0) }`, or through
    /// a modifier of the program that sets the key from its closure, `.onNavigate { path.append($0) }`) is a push wrapper
    /// whose calls are the calls of the environment value (`openRoute(x)`, `openRoute.callAsFunction(x)`) in the views
    /// that stack shows: the push of the closure's parameter is moved to each such call's argument, onto the path the
    /// closure pushes onto. Made after the scopes, which say which views a stack shows; the sites keep the type the
    /// closure's parameter has, so the scopes stay as they are.
    ///
    /// A key is followed only when every place that sets it is read: a value set on anything but a navigation
    /// container, a value that is neither a closure nor a construction handed one, or a modifier setting it used on
    /// anything but a container, leaves the key's pushes where they are (the closure's `append`). A view's own calls
    /// are not under what it sets (it reads its environment from the views above it).
    func moveEnvironmentActionPushes() {
        // Most programs set no action that pushes: nothing to look at.
        var any = false
        for fi in files.indices where !files[fi].environmentActions.isEmpty {
            if files[fi].environmentActions.contains(where: { !$0.parameterPushes.isEmpty }) { any = true; break }
        }
        guard any else { return }

        // The setters of each key, the keys some setter NavLint cannot place makes unknown, the relays.
        var setters: [String: [EnvironmentSetter]] = [:]
        var blocked: Set<String> = []
        var modifierFacts: [String: [(file: Int, fact: Int)]] = [:]
        var relays: [String: [(key: String, parameter: Int32, actionType: TypeRef?)]] = [:]
        for fi in files.indices {
            for (k, f) in files[fi].environmentActions.enumerated() {
                switch f.kind {
                case .key:
                    if f.container == nil || !f.readsValue { blocked.insert(f.name); continue }
                    let owner = f.parameterPushes.first.map { files[fi].pushes[Int($0.push)].function.owner } ?? ""
                    setters[f.name, default: []].append(EnvironmentSetter(file: fi, fact: k, actionType: f.actionType, owner: owner))
                case .modifier:
                    modifierFacts[f.name, default: []].append((fi, k))
                case .relay:
                    relays[f.method, default: []].append((f.name, f.parameter, f.actionType))
                }
            }
        }
        for (method, found) in relays {
            // The modifier sets one key, from its one closure-typed parameter; every use of it is on a container.
            let declarations = table.viewExtensionMethods(named: method)
            let closures = declarations.first.map { m in m.parameters.indices.filter { TypeInference.closureParameters(m.parameters[$0].type) != nil } }
            guard found.count == 1, declarations.count == 1, closures == [Int(found[0].parameter)] else {
                for r in found { blocked.insert(r.key) }
                continue
            }
            // (A use with no subject, `onNavigate { … }` in another method of `extension View`, is a call: on a view
            // NavLint does not place.)
            let uses = modifierUseCount(method)
            let onContainers = modifierFacts[method] ?? []
            guard uses == onContainers.count, !isCalledWithoutSubject(method) else { blocked.insert(found[0].key); continue }
            for (fi, k) in onContainers {
                let f = files[fi].environmentActions[k]
                let owner = f.parameterPushes.first.map { files[fi].pushes[Int($0.push)].function.owner } ?? ""
                setters[found[0].key, default: []].append(EnvironmentSetter(file: fi, fact: k, actionType: found[0].actionType, owner: owner))
            }
        }
        for key in blocked { setters[key] = nil }
        // An action type must hand what it is called with on to the closure it holds (`func callAsFunction(_ r: Route) {
        // handler(r) }`); a key set with values of another type is not followed.
        for (key, list) in setters where list.contains(where: { $0.actionType != nil }) {
            if !list.allSatisfy({ $0.actionType.map { forwardsCallToClosure($0) } ?? true }) { setters[key] = nil }
        }
        guard !setters.isEmpty else { return }

        // The calls of each key's value: `openRoute(x)` and `openRoute.callAsFunction(x)` in a view that reads it with
        // `@Environment(\.openRoute)`.
        var calls: [String: [(file: Int, index: Int, owner: String)]] = [:]
        for fi in files.indices {
            let fileCalls = files[fi].calls
            for ci in fileCalls.indices where fileCalls[ci].argumentCount > 0 {
                var property: String
                switch fileCalls[ci].receiver {
                case nil: property = fileCalls[ci].name
                case .selfProperty(let p)? where fileCalls[ci].name == "callAsFunction": property = p
                default: continue
                }
                guard let owner = inference.ownerName(fileCalls[ci].functionOwner, parents: []), let info = table[owner],
                      let (declared, _) = info.property(property), !declared.isStatic, let key = declared.environmentKey,
                      setters[key] != nil else { continue }
                if fileCalls[ci].receiver == nil && !info.methods(named: property).isEmpty { continue }
                calls[key, default: []].append((fi, ci, owner))
            }
        }

        // Each setter's calls: those made in the views its stack shows (another view than the one that sets it).
        var contextsAt: [SourceLocation: [ContextID]] = [:]
        for ci in contexts.indices { contextsAt[contexts[ci].location, default: []].append(ContextID(ci)) }
        var removed: Set<Int> = []
        var added: [PushSite] = []
        var sitesAt: [SourceLocation: [Int]] = [:]
        for i in pushSites.indices { sitesAt[pushSites[i].location, default: []].append(i) }
        for (key, list) in setters.sorted(by: { $0.key < $1.key }) {
            guard let keyCalls = calls[key] else { continue }
            for setter in list {
                let fact = files[setter.file].environmentActions[setter.fact]
                guard !fact.parameterPushes.isEmpty, let container = fact.container else { continue }
                var shown: Set<String> = []
                for ci in contextsAt[container] ?? [] { shown.formUnion(viewTypesShown(in: ci)) }
                let settingOwner = inference.ownerName(setter.owner, parents: [])
                let under = keyCalls.filter { shown.contains($0.owner) && $0.owner != settingOwner }
                guard !under.isEmpty else { continue }
                // The sites the closure's pushes of its parameter made (reported at the `append` until now).
                var originals: [Int] = []
                for (p, v) in fact.parameterPushes {
                    let push = files[setter.file].pushes[Int(p)]
                    let at = push.values[Int(v)].1
                    let function = FunctionKey(owner: inference.ownerName(push.function.owner, parents: []) ?? push.function.owner,
                                               name: push.function.name, signature: push.function.signature)
                    for i in sitesAt[at] ?? [] where pushSites[i].function == function && !removed.contains(i) { originals.append(i) }
                }
                // A parameter of a type NavLint cannot read, or `AnyHashable`, is left where it is.
                guard !originals.isEmpty, originals.allSatisfy({ NavigationAnalysis.isKeptType(pushSites[$0].type) }) else { continue }
                for i in originals {
                    removed.insert(i)
                    for c in under {
                        let call = files[c.file].calls[c.index]
                        var site = pushSites[i]
                        site.location = files[c.file].arguments(of: c.index)[0].location
                        site.function = FunctionKey(owner: c.owner, name: call.function.name, signature: call.function.signature)
                        site.typeChosenAt = nil
                        added.append(site)
                    }
                }
            }
        }
        guard !removed.isEmpty else { return }
        var sites = pushSites.indices.filter { !removed.contains($0) }.map { pushSites[$0] }
        sites.append(contentsOf: added)
        let order = sites.indices.sorted { i, j in sites[i].location < sites[j].location || (!(sites[j].location < sites[i].location) && i < j) }
        sites = order.map { sites[$0] }
        var byKey: [PathKey: [Int]] = [:]
        for i in sites.indices {
            for t in sites[i].targets { byKey[t, default: []].append(i) }
        }
        pushSites = sites
        pushSitesByKey = byKey
        pushSiteTypeIDs = sites.indices.map { registeredTypeIDs[sites[$0].type] ?? NavigationAnalysis.notRegistered }
    }

    /// A type an environment action's pushes are moved with: known, and not `AnyHashable` (whose value's own type would
    /// decide, which the scopes did not see).
    private static func isKeptType(_ t: ResolvedType) -> Bool {
        if case .external("AnyHashable", _) = t { return false }
        return t.isKnown
    }

    /// How many times view code uses the program's modifier `name` (`.onNavigate { … }`).
    private func modifierUseCount(_ name: String) -> Int {
        var count = 0
        for r in graph.regions {
            for u in r.uses {
                if case .modifier(let n) = u.target, n == name { count += 1 }
            }
        }
        return count
    }

    /// Is the program's modifier `name` called with no subject (`onNavigate { … }` on the implicit `self` of a method of
    /// `extension View`)?
    private func isCalledWithoutSubject(_ name: String) -> Bool {
        for fi in files.indices where files[fi].calls.contains(where: { $0.receiver == nil && $0.name == name }) { return true }
        return false
    }

    /// Does the program's action type `t` (`struct OpenRouteAction { let handler: (Route) -> Void; func callAsFunction(_
    /// r: Route) { handler(r) } }`) hold one closure, and call it with what its `callAsFunction` is called with, in order?
    private func forwardsCallToClosure(_ t: TypeRef) -> Bool {
        guard case .nominal(let n, let g) = table.resolve(t, context: []), g.isEmpty, let info = table[n], info.kind == .struct else { return false }
        var closures: [String] = []
        for (d, _) in info.declarations {
            for p in d.properties where !p.isStatic && TypeInference.closureParameters(p.type) != nil { closures.append(p.name) }
        }
        let methods = info.methods(named: "callAsFunction")
        guard closures.count == 1, methods.count == 1, !methods[0].0.parameters.isEmpty else { return false }
        let handler = closures[0]
        for fi in files.indices {
            let calls = files[fi].calls
            for ci in calls.indices where calls[ci].name == handler && calls[ci].functionName == "callAsFunction" {
                switch calls[ci].receiver {
                case nil, .selfValue?: break
                default: continue
                }
                guard inference.ownerName(calls[ci].functionOwner, parents: []) == n else { continue }
                let arguments = files[fi].arguments(of: ci)
                if arguments.count == methods[0].0.parameters.count,
                   arguments.indices.allSatisfy({ k in if case .parameter(k, _) = arguments[k].value { return true } else { return false } }) {
                    return true
                }
            }
        }
        return false
    }
}
