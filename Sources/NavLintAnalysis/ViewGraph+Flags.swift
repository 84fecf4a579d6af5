// Flags: a view's own Booleans that its construction fixes (`PostLayout(isDetail: false)`), and the `if` branches of its
// view code they rule out (docs/model.md#flags).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// What the program's constructions fix of views' Boolean properties, and which uses of view code they decide.
/// Built once with the graph; nil when no `if` in view code tests a view's own property around a use.
/// A class: read on every composition, it is handed round by reference, not copied with its tables.
final class FlagTable: @unchecked Sendable {
    /// Per region (by index; nil for most): the uses inside `if` branches that need the view's properties to hold given
    /// values.
    var requirements: [[Int32: [FlagNeed]]?] = []
    /// The same for the links and the destinations written in such branches, by index in the region's lists.
    var linkRequirements: [[Int32: [FlagNeed]]?] = []
    var destinationRequirements: [[Int32: [FlagNeed]]?] = []
    /// Per view type whose values matter: the properties worth knowing (those its branches test, and those it hands on
    /// to a view whose values matter).
    var relevant: [String: [String]] = [:]
    /// How a view type's property is set when a construction does not pass it (nil: not known), by type and name.
    var defaults: [String: [String: String?]] = [:]
    /// Per region: is its owner among `relevant` (read for each use a page is composed through, without hashing)?
    var relevantRegions: [Bool] = []
    /// Per region whose owner is among `relevant`: its properties worth knowing, each with its default.
    var wanted: [[(name: String, default: String?)]] = []
}

extension FlagTable {
    /// Does `state` contradict one of `needs`?
    @inline(__always)
    static func rulesOut(_ needs: [FlagNeed]?, _ state: FlagState) -> Bool {
        guard let needs else { return false }
        return needs.contains { n in state[n.name].map { !n.holds(for: $0) } ?? false }
    }
}

/// The values known of a view's flags on one way to it: property name to value (absent: either). A few pairs, in the
/// order of the view's `FlagTable.wanted` names: looked up and compared by a scan, with nothing hashed.
struct FlagState: Equatable, Sendable {
    var pairs: [(name: String, value: String)] = []

    subscript(_ name: String) -> String? {
        for p in pairs where p.name == name { return p.value }
        return nil
    }

    var isEmpty: Bool { pairs.isEmpty }

