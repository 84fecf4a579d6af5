// Types read from what a construction is handed: a generic type's arguments from the values given to its initializer
// (`Page(items: packs, number: 1)` is a `Page<Pack>`), and the parameters of a closure handed to a view of the program
// (`NoteRow(note: n) { tag in … }`: what the view declares its closure is called with).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension TypeInference {
    /// `Page(items: packs, number: 1)` of `struct Page<Item>`: each generic parameter fixed by an argument whose declared
    /// type mentions it (a declared initializer with exactly these labels, else the memberwise initializer's properties);
    /// unknown unless every parameter is fixed, each by arguments that agree.
    func inferredGenericConstruction(_ t: TypeRef, labels: [String], values: [ValueExpr], owner: String?, depth: Int) -> ResolvedType {
        guard depth <= 24, case .named(_, let written) = t, written.isEmpty,
              case .nominal(let n, let g) = table.resolve(t, context: TypeInference.components(owner)), g.isEmpty,
              !table.isAmbiguous(n), let info = table[n] else { return .unknown }
        let parameters = info.genericParameterNames
        guard !parameters.isEmpty, let declared = initializerParameters(info, labels: labels) else { return .unknown }
        var bindings: [String: ResolvedType] = [:]
        for (k, (written, context)) in declared.enumerated() {
            let value = type(of: values[k], owner: owner, contextType: nil, depth: depth + 1)
            guard unify(written, value, context: context, parameters: Set(parameters), bindings: &bindings) else { return .unknown }
        }
        var arguments: [ResolvedType] = []
        for p in parameters {
            guard let b = bindings[p], b.isKnown else { return .unknown }
            arguments.append(b)
        }
        return .nominal(n, arguments)
    }

    /// The generic arguments of a construction of the program's generic type `t` (a view built in view code): those
    /// written (`MediaCard<Movie>(…)`), else each parameter fixed by the values handed (`arguments`, closures left out)
    /// for the initializer's parameters whose declared type mentions it: the declared initializers that can take these
    /// labels in order (the others have default values or take closures; every one that fits must agree), else a
    /// struct's stored properties of those names (the memberwise initializer). A parameter no value fixes is `.unknown`
    /// (a view's `Content`, fixed by its content closure). Nil when `t` is not one of the program's generic types, or
    /// its arguments cannot be matched with an initializer.
    func constructionArguments(_ t: TypeRef, arguments: [(label: String, value: ValueExpr)], owner: String?, context: [String]) -> (type: String, arguments: [ResolvedType])? {
        guard case .named(_, let written) = t, case .nominal(let n, let given) = table.resolve(t, context: context),
              table.isGeneric(n), !table.isAmbiguous(n), let info = table[n] else { return nil }
        let parameters = info.genericParameterNames
        if !written.isEmpty { return given.count == parameters.count ? (n, given) : nil }
        guard !arguments.isEmpty else { return (n, parameters.map { _ in .unknown }) }
        let labels = arguments.map(\.label)
        var values: [ResolvedType?] = Array(repeating: nil, count: arguments.count)
        func value(_ k: Int) -> ResolvedType {
            if let known = values[k] { return known }
            let v = type(of: arguments[k].value, owner: owner, contextType: nil)
            values[k] = v
            return v
        }
        let generic = Set(parameters)
        // Each fitting initializer's bindings; a parameter is fixed when all of them fix it alike.
        var agreed: [String: ResolvedType]?
        func fit(_ declared: [(TypeRef?, [String])]) -> Bool {
            var bindings: [String: ResolvedType] = [:]
            for (k, (written, context)) in declared.enumerated() {
                guard let written else { continue }
                if !written.mentions(generic) { continue }
                guard unify(written, value(k), context: context, parameters: generic, bindings: &bindings) else { return false }
            }
            if let known = agreed {
                var merged: [String: ResolvedType] = [:]
                for (p, b) in bindings where known[p] == b { merged[p] = b }
                agreed = merged
            } else {
                agreed = bindings
            }
            return true
        }
        let initializers = info.methods(named: "init")
        if !initializers.isEmpty {
            var any = false
            for (m, context) in initializers where m.genericParameterNames.isEmpty {
                guard let types = parameterTypes(m, labels: labels), fit(types.map { ($0, context) }) else { continue }
                any = true
            }
            guard any else { return nil }
        } else {
            guard info.kind == .struct else { return nil }
            var declared: [(TypeRef?, [String])] = []
            for label in labels {
                guard let (p, context) = info.property(label), !p.isStatic else { return nil }
                declared.append((p.type, context))
            }
            guard fit(declared) else { return nil }
        }
        let bindings = agreed ?? [:]
        return (n, parameters.map { bindings[$0] ?? .unknown })
    }

    /// The declared types of the initializer's parameters that take arguments with these labels ("_" where none), with
    /// the scope each is written in: the declared initializers with exactly these labels (they must agree), else, for a
    /// struct that declares none, its stored properties of those names (the memberwise initializer).
    private func initializerParameters(_ info: TypeInfo, labels: [String]) -> [(TypeRef, [String])]? {
        let initializers = info.methods(named: "init")
        if !initializers.isEmpty {
            var result: [(TypeRef, [String])]?
            for (m, context) in initializers where m.genericParameterNames.isEmpty && m.parameters.map({ $0.label ?? "_" }) == labels {
                var types: [(TypeRef, [String])] = []
                for p in m.parameters {
                    guard let t = p.type else { return nil }
                    types.append((t, context))
                }
                if let r = result, r.map(\.0) != types.map(\.0) { return nil }
                result = types
            }
            return result
        }
        guard info.kind == .struct else { return nil }
        var types: [(TypeRef, [String])] = []
        for label in labels {
            guard let (p, context) = info.property(label), !p.isStatic, let t = p.type else { return nil }
            types.append((t, context))
        }
        return types
    }

    /// Matches a declared type with the type of the value handed for it, fixing the generic `parameters` it mentions.
    /// False when the two cannot be matched, or a parameter would stand for two types.
    private func unify(_ written: TypeRef, _ value: ResolvedType, context: [String], parameters: Set<String>,
                       bindings: inout [String: ResolvedType]) -> Bool {
        switch written {
        case .named(let path, let generics):
            if path.count == 1, generics.isEmpty, parameters.contains(path[0]) {
                guard value.isKnown else { return true }  // not fixed by this argument
                if let b = bindings[path[0]], b != value { return false }
                bindings[path[0]] = value
                return true
            }
            // A type of its own arguments (`Box<Item>`): matched argument by argument when the value is of that type.
            guard !generics.isEmpty else { return true }
            // `$photo` handed for a `Binding<Item?>` reads as the property `photo` (the binding's value).
            if path == ["Binding"], generics.count == 1 {
                if case .external("Binding", let args) = value, args.count == 1 {
                    return unify(generics[0], args[0], context: context, parameters: parameters, bindings: &bindings)
                }
                return unify(generics[0], value, context: context, parameters: parameters, bindings: &bindings)
            }
            switch (table.resolve(.named(path, generics: []), context: context), value) {
            case (.nominal(let a, _), .nominal(let b, let args)) where a == b && args.count == generics.count,
                 (.external(let a, _), .external(let b, let args)) where a == b && args.count == generics.count:
                for (k, g) in generics.enumerated() where !unify(g, args[k], context: context, parameters: parameters, bindings: &bindings) {
                    return false
                }
                return true
            default:
                return true
            }
        case .array(let e):
            if case .array(let v) = value { return unify(e, v, context: context, parameters: parameters, bindings: &bindings) }
            return true
        case .optional(let w):
            // A value is handed to an optional parameter as it is, or wrapped.
            if case .optional(let v) = value { return unify(w, v, context: context, parameters: parameters, bindings: &bindings) }
            return unify(w, value, context: context, parameters: parameters, bindings: &bindings)
        case .dictionary(let k, let v):
            if case .dictionary(let vk, let vv) = value {
                return unify(k, vk, context: context, parameters: parameters, bindings: &bindings)
                    && unify(v, vv, context: context, parameters: parameters, bindings: &bindings)
            }
            return true
        default:
            return true
        }
    }

    /// The type of the parameter `index` of a closure handed to the program's view `view` (by the argument labelled
    /// `argument`, or as its trailing closure when nil): the parameter type of the closure type the view declares for
    /// it, in its initializers (every one that takes it must agree) or, with none declared, its stored properties (a
    /// trailing closure is the last closure-typed one).
    func callbackParameterType(_ view: TypeRef, argument: String?, index: Int, owner: String?) -> ResolvedType {
        // `.environment(\.openBooking) { route in … }`: the closure set as the environment value `openBooking`, of the
        // closure type the program's `extension EnvironmentValues` declares for it (`@Entry var openBooking: (BookingRoute)
        // -> Void = { _ in }`).
        if case .named(let path, _) = view, path == ["EnvironmentValues"] {
            guard let argument, let t = table.environmentValue(argument)?.type, let parameters = TypeInference.closureParameters(t),
                  index < parameters.count else { return .unknown }
            return table.resolve(parameters[index], context: [])
        }
        var result: ResolvedType?
        for (t, context) in declaredClosureTypes(view, argument: argument, context: TypeInference.components(owner)) {
            guard let parameters = TypeInference.closureParameters(t), index < parameters.count else { return .unknown }
            let r = table.resolve(parameters[index], context: context)
            if let known = result, known != r { return .unknown }
            result = r
        }
        return result ?? .unknown
    }

    /// The type of the parameter `index` of a closure handed to the modifier `modifier` that the program declares in
    /// `extension View` (`func appCover<Item>(_ item: Binding<Item?>, content: @escaping (Item) -> Content)`): the
    /// parameter type of the closure type it declares for that argument (labelled `argument`, or its last closure-typed
    /// one), with the modifier's generic parameters fixed by the values handed to its other arguments (`labels`,
    /// `values`). Every declaration that can take these arguments must agree; unknown when none can.
    func modifierClosureParameterType(_ modifier: String, labels: [String], values: [ValueExpr], argument: String?, index: Int,
                                      owner: String?, depth: Int) -> ResolvedType {
        guard depth <= 24 else { return .unknown }
        var result: ResolvedType?
        for m in table.viewExtensionMethods(named: modifier) {
            let closure = argument.map { a in m.parameters.first { $0.label == a } }
                ?? m.parameters.last { TypeInference.closureParameters($0.type) != nil }
            guard let closure, let parameters = TypeInference.closureParameters(closure.type), index < parameters.count,
                  let handed = parameterTypes(m, labels: labels) else { continue }
            var bindings: [String: ResolvedType] = [:]
            let generic = Set(m.genericParameterNames)
            if !generic.isEmpty {
                for (k, written) in handed.enumerated() {
                    guard let written else { continue }
                    let value = type(of: values[k], owner: owner, contextType: nil, depth: depth + 1)
                    guard unify(written, value, context: [], parameters: generic, bindings: &bindings) else { return .unknown }
                }
            }
            // A generic parameter no argument fixes stays unknown.
            if parameters[index].mentions(generic.subtracting(bindings.keys)) { return .unknown }
            let r = table.resolve(parameters[index], context: [], substitutions: bindings)
            if let known = result, known != r { return .unknown }
            result = r
        }
        return result ?? .unknown
    }

    /// The declared types of the parameters of `m` that take arguments with these labels, in order (a parameter the
    /// call leaves out has a default value); nil when the labels do not fit the parameter list.
    private func parameterTypes(_ m: MethodDecl, labels: [String]) -> [TypeRef?]? {
        var types: [TypeRef?] = []
        var k = 0
        for label in labels {
            while k < m.parameters.count && (m.parameters[k].label ?? "_") != label { k += 1 }
            guard k < m.parameters.count else { return nil }
            types.append(m.parameters[k].type)
            k += 1
        }
        return types
    }

    /// The closure types the program's view `view` (resolved in `context`) declares for the closure argument labelled
    /// `argument`, with the scope each is written in: one per initializer that takes it, else (with no initializer
    /// declared) the stored property of that name. For a trailing closure (`argument` nil), the one closure-typed
    /// parameter of each initializer taking a closure, or the one closure-typed stored property (the one without a
    /// default value, when several are); none when that is not one. Empty when the view is not the program's.
    func declaredClosureTypes(_ view: TypeRef, argument: String?, context: [String]) -> [(TypeRef, [String])] {
        guard let (info, closures) = closureArguments(view, context: context) else { return [] }
        if let argument { return closures.filter { $0.label == argument }.map { ($0.type, $0.context) } }
        var declared: [(TypeRef, [String])] = []
        if info.methods(named: "init").isEmpty {
            // The memberwise initializer: the one closure-typed property, or the one of them a caller must give.
            let required = closures.count == 1 ? closures : closures.filter { !$0.hasDefault }
            if required.count == 1 { declared.append((required[0].type, required[0].context)) }
            return declared
        }
        for group in Dictionary(grouping: closures, by: \.initializer).values {
            guard group.count == 1 else { return [] }
            declared.append((group[0].type, group[0].context))
        }
        return declared
    }

    /// The closure-typed arguments a view of the program takes: its initializers' closure-typed parameters (each
    /// with the index of its initializer), or with none declared, its closure-typed stored properties. nil when the
    /// type is not the program's (or is generic with its arguments not written).
    func closureArguments(_ view: TypeRef, context: [String]) -> (TypeInfo, [ClosureArgument])? {
        guard case .nominal(let n, let g) = table.resolve(view, context: context), g.isEmpty,
              !table.isAmbiguous(n), let info = table[n] else { return nil }
        var closures: [ClosureArgument] = []
        let initializers = info.methods(named: "init")
        if !initializers.isEmpty {
            for (k, (m, context)) in initializers.enumerated() {
                for p in m.parameters {
                    guard let t = p.type, TypeInference.closureParameters(t) != nil else { continue }
                    closures.append(ClosureArgument(label: p.label, type: t, context: context, hasDefault: false, initializer: k))
                }
            }
        } else if info.kind == .struct {
            for (d, context) in info.declarations where d.kind != .extension {
                for p in d.properties where !p.isStatic {
                    guard let t = p.type, TypeInference.closureParameters(t) != nil else { continue }
                    var optional = false
                    if case .optional = t { optional = true }
                    closures.append(ClosureArgument(label: p.name, type: t, context: context,
                                                    hasDefault: p.initializer != nil || optional, initializer: -1))
                }
            }
        }
        return (info, closures)
    }

    struct ClosureArgument {
        var label: String?
        var type: TypeRef
        var context: [String]
        /// A stored property with a value of its own (or optional): the memberwise initializer does not require it.
        var hasDefault: Bool
        /// Which initializer declares it (-1: a stored property).
        var initializer: Int
    }

    /// The parameter types of a closure type (`(Tag) -> Void`, optional or not); nil for any other type.
    static func closureParameters(_ t: TypeRef?) -> [TypeRef]? {
        switch t {
        case .function(let parameters, _)?: return parameters
        case .optional(let w)?: return closureParameters(w)
        default: return nil
        }
    }
}
