// The mutation tester behind MutationTests: correct apps broken in known ways, with the finding each break must
// bring, worked out from the unmutated app's model (its links, pushes, registrations, stacks and saved paths).
// Mutations keep every line where it was (removed text becomes spaces, inserted text holds no line break), so a
// finding the mutant brings is looked for at the very file and line the unmutated model names.

import Foundation
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

/// The ways an app is broken, with the rule that must notice each.
enum MutationKind: String, CaseIterable {
    case removeRegistration = "remove-registration"        // every navigationDestination(for: T.self) of T removed
    case retypeValue = "retype-value"                      // one link's or push's value made a type only an unrelated stack maps
    case destinationInList = "destination-in-list"         // a registration added in a List row inside a stack's content
    case removeCodable = "remove-codable"                  // Codable removed from a type pushed onto a saved NavigationPath
    case nestStack = "nest-stack"                          // a stack's content wrapped in a second NavigationStack

    var rule: String {
        switch self {
        case .removeRegistration, .retypeValue: return UnmappedDestination.id
        case .destinationInList: return DestinationInLazyContainer.id
        case .removeCodable: return NonCodablePathElement.id
        case .nestStack: return NestedNavigationStack.id
        }
    }
}

/// A replacement of the bytes `start..<end` of one file.
struct MutationEdit {
    var file: Int
    var start: Int
    var end: Int
    var text: String
}

/// One broken app: its edits, and the places (file, line) where a new finding of `kind.rule` must appear.
struct Mutant {
    var kind: MutationKind
    var site: String
    var edits: [MutationEdit]
    var expected: [(file: Int, line: Int)]
    /// Sites of the unmutated model left out of `expected`, and why (printed, not counted).
    var leftOut: [String] = []
}

/// The outcome of one mutant.
struct MutantResult {
    var mutant: Mutant
    /// The mutant has parse errors the app did not have: it is not counted.
    var broken = false
    /// Expected places with no new finding.
    var missed: [(file: Int, line: Int)] = []
    var detected: Bool { !broken && missed.isEmpty }
}

/// One correct app read into memory, with its unmutated model and findings.
final class MutationApp {
    static let rules: Set<String> = Set(MutationKind.allCases.map(\.rule))

    let name: String
    let paths: [String]
    let sources: [SourceText]
    let tokens: [TokenizedFile]
    let facts: [FileFacts]
    let parseDiagnostics: [Int]
    let analyses: [NavigationAnalysis]
    /// The unmutated findings of the mutation rules: "file:line rule" -> how many.
    let baseline: [String: Int]

    /// The Swift files under `folder`, in sorted order.
    convenience init(name: String, folder: String) {
        let found = SourceFinder().find([folder]).files.sorted()
        self.init(name: name, sources: found.map { path in
            guard case .success(let bytes) = SourceReader.read(path) else { fatalError("cannot read \(path)") }
            return SourceText(path: path, bytes: bytes)
        })
    }

    init(name: String, sources: [SourceText]) {
        self.name = name
        paths = sources.map(\.path)
        self.sources = sources
        tokens = sources.map { Lexer.tokenize($0.bytes) }
        var facts: [FileFacts] = []
        var diagnostics: [Int] = []
        for (i, s) in sources.enumerated() {
            let tree = Parser.parse(s)
            diagnostics.append(tree.diagnostics.count)
            facts.append(FileIndexer.index(tree, file: Int32(i)))
        }
        self.facts = facts
        parseDiagnostics = diagnostics
        var configuration = LintConfiguration()
        configuration.only = MutationApp.rules
        let (found2, _, analyses) = Linter.analyzeKeepingModel(facts, configuration: configuration, jobs: 1, keepingAnalyses: true)
        self.analyses = analyses
        baseline = MutationApp.count(found2)
    }

    static func count(_ diagnostics: [Diagnostic]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for d in diagnostics { counts["\(d.location.file):\(d.location.line) \(d.ruleID)", default: 0] += 1 }
        return counts
    }

    func describe(_ file: Int, _ line: Int) -> String {
        "\((paths[file] as NSString).lastPathComponent):\(line)"
    }

