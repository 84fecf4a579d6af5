// Types of symbolic values: finishes what the indexer read, with the types of all files. Never guesses.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

public struct TypeInference: Sendable {
    public let table: TypeTable

    public init(table: TypeTable) { self.table = table }

    /// The context (scope path) of code inside a type named as written in `owner` with `parents` around it.
    public func ownerName(_ owner: String, parents: [String]) -> String? {
        guard !owner.isEmpty else { return nil }
        guard parents.isEmpty else { return table.lookupName(TypeInference.components(owner), context: parents) }
        // Most owners are declared types: answered from the table alone, with no lock for threads to wait on.
        let declared = table.declaredTopLevelName(owner)
        if declared.decided { return declared.name }
        if let cached = table.topLevelOwnerCache[owner] { return cached }
        let name = table.lookupName(TypeInference.components(owner), context: [])
        table.topLevelOwnerCache[owner] = name
        return name
    }

    package static func components(_ name: String?) -> [String] {
        guard let name else { return [] }
        if !FastHash.hasDot(name) { return [name] }
        return name.dotComponents
    }

    /// The type of a stored or computed property of a scanned type.
    public func propertyType(_ owner: String, _ property: String, depth: Int = 0) -> ResolvedType {
        guard depth < 6, let typing = table.propertyTyping(owner, property) else { return .unknown }
        switch typing {
        case .written(let t, let context):
            // A wrapped property (`@Binding var x: T`, `@Published var x: T`) is written with its value's type; else
            // the wrapper's type (`@Environment(Router.self)`).
            return table.resolve(t, context: context)
        case .initializer(let initializer):
            return type(of: initializer, owner: owner, contextType: nil, depth: depth + 1)
        case .unknown:
            return .unknown
        }
    }

    /// The type of `value` written in code of the type `owner` (qualified, nil at top level); `contextType` is what
    /// the surrounding code fixes for an implicit member (`.detail(id)`).
    public func type(of value: ValueExpr, owner: String?, contextType: ResolvedType?, depth: Int = 0) -> ResolvedType {
        if depth > 16 { return .unknown }
        // The owner's name is split into a context only for the values that resolve a written type: most are
        // properties and members, and the split allocates.
        switch value {
        case .literal(let t):
            return table.resolve(t, context: TypeInference.components(owner))
        case .typed(let t):
            return constructedType(t, context: TypeInference.components(owner), depth: depth)
        case .parameter(_, let t):
            return t.map { table.resolve($0, context: TypeInference.components(owner)) } ?? .unknown
        case .selfProperty(let name):
            guard let owner else { return .unknown }
            return propertyType(owner, name, depth: depth + 1)
        case .member(let base, let name):
            let b = type(of: base, owner: owner, contextType: nil, depth: depth + 1).unwrapped
            return memberType(b, name, depth: depth + 1)
        case .typeMember(let t, let member):
            return typeMemberType(table.resolve(t, context: TypeInference.components(owner)), member, isCall: false, depth: depth + 1)
        case .typeMemberCall(let t, let member):
            return typeMemberType(table.resolve(t, context: TypeInference.components(owner)), member, isCall: true, depth: depth + 1)
        case .implicitMember(let member):
            guard let ctx = contextType?.unwrapped, ctx.isKnown else { return .unknown }
            if case .nominal(let n, _) = ctx, let info = table[n] {
                // A case or a static member of the context type; Swift requires the result to be that type.
                if info.enumCase(member) != nil { return ctx }
                if let (p, pc) = info.property(member), p.isStatic {
                    return p.type.map { table.resolve($0, context: pc) } ?? ctx
                }
                if let (m, mc) = info.methods(named: member).first(where: { $0.0.isStatic }) {
                    return m.returnType.map { table.resolve($0, context: mc) } ?? ctx
                }
            }
            return ctx
        case .call(let base, let method):
            let b = type(of: base, owner: owner, contextType: nil, depth: depth + 1).unwrapped
            guard case .nominal(let n, _) = b, let info = table[n] else { return .unknown }
            return agreedReturnType(info.methods(named: method))
        case .freeCall(let name):
            guard let owner, let info = table[owner] else { return .unknown }
            return agreedReturnType(info.methods(named: name))
        case .elementOf(let collection):
            switch type(of: collection, owner: owner, contextType: nil, depth: depth + 1).unwrapped {
            case .array(let e): return e
            // Core Data's `@FetchRequest var notes: FetchedResults<Note>` holds `Note`s.
            case .external(let n, let g) where (n == "Set" || n == "ArraySlice" || n == "ContiguousArray" || n == "Range" || n == "ClosedRange"
                                                || n == "FetchedResults") && g.count == 1:
                return g[0]
            default: return .unknown
            }
        case .unwrap(let inner):
            return type(of: inner, owner: owner, contextType: contextType.map { .optional($0) }, depth: depth + 1).unwrapped
        case .associatedValue(let subject, let caseName, let index, let label):
            let s = type(of: subject, owner: owner, contextType: nil, depth: depth + 1).unwrapped
            guard case .nominal(let n, _) = s, let info = table[n], let c = info.enumCase(caseName) else { return .unknown }
            let assoc: (label: String?, type: TypeRef)?
            if let label, let byLabel = c.associated.first(where: { $0.label == label }) {
                assoc = byLabel
            } else if index < c.associated.count {
                assoc = c.associated[index]
            } else {
                assoc = nil
            }
            return assoc.map { table.resolve($0.type, context: TypeInference.components(n)) } ?? .unknown
        case .array(let elements):
            let types = elements.map { type(of: $0, owner: owner, contextType: nil, depth: depth + 1) }
            guard let first = types.first, first.isKnown, types.allSatisfy({ $0 == first }) else { return .unknown }
            return .array(first)
        case .unknown:
            return .unknown
        }
    }

