// What scanned types conform to or inherit, through typealiases, compositions and extensions.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension TypeTable {
    /// Names of everything `name` conforms to or inherits, resolved where scanned, transitively; typealiases
    /// and compositions (`typealias Route = Codable & Hashable`) are expanded.
    public func conformances(of name: String) -> [ResolvedType] {
        if let cached = conformanceCache[name] { return cached }
        let result = computeConformances(of: name)
        conformanceCache[name] = result
        return result
    }


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

    /// The scanned types, protocols aside, that conform to the scanned protocol `name`, directly or through others, by
    /// qualified name in order; empty when `name` is not a scanned protocol.
    public func conformers(of name: String) -> [String] {
        guard let info = d.types[NameKey(name)], info.kind == .protocol else { return [] }
        var result: [String] = []
        for (key, other) in d.types where other.kind != .protocol && conforms(key.string, to: name) { result.append(key.string) }
        return result.sorted()
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

