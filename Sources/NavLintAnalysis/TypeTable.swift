// All declared types of the scanned code, merged with their extensions; name resolution and Codable decisions.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// One scanned type with everything its declaration and extensions say. Members are read through the
/// declarations, not copied out of them.
public struct TypeInfo: Sendable {
    public var name: String
    public var kind: DeclKind
    /// Each declaration or extension, with the scope its member types are written in.
    public var declarations: [(decl: TypeDecl, context: [String])] = []
    public var genericParameterCount = 0
    /// The generic parameters of the type's declaration, in order (`Page<Item>`: `Item`).
    public var genericParameterNames: [String] = []

    package init(name: String, kind: DeclKind) {
        self.name = name
        self.kind = kind
    }

    package mutating func add(_ t: TypeDecl, context: [String]) {
        declarations.append((t, context))
        genericParameterCount = max(genericParameterCount, t.genericParameterNames.count)
        if t.kind != .extension && genericParameterNames.isEmpty { genericParameterNames = t.genericParameterNames }
    }

    // Members are searched by index: `first(where:)` or `for m in d.methods` would copy each member looked at (and
    // retain its strings and types); only the one found is copied out.
    public func property(_ name: String) -> (PropertyDecl, context: [String])? {
        for (d, context) in declarations {
            if let k = d.properties.firstIndex(where: { $0.name == name }) { return (d.properties[k], context) }
        }
        return nil
    }

    /// Every declaration of the property `name`: more than one only for a generic type whose conditional extensions
    /// (`extension Page where Item == Product`) each declare it.
    public func properties(named name: String) -> [(PropertyDecl, context: [String])] {
        var result: [(PropertyDecl, context: [String])] = []
        for (d, context) in declarations {
            if let k = d.properties.firstIndex(where: { $0.name == name }) { result.append((d.properties[k], context)) }
        }
        return result
    }

    public func enumCase(_ name: String) -> EnumCaseDecl? {
        for (d, _) in declarations {
            if let k = d.cases.firstIndex(where: { $0.name == name }) { return d.cases[k] }
        }
        return nil
    }

    public func methods(named name: String) -> [(MethodDecl, context: [String])] {
        var result: [(MethodDecl, context: [String])] = []
        for (d, context) in declarations {
            for k in d.methods.indices where d.methods[k].name == name { result.append((d.methods[k], context)) }
        }
        return result
    }

    /// What the type inherits, each in the scope it is written in (an extension's own scope).
    public var inherits: [(TypeRef, context: [String])] {
        declarations.flatMap { d, context in d.inherits.map { ($0, d.kind == .extension ? d.lexicalParents : context) } }
    }

    public var attributes: [String] { declarations.flatMap(\.decl.attributes) }
    public var cases: [EnumCaseDecl] { declarations.flatMap(\.decl.cases) }
    public var hasBindingProperty: Bool {
        declarations.contains { $0.decl.properties.contains { $0.wrapper == "Binding" || $0.wrapper == "Bindable" } }
    }
}

