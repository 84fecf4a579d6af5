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
        for ci in analysis.contexts.indices where !analysis.contexts[ci].isIncomplete {
            let root = analysis.rootRegistrations(ci)
            // Only a context where some page sees two registrations of one type needs the branch analysis.
            let hasCandidates = analysis.contexts[ci].visible.values.contains { visible in
                guard visible.count > 1 else { return false }
                var types = Set<Int32>(minimumCapacity: visible.count)
                return visible.contains { !types.insert(analysis.registrationTypeID[Int($0)]).inserted }
            }
            guard hasCandidates else { continue }
            // Each page's own registrations, with the branches they sit in.
            let pages = analysis.contexts[ci].visible.keys.sorted()
            let branchesByPage = pages.map { analysis.branches(in: $0) }
            /// Two registrations of one page in different branches of one `if`/`switch`/`#if` are never live together.
            func exclusive(_ a: Int32, _ b: Int32) -> Bool {
                branchesByPage.contains { page in
                    guard let x = page[a], let y = page[b] else { return false }
                    return analysis.areExclusive(x, y)
                }
            }
            for (page, visible) in analysis.contexts[ci].visible.sorted(by: { $0.key < $1.key }) {
                // Registrations of the page itself; the others come from pages below it on the stack, live
                // whenever this page is.
                let own = branchesByPage[pages.firstIndex(of: page)!]
                var byType: [ResolvedType: [Int32]] = [:]
                for id in visible where analysis.registrations[Int(id)].type.isKnown {
                    byType[analysis.registrations[Int(id)].type, default: []].append(id)
                }
                for (_, ids) in byType.sorted(by: { $0.key.description < $1.key.description }) where ids.count > 1 {
                    // The one SwiftUI uses: the root's, then one from a page below, then the earliest in the text.
                    let ordered = ids.sorted { a, b in
                        let ra = root.contains(a), rb = root.contains(b)
                        if ra != rb { return ra }
                        let oa = own[a] != nil, ob = own[b] != nil
                        if oa != ob { return !oa }
                        return analysis.registrations[Int(a)].location < analysis.registrations[Int(b)].location
                    }
                    let used = analysis.registrations[Int(ordered[0])]
                    for id in ordered.dropFirst() {
                        let ignored = analysis.registrations[Int(id)]
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
        let ra = analysis.graph.regions[Int(a.ref.region)], rb = analysis.graph.regions[Int(b.ref.region)]
        return ra.member == rb.member && analysis.graph.owners[Int(a.ref.region)] != nil
            && analysis.graph.owners[Int(a.ref.region)] == analysis.graph.owners[Int(b.ref.region)]
    }
}

// The question this rule asks of the model.
extension NavigationAnalysis {
    /// A branch of an `if`/`switch`/`#if` in view code: the region and its `.conditional` element.
    struct Branch: Hashable, Sendable {
        public var region: Int32
        public var element: Int32
    }

    /// The branches each registration of a page sits in, through the views composed into the page.
    func branches(in page: Frame) -> [Int32: [Branch]] {
        var result: [Int32: [Branch]] = [:]
        var seen: Set<Frame> = [page]
        var stack: [(Frame, [Branch])] = [(page, [])]
        while let (f, inherited) = stack.popLast() {
            let region = graph.regions[Int(f.region)]
            for id in registrationsByFrame[f] ?? [] {
                result[id] = inherited + branchesAround(region.destinations[Int(registrations[Int(id)].ref.index)].element, in: f.region)
            }
            for u in graph.content(f).uses {
                let path = inherited + branchesAround(region.uses[Int(u)].element, in: f.region)
                for target in graph.targetRegions(of: region.uses[Int(u)], in: f.region) {
                    let top = Frame(region: target, element: 0)
                    if seen.insert(top).inserted { stack.append((top, path)) }
                }
            }
        }
        return result
    }

    fileprivate func branchesAround(_ element: Int32, in region: Int32) -> [Branch] {
        let r = graph.regions[Int(region)]
        return graph.ancestors(of: element, in: region).filter { r.elements[Int($0)].kind == .conditional }.map { Branch(region: region, element: $0) }
    }

    /// Are two branch paths in different branches of one `if`/`switch`/`#if` (never live together)?
    func areExclusive(_ a: [Branch], _ b: [Branch]) -> Bool {
        for x in a {
            for y in b where x != y && x.region == y.region {
                let r = graph.regions[Int(x.region)]
                if r.elements[Int(x.element)].parent == r.elements[Int(y.element)].parent { return true }
            }
        }
        return false
    }

    /// Registrations of a context's root page (its root content and destinations attached to the container).
    func rootRegistrations(_ ci: Int) -> Set<Int32> {
        var result = registrations(in: contexts[ci].root)
        for id in registrationsAttachedTo[contexts[ci].container] ?? [] { result.insert(id) }
        return result
    }
}
