// The `navlint` command line: subcommands, options, help, and exit codes. The executable only calls `run`.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

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

    static let subcommands = ["lint", "graph", "rules", "config", "debug", "help", "version"]

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
            stdout.write(NavLintCommand.mainHelp)
            return ExitCode.clean
        case "--version", "-v", "version":
            stdout.write("\(NavLintVersion.current)\n")
            return ExitCode.clean
        case "lint":
            return try lint(Array(arguments.dropFirst()))
        case "rules":
            return try rules(Array(arguments.dropFirst()))
        case "config":
            return try config(Array(arguments.dropFirst()))
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

    USAGE: navlint [lint] [PATH ...] [--reporter NAME[:FILE]] [--config FILE] [--strict] [...]
           navlint graph [PATH ...] [--format dot|mermaid|json] [--output FILE] [--show-contains]
           navlint rules [RULE]
           navlint config --print
           navlint debug tokens|syntax FILE

    SUBCOMMANDS:
      lint            Lint the Swift files under PATH (default: the current directory). The default.
      graph           Draw the route graph of the Swift files under PATH as DOT, Mermaid or JSON.
      rules           List the rules, or print one rule's page.
      config          Print the configuration in force (--print).
      debug           Print the tokens or the syntax tree NavLint reads from one file.
      help            Show help for a subcommand.
      version         Print NavLint's version.

    OPTIONS:
      --version       Print NavLint's version.
      -h, --help      Show this help. 'navlint help lint' lists the options of lint.

    EXAMPLES:
      navlint Samples/RecipeBook
      navlint lint App Packages --reporter text --reporter sarif:navlint.sarif
      navlint graph Samples/RecipeBook | dot -Tsvg > routes.svg
      navlint rules unmapped-destination
      navlint debug tokens Sources/App/ContentView.swift

    Rules: 'navlint rules' lists them. Configuration: .navlint.json in the current directory or above.
    Exit status: 0 clean, 1 findings at error severity (any finding with --strict), 2 usage or I/O errors.

    """

    static let debugHelp = """
    OVERVIEW: Show what NavLint reads from one file (for rule authors).

    USAGE: navlint debug tokens FILE
           navlint debug syntax FILE

      tokens   One token per line: LINE:COL<TAB>KIND<TAB>TEXT, KIND one of identifier, keyword,
               number, string, regex, comment, operator, punctuation, directive, unknown.
               Columns count UTF-8 bytes, as swiftc reports them.
      syntax   The syntax tree, one node per line, indented by depth.

    EXAMPLES:
      navlint debug tokens Sources/App/ContentView.swift
      navlint debug syntax Sources/App/ContentView.swift | less

    """
}

final class RetainedResult {
    var result: LintResult?
}