    // MARK: Running a mutant

    /// The text of each file the mutant changes, mutated.
    func apply(_ mutant: Mutant) -> [Int: [UInt8]] {
        var result: [Int: [UInt8]] = [:]
        for file in Set(mutant.edits.map(\.file)) {
            var bytes = sources[file].bytes
            for e in mutant.edits.filter({ $0.file == file }).sorted(by: { $0.start > $1.start }) {
                bytes.replaceSubrange(e.start..<e.end, with: Array(e.text.utf8))
            }
            result[file] = bytes
        }
        return result
    }

    /// Applies the mutant, checks that it parses as well as the app, lints it with its rule and looks for the new findings.
    func run(_ mutant: Mutant) -> MutantResult {
        var result = MutantResult(mutant: mutant)
        var facts = self.facts
        for (file, bytes) in apply(mutant).sorted(by: { $0.key < $1.key }) {
            let tree = Parser.parse(SourceText(path: paths[file], bytes: bytes))
            if tree.diagnostics.count > parseDiagnostics[file] {
                result.broken = true
                return result
            }
            facts[file] = FileIndexer.index(tree, file: Int32(file))
        }
        var configuration = LintConfiguration()
        configuration.only = [mutant.kind.rule]
        let (diagnostics, _, _) = Linter.analyzeKeepingModel(facts, configuration: configuration, jobs: 1, keepingAnalyses: false)
        let after = MutationApp.count(diagnostics)
        var wanted: [String: Int] = [:]
        for at in mutant.expected { wanted["\(at.file):\(at.line) \(mutant.kind.rule)", default: 0] += 1 }
        for at in mutant.expected {
            let key = "\(at.file):\(at.line) \(mutant.kind.rule)"
            if (after[key] ?? 0) - (baseline[key] ?? 0) < wanted[key]! { result.missed.append(at) }
        }
        return result
    }

    // MARK: Places in the text

    func offset(_ location: SourceLocation) -> Int {
        Int(sources[Int(location.file)].lineStarts[Int(location.line) - 1]) + Int(location.column) - 1
    }

    /// The index of the token starting at `offset`, if one does.
    func token(_ file: Int, at offset: Int) -> Int? {
        let ts = tokens[file].tokens
        var lo = 0, hi = ts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(ts[mid].start) < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < ts.count && Int(ts[lo].start) == offset ? lo : nil
    }

    func text(_ file: Int, _ t: Int) -> String { sources[file].text(of: tokens[file].tokens[t]) }

    func isPunct(_ file: Int, _ t: Int, _ c: Character) -> Bool {
        t < tokens[file].tokens.count && tokens[file].tokens[t].isPunct(c.asciiValue!)
    }

    /// The token after a bracket group or string starting at `t` (or the next token).
    func skip(_ file: Int, _ t: Int) -> Int {
        let tf = tokens[file]
        let tok = tf.tokens[t]
        if tok.kind == .stringHead {
            var k = t
            while tf.tokens[k].kind != .stringTail, tf.matching[k] > k { k = Int(tf.matching[k]) }
            return k + 1
        }
        if tok.kind == .punctuation, tok.aux == UInt8(ascii: "(") || tok.aux == UInt8(ascii: "[") || tok.aux == UInt8(ascii: "{"),
           tf.matching[t] > t {
            return Int(tf.matching[t]) + 1
        }
        return t + 1
    }

    /// The byte range of the expression starting at token `t`: up to a `,`, `;`, closing bracket or `{` at its own
    /// level, or a line that does not continue it.
    func expressionEnd(_ file: Int, from t: Int) -> Int {
        let ts = tokens[file].tokens
        var k = t, end = Int(ts[t].start)
        while k < ts.count, ts[k].kind != .endOfFile {
            let tok = ts[k]
            if tok.kind == .punctuation, Array(",;)]}{".utf8).contains(tok.aux) { break }
            if k > t, tok.isAtStartOfLine, !(tok.isPunct(UInt8(ascii: ".")) || tok.kind == .operator) { break }
            let next = skip(file, k)
            end = Int(ts[next - 1].end)
            k = next
        }
        return end
    }

