// Rules own their facts: a rule that needs something from the per-file walk declares a collector, which the walker
// calls as it meets the events the collector asks for; the walker keeps no field for any one rule.

/// Gathers one rule's facts from the walk of one file. The walker makes one collector per file for each enabled rule
/// that declares one (`Rule.collector`), calls it in source order for the events of `events`, and keeps what `finish()`
/// returns in the file's facts (`FileFacts.collected(by:)`), where the rule reads it back.
///
/// A collector sees the fact the walker is recording (its index says where it goes in `FileFacts`) and the walk's
/// context there (`WalkContext`). It is a plain value, used on the one thread that indexes its file.
public protocol WalkCollector {
    /// What the collector keeps of a file.
    associatedtype Facts: Sendable
    /// The events the collector is called for (the others cost it nothing).
    static var events: WalkEvents { get }
    init()
    /// A change of something that may be a navigation path, recorded as `FileFacts.pushes[index]`.
    mutating func pathMutation(_ push: PushFact, index: Int, context: WalkContext)
    /// A call that may be a push wrapper's call site, recorded as `FileFacts.calls[index]`.
    mutating func call(_ call: CallFact, index: Int, context: WalkContext)
    /// Nothing to keep of the file (most files): `finish()` is not asked.
    var isEmpty: Bool { get }
    /// The file's facts, once its walk is over.
    func finish() -> Facts
}

extension WalkCollector {
    public mutating func pathMutation(_ push: PushFact, index: Int, context: WalkContext) {}
    public mutating func call(_ call: CallFact, index: Int, context: WalkContext) {}
}

/// The events a collector is called for.
public struct WalkEvents: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `WalkCollector.pathMutation`: each `PushFact` recorded.
    public static let pathMutations = WalkEvents(rawValue: 1 << 0)
    /// `WalkCollector.call`: each `CallFact` recorded.
    public static let calls = WalkEvents(rawValue: 1 << 1)
    /// Only the path mutations made after an `await` with no liveness check between (`WalkContext.afterAwait`).
    public static let pathMutationsAfterAwait = WalkEvents(rawValue: 1 << 2)
    /// Only the calls made after an `await` with no liveness check between (`WalkContext.afterAwait`).
    public static let callsAfterAwait = WalkEvents(rawValue: 1 << 3)
    /// Only the path mutations that remove from the end (`removeLast()`, `removeLast(k)`).
    public static let pathRemovals = WalkEvents(rawValue: 1 << 4)
}

/// The collector types to make for each file indexed (those of the enabled rules), with the collectors each event
/// calls, worked out once for all files. Handed to the threads that index: a type holds no state of its own (the
/// collectors it makes do, one per file, each on one thread).
public struct WalkCollectors: @unchecked Sendable {
    /// No collector (every rule that has one disabled).
    public static let none = WalkCollectors()

    public let types: [any WalkCollector.Type]
    /// Indices in `types` of the collectors of each event.
    let mutations: [Int], mutationsAfterAwait: [Int], removals: [Int], calls: [Int], callsAfterAwait: [Int]
    /// Some collector reads `WalkContext.checkedPaths`: the walk tracks them.
    let tracksCheckedPaths: Bool

    public init(_ types: [any WalkCollector.Type] = []) {
        self.types = types
        func slots(_ event: WalkEvents) -> [Int] { types.indices.filter { types[$0].events.contains(event) } }
        mutations = slots(.pathMutations)
        mutationsAfterAwait = slots(.pathMutationsAfterAwait)
        removals = slots(.pathRemovals)
        calls = slots(.calls)
        callsAfterAwait = slots(.callsAfterAwait)
        tracksCheckedPaths = !mutations.isEmpty || !mutationsAfterAwait.isEmpty || !removals.isEmpty
    }
}

/// Where the walk is when it calls a collector.
public struct WalkContext {
    /// Inside a `Task { }` or an async function, after this `await`, with no liveness check between (`Task.isCancelled`,
    /// `try Task.checkCancellation()`, a Boolean `guard`/`if`, `try await Task.sleep(…)`); nil elsewhere.
    public var afterAwait: SourceLocation?
    /// Paths whose `isEmpty` or `count` the current function has read so far; for a `removeLast(k)`, those its argument
    /// reads too (`removeLast(min(k, path.count))`). Filled only for a path mutation.
    public var checkedPaths: [PathRef]
    /// In view code (a view region).
    public var inView: Bool
    /// Inside the `else` of `if #available(…)`, or inside a declaration marked `@available(…, deprecated:)`.
    public var inAvailabilityFallback: Bool
}

