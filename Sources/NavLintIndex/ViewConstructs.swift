// SwiftUI constructs in view code: navigation containers, links, lazy containers, destinations and presentations.

import NavLintSupport
import NavLintSyntax

extension FileIndexer {
    // MARK: - Constructions: `Name(args) { … }`

    /// The Composable Architecture's `$store.scope(state: \.path, action: \.path)`: the store's `path` (its state's).
    func storeScopePath(_ v: Int32) -> PathRef? {
        guard kind(v) == .call, let callee = tree.firstChild(v), kind(callee) == .memberAccess, tree.nameIs(callee, "scope"),
              let base = tree.firstChild(callee), kind(base) == .identifier,
              let state = argument("state", in: arguments(of: v)).flatMap({ argumentValue($0) }),
              kind(state) == .keyPath else { return nil }
        var n = name(base)
        if n.hasPrefix("$") { n.removeFirst() }
        guard !n.isEmpty else { return nil }
        let store = lookupLocal(n) ?? (owner.isEmpty ? ValueExpr.unknown : .selfProperty(n))
        guard case .member(let b, let p)? = keyPathValue(state, root: store, optionalChainAllowed: false) else { return nil }
        return .member(b, p)
    }

    /// `type`: the type constructed, when it is more than `name` (`Page<Item>`, `Routing.Home`); nil for a plain name,
    /// whose TypeRef is made only if a use records it.
    /// `construction`: the name's class in `constructionNames`, when the caller has read it from the bytes.
    mutating func walkConstruction(_ name: String, type: TypeRef?, call: Int32, callee: Int32, args: CallArguments, view: Bool, element: Int32,
                                   construction: UInt8? = nil, mapping: ConstructMapping? = nil) -> Int32 {
        guard view, inRegion else {
            for a in args { walkArgument(a, view: false, element: element) }
            return -1
        }
        switch Construction(rawValue: construction ?? FileIndexer.constructionNames.lookup(name)) {
        case .navigationStack:
            let e = addElement(.stack, parent: element, name: name, at: callee)
            var path: PathRef?
            for a in args where hasLabel(a, "path") {
                if let v = argumentValue(a) { path = pathRef(v) ?? (mapping?.destinationClosureMapsAll == true ? storeScopePath(v) : nil) }
            }
            region.elements[Int(e)].aux = Int32(region.containers.count)
            var container = ContainerFact(element: e, kind: .stack, path: path, location: location(callee))
            container.hasPathArgument = args.contains { hasLabel($0, "path") }
            container.nestsByDesign = mapping?.nestsByDesign ?? false
            region.containers.append(container)
            // FlowStacks' `Router($routes) { screen, _ in switch screen { … } }`, The Composable Architecture's
            // `NavigationStack(path: $store.scope(…)) { … } destination: { store in switch store.case { … } }`: the closure
            // builds a page for every value of the path (Swift makes the switch exhaustive), as a registration of every type.
            var mapsAll: Int32 = -1
            if let m = mapping, m.destinationClosureMapsAll {
                if let d = args.first(where: { hasLabel($0, "destination") && isClosure($0) }) {
                    mapsAll = d
                } else if m.labels["_"] == "path", let last = args.last, isClosure(last), !tree[last].hasName,
                          argument("path", in: args) != nil {
                    mapsAll = last
                }
            }
            for a in args where !hasLabel(a, "path") {
                if a == mapsAll, let v = argumentValue(a) {
                    let content = addElement(.destinationContent, parent: element, name: name, at: v)
                    var d = DestinationFact(kind: .forType(.other), element: element, contentElement: content, attachedToContainer: e, location: location(v))
                    d.mapsEveryValue = true
                    region.destinations.append(d)
                    walkArgument(a, view: true, element: content)
                } else {
                    walkArgument(a, view: true, element: e)
                }
            }
            return e
        case .navigationSplitView:
            let e = addElement(.splitView, parent: element, name: name, at: callee)
            region.elements[Int(e)].aux = Int32(region.containers.count)
            region.containers.append(ContainerFact(element: e, kind: .splitView, path: nil, location: location(callee)))
            var column: Int32 = 0
            for a in args {
                guard let v = argumentValue(a), kind(v) == .closure else {
                    walkArgument(a, view: false, element: element)
                    continue
                }
                let l = label(a)
                let index: Int32 = l == "sidebar" ? 0 : l == "content" ? 1 : l == "detail" ? 2 : column
                let c = addElement(.column, parent: e, name: l ?? "sidebar", aux: index, at: v)
                walkArgument(a, view: true, element: c)
                column = index + 1
            }
            return e
        case .navigationView:
            region.deprecatedUses.append(DeprecatedUseFact(api: .navigationView, location: location(callee), isFallback: inAvailabilityFallback))
            let e = addElement(.navigationView, parent: element, name: name, at: callee)
            region.elements[Int(e)].aux = Int32(region.containers.count)
            region.containers.append(ContainerFact(element: e, kind: .navigationView, path: nil, location: location(callee)))
            for a in args { walkArgument(a, view: true, element: e) }
            return e
        case .navigationLink:
            walkLink(call: call, callee: callee, args: args, element: element, valueOnly: mapping != nil && name != "NavigationLink")
            return -1
        case .forEach:
            let e = addElement(.forEach, parent: element, name: name, at: callee)
            walkCollectionContent(args, element: e)
            return -1
        case .tabView:
            let e = addElement(.tabView, parent: element, name: name, at: callee)
            for a in args { walkArgument(a, view: isContentClosure(a) || !isClosure(a), element: isClosure(a) ? e : element) }
            return -1
        case .button:
            // The first unlabelled closure is the action unless `action:` is given; `label:` is view content.
            let hasAction = args.contains { hasLabel($0, "action") }
            var sawActionClosure = hasAction
            for a in args {
                if hasLabel(a, "action") || (isClosure(a) && !tree[a].hasName && !sawActionClosure) {
                    if !tree[a].hasName { sawActionClosure = true }
                    walkArgument(a, view: false, element: element)
                } else {
                    walkArgument(a, view: isClosure(a), element: element)
                }
            }
            return -1
        default:
            if lazyContainers.contains(name) {
                let e = addElement(.lazy, parent: element, name: name, at: callee)
                for a in args where hasLabel(a, "selection") {
                    if let v = argumentValue(a), let selection = pathRef(v) {
                        region.selections.append(SelectionFact(element: e, selection: selection))
                    }
                }
                // `Table(orders) { TableColumn("Name") { order in … } }`: each column's closure is handed a row.
                let isTable = name == "Table"
                if isTable { tableRows.append(tableRowValue(args)) }
                walkCollectionContent(args, element: e)
                if isTable { tableRows.removeLast() }
                return -1
            }
            // Only bindings handed down (`path: $path`) matter to the analysis (a child's `@Binding` aliases them).
            var arguments: [(label: String?, value: ValueExpr)] = []
            var argumentLocations: [SourceLocation] = []
            let useIndex = Int32(region.uses.count)
            for a in args {
                guard let v = argumentValue(a) else { continue }
                if tree.isProjection(v) {
                    arguments.append((label(a), valueExpr(v)))
                    argumentLocations.append(location(v))
                } else if inRegion, let l = label(a), kind(v) != .closure {
                    // `PostLayout(isDetail: isDetail)`: what the construction fixes of the view's own Booleans (and which
                    // labels it passes at all: a default is what a construction leaves out).
                    region.flagArguments.append(FlagArgument(use: useIndex, label: l, value: flagValue(v) ?? .other))
                }
            }
            var use = ViewUse(target: .type(type ?? .named([name], generics: [])), element: element, arguments: arguments, location: location(callee),
                              argumentLocations: argumentLocations)
            // Content handed to an app's own view may be placed anywhere, a stack included: in a closure
            // (`RouterStack { Home() }`) or as a view value (`NavigationContainer(root: Home())`). Scenes place
            // theirs at the top of a window.
            // Plain loops, not closures: a closure here would copy the whole indexer at each call. Which arguments
            // are content is asked again in the second loop rather than kept in an array (an allocation per use).
            var valueArguments: Int32 = 0
            var anyContent = false
            for a in args {
                if !isClosure(a) { valueArguments += 1 }
                if tree.isContentArgument(a) { anyContent = true }
            }
            use.valueArgumentCount = valueArguments
            recordContentHandedOn(args, element: element)
            // The values handed to a generic view fix its generic parameters (`MediaCard(destination: movie)` is a
            // `MediaCard<Movie>`): kept for the analysis, which alone knows whether the type is generic.
            if valueArguments > 0 && valueArguments <= 8 {
                var handed: [(label: String, value: ValueExpr)] = []
                handed.reserveCapacity(Int(valueArguments))
                for a in args {
                    guard let v = argumentValue(a), kind(v) != .closure else { continue }
                    handed.append((label(a) ?? "_", valueExpr(v)))
                }
                region.constructionArguments.append(ConstructionArguments(use: Int32(region.uses.count), arguments: handed))
            }
            region.uses.append(use)
            // Hashed only when some argument is content (most constructions have none).
            let isScene = anyContent && FileIndexer.sceneNames.contains(name)
            // A table column's closure shows one row of the table around it.
            let row = name == "TableColumn" ? tableRows.last ?? .unknown : .unknown
            // Each content argument has an element of its own: the wrapper may show one in place and another in a sheet.
            // (The values the construction hands its closures' callers are read once, for the first closure that asks.)
            var handed: [ValueExpr]?
            for a in args {
                var target = element
                if !isScene && tree.isContentArgument(a) {
                    target = addElement(.forwarded, parent: element, name: name, at: callee)
                    if let l = label(a), target != element { region.contentArguments.append(ContentArgument(element: target, label: l)) }
                }
                let parameters = !isClosure(a) ? ClosureParameters()
                    : name == "TableColumn" ? ClosureParameters(row) : callbackParameters(type ?? .named([name], generics: []), a, args, handed: &handed)
                walkArgument(a, view: isClosure(a) ? isContentClosure(a) : true, element: target, parameters: parameters)
            }
            return -1
        }
    }