    /// The byte range of the modifier call whose name token starts at `location`: `.name(…) { … }`.
    func modifierRange(_ location: SourceLocation) -> (start: Int, end: Int, dotted: Bool)? {
        let file = Int(location.file)
        guard let t = token(file, at: offset(location)) else { return nil }
        let ts = tokens[file].tokens
        let dotted = t > 0 && isPunct(file, t - 1, ".")
        let start = dotted ? Int(ts[t - 1].start) : Int(ts[t].start)
        var k = t + 1
        guard isPunct(file, k, "(") else { return nil }
        k = skip(file, k)
        if isPunct(file, k, "{") { k = skip(file, k) }
        return (start, Int(ts[k - 1].end), dotted)
    }

    /// The `{` of a NavigationStack's content closure, from its name token.
    func contentBrace(_ location: SourceLocation) -> Int? {
        let file = Int(location.file)
        guard let t = token(file, at: offset(location)), text(file, t) == "NavigationStack" else { return nil }
        var k = t + 1
        if isPunct(file, k, "(") { k = skip(file, k) }
        return isPunct(file, k, "{") ? k : nil
    }

    /// Spaces for the bytes `start..<end` of a file, keeping its line breaks.
    func blank(_ file: Int, _ start: Int, _ end: Int) -> String {
        String(decoding: sources[file].bytes[start..<end].map { $0 == 10 || $0 == 13 ? $0 : 32 }, as: UTF8.self)
    }
}

// MARK: - Sites in the unmutated model

/// A value link or push whose value NavLint typed and whose stacks it judges: where unmapped-destination would speak.
struct ValueSite: Hashable {
    var type: ResolvedType
    var location: SourceLocation
    var isLink: Bool
    /// The path it goes onto is a NavigationPath that the app saves.
    var saved: Bool
    /// The path it goes onto is a typed path (`[Route]`): another type could not be pushed on it.
    var typedPath: Bool
    /// Which analysis judged it, and the link (for a link) or the function the value is chosen in (for a push).
    var analysis: Int
    var link: FactRef?
    var function: FunctionKey?
    /// For a push: the owner of the path property it goes onto.
    var pathOwner: String?
}

extension MutationApp {
    /// The sites whose type NavLint resolved and that a stack it knows in full maps (each place once). With
    /// `includingIncomplete`, also the sites in stacks it could not read in full: they are judged for a type that
    /// nothing registers (the mutants that remove every registration of a type).
    func valueSites(includingIncomplete: Bool = false) -> [ValueSite] {
        var sites: [SourceLocation: ValueSite] = [:]
        for (ai, a) in analyses.enumerated() {
            func savedNavigationPath(_ key: PathKey) -> Bool {
                a.savedLocation(key) != nil && a.targets(key).allSatisfy { a.pathType($0).unwrapped.externalName == "NavigationPath" }
            }
            for (ref, entries) in a.linkContexts {
                let link = a.graph.link(ref)
                let type = a.linkType(ref)
                // Mapped wherever NavLint could tell (a stack not read in full may hide the registration that maps it).
                guard type.isKnown, let at = link.valueLocation,
                      entries.allSatisfy({ $0.mapped || (includingIncomplete && a[$0.context].isIncomplete) }) else { continue }
                // Judged in some complete context, and not a split view's list selection (never reported, by design).
                let judged = entries.filter { e in
                    let ctx = a[e.context]
                    if ctx.isIncomplete && !includingIncomplete { return false }
                    if ctx.kind == .column, let s = a.selectionType(around: link.elementID, in: ref.region), s == type || !s.isKnown { return false }
                    return true
                }
                guard !judged.isEmpty else { continue }
                let saved = judged.contains { e in a[e.context].pathKey.map(savedNavigationPath) ?? false }
                sites[at] = ValueSite(type: type, location: at, isLink: true, saved: saved, typedPath: false, analysis: ai, link: ref)
            }
            for i in a.pushSites.indices {
                let site = a.pushSites[i]
                guard site.type.isKnown, a.unmappedContexts(ofPushSite: i).isEmpty else { continue }
                let stacks = site.targets.flatMap { a.contextsByKey[$0] ?? [] }
                guard !stacks.isEmpty, includingIncomplete || !stacks.contains(where: { a[$0].isIncomplete }) else { continue }
                let typed = site.targets.contains { a.pathType($0).unwrapped.externalName != "NavigationPath" }
                // A type a wrapper chooses is reported once, where it is chosen (`judgedPushes()`): expected there.
                let at = site.typeChosenAt ?? site.location
                sites[at] = ValueSite(type: site.type, location: at, isLink: false,
                                                 saved: savedNavigationPath(site.key), typedPath: typed, analysis: ai, function: site.function, pathOwner: site.key.owner)
            }
        }
        return sites.values.sorted { $0.location < $1.location }
    }

