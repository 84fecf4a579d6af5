// The `navlint` command line: subcommands, options, help, and exit codes. The executable only calls `run`.

/// Exit codes, as DEVELOPERS.md fixes them.
public enum ExitCode {
    public static let clean: Int32 = 0
    public static let findings: Int32 = 1
    public static let usageOrIOError: Int32 = 2
}

/// A mistake in the command line; its message says what to type instead.
struct UsageError: Error {
    var message: String
}

public struct NavLintCommand {
    let stdout: TextSink
    let stderr: TextSink
    /// The last lint's result, kept for as long as the command lives: a process that exits right after the run
    /// need not spend time freeing the analysis.
    let retained = RetainedResult()

    public init(stdout: TextSink, stderr: TextSink) {
        self.stdout = stdout
        self.stderr = stderr
    }

    static let subcommands = ["lint", "graph", "debug", "help", "version"]

    /// Runs one command line (without the program name) and returns the exit code.
    public func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            stderr.write("error: \(error.message)\n")
            return ExitCode.usageOrIOError
        } catch {
            stderr.write("error: \(error)\n")
            return ExitCode.usageOrIOError
        }
    }

    private func dispatch(_ arguments: [String]) throws -> Int32 {
        guard let first = arguments.first else { return try lint([]) }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1 {
                guard NavLintCommand.subcommands.contains(arguments[1]) else {
                    let hint = closest(arguments[1], among: NavLintCommand.subcommands).map { "; did you mean '\($0)'?" } ?? "."
                    throw UsageError(message: "no help for unknown command '\(arguments[1])'\(hint) See 'navlint --help'.")
                }
                return try dispatch([arguments[1], "--help"])
            }
            stdout.write(NavLintCommand.mainHelp + NavLintCommand.rulesHelp)
            return ExitCode.clean
        case "--version", "version":
            stdout.write("\(NavLintVersion.current)\n")
            return ExitCode.clean
        case "lint":
            return try lint(Array(arguments.dropFirst()))
        case "debug":
            return try debug(Array(arguments.dropFirst()))
        case "graph":
            return try graph(Array(arguments.dropFirst()))
        default:
            // A word that is no path and close to a subcommand is a typo, not a file name.
            if !first.hasPrefix("-") && !first.contains("/") && !first.contains(".") && !fileExists(first),
               let guess = closest(first, among: NavLintCommand.subcommands) {
                throw UsageError(message: "unknown command '\(first)'; did you mean '\(guess)'? See 'navlint --help'.")
            }
            return try lint(arguments)
        }
    }

    // MARK: - lint

    struct LintOptions {
        var paths: [String] = []
        var jobs = ParallelMap.defaultJobs
        var quiet = false
        var explain = false
        var configuration = LintConfiguration()
    }

    static let lintOptionNames = ["--jobs", "--quiet", "--explain", "--enable", "--disable", "--only", "--help", "--version"]

    func parseLintOptions(_ arguments: [String]) throws -> LintOptions? {
        var options = LintOptions()
        var k = 0
        var onlyPaths = false
        while k < arguments.count {
            let arg = arguments[k]
            k += 1
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                options.paths.append(arg)
                continue
            }
            var (name, inlineValue) = splitOption(arg)
            // `-j4` as well as `-j 4`.
            if name.hasPrefix("-j"), name.count > 2, !name.hasPrefix("--") {
                inlineValue = String(name.dropFirst(2))
                name = "-j"
            }
            switch name {
            case "--":
                onlyPaths = true
            case "--help", "-h":
                stdout.write(NavLintCommand.lintHelp)
                return nil
            case "--quiet", "-q":
                options.quiet = true
            case "--explain":
                options.explain = true
            case "--enable", "--disable", "--only":
                let id = try optionValue(name, inlineValue, arguments, &k)
                guard RuleCatalog.rule(id) != nil else {
                    let hint = closest(id, among: RuleCatalog.all.map { $0.id }).map { "; did you mean '\($0)'?" } ?? "."
                    throw UsageError(message: "\(name) names no rule '\(id)'\(hint) The rules are listed by 'navlint --help'.")
                }
                switch name {
                case "--enable": options.configuration.enabledOptIn.insert(id); options.configuration.disabled.remove(id)
                case "--disable": options.configuration.disabled.insert(id)
                default: options.configuration.only = (options.configuration.only ?? []).union([id])
                }
            case "--jobs", "-j":
                guard inlineValue != nil || k < arguments.count else {
                    throw UsageError(message: "\(name) needs a number of threads, e.g. '\(name) 4'")
                }
                let value = try optionValue(name, inlineValue, arguments, &k)
                guard let n = Int(value), n >= 1, n <= 1024 else {
                    throw UsageError(message: "--jobs takes a whole number from 1 to 1024, not '\(value)'")
                }
                options.jobs = n
            default:
                let hint = closest(name, among: NavLintCommand.lintOptionNames).map { "; did you mean '\($0)'?" } ?? "."
                throw UsageError(message: "unknown option '\(name)'\(hint) See 'navlint lint --help'.")
            }
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    func lint(_ arguments: [String]) throws -> Int32 {
        guard let options = try parseLintOptions(arguments) else { return ExitCode.clean }
        let result = Linter.run(paths: options.paths, jobs: options.jobs, configuration: options.configuration)
        retained.result = result
        if result.paths.isEmpty && result.scan.problems.isEmpty {
            let shown = options.paths.map { "'\($0)'" }.joined(separator: ", ")
            stderr.write("warning: no Swift files found under \(shown); pass the folders that hold your sources\n")
        }
        stdout.write(TextReporter.render(result.diagnostics, paths: result.paths))
        if options.explain {
            var places = result.analyses.flatMap { $0.unresolvedPlaces() }
            places.sort { $0.location < $1.location }
            places = places.enumerated().filter { $0.offset == 0 || places[$0.offset - 1].location != $0.element.location }.map(\.element)
            stdout.write(TextReporter.renderUnresolved(places, paths: result.paths))
        }
        for problem in result.scan.problems {
            stderr.write("error: \(problem.description)\n")
        }
        if !options.quiet {
            stderr.write(NavLintCommand.summary(result))
        }
        if !result.scan.problems.isEmpty { return ExitCode.usageOrIOError }
        return result.count(.error) > 0 ? ExitCode.findings : ExitCode.clean
    }

    /// The summary on stderr: files, navigation counts, findings by severity.
    static func summary(_ result: LintResult) -> String {
        let s = result.statistics
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : word.hasSuffix("sh") ? "es" : "s")" }
        var out = result.scan.summaryLine + "\n"
        out += "Navigation: \(plural(s.stacks, "container")), \(plural(s.valueLinks, "value link")) (\(s.resolvedLinks) resolved, \(s.valueLinks - s.resolvedLinks) unresolved), "
        out += "\(plural(s.pushes, "push")) (\(s.resolvedPushes) resolved, \(s.pushes - s.resolvedPushes) unresolved), \(plural(s.destinations, "destination"))\n"
        let e = result.count(.error), w = result.count(.warning), i = result.count(.info)
        out += e + w + i == 0 ? "No findings\n" : "Found \(plural(e, "error")), \(plural(w, "warning")), \(i) info\n"
        return out
    }

    // MARK: - debug

    func debug(_ arguments: [String]) throws -> Int32 {
        if arguments.isEmpty {
            stderr.write(NavLintCommand.debugHelp)
            return ExitCode.usageOrIOError
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            stdout.write(NavLintCommand.debugHelp)
            return ExitCode.clean
        }
        let what = arguments[0]
        guard what == "tokens" || what == "syntax" else {
            let hint = closest(what, among: ["tokens", "syntax"]).map { "; did you mean '\($0)'?" } ?? "."
            throw UsageError(message: "unknown debug view '\(what)'\(hint) Use 'navlint debug tokens FILE' or 'navlint debug syntax FILE'.")
        }
        guard arguments.count == 2 else {
            throw UsageError(message: "'navlint debug \(what)' takes exactly one FILE")
        }
        let path = arguments[1]
        switch SourceReader.read(path) {
        case .failure(let problem):
            stderr.write("error: \(problem.description)\n")
            return ExitCode.usageOrIOError
        case .success(let bytes):
            let source = SourceText(path: path, bytes: bytes)
            if what == "tokens" {
                stdout.write(SyntaxDump.tokens(source, Lexer.tokenize(bytes)))
            } else {
                let tree = Parser.parse(source)
                stdout.write(SyntaxDump.tree(tree))
                for d in tree.diagnostics {
                    let (l, c) = source.location(of: d.offset)
                    stderr.write("\(path):\(l):\(c): note: \(d.message)\n")
                }
            }
            return ExitCode.clean
        }
    }

    // MARK: - Helpers

    func splitOption(_ arg: String) -> (String, String?) {
        guard arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") else { return (arg, nil) }
        return (String(arg[..<eq]), String(arg[arg.index(after: eq)...]))
    }

    func optionValue(_ name: String, _ inline: String?, _ arguments: [String], _ k: inout Int) throws -> String {
        if let inline { return inline }
        guard k < arguments.count else { throw UsageError(message: "\(name) needs a value") }
        k += 1
        return arguments[k - 1]
    }

    /// Does anything (file or directory) exist at `path`?
    func fileExists(_ path: String) -> Bool { SourceFinder.exists(path) }

    // MARK: - Help texts

    static let mainHelp = """
    OVERVIEW: NavLint finds SwiftUI navigation mistakes that SwiftUI only reveals at run time.

    USAGE: navlint [lint] [PATH ...] [--jobs N] [--quiet] [--explain] [--enable|--disable|--only RULE]
           navlint graph [PATH ...] [--format dot|mermaid|json] [--output FILE] [--show-contains]
           navlint debug tokens FILE
           navlint debug syntax FILE

    SUBCOMMANDS:
      lint            Lint the Swift files under PATH (default: the current directory). The default.
      graph           Draw the route graph of the Swift files under PATH as DOT, Mermaid or JSON.
      debug           Print the tokens or the syntax tree NavLint reads from one file.
      help            Show help for a subcommand.
      version         Print NavLint's version.

    OPTIONS:
      --version       Print NavLint's version.
      -h, --help      Show this help.

    EXAMPLES:
      navlint Samples/RecipeBook
      navlint lint App Packages --jobs 2
      navlint graph Samples/RecipeBook | dot -Tsvg > routes.svg
      navlint debug tokens Sources/App/ContentView.swift

    Exit status: 0 clean, 1 findings at error severity, 2 usage or I/O errors.

    """

    /// The rules, from the catalog: id, default severity, opt-in.
    static var rulesHelp: String {
        var out = "\nRULES (pages in NavLint's Rules/ folder):\n"
        for rule in RuleCatalog.all {
            out += "  " + rule.id.padding(toLength: 32, withPad: " ", startingAt: 0) + rule.defaultSeverity.rawValue + (rule.isOptIn ? ", opt-in" : "") + "\n"
        }
        return out
    }

    static let lintHelp = """
    OVERVIEW: Lint the Swift files under each PATH (files or directories; default: the current directory).

    USAGE: navlint lint [PATH ...] [--jobs N] [--quiet] [--explain] [--enable|--disable|--only RULE]

    Directories are walked for *.swift files, skipping hidden folders, .build, .git, .swiftpm,
    DerivedData, Pods, Carthage and node_modules. Problems with a path or a file are reported on
    stderr and the other files are still linted.

    OPTIONS:
      -j, --jobs N    Read and parse files on N threads (default: all cores).
      -q, --quiet     Do not print the summary on stderr.
      --explain       Also list, as remarks, each link and push whose value's type cannot be read
                      from the source: NavLint does not check those (it never guesses a type).
      --enable RULE   Run an opt-in rule too. --disable RULE: skip a rule. --only RULE: run just
                      the rules named this way. Each may be repeated.
      -h, --help      Show this help.

    EXAMPLES:
      navlint lint .
      navlint lint App/Views App/Navigation --jobs 1

    """

    static let debugHelp = """
    OVERVIEW: Show what NavLint reads from one file (for rule authors).

    USAGE: navlint debug tokens FILE
           navlint debug syntax FILE

      tokens   One token per line: LINE:COL<TAB>KIND<TAB>TEXT, KIND one of identifier, keyword,
               number, string, regex, comment, operator, punctuation, directive, unknown.
               Columns count UTF-8 bytes, as swiftc reports them.
      syntax   The syntax tree, one node per line, indented by depth.

    """
}

final class RetainedResult {
    var result: LintResult?
}

/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
func closest(_ word: String, among candidates: [String]) -> String? {
    let w = Array(word.utf8)
    var best: (String, Int)?
    for c in candidates {
        let d = editDistance(w, Array(c.utf8))
        if d <= max(2, c.utf8.count / 3), best == nil || d < best!.1 { best = (c, d) }
    }
    return best?.0
}

func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
