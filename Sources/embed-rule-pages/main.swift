// embed-rule-pages OUTPUT FOLDER [MODULE]: writes OUTPUT, a Swift file holding the exact text of each page
// `FOLDER/<id>.md` (but README.md) by rule id, as `RulePages.all`, and importing MODULE (the one that declares
// `RuleDocs`) when given. RulePagesPlugin runs it over Rules/ while NavLintRulePages builds, so the pages are the
// single source and `navlint rules ID` reads no file at run time. It lists the folder itself
// (rather than take the plugin's list) so that a page added since SwiftPM last ran the plugin is embedded too.
//
// A page becomes a raw multi-line string literal whose delimiter has one `#` more than the longest run of `#` in
// the page, so nothing in the page can end the literal or start an escape. A page holding a character such a
// literal cannot carry unchanged (a control character other than tab and newline: a carriage return would be read
// as a line break) is written as an ordinary literal with escapes instead. A page that is not UTF-8 is an error.
// No Foundation: the C library reads and writes the files.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String) -> Never {
    let line = Array("error: embed-rule-pages: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

func readFile(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fail("cannot open \(path): \(String(cString: strerror(errno)))") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
        if count < buffer.count {
            if ferror(file) != 0 { fail("cannot read \(path)") }
            return bytes
        }
    }
}

func writeFile(_ path: String, _ text: String) {
    let temporary = path + ".tmp"
    guard let file = fopen(temporary, "wb") else { fail("cannot write \(temporary): \(String(cString: strerror(errno)))") }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if written != bytes.count || fclose(file) != 0 { fail("cannot write \(temporary)") }
    if rename(temporary, path) != 0 { fail("cannot rename \(temporary) to \(path): \(String(cString: strerror(errno)))") }
}

/// The names of the pages in `folder`: `*.md` but README.md, sorted.
func pageNames(_ folder: String) -> [String] {
    guard let directory = opendir(folder) else { fail("cannot list \(folder): \(String(cString: strerror(errno)))") }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
            String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        if name.hasSuffix(".md") && name != "README.md" && !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
}

/// `text` as an ordinary Swift string literal, every character that needs it escaped.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

/// A Swift string literal whose value is `text` (whose UTF-8 is `bytes`): a raw multi-line literal where it can.
func literal(_ text: String, bytes: [UInt8]) -> String {
    if bytes.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }) { return quoted(text) }
    var longestRun = 0
    var run = 0
    for byte in bytes {
        run = byte == UInt8(ascii: "#") ? run + 1 : 0
        longestRun = max(longestRun, run)
    }
    let hashes = String(repeating: "#", count: longestRun + 1)
    // A multi-line literal's value ends before the line break that precedes its closing delimiter, so that
    // break is added here: the value is the page, final newline included.
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4 else { fail("usage: embed-rule-pages OUTPUT FOLDER [MODULE]") }
let output = arguments[1]
let folder = arguments[2]
let module = arguments.count == 4 ? arguments[3] : nil
// In another module than RuleDocs, the conformance's requirement is visible to the package (RuleDocs.swift).
let access = module == nil ? "" : "package "
let pages: [(id: String, path: String)] = pageNames(folder).map { (String($0.dropLast(3)), folder + "/" + $0) }

var swift = """
    // Generated by embed-rule-pages (run by RulePagesPlugin while NavLintRulePages builds) from Rules/*.md: edit the pages.
    \(module.map { "\nimport " + $0 + "\n" } ?? "")
    enum RulePages {
        /// Each rule page's exact text, by rule id.
        static let all: [String: String] = [

    """
for page in pages {
    let bytes = readFile(page.path)
    let text = String(decoding: bytes, as: UTF8.self)
    if !text.utf8.elementsEqual(bytes) { fail("\(page.path) is not UTF-8 text") }
    swift += quoted(page.id) + ": " + literal(text, bytes: bytes) + ",\n"
}
swift += pages.isEmpty ? "    :]\n}\n" : "    ]\n}\n"
// RuleDocs reads the pages through this conformance, never by the generated name (see RuleDocs.swift).
swift += "\nextension RuleDocs: RulePageSource {\n    \(access)static var all: [String: String] { RulePages.all }\n}\n"
writeFile(output, swift)
