// Report, baseline and graph files: written whole or not at all (a temporary file beside it, then rename).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum AtomicFile {
    /// Why `path` cannot be written, checked before any work: its folder is missing or it is a folder.
    public static func problem(writing path: String) -> String? {
        var st = stat()
        if stat(path, &st) == 0 {
            if (st.st_mode & S_IFMT) == S_IFDIR { return "\(path): is a directory; name a file to write to" }
            // An existing file, device or pipe: it is opened as it is (see `write`).
            if (st.st_mode & S_IFMT) != S_IFREG { return nil }
        }
        let dir = Paths.folder(ofAbsolute: Paths.real(path))
        let shown = Paths.folder(of: path).isEmpty ? (path.hasPrefix("/") ? "/" : ".") : Paths.folder(of: path)
        guard stat(dir, &st) == 0 else {
            return "\(path): the directory '\(shown)' does not exist; create it first (mkdir -p '\(shown)')"
        }
        guard (st.st_mode & S_IFMT) == S_IFDIR else { return "\(path): '\(shown)' is not a directory" }
        guard access(dir, W_OK) == 0 else { return "\(path): cannot write in '\(shown)' (\(String(cString: strerror(errno))))" }
        return nil
    }

    /// Writes `text` to `path`. A regular file (or a symbolic link to one) is replaced whole: the text goes to a
    /// temporary file beside the real file, which is then renamed over it. A device or a pipe (`/dev/stdout`,
    /// a FIFO) is written to directly. Returns why it failed.
    public static func write(_ text: String, to path: String) -> String? {
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return "\(path): cannot write (\(String(cString: strerror(errno))))" }
            let failure = writeAll(fd, text)
            close(fd)
            return failure.map { "\(path): cannot write (\($0))" }
        }
        let target = Paths.real(path)
        let folder = Paths.folder(ofAbsolute: target)
        let name = String(target.split(separator: "/").last ?? "report")
        let temporary = (folder == "/" ? "" : folder) + "/.\(name).navlint-\(getpid()).tmp"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { return "\(path): cannot write (\(String(cString: strerror(errno))))" }
        var failure = writeAll(fd, text)
        if failure == nil && fsync(fd) != 0 && errno != EINVAL { failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            return "\(path): cannot write (\(failure)); nothing was written"
        }
        return nil
    }

    private static func writeAll(_ fd: Int32, _ text: String) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in posixWrite(fd, raw.baseAddress! + offset, raw.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        return nil
    }
}

private func posixWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
