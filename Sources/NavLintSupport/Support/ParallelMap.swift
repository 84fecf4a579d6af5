// Runs independent per-file work on worker threads with large stacks; results come back in input order.

// The generic parts are inlinable, so that each stage's calls are specialized for its own types: unspecialized, the
// result slots' optionals and ranges cost a metadata lookup per element (about 6 % of a lint's instructions on a
// 100k-line corpus when the stages became separate modules).
public enum ParallelMap {
    /// Stack size for workers: parsing and the indexer's walk recurse (bounded by `Parser.maximumNesting` and the
    /// walk's depth limit of 1,000), so give them room. An unoptimized build's walk takes about 70 KB a level (1,000
    /// chained modifiers passed 64 MB); the stack is only reserved, pages are used as the walk goes down.
    @usableFromInline static let workerStackSize = 256 << 20

    /// Applies `body` to every index in `0..<count` using `jobs` threads and returns the results in index order.
    @inlinable public static func map<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        if count == 0 { return [] }
        let results = ResultSlots<T>(count: count)
        let jobs = max(1, min(jobs, count))
        // Indices are handed out in runs that shrink as the work runs out (a run is an eighth of a thread's share of
        // what is left): few trips through the lock, and threads still finish close together.
        let next = IndexCounter(divisor: jobs * 8)
        let work: @Sendable () -> Void = {
            while let indices = next.take(below: count) {
                for index in indices { results.store(body(index), at: index) }
            }
        }
        // Every worker runs on a thread of its own, with the large stack (this thread's may be small); where the system
        // starts none, this thread does the work.
        var threads: [WorkerThread] = []
        for _ in 0..<jobs {
            if let thread = WorkerThread.start(stackSize: workerStackSize, work) { threads.append(thread) }
        }
        if threads.isEmpty { work() }
        for thread in threads { thread.join() }
        return results.collect()
    }

    /// `first` on a thread of its own while `second` runs on this one, when `jobs` > 1; one after the other otherwise.
    @inlinable public static func both<A: Sendable, B>(jobs: Int, _ first: @escaping @Sendable () -> A, _ second: () -> B) -> (A, B) {
        if jobs <= 1 { return (first(), second()) }
        let result = ResultSlots<A>(count: 1)
        let thread = WorkerThread.start(stackSize: workerStackSize) { result.store(first(), at: 0) }
        let b = second()
        if let thread { thread.join() } else { result.store(first(), at: 0) }
        return (result.collect()[0], b)
    }

    /// `body` of every key (distinct keys), worked out in parallel, as a table read later with no lock.
    @inlinable package static func table<Key: Hashable & Sendable, Value: Sendable>(_ keys: [Key], jobs: Int,
                                                                 _ body: @escaping @Sendable (Key) -> Value) -> [Key: Value] {
        let values = map(count: keys.count, jobs: jobs) { body(keys[$0]) }
        var table = [Key: Value](minimumCapacity: keys.count)
        for (key, value) in zip(keys, values) { table[key] = value }
        return table
    }

    public static var defaultJobs: Int { Processors.available }
}

/// Hands out runs of consecutive indices to worker threads.
@usableFromInline final class IndexCounter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0
    private let divisor: Int

    @usableFromInline init(divisor: Int) { self.divisor = max(1, divisor) }

    @usableFromInline func take(below limit: Int) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        let start = value
        value = min(limit, value + max(1, (limit - value) / divisor))
        return start..<value
    }
}

/// One slot per index; each slot is written by exactly one worker before `collect` reads them all.
@usableFromInline final class ResultSlots<T: Sendable>: @unchecked Sendable {
    @usableFromInline let slots: UnsafeMutablePointer<T?>
    @usableFromInline let count: Int

    @inlinable init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    /// Set once `collect` has moved the values out (the slots are then uninitialized memory).
    @usableFromInline var collected = false

    deinit {
        if !collected { slots.deinitialize(count: count) }
        slots.deallocate()
    }

    @inlinable func store(_ value: T, at index: Int) { slots[index] = value }

    /// The values in index order, moved out of the slots (not copied: no retain and release of what they hold). Called once.
    @inlinable func collect() -> [T] {
        precondition(!collected)
        collected = true
        return (0..<count).map { (slots + $0).move()! }
    }
}