    /// The parameters of a closure handed to the program's view `view` (`NoteRow(note: n) { tag in … }`,
    /// `TagCloud(onSelect: { $0 … })`): what the view declares it calls the closure with, read by the analysis. A
    /// trailing closure is the view's last closure-typed argument unless labelled trailing closures follow it.
    /// `handed`: the construction's non-closure values, read here when first needed.
    func callbackParameters(_ view: TypeRef, _ arg: Int32, _ args: CallArguments, handed known: inout [ValueExpr]?) -> ClosureParameters {
        let argument = label(arg)
        guard argument != nil || isLastTrailingClosure(arg, args) else { return ClosureParameters() }
        let handed = known ?? handedValues(args).values
        known = handed
        return ClosureParameters(.callbackParameter(view, argument: argument, index: 0, handed: handed),
                                 .callbackParameter(view, argument: argument, index: 1, handed: handed))
    }

    /// The parameters of a closure handed to a modifier the program may declare (`.appCover($photo) { photo in … }`):
    /// what the modifier declares it calls the closure with, read by the analysis.
    func modifierClosureParameters(_ modifier: String, _ arg: Int32, _ args: CallArguments,
                                   handed: (labels: [String], values: [ValueExpr])) -> ClosureParameters {
        let argument = label(arg)
        guard argument != nil || isLastTrailingClosure(arg, args) else { return ClosureParameters() }
        return ClosureParameters(
            .modifierClosureParameter(modifier, labels: handed.labels, values: handed.values, argument: argument, index: 0),
            .modifierClosureParameter(modifier, labels: handed.labels, values: handed.values, argument: argument, index: 1))
    }

