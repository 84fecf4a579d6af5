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
    configuration.enabledOptIn = Set(RuleCatalog.all.filter { $0.isOptIn }.map { $0.id })
    let diagnostics = Linter.lint([first, second], configuration: configuration)
    // The reporters, on whatever the rules found.
    let report = Report(diagnostics: diagnostics, paths: ["A.swift", "B.swift"], filesScanned: 2, lines: [:])
    for name in ReporterSpec.names { _ = Reporters.render(name, report) }
    // The same bytes as a configuration file, and as globs.
    let text = String(decoding: bytes, as: UTF8.self)
    if case .success(let file) = ConfigurationFile.parse(text, path: "fuzz.json") {
        var c = LintConfiguration()
        file.apply(to: &c)
        _ = JSON.write(c.effectiveJSON(filter: file.filter, reporters: file.reporters ?? []))
    }
    let pattern = String(text.prefix(64))
    if Glob.problem(pattern) == nil { _ = Glob(pattern).matches(String(text.dropFirst(64).prefix(256))) }
    return 0
}
