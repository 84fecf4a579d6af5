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
    public static var collector: (any WalkCollector.Type)? { Collector.self }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.analysis.navigationAfterAwait().map {
            finding("This navigation push runs after an await with no check that the screen is still shown: the user may have left it. Check Task.isCancelled or a flag cleared in onDisappear first.",
                    at: $0.location, notes: [Note(message: "the await is here", location: $0.await)])
        }
    }

    /// What the walk keeps of a file for this rule: the path changes and calls made after an `await` with no liveness
    /// check between (`WalkContext.afterAwait`), inside `Task { }` or an async function.
    public struct Collector: WalkCollector {
        public struct Facts: Sendable {
            /// Changes whose values NavLint reads and that do not replace the whole path: (index in `FileFacts.pushes`,
            /// the await).
            var pushes: [(index: Int32, await: SourceLocation)] = []
            /// Calls, which may be of a push wrapper: (index in `FileFacts.calls`, the await).
            var calls: [(index: Int32, await: SourceLocation)] = []
        }

        public static let events: WalkEvents = [.pathMutationsAfterAwait, .callsAfterAwait]
        var facts = Facts()

        public init() {}

        public mutating func pathMutation(_ push: PushFact, index: Int, context: WalkContext) {
            // A write whose values NavLint does not read (`path = restored`) is not judged.
            guard let aw = context.afterAwait, push.operation != .opaqueWrite, !NavigationAnalysis.replacesWholePath(push.operation) else { return }
            facts.pushes.append((Int32(index), aw))
        }

        public mutating func call(_ call: CallFact, index: Int, context: WalkContext) {
            guard let aw = context.afterAwait else { return }
            facts.calls.append((Int32(index), aw))
        }

        public var isEmpty: Bool { facts.pushes.isEmpty && facts.calls.isEmpty }
        public func finish() -> Facts { facts }
    }
}

// The question this rule asks of the model.
extension NavigationAnalysis {
    /// Path mutations and push-wrapper calls made after an `await` with no liveness check between, on paths a
    /// stack binds: (where, the await).
    func navigationAfterAwait() -> [(location: SourceLocation, await: SourceLocation)] {
        var result: [(location: SourceLocation, await: SourceLocation)] = []
        var pushingCalls: Set<CallRef>?
        var pushing: Set<MemberName>?
        for fi in files.indices {
            guard let found = files[fi].collected(by: PushAfterAwait.Collector.self) else { continue }
            let pushes = files[fi].pushes
            for (k, aw) in found.pushes {
                let function = pushes[Int(k)].function
                let owner = inference.ownerName(function.owner, parents: [])
                switch pushes[Int(k)].target {
                case .parameter, .receiver:
                    // In an async helper taking the path `inout` or as a `Binding`, or a method of an extension of a path
                    // type: a push when some call hands it (or calls it on) a stack's path (the push-site pass then counts
                    // the helper among the functions that push).
                    if pushing == nil { pushing = Set(pushingFunctions) }
                    var named = owner ?? function.owner
                    if case .receiver = pushes[Int(k)].target, let extended = TypeTable.pathExtensionOwner(function.owner) { named = extended }
                    if pushing!.contains(MemberName(owner: named, name: function.name)) { result.append((pushes[Int(k)].location, aw)) }
                    continue
                default:
                    break
                }
                guard let key = inference.pathKey(pushes[Int(k)].target, owner: owner), !contexts(bindingKey: key).isEmpty else { continue }
                result.append((pushes[Int(k)].location, aw))
            }
            if found.calls.isEmpty { continue }
            if pushingCalls == nil { pushingCalls = callsOfPushingFunctions() }
            for (k, aw) in found.calls where pushingCalls!.contains(CallRef(file: fi, index: Int(k))) {
                result.append((files[fi].calls[Int(k)].location, aw))
            }
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
