// All declared types of the scanned code by qualified name: lookup and name resolution.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// Every scanned type by qualified name. Once built it changes no more, except for memo tables behind locks.
public final class TypeTable: @unchecked Sendable {
    /// The declarations, typealiases and extensions, merged once in `init` and then only read (a `let`: readers on
    /// several threads need no exclusivity checks).
    let d: Declarations
    public var types: [String: TypeInfo] { Dictionary(uniqueKeysWithValues: d.types.map { ($0.key.string, $0.value) }) }
    /// The qualified names of all scanned types.
    public var typeNames: [String] { d.types.keys.map(\.string) }
    /// Is some scanned type's name and info such?
    func containsType(where test: (String, TypeInfo) -> Bool) -> Bool { d.types.contains { test($0.key.string, $0.value) } }
    /// Names declared more than once: they resolve to unknown.
    public var ambiguous: Set<String> { Set(d.ambiguous.map(\.string)) }

    /// Dotted names of types outside the scanned code that NavLint knows.
    static let knownQualifiedNames: Set<String> = NavigationLibrary.pathRepresentations

    public init(files: [FileFacts]) {
        // The declarations are gathered in a local value, then stored; extensions are merged once every name can be
        // looked up.
        var built = Declarations()
        for file in files {
            for t in file.types where t.kind != .extension { built.add(t) }
        }
        for file in files {
            for a in file.typealiases { built.add(a) }
        }
        for file in files {
            for t in file.types where t.kind == .extension { built.addExtension(t) }
        }
        for file in files {
            for f in file.globalFunctions { built.globalFunctions[NameKey(f.name), default: []].append(f) }
        }
        d = built
    }


    /// The qualified name of a scanned type named `path` from inside `context` (innermost scope last).
    public func lookupName(_ path: [String], context: [String], depth: Int = 0) -> String? {
        d.lookupName(path, context: context, depth: depth)
    }

    /// The functions declared at the top level of the scanned files with this name.
    /// The property `key` the program's `extension EnvironmentValues` declares (`@Environment(\.key)` reads it).
    /// `values`: `FocusedValues` for `@FocusedValue(\.key)`.
    func environmentValue(_ key: String, in values: String = "EnvironmentValues") -> PropertyDecl? {
        for e in d.externalExtensions[NameKey(values)] ?? [] {
            if let k = e.properties.firstIndex(where: { $0.name == key }) { return e.properties[k] }
        }
        return nil
    }

    func globalFunctions(named name: String) -> [MethodDecl] { d.globalFunctions[NameKey(name)] ?? [] }

    /// The methods of this name the program declares in extensions of a path type (`pathExtensionOwner`): `NavigationPath`,
    /// an array, or a `Binding`. `extended`: that type as an extension or a function key names it (`[Route]`, `Array`).
    func pathExtensionMethods(_ extended: String, named name: String) -> [MethodDecl] {
        guard !d.pathExtensionMethods.isEmpty, let owner = TypeTable.pathExtensionOwner(extended),
              let methods = d.pathExtensionMethods[NameKey(owner)] else { return [] }
        return methods.filter { $0.name == name }
    }

    /// Does the program declare a method in an extension of a path type?
    var hasPathExtensionMethods: Bool { !d.pathExtensionMethods.isEmpty }

    /// The path type an extension written `extended` extends, as the push-site pass names it: "NavigationPath"; "Array"
    /// for `Array`, `[Route]` and `Array<Route>`; "Binding" for `Binding` and `Binding<NavigationPath>` (a module prefix
    /// `SwiftUI.` or `Swift.` left out). nil for any other type.
    package static func pathExtensionOwner(_ extended: String) -> String? {
        var name = Substring(extended)
        if name.hasPrefix("SwiftUI.") { name = name.dropFirst(8) } else if name.hasPrefix("Swift.") { name = name.dropFirst(6) }
        if name.hasPrefix("[") {
            // `[Route]`, not a dictionary `[String: Route]` (whose key or value may be generic: `[Route<A>]` has no `:`).
            return name.hasSuffix("]") && !name.contains(":") ? "Array" : nil
        }
        if let open = name.firstIndex(of: "<") { name = name[..<open] }
        switch name {
        case "NavigationPath": return "NavigationPath"
        case "Array": return "Array"
        case "Binding": return "Binding"
        default: return nil
        }
    }

