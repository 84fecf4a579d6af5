// Navigation libraries and an app's own wrappers, read as the SwiftUI constructs they stand for.

import NavLintSupport
import NavLintSyntax

/// The SwiftUI construct a library's or an app's name stands for.
public enum SwiftUIConstruct: String, Sendable, CaseIterable {
    case navigationStack = "NavigationStack"
    case navigationLink = "NavigationLink"
    case navigationDestination = "navigationDestination"
    case sheet, fullScreenCover, popover

    /// Is it written as a view (`Name(…)`), or as a modifier (`.name(…)`)?
    public var isView: Bool { self == .navigationStack || self == .navigationLink }
}

/// A name mapped onto a SwiftUI construct, with its argument labels mapped onto the construct's ("_": unlabelled).
public struct ConstructMapping: Sendable, Hashable {
    public var construct: SwiftUIConstruct
    /// The wrapper's label -> the construct's label; a label not listed is read as it is written.
    public var labels: [String: String]
    /// Only when the argument labelled `style:` is `.push` (FlowStacks' `FlowLink`): other styles present a sheet.
    var onlyPushStyle = false
    /// The name's trailing closure, with any `destination:` closure, maps every value the stack is given (an exhaustive
    /// `switch` over the screen): FlowStacks' `Router`, The Composable Architecture's `NavigationStack(path:…) { } destination: { }`.
    var destinationClosureMapsAll = false
    /// A stack made to be nested (`ContainerFact.nestsByDesign`).
    var nestsByDesign = false

    public init(construct: SwiftUIConstruct, labels: [String: String] = [:]) {
        self.construct = construct
        self.labels = labels
    }
}

/// The navigation libraries NavLint knows, recognised in a file that imports them.
public enum NavigationLibrary: String, Sendable, CaseIterable {
    case navigationBackport = "NavigationBackport"
    case flowStacks = "FlowStacks"
    case composableArchitecture = "ComposableArchitecture"

    /// Views the library defines, by name.
    var views: [String: ConstructMapping] {
        switch self {
        case .navigationBackport:
            return ["NBNavigationStack": ConstructMapping(construct: .navigationStack),
                    "NBNavigationLink": ConstructMapping(construct: .navigationLink)]
        case .flowStacks:
            // `FlowStack($routes, withNavigation: true) { … }`; `FlowLink(value: x, style: .push) { … }`.
            var link = ConstructMapping(construct: .navigationLink)
            link.onlyPushStyle = true
            // FlowStacks 1: `Router($routes) { screen, index in switch screen { … } }` builds every screen, the root included.
            var router = ConstructMapping(construct: .navigationStack, labels: ["_": "path"])
            router.destinationClosureMapsAll = true
            router.nestsByDesign = true
            var stack = ConstructMapping(construct: .navigationStack, labels: ["_": "path"])
            stack.nestsByDesign = true
            return ["FlowStack": stack, "FlowLink": link, "Router": router]
        case .composableArchitecture:
            // `NavigationLink(state: Path.State.detail(…))` pushes a value onto the store's stack.
            var stack = ConstructMapping(construct: .navigationStack)
            stack.destinationClosureMapsAll = true
            return ["NavigationLink": ConstructMapping(construct: .navigationLink, labels: ["state": "value"]), "NavigationStack": stack]
        }
    }

    /// Modifiers the library defines, by name.
    var modifiers: [String: ConstructMapping] {
        switch self {
        case .navigationBackport: return ["nbNavigationDestination": ConstructMapping(construct: .navigationDestination)]
        case .flowStacks: return ["flowDestination": ConstructMapping(construct: .navigationDestination)]
        case .composableArchitecture: return [:]
        }
    }

    /// Methods of paths and routes arrays that push their argument (`path.push(x)`, `routes.push(.detail)`).
    var pushMethods: [String] {
        switch self {
        case .navigationBackport, .flowStacks: return ["push"]
        case .composableArchitecture: return []
        }
    }

    /// Methods of a routes array that present their argument (`routes.presentSheet(.share)`, with `withNavigation:` or
    /// FlowStacks 1's `embedInNavigationView:`): the value goes on the array as a `Route` shown as a sheet or cover.
    var presentMethods: [String: PushStyle] {
        switch self {
        case .flowStacks: return ["presentSheet": .sheet, "presentCover": .cover]
        case .navigationBackport, .composableArchitecture: return [:]
        }
    }

    /// Methods of a routes array that go back: one screen or layer (`goBack()`, `pop()`, `dismiss()`: a `removeLast`
    /// that checks the count itself), or to the root (`goBackToRoot()`, `popToRoot()`, `dismissAll()`: a reset).
    var backMethods: [String: PushOperation] {
        switch self {
        case .flowStacks:
            return ["goBack": .removeLast, "pop": .removeLast, "dismiss": .removeLast,
                    "goBackToRoot": .reset, "popToRoot": .reset, "dismissAll": .reset]
        case .navigationBackport, .composableArchitecture: return [:]
        }
    }

    /// Path types the library defines that SwiftUI's `NavigationPath` stands for: built the same ways (`NBNavigationPath()`,
    /// `NBNavigationPath([a, b])`, `FlowPath(codable)`) and saved through the same `codable` property, nil in the same case
    /// (a value that is not Codable).
    var pathTypes: [String] {
        switch self {
        case .navigationBackport: return ["NBNavigationPath"]
        case .flowStacks: return ["FlowPath"]
        case .composableArchitecture: return []
        }
    }

