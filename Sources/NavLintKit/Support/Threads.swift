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
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always) func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }
}

/// A thread that runs one closure, started with a stack of a given size; `join` waits for it to end.
struct WorkerThread {
    private let thread: pthread_t

    /// Starts `body` on a new thread; nil when the system will not start one (the caller then runs `body` itself).
    static func start(stackSize: Int, _ body: @escaping () -> Void) -> WorkerThread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Darwin)
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
        #if canImport(Darwin)
        guard let thread else { return nil }
        #endif
        return WorkerThread(thread: thread)
    }

    func join() { pthread_join(thread, nil) }
}

private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// The entry of every `WorkerThread` (it takes an optional pointer, as C's `void *` is imported on every system).
private func runThreadBody(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
}

enum Processors {
    /// The processors online, fewer when a cgroup v2 CPU quota allows fewer (a container given 2 CPUs on a larger
    /// machine); at least 1. The default of `--jobs`.
    static var available: Int {
        var count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #if os(Linux)
        if let quota = cgroupQuota(), quota < count { count = quota }
        #endif
        return max(1, count)
    }

    #if os(Linux)
    /// The CPUs a cgroup v2 quota allows (`cpu.max` holds "QUOTA PERIOD", or "max PERIOD" for none), rounded up.
    private static func cgroupQuota() -> Int? {
        guard let file = fopen("/sys/fs/cgroup/cpu.max", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        guard fgets(&line, Int32(line.count), file) != nil else { return nil }
        let fields = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: " ")
        guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1].prefix { $0 != "\n" }),
              quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }
    #endif
}
