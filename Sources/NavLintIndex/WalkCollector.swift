// Rules own their facts: a rule that needs something from the per-file walk declares a collector, which the walker
// calls as it meets the events the collector asks for; the walker keeps no field for any one rule.

/// Gathers one rule's facts from the walk of one file. The walker makes one collector per file for each enabled rule
/// that declares one (`Rule.collector`), calls it in source order for the events of `events`, and keeps what `finish()`
/// returns in the file's facts (`FileFacts.collected(by:)`), where the rule reads it back.
///
/// A collector sees the fact the walker has just recorded (its index says where it is in `FileFacts`) and the walk's
/// context there (`WalkContext`). It is called on one thread, the one indexing its file.
public protocol WalkCollector: AnyObject {
    /// What the collector keeps of a file.
    associatedtype Facts: Sendable
    /// The events the collector is called for (the others cost it nothing).
    static var events: WalkEvents { get }
    init()
    /// A change of something that may be a navigation path, just recorded as `FileFacts.pushes[index]`.
    func pathMutation(_ push: PushFact, index: Int, context: WalkContext)
    /// A call that may be a push wrapper's call site, just recorded as `FileFacts.calls[index]`.
    func call(_ call: CallFact, index: Int, context: WalkContext)
    /// The file's facts, once its walk is over.
    func finish() -> Facts
}

extension WalkCollector {
    public func pathMutation(_ push: PushFact, index: Int, context: WalkContext) {}
    public func call(_ call: CallFact, index: Int, context: WalkContext) {}
}

/// The events a collector is called for.
public struct WalkEvents: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `WalkCollector.pathMutation`: each `PushFact` recorded.
    public static let pathMutations = WalkEvents(rawValue: 1 << 0)
    /// `WalkCollector.call`: each `CallFact` recorded.
    public static let calls = WalkEvents(rawValue: 1 << 1)
}

/// The collector types to make for each file indexed (those of the enabled rules), handed to the threads that index.
/// (A type holds no state of its own: the collectors it makes do, one per file, each on one thread.)
public struct WalkCollectors: @unchecked Sendable {
    public let types: [any WalkCollector.Type]

    public init(_ types: [any WalkCollector.Type] = []) { self.types = types }
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
    let collector: ObjectIdentifier
    let facts: any Sendable
}

extension FileFacts {
    /// The facts `collector` kept of this file; nil when the file was indexed without it (its rule was not enabled).
    public func collected<C: WalkCollector>(by collector: C.Type) -> C.Facts? {
        let id = ObjectIdentifier(collector)
        for c in collected where c.collector == id { return c.facts as? C.Facts }
        return nil
    }
}

// The walker's side: events are made only for the collectors that ask for them.
extension FileIndexer {
    mutating func addCollectors(_ types: WalkCollectors) {
        for type in types.types {
            let collector = type.init()
            collectors.append(collector)
            if type.events.contains(.pathMutations) { mutationCollectors.append(collector) }
            if type.events.contains(.calls) { callCollectors.append(collector) }
        }
    }

    /// Records a change of a path and tells the collectors. `countArgument`: a `removeLast(k)`'s argument, whose reads of
    /// the path's `count` check it.
    @inline(__always)
    mutating func recordPush(_ fact: consuming PushFact, countArgument: Int32? = nil) {
        facts.pushes.append(fact)
        if !mutationCollectors.isEmpty { pushRecorded(countArgument: countArgument) }
    }

    mutating func pushRecorded(countArgument: Int32?) {
        let index = facts.pushes.count - 1
        var checked = checkedPaths
        if let countArgument, case let target = facts.pushes[index].target, readsCount(of: target, in: countArgument) { checked.append(target) }
        let context = WalkContext(afterAwait: pendingAwait, checkedPaths: checked, inView: inRegion, inAvailabilityFallback: inAvailabilityFallback)
        for collector in mutationCollectors { collector.pathMutation(facts.pushes[index], index: index, context: context) }
    }

    /// Tells the collectors of the call just recorded.
    mutating func callRecorded() {
        let index = facts.calls.count - 1
        let context = WalkContext(afterAwait: pendingAwait, checkedPaths: [], inView: inRegion, inAvailabilityFallback: inAvailabilityFallback)
        for collector in callCollectors { collector.call(facts.calls[index], index: index, context: context) }
    }
}