    /// `NavigationPath` and the libraries' path types that stand for it.
    public static let typeErasedPaths: Set<String> = Set(["NavigationPath"] + allCases.flatMap(\.pathTypes))

    /// Their saved forms (`NavigationPath.CodableRepresentation`, `FlowPath.CodableRepresentation`).
    public static let pathRepresentations: Set<String> = Set(typeErasedPaths.map { $0 + ".CodableRepresentation" })

    /// Does the file's import (`ComposableArchitecture`, `struct NavigationBackport.NBNavigationStack`) name the library?
    static func imported(by module: String) -> NavigationLibrary? { NavigationLibrary(rawValue: module) }
}

/// The names an indexer reads as SwiftUI constructs besides SwiftUI's own: an app's declared wrappers and, in files that
/// import them, the libraries'.
public struct NavigationVocabulary: Sendable {
    public var views: [String: ConstructMapping] = [:]
    public var modifiers: [String: ConstructMapping] = [:]
    public var pushMethods: Set<String> = []
    /// FlowStacks' routes arrays hold `Route<Screen>`: `routes.push(.detail)` names a case of `Screen`, not of the
    /// array's element type, so an implicit member pushed is not typed by the array.
    var pushWrapsInRoute = false
    /// `routes.presentSheet(x)`: a routes array's methods that present (FlowStacks).
    var presentMethods: [String: PushStyle] = [:]
    /// `routes.goBack()`, `routes.goBackToRoot()`: a routes array's methods that go back (FlowStacks).
    var backMethods: [String: PushOperation] = [:]
    /// The Composable Architecture: `Reduce { state, action in … }` changes the feature's `State` (`state.path.append(x)`).
    var readsReducers = false
    /// Names of path types read as `NavigationPath` besides its own (`NBNavigationPath` where NavigationBackport is imported).
    var pathTypes: [String] = []

    public init() {}

    public var isEmpty: Bool { views.isEmpty && modifiers.isEmpty && pushMethods.isEmpty }

    /// An app's wrappers, by name: a view (`NavigationStack`, `NavigationLink`) or a modifier (the others).
    public init(wrappers: [String: ConstructMapping]) {
        for (name, m) in wrappers {
            if m.construct.isView { views[name] = m } else { modifiers[name] = m }
        }
    }

    /// The app's wrappers with the libraries' names added (a library's name wins over a wrapper of the same name only
    /// where the wrapper maps nothing).
    func adding(_ library: NavigationLibrary) -> NavigationVocabulary {
        var v = self
        v.views.merge(library.views) { app, _ in app }
        v.modifiers.merge(library.modifiers) { app, _ in app }
        v.pushMethods.formUnion(library.pushMethods)
        v.pathTypes += library.pathTypes
        v.presentMethods.merge(library.presentMethods) { a, _ in a }
        v.backMethods.merge(library.backMethods) { a, _ in a }
        if library == .flowStacks { v.pushWrapsInRoute = true }
        if library == .composableArchitecture { v.readsReducers = true }
        return v
    }
}

extension FileIndexer {
    /// The libraries the file imports (`import FlowStacks`, `@_exported import NavigationBackport`,
    /// `import struct ComposableArchitecture.StoreOf`), top-level and in `#if` blocks.
    func importedLibraries() -> [NavigationLibrary] {
        var result: [NavigationLibrary] = []
        var stack: [Int32] = [tree.root]
        while let n = stack.popLast() {
            for item in children(n) {
                switch kind(item) {
                case .importDecl:
                    // The module is the first component of the path after an optional kind keyword.
                    // `import struct Foundation.Date`: a kind keyword, then the path.
                    let words = name(item).split(whereSeparator: { $0 == " " || $0 == "\t" })
                    if let path = words.count > 1 ? words[1] : words.first, let module = path.split(separator: ".").first,
                       let library = NavigationLibrary.imported(by: String(module)), !result.contains(library) {
                        result.append(library)
                    }
                case .ifConfig:
                    stack.append(item)
                default:
                    // `#if` clauses are children of the `#if`.
                    if n != tree.root && kind(n) == .ifConfig { stack.append(item) }
                }
            }
        }
        return result
    }

    /// The argument label the construct reads for `arg`: the wrapper's label mapped (`relabelled`), else as written.
    @inline(__always)
    func readLabel(_ arg: Int32) -> String? { relabelled.isEmpty ? label(arg) : relabelled[arg] ?? label(arg) }

    /// Maps the arguments of a library's or wrapper's call onto the construct's labels (see `relabelled`).
    mutating func relabel(_ args: CallArguments, _ mapping: ConstructMapping) {
        guard !mapping.labels.isEmpty else { return }
        var sawUnlabelled = false
        for a in args {
            // "_" is the first unlabelled argument that is not a closure (`FlowStack($routes) { … }`: `$routes`).
            let written: String
            if tree[a].hasName {
                written = name(a)
            } else if !sawUnlabelled && !isClosure(a) {
                sawUnlabelled = true
                written = "_"
            } else {
                continue
            }
            if let to = mapping.labels[written] { relabelled[a] = to }
        }
    }

    /// `style: .push` (or no style: FlowLink's default is not documented, so a FlowLink without one is not read).
    func isPushStyle(_ args: CallArguments) -> Bool {
        guard let a = argument("style", in: args), let v = argumentValue(a) else { return false }
        return kind(v) == .memberAccess && tree.firstChild(v) == nil && tree.nameIs(v, "push")
    }
}
