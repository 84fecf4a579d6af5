// `navlint graph`: the route graph of the Swift files under PATH, as DOT, Mermaid or JSON, on stdout or in a file.

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
    struct GraphOptions {
        var paths: [String] = []
        var jobs = ParallelMap.defaultJobs
        var format = RouteGraphFormat.dot
        var output: String?
        var showContains = false
        var configPath: String?
    }

    static let graphOptionNames = ["--format", "--output", "--jobs", "--show-contains", "--config", "--help"]

    func parseGraphOptions(_ arguments: [String]) throws -> GraphOptions? {
        var options = GraphOptions()
        var paths: [String] = []
        let finished = try walkOptions(arguments, paths: &paths) { name, inlineValue, k in
            switch name {
            case "--help", "-h":
                stdout.write(NavLintCommand.graphHelp)
                return false
            case "--format", "-f":
                let value = try optionValue(name, inlineValue, arguments, &k)
                guard let format = RouteGraphFormat(rawValue: value) else {
                    let hint = closest(value, among: RouteGraphFormat.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? "."
                    throw UsageError(message: "--format takes dot, mermaid or json, not '\(value)'\(hint)")
                }
                options.format = format
            case "--output", "-o":
                let value = try optionValue(name, inlineValue, arguments, &k)
                guard !value.isEmpty else { throw UsageError(message: "\(name) needs a file name") }
                options.output = value
            case "--show-contains":
                options.showContains = true
            case "--config":
                options.configPath = try optionValue(name, inlineValue, arguments, &k)
            case "--jobs", "-j":
                options.jobs = try jobsValue(name, inlineValue, arguments, &k)
            default:
                let hint = closest(name, among: NavLintCommand.graphOptionNames).map { "; did you mean '\($0)'?" } ?? "."
                throw UsageError(message: "unknown option '\(name)'\(hint) See 'navlint graph --help'.")
            }
            return true
        }
        guard finished else { return nil }
        options.paths = paths
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    func graph(_ arguments: [String]) throws -> Int32 {
        guard let options = try parseGraphOptions(arguments) else { return ExitCode.clean }
        // A file that cannot be written is known before any work.
        if let output = options.output, let problem = AtomicFile.problem(writing: output) { throw UsageError(message: problem) }
        // The configuration's include/exclude, lazy containers and Codable types shape the graph as they do lint.
        var lintOptions = LintOptions()
        lintOptions.configPath = options.configPath
        var (configuration, configFile, _) = try settings(lintOptions)
        configuration.only = []
        let result = Linter.run(paths: options.paths, jobs: options.jobs, configuration: configuration, filter: configFile?.filter)
        retained.result = result
        warnIfNothingFound(result, paths: options.paths)
        var routes = RouteGraph.merged(result.analyses.map { RouteGraph(analysis: $0) }).drawn(showContains: options.showContains)
        // One folder scanned: its files are named from inside it, so the picture does not depend on where it ran.
        if options.paths.count == 1, SourceFinder.isDirectory(path: options.paths[0]) {
            routes = routes.relativePaths(to: SourceFinder.display(options.paths[0]))
        }
        let text = RouteGraphWriter.render(routes, as: options.format)
        for problem in result.scan.problems {
            stderr.write("error: \(problem.description)\n")
        }
        // Nothing could be read (a missing path): no graph at all, not an empty one a pipe would take for the app's.
        if result.scan.files.isEmpty && !result.scan.problems.isEmpty { return ExitCode.usageOrIOError }
        if let output = options.output {
            if let failure = AtomicFile.write(text, to: output) { throw UsageError(message: failure) }
        } else {
            stdout.write(text)
        }
        return result.scan.problems.isEmpty ? ExitCode.clean : ExitCode.usageOrIOError
    }

    static let graphHelp = """
    OVERVIEW: Draw the route graph of the Swift files under each PATH: where a user can get to from each
    screen, and how.

    USAGE: navlint graph [PATH ...] [--format dot|mermaid|json] [--output FILE] [--jobs N] [--show-contains]

    Nodes are the @main app, its TabViews, each navigation container (stack, split view and its columns,
    NavigationView), view types, route types (with an enum's cases) and code that pushes. Edges are roots,
    links, pushes, destinations, view-destination presentations, sheets, covers, popovers, split-view
    selections and, with --show-contains, view composition. A link or push that no destination serves
    leads to a red 'missing destination'; what the app cannot reach is grey.

    OPTIONS:
      -f, --format F  dot (Graphviz, the default), mermaid (a flowchart GitHub renders in Markdown), or
                      json (nodes and edges with kinds and locations; see the README for the schema).
      -o, --output FILE
                      Write the graph to FILE (replaced whole, never left half written) instead of stdout.
      -j, --jobs N    Read and parse files on N threads (default: all cores). The output is the same.
      --show-contains Also draw which views compose which (off by default: it crowds the picture).
      --config FILE   Read this configuration instead of the .navlint.json found from the current
                      directory up (its include/exclude, lazyContainers and codableTypes apply).
      -h, --help      Show this help.

    EXAMPLES:
      navlint graph Samples/RecipeBook | dot -Tsvg > routes.svg
      navlint graph App --format mermaid --output docs/routes.mmd
      navlint graph App Packages --format json --jobs 2

    Exit status: 0 when the graph was written, 2 for usage or I/O errors (unreadable files are reported
    on stderr and the graph of the others is still written).

    """
}
