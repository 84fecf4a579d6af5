// A set of 64-bit hashes (FNV-1a of names): open addressing over a power-of-two table. The values are hashes
// already, so a multiply spreads them; no SipHash per insert as `Set<UInt64>` would do.

package struct HashSet64: Sendable {
    private var slots: [UInt64]
    private var hasZero = false
    package private(set) var count = 0
    private var shift: UInt64

    package init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    @inline(__always)
    private func home(_ value: UInt64) -> Int { Int(truncatingIfNeeded: (value &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    package func contains(_ value: UInt64) -> Bool {
        if value == 0 { return hasZero }
        let mask = slots.count - 1
        var i = home(value)
        while true {
            let s = slots[i]
            if s == value { return true }
            if s == 0 { return false }
            i = (i + 1) & mask
        }
    }

    package mutating func insert(_ value: UInt64) {
        if value == 0 {
            if !hasZero { hasZero = true; count += 1 }
            return
        }
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = home(value)
        while true {
            let s = slots[i]
            if s == value { return }
            if s == 0 {
                slots[i] = value
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    package mutating func formUnion(_ other: HashSet64) {
        if other.hasZero { insert(0) }
        for v in other.slots where v != 0 { insert(v) }
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        shift -= 1
        let zero = hasZero
        count = zero ? 1 : 0
        for v in old where v != 0 { insert(v) }
    }
}
