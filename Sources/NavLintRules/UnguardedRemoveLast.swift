// unguarded-remove-last: removeLast() on a stack's path with no isEmpty/count check in the same function.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports `path.removeLast()` / `removeLast(k)` on a path a `NavigationStack(path:)` binds when nothing in the
/// same function checked that path's `isEmpty` or `count` first: it traps on an empty path (docs/navigation.md#s7.3).
/// `removeLast(path.count)` and `removeAll()` never trap; nor does `removeLast(min(k, path.count))`, whose argument reads
/// the path's count. A `pop()` wrapper is reported inside the wrapper.
public struct UnguardedRemoveLast: Rule {
    public static let id = "unguarded-remove-last"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.analysis.removals().filter { !$0.isGuarded }.map {
            $0.operation == .removeLastCount
                ? finding("'removeLast(_:)' traps when the navigation path holds fewer elements than it removes. Check count first, e.g. 'guard path.count >= k else { return }'.",
                          at: $0.location)
                : finding("'removeLast()' traps when the navigation path is empty. Check isEmpty (or count) first, e.g. 'guard !path.isEmpty else { return }'.",
                          at: $0.location)
        }
    }
}

// The question this rule asks of the model.
extension NavigationAnalysis {
    /// Path mutations that remove from a path some stack binds, as (fact, its file's facts).
    func removals() -> [PushFact] {
        var result: [PushFact] = []
        // Pushes are read in place: `for p in f.pushes` would copy every fact (and retain its strings).
        for fi in files.indices {
            let pushes = files[fi].pushes
            for k in pushes.indices where pushes[k].operation == .removeLast || pushes[k].operation == .removeLastCount {
                let owner = inference.ownerName(pushes[k].function.owner, parents: [])
                guard let key = inference.pathKey(pushes[k].target, owner: owner), !contexts(bindingKey: key).isEmpty else { continue }
                result.append(pushes[k])
            }
        }
        return result
    }
}
