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
    case unknown

    public var description: String {
        switch self {
        case .nominal(let n, let g), .external(let n, let g):
            return g.isEmpty ? n : n + "<" + g.map(\.description).joined(separator: ", ") + ">"
        case .array(let t): return "[" + t.description + "]"
        case .optional(let t): return t.description + "?"
        case .dictionary(let k, let v): return "[" + k.description + ": " + v.description + "]"
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