    /// The return type of a method by name; overloads must all return the same type, or it is unknown.
    func agreedReturnType(_ overloads: [(MethodDecl, context: [String])]) -> ResolvedType {
        var result: ResolvedType?
        for (m, context) in overloads {
            let t = m.returnType.map { table.resolve($0, context: context) } ?? .unknown
            if let r = result, r != t { return .unknown }
            result = t
        }
        return result ?? .unknown
    }

    /// `Type(...)` / `Outer.Inner(...)`: the type; when no such type exists but `Outer` does, `Outer.inner(...)`
    /// is a case or static member of it. A generic type whose arguments are not written is not known.
    func constructedType(_ t: TypeRef, context: [String], depth: Int) -> ResolvedType {
        let r = table.resolve(t, context: context)
        if r.nominalName == nil, case .named(let path, _) = t, path.count > 1 {
            let prefix = table.resolve(.named(Array(path.dropLast()), generics: []), context: context)
            if prefix.nominalName != nil { return typeMemberType(prefix, path[path.count - 1], isCall: true, depth: depth + 1) }
        }
        if case .nominal(let n, let g) = r, g.isEmpty, table.isGeneric(n) { return .unknown }
        return r
    }

    package func memberType(_ base: ResolvedType, _ name: String, depth: Int) -> ResolvedType {
        switch base {
        case .nominal(let n, _):
            return propertyType(n, name, depth: depth)
        case .array(let e):
            switch name {
            case "first", "last", "randomElement": return .optional(e)
            default: return .unknown
            }
        default:
            return .unknown
        }
    }

    /// `Type.member` / `Type.member(...)`: an enum case or a static member of a scanned type, `allCases`, or
    /// a static member of a standard type whose members are all of that type (`Color.mint`).
    func typeMemberType(_ base: ResolvedType, _ member: String, isCall: Bool, depth: Int) -> ResolvedType {
        switch base {
        case .nominal(let n, _):
            guard let info = table[n] else { return .unknown }
            if info.genericParameterCount > 0 { return .unknown }
            if info.enumCase(member) != nil { return base }
            if member == "allCases" && info.kind == .enum { return .array(base) }
            if member == "init" { return base }
            if isCall {
                if let (m, mc) = info.methods(named: member).first(where: { $0.0.isStatic }) {
                    return m.returnType.map { table.resolve($0, context: mc) } ?? .unknown
                }
                return .unknown
            }
            if let (p, pc) = info.property(member), p.isStatic {
                if let t = p.type { return table.resolve(t, context: pc) }
                if let i = p.initializer { return type(of: i, owner: n, contextType: nil, depth: depth + 1) }
            }
            return .unknown
        case .external(let n, _):
            // Static members of these SwiftUI/UIKit types are values of the type itself.
            if !isCall && (n == "Color" || n == "UIColor" || n == "NSColor" || n == "Font") { return base }
            return .unknown
        default:
            return .unknown
        }
    }
}
