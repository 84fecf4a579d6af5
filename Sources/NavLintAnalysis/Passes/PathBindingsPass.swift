// Pass `bindings`: which path properties stand for which (a child's @Binding handed `$path`, computed bindings).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    func collectAliases() {
        // A child view's `@Binding var path` handed `$path` / `$model.path` is the same path. Only uses of a simple
        // name some type with such a property has are resolved. That is asked by name, of the types of that last
        // component, once per name: not of every type in the program (each of whose properties would be read).
        let table = table
        var withBindings: [String: Bool] = [:]
        func someTypeWithBindings(named simple: String) -> Bool {
            if let known = withBindings[simple] { return known }
            let found = simple.isEmpty
                ? table.containsType { name, info in name.lastDotComponent.isEmpty && info.hasBindingProperty }
                : table.typeNames(lastComponent: simple).contains { $0.lastDotComponent == simple && table[$0]?.hasBindingProperty == true }
            withBindings[simple] = found
            return found
        }
        for (ri, r) in graph.regions.enumerated() {
            let owner = graph.owners[ri]
            for use in r.uses {
                guard !use.arguments.isEmpty, case .type(let t) = use.target, let simple = t.simpleName, someTypeWithBindings(named: simple),
                      case .nominal(let child, _) = table.resolve(t, context: TypeInference.components(owner)),
                      let info = table[child] else { continue }
                for (label, value) in use.arguments {
                    guard let label, let (p, _) = info.property(label), p.holdsBinding || p.wrapper == "Bindable",
                          let parentKey = inference.pathKey(value, owner: owner) else { continue }
                    bindings.bind(child: PathKey(owner: child, property: label), to: parentKey)
                }
            }
        }
    }

    /// `var pathBinding: Binding<[Route]> { Binding(get: { path }, set: { path = $0 }) }`: a stack bound to
    /// `router.pathBinding` binds `Router.path`.
    func collectBindingAliases() {
        // Files are read field by field: `for f in files` would copy each file's facts value.
        // A computed binding that stands for several properties (`currentPath` returning the selected tab's) binds
        // each; a stack bound to it is bound to it, not to one of them.
        var several: Set<PathKey> = []
        for fi in files.indices {
            for a in files[fi].bindingAliases {
                guard let owner = inference.ownerName(a.owner, parents: []),
                      let target = inference.pathKey(a.target, owner: owner) else { continue }
                let key = PathKey(owner: owner, property: a.property)
                bindings.bind(child: key, to: target)
                if let known = computedBindings[key], known != target { several.insert(key) }
                computedBindings[key] = target
            }
        }
        for key in several { computedBindings[key] = nil }
    }
}
