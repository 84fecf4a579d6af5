// libFuzzer entry point: every input runs through the whole pipeline (lex, parse, index, analyze, rules).
// Built by Tests/Fuzz/run-fuzzer.sh with -sanitize=fuzzer,address; not part of the package's targets.

import NavLintKitForFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Two files from one input, split at the first NUL, so cross-file analysis is exercised too.
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let first = SourceText(path: "A.swift", bytes: Array(bytes[..<split]))
    let second = SourceText(path: "B.swift", bytes: split < bytes.count ? Array(bytes[(split + 1)...]) : [])
    _ = SyntaxDump.tokens(first, Lexer.tokenize(first.bytes))
    _ = SyntaxDump.tree(Parser.parse(second))
    var configuration = LintConfiguration()
    configuration.ruleOptions["non-codable-path-element"] = ["mode": "always"]
    _ = Linter.lint([first, second], configuration: configuration)
    return 0
}
