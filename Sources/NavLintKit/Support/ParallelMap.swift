// Runs independent per-file work on worker threads with large stacks; results come back in input order.

import Foundation

public enum ParallelMap {
    /// Stack size for workers: parsing recurses (bounded by `Parser.maximumNesting`), so give it room.
    static let workerStackSize = 64 << 20

    /// Applies `body` to every index in `0..<count` using `jobs` threads and returns the results in index order.
    public static func map<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        if count == 0 { return [] }
        let results = ResultSlots<T>(count: count)
        let jobs = max(1, min(jobs, count))
        let next = IndexCounter()
        let done = DispatchGroup()
        for _ in 0..<jobs {
            done.enter()
            let thread = Thread {
                while let index = next.take(below: count) {
                    results.store(body(index), at: index)
                }
                done.leave()
            }
            thread.stackSize = workerStackSize
            thread.start()
        }
        done.wait()
        return results.collect()
    }

    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

/// Hands out indices one at a time to worker threads.
private final class IndexCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// One slot per index; each slot is written by exactly one worker before `collect` reads them all.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: T, at index: Int) { slots[index] = value }

    func collect() -> [T] {
        (0..<count).map { slots[$0]! }
    }
}
