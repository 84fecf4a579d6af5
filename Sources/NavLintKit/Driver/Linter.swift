// The whole pipeline: read and index files in parallel, analyze all facts, run the rules, sort the findings.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

/// Which rules run and how: severities, options, extra lazy containers and Codable types.
public struct LintConfiguration: Sendable {
    public var enabledOptIn: Set<String> = []
    public var disabled: Set<String> = []
    public var only: Set<String>? = nil
    public var severities: [String: Severity] = [:]
    public var ruleOptions: [String: [String: String]] = [:]
    public var lazyContainers: Set<String> = FileIndexer.defaultLazyContainers
    public var codableTypes: Set<String> = []
    /// Types whose `navigationDestination(for:)` is registered in code NavLint does not scan.
    public var externalDestinationTypes: Set<String> = []
    /// An app's own navigation wrappers (`.navlint.json` `navigationWrappers`), read as the SwiftUI constructs they stand for.
    public var navigationWrappers: [String: ConstructMapping] = [:]

    public init() {}

    public func isEnabled(_ rule: any Rule.Type) -> Bool {
        if disabled.contains(rule.id) { return false }
        if let only { return only.contains(rule.id) }
        return !rule.isOptIn || enabledOptIn.contains(rule.id)
    }

    /// The walk collectors of the enabled rules (`Rule.collector`): the indexer makes only these.
    public var collectors: WalkCollectors { WalkCollectors(RuleCatalog.all.filter { isEnabled($0) }.compactMap { $0.collector }) }
}

/// Counts for the summary line.
public struct NavigationStatistics: Sendable, Equatable {
    public var stacks = 0
    public var valueLinks = 0
    public var resolvedLinks = 0
    public var pushes = 0
    public var resolvedPushes = 0
    public var destinations = 0
    /// Navigation contexts (stacks, NavigationViews, split-view columns), and those read in full (docs/model.md#incomplete).
    public var contexts = 0
    public var contextsReadInFull = 0

    /// Sums the counts of two programs (shared files are counted in each).
    mutating func add(_ o: NavigationStatistics) {
        stacks += o.stacks; valueLinks += o.valueLinks; resolvedLinks += o.resolvedLinks
        pushes += o.pushes; resolvedPushes += o.resolvedPushes; destinations += o.destinations
        contexts += o.contexts; contextsReadInFull += o.contextsReadInFull
    }
}

public struct LintResult {
    public var paths: [String]
    public var diagnostics: [Diagnostic]
    public var scan: ScanReport
    public var statistics: NavigationStatistics
    /// The analyses behind the findings, one per program (see `Linter.programs`). Holding them also lets a
    /// short-lived process exit without spending time freeing them. With several programs they are kept only when the
    /// caller asks (`keepingAnalyses`): each holds its own copy of the work on the shared files.
    public var analyses: [NavigationAnalysis] = []
    /// Every file's facts, held for the same reason: with several programs no analysis holds them all, and freeing
    /// them one by one at the end of a run cost 4 % of linting 34 repositories together.
    var facts: [FileFacts] = []
    /// Time spent finding, reading, lexing, parsing and indexing (in parallel), and analyzing with the rules.
    public var frontNanoseconds: UInt64 = 0
    public var analysisNanoseconds: UInt64 = 0

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
}