/// Every scanned type by qualified name. Once built it changes no more, except for memo tables behind locks.
public final class TypeTable: @unchecked Sendable {
    /// The declarations, typealiases and extensions, merged once in `init` and then only read (a `let`: readers on
    /// several threads need no exclusivity checks).
    private let d: Declarations
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
        let count = files.reduce(0) { $0 + $1.types.count }
        built.types.reserveCapacity(count)
        built.byLast.reserveCapacity(count)
        // Files are read field by field (`files[i].types`): `for f in files` would copy each file's facts value
        // (one retain and release of each of its arrays).
        for i in files.indices {
            for t in files[i].types where t.kind != .extension { built.add(t) }
        }
        for i in files.indices {
            for a in files[i].typealiases { built.add(a) }
        }
        for i in files.indices {
            for t in files[i].types where t.kind == .extension { built.addExtension(t) }
        }
        for i in files.indices {
            for f in files[i].globalFunctions { built.globalFunctions[NameKey(f.name), default: []].append(f) }
        }
        d = built
    }

    /// What the declarations, typealiases and extensions say. Tables are keyed by `NameKey` (a cheaper hash).
    fileprivate struct Declarations {
        var types: [NameKey: TypeInfo] = [:]
        var aliases: [NameKey: (TypeRef, [String])] = [:]
        /// The generic parameters of generic typealiases (`typealias Routes<Screen> = [Route<Screen>]`).
        var aliasParameters: [NameKey: [String]] = [:]
        /// The last components of typealiases' names (a name no alias has needs no alias looked up).
        var aliasLastNames: Set<NameKey> = []
        var ambiguous: Set<NameKey> = []
        /// Extensions of types declared outside the scanned code (`extension Color: Codable`), by the name written
        /// without its module (`SwiftUI.Color` is `Color`), as `resolve` names such a type.
        var externalExtensions: [NameKey: [TypeDecl]] = [:]
        var genericParameters: [NameKey: Set<String>] = [:]
        var allGenericNames: Set<NameKey> = []
        /// Functions declared at the top level of a file, by name.
        var globalFunctions: [NameKey: [MethodDecl]] = [:]
        /// Names of the members that extensions of types outside the scanned code declare.
        var externalMemberNames: Set<NameKey> = []
        /// Qualified names by last component, with their components; `isType`: a type's (else a typealias's), so
        /// that a lookup needs no second hash of the name to tell.
        var byLast: [NameKey: [Candidate]] = [:]
        typealias Candidate = (components: [String], name: String, isType: Bool)

        mutating func add(_ t: TypeDecl) {
            if !t.genericParameterNames.isEmpty {
                genericParameters[NameKey(t.name)] = Set(t.genericParameterNames)
                for g in t.genericParameterNames { allGenericNames.insert(NameKey(g)) }
            }
            let context = TypeInference.components(t.name)
            let before = types.count
            // One lookup: the entry is made when missing, then the declaration added to it.
            types[NameKey(t.name), default: TypeInfo(name: t.name, kind: t.kind)].add(t, context: context)
            if types.count == before {
                // Two declarations of one name (two apps, two modules linted together): which one a use means is unknown.
                ambiguous.insert(NameKey(t.name))
            } else {
                // (`components("")` is `[""]`, `dotComponents` of "" is `[]`: a nameless declaration from broken code
                // must match nothing.)
                byLast[NameKey(context.last ?? t.name), default: []].append((t.name.isEmpty ? [] : context, t.name, true))
            }
        }

        /// A typealias, listed by its last component unless a type of that name is listed already. Called after every
        /// type is added (so no type has its name). Order within a list does not matter: at each scope depth at most
        /// one qualified name matches.
        mutating func add(_ a: TypeAliasDecl) {
            if !a.genericParameterNames.isEmpty { aliasParameters[NameKey(a.name)] = a.genericParameterNames }
            aliasLastNames.insert(NameKey(a.name.lastDotComponent))
            if aliases.updateValue((a.target, a.lexicalParents), forKey: NameKey(a.name)) == nil && types.index(forKey: NameKey(a.name)) == nil {
                let components = a.name.dotComponents
                byLast[NameKey(components.last ?? a.name), default: []].append((components, a.name, false))
            }
        }

        mutating func addExtension(_ t: TypeDecl) {
            var path = t.name.dotComponents
            guard let name = lookupName(path, context: t.lexicalParents), types[NameKey(name)] != nil else {
                // `extension Array where Element == Product { func first(named:) … }`: a member NavLint does not read
                // on a standard collection, which a call of that name may mean.
                if let last = path.last, TypeInference.standardCollectionTypes.contains(last) {
                    for m in t.methods { externalMemberNames.insert(NameKey(m.name)) }
                    for p in t.properties { externalMemberNames.insert(NameKey(p.name)) }
                }
                // A type NavLint does not see: only its conformances are kept. (An extension nested in a scanned type
                // extends a scanned type or nothing NavLint knows.)
                if t.lexicalParents.isEmpty, path.count > 1, ["Swift", "SwiftUI", "Foundation"].contains(path[0]) { path.removeFirst() }
                // `extension EnvironmentValues { var theme: Theme { … } }` is kept for its properties: the types of the
                // environment's keys (`environmentValue`).
                if t.lexicalParents.isEmpty, !t.inherits.isEmpty || path == ["EnvironmentValues"], !path.isEmpty {
                    externalExtensions[NameKey(path.joined(separator: ".")), default: []].append(t)
                }
                return
            }
            types[NameKey(name)]!.declarations.append((t, name.dotComponents))
        }

        func lookupName(_ path: [String], context: [String], depth: Int = 0) -> String? {
            guard let last = path.last, depth < 8, let candidates = byLast[NameKey(last)] else { return nil }
            return lookupName(path, context: context, depth: depth, candidates: candidates)
        }

        /// `lookupName` with the qualified names of the path's last name (`byLast`) looked up already.
        func lookupName(_ path: [String], context: [String], depth: Int, candidates: [Candidate]) -> String? {
            guard depth < 8 else { return nil }
            // The innermost scope that has `path` wins: `Settings` inside `Route` is `Route.Settings`.
            // Many types of one last name (`Route` in a hundred features): each scope's qualified name is looked up
            // directly. That is the same as the scan when every component is a plain name.
            let direct = candidates.count > 8 && !path.contains(where: { $0.isEmpty || $0.containsDot })
                && !context.contains(where: { $0.isEmpty || $0.containsDot })
            var k = context.count
            while k >= 0 {
                if direct {
                    let name = (context.prefix(k) + path).joined(separator: ".")
                    if types[NameKey(name)] != nil { return name }
                    if let (target, aliasContext) = aliases[NameKey(name)], case .named(let p, _) = target {
                        return lookupName(p, context: aliasContext, depth: depth + 1)
                    }
                    k -= 1
                    continue
                }
                // Candidates are read in place, by index: `for (components, name, isType) in candidates` copied each
                // one (retaining its components and name), and `elementsEqual` on slices ran generic code.
                for c in candidates.indices where candidates[c].components.count == k + path.count
                    && Declarations.matches(candidates[c].components, context, k, path) {
                    if candidates[c].isType { return candidates[c].name }
                    if let (target, aliasContext) = aliases[NameKey(candidates[c].name)], case .named(let p, _) = target {
                        return lookupName(p, context: aliasContext, depth: depth + 1)
                    }
                }
                k -= 1
            }
            // `AppRoute.Settings` where `typealias AppRoute = Route`: resolve the head, then the rest inside it.
            if path.count > 1, let head = lookupName([path[0]], context: context, depth: depth + 1), head != path[0] {
                return lookupName(head.dotComponents + path.dropFirst(), context: [], depth: depth + 1)
            }
            return nil
        }

        /// The typealias `path` names from inside `context` (not a type: the innermost scope wins), when its target is
        /// more than a name: a generic type with its arguments written (`typealias ProductPage = Page<Product>`), or the
        /// alias has parameters of its own (`typealias Routes<Screen> = [Route<Screen>]`).
        func genericAlias(_ path: [String], context: [String]) -> (target: TypeRef, context: [String], parameters: [String])? {
            var k = context.count
            while k >= 0 {
                let name = (context.prefix(k) + path).joined(separator: ".")
                if types[NameKey(name)] != nil { return nil }
                if let (target, aliasContext) = aliases[NameKey(name)] {
                    let parameters = aliasParameters[NameKey(name)] ?? []
                    if case .named(_, let g) = target, g.isEmpty, parameters.isEmpty { return nil }
                    return (target, aliasContext, parameters)
                }
                k -= 1
            }
            return nil
        }

        /// Is `components` (of `k + path.count` names) `context.prefix(k) + path`? Compared name by name in place.
        static func matches(_ components: [String], _ context: [String], _ k: Int, _ path: [String]) -> Bool {
            for i in 0..<k where components[i] != context[i] { return false }
            for j in path.indices where components[k + j] != path[j] { return false }
            return true
        }
    }

    /// The qualified name of a scanned type named `path` from inside `context` (innermost scope last).
    public func lookupName(_ path: [String], context: [String], depth: Int = 0) -> String? {
        d.lookupName(path, context: context, depth: depth)
    }

    /// The functions declared at the top level of the scanned files with this name.
    /// The property `key` the program's `extension EnvironmentValues` declares (`@Environment(\.key)` reads it).
    func environmentValue(_ key: String) -> PropertyDecl? {
        for e in d.externalExtensions[NameKey("EnvironmentValues")] ?? [] {
            if let k = e.properties.firstIndex(where: { $0.name == key }) { return e.properties[k] }
        }
        return nil
    }

    func globalFunctions(named name: String) -> [MethodDecl] { d.globalFunctions[NameKey(name)] ?? [] }

    /// Does an extension of a standard collection (`extension Array`, `extension Collection`) declare a member of this
    /// name?
    func extendsExternalType(withMember name: String) -> Bool {
        !d.externalMemberNames.isEmpty && d.externalMemberNames.contains(NameKey(name))
    }

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
            if path.count == 1, !substitutions.isEmpty, let s = substitutions[path[0]] { return s }
            return resolveNamed(path, generics, context: context, depth: depth, listed: nil, substitutions: substitutions)
        case .optional(let t): return .optional(resolve(t, context: context, depth: depth + 1, substitutions: substitutions))
        case .array(let t): return .array(resolve(t, context: context, depth: depth + 1, substitutions: substitutions))
        case .dictionary(let k, let v):
            return .dictionary(resolve(k, context: context, depth: depth + 1, substitutions: substitutions),
                               resolve(v, context: context, depth: depth + 1, substitutions: substitutions))
        default: return .unknown
        }
    }

    /// `resolve` of `.named(path, generics)`. `listed`: the qualified names of the path's last name when the caller
    /// looked them up; else they are looked up here, once for the name itself and for typealiases to other types
    /// (a name no one has needs neither).
    private func resolveNamed(_ path: [String], _ generics: [TypeRef], context: [String], depth: Int, listed: [Declarations.Candidate]?,
                              substitutions: [String: ResolvedType] = [:]) -> ResolvedType {
        // `Self` inside a type is that type.
        if path.count == 1 && path[0] == "Self" {
            guard !context.isEmpty else { return .unknown }
            let name = context.joined(separator: ".")
            return d.types[NameKey(name)] != nil && !d.ambiguous.contains(NameKey(name)) ? .nominal(name, []) : .unknown
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
    /// `@Environment(Router.self)`) with the scope it is written in, else its initializer. Read in place:
    /// `self[owner]?.property(name)` copied the type's info and the whole property (retaining each of their strings
    /// and lists) to read one or two fields.
    func propertyTyping(_ owner: String, _ name: String) -> PropertyTyping? {
        guard let i = d.types.index(forKey: NameKey(owner)) else { return nil }
        let declarations = d.types.values[i].declarations
        for j in declarations.indices {
            let properties = declarations[j].decl.properties
            guard let k = properties.firstIndex(where: { $0.name == name }) else { continue }
            if let t = properties[k].type { return .written(t, context: declarations[j].context) }
            if let w = properties[k].wrapperType { return .written(w, context: declarations[j].context) }
            if let initializer = properties[k].initializer { return .initializer(initializer) }
            // `@Environment(\.theme) var theme`: the type the program's `extension EnvironmentValues` gives the key.
            if let key = properties[k].environmentKey, let value = environmentValue(key), let t = value.type { return .written(t, context: []) }
            return .unknown
        }
        return nil
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

    // MARK: - Conformances

    /// Names of everything `name` conforms to or inherits, resolved where scanned, transitively; typealiases
    /// and compositions (`typealias Route = Codable & Hashable`) are expanded.
    public func conformances(of name: String) -> [ResolvedType] {
        if let cached = conformanceCache[name] { return cached }
        let result = computeConformances(of: name)
        conformanceCache[name] = result
        return result
    }

    /// `conformances(of:)` by type name: rules ask for the same types many times.
    private let conformanceCache = LockedCache<String, [ResolvedType]>()
    /// `ownerName` of owners written at top level (no enclosing scope), by the name as written.
    let topLevelOwnerCache = LockedCache<String, String?>()

    /// A type declared outside the scanned code has the conformances of its extensions in the scanned code.
    private func computeConformances(of name: String) -> [ResolvedType] {
        var result: [ResolvedType] = []
        var seen: Set<String> = [name]
        var queue = [name]
        while let n = queue.popLast() {
            let inherits: [(TypeRef, context: [String])]
            if let info = d.types[NameKey(n)] {
                inherits = info.inherits
            } else if n == name, let extensions = d.externalExtensions[NameKey(n)] {
                inherits = extensions.flatMap { e in e.inherits.map { ($0, context: [String]()) } }
            } else {
                continue
            }
            for (ref, context) in inherits {
                for r in expandConformance(ref, context: context, depth: 0) {
                    result.append(r)
                    if let nominal = r.nominalName, seen.insert(nominal).inserted { queue.append(nominal) }
                }
            }
        }
        return result
    }

    private func expandConformance(_ ref: TypeRef, context: [String], depth: Int) -> [ResolvedType] {
        guard depth < 8 else { return [.unknown] }
        switch ref {
        case .composition(let parts):
            return parts.flatMap { expandConformance($0, context: context, depth: depth + 1) }
        case .named(let path, _):
            if lookupName(path, context: context) == nil, let last = path.last, d.byLast[NameKey(last)] != nil {
                var k = context.count
                while k >= 0 {
                    let candidate = (context.prefix(k) + path).joined(separator: ".")
                    if let (target, aliasContext) = d.aliases[NameKey(candidate)] { return expandConformance(target, context: aliasContext, depth: depth + 1) }
                    k -= 1
                }
            }
            let resolved = resolve(ref, context: context)
            // A module-qualified protocol or class from outside the scanned code (`Defaults.Serializable`): by its name
            // as written, so that what it may bring can be named.
            if resolved == .unknown && path.count > 1 { return [.external(path.joined(separator: "."), [])] }
            return [resolved]
        default:
            return [.unknown]
        }
    }

    /// Does the scanned type conform to the protocol `protocolName` (as written, e.g. "View"), directly or through
    /// a scanned protocol or superclass?
    public func conforms(_ name: String, to protocolName: String) -> Bool {
        conformances(of: name).contains { $0.externalName == protocolName || $0.nominalName == protocolName }
    }

    public func isClassLike(_ name: String) -> Bool {
        guard let info = d.types[NameKey(name)] else { return false }
        return info.kind == .class || info.kind == .actor
    }

    public func isObservableModel(_ name: String) -> Bool {
        guard let info = d.types[NameKey(name)] else { return false }
        if info.kind == .class || info.kind == .actor || info.attributes.contains("@Observable") { return true }
        // `ObservableObject` refines `AnyObject`: no struct or enum conforms, so their conformances need no working out
        // (unless the name is declared twice, as a value type and as something else).
        if (info.kind == .struct || info.kind == .enum) && !isAmbiguous(name) { return false }
        return conforms(name, to: "ObservableObject")
    }
}
