// Reads one source file's bytes, refusing encodings NavLint cannot lex (UTF-16/32).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum SourceReader {
    /// The file's bytes, or a problem that names what to do about it.
    public static func read(_ path: String) -> Swift.Result<[UInt8], FileProblem> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            return .failure(FileProblem(path: path, message: "cannot be read (\(SourceFinder.errorText(errno))); check its permissions or exclude it"))
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0 && SourceFinder.isDirectory(st) {
            return .failure(FileProblem(path: path, message: "is a directory"))
        }
        var bytes: [UInt8] = []
        let expected = st.st_size > 0 ? Int(st.st_size) : 0
        bytes.reserveCapacity(expected + 1)
        let chunk = max(1 << 16, min(expected + 1, 1 << 26))
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, chunk) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(FileProblem(path: path, message: "cannot be read (\(SourceFinder.errorText(errno))); check the file"))
            }
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
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

private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, pointer, count)
}
