// unreachable-route: a case of an enum route type that the scanned code never constructs: a dead screen.

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
        var routes: Set<String> = []
        for (ri, r) in analysis.graph.regions.enumerated() {
            for (li, l) in r.links.enumerated() where l.kind == .value {
                let ref = FactRef(region: Int32(ri), index: Int32(li))
                if let n = analysis.linkType(ref).nominalName, !analysis.drivesSelection(ref) { routes.insert(n) }
            }
        }
        for site in analysis.pushSites { if let n = site.type.nominalName { routes.insert(n) } }
        for reg in analysis.registrations { if let n = reg.type.nominalName { routes.insert(n) } }
        var made = ConstructionFacts()
        for i in analysis.files.indices { made.formUnion(analysis.files[i].constructions) }
        // The dead cases first; then the routing switches that name one of them (`case .settings:`), each subject
        // typed once, so that a switch naming no dead case is never typed.
        var dead: [(type: String, decl: EnumCaseDecl)] = []
        for name in routes.sorted() {
            guard let info = analysis.table[name], info.kind == .enum, !Self.constructsEveryCase(name, info, made, analysis) else { continue }
            for c in info.cases where !made.constructs(c.name) && !analysis.sharedFiles.contains(c.location.file) { dead.append((name, c)) }
        }
        guard !dead.isEmpty else { return [] }
        let deadNames = Set(dead.map(\.decl.name))
        var switchCases: [MemberName: [SourceLocation]] = [:]
        for (ri, r) in analysis.graph.regions.enumerated() {
            for sc in r.switchCases where sc.caseNames.contains(where: { deadNames.contains($0) }) {
                guard let type = analysis.inference.type(of: sc.subject, owner: analysis.graph.owners[ri], contextType: nil).unwrapped.nominalName else { continue }
                for caseName in sc.caseNames where deadNames.contains(caseName) {
                    switchCases[MemberName(owner: type, name: caseName), default: []].append(sc.location)
                }
            }
        }
        var result: [Diagnostic] = []
        for (name, c) in dead {
            // Where view code maps the case to a screen (`case .settings:` in a routing switch on this type).
            let notes = (switchCases[MemberName(owner: name, name: c.name)] ?? []).sorted().map { Note(message: "its screen is chosen here", location: $0) }
            result.append(finding("case '\(c.name)' of the route \"\(name)\" is never constructed in the scanned code: no link or push can show its screen; remove the case and its destination, or link to it",
                                  at: c.location, notes: notes))
        }
        return result
    }

    /// Cheapest questions first: the type's conformances are worked out only when the constructions found make
    /// them matter (`.allCases` or `.init(rawValue:)` of an unwritten type, or decoding).
    static func constructsEveryCase(_ name: String, _ info: TypeInfo, _ made: ConstructionFacts, _ analysis: NavigationAnalysis) -> Bool {
        let simple = name.lastDotComponent
        if made.allCasesTypes.contains(simple) || made.rawValueTypes.contains(simple) { return true }
        let inherits = info.inherits.compactMap { $0.0.simpleName }
        if made.allCasesTypes.contains(""), inherits.contains("CaseIterable") || analysis.table.conforms(name, to: "CaseIterable") { return true }
        if made.rawValueTypes.contains(""), inherits.contains(where: { rawTypes.contains($0) }) { return true }
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
