// Writing fixed source files: whole or not at all (a temporary file beside the file, then a rename), keeping the
// file's permissions; never through a symbolic link that leads out of the linted tree.

import NavLintSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum FixWriter {
    /// Replaces the file `path`, which held `expected` when it was linted, with `bytes`. `roots`: the paths given to
    /// `lint`; a symbolic link is followed only to a file under one of them. Returns why it was not written.
    static func write(_ bytes: [UInt8], to path: String, expected: [UInt8], roots: [String]) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return "\(path): cannot write the fixes: the file no longer exists" }
        var target = path
        if (st.st_mode & S_IFMT) == S_IFLNK {
            let real = Paths.real(path)
            let inside = roots.contains { root in
                let r = Paths.real(root)
                return real == r || real.hasPrefix(r == "/" ? "/" : r + "/")
            }
            guard inside else { return "\(path): cannot write the fixes: it is a symbolic link to '\(real)', outside the linted files" }
            target = real
            guard stat(target, &st) == 0 else { return "\(path): cannot write the fixes: the file no longer exists" }
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else { return "\(path): cannot write the fixes: not a regular file" }
        // No write permission at all counts as read-only even for a user whom access() lets write (root).
        guard access(target, W_OK) == 0, st.st_mode & 0o222 != 0 else { return "\(path): cannot write the fixes: the file is read-only" }
        guard case .success(let now) = SourceReader.read(target), now == expected else {
            return "\(path): cannot write the fixes: the file changed while NavLint was fixing it"
        }
        let folder = Paths.folder(ofAbsolute: Paths.absolute(target))
        let name = String(target.split(separator: "/").last ?? "file")
        let temporary = (folder == "/" ? "" : folder) + "/.\(name).navlint-fix-\(getpid()).tmp"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return "\(path): cannot write the fixes (\(String(cString: strerror(errno)))); nothing was written" }
        var failure: String? = nil
        var offset = 0
        while offset < bytes.count && failure == nil {
            let n = bytes.withUnsafeBytes { raw in posixWrite(fd, raw.baseAddress! + offset, raw.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
            } else {
                offset += n
            }
        }
        if failure == nil && fchmod(fd, st.st_mode & 0o7777) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil && fsync(fd) != 0 && errno != EINVAL { failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            return "\(path): cannot write the fixes (\(failure)); nothing was written"
        }
        return nil
    }
}

private func posixWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
