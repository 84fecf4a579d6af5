// navlint-bench: times NavLint's stages on a deterministic synthetic SwiftUI corpus, in release mode.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintKit

struct BenchOptions {
    var lines = 1_000_000
    var jobs = ParallelMap.defaultJobs
    var repeats = 3
    var writeDirectory: String?
    var stages = true
    var pipeline = true
    var timings = false
    /// `--corpus DIR...`: lint these real trees instead of a synthetic corpus.
    var corpus: [String] = []
}

func parseOptions() -> BenchOptions {
    var o = BenchOptions()
    var args = Array(CommandLine.arguments.dropFirst())
    func value(_ name: String) -> String {
        guard !args.isEmpty else { fail("\(name) needs a value") }
        return args.removeFirst()
    }
    while !args.isEmpty {
        let a = args.removeFirst()
        switch a {
        case "--lines": o.lines = Int(value(a)) ?? { fail("--lines takes a whole number") }()
        case "--jobs": o.jobs = Int(value(a)) ?? { fail("--jobs takes a whole number") }()
        case "--repeat": o.repeats = max(1, Int(value(a)) ?? 1)
        case "--write": o.writeDirectory = value(a)
        case "--stages-only": o.pipeline = false
        case "--pipeline-only": o.stages = false
        case "--timings": o.timings = true
        case "--corpus":
            while let next = args.first, !next.hasPrefix("--") { o.corpus.append(args.removeFirst()) }
            if o.corpus.isEmpty { fail("--corpus needs at least one folder") }
        case "--help", "-h":
            print("""
            USAGE: navlint-bench [--lines N] [--jobs N] [--repeat N] [--write DIR] [--timings]
                                 [--stages-only | --pipeline-only]
                   navlint-bench --corpus DIR [DIR ...] [--jobs N] [--repeat N] [--timings]

            Generates a deterministic synthetic SwiftUI corpus of N lines (default 1000000).
            Stages: times lexing alone, lexing + parsing, and lexing + parsing + indexing in memory on 1 thread
            and on --jobs threads (default: all cores). Pipeline: writes corpora
            of N/4, N/2 and N lines to a temporary folder and times the whole lint (find, read, lex, parse,
            index, analyze, rules) on 1 and on --jobs threads; --timings also prints each run's phases, the
            steps of building the analysis and the slowest rules.
            Each figure is the best of --repeat runs (default 3). --write DIR also writes the corpus there.
            Peak resident memory is the process's; run --pipeline-only to see the pipeline's alone.
            --corpus: lints the given folders of real Swift (apps, packages) together in-process on 1 and on
            --jobs threads and reports MB/s, the peak resident memory after those runs and, with --timings,
            the phases (--timings keeps every app's analysis, as navlint lint --explain does: more memory). Then the growth check, on 1 thread: for N = 1, 2, 4, 8, 16 (up to the number of
            folders), the first N folders linted together against the sum of each linted alone.
            Build with -c release: swift run -c release navlint-bench --lines 1000000
            """)
            exit(0)
        default: fail("unknown option '\(a)'; see navlint-bench --help")
        }
    }
    return o
}

func fail(_ message: String) -> Never {
    print("error: \(message)")
    exit(2)
}

func peakResidentMB() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576
    #else
    return Double(usage.ru_maxrss) / 1024
    #endif
}

/// Best wall time of `repeats` runs of `body`, in seconds. What `body` returns is released after the clock
/// stops, as `navlint` exits without releasing its results.
func best<T>(_ repeats: Int, _ body: () -> T) -> Double {
    var bestTime = Double.infinity
    for _ in 0..<repeats {
        let t0 = monotonicNanoseconds()
        let kept = body()
        bestTime = min(bestTime, Double(monotonicNanoseconds() - t0) / 1e9)
        withExtendedLifetime(kept) {}
    }
    return bestTime
}

func format2(_ x: Double) -> String {
    let h = Int((x * 100).rounded())
    return "\(h / 100).\(h % 100 < 10 ? "0" : "")\(h % 100)"
}

func report(_ label: String, _ seconds: Double, mb: Double, lines: Int) {
    let mbps = mb / seconds
    let lps = Double(lines) / seconds
    print("\(label.rightPad(30)) \(format2(seconds * 1000).leftPad(10)) ms  \(format2(mbps).leftPad(9)) MB/s  \(String(Int(lps)).leftPad(11)) lines/s")
}

extension String {
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
    func rightPad(_ n: Int) -> String { count >= n ? String(prefix(n)) : self + String(repeating: " ", count: n - count) }
}

