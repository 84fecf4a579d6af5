// Which property each NavigationStack binds, which properties alias it (bindings handed down), and which are saved.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A property that holds navigation state: `NavigationCoordinator.path`, `ContentView.path`.
public struct PathKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var owner: String
    public var property: String

    public static func < (a: PathKey, b: PathKey) -> Bool { (a.owner, a.property) < (b.owner, b.property) }
    public var description: String { "\(owner).\(property)" }

    public func hash(into hasher: inout Hasher) { hasher.combine(FastHash.strings(owner, property)) }
}

/// Which properties a child view's `@Binding` stands for: each child key may stand for several parents (one
/// child view used by two tabs), and two parents are never merged with each other.
struct PathBindings {
    private var parents: [PathKey: Set<PathKey>] = [:]

    package mutating func bind(child: PathKey, to parent: PathKey) {
        guard child != parent else { return }
        parents[child, default: []].insert(parent)
    }

    /// Is `key` bound to some parent (so that its targets are not just itself)?
    func isBound(_ key: PathKey) -> Bool {
        guard let direct = parents[key] else { return false }
        return !direct.isEmpty
    }

    /// The properties a key may finally be: itself, or the parents its bindings lead to.
    package func targets(_ key: PathKey) -> [PathKey] {
        // Most paths are bound by no child: no sets to build.
        guard let direct = parents[key], !direct.isEmpty else { return [key] }
        var result: Set<PathKey> = []
        var seen: Set<PathKey> = [key]
        var stack = [key]
        while let k = stack.popLast() {
            guard let ps = parents[k], !ps.isEmpty else { result.insert(k); continue }
            for p in ps where seen.insert(p).inserted { stack.append(p) }
        }
        return result.sorted()
    }
}

extension TypeInference {
    /// The property a path reference names, in code of `owner`.
    package func pathKey(_ ref: PathRef, owner: String?) -> PathKey? {
        switch ref {
        case .selfProperty(let p):
            guard let owner else { return nil }
            return PathKey(owner: owner, property: p)
        case .member(let base, let p):
            let t = type(of: base, owner: owner, contextType: nil).unwrapped
            if case .nominal(let n, _) = t { return PathKey(owner: n, property: p) }
            // The Composable Architecture's `NavigationStack(path: $store.scope(state: \.path, …))`: the property of the
            // state the store holds, which the feature's reducer changes (`state.path.append(…)`).
            if let state = storeState(t) { return PathKey(owner: state, property: p) }
            return nil
        case .local, .parameter, .receiver:
            return nil
        }
    }

    /// The property a value expression names (`$path`, `$model.path` handed to a child view).
    package func pathKey(_ value: ValueExpr, owner: String?) -> PathKey? {
        switch value {
        case .selfProperty(let p): return pathKey(PathRef.selfProperty(p), owner: owner)
        case .member(let base, let p): return pathKey(PathRef.member(base, p), owner: owner)
        default: return nil
        }
    }

    /// The scanned state type of a store: `StoreOf<Feature>`'s `Feature.State`, `Store<State, Action>`'s `State`.
    func storeState(_ t: ResolvedType) -> String? {
        guard case .external(let n, let g) = t, !g.isEmpty, case .nominal(let first, _) = g[0] else { return nil }
        if n == "StoreOf" && g.count == 1 { return table[first + ".State"] != nil ? first + ".State" : nil }
        if n == "Store" && g.count == 2 { return first }
        return nil
    }
}
