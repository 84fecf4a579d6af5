// Which property each NavigationStack binds, which properties alias it (bindings handed down), and which are saved.

/// A property that holds navigation state: `NavigationCoordinator.path`, `ContentView.path`.
public struct PathKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var owner: String
    public var property: String

    public static func < (a: PathKey, b: PathKey) -> Bool { (a.owner, a.property) < (b.owner, b.property) }
    public var description: String { "\(owner).\(property)" }
}

/// Union-find over path keys: a `@Binding` handed a stack's path is the same path.
struct PathAliases {
    private var parent: [PathKey: PathKey] = [:]

    mutating func root(_ k: PathKey) -> PathKey {
        var x = k
        var chain: [PathKey] = []
        while let p = parent[x], p != x {
            chain.append(x)
            x = p
        }
        for c in chain { parent[c] = x }
        return x
    }

    mutating func union(_ a: PathKey, _ b: PathKey) {
        let ra = root(a), rb = root(b)
        guard ra != rb else { return }
        // Deterministic: the smaller key is the representative.
        if ra < rb { parent[rb] = ra } else { parent[ra] = rb }
    }
}

extension TypeInference {
    /// The property a path reference names, in code of `owner`.
    func pathKey(_ ref: PathRef, owner: String?) -> PathKey? {
        switch ref {
        case .selfProperty(let p):
            guard let owner else { return nil }
            return PathKey(owner: owner, property: p)
        case .member(let base, let p):
            guard case .nominal(let n, _) = type(of: base, owner: owner, contextType: nil).unwrapped else { return nil }
            return PathKey(owner: n, property: p)
        case .local:
            return nil
        }
    }

    /// The property a value expression names (`$path`, `$model.path` handed to a child view).
    func pathKey(_ value: ValueExpr, owner: String?) -> PathKey? {
        switch value {
        case .selfProperty(let p): return pathKey(PathRef.selfProperty(p), owner: owner)
        case .member(let base, let p): return pathKey(PathRef.member(base, p), owner: owner)
        default: return nil
        }
    }
}