    /// The methods of this name the program declares in extensions of `View`: its own modifiers.
    func viewExtensionMethods(named name: String) -> [MethodDecl] {
        var found: [MethodDecl] = []
        for e in d.externalExtensions[NameKey("View")] ?? [] {
            for m in e.methods where m.name == name { found.append(m) }
        }
        return found
    }

    /// Does an extension of a standard collection (`extension Array`, `extension Collection`) declare a member of this
    /// name?
    func extendsExternalType(withMember name: String) -> Bool {
        !d.externalMemberNames.isEmpty && d.externalMemberNames.contains(NameKey(name))
    }

    /// The extensions of standard collections and their protocols the program declares, with the extended name.
    var collectionExtensions: [(extended: String, decl: TypeDecl)] { d.collectionExtensions }

    /// What the generic parameters of the scanned type `name` stand for in `name<arguments>`; empty when the arguments
    /// are not all given.
    func substitutions(_ name: String, _ arguments: [ResolvedType]) -> [String: ResolvedType] {
        guard !arguments.isEmpty, let info = d.types[NameKey(name)], info.genericParameterNames.count == arguments.count else { return [:] }
        var result: [String: ResolvedType] = [:]
        for (k, parameter) in info.genericParameterNames.enumerated() { result[parameter] = arguments[k] }
        return result
    }

    /// The qualified names of scanned types and typealiases whose last component is a simple name, looked up once
    /// (`listed(_:)`) for both the question whether the name is anyone's and the resolution (`resolve(_:context:listed:)`).
    struct Listed {
        fileprivate let candidates: [Declarations.Candidate]
    }

    /// nil when no scanned type or typealias has the simple name (`mayName` is false).
    func listed(_ simpleName: String) -> Listed? {
        d.byLast[NameKey(simpleName)].map(Listed.init)
    }

    /// `resolve(ref, context:)` of a named type whose last name `listed` was looked up for.
    func resolve(_ ref: TypeRef, context: [String], listed: Listed) -> ResolvedType {
        guard case .named(let path, let generics) = ref else { return resolve(ref, context: context) }
        return resolveNamed(path, generics, context: context, depth: 0, listed: listed.candidates)
    }

    /// Resolves a written type in a context. `substitutions`: what generic parameters stand for (`Item` in the members of
    /// a `Page<Product>` is `Product`); a parameter not substituted is unknown.
    public func resolve(_ ref: TypeRef, context: [String], depth: Int = 0, substitutions: [String: ResolvedType] = [:]) -> ResolvedType {
        if depth > 8 { return .unknown }
        switch ref {
        case .named(let path, let generics):
            if !substitutions.isEmpty, let s = substitutions[path[0]] {
                if path.count == 1 { return s }
                // `Element.ID` with `Element` a scanned type: the type of its `id`; any other member type of a
                // parameter is not known (nor some other type of that name).
                if path.count == 2, path[1] == "ID", case .nominal(let n, let g) = s, g.isEmpty,
                   let (p, pc) = d.types[NameKey(n)]?.property("id"), let t = p.type {
                    return resolve(t, context: pc, depth: depth + 1)
                }
                return .unknown
            }
            return resolveNamed(path, generics, context: context, depth: depth, listed: nil, substitutions: substitutions)
        case .optional(let t): return .optional(resolve(t, context: context, depth: depth + 1, substitutions: substitutions))
        case .array(let t): return .array(resolve(t, context: context, depth: depth + 1, substitutions: substitutions))
        case .dictionary(let k, let v):
            return .dictionary(resolve(k, context: context, depth: depth + 1, substitutions: substitutions),
                               resolve(v, context: context, depth: depth + 1, substitutions: substitutions))
        case .tuple(let items, let labels):
            // `(category: Category, total: Decimal)`: its elements by position and label.
            guard items.count == labels.count else { return .unknown }
            return .tuple(items.map { resolve($0, context: context, depth: depth + 1, substitutions: substitutions) }, labels: labels)
        case .opaque(.named(let path, let generics)) where path.count == 1 && generics.count == 1
            && TypeInference.collectionProtocols.contains(path[0]) && d.byLast[NameKey(path[0])] == nil:
            // `some RandomAccessCollection<Tag>`, `any Collection<Tag>`: a collection of `Tag`s (its primary associated
            // type), whose own type is not named.
            let element = resolve(generics[0], context: context, depth: depth + 1, substitutions: substitutions)
            return element.isKnown ? .elements(element) : .unknown
        default: return .unknown
        }
    }

