// Time measured for the summary and --timings.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package func formatOneDecimal(_ x: Double) -> String {
    let tenths = Int((x * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

/// Nanoseconds from a monotonic clock.
public func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
