// duplicate-destination: two navigationDestination(for:) sites for one type visible in one stack (docs/navigation.md#s9).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Reports a second, different `navigationDestination(for: T.self)` site visible in a stack where another
/// already maps `T`: SwiftUI uses only the one closest to the root. Reported at the ignored one — the one in a
/// pushed view when the root maps the type, else the textually later one — with a note at the one used. One
/// site evaluated many times, and alternatives of one body in `#if` branches, are not duplicates.
public struct DuplicateDestination: Rule {
    public static let id = "duplicate-destination"
    public static let defaultSeverity = Severity.warning

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let analysis = context.analysis
        var result: [Diagnostic] = []
        var reported: Set<SourceLocation> = []
        let shared = analysis.graph.sharedSinkFrames
        for ci in analysis.contextIDs where !analysis[ci].isIncomplete {
            // The stack of a wrapper built several times stands for each construction's stack: the registrations of two
            // constructions' content are never on one stack together.
            if !shared.isEmpty && !analysis.frames(of: ci).isDisjoint(with: shared) { continue }
            let root = analysis.rootRegistrations(ci)
            // Only a context where some page sees two registrations of one type needs the branch analysis.
            let hasCandidates = analysis[ci].visible.values.contains { visible in
                var types: Set<RegisteredTypeID> = []
                return visible.contains { !types.insert(analysis.registeredType(of: $0)).inserted }
            }
            guard hasCandidates else { continue }
            // Each page's own registrations, with the branches they sit in.
            let pages = analysis[ci].visible.keys.sorted()
            let branchesByPage = pages.map { analysis.branches(in: $0) }
            /// Two registrations of one page in different branches of one `if`/`switch`/`#if` are never live together.
            func exclusive(_ a: RegistrationID, _ b: RegistrationID) -> Bool {
                branchesByPage.contains { page in
                    guard let x = page[a], let y = page[b] else { return false }
                    return analysis.areExclusive(x, y)
                }
            }
            for (page, visible) in analysis[ci].visible.sorted(by: { $0.key < $1.key }) {
                // Registrations of the page itself; the others come from pages below it on the stack, live
                // whenever this page is.
                let own = branchesByPage[pages.firstIndex(of: page)!]
                var byType: [ResolvedType: [RegistrationID]] = [:]
                for id in visible where analysis[id].type.isKnown {
                    byType[analysis[id].type, default: []].append(id)
                }
                for (_, ids) in byType.sorted(by: { $0.key.description < $1.key.description }) where ids.count > 1 {
                    // The one SwiftUI uses: the root's, then one from a page below, then the earliest in the text.
                    let ordered = ids.sorted { a, b in
                        let ra = root.contains(a), rb = root.contains(b)
                        if ra != rb { return ra }
                        let oa = own[a] != nil, ob = own[b] != nil
                        if oa != ob { return !oa }
                        return analysis[a].location < analysis[b].location
                    }
                    let used = analysis[ordered[0]]
                    for id in ordered.dropFirst() {
                        let ignored = analysis[id]
                        // Different branches of one `if`/`switch`/`#if` on this page are never live together.
                        if exclusive(ordered[0], id) { continue }
                        guard !isAlternative(ignored, of: used, analysis), !reported.contains(ignored.location) else { continue }
                        reported.insert(ignored.location)
                        result.append(finding(
                            "A navigationDestination for \"\(ignored.type)\" was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used: this one is ignored. Keep one registration per type in a stack.",
                            at: ignored.location,
                            notes: [Note(message: "the destination SwiftUI uses for \"\(used.type)\" is here", location: used.location)]))
                    }
                }
            }
        }
        return result
    }

    /// Two `body` (or member) alternatives of one type, as in `#if os(iOS) … #else … #endif`: never both live.
    func isAlternative(_ a: Registration, of b: Registration, _ analysis: NavigationAnalysis) -> Bool {
        guard a.ref.region != b.ref.region else { return false }
        let graph = analysis.graph
        return graph[a.ref.region].member == graph[b.ref.region].member && graph.owner(of: a.ref.region) != nil
            && graph.owner(of: a.ref.region) == graph.owner(of: b.ref.region)
    }
}

// The question this rule asks of the model.
extension NavigationAnalysis {
    /// A branch of an `if`/`switch`/`#if` in view code: the region and its `.conditional` element.
    struct Branch: Hashable, Sendable {
        var region: RegionID
        var element: ElementID
    }

    /// The branches each registration of a page sits in, through the views composed into the page.
    func branches(in page: Frame) -> [RegistrationID: [Branch]] {
        var result: [RegistrationID: [Branch]] = [:]
        var seen: Set<Frame> = [page]
        var stack: [(Frame, [Branch])] = [(page, [])]
        while let (f, inherited) = stack.popLast() {
            for id in registrationsByFrame[f] ?? [] {
                result[id] = inherited + branchesAround(graph.destination(self[id].ref).elementID, in: f.region)
            }
            for u in graph.useRefs(in: f) {
                let use = graph.use(u)
                let path = inherited + branchesAround(use.elementID, in: f.region)
                for target in graph.targetRegions(of: use, in: f.region) {
                    let top = Frame(top: target)
                    if seen.insert(top).inserted { stack.append((top, path)) }
                }
            }
        }
        return result
    }

    fileprivate func branchesAround(_ element: ElementID, in region: RegionID) -> [Branch] {
        let r = graph[region]
        return graph.ancestors(of: element, in: region).filter { r[$0].kind == .conditional }.map { Branch(region: region, element: $0) }
    }

    /// Are two branch paths in different branches of one `if`/`switch`/`#if` (never live together)?
    func areExclusive(_ a: [Branch], _ b: [Branch]) -> Bool {
        for x in a {
            for y in b where x != y && x.region == y.region {
                let r = graph[x.region]
                if r[x.element].parent == r[y.element].parent { return true }
            }
        }
        return false
    }

    /// Registrations of a context's root page (its root content and destinations attached to the container).
    func rootRegistrations(_ ci: ContextID) -> Set<RegistrationID> {
        var result = registrations(in: self[ci].root)
        for id in registrationsAttachedTo[self[ci].container] ?? [] { result.insert(id) }
        return result
    }
}