    /// An unlabelled closure stands for the callee's last closure-typed argument only when it is a trailing closure
    /// that no labelled trailing closure follows.
    func isLastTrailingClosure(_ arg: Int32, _ args: CallArguments) -> Bool {
        guard isTrailing(arg) else { return false }
        var after = false
        for a in args {
            if a == arg { after = true } else if after && isClosure(a) { return false }
        }
        return true
    }

    /// The labels ("_" where none) and values of a call's arguments that are not closures.
    func handedValues(_ args: CallArguments) -> (labels: [String], values: [ValueExpr]) {
        var labels: [String] = [], values: [ValueExpr] = []
        for a in args where !isClosure(a) {
            labels.append(label(a) ?? "_")
            // A key path (`\.table`) is a value of the standard `KeyPath`: what it reaches is not read.
            if let v = argumentValue(a), kind(v) == .keyPath {
                values.append(.typed(.named(["KeyPath"], generics: [])))
                continue
            }
            values.append(argumentValue(a).map { valueExpr($0) } ?? .unknown)
        }
        return (labels, values)
    }

    /// The modifiers `walkModifier` reads, by their names' bytes.
    static let modifierKinds = WordTable([
        (1, ["navigationDestination"]), (2, ["sheet", "fullScreenCover", "popover"]), (3, ["navigationViewStyle"]), (4, ["modifier"]),
    ])