    /// `resolve` of `.named(path, generics)`. `listed`: the qualified names of the path's last name when the caller
    /// looked them up; else they are looked up here, once for the name itself and for typealiases to other types
    /// (a name no one has needs neither).
    private func resolveNamed(_ path: [String], _ generics: [TypeRef], context: [String], depth: Int, listed: [Declarations.Candidate]?,
                              substitutions: [String: ResolvedType] = [:]) -> ResolvedType {
        // `Self` inside a type is that type; `Self.Route` a type nested in it.
        if path[0] == "Self" {
            guard !context.isEmpty else { return .unknown }
            let name = context.joined(separator: ".")
            guard d.types[NameKey(name)] != nil && !d.ambiguous.contains(NameKey(name)) else { return .unknown }
            if path.count == 1 { return .nominal(name, []) }
            return resolveNamed(context + path.dropFirst(), generics, context: [], depth: depth + 1, listed: nil, substitutions: substitutions)
        }
        // `Self.ExpandedView` inside a type is the type nested in it.
        if path.count > 1 && path[0] == "Self" {
            guard !context.isEmpty else { return .unknown }
            return resolveNamed(context + path.dropFirst(), generics, context: context, depth: depth + 1, listed: listed, substitutions: substitutions)
        }
        // A generic parameter of an enclosing type (`let value: Value` in `LinkRow<Value>`) is not a type we know.
        if path.count == 1, !d.allGenericNames.isEmpty, d.allGenericNames.contains(NameKey(path[0])) {
            var k = context.count
            while k > 0 {
                if d.genericParameters[NameKey(context.prefix(k).joined(separator: "."))]?.contains(path[0]) == true { return .unknown }
                k -= 1
            }
        }
        var path = path
        if path.count > 1 && (path[0] == "Swift" || path[0] == "SwiftUI" || path[0] == "Foundation") { path.removeFirst() }
        let args = generics.map { resolve($0, context: context, depth: depth + 1, substitutions: substitutions) }
        let candidates = listed ?? path.last.flatMap { d.byLast[NameKey($0)] }
        // `typealias ProductPage = Page<Product>`: the alias's target with its arguments; `Routes<Screen>` of
        // `typealias Routes<S> = [Route<S>]`: the target with the alias's parameters given.
        if candidates != nil, let last = path.last, !d.aliasLastNames.isEmpty, d.aliasLastNames.contains(NameKey(last)),
           let alias = d.genericAlias(path, context: context) {
            guard alias.parameters.count == args.count else { return .unknown }
            var given: [String: ResolvedType] = [:]
            for (k, p) in alias.parameters.enumerated() { given[p] = args[k] }
            return resolve(alias.target, context: alias.context, depth: depth + 1, substitutions: given)
        }
        if let candidates, let name = d.lookupName(path, context: context, depth: 0, candidates: candidates) {
            return isAmbiguous(name) ? .unknown : .nominal(name, args)
        }
        // A member type NavLint cannot see inside a scanned type (an associated type, a typealias from a
        // protocol): unknown, not some other type of that name. `X.ID` is the type of `X.id`.
        if path.count > 1, let owner = lookupName(Array(path.dropLast()), context: context) {
            if path[path.count - 1] == "ID", let (p, pc) = d.types[NameKey(owner)]?.property("id"), let t = p.type {
                return resolve(t, context: pc, depth: depth + 1)
            }
            // The Composable Architecture's `@Reducer enum Path { case detail(Detail) … }`: the `Path.State` its macro writes
            // has the enum's cases (holding each reducer's state), and stands for the enum (`StackState<Path.State>`).
            if path[path.count - 1] == "State", let info = d.types[NameKey(owner)], info.kind == .enum, info.attributes.contains("@Reducer") {
                return .nominal(owner, [])
            }
            return .unknown
        }
        // A typealias to a non-named type.
        var k = candidates == nil ? -1 : context.count
        while k >= 0 {
            let candidate = (context.prefix(k) + path).joined(separator: ".")
            if let (target, aliasContext) = d.aliases[NameKey(candidate)] { return resolve(target, context: aliasContext, depth: depth + 1) }
            k -= 1
        }
        // `Cookbook.Section`: a module-qualified name of a scanned type; any other dotted name from outside the
        // scanned code is unknown (only the standard types NavLint needs by name stay known).
        if path.count > 1 && !TypeTable.knownQualifiedNames.contains(path.joined(separator: ".")) {
            if let name = lookupName(Array(path.dropFirst()), context: []) { return isAmbiguous(name) ? .unknown : .nominal(name, args) }
            return .unknown
        }
        let joined = path.joined(separator: ".")
        switch (joined, args.count) {
        case ("Array", 1): return .array(args[0])
        case ("Optional", 1): return .optional(args[0])
        case ("Dictionary", 2): return .dictionary(args[0], args[1])
        // FlowStacks' `typealias Routes<Screen> = [Route<Screen>]`.
        case ("Routes", 1): return .array(.external("Route", args))
        default: return .external(joined, args)
        }
    }

