// Sorting large values without moving them while sorting.

extension Array {
    /// The elements in the order `areInIncreasingOrder` gives; elements it leaves unordered keep their order here.
    /// Indices are sorted and the elements gathered once at the end: findings and push sites are large values, and
    /// moving them at every step of the sort cost more than the comparisons.
    func sortedStably(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let order = withUnsafeBufferPointer { p in
            p.indices.sorted { i, j in
                if areInIncreasingOrder(p[i], p[j]) { return true }
                return !areInIncreasingOrder(p[j], p[i]) && i < j
            }
        }
        return order.map { self[$0] }
    }
}
