// Sorting large values without moving them while sorting.

extension Array {
    /// The elements ordered by `key`; elements with equal keys are ordered by `tieBreak`, and those it leaves unordered
    /// keep their order here. Indices are sorted and the elements gathered once at the end: findings and push sites
    /// are large values, and moving them (or copying them into a comparison) at every step cost more than comparing.
    /// The keys are read once each, before sorting.
    @inlinable package func sortedStably<Key: Comparable>(byKey key: (Element) -> Key, tieBreak: ((Element, Element) -> Bool)? = nil) -> [Element] {
        let keys = map(key)
        let order = keys.withUnsafeBufferPointer { k in
            k.indices.sorted { i, j in
                if k[i] < k[j] { return true }
                if k[j] < k[i] { return false }
                if let tieBreak {
                    if tieBreak(self[i], self[j]) { return true }
                    if tieBreak(self[j], self[i]) { return false }
                }
                return i < j
            }
        }
        return order.map { self[$0] }
    }
}