    /// Is the site still shown once the pages that `removed` registrations push are gone? A link is when some page a
    /// stack reaches without going through them holds it; a push onto a view's own path property (a `@Binding` handed in)
    /// when some such page shows that view. A push onto a model's or router's path lands on the stack that binds it
    /// wherever it is made: it is taken as reached. A site shown only through the removed destinations goes with them.
    func isReached(_ site: ValueSite, without removed: Set<SourceLocation>) -> Bool {
        let a = analyses[site.analysis]
        let gone = Set(a.registrations.filter { removed.contains($0.location) }.map(\.content))
        var pages: Set<Frame> = []
        for ctx in a.contexts {
            var queue = [ctx.root], seen: Set<Frame> = [ctx.root]
            while let page = queue.popLast() {
                pages.insert(page)
                for next in ctx.successors[page] ?? [] where !gone.contains(next) && seen.insert(next).inserted { queue.append(next) }
            }
        }
        if let ref = site.link {
            let frame = a.graph.frame(of: a.graph.link(ref).elementID, in: ref.region)
            return pages.contains { a.graph.composedFrames(of: $0).contains(frame) }
        }
        guard let owner = site.function?.owner, site.pathOwner == owner, a.graph.owners.contains(where: { $0 == owner }) else { return true }
        return pages.contains { page in a.graph.composedFrames(of: page).contains { a.graph.owner(of: $0.region) == owner } }
    }

    /// Can the value at a push site be replaced by a value of another type and still compile? When it is the value
    /// pushed (`path.append(x)`), or the argument of a wrapper that pushes its parameter, when that parameter is
    /// generic (`func navigate<T: Hashable>(to: T)`, `some Hashable`, `any Hashable`). A wrapper's argument of a
    /// concrete type (`push(_ screen: Screen)`), or one the wrapper builds a route from, is not the value pushed.
    func valueIsReplaceable(_ site: ValueSite) -> Bool {
        if site.isLink { return true }
        for f in facts {
            for p in f.pushes where p.values.contains(where: { $0.1 == site.location }) { return true }
        }
        for f in facts {
            for (ci, call) in f.calls.enumerated() {
                guard let i = f.arguments(of: ci).firstIndex(where: { $0.location == site.location }) else { continue }
                for g in facts {
                    for p in g.pushes where p.function.name == call.name {
                        for (value, _) in p.values {
                            guard case .parameter(let k, let type) = value, k == i else { continue }
                            if isGeneric(type, function: p.function) { return true }
                        }
                    }
                }
            }
        }
        return false
    }

    func isGeneric(_ type: TypeRef?, function: FunctionKey) -> Bool {
        guard let type else { return true }
        if case .opaque = type { return true }
        if let name = type.simpleName, name == "Hashable" || name == "AnyHashable" { return true }
        // A generic method: its name is followed by `<`.
        for f in facts {
            for d in f.types where d.name == function.owner || d.name.hasSuffix("." + function.owner) {
                for m in d.methods where m.name == function.name {
                    let file = Int(m.location.file)
                    if let t = token(file, at: offset(m.location)) {
                        let k = text(file, t) == "func" ? t + 2 : t + 1
                        if k < tokens[file].tokens.count, text(file, k) == "<" || text(file, k).hasPrefix("<") { return true }
                    }
                }
            }
        }
        return false
    }

