// FNV-1a, 64 bits: the same value on every machine and run (report fingerprints, constructed member names).

package enum FNV1a {
    // Inlinable: called with arrays and strings' UTF-8 views from other stages, where it is specialized.
    @inlinable package static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
