// unreachable-route: a case of an enum route type that the scanned code never constructs: a dead screen.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a case of a route enum (the type of a value link, a push or a `navigationDestination(for:)`) that no
/// expression anywhere in the scanned code constructs — `.case`, `Type.case`, `Type.case(…)`, in any file,
/// previews, tests and `#if` branches included. A `case .x:` pattern matches a value and constructs nothing.
/// `Type.allCases`, `Type(rawValue:)` and decoding (when the type may be Decodable) construct every case.
public struct UnreachableRoute: Rule {
    public static let id = "unreachable-route"
    public static let defaultSeverity = Severity.info

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        let (dead, branches) = UnreachableRoute.deadCases(analysis)
        guard !dead.isEmpty else { return [] }
        var screens = [[Note]](repeating: [], count: dead.count)
        for b in branches {
            for i in b.cases { screens[i].append(Note(message: "its screen is chosen here", location: b.location)) }
        }
        var result: [Diagnostic] = []
        for i in dead.indices {
            let notes = screens[i].sorted { $0.location < $1.location }
            result.append(finding("The case '\(dead[i].name)' of the route \"\(dead[i].type)\" is never constructed in the scanned code: no link or push can show its screen. Remove the case and its destination, or link to it.",
                                  at: dead[i].location, notes: notes))
        }
        return result
    }

    /// A branch of a routing switch in view code (`case .settings:` on a route type) that names a dead case.
    struct DeadBranch {
        var region: RegionID
        var element: ElementID        // the branch's `.conditional` element
        var location: SourceLocation  // the `case` keyword
        var cases: [Int]              // the dead cases it names (indices in the dead list)
        var allDead: Bool             // every case it names is dead: its code never runs
    }

    /// The cases of route enums that nothing constructs, and the branches of routing switches that name them.
    static func deadCases(_ analysis: NavigationAnalysis) -> (dead: [(type: String, name: String, location: SourceLocation)], branches: [DeadBranch]) {
        // Each registered type is a route; links and pushes add only the types no registration has.
        let graph = analysis.graph
        var routes: Set<NameKey> = []
        for registration in analysis.registrations {
            if let n = registration.type.nominalName { routes.insert(NameKey(n)) }
        }
        for ref in graph.allLinkRefs where graph.link(ref).kind == .value && analysis.registeredType(ofLink: ref) == nil {
            if let n = analysis.linkType(ref).nominalName, !analysis.drivesSelection(ref) { routes.insert(NameKey(n)) }
        }
        for (i, site) in analysis.pushSites.enumerated() where analysis.registeredType(ofPushSite: i) == nil {
            if let n = site.type.nominalName { routes.insert(NameKey(n)) }
        }
        var made = ConstructionFacts()
        for file in analysis.files { made.formUnion(file.constructions) }
        // The dead cases first, each route's together (`deadOfType` finds them); then the routing switches that name
        // one of them (`case .settings:`), each subject typed once, so that a switch naming no dead case is never typed.
        var dead: [(type: String, name: String, location: SourceLocation)] = []
        var deadOfType: [NameKey: Range<Int>] = [:]
        var deadNames = Set<NameKey>()
        // (In any order: each dead case has a place of its own, and findings are put in order of place.)
        for route in routes {
            let name = route.string
            guard let info = analysis.table[name], info.kind == .enum, !Self.constructsEveryCase(name, info, made, analysis) else { continue }
            let first = dead.count
            for declaration in info.declarations {
                for c in declaration.decl.cases where !made.constructs(c.name) && !analysis.sharedFiles.contains(c.location.file) {
                    dead.append((name, c.name, c.location))
                    deadNames.insert(NameKey(c.name))
                }
            }
            if dead.count > first { deadOfType[NameKey(name)] = first..<dead.count }
        }
        guard !dead.isEmpty else { return ([], []) }
        // Where view code maps each dead case to a screen (`case .settings:` in a routing switch on its type).
        var branches: [DeadBranch] = []
        for ri in graph.regionIDs {
            let cases = graph[ri].switchCases
            // The cases of one switch share its subject: it is typed once, for the first of them that names a dead case.
            var last: (subject: ValueExpr, range: Range<Int>?)?
            for k in cases.indices where cases[k].caseNames.contains(where: { deadNames.contains(NameKey($0)) }) {
                let range: Range<Int>?
                if let last, last.subject == cases[k].subject {
                    range = last.range
                } else {
                    let type = analysis.inference.type(of: cases[k].subject, owner: graph.owner(of: ri), contextType: nil).unwrapped.nominalName
                    range = type.flatMap { deadOfType[NameKey($0)] }
                    last = (cases[k].subject, range)
                }
                guard let range else { continue }
                var named: [Int] = []
                var allDead = true
                for caseName in cases[k].caseNames {
                    let found = range.filter { dead[$0].name == caseName }
                    if found.isEmpty { allDead = false }
                    named.append(contentsOf: found)
                }
                branches.append(DeadBranch(region: ri, element: cases[k].elementID, location: cases[k].location, cases: named, allDead: allDead))
            }
        }
        return (dead, branches)
    }

    /// Cheapest questions first: the type's conformances are worked out only when the constructions found make
    /// them matter (`.allCases` or `.init(rawValue:)` of an unwritten type, or decoding).
    static func constructsEveryCase(_ name: String, _ info: TypeInfo, _ made: ConstructionFacts, _ analysis: NavigationAnalysis) -> Bool {
        // (Most programs read no `allCases` and build no route from a raw value: no name to split then.)
        if !made.allCasesTypes.isEmpty || !made.rawValueTypes.isEmpty {
            let simple = name.lastDotComponent
            if made.allCasesTypes.contains(simple) || made.rawValueTypes.contains(simple) { return true }
        }
        // What the type inherits matters only for `.allCases` or `.init(rawValue:)` of an unwritten type.
        if made.allCasesTypes.contains("") || made.rawValueTypes.contains("") {
            let inherits = info.inherits.compactMap { $0.0.simpleName }
            if made.allCasesTypes.contains(""), inherits.contains("CaseIterable") || analysis.table.conforms(name, to: "CaseIterable") { return true }
            if made.rawValueTypes.contains(""), inherits.contains(where: { rawTypes.contains($0) }) { return true }
        }
        if made.decodes {
            let decodable = analysis.table.conforms(name, to: "Decodable") || analysis.table.conforms(name, to: "Codable")
                || analysis.table.isCodable(.nominal(name, [])) == nil
            if decodable { return true }
        }
        return false
    }

    private static let rawTypes: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
                                                "UInt64", "Double", "Float", "Character"]
}