    /// The app's registrations of known type, each place once: type -> their locations.
    func registrationsByType() -> [ResolvedType: [SourceLocation]] {
        var result: [ResolvedType: Set<SourceLocation>] = [:]
        for a in analyses {
            for r in a.registrations where r.type.isKnown { result[r.type, default: []].insert(r.location) }
        }
        return result.mapValues { $0.sorted() }
    }

    /// The NavigationStacks of the app's view code (name tokens), each once.
    func stacks() -> [SourceLocation] {
        var result: Set<SourceLocation> = []
        for f in facts {
            for r in f.regions { for c in r.containers where c.kind == .stack { result.insert(c.location) } }
        }
        return result.sorted()
    }
}

// MARK: - Making the mutants

extension MutationApp {
    func mutants(_ kind: MutationKind) -> [Mutant] {
        switch kind {
        case .removeRegistration: return removeRegistrationMutants()
        case .retypeValue: return retypeValueMutants()
        case .destinationInList: return destinationInListMutants()
        case .removeCodable: return removeCodableMutants()
        case .nestStack: return nestStackMutants()
        }
    }

    /// 1. Every registration of T removed (the whole modifier call, closure included): each site of T must be unmapped.
    func removeRegistrationMutants() -> [Mutant] {
        // A type that nothing registers is reported in any stack, read in full or not; but not in a program that also
        // registers a type NavLint could not read (generic code's `for: D.self`), which may be it.
        let readsAll = analyses.allSatisfy { $0.unknownRegisteredType == nil }
        let sites = valueSites(includingIncomplete: readsAll)
        var result: [Mutant] = []
        for (type, registrations) in registrationsByType().sorted(by: { $0.value[0] < $1.value[0] }) {
            var edits: [MutationEdit] = []
            var ranges: [(file: Int, start: Int, end: Int)] = []
            for at in registrations {
                guard let r = modifierRange(at) else { edits = []; break }
                let file = Int(at.file)
                edits.append(MutationEdit(file: file, start: r.start, end: r.end, text: r.dotted ? blank(file, r.start, r.end) : "self"))
                ranges.append((file, r.start, r.end))
            }
            guard !edits.isEmpty else { continue }
            // Sites inside a removed destination go with it.
            let removed = Set(registrations)
            let ofType = sites.filter { s in
                s.type == type && !ranges.contains { $0.file == Int(s.location.file) && ($0.start..<$0.end).contains(offset(s.location)) }
            }
            let expected = ofType.filter { isReached($0, without: removed) }
            let leftOut = ofType.filter { !isReached($0, without: removed) }.map {
                "\(describe(Int($0.location.file), Int($0.location.line))) (shown only through the removed destinations)"
            }
            guard !expected.isEmpty else { continue }
            result.append(Mutant(kind: .removeRegistration, site: "\(type) (\(registrations.count) registrations)", edits: edits,
                                 expected: expected.map { (Int($0.location.file), Int($0.location.line)) }, leftOut: leftOut))
        }
        return result
    }

    /// 2. One site's value replaced by `MutantN()`, a type only a new, unrelated stack registers (a view used nowhere,
    /// added at the end of the file). Pushes onto a typed path are left out: another type would not compile there.
    /// The sites `retypeValueMutants` leaves out, and why.
    func sitesNotRetyped() -> [String] {
        valueSites().compactMap { site in
            let at = describe(Int(site.location.file), Int(site.location.line))
            if site.typedPath { return "push of \(site.type) at \(at) (onto a typed path)" }
            if !valueIsReplaceable(site) { return "push of \(site.type) at \(at) (a wrapper's argument, not the value pushed or of a concrete type)" }
            return nil
        }
    }