    /// The constructions `walkConstruction` reads; their names are looked up by bytes (`constructionNames`), not
    /// compared with each name in turn as Strings.
    enum Construction: UInt8 {
        case navigationStack = 1, navigationSplitView, navigationView, navigationLink, forEach, tabView, button
    }

    static let constructionNames = WordTable([
        (Construction.navigationStack.rawValue, ["NavigationStack"]), (Construction.navigationSplitView.rawValue, ["NavigationSplitView"]),
        (Construction.navigationView.rawValue, ["NavigationView"]), (Construction.navigationLink.rawValue, ["NavigationLink"]),
        (Construction.forEach.rawValue, ["ForEach"]), (Construction.tabView.rawValue, ["TabView"]), (Construction.button.rawValue, ["Button"]),
    ])

    /// The name of a construction in `constructionNames`, as a literal.
    static func constructionName(_ c: UInt8) -> String {
        switch Construction(rawValue: c) {
        case .navigationStack: return "NavigationStack"
        case .navigationSplitView: return "NavigationSplitView"
        case .navigationView: return "NavigationView"
        case .navigationLink: return "NavigationLink"
        case .forEach: return "ForEach"
        case .tabView: return "TabView"
        case .button: return "Button"
        case nil: return ""
        }
    }

    static let sceneNames: Set<String> = ["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra"]



    func isClosure(_ arg: Int32) -> Bool { argumentValue(arg).map { kind($0) == .closure } ?? false }

    /// Closures that hold views: trailing closures and view-builder labels; callbacks (`onSelect:`, `action:`) hold code.
    func isContentClosure(_ arg: Int32) -> Bool {
        let n = tree[arg]
        guard n.hasName else { return true }
        let isContentLabel = n.nameEnd > n.nameStart && tree.source.bytes.withUnsafeBufferPointer {
            FileIndexer.contentLabels.lookup($0.baseAddress!, Int(n.nameStart), Int(n.nameEnd - n.nameStart)) != 0
        }
        return isContentLabel || isTrailing(arg)
    }

    /// Argument labels whose closures hold views.
    static let contentLabels = WordTable([(1, [
        "content", "label", "header", "footer", "placeholder", "destination", "detail", "sidebar", "root", "icon", "title",
        "actions", "message", "background", "overlay", "leading", "trailing", "center", "principal",
    ])])

    /// `ForEach(items) { item in … }`, `List(items, selection: $s) { item in … }`: closures get the element type.
    mutating func walkCollectionContent(_ args: CallArguments, element: Int32) {
        var data: ValueExpr?
        for a in args where !isClosure(a) {
            if !tree[a].hasName, data == nil, let v = argumentValue(a) { data = valueExpr(v) }
            walkArgument(a, view: false, element: element)
        }
        let parameter: ValueExpr = data.map { .elementOf($0) } ?? .unknown
        for a in args where isClosure(a) {
            // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: two names take the two parts of an element.
            let parameters = argumentValue(a).map { closureParameterCount($0) } == 2
                ? ClosureParameters(.member(parameter, "0"), .member(parameter, "1"))
                : ClosureParameters(parameter)
            walkArgument(a, view: true, element: element, parameters: parameters)
        }
    }

    /// The value of one row of `Table(rows) { … }`, `Table(of: Row.self) { … } rows: { … }` or
    /// `Table { … } rows: { ForEach(orders) { order in TableRow(order) } }`.
    func tableRowValue(_ args: CallArguments) -> ValueExpr {
        for a in args {
            guard let v = argumentValue(a) else { continue }
            if !tree[a].hasName && !isClosure(a) { return .elementOf(valueExpr(v)) }
            if hasLabel(a, "of"), let t = tree.typeOfSelfExpression(v) { return typedValue(t) }
        }
        if let rows = argument("rows", in: args).flatMap({ argumentValue($0) }), kind(rows) == .closure {
            return tableRowsValue(rows)
        }
        return .unknown
    }