/// One collector's facts of a file, by the collector's type.
public struct CollectedFacts: Sendable {
    @usableFromInline let collector: ObjectIdentifier
    /// A `CollectedBox<Facts>` of that collector's `Facts`.
    @usableFromInline let box: AnyObject & Sendable

    init<Facts: Sendable>(collector: ObjectIdentifier, facts: Facts) {
        self.collector = collector
        box = CollectedBox(facts: facts)
    }
}

@usableFromInline
final class CollectedBox<Facts: Sendable>: Sendable {
    @usableFromInline let facts: Facts
    init(facts: Facts) { self.facts = facts }
}

extension FileFacts {
    /// The facts `collector` kept of this file; nil when it kept none, or the file was indexed without it (its rule was
    /// not enabled). (Inlinable: made for the rule's own collector type, it asks the runtime for no type.)
    @inlinable
    public func collected<C: WalkCollector>(by collector: C.Type) -> C.Facts? {
        if collected.isEmpty { return nil }
        let id = ObjectIdentifier(collector)
        for c in collected where c.collector == id {
            // The box was made by `collectedFacts()` for this very collector type.
            return unsafeDowncast(c.box, to: CollectedBox<C.Facts>.self).facts
        }
        return nil
    }
}

// The walker's side: events are made only for the collectors that ask for them.
extension FileIndexer {
    /// Records a change of a path, and tells the collectors first. `countArgument`: a `removeLast(k)`'s argument, whose
    /// reads of the path's `count` check it. `checksCount`: the change checks the path's count itself (a library's
    /// `goBack()`), as if the function had read it.
    @inline(__always)
    mutating func recordPush(_ fact: consuming PushFact, countArgument: Int32? = nil, checksCount: Bool = false) {
        if !collectorSlots.mutations.isEmpty || (!collectorSlots.mutationsAfterAwait.isEmpty && pendingAwait != nil)
            || (!collectorSlots.removals.isEmpty && (fact.operation == .removeLast || fact.operation == .removeLastCount)) {
            pushRecorded(fact, countArgument: countArgument, checksCount: checksCount)
        }
        facts.pushes.append(fact)
    }

    mutating func pushRecorded(_ fact: borrowing PushFact, countArgument: Int32?, checksCount: Bool) {
        let index = facts.pushes.count
        var checked = checkedPaths
        if checksCount || countArgument.map({ readsCount(of: fact.target, in: $0) }) == true { checked.append(fact.target) }
        let context = WalkContext(afterAwait: pendingAwait, checkedPaths: checked, inView: inRegion, inAvailabilityFallback: inAvailabilityFallback)
        for slot in collectorSlots.mutations { collectors[slot].pathMutation(fact, index: index, context: context) }
        if fact.operation == .removeLast || fact.operation == .removeLastCount {
            for slot in collectorSlots.removals { collectors[slot].pathMutation(fact, index: index, context: context) }
        }
        if context.afterAwait != nil {
            for slot in collectorSlots.mutationsAfterAwait { collectors[slot].pathMutation(fact, index: index, context: context) }
        }
    }

    /// Records a call, and tells the collectors first.
    @inline(__always)
    mutating func recordCallFact(_ fact: consuming CallFact) {
        if !collectorSlots.calls.isEmpty || (!collectorSlots.callsAfterAwait.isEmpty && pendingAwait != nil) {
            callRecorded(fact)
        }
        facts.calls.append(fact)
    }

    mutating func callRecorded(_ fact: borrowing CallFact) {
        let index = facts.calls.count
        let context = WalkContext(afterAwait: pendingAwait, checkedPaths: [], inView: inRegion, inAvailabilityFallback: inAvailabilityFallback)
        for slot in collectorSlots.calls { collectors[slot].call(fact, index: index, context: context) }
        if context.afterAwait != nil {
            for slot in collectorSlots.callsAfterAwait { collectors[slot].call(fact, index: index, context: context) }
        }
    }

    /// What the collectors kept, for the file's facts.
    func collectedFacts() -> [CollectedFacts] {
        var result: [CollectedFacts] = []
        for c in collectors where !c.isEmpty { result.append(Self.collected(c)) }
        return result
    }

    private static func collected<C: WalkCollector>(_ collector: C) -> CollectedFacts {
        CollectedFacts(collector: ObjectIdentifier(C.self), facts: collector.finish())
    }
}
