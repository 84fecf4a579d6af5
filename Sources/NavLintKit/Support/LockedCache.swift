// A memo table that several threads may read and fill at once (the rules run in parallel on one analysis).

import Foundation

/// A dictionary whose every read and write holds a lock. It memoizes pure functions of the analysis: when two threads
/// miss the same key at once, both compute the same value and the second write changes nothing.
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]

    subscript(key: Key) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage[key]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storage[key] = newValue
        }
    }
}
