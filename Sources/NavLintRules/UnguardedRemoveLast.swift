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
    public static var collector: (any WalkCollector.Type)? { Collector.self }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.analysis.unguardedRemovals().map {
            $0.operation == .removeLastCount
                ? finding("'removeLast(_:)' traps when the navigation path holds fewer elements than it removes. Check count first, e.g. 'guard path.count >= k else { return }'.",
                          at: $0.location)
                : finding("'removeLast()' traps when the navigation path is empty. Check isEmpty (or count) first, e.g. 'guard !path.isEmpty else { return }'.",
                          at: $0.location)
        }
    }

    /// What the walk keeps of a file for this rule: its `removeLast()` and `removeLast(k)` with no `isEmpty`/`count`
    /// check of the same path earlier in the same function, nor in the argument (`WalkContext.checkedPaths`).
    public struct Collector: WalkCollector {
        public static let events: WalkEvents = .pathRemovals
        /// Indices in `FileFacts.pushes`.
        var unguarded: [Int32] = []

        public init() {}

        public mutating func pathMutation(_ push: PushFact, index: Int, context: WalkContext) {
            guard push.operation == .removeLast || push.operation == .removeLastCount, !context.checkedPaths.contains(push.target) else { return }
            unguarded.append(Int32(index))
        }

        public var isEmpty: Bool { unguarded.isEmpty }
        public func finish() -> [Int32] { unguarded }
    }
}

// The question this rule asks of the model.
extension NavigationAnalysis {
    /// Unguarded removals (`UnguardedRemoveLast.Collector`) from a path some stack binds.
    func unguardedRemovals() -> [PushFact] {
        var result: [PushFact] = []
        for fi in files.indices {
            guard let found = files[fi].collected(by: UnguardedRemoveLast.Collector.self) else { continue }
            let pushes = files[fi].pushes
            for k in found {
                let owner = inference.ownerName(pushes[Int(k)].function.owner, parents: [])
                guard let key = inference.pathKey(pushes[Int(k)].target, owner: owner), !contexts(bindingKey: key).isEmpty else { continue }
                result.append(pushes[Int(k)])
            }
        }
        return result
    }
}
