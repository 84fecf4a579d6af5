// swiftparser-baseline DIR...: parses every .swift file under the given folders with SwiftParser on one thread
// and prints how many files and bytes it parsed and how long the parsing took.
//
// The files are found and read first; the parse clock runs only around each `Parser.parse(source:)` call (the
// tree is released after the clock stops). Folders are walked as NavLint walks them: hidden entries and build
// folders (.build, .git, .swiftpm, DerivedData, Pods, Carthage, node_modules) are skipped, so both tools see
// the same files.

import Foundation
import SwiftParser
import SwiftSyntax

let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func swiftFiles(under path: String, into out: inout [String]) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write("swiftparser-baseline: no such file or folder: \(path)\n".data(using: .utf8)!)
        exit(1)
    }
    guard isDirectory.boolValue else {
        if path.hasSuffix(".swift") { out.append(path) }
        return
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    for name in names where !name.hasPrefix(".") && !skipped.contains(name) {
        let child = path.hasSuffix("/") ? path + name : path + "/" + name
        var childIsDirectory: ObjCBool = false
        // Symbolic links are not followed (keeps the walk finite); NavLint's own walk follows them safely.
        if let attributes = try? FileManager.default.attributesOfItem(atPath: child),
           attributes[.type] as? FileAttributeType == .typeSymbolicLink { continue }
        guard FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory) else { continue }
        if childIsDirectory.boolValue {
            swiftFiles(under: child, into: &out)
        } else if name.hasSuffix(".swift") {
            out.append(child)
        }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") {
    print("USAGE: swiftparser-baseline DIR [DIR ...]")
    print("Parses every .swift file under DIR with SwiftParser (Parser.parse(source:)) on one thread.")
    exit(arguments.isEmpty ? 2 : 0)
}

let start = nanoseconds()
var paths: [String] = []
for argument in arguments { swiftFiles(under: argument, into: &paths) }

var sources: [String] = []
sources.reserveCapacity(paths.count)
var bytes = 0
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write("swiftparser-baseline: cannot read \(path)\n".data(using: .utf8)!)
        continue
    }
    bytes += data.count
    sources.append(String(decoding: data, as: UTF8.self))
}
let read = nanoseconds()

var parseNanoseconds: UInt64 = 0
var tokens = 0
for source in sources {
    let t0 = nanoseconds()
    let tree = Parser.parse(source: source)
    parseNanoseconds += nanoseconds() - t0
    tokens &+= tree.totalLength.utf8Length
}
let end = nanoseconds()

func seconds(_ ns: UInt64) -> String { String(format: "%.3f s", Double(ns) / 1e9) }
print("files: \(sources.count)")
print("bytes: \(bytes) (\(String(format: "%.1f", Double(bytes) / 1e6)) MB)")
print("find + read: \(seconds(read - start))")
print("parse: \(seconds(parseNanoseconds)) (\(String(format: "%.1f", Double(bytes) / 1e6 / (Double(parseNanoseconds) / 1e9))) MB/s, one thread)")
print("total: \(seconds(end - start))")
if tokens != bytes { print("note: the trees cover \(tokens) bytes of \(bytes)") }
