// The type table's storage: the declarations, typealiases and extensions of all files, merged by name.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension TypeTable {
    /// What the declarations, typealiases and extensions say. Tables are keyed by `NameKey` (a cheaper hash).
    struct Declarations {
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
        /// Extensions of the standard collections and their protocols (`extension Array where Element: Identifiable`),
        /// with the extended type's name as written (without its module).
        var collectionExtensions: [(extended: String, decl: TypeDecl)] = []
        /// The methods of extensions of path types (`extension NavigationPath`, `extension Array where Element == Route`,
        /// `extension Binding where Value == NavigationPath`), by the extended type (`TypeTable.pathExtensionOwner`).
        var pathExtensionMethods: [NameKey: [MethodDecl]] = [:]
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
            // Declared before only on other platforms (`#if os(iOS) struct TabsView … #elseif os(macOS) struct TabsView …`):
            // one type, whichever platform the app is built for.
            let otherPlatforms = t.platforms != .all && types[NameKey(t.name)].map { info in
                info.declarations.allSatisfy { $0.decl.kind != .extension && $0.decl.platforms.isDisjoint(with: t.platforms) }
            } == true
            // The same declaration written twice (a module's `Router<T>` copied into the app's target): members alike,
            // so either answers every question alike; the second adds nothing and leaves the name unambiguous.
            if let known = types[NameKey(t.name)], !ambiguous.contains(NameKey(t.name)),
               known.declarations.contains(where: { $0.decl.kind != .extension && Declarations.sameMembers($0.decl, t) }) {
                return
            }
            // One lookup: the entry is made when missing, then the declaration added to it.
            types[NameKey(t.name), default: TypeInfo(name: t.name, kind: t.kind)].add(t, context: context)
            if types.count == before && !otherPlatforms {
                // Two declarations of one name (two apps, two modules linted together): which one a use means is unknown.
                ambiguous.insert(NameKey(t.name))
            } else {
                // (`components("")` is `[""]`, `dotComponents` of "" is `[]`: a nameless declaration from broken code
                // must match nothing.)
                byLast[NameKey(context.last ?? t.name), default: []].append((t.name.isEmpty ? [] : context, t.name, true))
            }
        }

        /// Do two declarations of one name declare the same type: the same kind, generic parameters, inherited types,
        /// stored and computed properties (names, written types, wrappers), cases and methods (names, signatures,
        /// results)? Bodies are not compared: only what the analysis reads of a type that is not a view.
        static func sameMembers(_ a: TypeDecl, _ b: TypeDecl) -> Bool {
            // Views (and scenes, modifiers) are told apart by the target they are used in (`ViewGraph.nearest`): their
            // bodies differ where their members do not.
            if a.properties.contains(where: { $0.name == "body" }) || a.methods.contains(where: { $0.name == "body" })
                || a.inherits.contains(where: { ["View", "App", "Scene", "ViewModifier", "Commands", "ToolbarContent"].contains($0.simpleName ?? "") }) {
                return false
            }
            // Private types of several files are several types, each file's own.
            if a.attributes.contains("private") || b.attributes.contains("private") { return false }
            guard a.kind == b.kind, a.genericParameterNames == b.genericParameterNames, a.inherits == b.inherits,
                  a.properties.count == b.properties.count, a.methods.count == b.methods.count, a.cases.count == b.cases.count,
                  a.lexicalParents == b.lexicalParents else { return false }
            for (p, q) in zip(a.properties, b.properties) {
                guard p.name == q.name, p.type == q.type, p.wrapper == q.wrapper, p.isStatic == q.isStatic else { return false }
            }
            for (m, n) in zip(a.methods, b.methods) {
                guard m.name == n.name, m.signature == n.signature, m.returnType == n.returnType, m.isStatic == n.isStatic else { return false }
            }
            for (c, d) in zip(a.cases, b.cases) {
                guard c.name == d.name, c.associated.count == d.associated.count else { return false }
            }
            return true
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
                if t.lexicalParents.isEmpty, !t.methods.isEmpty, let extended = TypeTable.pathExtensionOwner(t.name) {
                    pathExtensionMethods[NameKey(extended), default: []].append(contentsOf: t.methods)
                }
                // `extension Array where Element == Product { func first(named:) … }`: a member NavLint does not read
                // on a standard collection, which a call of that name may mean.
                if let last = path.last, TypeInference.standardCollectionTypes.contains(last) {
                    for m in t.methods { externalMemberNames.insert(NameKey(m.name)) }
                    for p in t.properties { externalMemberNames.insert(NameKey(p.name)) }
                    if t.lexicalParents.isEmpty { collectionExtensions.append((last, t)) }
                }
                // A type NavLint does not see: only its conformances are kept. (An extension nested in a scanned type
                // extends a scanned type or nothing NavLint knows.)
                if t.lexicalParents.isEmpty, path.count > 1, ["Swift", "SwiftUI", "Foundation"].contains(path[0]) { path.removeFirst() }
                // `extension EnvironmentValues { var theme: Theme { … } }` (and `FocusedValues`) is kept for its properties: the types of the
                // environment's keys (`environmentValue`).
                // `extension View { func appCover<T>(…) }` for the closures handed to its modifiers
                // (`viewExtensionMethods`).
                if t.lexicalParents.isEmpty, !t.inherits.isEmpty || path == ["EnvironmentValues"] || path == ["FocusedValues"] || path == ["View"], !path.isEmpty {
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
                for c in candidates where c.components.count == k + path.count && Declarations.matches(c.components, context, k, path) {
                    if c.isType { return c.name }
                    if let (target, aliasContext) = aliases[NameKey(c.name)], case .named(let p, _) = target {
                        return lookupName(p, context: aliasContext, depth: depth + 1)
                    }
                }
                k -= 1
            }
            // `AppRoute.Settings` where `typealias AppRoute = Route`: resolve the head, then the rest inside it.
            if path.count > 1, let head = lookupName([path[0]], context: context, depth: depth + 1), head != path[0] {
                return lookupName(head.dotComponents + path.dropFirst(), context: [], depth: depth + 1)
            }
            // `Models.Notification.NotificationType`: a name qualified by its module (no type or alias has the head's name).
            if path.count > 1, byLast[NameKey(path[0])] == nil {
                return lookupName(Array(path.dropFirst()), context: context, depth: depth + 1)
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
}