    /// The row every `TableRow` of a `rows:` closure shows: an element of the data of the `ForEach` it is in
    /// (`ForEach(orders) { order in TableRow(order) }`, inside `Section`s or `Group`s too). Unknown when the rows show
    /// anything else, or elements of different data.
    func tableRowsValue(_ closure: Int32) -> ValueExpr {
        var found: ValueExpr?
        var stack: [(node: Int32, data: ValueExpr?, parameter: String?)] = [(closure, nil, nil)]
        while let (n, data, parameter) = stack.popLast() {
            if kind(n) == .call, let callee = tree.firstChild(n), kind(callee) == .identifier {
                if tree.nameIs(callee, "TableRow") {
                    guard let a = arguments(of: n).first, !tree[a].hasName, let v = argumentValue(a), kind(v) == .identifier,
                          let data, let parameter, name(v) == parameter else { return .unknown }
                    let row = ValueExpr.elementOf(data)
                    if let f = found, f != row { return .unknown }
                    found = row
                    continue
                }
                if tree.nameIs(callee, "ForEach") {
                    let args = arguments(of: n)
                    guard let d = args.first(where: { !tree[$0].hasName && !isClosure($0) }).flatMap({ argumentValue($0) }),
                          let body = args.first(where: { isClosure($0) }).flatMap({ argumentValue($0) }) else { return .unknown }
                    let names = children(body).first(where: { kind($0) == .closureSignature })
                        .map { children($0).filter { kind($0) == .closureParameter }.map { name($0) } } ?? []
                    guard names.count <= 1 else { return .unknown }
                    stack.append((body, valueExpr(d), names.first ?? "$0"))
                    continue
                }
            }
            for c in children(n) { stack.append((c, data, parameter)) }
        }
        return found ?? .unknown
    }

    // MARK: - NavigationLink, in all its forms

    /// Argument labels of SwiftUI's own NavigationLink initializers. A call with another label is of an initializer the
    /// app declares (`extension NavigationLink`): its `value:` is not SwiftUI's.
    static let swiftUILinkLabels = WordTable([(1, ["value", "label", "destination", "isActive", "tag", "selection", "image"])])

    /// The non-closure arguments of a call.
    func linkArguments(_ args: CallArguments) -> LinkArguments {
        var result = LinkArguments(labels: [], values: [])
        for a in args {
            guard let v = argumentValue(a), kind(v) != .closure else { continue }
            result.labels.append(label(a))
            result.values.append(valueExpr(v))
        }
        return result
    }

    /// `valueOnly`: a library's link (`NBNavigationLink`, TCA's `NavigationLink(state:)`, `FlowLink`), read only when it
    /// pushes a value (as any other view when it does not: its other forms are not SwiftUI's).
    mutating func walkLink(call: Int32, callee: Int32, args: CallArguments, element: Int32, valueOnly: Bool = false) {
        // A label none of SwiftUI's initializers has, or `value:` with a label only its view-destination ones have.
        // (A library's or declared wrapper's arguments are read under the labels they stand for.)
        let foreign = args.contains { a in
            if !relabelled.isEmpty, let l = relabelled[a] { return FileIndexer.swiftUILinkLabels.lookup(l) == 0 }
            return tree[a].hasName && FileIndexer.swiftUILinkLabels.lookup(a, in: tree) == 0
        }
        let mixed = args.contains { hasLabel($0, "value") }
            && args.contains { hasLabel($0, "destination") || hasLabel($0, "isActive") || hasLabel($0, "tag") || hasLabel($0, "selection") }
        if !valueOnly && (foreign || mixed) {
            // An app-declared initializer: followed by the analysis; its closures are walked as content.
            var link = LinkFact(kind: .value, element: element, value: nil, valueLocation: location(callee), contentElement: -1, location: location(callee))
            link.appInitializer = linkArguments(args)
            region.links.append(link)
            for a in args { walkArgument(a, view: isClosure(a), element: element) }
            return
        }
        if let valueArg = argument("value", in: args), let value = argumentValue(valueArg) {
            region.links.append(LinkFact(kind: .value, element: element, value: valueExpr(value), valueLocation: location(value),
                                         contentElement: -1, location: location(callee)))
            for a in args where a != valueArg { walkArgument(a, view: isClosure(a), element: element) }
            return
        }
        if valueOnly {
            for a in args { walkArgument(a, view: isClosure(a) ? isContentClosure(a) : true, element: element) }
            return
        }
        let kind: LinkKind
        // Labels compared by their bytes (no array of label Strings is made).
        if argument("isActive", in: args) != nil {
            kind = .deprecatedIsActive
        } else if argument("tag", in: args) != nil && argument("selection", in: args) != nil {
            kind = .deprecatedSelection
        } else {
            kind = .view
        }
        // Which argument is the destination: `destination:`, or the first unlabelled trailing closure when a
        // `label:` closure follows or a title comes first.
        var destination = argument("destination", in: args)
        if destination == nil {
            let hasLabelClosure = args.contains { hasLabel($0, "label") }
            let titleFirst = args.first.map { !tree[$0].hasName && !isClosure($0) } ?? false
            if hasLabelClosure || titleFirst {
                destination = args.first { !tree[$0].hasName && isClosure($0) }
            }
        }
        let content = addElement(.viewLinkContent, parent: element, name: "NavigationLink", at: callee)
        region.links.append(LinkFact(kind: kind, element: element, value: nil, valueLocation: nil, contentElement: content, location: location(callee)))
        if kind == .deprecatedIsActive || kind == .deprecatedSelection {
            region.deprecatedUses.append(DeprecatedUseFact(api: kind == .deprecatedIsActive ? .isActiveLink : .selectionLink,
                                                           location: location(callee), isFallback: inAvailabilityFallback))
        }
        for a in args {
            if a == destination {
                walkArgument(a, view: true, element: content)
            } else {
                walkArgument(a, view: isClosure(a), element: element)
            }
        }
    }