/// With `--timings`: a run's phases, the steps of building the analysis and the slowest rules.
func printTimings(_ r: LintResult, _ options: BenchOptions) {
    guard options.timings else { return }
    print("    phases: find+read+lex+parse+index \(format2(Double(r.frontNanoseconds) / 1e6)) ms, analyze+rules \(format2(Double(r.analysisNanoseconds) / 1e6)) ms")
    for a in r.analyses {
        print("      analysis: " + a.phaseNanoseconds.map { "\($0.step) \(format2(Double($0.nanoseconds) / 1e6))" }.joined(separator: ", ") + " ms")
        let slowest = a.ruleNanoseconds.sorted { $0.nanoseconds > $1.nanoseconds }.prefix(4)
        print("      slowest rules: " + slowest.map { "\($0.rule) \(format2(Double($0.nanoseconds) / 1e6))" }.joined(separator: ", ") + " ms")
    }
}

/// `--corpus`: the whole lint, in-process as `navlint lint` runs it, over real trees; then the growth check.
nonisolated func runCorpus(_ options: BenchOptions) {
    let dirs = options.corpus
    // As `navlint lint` runs it; with --timings every program's analysis is kept (as `--explain` does) so that
    // its steps can be printed, which raises the peak memory when the folders hold several apps.
    func lint(_ paths: [String], jobs: Int) -> LintResult {
        Linter.run(paths: paths, jobs: jobs, keepingAnalyses: options.timings)
    }
    // Only counts are kept from a run, so that no two runs' results are alive at once.
    var (bytes, lines, files, findings, problems) = (0, 0, 0, 0, [String]())
    let one = best(options.repeats) { () -> LintResult in
        let r = lint(dirs, jobs: 1)
        printTimings(r, options)
        (bytes, lines, files, findings) = (r.scan.byteCount, r.scan.lineCount, r.scan.scannedFileCount, r.diagnostics.count)
        problems = r.scan.problems.map { "\($0.path): \($0.message)" }
        return r
    }
    for p in problems { print("  problem: \(p)") }
    let mb = Double(bytes) / 1e6
    print("Corpus: \(dirs.count) folder\(dirs.count == 1 ? "" : "s"), \(files) files, \(lines) lines, \(format2(mb)) MB (1 MB = 10^6 bytes), \(findings) findings")
    let many = best(options.repeats) { () -> LintResult in
        let r = lint(dirs, jobs: options.jobs)
        printTimings(r, options)
        return r
    }
    report("whole lint, 1 thread", one, mb: mb, lines: lines)
    report("whole lint, \(options.jobs) threads", many, mb: mb, lines: lines)
    print("Speed-up with \(options.jobs) threads: \(format2(one / many))x")
    print("Peak resident memory after the whole-corpus runs: \(format2(peakResidentMB())) MB")

    let sizes = [1, 2, 4, 8, 16].filter { $0 <= dirs.count }
    guard sizes.count > 1 else { return }
    print("Growth (1 thread, best of \(options.repeats)): the first N folders together vs. the sum of each alone")
    var alone: [Double] = []
    var aloneMB: [Double] = []
    for d in dirs.prefix(sizes.last!) {
        var bytes = 0
        alone.append(best(options.repeats) { () -> LintResult in
            let r = lint([d], jobs: 1)
            bytes = r.scan.byteCount
            return r
        })
        aloneMB.append(Double(bytes) / 1e6)
    }
    for n in sizes {
        let together = best(options.repeats) { lint(Array(dirs.prefix(n)), jobs: 1) }
        let sum = alone.prefix(n).reduce(0, +)
        let nmb = aloneMB.prefix(n).reduce(0, +)
        print("  N = \(String(n).leftPad(2)), \(format2(nmb).leftPad(7)) MB: together \(format2(together * 1000).leftPad(9)) ms, alone summed \(format2(sum * 1000).leftPad(9)) ms, ratio \(format2(together / sum))")
    }
}

