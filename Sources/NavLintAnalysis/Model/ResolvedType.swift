// A type as the analysis knows it once names are resolved.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A type after name resolution: one of the scanned types, a type from outside the scanned code, or unknown.
public indirect enum ResolvedType: Hashable, Sendable, CustomStringConvertible {
    case nominal(String, [ResolvedType])     // a scanned type, by qualified name
    case external(String, [ResolvedType])    // String, Color, NavigationPath …
    case array(ResolvedType)
    case optional(ResolvedType)
    case dictionary(ResolvedType, ResolvedType)
    /// `(offset: Int, element: Product)`: an element of `enumerated()`, `zip` or a dictionary, with its labels.
    case tuple([ResolvedType], labels: [String?])
    /// A collection of these elements whose own type NavLint does not name (`dict.values`, `items.reversed()`): its
    /// elements are known, the collection itself is not.
    case elements(ResolvedType)
    case unknown

    public var description: String {
        switch self {
        case .nominal(let n, let g), .external(let n, let g):
            return g.isEmpty ? n : n + "<" + g.map(\.description).joined(separator: ", ") + ">"
        case .array(let t): return "[" + t.description + "]"
        case .optional(let t): return t.description + "?"
        case .dictionary(let k, let v): return "[" + k.description + ": " + v.description + "]"
        case .tuple(let items, let labels):
            return "(" + items.indices.map { (labels[$0].map { $0 + ": " } ?? "") + items[$0].description }.joined(separator: ", ") + ")"
        case .elements(let e): return "elements of " + e.description
        case .unknown: return "?"
        }
    }

    public var unwrapped: ResolvedType {
        if case .optional(let t) = self { return t.unwrapped }
        return self
    }

    public var isKnown: Bool {
        switch self {
        case .unknown: return false
        case .nominal(_, let g), .external(_, let g): return g.allSatisfy(\.isKnown)
        case .array(let t), .optional(let t): return t.isKnown
        case .dictionary(let k, let v): return k.isKnown && v.isKnown
        case .tuple(let items, _): return items.allSatisfy(\.isKnown)
        case .elements: return false
        }
    }

    public var nominalName: String? {
        if case .nominal(let n, _) = self { return n }
        return nil
    }

    public var externalName: String? {
        if case .external(let n, _) = self { return n }
        return nil
    }
}
