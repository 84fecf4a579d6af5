// Process-wide allocator settings for the command-line tools (never changed by the library on its own).

#if canImport(Glibc)
import Glibc
#endif

public enum Allocator {
    /// Asks glibc's malloc to take memory from the system in large steps. By default each worker thread's heap is
    /// made readable a few pages at a time as it grows, one `mprotect` call each time: about 13,000 calls on a
    /// million-line project, at a few microseconds each. With 64 MiB of top padding a heap is mapped whole when it
    /// is made. Only address space is reserved: pages still cost memory only once written.
    /// Setting the padding also fixes glibc's mmap threshold at 128 KiB (it no longer grows), but a block that size is
    /// mapped on its own only when the heap's free top cannot hold it, which the padding makes rare: on 20 files of
    /// 350 KB, 38 munmap calls against 28 before.
    /// Call once, at the start of a process, before any thread starts. Does nothing on other C libraries.
    public static func configureForThroughput() {
        #if canImport(Glibc)
        // `mallopt` and its constants are in <malloc.h>, which the Glibc module does not import.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mTopPad: Int32 = -2  // M_TOP_PAD
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mTopPad, 64 << 20)
        #endif
    }
}
