// Names in view code that the indexer could not place (`dismiss()`, `header`, `router.view(for: r)`), looked up in
// the program: view code to compose, code that shows no view, or a view NavLint cannot follow (docs/model.md#incomplete).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension ViewGraph {
    /// What a name used as a view statement stands for.
    package enum NamedView: Equatable {
        case view([RegionID])   // view code of the program: these regions are composed where it is used
        case code            // not a view that could hold navigation: an action, a value, an image, a leaf view
        case unknown         // a view NavLint cannot follow: the context it is in is not read in full
    }

    /// What a use the indexer could not place stands for, looked up in the program: a name of the owner, a method of a
    /// written type, a member of a value. nil for the uses that name their regions directly.
    package func lookedUp(_ target: ViewUseTarget, in region: RegionID) -> NamedView? {
        switch target {
        case .named(let base, let member): return resolveNamed(base, member: member, in: region)
        case .method(let t, let member): return resolveMethod(member, of: t, in: region)
        case .value(let value, let member): return resolveValueMember(value, member: member, in: region)
        case .subject(_, let value, let member):
            // The modifier hands its closure a value of a type of the program, not the view it modifies.
            let t = inference.type(of: value, owner: owners[Int(region)], contextType: nil)
            guard case .nominal = t.unwrapped else {
                // A package's modifier hands its closure a value of its own (`configuration.label`): no navigation.
                return !t.isKnown && isPackagesOwnValue(value, in: region) ? .code : nil
            }
            return resolveValueMember(value, member: member ?? "", in: region)
        default: return nil
        }
    }

    /// `base` (a property or method of the region's owner, or an app-written View extension function), with `member`
    /// the method then called on it when there is one.
    package func resolveNamed(_ base: String, member: String?, in region: RegionID) -> NamedView {
        let owner = owners[Int(region)]
        // The owner's own view code, or an app-written modifier called without `self.` in a View extension. Modifiers
        // applied after it (`header.padding()`) change nothing.
        if let owner, let found = memberRegions[MemberName(owner: owner, name: base)] { return .view(found) }
        if let found = extensionRegions[NameKey(base)] { return .view(found) }
        // A function declared at the top level: its view code, or code when it returns no view. A member read after
        // it is a modifier of its result (`returnColor(bg).frame(width: w)`), unless the name is the owner's property.
        if owner.map({ (table[$0]?.methods(named: base).isEmpty ?? true) && (member == nil || table[$0]?.property(base) == nil) }) ?? true,
           let results = globalFunctions[NameKey(base)] {
            if let found = globalRegions[NameKey(base)] { return .view(found) }
            return results.contains { returnsView($0, generics: []) } ? .unknown : .code
        }
        // Functions of the standard library and SwiftUI that show no view (`withAnimation { }` in an action closure).
        if member == nil && ViewGraph.codeFunctions.contains(base) { return .code }
        // In an app-written View extension, a name of no function of the program is a SwiftUI modifier applied to the
        // view itself (`overlay { }`): the view is composed where the extension is used, its closures are walked.
        if owner == nil && regions[Int(region)].kind == .viewExtension { return .code }
        guard let owner, let info = table[owner] else { return programType(base, in: region) ?? .unknown }
        let generics = Set(info.declarations.flatMap(\.decl.genericParameterNames))
        if let (property, context) = info.property(base) {
            var written = property.wrapperType ?? property.type
            var writtenContext = context
            if property.wrapper == "Environment" && property.wrapperType == nil {
                // `dismiss()`, `openURL(url)`: an action read from the environment by key path.
                if member == nil { return .code }
                // `theme.accent` of `@Environment(\.theme) var theme`: the program's `extension EnvironmentValues`
                // gives the key its type.
                if written == nil, let key = property.environmentKey, let value = table.environmentValue(key) {
                    written = value.type
                    writtenContext = []
                }
                guard written != nil else { return .unknown }
            }
            // `@StateObject private var model = HomeViewModel()`, `model.reload()`: typed by its initializer.
            if written == nil, let member, let initializer = property.initializer,
               case .nominal(let name, _) = inference.type(of: initializer, owner: owner, contextType: nil),
               let found = kind(ofMember: member, of: name) {
                return found
            }
            // `private let home = ExpenseHome()`, shown as `home` (`AnyView(home)`): the view its initializer builds.
            if written == nil, member == nil, let initializer = property.initializer,
               case .nominal(let name, let g) = inference.type(of: initializer, owner: owner, contextType: nil) {
                return kind(of: .nominal(name, g))
            }
            guard let written else { return .unknown }
            // `tab.makeView(…)` of a `let tab: any AccountTab`: the view code of that name of each conforming type.
            if let member, let p = existentialProtocol(written, context: writtenContext), let found = conformingMembers(member, of: p) {
                return .view(found)
            }
            if let member, case .nominal(let name, _) = table.resolve(written.unwrapped, context: writtenContext),
               let found = kind(ofMember: member, of: name) {
                return found
            }
            return kind(ofValue: written, context: writtenContext, generics: generics)
        }
        let methods = info.methods(named: base)
        if !methods.isEmpty {
            // `func row() -> RowView`: the body of the view type it returns.
            let views = methods.compactMap { m in m.0.returnType.flatMap { viewBodies(of: $0, context: m.context) } }
            if views.count == methods.count { return .view(views.flatMap { $0 }) }
            return methods.contains { returnsView($0.0.returnType, generics: generics) } ? .unknown : .code
        }
        return programType(base, in: region) ?? .unknown
    }

    /// `member` of a value of the scanned type `name`: a method called on an object the view holds (`router.view(for:
    /// r)`, `model.load()`) is judged by its view code or its result; a property (`theme.listBackground`,
    /// `screen.destination`) by its view code or its type. Nil when the type declares no such member.
    private func kind(ofMember member: String, of name: String) -> NamedView? {
        guard let object = table[name] else { return nil }
        // Called through a protocol (`tab.makeView(…)` on an `any AccountTab`): the view code of that name of every
        // conforming type, and of the protocol's own extensions, is composed: one of them is shown, as a switch's case is.
        if object.kind == .protocol, let found = conformingMembers(member, of: name) { return .view(found) }
        if !object.methods(named: member).isEmpty {
            if let found = memberRegions[MemberName(owner: name, name: member)] { return .view(found) }
            return object.methods(named: member).contains { returnsView($0.0.returnType, generics: []) } ? .unknown : .code
        }
        if let found = memberRegions[MemberName(owner: name, name: member)] { return .view(found) }
        switch table.propertyTyping(name, member) {
        case .written(let t, let c)?: return kind(ofValue: t, context: c, generics: [])
        case .initializer(let v)?: return kind(of: inference.type(of: v, owner: name, contextType: nil))
        case .unknown?: return .unknown
        case nil: return nil
        }
    }

    /// The view-code regions named `member` of the protocol `name`'s extensions and of the types that conform to it;
    /// nil when there are none.
    private func conformingMembers(_ member: String, of name: String) -> [RegionID]? {
        var found: [RegionID] = []
        for owner in ownersOfMember[NameKey(member)] ?? [] where owner == name || table.conforms(owner, to: name) {
            found += memberRegions[MemberName(owner: owner, name: member)] ?? []
        }
        return found.isEmpty ? nil : found
    }

    /// `rawOutput.outputView`, `screen.destination`: a member of a local or closure parameter whose value the indexer
    /// read (an element of a list's data, a case's associated value), typed here; unknown when the type is not read
    /// or declares no such member.
    package func resolveValueMember(_ value: ValueExpr, member: String, in region: RegionID) -> NamedView {
        // `tab.makeView(…)` on a value of a protocol type (`any AccountTab`): the view code of that name of each type
        // that conforms to it.
        if !member.isEmpty, let p = protocolName(of: value, owner: owners[Int(region)]), let found = conformingMembers(member, of: p) {
            return .view(found)
        }
        var t = inference.type(of: value, owner: owners[Int(region)], contextType: nil)
        if !t.isKnown && isPackagesOwnValue(value, in: region) { return .code }
        if member.isEmpty { return kind(of: t) }
        if case .optional(let wrapped) = t { t = wrapped }
        // A member of a framework value (`background.opacity(0.5)`): an app-written View extension of that name is
        // composed; anything else of the framework's holds no navigation of the program (`AnyView` aside).
        if case .external = t {
            if let found = extensionRegions[NameKey(member)] { return .view(found) }
            return kind(of: t)
        }
        if case .nominal(let name, _) = t, let found = kind(ofMember: member, of: name) { return found }
        // `tabs.selected.padding()`: a member the property's value does not declare (or of a value not typed) is a
        // modifier applied to the property, which is judged as it is.
        if case .member(let base, let property) = value { return resolveValueMember(base, member: property, in: region) }
        return .unknown
    }

    /// A value that a view NavLint does not see (a package's) hands the closure given to it (`LazyImage(request: r)
    /// { state in … }`), or a part of it (`state.image`), when that view was handed no value of the program: the
    /// package's own value, which holds no navigation of the program.
    private func isPackagesOwnValue(_ value: ValueExpr, in region: RegionID) -> Bool {
        var v = value
        for _ in 0..<16 {
            switch v {
            case .member(let base, _), .unwrap(let base), .call(let base, _), .subscripted(let base):
                v = base
            case .callbackParameter(let view, _, _, let handed):
                // A closure set as an environment key's value takes the types the program declares for the key.
                guard view.simpleName != "EnvironmentValues" else { return false }
                let owner = owners[Int(region)]
                let context = TypeInference.components(owner)
                guard case .external = table.resolve(view, context: context.isEmpty ? regions[Int(region)].lexicalParents : context) else { return false }
                return handsNoProgramValue(handed, owner: owner)
            case .modifierClosureParameter(let modifier, _, let handed, _, _):
                // A package's modifier (the program declares none of the name), handed values and none of the program:
                // `.markdownBlockStyle(\.table) { configuration in configuration.label }` hands its closure a value of
                // the package's own. (One handed nothing may hand back a value the package keeps of the program's.)
                guard !handed.isEmpty, !table.extendsExternalType(withMember: modifier) else { return false }
                return handsNoProgramValue(handed, owner: owners[Int(region)])
            default:
                return false
            }
        }
        return false
    }

    /// Are the values handed to a package's view or modifier all of types that are not the program's? (`.init(animation:
    /// .easeIn)` is of the type the package declares for that argument.)
    private func handsNoProgramValue(_ handed: [ValueExpr], owner: String?) -> Bool {
        handed.allSatisfy { h in
            if case .implicitMember = h { return true }
            let t = inference.type(of: h, owner: owner, contextType: nil)
            return t.isKnown && !ViewGraph.mentionsProgramType(t)
        }
    }

    static func mentionsProgramType(_ t: ResolvedType) -> Bool {
        switch t {
        case .nominal: return true
        case .external(_, let g): return g.contains { mentionsProgramType($0) }
        case .array(let e), .optional(let e), .elements(let e): return mentionsProgramType(e)
        case .dictionary(let k, let v): return mentionsProgramType(k) || mentionsProgramType(v)
        case .tuple(let items, _): return items.contains { mentionsProgramType($0) }
        case .unknown: return false
        }
    }

    /// The protocol of the program a value is declared as (`tab: any AccountTab`, a property `var selected: any
    /// AccountTab`, unwrapped or not); nil for any other value.
    private func protocolName(of value: ValueExpr, owner: String?) -> String? {
        let written: TypeRef
        let context: [String]
        switch value {
        case .typed(let t), .parameter(_, let t?):
            written = t
            context = TypeInference.components(owner)
        case .unwrap(let inner):
            return protocolName(of: inner, owner: owner)
        case .member(let base, let property):
            guard case .nominal(let name, _) = inference.type(of: base, owner: owner, contextType: nil).unwrapped,
                  case .written(let t, let c)? = table.propertyTyping(name, property) else { return nil }
            written = t
            context = c
        default:
            return nil
        }
        return existentialProtocol(written, context: context)
    }

    /// `any AccountTab` (or `some AccountTab`, optional or not) of a protocol of the program: its name.
    private func existentialProtocol(_ written: TypeRef, context: [String]) -> String? {
        guard case .opaque(let inner) = written.unwrapped, case .nominal(let p, _) = table.resolve(inner, context: context),
              table[p]?.kind == .protocol else { return nil }
        return p
    }

    /// `iCloudSettingsView()`: a type of the program whose name does not start in uppercase is a type all the same: its
    /// view code is composed (modifiers applied after it change nothing); a type with none shows no view of the program.
    private func programType(_ base: String, in region: RegionID) -> NamedView? {
        guard table.listed(base) != nil else { return nil }
        let context = TypeInference.components(owners[Int(region)])
        guard case .nominal(let name, _) = table.resolve(.named([base], generics: []), context: context.isEmpty ? regions[Int(region)].lexicalParents : context)
        else { return nil }
        if let found = bodyRegions[NameKey(name)] { return .view(found) }
        return table.conforms(name, to: "View") ? nil : .code
    }

    /// `route.view(…)`, `route.destination` on a value of the written type `type`: the type's view code of that name (a
    /// route enum's `func view() -> some View { switch self { … } }`), code when its methods of that name return no view
    /// (or its property holds none), a view NavLint cannot follow when they return one it cannot read; when the type
    /// declares no such member, the name is a modifier applied to the value, which is the type's own view.
    package func resolveMethod(_ member: String, of type: TypeRef, in region: RegionID) -> NamedView {
        let context = TypeInference.components(owners[Int(region)])
        let scope = context.isEmpty ? regions[Int(region)].lexicalParents : context
        // A method, or a property (`route.destination`, a computed `var destination: some View { switch self { … } }`).
        if case .nominal(let name, _) = table.resolve(type.unwrapped, context: scope), let kind = kind(ofMember: member, of: name) {
            return kind
        }
        return .view(typeRegions(type, in: region))
    }

    /// The body regions of a scanned View type a written type names.
    private func viewBodies(of type: TypeRef, context: [String]) -> [RegionID]? {
        guard case .named = type.unwrapped, case .nominal(let name, _) = table.resolve(type.unwrapped, context: context) else { return nil }
        return bodyRegions[NameKey(name)]
    }

    /// A stored value shown as a view: a closure that returns nothing is an action; a scanned View type is composed;
    /// another scanned type, or a framework type other than `AnyView`, holds no navigation of the program.
    private func kind(ofValue type: TypeRef, context: [String], generics: Set<String>) -> NamedView {
        switch type.unwrapped {
        case .function(_, let result):
            return returnsView(result, generics: generics) ? .unknown : .code
        case .named(let path, _):
            if path.count == 1, generics.contains(path[0]) { return .unknown }
            switch table.resolve(type.unwrapped, context: context) {
            case .nominal(let name, _):
                if let found = bodyRegions[NameKey(name)] { return .view(found) }
                return .code
            case .external(let name, _):
                return name == "AnyView" ? .unknown : .code
            default:
                return .unknown
            }
        default:
            return .unknown
        }
    }

    /// A value of a resolved type shown as a view: a scanned View type is composed; another scanned type, or a
    /// framework type other than `AnyView`, holds no navigation of the program.
    private func kind(of resolved: ResolvedType) -> NamedView {
        switch resolved {
        case .nominal(let name, _): return bodyRegions[NameKey(name)].map { .view($0) } ?? .code
        case .external(let name, _): return name == "AnyView" ? .unknown : .code
        case .optional(let wrapped): return kind(of: wrapped)
        default: return .unknown
        }
    }

    /// Could a function with this result type return a view the program builds? No result, `Void` and the standard
    /// value types cannot; `some View`, `AnyView`, a generic parameter and an unknown type may.
    private func returnsView(_ result: TypeRef?, generics: Set<String>) -> Bool {
        guard let result else { return false }
        switch result.unwrapped {
        case .opaque(let inner):
            // Toolbar items, commands, shapes: not screens that could hold the program's navigation.
            return !["ToolbarContent", "Commands", "Shape", "ShapeStyle", "ChartContent", "TableRowContent", "TableColumnContent"].contains(inner.simpleName ?? "")
        case .tuple(let items, _): return !items.isEmpty
        case .named(let path, _):
            if path.count == 1 && generics.contains(path[0]) { return true }
            if let last = path.last, ViewGraph.nonViewResults.contains(last) { return false }
            switch table.resolve(result.unwrapped, context: []) {
            case .nominal(let name, _): return bodyRegions[NameKey(name)] != nil
            case .external(let name, _): return name == "AnyView"
            default:
                // A nested type of a framework type (`OpenURLAction.Result`) is no view of the program.
                return path.count == 1 || table[path[0]] != nil
            }
        default:
            return true
        }
    }

    /// SwiftUI modifiers whose closure is handed the view they modify, as its first parameter.
    static let subjectHandingModifiers: Set<String> = ["phaseAnimator", "keyframeAnimator", "scrollTransition"]

    static let codeFunctions: Set<String> = ["withAnimation", "withTransaction", "print", "debugPrint", "dump", "assert", "assertionFailure",
                                             "precondition", "preconditionFailure", "fatalError"]

    static let nonViewResults: Set<String> = ["Void", "Bool", "Int", "Double", "Float", "String", "URL", "Data", "Date", "UUID", "Task", "Image", "Text", "Color"]
}
