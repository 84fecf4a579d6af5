// Values declared as an existential (`let destination: any Hashable`) whose concrete types the program's text fixes:
// the values its constructions hand that property (docs/model.md#existential-members).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension TypeInference {
    /// The types a member declared as an existential (`any Hashable`, `AnyHashable`, `any P` of a protocol the program
    /// declares) holds, when every value it can be is read: `entry.destination`, with `entry` an element of a static
    /// array of constructions (`static let main = [MenuEntry(title: "Play", destination: GameMode.computer(level: 3)),
    /// …]`), is each construction's `destination`. nil for any other value, or when a construction or its value is not
    /// read (a value appended at run time, a decoded one, one built elsewhere).
    func existentialTypes(of value: ValueExpr, owner: String?) -> [ResolvedType]? {
        guard case .member(let base, let name) = value else { return nil }
        guard case .nominal(let n, _) = type(of: base, owner: owner, contextType: nil).unwrapped, let info = table[n],
              let (declared, _) = info.property(name), !declared.isStatic, isExistential(declared.type) else { return nil }
        guard let sources = constructions(of: base, owner: owner, type: n, depth: 0), !sources.isEmpty else { return nil }
        var result: [ResolvedType] = []
        for source in sources {
            guard let k = source.labels.firstIndex(of: name) else { return nil }
            let t = type(of: source.values[k], owner: source.owner, contextType: nil)
            guard t.isKnown, !isExistentialType(t) else { return nil }
            if !result.contains(t) { result.append(t) }
        }
        return result
    }

    /// `any Hashable`, `AnyHashable`, `any P` / `P` of a protocol the program declares.
    private func isExistential(_ t: TypeRef?) -> Bool {
        switch t?.unwrapped {
        case .opaque(.named(let path, _))?:
            return path.last == "Hashable" || isProgramProtocol(path)
        case .named(let path, let generics)? where generics.isEmpty:
            return path.last == "AnyHashable" || isProgramProtocol(path)
        default:
            return false
        }
    }

    private func isProgramProtocol(_ path: [String]) -> Bool {
        guard case .nominal(let n, _) = table.resolve(.named(path, generics: []), context: []) else { return false }
        return table[n]?.kind == .protocol
    }

    private func isExistentialType(_ t: ResolvedType) -> Bool {
        if case .external(let n, _) = t, n == "AnyHashable" || n == "Hashable" { return true }
        if case .nominal(let n, _) = t { return table[n]?.kind == .protocol }
        return false
    }

    /// The constructions of the type `type` (qualified) that a value can be, with the owner whose code writes each: an
    /// element of an array literal, of a static property's array initializer, a construction itself. nil when some way
    /// to the value is not one of these.
    private func constructions(of value: ValueExpr, owner: String?, type: String, depth: Int)
        -> [(labels: [String], values: [ValueExpr], owner: String?)]? {
        guard depth < 8 else { return nil }
        switch value {
        case .unwrap(let inner):
            return constructions(of: inner, owner: owner, type: type, depth: depth + 1)
        case .constructed(let t, let labels, let values):
            guard case .nominal(let n, _) = table.resolve(t, context: TypeInference.components(owner)), n == type else { return nil }
            return [(labels, values, owner)]
        case .elementOf(let collection), .subscripted(let collection):
            return elements(of: collection, owner: owner, type: type, depth: depth + 1)
        default:
            return nil
        }
    }

    /// The constructions that the elements of a collection can be: an array literal's, or those of a static property's
    /// initializer (`MenuEntry.main`), read in the code of the type that declares it.
    private func elements(of collection: ValueExpr, owner: String?, type: String, depth: Int)
        -> [(labels: [String], values: [ValueExpr], owner: String?)]? {
        guard depth < 8 else { return nil }
        switch collection {
        case .array(let items):
            var result: [(labels: [String], values: [ValueExpr], owner: String?)] = []
            for item in items {
                guard let found = constructions(of: item, owner: owner, type: type, depth: depth + 1) else { return nil }
                result += found
            }
            return result
        case .typeMember(let t, let member):
            guard case .nominal(let n, _) = table.resolve(t, context: TypeInference.components(owner)), let info = table[n],
                  let (p, _) = info.property(member), p.isStatic, p.wrapper == nil, let initializer = p.initializer else { return nil }
            return elements(of: initializer, owner: n, type: type, depth: depth + 1)
        default:
            return nil
        }
    }
}
