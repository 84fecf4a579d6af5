// Who changes a stack's path (bindings handed to child views that change it) and which links sit in a saved stack.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A stack's path handed as a binding to a child view: `CommentsView(path: $coordinator.path)`.
public struct PathBindingHandoff: Sendable {
    /// The first character of the argument (`$coordinator.path`).
    public var argument: SourceLocation
    /// The child view type and its `@Binding` property (`CommentsView.path`).
    public var child: PathKey
    /// The property handed down, as the parent's code names it (`NavigationCoordinator.path`).
    public var parent: PathKey
    /// Where the child declares its `@Binding`.
    public var declaration: SourceLocation
}

extension NavigationAnalysis {
    /// Every place a view hands a path that `NavigationStack(path:)` binds to a child view's `@Binding` property,
    /// in source order. A child whose own code binds a stack to that property owns the stack: it is not a
    /// hand-down to a second owner and is left out. Silent when some property the path may stand for is not
    /// bound by a stack (a child used both for a path and for another array).
    public func pathBindingHandoffs() -> [PathBindingHandoff] {
        // The properties stacks bind, each followed to the properties it stands for: a stack in a child view bound
        // to its `@Binding` binds its parents' properties (`TabStack(path: $path)` in two tabs binds both tabs').
        var boundByStacks: Set<PathKey> = []
        for ctx in contexts { if let k = ctx.pathKey { boundByStacks.formUnion(targets(k)) } }
        /// A key is a navigation path when every property it may stand for is one that a stack binds.
        func isNavigationPath(_ key: PathKey) -> Bool {
            let ts = targets(key)
            return !ts.isEmpty && ts.allSatisfy(boundByStacks.contains)
        }
        var result: [PathBindingHandoff] = []
        for (ri, r) in graph.regions.enumerated() {
            let owner = graph.owners[ri]
            for u in r.uses where !u.arguments.isEmpty && u.argumentLocations.count == u.arguments.count {
                guard case .type(let t) = u.target,
                      case .nominal(let child, _) = table.resolve(t, context: TypeInference.components(owner).isEmpty ? r.lexicalParents : TypeInference.components(owner)),
                      let info = table[child] else { continue }
                for (k, (label, value)) in u.arguments.enumerated() {
                    guard let label, let (p, _) = info.property(label), p.holdsBinding,
                          let parentKey = inference.pathKey(value, owner: owner), isNavigationPath(parentKey) else { continue }
                    let childKey = PathKey(owner: child, property: label)
                    if contexts.contains(where: { $0.pathKey == childKey }) { continue }
                    result.append(PathBindingHandoff(argument: u.argumentLocations[k], child: childKey, parent: parentKey, declaration: p.location))
                }
            }
        }
        return result.sorted { $0.argument < $1.argument }
    }

    /// Where the code of `key.owner` changes the property `key` itself (append, assignment, removeLast …), in
    /// source order. Changes made through another name (a view it hands the binding on to) are not included.
    public func ownChanges(of key: PathKey) -> [SourceLocation] {
        var result: [SourceLocation] = []
        for f in files {
            for p in f.pushes {
                guard case .selfProperty(let property) = p.target, property == key.property,
                      inference.ownerName(p.function.owner, parents: []) == key.owner else { continue }
                result.append(p.location)
            }
        }
        return result.sorted()
    }

    /// The navigation contexts whose pages hold each link, for links whose place in the view tree is known: a
    /// link in content handed to an app's own view (`Card { NavigationLink … }`, `Card { RowView() }`) counts only
    /// when that view's code shows the content in place (no stack, presentation or pushed content of its own).
    public func linkContextsByPlace() -> [FactRef: [ContextID]] {
        var result: [FactRef: [ContextID]] = [:]
        for ci in contextIDs {
            var frames: Set<Frame> = []
            for page in self[ci].visible.keys { frames.formUnion(placedFrames(of: page)) }
            for f in frames.sorted() {
                for ref in graph.linkRefs(in: f) {
                    guard forwardedContentStaysInPlace(around: graph.link(ref).elementID, in: f.region) else { continue }
                    result[ref, default: []].append(ci)
                }
            }
        }
        return result
    }

    /// The frames composed into a page (as `ViewGraph.composedFrames`), without following views used inside
    /// content handed to an app's own view that may show it elsewhere.
    func placedFrames(of page: Frame) -> [Frame] {
        var result: [Frame] = []
        var seen: Set<Frame> = [page]
        var stack = [page]
        while let f = stack.popLast() {
            result.append(f)
            for u in graph.useRefs(in: f) where forwardedContentStaysInPlace(around: graph.use(u).elementID, in: f.region) {
                for target in graph.targetRegions(of: graph.use(u), in: f.region) {
                    let top = Frame(top: target)
                    if seen.insert(top).inserted { stack.append(top) }
                }
            }
        }
        return result
    }

    /// Is every app-written view that an element's content is handed to (`Card { … }`) known to show that content
    /// where it stands? Unknown views, and views with stacks, presentations or forwarding of their own, may not.
    func forwardedContentStaysInPlace(around element: ElementID, in region: RegionID) -> Bool {
        let r = graph[region]
        for e in graph.ancestors(of: element, in: region) where r[e].kind == .forwarded {
            let forwarded = r[e]
            guard let use = r.uses.first(where: { $0.element == forwarded.parent && $0.location == forwarded.location }) else { return false }
            let targets = graph.targetRegions(of: use, in: region)
            if targets.isEmpty { return false }
            for t in targets {
                let wrapper = graph[t]
                if wrapper.isIncomplete || wrapper.elements.dropFirst().contains(where: { $0.kind.isBoundary || $0.kind == .forwarded }) { return false }
            }
        }
        return true
    }
}
