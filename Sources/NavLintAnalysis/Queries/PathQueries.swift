// Queries on paths that several rules and the route graph share: what a path stands for, its stacks, whether it is saved.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// The properties a path key may stand for (itself, or the parents a child's `@Binding` was handed).
    public func targets(_ key: PathKey) -> [PathKey] { bindings.targets(key) }

    /// Does some push of a value NavLint cannot type go onto `key` (or a property it stands for)?
    public func hasUnresolvedPushes(onto key: PathKey) -> Bool {
        bindings.targets(key).contains { keysWithUnresolvedPushes.contains($0) }
    }

    /// The contexts whose stack binds `key` or a property it stands for.
    public func contexts(bindingKey key: PathKey) -> [ContextID] {
        // Most paths are bound by no child: their own contexts, with no list of targets to build.
        guard bindings.isBound(key) else { return contextsByKey[key] ?? [] }
        var result: [ContextID] = []
        for t in bindings.targets(key) { result.append(contentsOf: contextsByKey[t] ?? []) }
        return result
    }

    /// Where a path is saved, when every property it may stand for is saved.
    public func savedLocation(_ key: PathKey) -> SourceLocation? {
        // A program that saves no path (most): nothing to look up.
        guard !persisted.isEmpty else { return nil }
        let ts = bindings.targets(key)
        guard !ts.isEmpty else { return nil }
        var first: SourceLocation?
        for t in ts {
            guard let at = persisted[t] else { return nil }
            if first == nil || at < first! { first = at }
        }
        return first
    }

    /// The declared type of a path property (NavigationPath, [Route], …); of a `Binding<…>` property, the type it binds.
    public func pathType(_ key: PathKey) -> ResolvedType {
        NavigationAnalysis.boundValue(inference.propertyType(key.owner, key.property))
    }
}