public enum Linter {
    /// Lints the Swift files under `paths`.
    /// `filter`: the configuration's include/exclude, applied to the files found by walking folders.
    /// `filterNamedFiles`: apply it to files named in `paths` too.
    /// `keepingAnalyses`: return every program's analysis in `LintResult.analyses` (the route graph and `--explain` read
    /// them); when false and there are several programs, each is freed once its rules have run, so that memory holds
    /// one program's analysis at a time instead of all of them.
    public static func run(paths: [String], jobs: Int, configuration: LintConfiguration = LintConfiguration(), filter: PathFilter? = nil,
                           filterNamedFiles: Bool = false, keepingAnalyses: Bool = true) -> LintResult {
        let start = monotonicNanoseconds()
        let found = SourceFinder(filter: filter, filterNamedFiles: filterNamedFiles).find(paths, readerTellsFilesApart: true)
        var files = found.files
        let lazy = configuration.lazyContainers
        let wrappers = NavigationVocabulary(wrappers: configuration.navigationWrappers)
        let collectors = configuration.collectors
        @Sendable func scan(_ files: [String]) -> [(FileScan, FileFacts?, SourceFinder.FileID?)] {
            ParallelMap.map(count: files.count, jobs: jobs) { index -> (FileScan, FileFacts?, SourceFinder.FileID?) in
                var identity: SourceFinder.FileID?
                switch SourceReader.read(files[index], identity: &identity) {
                case .failure(let problem):
                    return (FileScan(path: files[index], byteCount: 0, lineCount: 0, problem: problem, parseDiagnostics: []), nil, identity)
                case .success(let bytes):
                    let source = SourceText(path: files[index], bytes: bytes)
                    let tree = Parser.parse(source)
                    let diagnostics = tree.diagnostics
                    // The tree's last use: the indexer takes it over (a copy would retain each of its arrays).
                    let facts = FileIndexer.index(tree, file: Int32(index), lazyContainers: lazy, wrappers: wrappers, collectors: collectors)
                    return (FileScan(path: files[index], byteCount: bytes.count, lineCount: source.lineCount, problem: nil,
                                     parseDiagnostics: diagnostics), facts, identity)
                }
            }
        }
        var scanned = scan(files)
        // A walk that did not look at each file (see `SourceFinder.find`) may have found one file under two names (hard
        // links): it is linted once, under the name the walk met first. Rare, so the files are simply read again.
        if let kept = found.firstNames(identities: scanned.map(\.2)) {
            files = kept.map { files[$0] }
            scanned = []
            scanned = scan(files)
        }
        // Each file's facts are moved out of `scanned`, not copied: a copy retains every array of the facts, and
        // `scanned` would release them all again when it goes.
        var facts: [FileFacts] = []
        facts.reserveCapacity(scanned.count)
        for i in scanned.indices {
            if let f = scanned[i].1.take() { facts.append(f) }
        }
        let indexed = monotonicNanoseconds()
        let (diagnostics, statistics, analyses) = analyzeKeepingModel(facts, configuration: configuration, jobs: jobs, keepingAnalyses: keepingAnalyses, roots: paths)
        let analyzed = monotonicNanoseconds()
        var problems = found.problems
        problems.append(contentsOf: scanned.compactMap(\.0.problem))
        var report = ScanReport(files: scanned.map(\.0), problems: problems, elapsedNanoseconds: monotonicNanoseconds() - start)
        report.excludedCount = found.excludedCount
        return LintResult(paths: files, diagnostics: diagnostics, scan: report, statistics: statistics, analyses: analyses,
                          facts: facts, frontNanoseconds: indexed - start, analysisNanoseconds: analyzed - indexed)
    }

    /// Lints in-memory sources (tests, rule pages). File indices follow the array. The rules run on `jobs` threads.
    public static func lint(_ sources: [SourceText], configuration: LintConfiguration = LintConfiguration(), jobs: Int = 2) -> [Diagnostic] {
        let collectors = configuration.collectors
        let facts = sources.enumerated().map { i, s in
            FileIndexer.index(Parser.parse(s), file: Int32(i), lazyContainers: configuration.lazyContainers,
                              wrappers: NavigationVocabulary(wrappers: configuration.navigationWrappers), collectors: collectors)
        }
        return analyze(facts, configuration: configuration, jobs: jobs).0
    }

    /// Analyzes facts indexed by the caller. A rule that owns facts of the walk (`Rule.collector`) finds only what its
    /// collector kept: index with `collectors: configuration.collectors`.
    public static func analyze(_ facts: [FileFacts], configuration: LintConfiguration, jobs: Int = 2) -> ([Diagnostic], NavigationStatistics) {
        let (d, s, _) = analyzeKeepingModel(facts, configuration: configuration, jobs: jobs)
        return (d, s)
    }

