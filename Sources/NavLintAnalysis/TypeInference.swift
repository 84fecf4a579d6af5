// Types of symbolic values: finishes what the indexer read, with the types of all files. Never guesses.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

public struct TypeInference: Sendable {
    public let table: TypeTable
    /// Code of a generic type read as the code of one instance of it (`MediaCard<Movie>`, for the code of `struct
    /// MediaCard<Destination>` shown where it is built with a `Movie`): what its generic parameters stand for there.
    /// Nil for code read as written (its generic parameters are unknown).
    private(set) var instance: Instance?

    struct Instance: Sendable {
        var owner: String
        var arguments: [ResolvedType]
        var substitutions: [String: ResolvedType]
    }

    public init(table: TypeTable) { self.table = table }

    /// This inference reading the code of the generic type `owner` as that of `owner<arguments>` (an argument
    /// `.unknown` where nothing fixes it): its properties, `self`, its methods' results and the types written in its
    /// code have its parameters replaced. Code of any other type is read as written.
    func instantiated(_ owner: String, arguments: [ResolvedType]) -> TypeInference {
        var copy = self
        let substitutions = table.substitutions(owner, arguments)
        copy.instance = substitutions.isEmpty ? nil : Instance(owner: owner, arguments: arguments, substitutions: substitutions)
        return copy
    }

    /// What the generic parameters of `owner` stand for in the instance read, when its code is `owner`'s.
    @inline(__always)
    private func substitutions(in owner: String?) -> [String: ResolvedType] {
        guard let instance, let owner, instance.owner == owner else { return [:] }
        return instance.substitutions
    }

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