    // MARK: - Modifiers: `subject.name(args)`

    /// The key of `.environment(\.key, value)` or `.environment(\.key) { … }`: the first argument, unlabelled, a key path
    /// of one name; nil for anything else (`.environment(model)`, `.environment(\.font, …)` is a key too).
    func environmentSetterKey(_ args: CallArguments) -> String? {
        guard let first = args.first, label(first) == nil, let v = argumentValue(first), kind(v) == .keyPath else { return nil }
        return environmentKeyName(v)
    }

    /// `.environment(\.key, value)` or `.environment(\.key) { … }` in view code: walks the arguments as a modifier's
    /// (`views`: are values that are not closures walked as views), a closure set as the value with its parameters the
    /// ones `EnvironmentValues`' declared type for the key gives, and records what is set (`EnvironmentActionFact`), with
    /// the pushes of the first parameter of the closure it is, or is built with (`OpenRouteAction { route in … }`).
    /// `subjectContainer`: the navigation container it is applied to (-1: another view). In a method of `extension View`,
    /// a value built from a parameter of the method (`environment(\.navigate, NavigateAction(perform: perform))`) is a
    /// relay: the key is set where the method is used as a modifier.
    mutating func walkEnvironmentSetter(key: String, nameNode: Int32, args: CallArguments, element: Int32, subjectContainer: Int32, views: Bool) {
        let start = facts.pushes.count
        var fact = EnvironmentActionFact(kind: .key, name: key, location: nameLocation(nameNode))
        for (k, a) in args.enumerated() {
            let isClosure = isClosure(a)
            let view = views ? (isClosure ? isContentClosure(a) : true) : false
            guard k > 0, let v = argumentValue(a) else {
                walkArgument(a, view: view, element: element)
                continue
            }
            if isClosure {
                fact.readsValue = true
                let environment = FileIndexer.environmentValuesType
                walkArgument(a, view: view, element: element, parameters: ClosureParameters(
                    .callbackParameter(environment, argument: key, index: 0, handed: []), .callbackParameter(environment, argument: key, index: 1, handed: [])))
                continue
            }
            // `OpenRouteAction { route in … }`, `NavigateAction(perform: perform)`, or `perform` itself in a modifier.
            var handed: [Int32] = []
            if kind(v) == .call, let callee = tree.firstChild(v), kind(callee) == .identifier, nameStartsUppercase(callee) {
                fact.actionType = tree.typeNamed(byExpression: callee)
                for b in arguments(of: v) {
                    if self.isClosure(b) { fact.readsValue = true } else if let bv = argumentValue(b) { handed.append(bv) }
                }
            } else {
                handed.append(v)
            }
            if owner == "View" || owner.hasSuffix(".View") {
                for h in handed where kind(h) == .identifier {
                    if case .parameter(let i, _) = valueExpr(h) {
                        fact.kind = .relay
                        fact.method = member
                        fact.parameter = Int32(i)
                    }
                }
            }
            walkArgument(a, view: view, element: element)
        }
        if subjectContainer >= 0, let c = region.containers.first(where: { $0.element == subjectContainer }) { fact.container = c.location }
        fact.parameterPushes = parameterPushes(from: start)
        facts.environmentActions.append(fact)
    }