    func retypeValueMutants() -> [Mutant] {
        var result: [Mutant] = []
        for (n, site) in valueSites().enumerated() where !site.typedPath && valueIsReplaceable(site) {
            let file = Int(site.location.file)
            guard let t = token(file, at: offset(site.location)) else { continue }
            let start = offset(site.location), end = expressionEnd(file, from: t)
            let name = "Mutant\(n)"
            let tail = "\nstruct \(name): Hashable {}\nstruct \(name)Stack: View {\n    var body: some View {\n        NavigationStack {\n"
                + "            Text(\"x\").navigationDestination(for: \(name).self) { _ in Text(\"m\") }\n        }\n    }\n}\n"
            let count = sources[file].bytes.count
            result.append(Mutant(kind: .retypeValue, site: "\(site.isLink ? "link" : "push") of \(site.type) at \(describe(file, Int(site.location.line)))",
                                 edits: [MutationEdit(file: file, start: start, end: end, text: "\(name)()"),
                                         MutationEdit(file: file, start: count, end: count, text: tail)],
                                 expected: [(file, Int(site.location.line))]))
        }
        return result
    }

    /// 3. `List { Text("row").navigationDestination(for: String.self) { … } };` put first in a stack's content.
    func destinationInListMutants() -> [Mutant] {
        stacks().compactMap { at in
            let file = Int(at.file)
            guard let brace = contentBrace(at) else { return nil }
            let after = Int(tokens[file].tokens[brace].end)
            let inserted = " List { Text(\"row\").navigationDestination(for: String.self) { _ in Text(\"d\") } };"
            return Mutant(kind: .destinationInList, site: "stack at \(describe(file, Int(at.line)))",
                          edits: [MutationEdit(file: file, start: after, end: after, text: inserted)],
                          expected: [(file, sources[file].location(of: after).line)])
        }
    }

    /// 5. `NavigationStack { NavigationStack { <content> } }`: the inner stack must be reported.
    func nestStackMutants() -> [Mutant] {
        stacks().compactMap { at in
            let file = Int(at.file)
            guard let brace = contentBrace(at) else { return nil }
            let open = Int(tokens[file].tokens[brace].end)
            let close = Int(tokens[file].tokens[Int(tokens[file].matching[brace])].start)
            return Mutant(kind: .nestStack, site: "stack at \(describe(file, Int(at.line)))",
                          edits: [MutationEdit(file: file, start: open, end: open, text: " NavigationStack {"),
                                  MutationEdit(file: file, start: close, end: close, text: "} ")],
                          expected: [(file, sources[file].location(of: open).line)])
        }
    }

    /// 4. `Codable` removed from every declaration of a type pushed or linked onto a saved NavigationPath that
    /// writes it: each such site of the type must be reported. Types that get Codable otherwise are left out.
    func removeCodableMutants() -> [Mutant] {
        let saved = valueSites().filter(\.saved)
        var result: [Mutant] = []
        for type in Set(saved.map(\.type)).sorted(by: { $0.description < $1.description }) {
            guard case .nominal(let name, _) = type, let info = analyses[0].table.types[name] else { continue }
            var edits: [MutationEdit] = []
            for (decl, _) in info.declarations {
                if let e = codableRemoval(decl) { edits.append(e) }
            }
            guard !edits.isEmpty else { continue }
            let expected = saved.filter { $0.type == type }
            result.append(Mutant(kind: .removeCodable, site: "\(type) (\(expected.count) sites)", edits: edits,
                                 expected: expected.map { (Int($0.location.file), Int($0.location.line)) }))
        }
        return result
    }

    /// The edit that takes `Codable` out of a declaration's inheritance clause, if it writes it.
    func codableRemoval(_ decl: TypeDecl) -> MutationEdit? {
        let file = Int(decl.location.file)
        let ts = tokens[file].tokens
        guard var k = token(file, at: offset(decl.location)) else { return nil }
        while k < ts.count, ts[k].kind != .endOfFile, !isPunct(file, k, "{") {
            if ts[k].kind == .identifier, text(file, k) == "Codable", !isPunct(file, k - 1, ".") {
                if isPunct(file, k - 1, ",") { return MutationEdit(file: file, start: Int(ts[k - 1].start), end: Int(ts[k].end), text: "") }
                if isPunct(file, k + 1, ",") { return MutationEdit(file: file, start: Int(ts[k].start), end: Int(ts[k + 2].start), text: "") }
                if isPunct(file, k - 1, ":") { return MutationEdit(file: file, start: Int(ts[k - 1].start), end: Int(ts[k].end), text: "") }
                return nil
            }
            k = skip(file, k)
        }
        return nil
    }
}
