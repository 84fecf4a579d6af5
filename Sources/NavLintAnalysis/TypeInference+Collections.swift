// Types of values read out of collections and expressions: elements, subscripts, the standard library's collection
// members and methods, closures' results, branches and arithmetic. Only what the standard library and SwiftUI define
// is known; a method NavLint does not list (an extension of `Array` in a package) stays unknown.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension TypeInference {
    /// The element type of a collection (`for x in c`, `ForEach(c) { x in }`), or nil when `t` is no collection NavLint
    /// knows. A dictionary's elements are `(key:, value:)` pairs.
    func elementType(_ t: ResolvedType) -> ResolvedType? {
        switch t {
        case .array(let e), .elements(let e):
            return e
        case .dictionary(let k, let v):
            return .tuple([k, v], labels: ["key", "value"])
        case .external(let n, let g):
            switch (n, g.count) {
            case ("Set", 1), ("ArraySlice", 1), ("ContiguousArray", 1), ("Range", 1), ("ClosedRange", 1),
                 ("FetchedResults", 1), ("IdentifiedArrayOf", 1), ("OrderedSet", 1), ("Deque", 1):
                return g[0]
            case ("IdentifiedArray", 2):
                return g[1]
            case ("SectionedFetchResults", 2):
                return .external(TypeInference.fetchedSection, g)
            case (TypeInference.fetchedSection, 2):
                return g[1]
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The standard collections (and `Optional`) and their protocols, whose members NavLint reads by name (an
    /// extension of one may add a member of the same name: `TypeTable.extendsExternalType(withMember:)`).
    static let standardCollectionTypes: Set<String> = [
        "Array", "Set", "Dictionary", "Optional", "ArraySlice", "ContiguousArray", "Range", "ClosedRange", "Sequence", "Collection",
        "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "LazySequenceProtocol",
        "FetchedResults", "SectionedFetchResults", "IdentifiedArray", "OrderedSet", "Deque",
    ]

    /// `SectionedFetchResults<SectionID, Result>.Section`: its elements are `Result`s, its `id` a `SectionID`.
    static let fetchedSection = "SectionedFetchResults.Section"

    /// `c[i]`: an element of a collection indexed by position, a dictionary's value (optional), or nil.
    func subscriptType(_ t: ResolvedType) -> ResolvedType? {
        switch t {
        case .dictionary(_, let v): return .optional(v)
        case .elements: return nil
        default: return elementType(t)
        }
    }

    /// Is `t` indexed by `Int` positions from `0` (`indices` is a `Range<Int>`)?
    private func isIntIndexed(_ t: ResolvedType) -> Bool {
        switch t {
        case .array: return true
        case .external(let n, _):
            return ["ArraySlice", "ContiguousArray", "FetchedResults", "SectionedFetchResults", TypeInference.fetchedSection,
                    "IdentifiedArrayOf", "IdentifiedArray", "OrderedSet", "Deque"].contains(n)
        default: return false
        }
    }

    /// Can the collection be walked from its end (`last`, `last(where:)`)? A set or dictionary cannot.
    private func isBidirectional(_ t: ResolvedType) -> Bool {
        if case .external(let n, _) = t, n == "Set" { return false }
        if case .dictionary = t { return false }
        if case .elements = t { return false }
        return true
    }

    /// A property of a standard collection: `first`, `last`, `indices`, `keys`, `values`, `count`, `isEmpty`, `lazy`,
    /// a fetched section's `id`.
    func collectionMemberType(_ base: ResolvedType, _ name: String) -> ResolvedType? {
        if case .external(TypeInference.fetchedSection, let g) = base, name == "id", g.count == 2 { return g[0] }
        guard let e = elementType(base), !table.extendsExternalType(withMember: name) else { return nil }
        switch name {
        case "first": return .optional(e)
        case "last": return isBidirectional(base) ? .optional(e) : nil
        case "count": return .external("Int", [])
        case "isEmpty": return .external("Bool", [])
        case "indices": return isIntIndexed(base) ? .external("Range", [.external("Int", [])]) : nil
        case "lazy": return .elements(e)
        default: break
        }
        if case .dictionary(let k, let v) = base {
            if name == "keys" { return .elements(k) }
            if name == "values" { return .elements(v) }
        }
        return nil
    }

    /// A method of a standard collection called on it, by name (its arguments do not change the result's type):
    /// `first(where:)`, `randomElement()`, `min(by:)`, `sorted(by:)`, `filter { }`, `enumerated()`, `prefix(3)` ….
    func collectionMethodType(_ base: ResolvedType, _ name: String) -> ResolvedType? {
        // A method of that name an app's extension adds (`extension Array { func first(named:) }`) may be the one called.
        guard let e = elementType(base), !table.extendsExternalType(withMember: name) else { return nil }
        switch name {
        case "first", "randomElement", "min", "max":
            return .optional(e)
        case "last", "popLast":
            return isBidirectional(base) ? .optional(e) : nil
        case "sorted", "shuffled":
            return .array(e)
        case "filter":
            // A set keeps its kind, as do an array and a dictionary; another collection's `filter` may make an array or
            // keep its own kind.
            switch base {
            case .array, .dictionary: return base
            case .external(let n, _) where n == "Set": return base
            case .external(let n, _) where n == "FetchedResults" || n == "Range" || n == "ClosedRange" || n == TypeInference.fetchedSection:
                return .array(e)
            default: return .elements(e)
            }
        case "prefix", "suffix", "dropFirst", "dropLast":
            if case .array = base { return .external("ArraySlice", [e]) }
            return .elements(e)
        case "reversed":
            return .elements(e)
        case "enumerated":
            return .elements(.tuple([.external("Int", []), e], labels: ["offset", "element"]))
        default:
            return nil
        }
    }

    /// The result of a method of a `String` or `Substring` that makes text (`"23,412".split(separator: ",")` makes
    /// `[Substring]`, `name.lowercased()` a `String`): a link of `Substring` is not one of `String`
    /// (docs/navigation.md#s4: the destination is looked up by the value's type). nil for any other method, or where the
    /// program's extensions declare one of that name.
    func stringMethodType(_ base: ResolvedType, _ name: String) -> ResolvedType? {
        guard case .external(let n, let g) = base, g.isEmpty, n == "String" || n == "Substring",
              !table.extendsExternalType(withMember: name) else { return nil }
        let string = ResolvedType.external("String", []), substring = ResolvedType.external("Substring", [])
        switch name {
        case "split": return .array(substring)
        case "components": return .array(string)
        case "prefix", "suffix", "dropFirst", "dropLast": return substring
        case "lowercased", "uppercased", "trimmingCharacters", "replacingOccurrences", "appending", "padding",
             "addingPercentEncoding", "removingPercentEncoding":
            return name == "addingPercentEncoding" || name == "removingPercentEncoding" ? .optional(string) : string
        default: return nil
        }
    }

    /// `base.map { … }`, `compactMap`, `flatMap`: the closure's result for one element (or for an optional's value).
    func transformedType(_ base: ValueExpr, _ method: String, _ result: ValueExpr, owner: String?, depth: Int) -> ResolvedType {
        let b = type(of: base, owner: owner, contextType: nil, depth: depth + 1)
        let r = type(of: result, owner: owner, contextType: nil, depth: depth + 1)
        guard r.isKnown else { return .unknown }
        if table.extendsExternalType(withMember: method) { return .unknown }
        if case .optional = b {
            // `Optional.map` / `flatMap`: the result, optional.
            switch method {
            case "map": return .optional(r)
            case "flatMap": return .optional(r.unwrapped)
            default: return .unknown
            }
        }
        guard elementType(b) != nil else { return .unknown }
        let lazy: Bool
        if case .elements = b { lazy = true } else { lazy = false }
        let element: ResolvedType
        switch method {
        case "map": element = r
        case "compactMap": element = r.unwrapped
        case "flatMap":
            guard let inner = elementType(r) else { return .unknown }
            element = inner
        default: return .unknown
        }
        return lazy ? .elements(element) : .array(element)
    }

    /// `c ? a : b`, an `if` or `switch` expression: every branch must have one type (`nil` makes it optional; an
    /// implicit member takes the others' type).
    func branchesType(_ branches: [ValueExpr], owner: String?, contextType: ResolvedType?, depth: Int) -> ResolvedType {
        var result: ResolvedType?
        var optional = false
        var implicit: [ValueExpr] = []
        for b in branches {
            switch b {
            case .nilLiteral:
                optional = true
                continue
            case .implicitMember, .array([]):
                // Typed by the other branches: `.settings`, `[]`.
                implicit.append(b)
                continue
            default:
                break
            }
            let t = type(of: b, owner: owner, contextType: contextType, depth: depth + 1)
            guard t.isKnown else {
                // Perhaps typed by the others too: `c ? Plan.trial : (yearly ? .yearly : .monthly)`.
                implicit.append(b)
                continue
            }
            if case .optional = t { optional = true }
            if let r = result, r != t.unwrapped { return .unknown }
            result = t.unwrapped
        }
        guard let known = result ?? contextType?.unwrapped, known.isKnown else { return .unknown }
        for b in implicit {
            // Each must be of the type the others fix (a branch unknown even with that context leaves the whole unknown).
            let t = type(of: b, owner: owner, contextType: known, depth: depth + 1)
            guard t.unwrapped == known else { return .unknown }
            if case .optional = t { optional = true }
        }
        return optional ? .optional(known) : known
    }

    /// `a + b` (also `-`, `*`, `/`) on the standard numbers (and `+` on strings): both sides of one type, or a literal
    /// beside a value of a standard number type. An operator the program declares is not followed.
    func arithmeticType(_ a: ValueExpr, _ b: ValueExpr, owner: String?, depth: Int) -> ResolvedType {
        let ta = type(of: a, owner: owner, contextType: nil, depth: depth + 1)
        let tb = type(of: b, owner: owner, contextType: nil, depth: depth + 1)
        func literal(_ v: ValueExpr) -> String? {
            if case .literal(.named(let path, _)) = v, path.count == 1, path[0] == "Int" || path[0] == "Double" { return path[0] }
            return nil
        }
        func standard(_ t: ResolvedType) -> String? {
            if case .external(let n, let g) = t, g.isEmpty, TypeInference.arithmeticTypes.contains(n) { return n }
            return nil
        }
        switch (literal(a), literal(b)) {
        case (let la?, let lb?):
            return .external(la == "Double" || lb == "Double" ? "Double" : "Int", [])
        case (let l?, nil):
            guard let n = standard(tb), n != "String", l == "Int" || !TypeInference.integerTypes.contains(n) else { return .unknown }
            return tb
        case (nil, let l?):
            guard let n = standard(ta), n != "String", l == "Int" || !TypeInference.integerTypes.contains(n) else { return .unknown }
            return ta
        case (nil, nil):
            guard standard(ta) != nil, ta == tb else { return .unknown }
            return ta
        }
    }

    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    static let arithmeticTypes: Set<String> = integerTypes.union(["Double", "Float", "CGFloat", "Decimal", "String"])
}

// MARK: - Members the program's extensions of the standard collections declare

extension TypeInference {
    /// The protocols of the standard collections: an extension of one applies to every collection (when the call
    /// compiles, its constraints hold).
    static let collectionProtocols: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
    ]

    /// Members of the standard collections by name (those NavLint reads and other common ones): a call of one of these
    /// names may be the standard library's even where an extension declares the name with other labels
    /// (`first(in:)` beside `first(where:)`), so an extension's declaration does not decide its type.
    static let standardCollectionMemberNames: Set<String> = [
        "first", "last", "count", "isEmpty", "indices", "lazy", "keys", "values", "randomElement", "min", "max", "popLast",
        "popFirst", "sorted", "shuffled", "filter", "prefix", "suffix", "dropFirst", "dropLast", "reversed", "enumerated", "map",
        "compactMap", "flatMap", "reduce", "forEach", "contains", "allSatisfy", "firstIndex", "lastIndex", "index", "joined",
        "split", "removeFirst", "removeLast", "remove", "append", "insert", "startIndex", "endIndex", "underestimatedCount",
        "makeIterator", "elementsEqual", "starts", "partition", "swapAt", "sort", "shuffle", "reverse", "union", "intersection",
        "subtracting", "symmetricDifference", "mapValues", "compactMapValues", "merging", "grouping", "difference", "applying",
        "withUnsafeBufferPointer", "description", "debugDescription", "hashValue", "capacity", "subscript", "unsafelyUnwrapped",
    ]

    /// Does `extension <extended>` extend a collection of the type `base`? A collection whose own type NavLint does
    /// not name (`.elements`) is extended by the protocols only.
    private func extends(_ extended: String, _ base: ResolvedType) -> Bool {
        if TypeInference.collectionProtocols.contains(extended) { return true }
        switch base {
        case .array: return extended == "Array"
        case .dictionary: return extended == "Dictionary"
        case .external(let n, _): return n == extended
        default: return false
        }
    }

    /// The type of a member (`kind`: a property, a method or a subscript with these labels) that the program's
    /// extensions of the standard collections declare, read on a collection of the type `base`, with `Element` (`Key`,
    /// `Value`, `Self`) standing for the collection's. nil when no extension declares it (the standard library's member is
    /// meant); unknown when the name is also a standard member, when the declarations that may be meant disagree, or when
    /// one of a specific collection type may be meant on a collection whose type is not known.
    func collectionExtensionMemberType(_ base: ResolvedType, _ member: CollectionExtensionMember) -> ResolvedType? {
        let extensions = table.collectionExtensions
        guard !extensions.isEmpty, let element = elementType(base) else { return nil }
        var declared = false
        var result: ResolvedType?
        var substitutions: [String: ResolvedType] = ["Element": element, "Self": base]
        if case .dictionary(let k, let v) = base { substitutions["Key"] = k; substitutions["Value"] = v }
        for (extended, decl) in extensions {
            let types: [(TypeRef?, [String])]
            switch member {
            case .property(let name):
                types = decl.properties.filter { $0.name == name && !$0.isStatic }.map { ($0.type, []) }
            case .method(let name):
                types = decl.methods.filter { $0.name == name && !$0.isStatic }.map { ($0.returnType, $0.genericParameterNames) }
            case .subscript(let labels):
                types = decl.subscripts.filter { s in !s.isStatic && s.parameters.map { $0.label ?? "_" } == labels }
                    .map { ($0.returnType, $0.genericParameterNames) }
            }
            guard !types.isEmpty else { continue }
            declared = true
            guard extends(extended, base) else {
                // `extension Array { … }` on a collection whose type is not known may be the one meant.
                if case .elements = base { return .unknown }
                continue
            }
            for (written, generics) in types {
                var s = substitutions
                for g in generics { s[g] = .unknown }
                let t = written.map { table.resolve($0, context: [], substitutions: s) } ?? .unknown
                if let r = result, r != t { return .unknown }
                result = t
            }
        }
        guard declared else { return nil }
        if case .property(let name) = member, TypeInference.standardCollectionMemberNames.contains(name) { return .unknown }
        if case .method(let name) = member, TypeInference.standardCollectionMemberNames.contains(name) { return .unknown }
        return result ?? .unknown
    }

    enum CollectionExtensionMember {
        case property(String)
        case method(String)
        /// The argument labels, "_" where there is none.
        case `subscript`([String])
    }

    /// `value[…]` of a subscript a scanned type declares with these labels ("_" where none): the declarations must
    /// agree. nil when the type declares no subscript.
    func declaredSubscriptType(_ base: ResolvedType, labels: [String]) -> ResolvedType? {
        guard case .nominal(let n, let arguments) = base, let info = table[n] else { return nil }
        var overloads: [(MethodDecl, context: [String])] = []
        var any = false
        for (d, context) in info.declarations {
            for s in d.subscripts where !s.isStatic {
                any = true
                if s.parameters.map({ $0.label ?? "_" }) == labels { overloads.append((s, context)) }
            }
        }
        guard any else { return nil }
        return overloads.isEmpty ? .unknown : agreedReturnType(overloads, substitutions: table.substitutions(n, arguments))
    }
}