    static func == (a: FlagState, b: FlagState) -> Bool {
        a.pairs.count == b.pairs.count && zip(a.pairs, b.pairs).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}

/// The value of `!x` for a flag `x` of value `v`: the other Boolean; nil for an enum case.
@inline(__always)
func negatedFlag(_ v: String) -> String? { v == "true" ? "false" : v == "false" ? "true" : nil }

extension ViewGraph {
    /// Works out the flag table (nil when no branch tests a view's own property around a use, link or destination).
    static func flagTable(regions: [ViewRegion], owners: [String?], useTargets: [[[RegionID]]], table: TypeTable) -> FlagTable? {
        let flags = FlagTable()
        flags.requirements = [[Int32: [FlagNeed]]?](repeating: nil, count: regions.count)
        flags.linkRequirements = flags.requirements
        flags.destinationRequirements = flags.requirements
        var any = false
        var relevant: [String: Set<String>] = [:]
        for ri in regions.indices where !regions[ri].branchConditions.isEmpty {
            guard let owner = owners[ri] else { continue }
            let r = regions[ri]
            // What the branches around each element need, worked out in one pass: an element comes after its parent.
            var needs = [[FlagNeed]](repeating: [], count: r.elements.count)
            var own: [Int32: [FlagNeed]] = [:]
            for c in r.branchConditions { own[c.element, default: []].append(contentsOf: c.requires) }
            for e in r.elements.indices {
                let parent = Int(r.elements[e].parent)
                if parent >= 0 && parent < e { needs[e] = needs[parent] }
                if let more = own[Int32(e)] {
                    needs[e].append(contentsOf: more)
                    for n in more { relevant[owner, default: []].insert(n.name) }
                }
            }
            func table(_ elements: [Int32]) -> [Int32: [FlagNeed]] {
                var result: [Int32: [FlagNeed]] = [:]
                for (k, e) in elements.enumerated() where e >= 0 && Int(e) < needs.count && !needs[Int(e)].isEmpty { result[Int32(k)] = needs[Int(e)] }
                return result
            }
            let byUse = table(r.uses.map(\.element)), byLink = table(r.links.map(\.element)), byDestination = table(r.destinations.map(\.element))
            if !byUse.isEmpty { flags.requirements[ri] = byUse }
            if !byLink.isEmpty { flags.linkRequirements[ri] = byLink }
            if !byDestination.isEmpty { flags.destinationRequirements[ri] = byDestination }
            if !byUse.isEmpty || !byLink.isEmpty || !byDestination.isEmpty { any = true }
        }
        guard any, !relevant.isEmpty else { return nil }
        // A view that hands one of its own properties on to a view whose values matter (`PostLayout(isDetail: isDetail)`):
        // that property matters too, until nothing more is learnt. Only the arguments that hand a property on are read.
        var forwarding: [(region: Int, use: Int32, label: String, name: String)] = []
        for ri in regions.indices where !regions[ri].flagArguments.isEmpty && owners[ri] != nil {
            for a in regions[ri].flagArguments {
                if case .property(let name, _) = a.value { forwarding.append((ri, a.use, a.label, name)) }
            }
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 64 {
            changed = false
            rounds += 1
            for f in forwarding {
                guard let owner = owners[f.region], !(relevant[owner]?.contains(f.name) ?? false) else { continue }
                for target in useTargets[f.region][Int(f.use)] {
                    guard let callee = owners[target.index], relevant[callee]?.contains(f.label) ?? false else { continue }
                    relevant[owner, default: []].insert(f.name)
                    changed = true
                    break
                }
            }
        }
        flags.relevantRegions = owners.map { $0.map { relevant[$0] != nil } ?? false }
        for (type, names) in relevant {
            flags.relevant[type] = names.sorted()
            var known: [String: String?] = [:]
            for n in names { known[n] = flagDefault(of: n, in: type, table: table) }
            flags.defaults[type] = known
        }
        flags.wanted = owners.indices.map { ri -> [(name: String, default: String?)] in
            guard flags.relevantRegions[ri], let owner = owners[ri], let names = flags.relevant[owner] else { return [] }
            return names.map { ($0, flags.defaults[owner]?[$0] ?? nil) }
        }
        return flags
    }

    /// The value a view's stored flag has when a construction does not pass it: the literal or case it starts with
    /// (memberwise), or the default every initializer taking it gives (`init(…, isDetail: Bool = false)`). nil when
    /// not known, or when it is not a stored property that only construction sets (a `@State` changes).
    static func flagDefault(of name: String, in type: String, table: TypeTable) -> String? {
        guard let info = table[type], let (p, _) = info.property(name), p.wrapper == nil, !p.isStatic else { return nil }
        let inits = info.methods(named: "init").map(\.0)
        if inits.isEmpty { return p.initialFlag }
        // `let isDetail = false` cannot be set again.
        if p.isLet, let v = p.initialFlag { return v }
        var value: String?
        for m in inits {
            guard let k = m.parameters.firstIndex(where: { $0.label == name }), let d = m.parameters[k].defaultFlag else { return nil }
            if let v = value, v != d { return nil }
            value = d
        }
        return value
    }

    /// The state of a view's flags where `use` of region `region`, reached with `state`, builds `target`; nil when
    /// nothing is known (the target's values do not matter, or the use is not a construction).
    func flagState(_ flags: FlagTable, use: Int32, in region: RegionID, target: RegionID, state: FlagState?) -> FlagState? {
        guard flags.relevantRegions[target.index], let callee = owners[target.index] else { return nil }
        switch regions[region.index].uses[Int(use)].target {
        case .member:
            // The same view's other view code: its properties are the same.
            return owners[region.index] == callee ? state : nil
        case .type:
            break
        default:
            return nil
        }
        let arguments = regions[region.index].flagArguments(ofUse: use)
        var result = FlagState()
        for (name, d) in flags.wanted[target.index] {
            if let a = arguments.first(where: { $0.label == name }) {
                switch a.value {
                case .constant(let b): result.pairs.append((name, b))
                case .property(let q, let negated):
                    if let v = state?[q], let value = negated ? negatedFlag(v) : v { result.pairs.append((name, value)) }
                case .other: break
                }
            } else if let d {
                result.pairs.append((name, d))
            }
        }
        return result.isEmpty ? nil : result
    }

    /// What `needs` of the flags of `region`'s view (the branches a place in it is in) need of the view that builds it at
    /// `use`: nil when the construction fixes a flag against them (that construction never shows the place); the needs
    /// carried up, on the builder's own flags, when it hands its own on (`Row(showsHistory: showsHistory)`, or negated).
    func flagNeeds(_ flags: FlagTable, _ needs: [FlagNeed], of region: RegionID, builtBy use: FactRef) -> [FlagNeed]? {
        guard let callee = owners[region.index] else { return [] }
        switch regions[use.region.index].uses[Int(use.index)].target {
        case .member:
            // The same view's other view code: its flags are the same.
            return owners[use.region.index] == callee ? needs : []
        case .type:
            break
        default:
            return []
        }
        let arguments = regions[use.region.index].flagArguments(ofUse: use.index)
        var carried: [FlagNeed] = []
        for n in needs {
            if let a = arguments.first(where: { $0.label == n.name }) {
                switch a.value {
                case .constant(let b): if !n.holds(for: b) { return nil }
                case .property(let q, let negated):
                    // `!q` is `v` exactly when `q` is not (for Booleans; a negated case is no flag).
                    if !negated { carried.append(FlagNeed(q, n.value, equal: n.equal)) } else if negatedFlag(n.value) != nil { carried.append(FlagNeed(q, n.value, equal: !n.equal)) }
                case .other: break
                }
            } else if let d = flags.defaults[callee]?[n.name] ?? ViewGraph.flagDefault(of: n.name, in: callee, table: table), !n.holds(for: d) {
                return nil
            }
        }
        return carried
    }

    /// Is `use` of region `region` ruled out by what is known of the region's view's flags?
    @inline(__always)
    func isRuledOut(_ flags: FlagTable, use: Int32, in region: RegionID, state: FlagState) -> Bool {
        FlagTable.rulesOut(flags.requirements[region.index]?[use], state)
    }

    /// Is the link written in a branch that what is known of its view's flags rules out (`if showsMore { NavigationLink(…) }`
    /// in a view built with `showsMore: false`)?
    public func isRuledOut(link ref: FactRef, in composition: Composition, at k: Int) -> Bool {
        guard let flags, let state = composition.flags(at: k) else { return false }
        return FlagTable.rulesOut(flags.linkRequirements[ref.region.index]?[ref.index], state)
    }

    /// The same for a destination (a registration written in such a branch).
    func isRuledOut(destination ref: FactRef, in composition: Composition, at k: Int) -> Bool {
        guard let flags, let state = composition.flags(at: k) else { return false }
        return FlagTable.rulesOut(flags.destinationRequirements[ref.region.index]?[ref.index], state)
    }
}

/// What is known on every way to a frame: only the values all ways agree on (nil: nothing).
func meet(_ a: FlagState?, _ b: FlagState?) -> FlagState? {
    guard let a, let b else { return nil }
    if a == b { return a }
    var result = FlagState()
    for p in a.pairs where b[p.name] == p.value { result.pairs.append(p) }
    return result.isEmpty ? nil : result
}
