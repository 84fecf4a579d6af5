// A memo table that several threads may read and fill at once (the rules run in parallel on one analysis).

/// A dictionary whose every read and write holds a lock. It memoizes pure functions of the analysis: when two threads
/// miss the same key at once, both compute the same value and the second write changes nothing.
/// Keys are spread over shards, each a dictionary with its own lock, so that threads filling the table at once rarely
/// wait for each other, nor for a shard that is growing.
package final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    // Inlinable, so that each stage's tables are specialized for their keys and values.
    @usableFromInline final class Shard {
        @usableFromInline let lock = Lock()
        @usableFromInline var storage: [Key: Value] = [:]
        @usableFromInline init() {}
    }

    @usableFromInline let shards: [Shard] = (0..<16).map { _ in Shard() }

    @inlinable package subscript(key: Key) -> Value? {
        get {
            let shard = shard(of: key)
            shard.lock.lock()
            defer { shard.lock.unlock() }
            return shard.storage[key]
        }
        set {
            let shard = shard(of: key)
            shard.lock.lock()
            defer { shard.lock.unlock() }
            shard.storage[key] = newValue
        }
    }

    @inlinable func shard(of key: Key) -> Shard {
        shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
    }

    package init() {}
}
