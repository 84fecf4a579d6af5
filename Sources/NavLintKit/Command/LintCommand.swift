// `navlint lint`: options, configuration, reporters, baselines, and the exit status.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension NavLintCommand {
    enum ColorChoice: String { case auto, always, never }

    struct LintOptions {
        var paths: [String] = []
        var jobs = ParallelMap.defaultJobs
        var quiet = false
        var explain = false
        var strict = false
        var color = ColorChoice.auto
        var configPath: String?
        var reporters: [ReporterSpec] = []
        var baseline: String?
        var writeBaseline: String?
        var strictBaseline = false
        var forceExclude = false
        /// `--fix`, `--diff`, `--unsafe-fixes`.
        var fix = false
        var diff = false
        var unsafeFixes = false
        /// `--enable`/`--disable`/`--only` in the order given: applied over the configuration file.
        var ruleFlags: [(flag: String, rule: String)] = []
    }

    static let lintOptionNames = ["--jobs", "--quiet", "--explain", "--enable", "--disable", "--only", "--strict", "--color",
                                  "--config", "--reporter", "--baseline", "--write-baseline", "--strict-baseline", "--force-exclude", "--fix", "--diff", "--unsafe-fixes",
                                  "--help", "--version"]

    /// Parses the options `lint` and `config` share; nil when help was printed.
    func parseLintOptions(_ arguments: [String], help: String = NavLintCommand.lintHelp) throws -> LintOptions? {
        var options = LintOptions()
        var paths: [String] = []
        let finished = try walkOptions(arguments, paths: &paths) { name, inlineValue, k in
            switch name {
            case "--help", "-h":
                stdout.write(help)
                return false
            case "--quiet", "-q":
                options.quiet = true
            case "--explain":
                options.explain = true
            case "--strict":
                options.strict = true
            case "--strict-baseline":
                options.strictBaseline = true
            case "--force-exclude":
                options.forceExclude = true
            case "--fix":
                options.fix = true
            case "--diff":
                options.diff = true
            case "--unsafe-fixes":
                options.unsafeFixes = true
            case "--color":
                let value = try optionValue(name, inlineValue, arguments, &k)
                guard let choice = ColorChoice(rawValue: value) else {
                    throw UsageError(message: "--color takes auto, always or never, not '\(value)'")
                }
                options.color = choice
            case "--config":
                let value = try optionValue(name, inlineValue, arguments, &k)
                if let first = options.configPath, first != value {
                    throw UsageError(message: "--config is given twice ('\(first)' and '\(value)'); NavLint reads one configuration file")
                }
                options.configPath = value
            case "--baseline":
                options.baseline = try optionValue(name, inlineValue, arguments, &k)
            case "--write-baseline":
                options.writeBaseline = try optionValue(name, inlineValue, arguments, &k)
            case "--reporter", "-r":
                let value = try optionValue(name, inlineValue, arguments, &k)
                switch ReporterSpec.parse(value) {
                case .success(let spec): options.reporters.append(spec)
                case .failure(let e): throw UsageError(message: "--reporter: \(e.message)")
                }
            case "--enable", "--disable", "--only":
                let id = try optionValue(name, inlineValue, arguments, &k)
                guard RuleCatalog.rule(id) != nil else {
                    let hint = closest(id, among: RuleCatalog.all.map { $0.id }).map { "; did you mean '\($0)'?" } ?? "."
                    throw UsageError(message: "\(name) names no rule '\(id)'\(hint) The rules are listed by 'navlint rules'.")
                }
                options.ruleFlags.append((name, id))
            case "--jobs", "-j":
                options.jobs = try jobsValue(name, inlineValue, arguments, &k)
            default:
                let hint = closest(name, among: NavLintCommand.lintOptionNames).map { "; did you mean '\($0)'?" } ?? "."
                throw UsageError(message: "unknown option '\(name)'\(hint) See 'navlint lint --help'.")
            }
            return true
        }
        guard finished else { return nil }
        options.paths = paths
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    /// Walks a subcommand's arguments: words that are not options are paths, `--` makes the rest paths, and
    /// `-j4` is `-j 4`. `handle(name, inlineValue, &k)` takes each option (reading a value at `k` advances
    /// it) and returns false when the command is done (help was printed). Returns false in that case.
    func walkOptions(_ arguments: [String], paths: inout [String],
                     _ handle: (String, String?, inout Int) throws -> Bool) throws -> Bool {
        var k = 0
        var onlyPaths = false
        while k < arguments.count {
            let arg = arguments[k]
            k += 1
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                paths.append(arg)
                continue
            }
            var (name, inlineValue) = splitOption(arg)
            if name.hasPrefix("-j"), name.count > 2, !name.hasPrefix("--") {
                inlineValue = String(name.dropFirst(2))
                name = "-j"
            }
            if name == "--" {
                onlyPaths = true
                continue
            }
            guard try handle(name, inlineValue, &k) else { return false }
        }
        return true
    }

    /// The value of `--jobs`/`-j`: a whole number from 1 to 1024.
    func jobsValue(_ name: String, _ inlineValue: String?, _ arguments: [String], _ k: inout Int) throws -> Int {
        guard inlineValue != nil || k < arguments.count else {
            throw UsageError(message: "\(name) needs a number of threads, e.g. '\(name) 4'")
        }
        let value = try optionValue(name, inlineValue, arguments, &k)
        guard let n = Int(value), n >= 1, n <= 1024 else {
            throw UsageError(message: "--jobs takes a whole number from 1 to 1024, not '\(value)'")
        }
        return n
    }

    /// The configuration in force: defaults, then the configuration file, then the command line.
    func settings(_ options: LintOptions) throws -> (LintConfiguration, ConfigurationFile?, [ReporterSpec]) {
        var configuration = LintConfiguration()
        var file: ConfigurationFile? = nil
        let path = options.configPath ?? ConfigurationFile.discover(from: Paths.currentDirectory())
        if let path {
            switch ConfigurationFile.load(path) {
            case .success(let loaded): file = loaded
            case .failure(let e): throw UsageError(message: e.message)
            }
            file!.apply(to: &configuration)
        }
        // `--only X --disable X` would run nothing: a mistake, not a request.
        let only = Set(options.ruleFlags.filter { $0.0 == "--only" }.map(\.1))
        if let id = options.ruleFlags.first(where: { $0.0 == "--disable" && only.contains($0.1) })?.1 {
            throw UsageError(message: "'\(id)' is given to both --only and --disable; keep one of them")
        }
        for (flag, id) in options.ruleFlags {
            switch flag {
            case "--enable": configuration.enabledOptIn.insert(id); configuration.disabled.remove(id)
            case "--disable": configuration.disabled.insert(id)
            default: configuration.only = (configuration.only ?? []).union([id])
            }
        }
        var reporters = options.reporters
        if reporters.isEmpty, let file, let fromFile = file.reporters {
            // Report files named in the configuration are relative to its folder, like its globs.
            let folder = Paths.folder(ofAbsolute: Paths.absolute(file.path))
            reporters = fromFile.map { spec in
                guard let f = spec.file, !f.hasPrefix("/") else { return spec }
                let relative = Paths.relative(folder + "/" + f, to: Paths.absolute(".")) ?? folder + "/" + f
                return ReporterSpec(name: spec.name, file: relative.isEmpty ? f : relative)
            }
        }
        if reporters.isEmpty { reporters = [ReporterSpec(name: "text", file: nil)] }
        return (configuration, file, reporters)
    }

    func lint(_ arguments: [String]) throws -> Int32 {
        guard let options = try parseLintOptions(arguments) else { return ExitCode.clean }
        let (configuration, configFile, reporters) = try settings(options)

        // Everything that can fail before the work does: where the reports go, the baseline to read.
        let toStdout = reporters.filter { $0.file == nil }
        if toStdout.count > 1 {
            let origin = options.reporters.isEmpty ? configFile.map { "\($0.path): reporters: " } ?? "" : ""
            throw UsageError(message: "\(origin)only one report can go to stdout, but \(toStdout.map { "'\($0.name)'" }.joined(separator: " and ")) would; give the others a file (NAME:FILE)")
        }
        if options.strictBaseline && options.baseline == nil {
            throw UsageError(message: "--strict-baseline needs --baseline FILE (it fails the run on entries of that baseline that no longer occur)")
        }
        if options.unsafeFixes && !options.fix && !options.diff {
            throw UsageError(message: "--unsafe-fixes needs --fix or --diff (it lets them apply the fixes marked unsafe too)")
        }
        if (options.fix || options.diff) && options.writeBaseline != nil {
            throw UsageError(message: "--write-baseline records findings; run it without --fix and --diff")
        }
        var targets = reporters.compactMap(\.file)
        if let w = options.writeBaseline { targets.append(w) }
        for (k, target) in targets.enumerated() {
            if targets[..<k].contains(where: { Paths.absolute($0) == Paths.absolute(target) }) { throw UsageError(message: "\(target): two reports would be written to this file; name a file for each") }
            if let problem = AtomicFile.problem(writing: target) { throw UsageError(message: problem) }
        }
        var baseline: Baseline? = nil
        if let b = options.baseline {
            switch Baseline.load(b) {
            case .success(let loaded): baseline = loaded
            case .failure(let e): throw UsageError(message: e.message)
            }
        }

        // Only `--explain` reads the analyses after the run.
        // The lint, and the report of the findings the baseline does not hold (run again after fixes are written).
        func analyze() -> (result: LintResult, full: Report, report: Report) {
            var result = Linter.run(paths: options.paths, jobs: options.jobs, configuration: configuration, filter: configFile?.filter,
                                    filterNamedFiles: options.forceExclude, keepingAnalyses: options.explain)
            // The json and sarif reports show each finding's fix.
            if !options.diff && reporters.contains(where: { $0.name == "json" || $0.name == "sarif" }) {
                Fixer.attachFixes(to: &result.diagnostics, paths: result.paths, configuration: configuration, jobs: options.jobs)
            }
            retained.result = result

            // Only the parts of the report that something reads: reading the lines again and resolving paths are a
            // third of the run on a large project with many findings.
            var needs = reporters.reduce(ReportContents()) { $0.union(Reporters.needs($1.name)) }
            if options.baseline != nil || options.writeBaseline != nil { needs.formUnion(.lines) }
            let lines = needs.contains(.lines) ? Report.sourceLines(of: result.diagnostics, paths: result.paths, jobs: options.jobs) : [:]
            let repositoryPaths = needs.contains(.repositoryPaths)
                ? Report.repositoryPaths(of: result.diagnostics, paths: result.paths, jobs: options.jobs) : [:]
            let full = Report(diagnostics: result.diagnostics, paths: result.paths, repositoryPaths: repositoryPaths,
                              filesScanned: result.scan.scannedFileCount, lines: lines, jobs: options.jobs, contents: needs)
            var report = full
            if let baseline, let file = options.baseline {
                report = baseline.filter(full, file: file, ran: Set(RuleCatalog.all.filter { configuration.isEnabled($0) }.map { $0.id }),
                                         linted: result.paths)
            }
            return (result, full, report)
        }
        var (result, full, report) = analyze()
        warnIfNothingFound(result, paths: options.paths)

        var ioFailed = false
        if options.fix || options.diff {
            // Only the findings the baseline does not hold are fixed.
            let plan = Fixer.plan(paths: result.paths, targets: report.diagnostics, configuration: configuration, jobs: options.jobs,
                                  unsafe: options.unsafeFixes)
            for (p, reason) in plan.rolledBack {
                let l = p.diagnostic.location
                stderr.write("warning: \(result.paths[Int(l.file)]):\(l.line):\(l.column): fix not applied (\(p.fix.title)) [\(p.diagnostic.ruleID)]: \(reason)\n")
            }
            if options.diff {
                stdout.write(Fixer.diff(plan, paths: result.paths))
                for problem in result.scan.problems { stderr.write("error: \(problem.description)\n") }
                if !options.quiet { stderr.write(NavLintCommand.fixSummary(plan, wouldFix: true)) }
                if !result.scan.problems.isEmpty { return ExitCode.usageOrIOError }
                return plan.applied.isEmpty ? ExitCode.clean : ExitCode.findings
            }
            var written = plan
            for f in plan.changedFiles {
                if let failure = FixWriter.write(plan.fixed[f]!, to: result.paths[f], expected: plan.original[f]!, roots: options.paths) {
                    stderr.write("error: \(failure)\n")
                    ioFailed = true
                    written.applied.removeAll { Int($0.diagnostic.location.file) == f }
                    written.fixed[f] = nil
                }
            }
            if !options.quiet { stderr.write(NavLintCommand.fixSummary(written, wouldFix: false)) }
            // The findings that remain, read from the files as written.
            if !written.fixed.isEmpty { (result, full, report) = analyze() }
        }

        for spec in reporters {
            if let file = spec.file {
                if let failure = AtomicFile.write(Reporters.render(spec.name, report), to: file) {
                    stderr.write("error: \(failure)\n")
                    ioFailed = true
                }
            } else {
                stdout.write(Reporters.render(spec.name, report, color: spec.name == "text" && useColor(options.color)))
            }
        }
        if let file = options.writeBaseline {
            if let failure = AtomicFile.write(Baseline.make(full, file: file).json, to: file) {
                stderr.write("error: \(failure)\n")
                ioFailed = true
            }
        }
        if options.explain {
            var places = result.analyses.flatMap { $0.unresolvedPlaces() }
            places.sort { $0.location < $1.location }
            places = places.enumerated().filter { $0.offset == 0 || places[$0.offset - 1].location != $0.element.location }.map(\.element)
            var unread = result.analyses.flatMap { $0.contexts.compactMap { c in c.unread.map { (c.location, c.kind, $0) } } }
            unread.sort { $0.0 < $1.0 }
            unread = unread.enumerated().filter { $0.offset == 0 || unread[$0.offset - 1].0 != $0.element.0 }.map(\.element)
            // Values on saved paths of which the source cannot tell whether they are Codable (non-codable-path-element).
            var undecided: [(location: SourceLocation, remark: String)] = []
            if configuration.isEnabled(NonCodablePathElement.self) {
                for analysis in result.analyses {
                    let context = RuleContext(analysis: analysis, options: configuration.ruleOptions[NonCodablePathElement.id] ?? [:],
                                              codableTypes: configuration.codableTypes)
                    undecided += NonCodablePathElement.undecided(context)
                }
                undecided.sort { $0.location < $1.location }
                undecided = undecided.enumerated().filter { $0.offset == 0 || undecided[$0.offset - 1].location != $0.element.location }.map(\.element)
            }
            // Remarks are text lines: beside a JSON, SARIF or XML report on stdout they go to stderr.
            let remarks = TextReporter.renderUnresolved(places, paths: result.paths)
                + TextReporter.renderUnread(unread.map { (location: $0.0, kind: $0.1, unread: $0.2) }, paths: result.paths)
                + TextReporter.renderRemarks(undecided, paths: result.paths)
            if toStdout.first.map({ $0.name == "text" }) ?? true { stdout.write(remarks) } else { stderr.write(remarks) }
        }
        for problem in result.scan.problems {
            stderr.write("error: \(problem.description)\n")
        }
        let staleFails = options.strictBaseline && (report.baseline?.stale ?? 0) > 0
        if options.quiet && staleFails {
            // The summary that would say why the run fails is left out: say it anyway.
            let n = report.baseline!.stale
            stderr.write("error: \(n) entr\(n == 1 ? "y" : "ies") of the baseline \(options.baseline!) no longer occur\(n == 1 ? "s" : ""); rewrite it with --write-baseline\n")
        }
        if !options.quiet {
            stderr.write(NavLintCommand.summary(result, report: report))
            if let file = options.writeBaseline {
                let n = full.diagnostics.count
                stderr.write("Wrote \(n) finding\(n == 1 ? "" : "s") to the baseline \(file)\n")
            }
        }
        if !result.scan.problems.isEmpty || ioFailed { return ExitCode.usageOrIOError }
        // Recording a baseline accepts the findings it records.
        if options.writeBaseline != nil { return ExitCode.clean }
        if staleFails { return ExitCode.findings }
        let failing = options.strict ? report.diagnostics.count : report.count(.error)
        return failing > 0 ? ExitCode.findings : ExitCode.clean
    }

    /// A run that found no Swift file (and no problem) says so, rather than passing as clean.
    func warnIfNothingFound(_ result: LintResult, paths: [String]) {
        guard result.paths.isEmpty && result.scan.problems.isEmpty else { return }
        let shown = paths.map { "'\($0)'" }.joined(separator: ", ")
        let excluded = result.scan.excludedCount > 0 ? " that the configuration's include/exclude admit" : ""
        stderr.write("warning: no Swift files found under \(shown)\(excluded); pass the folders that hold your sources\n")
    }

    func useColor(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
            if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
            return stdout.isTerminal
        }
    }

    /// What `--fix` did, or `--diff` would do: `Fixed 3 findings in 2 files (1 unsafe fix); 1 more with --unsafe-fixes`.
    static func fixSummary(_ plan: FixPlan, wouldFix: Bool) -> String {
        let n = plan.applied.count, files = plan.fixed.count
        let unsafe = plan.applied.filter { !$0.fix.isSafe }.count
        var out = n == 0 ? (wouldFix ? "No fixes to make" : "No fixes made")
            : "\(wouldFix ? "Would fix" : "Fixed") \(n) finding\(n == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        if unsafe > 0 { out += " (\(unsafe) unsafe fix\(unsafe == 1 ? "" : "es"))" }
        if plan.unsafeHeldBack > 0 {
            out += "; \(plan.unsafeHeldBack) more with --unsafe-fixes"
        }
        return out + "\n"
    }

    /// The summary on stderr: files, navigation counts, findings by severity, the baseline.
    static func summary(_ result: LintResult, report: Report) -> String {
        let s = result.statistics
        func plural(_ n: Int, _ word: String) -> String {
            if n == 1 { return "1 \(word)" }
            if word.hasSuffix("y") { return "\(n) \(word.dropLast())ies" }
            return "\(n) \(word)\(word.hasSuffix("sh") ? "es" : "s")"
        }
        var out = result.scan.summaryLine
        if result.scan.excludedCount > 0 { out += "; \(plural(result.scan.excludedCount, "file")) left out by include/exclude" }
        out += "\n"
        out += "Navigation: \(plural(s.stacks, "container")) (\(plural(s.contexts, "stack")) and columns, \(s.contextsReadInFull) read in full), \(plural(s.valueLinks, "value link")) (\(s.resolvedLinks) resolved, \(s.valueLinks - s.resolvedLinks) unresolved), "
        out += "\(plural(s.pushes, "push")) (\(s.resolvedPushes) resolved, \(s.pushes - s.resolvedPushes) unresolved), \(plural(s.destinations, "destination"))\n"
        let e = report.count(.error), w = report.count(.warning), i = report.count(.info)
        out += e + w + i == 0 ? "No findings\n" : "Found \(plural(e, "error")), \(plural(w, "warning")), \(i) info\n"
        if let b = report.baseline {
            out += "Baseline: \(plural(b.matched, "finding")) held back; \(b.stale == 0 ? "every entry still occurs" : "\(plural(b.stale, "entry")) no longer occur\(b.stale == 1 ? "s" : "") (rewrite it with --write-baseline)")\n"
        }
        return out
    }

    static let lintHelp = """
    OVERVIEW: Lint the Swift files under each PATH (files or directories; default: the current directory).

    USAGE: navlint lint [PATH ...] [OPTIONS]

    Directories are walked for *.swift files, skipping hidden folders, .build, .git, .swiftpm,
    DerivedData, Pods, Carthage and node_modules, and files the configuration's include/exclude
    leave out (a file named on the command line is linted unless --force-exclude). Problems with
    a path or a file are reported on stderr and the other files are still linted.

    OPTIONS:
      -r, --reporter NAME[:FILE]
                      Write a report: text (default), json, sarif, github, checkstyle or junit, to
                      FILE or to stdout. Repeatable; at most one report goes to stdout.
      --config FILE   Read this configuration instead of the .navlint.json found in the current
                      directory or above it (up to the repository root).
      --enable RULE   Run an opt-in rule too. --disable RULE: skip a rule. --only RULE: run just
                      the rules named this way. Each may be repeated; they override the configuration.
      --strict        Fail (exit 1) on findings of any severity, not only errors.
      --baseline FILE Report only findings that FILE does not hold.
      --write-baseline FILE
                      Record the current findings in FILE (then exit 0).
      --strict-baseline
                      Fail when baseline entries no longer occur, so the baseline only shrinks.
      --force-exclude Apply the configuration's include/exclude to files named on the command
                      line too (for editors, hooks and plugins that pass every file).
      --fix           Apply the safe fixes of the findings in place (each rule page says which
                      findings have one), then report the findings that remain.
      --diff          Print the fixes as a unified diff instead; change nothing (exit 1 when there
                      is something to fix).
      --unsafe-fixes  With --fix or --diff: apply the fixes marked unsafe too.
      --color WHEN    auto (default: on a terminal, unless NO_COLOR is set), always or never.
      -j, --jobs N    Read and parse files on N threads (default: all cores).
      -q, --quiet     Do not print the summary on stderr.
      --explain       Also list, as remarks, what NavLint did not check: each link and push whose
                      value's type cannot be read from the source (it never guesses a type), each
                      stack not read in full, and each value on a saved path of which the source
                      cannot tell whether it is Codable.
      -h, --help      Show this help.

    EXAMPLES:
      navlint lint .
      navlint lint App --reporter text --reporter sarif:navlint.sarif
      navlint lint --reporter github --strict
      navlint lint --write-baseline navlint-baseline.json
      navlint lint --baseline navlint-baseline.json --strict-baseline
      navlint lint --diff .
      navlint lint --fix .

    Exit status: 0 clean, 1 findings at error severity (any finding with --strict; stale baseline
    entries with --strict-baseline; something to fix with --diff), 2 usage or I/O errors.

    """
}
