// Reads one source file's bytes, refusing encodings NavLint cannot lex (UTF-16/32).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum SourceReader {
    /// Larger files are refused: offsets are 32-bit, and no hand-written Swift file comes near this.
    public static let maximumSize = 1 << 30

    /// The file's bytes, or a problem that names what to do about it.
    public static func read(_ path: String) -> Swift.Result<[UInt8], FileProblem> {
        var identity: SourceFinder.FileID?
        return read(path, identity: &identity)
    }

    /// The same, and which file it was (device and inode, from the `fstat` the read makes anyway).
    package static func read(_ path: String, identity: inout SourceFinder.FileID?) -> Swift.Result<[UInt8], FileProblem> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            let code = errno
            // Which file it is, where that can be told, so that one unreadable file under two names is reported once.
            var st = stat()
            if stat(path, &st) == 0 { identity = SourceFinder.FileID(st) }
            if code == ENOENT { return .failure(FileProblem(path: path, message: "no such file or directory; check the path")) }
            return .failure(FileProblem(path: path, message: "cannot be read (\(SourceFinder.errorText(code))); check its permissions or exclude it"))
        }
        defer { close(fd) }
        var st = stat()
        let known = fstat(fd, &st) == 0
        if known && SourceFinder.isDirectory(st) {
            return .failure(FileProblem(path: path, message: "is a directory; pass a .swift file"))
        }
        if known { identity = SourceFinder.FileID(st) }
        if st.st_size > SourceReader.maximumSize {
            return .failure(FileProblem(path: path, message: "is larger than \(SourceReader.maximumSize >> 20) MiB, too large to be Swift source; exclude it"))
        }
        // Read straight into the result: sized by fstat, grown if the file grew meanwhile.
        var capacity = st.st_size > 0 ? Int(st.st_size) + 1 : 1 << 16
        // A regular file that gives all the bytes `fstat` said it holds, and no more when asked for one more, is at
        // its end: no further read is needed to see 0 bytes come back.
        let size = known && SourceFinder.isRegular(st) && st.st_size > 0 ? Int(st.st_size) : -1
        var bytes = [UInt8]()
        while true {
            var failed = false
            let before = bytes.count
            let room = capacity - before
            let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
                var filled = 0
                while filled < room {
                    let asked = room - filled
                    let n = systemRead(fd, buffer.baseAddress! + filled, asked)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        break
                    }
                    if n == 0 { break }
                    filled += n
                    if n < asked && before + filled == size { break }
                }
                count = filled
            }
            if failed {
                return .failure(FileProblem(path: path, message: "cannot be read (\(SourceFinder.errorText(errno))); check the file"))
            }
            if before == 0 { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            if bytes.count > SourceReader.maximumSize {
                return .failure(FileProblem(path: path, message: "is larger than \(SourceReader.maximumSize >> 20) MiB, too large to be Swift source; exclude it"))
            }
            if chunk.count < room { break }
            capacity *= 2
        }
        if let encoding = unsupportedEncoding(bytes) {
            return .failure(FileProblem(path: path, message: "is not UTF-8 (it starts with a \(encoding) byte-order mark); save it as UTF-8"))
        }
        return .success(bytes)
    }

    /// The name of a UTF-16/32 byte-order mark at the start of `bytes`, if there is one.
    static func unsupportedEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 4 && bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0 { return "UTF-32" }
        if bytes.count >= 4 && bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF { return "UTF-32" }
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) { return "UTF-16" }
        return nil
    }
}

private func systemRead(_ fd: Int32, _ pointer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(fd, pointer, count)
}
