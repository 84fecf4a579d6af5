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
        var focus: [String] = []
        var from: [String] = []
        var depth: Int?
        var edgeKinds: Set<RouteGraph.EdgeKind>?
        var split: RouteGraph.SplitMode?
        var fold = true
        var quiet = false
    }

    static let graphOptionNames = ["--format", "--output", "--jobs", "--show-contains", "--config", "--focus", "--from", "--depth",
                                   "--edges", "--split", "--no-fold", "--quiet", "--help"]

    /// How many steps `--focus` follows each way when `--depth` is not given.
    static let defaultFocusDepth = 2

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
            case "--focus":
                let value = try optionValue(name, inlineValue, arguments, &k)
                guard !value.isEmpty else { throw UsageError(message: "--focus needs a view, route type or stack: a name, FILE:LINE or an id") }
                options.focus.append(value)
            case "--from":
                let value = try optionValue(name, inlineValue, arguments, &k)
                guard !value.isEmpty else { throw UsageError(message: "--from needs a view, route type or stack: a name, FILE:LINE or an id") }
                options.from.append(value)
            case "--depth":
                let value = try optionValue(name, inlineValue, arguments, &k)
                guard let n = Int(value), n >= 1, n <= 1000, value.allSatisfy(\.isNumber) else {
                    throw UsageError(message: "--depth takes a whole number of steps from 1 to 1000, not '\(value)'")
                }
                options.depth = n
            case "--edges":
                options.edgeKinds = try edgeKindsValue(try optionValue(name, inlineValue, arguments, &k))
            case "--split":
                let value = try optionValue(name, inlineValue, arguments, &k)
                guard let mode = RouteGraph.SplitMode(rawValue: value) else {
                    let hint = closest(value, among: RouteGraph.SplitMode.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? "."
                    throw UsageError(message: "--split takes stacks or tabs, not '\(value)'\(hint)")
                }
                options.split = mode
            case "--no-fold":
                options.fold = false
            case "--quiet", "-q":
                options.quiet = true
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
        if options.depth != nil && options.focus.isEmpty && options.from.isEmpty {
            throw UsageError(message: "--depth counts steps from --focus or --from; name a view, route type or stack with one of them")
        }
        if let split = options.split, options.output == nil {
            throw UsageError(message: "--split \(split.rawValue) writes one file per part and an index: name a folder with --output DIR")
        }
        return options
    }

    /// `link,push,destination`: only these kinds; `-sheet,-cover`: all but these.
    func edgeKindsValue(_ value: String) throws -> Set<RouteGraph.EdgeKind> {
        let names = RouteGraph.EdgeKind.allCases.map(\.rawValue)
        var keep: Set<RouteGraph.EdgeKind> = []
        var drop: Set<RouteGraph.EdgeKind> = []
        var anyKept = false
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            let word = item.trimmingCharacters(in: " ")
            let negated = word.hasPrefix("-")
            let name = negated ? String(word.dropFirst()) : word
            guard let kind = RouteGraph.EdgeKind(rawValue: name) else {
                let hint = closest(name, among: names).map { "; did you mean '\(negated ? "-" : "")\($0)'?" } ?? "."
                throw UsageError(message: "--edges takes edge kinds (\(names.joined(separator: ", "))), each with a leading '-' to leave it out; '\(name)' is none\(hint)")
            }
            if negated { drop.insert(kind) } else { keep.insert(kind); anyKept = true }
        }
        return (anyKept ? keep : Set(RouteGraph.EdgeKind.allCases)).subtracting(drop)
    }

    /// The nodes each name designates, or a usage error that says what there is instead.
    func resolve(_ names: [String], option: String, in graph: RouteGraph) throws -> Set<String> {
        var ids: Set<String> = []
        for name in names {
            switch graph.lookUp(name) {
            case .found(let found):
                ids.formUnion(found)
            case .unknown(let suggestion):
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "."
                throw UsageError(message: "\(option) '\(name)': no view, route type or stack of that name or place in the graph\(hint)")
            case .ambiguous(let places):
                let shown = places.prefix(5).joined(separator: ", ") + (places.count > 5 ? ", …" : "")
                throw UsageError(message: "\(option) '\(name)' names \(places.count) containers; name one by FILE:LINE: \(shown)")
            }
        }
        return ids
    }

    func graph(_ arguments: [String]) throws -> Int32 {
        guard let options = try parseGraphOptions(arguments) else { return ExitCode.clean }
        // A file (or, split, a folder) that cannot be written is known before any work.
        if let output = options.output {
            if options.split != nil {
                if let problem = folderProblem(output) { throw UsageError(message: problem) }
            } else if let problem = AtomicFile.problem(writing: output) {
                throw UsageError(message: problem)
            }
        }
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
        for problem in result.scan.problems {
            stderr.write("error: \(problem.description)\n")
        }
        // Nothing could be read (a missing path): no graph at all, not an empty one a pipe would take for the app's.
        if result.scan.files.isEmpty && !result.scan.problems.isEmpty { return ExitCode.usageOrIOError }
        // Names are looked up in the whole graph, before anything is left out.
        let focus = try resolve(options.focus, option: "--focus", in: routes)
        let from = try resolve(options.from, option: "--from", in: routes)
        if let kinds = options.edgeKinds { routes = routes.keeping(edgeKinds: kinds) }
        // JSON is data, every edge site listed: only pictures are folded.
        if options.fold && options.format != .json { routes = routes.folded() }
        if !focus.isEmpty || !from.isEmpty {
            routes = routes.selecting(focus: focus, depth: options.depth ?? NavLintCommand.defaultFocusDepth, from: from, fromDepth: options.depth)
        }
        let exit = result.scan.problems.isEmpty ? ExitCode.clean : ExitCode.usageOrIOError
        if let mode = options.split, let folder = options.output {
            try writeSplit(routes, mode: mode, folder: folder, options: options)
            return exit
        }
        let text = RouteGraphWriter.render(routes, as: options.format)
        if let output = options.output {
            if let failure = AtomicFile.write(text, to: output) { throw UsageError(message: failure) }
        } else {
            stdout.write(text)
        }
        if options.format == .mermaid, let problem = RouteGraphWriter.mermaidLimitProblem(text, routes, what: "the Mermaid graph") {
            stderr.write("warning: \(problem)\n")
        }
        if !options.quiet { stderr.write(RouteGraphWriter.summary(RouteGraphWriter.counts(routes, as: options.format)) + "\n") }
        return exit
    }

    /// Why `--split` cannot write into `folder`: it is a file, or neither it nor its parent folder exists.
    func folderProblem(_ folder: String) -> String? {
        if SourceFinder.isDirectory(path: folder) {
            return access(folder, W_OK) == 0 ? nil : "\(folder): cannot write in this folder (\(String(cString: strerror(errno))))"
        }
        if fileExists(folder) { return "\(folder): is a file; --split writes a folder of files, name a folder with --output" }
        let parent = Paths.folder(of: folder)
        let shown = parent.isEmpty ? "." : parent
        guard SourceFinder.isDirectory(path: shown) else {
            return "\(folder): the directory '\(shown)' does not exist; create it first (mkdir -p '\(folder)')"
        }
        guard access(shown, W_OK) == 0 else { return "\(folder): cannot create it in '\(shown)' (\(String(cString: strerror(errno))))" }
        return nil
    }

    /// `--split`: one file per part and an index, in `folder` (made if missing; each file replaced whole).
    func writeSplit(_ routes: RouteGraph, mode: RouteGraph.SplitMode, folder: String, options: GraphOptions) throws {
        guard let parts = routes.split(by: mode) else {
            let what = mode == .stacks ? "no navigation container (NavigationStack, NavigationSplitView, NavigationView)" : "no TabView"
            let instead = mode == .tabs ? " Split by stacks instead, or draw it whole." : " Draw it whole instead."
            throw UsageError(message: "--split \(mode.rawValue): the graph has \(what) to split by.\(instead)")
        }
        if !SourceFinder.isDirectory(path: folder) && mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw UsageError(message: "\(folder): cannot create the folder (\(String(cString: strerror(errno))))")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var texts: [String] = []
        for p in parts {
            let text = RouteGraphWriter.render(p.graph, as: options.format)
            let file = prefix + RouteGraphWriter.fileName(p, as: options.format)
            if let failure = AtomicFile.write(text, to: file) { throw UsageError(message: failure) }
            if options.format == .mermaid, let problem = RouteGraphWriter.mermaidLimitProblem(text, p.graph, what: file) {
                stderr.write("warning: \(problem)\n")
            }
            texts.append(text)
        }
        let index = RouteGraphWriter.index(parts, texts: texts, graph: routes, mode: mode, as: options.format)
        if let failure = AtomicFile.write(index.text, to: prefix + index.name) { throw UsageError(message: failure) }
        if !options.quiet {
            let summary = RouteGraphWriter.summary(RouteGraphWriter.counts(routes, as: options.format))
            stderr.write(summary + "; \(parts.count) part\(parts.count == 1 ? "" : "s") in \(prefix)\(index.name)\n")
        }
    }

    static let graphHelp = """
    OVERVIEW: Draw the route graph of the Swift files under each PATH: where a user can get to from each
    screen, and how.

    USAGE: navlint graph [PATH ...] [--format dot|mermaid|json] [--output FILE] [--jobs N] [--show-contains]
                         [--focus NAME] [--from NAME] [--depth N] [--edges KIND,...] [--no-fold] [--quiet]
                         [--split stacks|tabs --output DIR]

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

    DRAWING PART OF IT:
      --focus NAME    What leads to NAME and where it leads, --depth screens each way (default 2).
                      NAME is a view, a route type or a container: its name (a nested type by its last
                      part), FILE:LINE where it is declared or written (ContentView.swift:18 for a
                      stack), or its id in the JSON (stack:ContentView.body#2). Repeatable.
      --from NAME     Everything reachable from NAME (or --depth screens of it). Repeatable.
      --depth N       Screens to follow from --focus or --from; containers, route types and folded
                      bundles on the way count no step.
      --edges KIND,...
                      Draw only these edge kinds; '-KIND' leaves one out (--edges=-sheet,-cover: all
                      but sheets and covers). Kinds: root, holds, link, push, destination, present,
                      sheet, cover, popover, selection, contains.
      --split stacks|tabs
                      One picture per navigation container (stacks) or per tab of each TabView
                      (tabs), each with what only it reaches, written into the folder --output names
                      (made if missing), with shared.EXT (what several reach), app.EXT (what none
                      reaches) and an index: index.dot (a map of the parts; rendered as SVG, each part
                      links to its PART.svg), index.md (every part's Mermaid, which GitHub renders) or
                      index.json. A container or tab with no navigation of its own gets no picture.
      --no-fold       Draw every place that uses a presentation modifier with all its screens. By
                      default, when one modifier presents the same screens from several places (a
                      View extension of sheets applied in each tab), the screens are drawn once, from
                      a '16 sheets / used in 8 places' bundle. JSON is never folded.
      -q, --quiet     Do not print the summary line on stderr.
      -h, --help      Show this help.

    After writing, a line on stderr says what was drawn: nodes, edges (lines drawn), navigation
    containers, and screens the app cannot reach. Mermaid beyond what GitHub renders (500 edges or
    50,000 characters) gets a warning suggesting --focus or --split.

    EXAMPLES:
      navlint graph Samples/RecipeBook | dot -Tsvg > routes.svg
      navlint graph App --format mermaid --output docs/routes.mmd
      navlint graph App Packages --format json --jobs 2
      navlint graph App --focus RecipeDetail --depth 1 | dot -Tpng > recipe-detail.png
      navlint graph App --from SettingsView --edges=-sheet,-cover,-popover
      navlint graph App --split stacks --output routes
      for f in routes/*.dot; do dot -Tsvg "$f" -o "${f%.dot}.svg"; done    # then open routes/index.svg

    Exit status: 0 when the graph was written, 2 for usage or I/O errors (unreadable files are reported
    on stderr and the graph of the others is still written; a NAME that names nothing, with a guess at
    what was meant). Nothing is written when no file could be read.

    """
}