    /// Builds each program's analysis, then runs the enabled rules on it, several at once on `jobs` threads (the
    /// analysis is read-only once built; its memo tables are locked). Findings come back in catalog order.
    /// `keepingAnalyses`: return every program's analysis; when false, only a lone program's (see `Linter.run`).
    static func analyzeKeepingModel(_ facts: [FileFacts], configuration: LintConfiguration, jobs: Int,
                                    keepingAnalyses: Bool = true, roots: [String] = []) -> ([Diagnostic], NavigationStatistics, [NavigationAnalysis]) {
        var diagnostics: [Diagnostic] = []
        var total = NavigationStatistics()
        var analyses: [NavigationAnalysis] = []
        let found = programsWithApps(facts, roots: roots)
        let programs = found.map(\.files)
        // The platforms each app's project states (one project file read per app; all when unknown).
        let platforms = found.map { p in p.app.map { app in platformsOfApp(in: app, roots: roots) } ?? .all }
        var membership: [Int32: Int] = [:]
        for program in programs where programs.count > 1 { for f in program { membership[f.file, default: 0] += 1 } }
        let shared = Set(membership.filter { $0.value > 1 }.keys)
        let rules = RuleCatalog.all.filter { configuration.isEnabled($0) }
        // Optional passes run for the rules that read them, and all of them when the analyses are kept (the route
        // graph and --explain read the whole model).
        let passes = keepingAnalyses ? Set(AnalysisPass.allCases) : rules.reduce(into: Set<AnalysisPass>()) { $0.formUnion($1.requiredPasses) }
        // The slowest rules start first, so that no thread is left with one long rule at the end.
        let order = rules.indices.sorted { (RuleCatalog.startOrder(rules[$0]), $0) < (RuleCatalog.startOrder(rules[$1]), $1) }
        /// One program's analysis and its rules' findings, on `jobs` threads.
        @Sendable func analyze(_ program: [FileFacts], platforms: Platforms, jobs: Int) -> (analysis: NavigationAnalysis, found: [[Diagnostic]]) {
            let analysis = NavigationAnalysis(files: program, jobs: jobs, passes: passes, platforms: platforms)
            analysis.sharedFiles = shared
            let inStartOrder = ParallelMap.map(count: rules.count, jobs: jobs) { k -> ([Diagnostic], UInt64) in
                let rule = rules[order[k]]
                let clock = monotonicNanoseconds()
                let context = RuleContext(analysis: analysis, options: configuration.ruleOptions[rule.id] ?? [:], codableTypes: configuration.codableTypes,
                                          externalDestinationTypes: configuration.externalDestinationTypes)
                var findings = rule.init().check(context)
                if let severity = configuration.severities[rule.id] {
                    for k in findings.indices { findings[k].severity = severity }
                }
                return (findings, monotonicNanoseconds() - clock)
            }
            var found = [([Diagnostic], UInt64)](repeating: ([], 0), count: rules.count)
            for (k, r) in inStartOrder.enumerated() { found[order[k]] = r }
            analysis.ruleNanoseconds = zip(rules, found).map { ($0.id, $1.1) }
            return (analysis, found.map(\.0))
        }
        /// What is kept of a program once its rules have run: its findings and counts, and its analysis when asked.
        @Sendable func run(_ p: Int, jobs: Int) -> (found: [[Diagnostic]], statistics: NavigationStatistics, analysis: NavigationAnalysis?) {
            let (analysis, found) = analyze(programs[p], platforms: platforms[p], jobs: jobs)
            // A lone program's analysis is kept even when not asked for: the process then exits without freeing it.
            return (found, statistics(analysis), keepingAnalyses || programs.count == 1 ? analysis : nil)
        }
        // A program holding more than a thread's share of the files (one app, or the big app beside its watch app) is
        // analysed with all the threads, one after another; the others (several apps, repositories linted together)
        // side by side, one per thread, the largest first. Results are taken in program order either way.
        var results = [(found: [[Diagnostic]], statistics: NavigationStatistics, analysis: NavigationAnalysis?)?](repeating: nil, count: programs.count)
        let fileCount = programs.reduce(0) { $0 + $1.count }
        let isLarge = programs.map { jobs <= 1 || programs.count == 1 || $0.count * jobs > fileCount }
        for p in programs.indices where isLarge[p] { results[p] = run(p, jobs: jobs) }
        let small = programs.indices.filter { !isLarge[$0] }.sorted { (programs[$0].count, $1) > (programs[$1].count, $0) }
        let done = ParallelMap.map(count: small.count, jobs: jobs) { k in run(small[k], jobs: 1) }
        for (k, p) in small.enumerated() { results[p] = done[k] }
        for case let r? in results {
            for f in r.found { diagnostics.append(contentsOf: f) }
            total.add(r.statistics)
            if let a = r.analysis { analyses.append(a) }
        }
        diagnostics = Diagnostic.inOutputOrder(diagnostics)
        // One mistake, one finding: the same report reached twice (a view in two stacks, shared code in two apps)
        // is kept once.
        var unique: [Diagnostic] = []
        for d in diagnostics where unique.last.map({ $0.location != d.location || $0.ruleID != d.ruleID || $0.message != d.message }) ?? true {
            unique.append(d)
        }
        var directives: [Int32: [SuppressionDirective]] = [:]
        for i in facts.indices where !facts[i].suppressions.isEmpty { directives[facts[i].file] = facts[i].suppressions }
        let enabled = Set(RuleCatalog.all.filter { configuration.isEnabled($0) }.map { $0.id })
        unique = Suppressions.apply(unique, directives: directives, enabled: enabled,
                                    reportSuperfluous: enabled.contains(SuperfluousSuppression.id),
                                    superfluousSeverity: configuration.severities[SuperfluousSuppression.id] ?? SuperfluousSuppression.defaultSeverity)
        return (unique, total, analyses)
    }

