// push-after-await: a path mutation after an `await` in a Task or async function, with no liveness check (docs/navigation.md#s7.2).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a push or path mutation (directly or through a push wrapper) that follows an `await` inside
/// `Task { }` or an `async` function with no liveness check between (`Task.isCancelled`,
/// `try Task.checkCancellation()`, a Boolean `guard`/`if`): the push may land after the user left the screen.
/// Work in the `.task { }` modifier is cancelled with the view and is not reported, nor is a change that replaces the
/// whole path (`path = [.home]`, `path.removeAll()`): the stack it leaves does not depend on the screen on top.
public struct PushAfterAwait: Rule {
    public static let id = "push-after-await"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.analysis.navigationAfterAwait().map {
            finding("This navigation push runs after an await with no check that the screen is still shown: the user may have left it. Check Task.isCancelled or a flag cleared in onDisappear first.",
                    at: $0.location, notes: [Note(message: "the await is here", location: $0.await)])
        }
    }
}

// The question this rule asks of the model.
extension NavigationAnalysis {
    /// Path mutations and push-wrapper calls made after an `await` with no liveness check between, on paths a
    /// stack binds: (where, the await).
    func navigationAfterAwait() -> [(location: SourceLocation, await: SourceLocation)] {
        var result: [(location: SourceLocation, await: SourceLocation)] = []
        // Pushes are read in place: `for p in f.pushes` would copy every fact (and retain its strings).
        for fi in files.indices {
            let pushes = files[fi].pushes
            for k in pushes.indices {
                guard let aw = pushes[k].afterAwait, !Self.replacesWholePath(pushes[k].operation) else { continue }
                let owner = inference.ownerName(pushes[k].function.owner, parents: [])
                guard let key = inference.pathKey(pushes[k].target, owner: owner), !contexts(bindingKey: key).isEmpty else { continue }
                result.append((pushes[k].location, aw))
            }
        }
        if !callsAfterAwait.isEmpty {
            let pushing = Set(pushingFunctions)
            for c in callsAfterAwait where pushing.contains(c.target) { result.append((c.location, c.await)) }
        }
        return result.sorted { $0.location < $1.location }
    }

    /// A change that sets the whole path to values of its own (`path = [.edit(file)]`, `path = NavigationPath()`,
    /// `path.removeAll()`, `path.removeLast(path.count)`): the stack it leaves is the same whatever screen the user
    /// went to while the code waited, so it lands on no screen the user left (docs/navigation.md#s7.2).
    static func replacesWholePath(_ operation: PushOperation) -> Bool {
        operation == .assign || operation == .reset || operation == .removeAll
    }
}
