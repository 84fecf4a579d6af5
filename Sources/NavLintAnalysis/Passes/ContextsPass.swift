// Pass `stacks`: the navigation contexts (stacks, NavigationViews, split-view columns), their bound paths, saved paths.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    func collectContexts(jobs: Int) {
        // Each region's contexts are made in parallel (the property each stack binds typed there); then they are
        // listed in region order.
        let graph = graph, inference = inference, computedBindings = computedBindings
        let perRegion = ParallelMap.map(count: graph.regions.count, jobs: jobs) { ri -> [NavigationContext] in
            let containers = graph.regions[ri].containers
            // A preview's host view shows the app's screens in a stack of its own: not a context of the app.
            guard !containers.isEmpty, !graph.previewOnlyRegions.contains(RegionID(ri)) else { return [] }
            var made: [NavigationContext] = []
            for ci in containers.indices {
                let ref = FactRef(region: RegionID(ri), index: ci)
                switch containers[ci].kind {
                case .stack, .navigationView:
                    var key: PathKey?
                    if let k = containers[ci].path.flatMap({ inference.pathKey($0, owner: graph.owners[ri]) }) {
                        // A computed binding (`router.pathBinding`) stands for the property it reads and writes.
                        key = computedBindings[k] ?? k
                    }
                    made.append(NavigationContext(kind: containers[ci].kind, root: Frame(region: RegionID(ri), element: containers[ci].elementID),
                                                  container: ref, location: containers[ci].location, pathKey: key))
                case .splitView:
                    let elements = graph.regions[ri].elements
                    for ei in elements.indices where elements[ei].kind == .column && elements[ei].parent == containers[ci].element {
                        made.append(NavigationContext(kind: .column, root: Frame(region: RegionID(ri), element: ElementID(ei)), container: ref,
                                                      location: elements[ei].location, pathKey: nil))
                    }
                default:
                    break
                }
            }
            return made
        }
        let contexts = perRegion.flatMap { $0 }
        var byKey: [PathKey: [ContextID]] = [:]
        for i in contexts.indices {
            guard let key = contexts[i].pathKey else { continue }
            byKey[key, default: []].append(ContextID(i))
            // A stack bound to a view's `@Binding var path` (`AppStack(path: $router.homePath) { … }`, whose body is
            // `NavigationStack(path: $path)`) binds the properties handed to it: a push onto `router.homePath` is a push
            // onto this stack.
            guard bindings.isBound(key) else { continue }
            for t in bindings.targets(key) where t != key { byKey[t, default: []].append(ContextID(i)) }
        }
        self.contexts = contexts
        contextsByKey = byKey
    }

    func collectPersistence() {
        for fi in files.indices {
            for p in files[fi].persistence {
                let owner = inference.ownerName(p.owner, parents: [])
                guard let k = inference.pathKey(p.target, owner: owner) else { continue }
                // `path = NavigationPath(x)` restores only when x is a CodableRepresentation (not `[Color]`); so do
                // NavigationBackport's `path = NBNavigationPath(x)` and FlowStacks' `path = FlowPath(x)`.
                if p.kind == .restoredFromRepresentation {
                    guard let v = p.value, let name = inference.type(of: v, owner: owner, contextType: nil).unwrapped.externalName,
                          NavigationLibrary.pathRepresentations.contains(name) else { continue }
                }
                // Saved through a child's binding that stands for several paths: which one is not known.
                let ts = bindings.targets(k)
                guard ts.count == 1, let r = ts.first else { continue }
                if persisted[r] == nil || p.location < persisted[r]! { persisted[r] = p.location }
            }
        }
    }
}
