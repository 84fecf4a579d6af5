// Value links made through an initializer the app declares (`extension NavigationLink { init(…) }`): the value
// they link is what that initializer hands to SwiftUI's, followed through the app's initializers (docs/model.md#links).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// The app's NavLink initializers, and how a call of one is followed to the value SwiftUI is given.
struct LinkInitializers {
    let all: [LinkInitializerFact]
    let inference: TypeInference

    init(files: [FileFacts], inference: TypeInference) {
        all = files.flatMap(\.linkInitializers)
        self.inference = inference
    }

    /// The type a call of an app-declared initializer links, and where that type is chosen when it is chosen inside an
    /// initializer rather than by the call (`self.init(value: Frame(page: page))`). Unknown when no initializer, or
    /// more than one, takes the call's labels, or the chain is deeper than four.
    func type(of call: LinkArguments, owner: String?) -> (type: ResolvedType, chosenAt: SourceLocation?) {
        guard let (initializer, parameterOfArgument) = only(call.labels) else { return (.unknown, nil) }
        // Each argument's type, read at the call with its parameter's type as context (`destination: .settings`).
        var types: [Int: ResolvedType] = [:]
        for (j, p) in parameterOfArgument.enumerated() {
            let context = initializer.parameters[p].type.map { inference.table.resolve($0, context: []) }
            types[p] = inference.type(of: call.values[j], owner: owner, contextType: context)
        }
        return follow(initializer, parameterTypes: types, depth: 0)
    }

    private func follow(_ initializer: LinkInitializerFact, parameterTypes: [Int: ResolvedType], depth: Int) -> (type: ResolvedType, chosenAt: SourceLocation?) {
        let call = initializer.call
        func typeOf(_ value: ValueExpr) -> ResolvedType {
            if case .parameter(let i, let declared) = value {
                if let known = parameterTypes[i], known.isKnown { return known }
                return declared.map { inference.table.resolve($0, context: []) } ?? .unknown
            }
            return inference.type(of: value, owner: nil, contextType: nil)
        }
        if let v = call.labels.firstIndex(of: "value") {
            let value = call.values[v]
            if case .parameter = value { return (typeOf(value).unwrapped, nil) }
            return (typeOf(value).unwrapped, initializer.location)
        }
        // Another initializer of the app's (`self.init(destination) { … }`): followed with the types handed on.
        guard depth < 4, let (next, parameterOfArgument) = only(call.labels) else { return (.unknown, nil) }
        var types: [Int: ResolvedType] = [:]
        for (j, p) in parameterOfArgument.enumerated() { types[p] = typeOf(call.values[j]) }
        return follow(next, parameterTypes: types, depth: depth + 1)
    }

    /// The one initializer whose value parameters take exactly these labels, or else the one that takes them in order
    /// with some parameters left out (they have defaults), with the parameter each argument goes to.
    private func only(_ labels: [String?]) -> (LinkInitializerFact, [Int])? {
        var exact: [(LinkInitializerFact, [Int])] = []
        for initializer in all {
            let parameters = initializer.valueParameters
            if parameters.map(\.label) == labels { exact.append((initializer, parameters.map(\.index))) }
        }
        if exact.count == 1 { return exact[0] }
        if exact.count > 1 { return nil }
        var found: (LinkInitializerFact, [Int])?
        for initializer in all {
            let parameters = initializer.valueParameters
            var p = 0
            var mapping: [Int] = []
            for label in labels {
                while p < parameters.count && parameters[p].label != label { p += 1 }
                if p == parameters.count { break }
                mapping.append(parameters[p].index)
                p += 1
            }
            guard mapping.count == labels.count else { continue }
            if found != nil { return nil }
            found = (initializer, mapping)
        }
        return found
    }
}