/// The whole benchmark, outside top-level code so that it runs without main-actor isolation checks.
nonisolated func runBenchmark(_ options: BenchOptions) {
    if !options.corpus.isEmpty {
        runCorpus(options)
        print("Peak resident memory: \(format2(peakResidentMB())) MB")
        return
    }
    if let dir = options.writeDirectory {
        var corpus = SyntheticCorpus()
        let files = corpus.generate(lines: options.lines)
        write(files, to: dir)
        print("Wrote \(files.count) files to \(dir)")
    }
    if options.stages {
        var corpus = SyntheticCorpus()
        let files = corpus.generate(lines: options.lines)
        let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
        let totalLines = files.reduce(0) { acc, f in acc + f.bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        let mb = Double(totalBytes) / 1e6
        print("Corpus: \(files.count) files, \(totalLines) lines, \(format2(mb)) MB (1 MB = 10^6 bytes)")
        var sink = 0
        let lex1 = best(options.repeats) {
            for f in files { sink &+= Lexer.tokenize(f.bytes).tokens.count }
        }
        report("lex, 1 thread", lex1, mb: mb, lines: totalLines)

        let parse1 = best(options.repeats) {
            for f in files { sink &+= Parser.parse(SourceText(path: f.path, bytes: f.bytes)).nodes.count }
        }
        report("lex + parse, 1 thread", parse1, mb: mb, lines: totalLines)

        let index1 = best(options.repeats) {
            for i in files.indices {
                sink &+= FileIndexer.index(Parser.parse(SourceText(path: files[i].path, bytes: files[i].bytes)), file: Int32(i)).regions.count
            }
        }
        report("lex + parse + index, 1 thread", index1, mb: mb, lines: totalLines)

        let jobs = options.jobs
        let lexN = best(options.repeats) {
            let counts = ParallelMap.map(count: files.count, jobs: jobs) { Lexer.tokenize(files[$0].bytes).tokens.count }
            sink &+= counts.reduce(0, +)
        }
        report("lex, \(jobs) threads", lexN, mb: mb, lines: totalLines)

        let parseN = best(options.repeats) {
            let counts = ParallelMap.map(count: files.count, jobs: jobs) { Parser.parse(SourceText(path: files[$0].path, bytes: files[$0].bytes)).nodes.count }
            sink &+= counts.reduce(0, +)
        }
        report("lex + parse, \(jobs) threads", parseN, mb: mb, lines: totalLines)
        let indexN = best(options.repeats) {
            let counts = ParallelMap.map(count: files.count, jobs: jobs) {
                FileIndexer.index(Parser.parse(SourceText(path: files[$0].path, bytes: files[$0].bytes)), file: Int32($0)).regions.count
            }
            sink &+= counts.reduce(0, +)
        }
        report("lex + parse + index, \(jobs) threads", indexN, mb: mb, lines: totalLines)
        print("Speed-up with \(jobs) threads: lex \(format2(lex1 / lexN))x, lex + parse \(format2(parse1 / parseN))x, lex + parse + index \(format2(index1 / indexN))x")
        if sink == 42 { print("") }  // keeps the work observable to the optimizer
    }
    if options.pipeline {
        runPipeline(options)
    }
    print("Peak resident memory: \(format2(peakResidentMB())) MB")
}

/// Writes `files` under `dir` (creating folders).
func write(_ files: [SyntheticCorpus.File], to dir: String) {
    for f in files {
        let path = dir + "/" + f.path
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            partial += "/" + component
            mkdir(partial, 0o755)
        }
        guard let fp = fopen(path, "wb") else { fail("cannot write \(path)") }
        _ = f.bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, fp) }
        fclose(fp)
    }
}

/// The whole lint over corpora on disk of N/4, N/2 and N lines.
nonisolated func runPipeline(_ options: BenchOptions) {
    print("Pipeline (find, read, lex, parse, index, analyze, rules):")
    for size in [options.lines / 4, options.lines / 2, options.lines] {
        var template = Array("/tmp/navlint-bench-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { fail("cannot create a temporary folder") }
        let dir = String(cString: made)
        var corpus = SyntheticCorpus()
        var files = corpus.generate(lines: size)
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        write(files, to: dir)
        files = []
        let mb = Double(bytes) / 1e6
        var counts = (0, 0)
        func timings(_ r: LintResult) { printTimings(r, options) }
        let one = best(options.repeats) { () -> LintResult in
            let r = Linter.run(paths: [dir], jobs: 1)
            counts = (r.scan.lineCount, r.diagnostics.count)
            timings(r)
            return r
        }
        let many = best(options.repeats) { () -> LintResult in
            let r = Linter.run(paths: [dir], jobs: options.jobs)
            timings(r)
            return r
        }
        print("  \(String(size).leftPad(8)) lines, \(format2(mb).leftPad(6)) MB: 1 thread \(format2(one * 1000).leftPad(9)) ms \(format2(mb / one).leftPad(7)) MB/s;  \(options.jobs) threads \(format2(many * 1000).leftPad(9)) ms \(format2(mb / many).leftPad(7)) MB/s  (\(counts.1) findings)")
        _ = system("rm -rf '\(dir)'")
    }
}

// As the navlint executable does (see its main.swift).
Allocator.configureForThroughput()
runBenchmark(parseOptions())