    /// The programs among the files: with several apps (an iOS app and its watch app, say), each app's folder is a
    /// program of its own, so that types of the same name in two apps are not mixed up. A file outside every app's
    /// folder (shared code, a local package) belongs to the apps nearest to it: those whose folder shares the most
    /// leading folders with the file's. Code beside two apps of one repository goes to both; the packages of one
    /// repository linted with others go to that repository's app alone, so linting many repositories together costs
    /// what linting each alone does. `roots`: the paths named on the command line; a file outside every app goes to
    /// the apps of its own root when that root holds an app (several repositories named together: one repository's
    /// code never joins another's apps), else to the nearest apps of all. With one app or none: one program.
    public static func programs(_ facts: [FileFacts], roots: [String] = []) -> [[FileFacts]] {
        programsWithApps(facts, roots: roots).map(\.files)
    }

    /// `programs`, each with the folder of its app's entry (nil for a program with no app, or code beside several
    /// apps linted as one program).
    static func programsWithApps(_ facts: [FileFacts], roots: [String] = []) -> [(files: [FileFacts], app: String?)] {
        var appFolders: [String] = []
        // Read field by field: `for f in facts` would copy each file's facts.
        for i in facts.indices where facts[i].types.contains(where: isAppEntry) {
            appFolders.append(Paths.folder(of: facts[i].path))
        }
        appFolders = Array(Set(appFolders)).sorted()
        guard appFolders.count > 1 else { return [(facts, appFolders.first)] }
        let roots = roots.map(SourceFinder.display)
        // The root a path was found under: the longest one holding it.
        func root(of path: String) -> Int? {
            roots.indices.filter { path == roots[$0] || Paths.isInside(path, roots[$0]) }.max { roots[$0].utf8.count < roots[$1].utf8.count }
        }
        let appRoots = appFolders.map { root(of: $0) }
        // Each app's folder by name: a file's owner is found by looking its folders up, deepest first (an empty folder
        // name is an app at the top, holding every file).
        let appIndex = Dictionary(uniqueKeysWithValues: appFolders.enumerated().map { ($1, $0) })
        var programs = [[FileFacts]](repeating: [], count: appFolders.count)
        // Folder names as bytes: comparing Substrings compares Characters.
        let appFolderNames = appFolders.map { $0.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) }
        // The programs a file of `folder` goes to: the deepest app folder holding it, or, in none, the nearest apps
        // (of the file's root when some app has it).
        /// The deepest app folder holding `folder`, if any.
        func owningApp(_ folder: String) -> Int? {
            var up = folder
            while true {
                if let owner = appIndex[up] { return owner }
                if up.isEmpty { return nil }
                up = Paths.folder(of: up)
            }
        }
        func programsOf(folder: String, root fileRoot: Int?) -> [Int] {
            if let owner = owningApp(folder) { return [owner] }
            let sameRoot = fileRoot.map { r in appFolders.indices.filter { appRoots[$0] == r } } ?? []
            let candidates = sameRoot.isEmpty ? Array(appFolders.indices) : sameRoot
            let folderNames = folder.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            var nearest: [Int] = [], shared = -1
            for k in candidates {
                let n = zip(folderNames, appFolderNames[k]).prefix { $0.elementsEqual($1) }.count
                if n > shared { (nearest, shared) = ([k], n) } else if n == shared { nearest.append(k) }
            }
            return nearest
        }
        // Files of one folder go to the same programs: they are worked out once a folder (a file named on the
        // command line is its own root, and is placed on its own).
        let namedRoots = Set(roots)
        // Per folder: the programs its files go to, and whether an app's folder holds it (its files are that app's own).
        var programsOfFolder: [String: (targets: [Int], owned: Bool)] = [:]
        var placed: [(targets: [Int], owned: Bool)] = []
        placed.reserveCapacity(facts.count)
        for i in facts.indices {
            let folder = Paths.folder(of: facts[i].path)
            if !namedRoots.isEmpty, namedRoots.contains(facts[i].path) {
                placed.append((programsOf(folder: folder, root: root(of: facts[i].path)), owningApp(folder) != nil))
            } else if let known = programsOfFolder[folder] {
                placed.append(known)
            } else {
                let found = (targets: programsOf(folder: folder, root: root(of: folder)), owned: owningApp(folder) != nil)
                programsOfFolder[folder] = found
                placed.append(found)
            }
        }
        // A file in no app's folder goes to the apps nearest it, but not to an app whose own files declare a type of a
        // name it declares (a watch app's `TasksListView` beside the one in `Shared/`): that app could not be built with
        // both, so the file is not part of it. (Still to all when that leaves it in none.)
        func topLevelTypes(_ i: Int) -> [TypeDecl] { facts[i].types.filter { $0.kind != .extension && $0.lexicalParents.isEmpty } }
        var ownNames = [Set<String>](repeating: [], count: appFolders.count)
        for i in facts.indices where placed[i].owned {
            for t in topLevelTypes(i) { ownNames[placed[i].targets[0]].insert(t.name) }
        }
        for i in facts.indices {
            var targets = placed[i].targets
            if !placed[i].owned {
                let types = topLevelTypes(i)
                let kept = targets.filter { k in !types.contains { ownNames[k].contains($0.name) } }
                if !kept.isEmpty { targets = kept }
            }
            for k in targets { programs[k].append(facts[i]) }
        }
        return programs.indices.filter { !programs[$0].isEmpty }.map { (programs[$0], appFolders[$0]) }
    }

    /// The platforms the app whose entry is in `folder` is built for, from the project nearest to it within the root it
    /// was found under (`ProjectPlatforms`); all when no root holds it (sources linted from memory).
    static func platformsOfApp(in folder: String, roots: [String]) -> Platforms {
        let shown = roots.map { SourceFinder.display($0) == "." ? "" : SourceFinder.display($0) }
        guard let root = shown.filter({ folder == $0 || Paths.isInside(folder, $0) || Paths.folder(of: $0) == folder }).max(by: { $0.count < $1.count }) else {
            return .all
        }
        return ProjectPlatforms.of(appFolder: folder, root: root)
    }

    /// An app's entry: a type (or an extension) conforming to SwiftUI's `App` that is `@main` or declares its `body`
    /// (`@main struct Loader { static func main() { RealApp.main() } }` launches an `App` that is not `@main`;
    /// `extension App: SwiftUI.App { var body: some Scene { … } }` makes an app of a type declared elsewhere).
    static func isAppEntry(_ type: TypeDecl) -> Bool {
        type.inherits.contains { $0.simpleName == "App" }
            && (type.attributes.contains("@main") || type.properties.contains { $0.name == "body" })
    }


    static func statistics(_ analysis: NavigationAnalysis) -> NavigationStatistics {
        var s = NavigationStatistics()
        // Read in place, by index: `for r in regions` copies each region (a retain and release of each of its arrays).
        let graph = analysis.graph
        for region in graph.regions {
            s.stacks += region.containers.count
            s.destinations += region.destinations.count
        }
        for ref in graph.allLinkRefs where graph.link(ref).kind == .value {
            s.valueLinks += 1
            if analysis.isResolved(link: ref) { s.resolvedLinks += 1 }
        }
        s.resolvedPushes = analysis.pushSites.count
        s.pushes = analysis.pushSites.count + analysis.unresolvedPushes
        s.contexts = analysis.contexts.count
        s.contextsReadInFull = analysis.contexts.filter { !$0.isIncomplete }.count
        return s
    }
}