    public subscript(_ name: String) -> TypeInfo? { d.types[NameKey(name)] }

    /// Is the name declared more than once? (Most programs declare no name twice: no lookup then.)
    @inline(__always)
    func isAmbiguous(_ name: String) -> Bool { !d.ambiguous.isEmpty && d.ambiguous.contains(NameKey(name)) }

    /// How the property `name` of the scanned type `owner` is typed: its written type (or its wrapper's, as
    /// `@Environment(Router.self)`) with the scope it is written in, else its initializer.
    func propertyTyping(_ owner: String, _ name: String) -> PropertyTyping? {
        guard let (p, context) = d.types[NameKey(owner)]?.property(name) else { return nil }
        if let t = p.type { return .written(t, context: context) }
        if let w = p.wrapperType { return .written(w, context: context) }
        if let initializer = p.initializer { return .initializer(initializer) }
        // `@Environment(\.theme) var theme`: the type the program's `extension EnvironmentValues` gives the key.
        // `@FocusedValue(\.logRouter) var router`: the program's `extension FocusedValues` (a focused value may be absent).
        if let key = p.environmentKey, let value = environmentValue(key, in: p.wrapper == "FocusedValue" ? "FocusedValues" : "EnvironmentValues"),
           let t = value.type {
            return .written(p.wrapper == "FocusedValue" ? .optional(t.unwrapped) : t, context: [])
        }
        return .unknown
    }

    enum PropertyTyping {
        case written(TypeRef, context: [String])
        case initializer(ValueExpr)
        case unknown
    }

    /// `(self[name]?.genericParameterCount ?? 0) > 0`, without copying the type's info: `genericParameters` has an
    /// entry for exactly the names some declaration (not an extension, which adds no parameters) gives parameters.
    func isGeneric(_ name: String) -> Bool {
        !d.genericParameters.isEmpty && d.genericParameters[NameKey(name)] != nil
    }

    /// The qualified names of the scanned types whose last component is `last` (not empty): `Route`, `Feature.Route`.
    package func typeNames(lastComponent last: String) -> [String] {
        d.byLast[NameKey(last)]?.compactMap { $0.isType ? $0.name : nil } ?? []
    }

    /// The qualified name of a type written at top level as `owner` (`ownerName(_:parents: [])`), answered without a
    /// lock when the table alone decides: a declared type's own name is itself; a name with no dot that no type or
    /// typealias has names nothing. Anything else (a typealias, a dotted name not declared) is nil here.
    func declaredTopLevelName(_ owner: String) -> (decided: Bool, name: String?) {
        if d.types.index(forKey: NameKey(owner)) != nil { return (true, owner) }
        if (d.aliases.isEmpty || d.aliases.index(forKey: NameKey(owner)) == nil) && !FastHash.hasDot(owner) { return (true, nil) }
        return (false, nil)
    }

    /// Could `simpleName` name a scanned type or typealias (by its last component)?
    public func mayName(_ simpleName: String) -> Bool { d.byLast[NameKey(simpleName)] != nil }

    /// `conformances(of:)` by type name: rules ask for the same types many times.
    let conformanceCache = LockedCache<String, [ResolvedType]>()
    /// `ownerName` of owners written at top level (no enclosing scope), by the name as written.
    let topLevelOwnerCache = LockedCache<String, String?>()
}
