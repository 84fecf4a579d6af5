// Pass `registrations`: every navigationDestination(for:) with its resolved type, numbered by type; each value link's type.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    func collectRegistrations(jobs: Int) {
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
        // Built in locals, then stored.
        var registrations: [Registration] = [], registrationTypeID: [Int32] = []
        var registeredTypeIDs: [ResolvedType: Int32] = [:], registrationsByFrame: [Frame: [RegistrationID]] = [:]
        var registrationsAttachedTo: [FactRef: [RegistrationID]] = [:]
        for (ri, r) in graph.regions.enumerated() {
            for di in r.destinations.indices {
                guard case .forType = r.destinations[di].kind else { continue }
                let type = resolved[ri][di]
                let id = RegistrationID(registrations.count)
                let ref = FactRef(region: RegionID(ri), index: di)
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
                registrations.append(Registration(ref: ref, type: type, content: Frame(region: RegionID(ri), element: d.contentElementID), location: d.location))
                registrationsByFrame[graph.frame(of: d.elementID, in: RegionID(ri)), default: []].append(id)
                if d.attachedToContainer >= 0 {
                    let c = r.elements[Int(d.attachedToContainer)].aux
                    if c >= 0 { registrationsAttachedTo[FactRef(region: RegionID(ri), index: c), default: []].append(id) }
                }
            }
        }
        self.registrations = registrations
        self.registrationTypeID = registrationTypeID
        self.registeredTypeIDs = registeredTypeIDs
        self.registrationsByFrame = registrationsByFrame
        self.registrationsAttachedTo = registrationsAttachedTo
        linkTypeIDs = NavigationAnalysis.numberLinkTypes(linkTypeTable, registered: registeredTypeIDs, jobs: jobs)
        // Links in generic views, typed at each construction of their view, numbered alike.
        var generic = typeGenericLinks()
        for (ref, instances) in generic {
            var numbered = instances
            for k in numbered.indices {
                let t = numbered[k].type
                numbered[k].typeID = t.isKnown ? registeredTypeIDs[t] ?? NavigationAnalysis.notRegistered : NavigationAnalysis.notKnown
            }
            generic[ref] = numbered
        }
        genericLinks = generic
    }

    /// The type of every link, region by region in parallel: rules and scopes then read them with no lock.
    static func typeLinks(_ graph: ViewGraph, initializers: LinkInitializers, jobs: Int) -> ([[ResolvedType]], [FactRef: SourceLocation]) {
        let inference = graph.inference
        let typed = ParallelMap.map(count: graph.regions.count, jobs: jobs) { ri -> ([ResolvedType], [(Int, SourceLocation)]) in
            var chosen: [(Int, SourceLocation)] = []
            let types = graph.regions[ri].links.enumerated().map { li, link -> ResolvedType in
                if let call = link.appInitializer {
                    let (t, at) = initializers.type(of: call, owner: graph.owners[ri])
                    if let at { chosen.append((li, at)) }
                    return NavigationAnalysis.valueType(t)
                }
                let t = link.value.map { inference.type(of: $0, owner: graph.owners[ri], contextType: nil).unwrapped } ?? .unknown
                return NavigationAnalysis.valueType(t)
            }
            return (types, chosen)
        }
        var chosenAt: [FactRef: SourceLocation] = [:]
        for (ri, region) in typed.enumerated() {
            for (li, at) in region.1 { chosenAt[FactRef(region: RegionID(ri), index: li)] = at }
        }
        return (typed.map(\.0), chosenAt)
    }

    /// Each link's type as a number (see `linkTypeIDs`), region by region in parallel.
    static func numberLinkTypes(_ types: [[ResolvedType]], registered: [ResolvedType: Int32], jobs: Int) -> [[Int32]] {
        ParallelMap.map(count: types.count, jobs: jobs) { ri in
            types[ri].map { t in t.isKnown ? registered[t] ?? NavigationAnalysis.notRegistered : NavigationAnalysis.notKnown }
        }
    }

    /// A value typed `AnyHashable` tells nothing about what it holds: unresolved. A tuple is no value SwiftUI takes, and a
    /// collection whose own type is not known (`elements`) is not a type.
    static func valueType(_ t: ResolvedType) -> ResolvedType {
        switch t {
        case .external("AnyHashable", _), .tuple, .elements: return .unknown
        default: return t
        }
    }
}
