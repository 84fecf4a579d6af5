// Threads and a lock from the C library: the parallel steps need nothing more, and NavLintKit does not link
// Foundation for them (loading Foundation and its ICU data took about 5 ms at every start).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock (a `pthread_mutex_t` at a fixed address).
@usableFromInline final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always) @usableFromInline func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) @usableFromInline func unlock() { pthread_mutex_unlock(mutex) }
}

/// A thread that runs one closure, started with a stack of a given size; `join` waits for it to end.
@usableFromInline struct WorkerThread {
    private let thread: pthread_t

    /// Starts `body` on a new thread; nil when the system will not start one (the caller then runs `body` itself).
    @usableFromInline static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> WorkerThread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        // A pointer type on Darwin and Musl (imported as optional), an integer on glibc.
        #if canImport(Darwin) || canImport(Musl)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            runThreadBody(context)
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin) || canImport(Musl)
        return WorkerThread(thread: thread!)
        #else
        return WorkerThread(thread: thread)
        #endif
    }

    @usableFromInline func join() { pthread_join(thread, nil) }
}

private final class ThreadBody {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// The entry of every `WorkerThread`. The thread function's argument is optional on glibc and Musl and not on Darwin;
/// this takes the optional, which both convert to.
private func runThreadBody(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
}

enum Processors {
    /// The processors online, fewer when the process's cgroup allows fewer (a container given 2 CPUs on a larger
    /// machine: a v2 `cpu.max` or v1 CFS quota, or a v1 cpuset); at least 1. The default of `--jobs`.
    package static var available: Int {
        var count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #if os(Linux)
        for limit in [cgroupQuota(), cgroupCPUSet()] {
            if let limit, limit > 0, limit < count { count = limit }
        }
        #endif
        return max(1, count)
    }

    #if os(Linux)
    /// The CPUs a cgroup's quota allows, rounded up: v2 `cpu.max` holds "QUOTA PERIOD" ("max PERIOD" for none), v1
    /// keeps them in `cpu.cfs_quota_us` (-1 for none) and `cpu.cfs_period_us`.
    private static func cgroupQuota() -> Int? {
        if let line = firstLine("/sys/fs/cgroup/cpu.max") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else { return nil }
            return cpus(quota: quota, period: period)
        }
        guard let quota = firstLine("/sys/fs/cgroup/cpu/cpu.cfs_quota_us").flatMap({ Int($0) }),
              let period = firstLine("/sys/fs/cgroup/cpu/cpu.cfs_period_us").flatMap({ Int($0) }) else { return nil }
        return cpus(quota: quota, period: period)
    }

    private static func cpus(quota: Int, period: Int) -> Int? {
        quota > 0 && period > 0 ? (quota + period - 1) / period : nil
    }

    /// The CPUs a v1 cpuset lists ("0-3,8").
    private static func cgroupCPUSet() -> Int? {
        guard let list = firstLine("/sys/fs/cgroup/cpuset/cpuset.cpus"), !list.isEmpty else { return nil }
        var count = 0
        for range in list.split(separator: ",") {
            let ends = range.split(separator: "-")
            guard let low = ends.first.flatMap({ Int($0) }), let high = (ends.count == 2 ? Int(ends[1]) : low), high >= low else { return nil }
            count += high - low + 1
        }
        return count
    }

    /// The first line of a small file, without its line break; nil when it cannot be read.
    private static func firstLine(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        guard fgets(&line, Int32(line.count), file) != nil else { return nil }
        let bytes = line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
    #endif
}
