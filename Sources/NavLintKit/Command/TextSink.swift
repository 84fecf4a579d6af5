// Where the command writes: the process's stdout/stderr, or a buffer in tests.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public protocol TextSink: AnyObject {
    func write(_ text: String)
    /// Is the output a terminal (for `--color auto`)?
    var isTerminal: Bool { get }
}

extension TextSink {
    public var isTerminal: Bool { false }
}

/// Collects everything written; tests read `text`.
public final class BufferSink: TextSink {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}

/// Buffered writes to a file descriptor. A closed pipe (`navlint … | head -1`) ends output quietly.
public final class FileDescriptorSink: TextSink {
    private let fd: Int32
    private var buffer: [UInt8] = []
    /// Output stopped: the reader went away (a closed pipe, which ends the run quietly) or writing failed.
    public private(set) var isBroken = false
    /// Why writing failed, when it was not a closed pipe (a full disk, an I/O error): the run must not pass.
    public private(set) var writeError: String?

    public var isTerminal: Bool { isatty(fd) == 1 }

    public init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    public func write(_ text: String) {
        guard !isBroken else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    public func flush() {
        guard !isBroken, !buffer.isEmpty else { buffer.removeAll(keepingCapacity: true); return }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { raw in systemWrite(fd, raw.baseAddress! + offset, raw.count - offset) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                isBroken = true
                if code != EPIPE { writeError = String(cString: strerror(code)) }
                break
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, pointer, count)
}