    /// The pushes recorded from index `start` on whose value is the first parameter of a closure handed to a type or a
    /// modifier of the program (`route` of `OpenRouteAction { route in path.append(route) }`, `$0` of `.onNavigate {
    /// path.append($0) }`).
    func parameterPushes(from start: Int) -> [(push: Int32, value: Int32)] {
        var found: [(push: Int32, value: Int32)] = []
        guard start < facts.pushes.count else { return found }
        for p in start..<facts.pushes.count {
            for (k, value) in facts.pushes[p].values.enumerated() {
                switch value.0 {
                case .callbackParameter(_, _, 0, _), .modifierClosureParameter(_, _, _, _, 0): found.append((Int32(p), Int32(k)))
                default: break
                }
            }
        }
        return found
    }

    /// `EnvironmentValues`, whose declared property of a key types the closure set as its value.
    static let environmentValuesType = TypeRef.named(["EnvironmentValues"], generics: [])

    mutating func walkModifier(_ name: String, call: Int32, nameNode: Int32, args: CallArguments, element: Int32, subjectContainer: Int32) {
        guard inRegion else { return }
        // Which modifier, read from the name's bytes: none of these names has a character another one is canonically
        // equal to, so the bytes decide as a String comparison would.
        var which = tree.source.bytes.withUnsafeBufferPointer { b -> UInt8 in
            let n = tree[nameNode]
            return n.nameEnd > n.nameStart ? FileIndexer.modifierKinds.lookup(b.baseAddress!, Int(n.nameStart), Int(n.nameEnd - n.nameStart)) : 0
        }
        // A library's or wrapper's modifier (`nbNavigationDestination`, `flowDestination`), read as the one it stands for.
        if which == 0 && !vocabulary.modifiers.isEmpty, let m = vocabulary.modifiers[name] {
            relabel(args, m)
            which = m.construct == .navigationDestination ? 1 : 2
        }
        switch which {
        case 1:   // navigationDestination
            var kind: DestinationKind = .isPresented
            var parameter: ValueExpr = .unknown
            for a in args {
                guard let v = argumentValue(a) else { continue }
                if hasLabel(a, "for") {
                    if let t = tree.typeOfSelfExpression(v), !(!genericNames.isEmpty && (t.simpleName.map { genericNames.contains($0) } ?? false)) {
                        kind = .forType(t)
                        parameter = .typed(t)
                    } else {
                        kind = .forType(.other)
                    }
                } else if hasLabel(a, "item") {
                    let item = valueExpr(v)
                    kind = .item(item)
                    parameter = .unwrap(item)
                }
            }
            let content = addElement(.destinationContent, parent: element, name: name, at: nameNode)
            region.destinations.append(DestinationFact(kind: kind, element: element, contentElement: content,
                                                       attachedToContainer: subjectContainer, location: nameLocation(nameNode)))
            for a in args {
                if isClosure(a) {
                    walkArgument(a, view: true, element: content, parameters: ClosureParameters(parameter))
                } else {
                    walkArgument(a, view: false, element: element)
                }
            }
        case 2:   // sheet, fullScreenCover, popover
            let content = addElement(.presentation, parent: element, name: name, at: nameNode)
            if content >= 0 && Int(content) < region.elements.count { region.elements[Int(content)].location = nameLocation(nameNode) }
            var parameter: ValueExpr = .unknown
            for a in args where hasLabel(a, "item") {
                if let v = argumentValue(a) { parameter = .unwrap(valueExpr(v)) }
            }
            for a in args {
                if isClosure(a) && !hasLabel(a, "onDismiss") {
                    walkArgument(a, view: true, element: content, parameters: ClosureParameters(parameter))
                } else {
                    // `sheet(isPresented: isPresented, content: content)`: content handed in, shown in the sheet.
                    if let n = contentNameArgument(a), !hasLabel(a, "onDismiss") {
                        region.contentSinks.append(ContentSink(name: n, element: content))
                        recordedContentArguments.append(a)
                    } else if hasLabel(a, "content"), inRegion, let v = argumentValue(a), kind(v) == .identifier, tree.nameIsOne(of: viewMembers, v) {
                        // `sheet(isPresented: $sharing, content: makeShareSheet)`: the view's own view-code method, shown in the sheet.
                        region.uses.append(ViewUse(target: .member(tree.name(v)), element: content, arguments: [], location: location(v)))
                    }
                    walkArgument(a, view: false, element: element)
                }
            }
        case 3:   // navigationViewStyle
            // `.navigationViewStyle(.stack)` or `StackNavigationViewStyle()`: the stack style of NavigationView.
            if let a = args.first, let v = argumentValue(a) {
                let isStack = (kind(v) == .memberAccess && tree.nameIs(v, "stack"))
                    || (kind(v) == .call && tree.firstChild(v).map { tree.nameIs($0, "StackNavigationViewStyle") } == true)
                // On a NavigationView the style is part of that one mistake, reported at the NavigationView (docs/navigation.md#s9).
                let onNavigationView = subjectContainer >= 0 && region.elements[Int(subjectContainer)].kind == .navigationView
                let onStack = subjectContainer >= 0 && region.elements[Int(subjectContainer)].kind == .stack
                if isStack && !onNavigationView {
                    region.deprecatedUses.append(DeprecatedUseFact(api: onStack ? .stackStyleOnStack : .stackStyle, location: nameLocation(nameNode),
                                                                   isFallback: inAvailabilityFallback))
                }
            }
            for a in args { walkArgument(a, view: false, element: element) }
        case 4:   // modifier
            if let a = args.first, let v = argumentValue(a), kind(v) == .call, let callee = tree.firstChild(v) {
                // `CardStyle()`, `Routing.HomeDestinations()`, `RouteDestinations<ProfileRoute, Text>(…)`.
                if let t = tree.typeNamed(byExpression: callee) {
                    recordContentHandedOn(arguments(of: v), element: element)
                    region.uses.append(ViewUse(target: .modifierType(t), element: element, arguments: [], location: nameLocation(nameNode)))
                }
            }
            for a in args { walkArgument(a, view: false, element: element) }
        default:
            // Callers come here with names `words` does not list as common or action modifiers: only a name with a
            // character that is not ASCII may yet be equal to one of them as a String (the Kelvin sign is `K`).
            let ascii = name.utf8.allSatisfy { $0 < 0x80 }
            if !ascii && FileIndexer.actionModifiers.contains(name) {
                for a in args { walkArgument(a, view: false, element: element) }
                return
            }
            guard ascii || !FileIndexer.commonModifiers.contains(name) else {
                for a in args { walkArgument(a, view: isClosure(a) ? isContentClosure(a) : true, element: element) }
                return
            }
            let at = nameLocation(nameNode)
            recordContentHandedOn(args, element: element)
            region.uses.append(ViewUse(target: .modifier(name), element: element, arguments: [], location: at))
            // View content handed to a modifier the app may have written (`.halfSheet { Share() }`): the modifier
            // decides where it is shown (`ViewGraph.detachForwardedContent`).
            var handed: (labels: [String], values: [ValueExpr])?
            // Applied to a navigation container with a closure, the modifier may set an environment action from it
            // (`.onNavigate { path.append($0) }`): what the closure pushes of its first parameter is recorded.
            let start = facts.pushes.count
            var closures = false
            defer {
                if closures && subjectContainer >= 0, let c = region.containers.first(where: { $0.element == subjectContainer }) {
                    var fact = EnvironmentActionFact(kind: .modifier, name: name, location: at)
                    fact.container = c.location
                    fact.parameterPushes = parameterPushes(from: start)
                    facts.environmentActions.append(fact)
                }
            }
            for a in args {
                if isClosure(a) { closures = true }
                let content = isClosure(a) && isContentClosure(a)
                var target = element
                if content {
                    target = addElement(.modifierContent, parent: element, name: name, at: nameNode)
                    if target != element {
                        region.elements[Int(target)].location = at
                        if let l = label(a) { region.contentArguments.append(ContentArgument(element: target, label: l)) }
                    }
                }
                var parameters = ClosureParameters()
                if isClosure(a) {
                    pendingSubjectModifier = name
                    if handed == nil { handed = handedValues(args) }
                    parameters = modifierClosureParameters(name, a, args, handed: handed!)
                }
                walkArgument(a, view: isClosure(a) ? isContentClosure(a) : true, element: target, parameters: parameters)
                pendingSubjectModifier = nil
            }
        }
    }
}
