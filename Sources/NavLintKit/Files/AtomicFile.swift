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
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            return "\(path): is a directory; name a file to write the report to"
        }
        let folder = Linter.folder(of: path)
        let dir = folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
        guard stat(dir, &st) == 0 else {
            return "\(path): the directory '\(dir)' does not exist; create it first (mkdir -p '\(dir)')"
        }
        guard (st.st_mode & S_IFMT) == S_IFDIR else { return "\(path): '\(dir)' is not a directory" }
        guard access(dir, W_OK) == 0 else { return "\(path): cannot write in '\(dir)' (\(String(cString: strerror(errno))))" }
        return nil
    }

    /// Writes `text` to a temporary file in the same folder and renames it over `path`. Returns why it failed.
    public static func write(_ text: String, to path: String) -> String? {
        let folder = Linter.folder(of: path)
        let name = path.hasPrefix("/") || !folder.isEmpty ? String(path.dropFirst(folder.count + 1)) : path
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).navlint-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return "\(path): cannot write (\(String(cString: strerror(errno))))" }
        var bytes = Array(text.utf8)
        var offset = 0
        var failure: String? = nil
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { raw in posixWrite(fd, raw.baseAddress! + offset, raw.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                break
            }
            offset += n
        }
        if failure == nil && fsync(fd) != 0 && errno != EINVAL { failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            return "\(path): cannot write (\(failure)); nothing was written"
        }
        bytes.removeAll()
        return nil
    }
}

private func posixWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
