// Pass `placement`: which views stand inside a navigation context, and which only outside one (the app's scenes, sheets).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    func computePlacement() -> Placement {
        var p = Placement()
        // Frames inside on fewer than all platforms, with the union of those platforms; and those inside on all.
        var partial: [Frame: Platforms] = [:]
        var full: Set<Frame> = []
        for ci in contexts.indices {
            let root = contexts[ci].root
            let contextPlatforms = programPlatforms.intersection(graph.platforms(of: root.element, in: root.region))
            for page in contexts[ci].visible.keys {
                let pagePlatforms = contextPlatforms.intersection(graph.platforms(of: page.element, in: page.region))
                let composition = graph.composition(of: page)
                if pagePlatforms == .all && composition.platforms.isEmpty {
                    p.inside.formUnion(composition.frames)
                    continue
                }
                for (k, f) in composition.frames.enumerated() {
                    let m = pagePlatforms.intersection(composition.platforms(at: k))
                    if m.isEmpty { continue }
                    p.inside.insert(f)
                    if m == .all { full.insert(f) } else { partial[f, default: []].formUnion(m) }
                }
            }
        }
        for (f, m) in partial where !full.contains(f) && m != .all { p.insidePlatforms[f] = m }
        // Outside contexts start at the app's scenes, and at each presentation in a view whose own place is
        // known (inside a stack or already outside): a sheet in a view nothing creates has no known context.
        var pending: [(Frame, SourceLocation)] = []
        var presentations: [(frame: Frame, presenter: Frame, at: SourceLocation)] = []
        for ri in graph.regionIDs {
            let r = graph[ri]
            if r.kind == .app {
                let windowGroup = r.uses.first { if case .type(let t) = $0.target { return t.simpleName == "WindowGroup" } else { return false } }
                pending.append((Frame(top: ri), windowGroup?.location ?? r.location))
            }
            for (ei, e) in r.elements.enumerated() where e.kind == .presentation {
                presentations.append((Frame(region: ri, element: ElementID(ei)), graph.frame(of: e.parentID, in: ri), e.location))
            }
        }
        var started: Set<Frame> = []
        while true {
            for (root, at) in pending.sorted(by: { $0.0 < $1.0 }) where started.insert(root).inserted {
                markOutside(from: root, at: at, into: &p)
            }
            pending = presentations.filter { !started.contains($0.frame) && (p.inside.contains($0.presenter) || p.outside[$0.presenter] != nil) }
                .map { ($0.frame, $0.at) }
            if pending.isEmpty { break }
        }
        return p
    }

    /// Marks the frames composed into an outside context's root. Views placed by an app's own container or
    /// wrapped by a modifier that holds a stack are not known to be outside: their frames are not followed.
    /// Each frame is followed on the platforms it is reached on (a use inside `#if os(tvOS)` brings its view in on tvOS
    /// only), and read again when reached on more.
    private func markOutside(from root: Frame, at: SourceLocation, into p: inout Placement) {
        let rootPlatforms = programPlatforms.intersection(graph.platforms(of: root.element, in: root.region))
        if rootPlatforms.isEmpty { return }
        var seen: [Frame: Platforms] = [root: rootPlatforms]
        var stack = [root]
        while let f = stack.popLast() {
            let region = graph.regions[Int(f.region)]
            if appliesStackOwningModifier(f) { continue }
            let mask = seen[f] ?? .all
            if p.outside[f] == nil {
                p.outside[f] = at
                if mask != .all { p.outsidePlatforms[f] = mask }
            } else if let known = p.outsidePlatforms[f] {
                if mask == .all { p.outsidePlatforms[f] = nil } else { p.outsidePlatforms[f] = known.union(mask) }
            }
            for u in graph.content(f).uses where !isForwarded(region.uses[Int(u)].elementID, in: f.region) {
                let useMask = mask.intersection(graph.platforms(of: region.uses[Int(u)].elementID, in: f.region))
                if useMask.isEmpty { continue }
                for target in graph.targetRegions(of: region.uses[Int(u)], in: f.region) {
                    let m = useMask.intersection(graph.platforms(of: .root, in: target))
                    if m.isEmpty { continue }
                    let top = Frame(top: target)
                    if let known = seen[top] {
                        if known.isSuperset(of: m) { continue }
                        seen[top] = known.union(m)
                    } else {
                        seen[top] = m
                    }
                    stack.append(top)
                }
            }
        }
    }

    func isForwarded(_ element: ElementID, in region: RegionID) -> Bool {
        let r = graph[region]
        return graph.ancestors(of: element, in: region).contains { r[$0].kind == .forwarded }
    }

    /// Does the frame apply an app-written modifier (`.modifier(Host())`, `.withNavigation()`) whose own view
    /// code holds a navigation container? Then the frame's views may be inside it.
    func appliesStackOwningModifier(_ f: Frame) -> Bool {
        let region = graph.regions[Int(f.region)]
        for u in graph.content(f).uses {
            switch region.uses[Int(u)].target {
            case .modifier, .modifierType:
                if graph.targetRegions(of: region.uses[Int(u)], in: f.region).contains(where: { modifierOwnsStack($0, depth: 0) }) { return true }
            default:
                break
            }
        }
        return false
    }

    /// Does a modifier's view code hold a navigation container, itself or through the modifiers it applies
    /// (`extension View { func navigation() -> some View { modifier(NavigationModifier()) } }`)?
    func modifierOwnsStack(_ region: RegionID, depth: Int) -> Bool {
        let r = graph.regions[Int(region)]
        if !r.containers.isEmpty { return true }
        guard depth < 4 else { return false }
        for use in r.uses {
            switch use.target {
            case .modifier, .modifierType:
                if graph.targetRegions(of: use, in: region).contains(where: { $0 != region && modifierOwnsStack($0, depth: depth + 1) }) { return true }
            default:
                break
            }
        }
        return false
    }
}