    /// The type of a stored or computed property of a scanned type; `arguments`: the type's generic arguments, when it
    /// is generic (`Page<Product>`), which its members' types are written with.
    public func propertyType(_ owner: String, _ property: String, arguments: [ResolvedType] = [], depth: Int = 0) -> ResolvedType {
        // (Cycles of initializers, `var a = b; var b = a`, end at `type(of:)`'s depth limit.)
        guard depth <= 24, let typing = table.propertyTyping(owner, property) else { return .unknown }
        if !arguments.isEmpty { return genericPropertyType(owner, property, arguments: arguments) }
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

    /// A property of `owner<arguments>`: its written type with the type's parameters replaced by the arguments. Declared
    /// in several conditional extensions, the declarations must agree.
    private func genericPropertyType(_ owner: String, _ property: String, arguments: [ResolvedType]) -> ResolvedType {
        guard let info = table[owner] else { return .unknown }
        let substitutions = table.substitutions(owner, arguments)
        guard !substitutions.isEmpty else { return .unknown }
        let declarations = info.properties(named: property)
        var result: ResolvedType?
        for (p, context) in declarations {
            guard let written = p.type ?? p.wrapperType else {
                // `var count = 0`: typed by its initializer (which its type's parameters cannot fix).
                guard declarations.count == 1, let initializer = p.initializer else { return .unknown }
                return type(of: initializer, owner: owner, contextType: nil)
            }
            let t = table.resolve(written, context: context, substitutions: substitutions)
            if let r = result, r != t { return .unknown }
            result = t
        }
        return result ?? .unknown
    }

    /// The type of `value` written in code of the type `owner` (qualified, nil at top level); `contextType` is what
    /// the surrounding code fixes for an implicit member (`.detail(id)`).
    public func type(of value: ValueExpr, owner: String?, contextType: ResolvedType?, depth: Int = 0) -> ResolvedType {
        if depth > 24 { return .unknown }
        // The owner's name is split into a context only for the values that resolve a written type: most are
        // properties and members, and the split allocates.
        switch value {
        case .literal(let t):
            return table.resolve(t, context: TypeInference.components(owner))
        case .typed(let t):
            return constructedType(t, context: TypeInference.components(owner), depth: depth, substitutions: substitutions(in: owner))
        case .parameter(_, let t):
            return t.map { table.resolve($0, context: TypeInference.components(owner), substitutions: substitutions(in: owner)) } ?? .unknown
        case .selfProperty(let name):
            guard let owner else { return .unknown }
            if let instance, instance.owner == owner { return propertyType(owner, name, arguments: instance.arguments, depth: depth + 1) }
            return propertyType(owner, name, depth: depth + 1)
        case .selfValue:
            // A struct's or enum's `self` is of its type; a class's may be a subclass, a protocol extension's any
            // conforming type, and a generic type's arguments are not known (but in an instance whose are).
            guard let owner, let info = table[owner], info.kind == .struct || info.kind == .enum, !table.isAmbiguous(owner) else { return .unknown }
            if table.isGeneric(owner) {
                guard let instance, instance.owner == owner, instance.arguments.allSatisfy(\.isKnown) else { return .unknown }
                return .nominal(owner, instance.arguments)
            }
            return .nominal(owner, [])
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
            if case .nominal(let n, let arguments) = b, let info = table[n] {
                return agreedReturnType(info.methods(named: method), substitutions: table.substitutions(n, arguments))
            }
            // `Result<Success, Failure>.get()` returns the success value.
            if case .external("Result", let g) = b, g.count == 2, method == "get" { return g[0] }
            if let declared = collectionExtensionMemberType(b, .method(method)) { return declared }
            if let text = stringMethodType(b, method) { return text }
            return collectionMethodType(b, method) ?? .unknown
        case .freeCall(let name):
            // A method of the owner, else a function declared at the top level (a method wins, as in Swift).
            if let owner, let info = table[owner] {
                let methods = info.methods(named: name)
                if !methods.isEmpty { return agreedReturnType(methods, substitutions: substitutions(in: owner)) }
                // Inherited from a scanned superclass or protocol: not followed.
                for c in table.conformances(of: owner) {
                    if let n = c.nominalName, let inherited = table[n], !inherited.methods(named: name).isEmpty { return .unknown }
                }
            }
            return agreedReturnType(table.globalFunctions(named: name).map { ($0, []) })
        case .elementOf(let collection):
            return elementType(type(of: collection, owner: owner, contextType: nil, depth: depth + 1).unwrapped) ?? .unknown
        case .subscripted(let collection):
            let c = type(of: collection, owner: owner, contextType: nil, depth: depth + 1).unwrapped
            if let declared = declaredSubscriptType(c, labels: ["_"]) { return declared }
            return subscriptType(c) ?? .unknown
        case .labelledSubscript(let collection, let labels):
            // `items[safe: i]`: a subscript of a scanned type, or of an extension of the standard collections.
            let c = type(of: collection, owner: owner, contextType: nil, depth: depth + 1).unwrapped
            return declaredSubscriptType(c, labels: labels) ?? collectionExtensionMemberType(c, .subscript(labels)) ?? .unknown
        case .constructed(let t, let labels, let values):
            let context = TypeInference.components(owner)
            let r = constructedType(t, context: context, depth: depth)
            if r.isKnown { return r }
            return inferredGenericConstruction(t, labels: labels, values: values, owner: owner, depth: depth + 1)
        case .callbackParameter(let view, let argument, let index, _):
            return callbackParameterType(view, argument: argument, index: index, owner: owner)
        case .modifierClosureParameter(let modifier, let labels, let values, let argument, let index):
            return modifierClosureParameterType(modifier, labels: labels, values: values, argument: argument, index: index,
                                                owner: owner, depth: depth + 1)
        case .unwrap(let inner):
            return type(of: inner, owner: owner, contextType: contextType.map { .optional($0) }, depth: depth + 1).unwrapped
        case .associatedValue(let subject, let caseName, let index, let label):
            let whole = type(of: subject, owner: owner, contextType: nil, depth: depth + 1)
            // `case let .some(x) = optional`: the wrapped value.
            if caseName == "some", index == 0, label == nil, case .optional(let wrapped) = whole { return wrapped }
            let s = whole.unwrapped
            // `case .success(let token)` of a `Result<Token, LookupError>`.
            if case .external("Result", let g) = s, g.count == 2, index == 0 {
                return caseName == "success" ? g[0] : caseName == "failure" ? g[1] : .unknown
            }
            guard case .nominal(let n, let arguments) = s, let info = table[n], let c = info.enumCase(caseName) else { return .unknown }
            let assoc: (label: String?, type: TypeRef)?
            if let label, let byLabel = c.associated.first(where: { $0.label == label }) {
                assoc = byLabel
            } else if index < c.associated.count {
                assoc = c.associated[index]
            } else {
                assoc = nil
            }
            // `case .loaded(let items)` of a `LoadState<[Item]>`: the enum's generic parameters stand for its arguments.
            return assoc.map { table.resolve($0.type, context: TypeInference.components(n), substitutions: table.substitutions(n, arguments)) } ?? .unknown
        case .array(let elements):
            // `[]` is of the collection type around it (`items ?? []`).
            if elements.isEmpty {
                guard let ctx = contextType?.unwrapped, elementType(ctx) != nil, ctx.isKnown else { return .unknown }
                return ctx
            }
            let types = elements.map { type(of: $0, owner: owner, contextType: nil, depth: depth + 1) }
            guard let first = types.first, first.isKnown, types.allSatisfy({ $0 == first }) else { return .unknown }
            return .array(first)
        case .transformed(let base, let method, let result):
            return transformedType(base, method, result, owner: owner, depth: depth + 1)
        case .elementOrWrapped(let base):
            let b = type(of: base, owner: owner, contextType: nil, depth: depth + 1)
            if case .optional(let wrapped) = b { return wrapped }
            return elementType(b) ?? .unknown
        case .oneOf(let branches):
            return branchesType(branches, owner: owner, contextType: contextType, depth: depth + 1)
        case .coalesce(let optional, let fallback):
            // `a ?? b` is of `a`'s wrapped type; `b` must have it too (a class or an existential could make it another).
            let a = type(of: optional, owner: owner, contextType: contextType.map { .optional($0) }, depth: depth + 1)
            guard a.isKnown else { return .unknown }
            let b = type(of: fallback, owner: owner, contextType: a.unwrapped, depth: depth + 1)
            guard b.isKnown, b.unwrapped == a.unwrapped else { return .unknown }
            return b
        case .standardCollection(let name, let element):
            // (Unless the program declares a type of that name.)
            let e = type(of: element, owner: owner, contextType: nil, depth: depth + 1)
            guard e.isKnown, !table.mayName(name) else { return .unknown }
            return name == "Array" ? .array(e) : .external(name, [e])
        case .zipped(let a, let b):
            // A method named `zip` of the owner, or a function the program declares, would be called instead.
            if let owner, let info = table[owner], !info.methods(named: "zip").isEmpty { return .unknown }
            if !table.globalFunctions(named: "zip").isEmpty { return .unknown }
            let ea = elementType(type(of: a, owner: owner, contextType: nil, depth: depth + 1).unwrapped) ?? .unknown
            let eb = elementType(type(of: b, owner: owner, contextType: nil, depth: depth + 1).unwrapped) ?? .unknown
            return .elements(.tuple([ea, eb], labels: [nil, nil]))
        case .arithmetic(let a, let b):
            return arithmeticType(a, b, owner: owner, depth: depth + 1)
        case .routed(let screen):
            return type(of: screen, owner: owner, contextType: contextType, depth: depth + 1)
        case .nilLiteral, .unknown:
            return .unknown
        }
    }

    /// The return type of a method by name; overloads must all return the same type, or it is unknown. A method's own
    /// generic parameters (`func wrap<Value>(_ v: Value) -> Value`) are whatever its caller makes them: unknown.
    func agreedReturnType(_ overloads: [(MethodDecl, context: [String])], substitutions: [String: ResolvedType] = [:]) -> ResolvedType {
        var result: ResolvedType?
        for (m, context) in overloads {
            var s = substitutions
            for g in m.genericParameterNames { s[g] = .unknown }
            let t = m.returnType.map { table.resolve($0, context: context, substitutions: s) } ?? .unknown
            if let r = result, r != t { return .unknown }
            result = t
        }
        return result ?? .unknown
    }

    /// `Type(...)` / `Outer.Inner(...)`: the type; when no such type exists but `Outer` does, `Outer.inner(...)`
    /// is a case or static member of it. A generic type whose arguments are not written is not known.
    func constructedType(_ t: TypeRef, context: [String], depth: Int, substitutions: [String: ResolvedType] = [:]) -> ResolvedType {
        let r = table.resolve(t, context: context, substitutions: substitutions)
        if r.nominalName == nil, case .named(let path, _) = t, path.count > 1 {
            let prefix = table.resolve(.named(Array(path.dropLast()), generics: []), context: context)
            if prefix.nominalName != nil { return typeMemberType(prefix, path[path.count - 1], isCall: true, depth: depth + 1) }
        }
        if case .nominal(let n, let g) = r, g.isEmpty, table.isGeneric(n) { return .unknown }
        // `Array(repeating: x, count: 3)`, `Set()`: a standard generic type whose arguments are not written.
        if case .external(let n, let g) = r, g.isEmpty, TypeInference.standardGenericTypes.contains(n) { return .unknown }
        return r
    }

    /// (Foundation's `Measurement(value: 0.47, unit: UnitVolume.liters)` is a `Measurement<UnitVolume>`, which a
    /// destination for `Measurement<UnitVolume>.self` maps: the arguments are not read, so its type is not known.)
    static let standardGenericTypes: Set<String> = [
        "Array", "Set", "Dictionary", "Optional", "ContiguousArray", "ArraySlice", "Range", "ClosedRange", "Result", "Measurement",
        "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo", "Slice", "CollectionOfOne",
    ]

    package func memberType(_ base: ResolvedType, _ name: String, depth: Int) -> ResolvedType {
        switch base {
        case .nominal(let n, let arguments):
            return propertyType(n, name, arguments: arguments, depth: depth)
        case .tuple(let items, let labels):
            // `pair.1`, `entry.element`.
            if let k = Int(name), k >= 0, k < items.count { return items[k] }
            if let k = labels.firstIndex(of: name) { return items[k] }
            return .unknown
        default:
            if let declared = collectionExtensionMemberType(base, .property(name)) { return declared }
            return collectionMemberType(base, name) ?? .unknown
        }
    }

    /// `Type.member` / `Type.member(...)`: an enum case or a static member of a scanned type, `allCases`, or
    /// a static member of a standard type whose members are all of that type (`Color.mint`).
    func typeMemberType(_ base: ResolvedType, _ member: String, isCall: Bool, depth: Int) -> ResolvedType {
        switch base {
        case .nominal(let n, let arguments):
            guard let info = table[n] else { return .unknown }
            if info.genericParameterCount > 0 && arguments.isEmpty { return .unknown }
            if info.enumCase(member) != nil { return base }
            if member == "allCases" && info.kind == .enum { return .array(base) }
            if member == "init" { return base }
            let substitutions = table.substitutions(n, arguments)
            if isCall {
                let statics = info.methods(named: member).filter { $0.0.isStatic }
                return statics.isEmpty ? .unknown : agreedReturnType(statics, substitutions: substitutions)
            }
            if let (p, pc) = info.property(member), p.isStatic {
                if let t = p.type { return table.resolve(t, context: pc, substitutions: substitutions) }
                if let i = p.initializer, arguments.isEmpty { return type(of: i, owner: n, contextType: nil, depth: depth + 1) }
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
