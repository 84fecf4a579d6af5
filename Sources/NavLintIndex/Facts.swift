// Navigation facts of one file: declarations, view code regions, links, destinations, containers, pushes.

import NavLintSupport
import NavLintSyntax

/// A position in a file, as users read it.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var file: Int32       // index into the run's file list
    public var line: Int32
    public var column: Int32

    public init(file: Int32, line: Int32, column: Int32) {
        self.file = file; self.line = line; self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A type as written in source: `Recipe`, `Route.Settings`, `[Recipe]`, `Recipe?`, `Page<Item>`.
/// Only the cases that hold a type directly are boxed: a named type (the most common) is made without an allocation.
public enum TypeRef: Hashable, Sendable {
    case named([String], generics: [TypeRef])
    indirect case optional(TypeRef)
    indirect case array(TypeRef)
    indirect case dictionary(TypeRef, TypeRef)
    case tuple([TypeRef], labels: [String?])  // `(category: Category, total: Decimal)`: labels nil where none is written
    /// `(Tag) -> Void`: the parameters' types and the result type (`() -> Void` is an action, `() -> Content` view content).
    indirect case function(parameters: [TypeRef], result: TypeRef)
    indirect case opaque(TypeRef)          // some P / any P
    indirect case metatype(TypeRef)
    case composition([TypeRef])   // A & B
    case other

    /// The last component of a named type.
    public var simpleName: String? {
        if case .named(let path, _) = self { return path.last }
        return nil
    }

    public var unwrapped: TypeRef {
        if case .optional(let t) = self { return t.unwrapped }
        return self
    }

    /// Does the type name one of `names` (generic parameters) as a whole or in a part?
    public func mentions(_ names: Set<String>) -> Bool {
        switch self {
        case .named(let path, let generics):
            return (path.first.map { names.contains($0) } ?? false) || generics.contains { $0.mentions(names) }
        case .optional(let x), .array(let x), .opaque(let x), .metatype(let x):
            return x.mentions(names)
        case .function(let parameters, let result):
            return result.mentions(names) || parameters.contains { $0.mentions(names) }
        case .dictionary(let k, let v):
            return k.mentions(names) || v.mentions(names)
        case .tuple(let items, _), .composition(let items):
            return items.contains { $0.mentions(names) }
        case .other:
            return false
        }
    }

    public var description: String {
        var text = ""
        append(to: &text)
        return text
    }

    /// Appends `description` to `text`: a signature appends each parameter's type to one string, with no string made
    /// for each part of a type to join.
    package func append(to text: inout String) {
        switch self {
        case .named(let path, let generics):
            for k in path.indices {
                if k > 0 { text += "." }
                text += path[k]
            }
            if !generics.isEmpty {
                text += "<"
                TypeRef.append(generics, separator: ", ", to: &text)
                text += ">"
            }
        case .optional(let t):
            t.append(to: &text)
            text += "?"
        case .array(let t):
            text += "["
            t.append(to: &text)
            text += "]"
        case .dictionary(let k, let v):
            text += "["
            k.append(to: &text)
            text += ": "
            v.append(to: &text)
            text += "]"
        case .tuple(let ts, _):
            text += "("
            TypeRef.append(ts, separator: ", ", to: &text)
            text += ")"
        case .function:
            text += "(function)"
        case .opaque(let t):
            text += "some "
            t.append(to: &text)
        case .metatype(let t):
            t.append(to: &text)
            text += ".Type"
        case .composition(let ts):
            TypeRef.append(ts, separator: " & ", to: &text)
        case .other:
            text += "?"
        }
    }

    private static func append(_ types: [TypeRef], separator: String, to text: inout String) {
        for k in types.indices {
            if k > 0 { text += separator }
            types[k].append(to: &text)
        }
    }
}

/// A value expression in symbolic form: what the indexer could read of a pushed or linked value,
/// with local names already replaced by what they stand for. `Analysis` finishes the job with the
/// types of all files.
public indirect enum ValueExpr: Hashable, Sendable {
    case literal(TypeRef)                            // "x", 1, 2.0, true
    case typed(TypeRef)                              // a value whose type is written (annotation, parameter, `Type(...)`)
    /// `Page(items: packs, number: 1)`: a construction with arguments of a type written without generic arguments (the
    /// analysis reads a generic type's arguments from the values handed to its initializer); labels "_" where none.
    case constructed(TypeRef, labels: [String], values: [ValueExpr])
    /// The parameter `index` of a closure handed to a view of the program (`NoteRow(note: n) { tag in … }`,
    /// `TagCloud(onSelect: { $0 … })`): of the type the view declares for that argument (`argument`: its label, nil for a
    /// trailing closure: the view's last closure-typed one). `handed`: the values of the construction's arguments that
    /// are not closures (what a view NavLint does not see may hand back).
    case callbackParameter(TypeRef, argument: String?, index: Int, handed: [ValueExpr])
    /// The parameter `index` of a closure handed to a modifier the program declares in a `View` extension
    /// (`.appCover($photo) { photo in … }`, `.onOpenRoute { route in … }`): of the type the modifier declares for it,
    /// its generic parameters fixed by the values handed to the other arguments (`labels`, "_" where none; `argument`:
    /// the closure's label, nil for a trailing closure).
    case modifierClosureParameter(String, labels: [String], values: [ValueExpr], argument: String?, index: Int)
    case selfProperty(String)                        // `recipe`, `self.recipe` in a type's code
    case selfValue                                   // `self` in a type's code
    case member(ValueExpr, String)                   // `item.recipe`
    case typeMember(TypeRef, String)                 // `Color.mint`, `Route.settings`, `Route.Settings.profile`
    case typeMemberCall(TypeRef, String)             // `Route.detail(id)`, `Recipe.make()`
    case implicitMember(String)                      // `.detail(id)`, typed by its context
    case call(ValueExpr, String)                     // `model.makeRoute()`: a method of the base's type
    case freeCall(String)                            // `colorOfTheDay()`: a function by name
    case elementOf(ValueExpr)                        // `for x in items`, `ForEach(items) { x in }`
    case subscripted(ValueExpr)                      // `items[i]` (an element), `byID[id]` (a dictionary's value)
    case labelledSubscript(ValueExpr, labels: [String])  // `items[safe: i]`: a subscript the program declares ("_": no label)
    case unwrap(ValueExpr)                           // `if let x = opt`, `x!`, `x?`
    case associatedValue(ValueExpr, caseName: String, index: Int, label: String?)  // `case .detail(let item)`
    case array([ValueExpr])                          // `[a, b]`
    case parameter(Int, TypeRef?)                    // the enclosing function's parameter (push wrappers)
    case transformed(ValueExpr, method: String, result: ValueExpr)  // `items.map { $0.route }`, `compactMap(\.parent)`
    case elementOrWrapped(ValueExpr)                 // the parameter of such a closure: an element, or an optional's value
    case oneOf([ValueExpr])                          // `c ? a : b`, `if`/`switch` expressions: every branch
    case coalesce(ValueExpr, ValueExpr)              // `a ?? b`
    case standardCollection(String, ValueExpr)       // `Array(x)`, `Set(x)`: the collection and an element's value
    case zipped(ValueExpr, ValueExpr)                // `zip(a, b)`
    case arithmetic(ValueExpr, ValueExpr)            // `n + 1`, `a * b`
    case routed(ValueExpr)                           // FlowStacks' `routes.push(x)`: a `Route` showing the screen `x`
    case nilLiteral
    case unknown

    /// The type written directly in the expression, when there is one.
    public var writtenType: TypeRef? {
        switch self {
        case .literal(let t), .typed(let t), .constructed(let t, _, _): return t
        case .parameter(_, let t): return t
        default: return nil
        }
    }
}

/// How a declaration's property is declared.
public struct PropertyDecl: Sendable {
    public var name: String
    public var type: TypeRef?
    public var initializer: ValueExpr?
    /// The property wrapper without `@`: State, Binding, StateObject, ObservedObject, EnvironmentObject, Environment, Bindable, Published, SceneStorage …
    public var wrapper: String?
    /// `@Environment(Router.self)`: the type read from the environment.
    public var wrapperType: TypeRef?
    public var isStatic: Bool
    public var location: SourceLocation
    /// `@Environment(\.theme)`: the key read from the environment (`theme`), a property of `EnvironmentValues`.
    public var environmentKey: String?
    /// Declared with `let`.
    public var isLet = false
    /// `var isDetail = false`, `var style: CellStyle = .full`: the literal or enum case it starts with (`FlagValue`).
    public var initialFlag: String? = nil

    /// Does the property hold a binding a parent hands in: `@Binding var path`, or `let path: Binding<NavigationPath>`
    /// (changed through `path.wrappedValue`)?
    public var holdsBinding: Bool { wrapper == "Binding" || (wrapper == nil && FileIndexer.isBinding(type)) }
}

public struct EnumCaseDecl: Sendable {
    public var name: String
    public var associated: [(label: String?, type: TypeRef)]
    public var location: SourceLocation
}

public struct ParameterDecl: Sendable {
    public var label: String?       // nil for `_`
    public var name: String
    public var type: TypeRef?
    /// `into path: inout NavigationPath`: the caller hands in a variable of its own (`&path`), which the function changes.
    public var isInout = false
    /// `isDetail: Bool = false`, `style: CellStyle = .full`: the literal or enum case it defaults to (`FlagValue`).
    public var defaultFlag: String? = nil
    /// `_ routes: Route...` or a parameter pack `_ routes: repeat each Route`: a call hands it any number of arguments;
    /// `type` is then one element's.
    public var isVariadic = false
}

public struct MethodDecl: Sendable {
    public var name: String
    /// Parameter labels and types, as in `FunctionKey.signature`.
    public var signature: String { MethodDecl.signature(of: parameters) }
    /// The signature of a parameter list (the indexer makes a function's only when a fact needs it; the analysis
    /// compares `signature` with it). Built by appending to one string, with no piece per parameter to join: a short
    /// signature (`_:Route`) needs no allocation.
    package static func signature(of parameters: [ParameterDecl]) -> String {
        var result = ""
        for k in parameters.indices {
            if k > 0 { result += "," }
            result += parameters[k].label ?? "_"
            result += ":"
            if let type = parameters[k].type { type.append(to: &result) } else { result += "?" }
        }
        return result
    }
    public var parameters: [ParameterDecl]
    public var returnType: TypeRef?
    public var isStatic: Bool
    public var isAsync: Bool
    public var location: SourceLocation
    /// `func wrap<Value>(…)`: the method's own generic parameters (its result may be any type a caller picks).
    public var genericParameterNames: [String] = []
}

public enum DeclKind: UInt8, Sendable {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
}

/// A type declaration or an extension, with its members.
/// A class: facts are written once by the indexer and then only read, and copies of a declaration (every
/// lookup walks a type's declarations) must cost one retain, not one per field.
public final class TypeDecl: Sendable {
    /// The qualified name as written (`Outer.Inner`); for an extension, the extended type as written.
    public let name: String
    /// Names of the enclosing types, innermost last (for resolving nested names).
    public let lexicalParents: [String]
    public let kind: DeclKind
    public let inherits: [TypeRef]
    public let attributes: [String]
    public let properties: [PropertyDecl]
    public let cases: [EnumCaseDecl]
    public let methods: [MethodDecl]
    /// `subscript(safe index: Int) -> Element?`: each as a method named `subscript`.
    public let subscripts: [MethodDecl]
    public let location: SourceLocation
    /// `extension X where …`: conditional conformances count too.
    public let isConditional: Bool
    public let genericParameterNames: [String]
    /// The platforms of the `#if os(…)` clauses around the declaration (a type declared once per platform is one type).
    public let platforms: Platforms

    /// Immutable once made (its fields are `let`): readers on several threads need no exclusivity checks.
    public init(name: String, lexicalParents: [String], kind: DeclKind, inherits: [TypeRef], attributes: [String],
                location: SourceLocation, isConditional: Bool = false, genericParameterNames: [String] = [],
                properties: [PropertyDecl] = [], cases: [EnumCaseDecl] = [], methods: [MethodDecl] = [], subscripts: [MethodDecl] = [],
                platforms: Platforms = .all) {
        self.name = name
        self.lexicalParents = lexicalParents
        self.kind = kind
        self.inherits = inherits
        self.attributes = attributes
        self.location = location
        self.isConditional = isConditional
        self.genericParameterNames = genericParameterNames
        self.properties = properties
        self.cases = cases
        self.methods = methods
        self.platforms = platforms
        self.subscripts = subscripts
    }
}

public struct TypeAliasDecl: Sendable {
    public var name: String              // qualified
    public var lexicalParents: [String]
    public var target: TypeRef
    /// `typealias Routes<Screen> = [Route<Screen>]`: the alias's own generic parameters.
    public var genericParameterNames: [String] = []
}

// MARK: - View code

/// Kinds of places in view code that matter for navigation scopes.
public enum ElementKind: UInt8, Sendable {
    case root                 // the top of a view-code region
    case stack                // NavigationStack { … }
    case splitView            // NavigationSplitView
    case column               // one closure of a split view (aux: 0 sidebar, 1 content / detail, 2 detail)
    case navigationView       // NavigationView { … } (legacy)
    case lazy                 // content of List, Form, LazyVStack, LazyVGrid, … (name: the container)
    case forEach
    case presentation         // content of sheet / fullScreenCover / popover (name: which)
    case destinationContent   // the view a navigationDestination pushes
    case viewLinkContent      // the view a view-destination NavigationLink pushes
    case tabView
    case conditional          // a branch of `if` / `switch` in view code: live only when its condition holds
    case forwarded            // content handed to an app's own view (`RouterStack { Home() }`): placed where it decides
    case modifierContent      // content closure of a modifier SwiftUI's list here lacks (`.halfSheet { Share() }`)

    /// Does this element start a new navigation context or a new pushed page?
    public var isBoundary: Bool {
        switch self {
        case .stack, .splitView, .column, .navigationView, .presentation, .destinationContent, .viewLinkContent: return true
        default: return false
        }
    }

    public var isContainer: Bool { self == .stack || self == .splitView || self == .navigationView }
}

public struct ViewElement: Sendable {
    public var kind: ElementKind
    /// The platforms the element exists on: those of the `#if os(…)` clauses around it, in its region and around the
    /// region's declaration (all when there is none).
    public var platforms: Platforms = .all
    public var parent: Int32          // -1 for the region root
    public var name: String           // the construct's name (List, sheet, NavigationStack …)
    public var aux: Int32             // column index, or index into `containers`
    public var location: SourceLocation
}

/// Where a view-code region comes from.
public enum RegionKind: UInt8, Sendable {
    case body                 // `var body` of a View, or any other `some View` member
    case viewModifierBody     // `func body(content:)` of a ViewModifier
    case viewExtension        // a `some View` function in `extension View` (an app-written modifier)
    case app                  // `var body: some Scene` of the @main App
}

/// What a place in view code instantiates or applies.
public enum ViewUseTarget: Hashable, Sendable {
    case type(TypeRef)           // `HomeView()`, `RowView(item: x)`
    case member(String)          // `header`, `row(item)`: a view-code member of the same type
    case modifier(String)        // `.withAppRouter()`: maybe an app-written View extension
    case modifierType(TypeRef)   // `.modifier(CardStyle())`
    case opaque                  // `content()`, `content`, `coordinator.build(page:)`: views NavLint cannot follow
    /// `Text`, `VStack`: a SwiftUI view by its name. The view graph reads it as the program's own type of that name when
    /// the program declares one (`struct TimelineView: View`), and as SwiftUI's view, which brings nothing in, otherwise.
    case builtInView(String)
    /// `dismiss()`, `header`, `router.view(for: r)`: a name of the owner (a property, a method; `member`: the method
    /// called on it) that the analysis looks up in the program: view code it composes, code that shows no view, or else
    /// a view it cannot follow (docs/model.md#incomplete).
    case named(String, member: String?)
    /// `route.view(coordinator: c)`, with `route` a local or parameter of a written type (the closure parameter of
    /// `navigationDestination(for: Route.self) { route in … }`): the view code of that name of the type, when it declares
    /// a method of that name; else the type's own view (a modifier applied to a View-typed value).
    case method(TypeRef, name: String)
    /// `.if(c) { view in view.bold() }`: the parameter an app-written modifier hands its closure (named here), shown
    /// as a view: the view it modifies, when the program declares a View extension function of that name. Unless the
    /// modifier declares that parameter of a type of the program (`.appCover($item) { item in item.view() }`): then
    /// `member` of that `value`, as `.value`.
    case subject(modifier: String, value: ValueExpr, member: String?)
    /// `screen.destination`, `rawOutput.outputView`: a property or method (`member`) of a local or closure parameter
    /// whose value is read but whose type is not written: the analysis types the value and looks the member up.
    case value(ValueExpr, member: String)
}

public struct ViewUse: Sendable {
    public var target: ViewUseTarget
    public var element: Int32
    public var arguments: [(label: String?, value: ValueExpr)]
    public var location: SourceLocation
    /// Where each of `arguments` starts (its first character), in the same order.
    public var argumentLocations: [SourceLocation] = []
    /// How many arguments the construction passes besides content closures (`FeedView()`: 0).
    public var valueArgumentCount: Int32 = 0
}

/// The arguments of one construction of a type in view code (`MediaCard(title: t, destination: movie)`) that are not
/// closures, with their labels ("_" where none), in order: the analysis reads a generic view's arguments from them.
/// Kept beside the region's uses, not in them: uses are copied often, and most constructions need none of this.
public struct ConstructionArguments: Sendable {
    /// The construction's index in the region's `uses`.
    public var use: Int32
    public var arguments: [(label: String, value: ValueExpr)]
}

public enum LinkKind: UInt8, Sendable {
    case value                // NavigationLink(value:)
    case view                 // NavigationLink { Dest() } label: { }, NavigationLink("T", destination: D())
    case deprecatedIsActive   // NavigationLink(destination:isActive:…)
    case deprecatedSelection  // NavigationLink(tag:selection:…)
}

public struct LinkFact: Sendable {
    public var kind: LinkKind
    public var element: Int32           // where the link is
    public var value: ValueExpr?        // value links
    public var valueLocation: SourceLocation?
    public var contentElement: Int32    // view links: the element holding the destination view, else -1
    public var location: SourceLocation // the `NavigationLink` token
    /// A call of an initializer the app declares (`extension NavigationLink { init(_:value:icon:destination:) }`):
    /// its non-closure arguments, which the analysis hands to that initializer to find the value it links.
    public var appInitializer: LinkArguments? = nil
    /// `NavigationLink(value: x) { … }.tag(y)`: the row's tag, the value a `List(selection:)` around it selects.
    public var tag: ValueExpr? = nil

    /// A link that pushes the view it holds (not a value): its content is a page of the stack.
    public var pushesView: Bool { kind != .value && contentElement >= 0 }
}

/// The non-closure arguments of a call, in order.
public struct LinkArguments: Sendable {
    public var labels: [String?]
    public var values: [ValueExpr]
}

/// An initializer the app declares in `extension NavigationLink`, and the initializer it calls in turn
/// (`self.init(value: Frame(page: page), label: label)`, `self.init(destination) { … }`). Parameter values in
/// `call` are `.parameter(i, _)`, `i` an index into `parameters`.
public struct LinkInitializerFact: Sendable {
    public var parameters: [ParameterDecl]
    public var call: LinkArguments
    public var location: SourceLocation   // the `self.init` call

    /// The labels of its parameters that take values (not closures), with each one's index in `parameters`.
    public var valueParameters: [(label: String?, index: Int)] {
        parameters.indices.compactMap { i in
            if case .function? = parameters[i].type { return nil }
            return (parameters[i].label, i)
        }
    }
}

public enum DestinationKind: Sendable, Hashable {
    case forType(TypeRef)
    case isPresented
    case item(ValueExpr)
}

public struct DestinationFact: Sendable {
    public var kind: DestinationKind
    public var element: Int32           // where the modifier applies
    public var contentElement: Int32    // the destinationContent element
    /// When the modifier is applied directly to a navigation container (misplaced), that container's element.
    public var attachedToContainer: Int32
    public var location: SourceLocation // the `navigationDestination` name token
    /// A library's closure that builds a page for every value of its stack (FlowStacks' `Router { screen, _ in … }`, The
    /// Composable Architecture's `NavigationStack(path:) { … } destination: { … }`): registered for every type.
    public var mapsEveryValue = false

    /// `isPresented:` / `item:`: the destination pushes its own content (a `for:` registration maps pushed values).
    public var pushesView: Bool {
        if case .forType = kind { return false }
        return true
    }
}

/// A reference to a property that may hold a navigation path: `path`, `self.path`, `model.path`, `$router.destination`.
public indirect enum PathRef: Hashable, Sendable {
    case selfProperty(String)
    case member(ValueExpr, String)
    case local(String)
    /// The enclosing function's `inout` or `Binding` parameter at this index (`func open(_ url: URL, into path: inout
    /// NavigationPath)`, `on path: Binding<NavigationPath>`): the path each caller hands in with `&` or `$`
    /// (`CallFact.inoutTargets`).
    case parameter(Int)
    /// The value a method of an extension of a path type is called on: `self` of `extension NavigationPath { mutating func
    /// show(_ r: Route) { append(r) } }` (or of `extension Array where Element == Route`), `wrappedValue` of `extension
    /// Binding where Value == NavigationPath`: the path each call names as its receiver (`path.show(r)`, `$path.push(r)`).
    case receiver
}

/// A computed property of `owner` whose value is `Binding(get: { target }, set: …)`: a binding of `target`.
public struct BindingAliasFact: Sendable {
    public var owner: String
    public var property: String
    public var target: PathRef
}

public struct ContainerFact: Sendable {
    public var element: Int32
    public var kind: ElementKind
    public var path: PathRef?           // the binding handed to NavigationStack(path:)
    public var location: SourceLocation
    /// A `path:` argument was given, whether or not NavLint could read which property it binds.
    public var hasPathArgument = false
    /// A library's stack made to be nested in another (FlowStacks' `FlowStack`, `Router`: a child flow hands its
    /// screens to its parent's navigation): nested-navigation-stack does not apply to it.
    public var nestsByDesign = false
}

/// One `case` of a `switch` in view code: which enum cases it matches (empty for `default`), over what.
public struct SwitchCaseFact: Sendable {
    public var element: Int32           // the branch's `.conditional` element
    public var subject: ValueExpr
    public var caseNames: [String]
    public var location: SourceLocation // the `case` keyword
}

/// A Boolean a view's construction fixes: a literal, or one of the constructing view's own properties (maybe negated).
/// A constant is written as its text: "true", "false", or an enum case ".full" (also when written `CellStyle.full`).
public enum FlagValue: Sendable, Equatable {
    case constant(String)
    case property(String, negated: Bool)
    /// Any other value (the label is passed, with a value NavLint does not fix).
    case other
}

/// A labelled argument of a view's construction written as a `FlagValue` (`PostLayout(isDetail: true)`, `isDetail: isDetail`).
public struct FlagArgument: Sendable {
    public var use: Int32
    public var label: String
    public var value: FlagValue
}

/// What a branch needs of one of its view's own properties: to be (`equal`) or not to be `value` ("true", ".full").
public struct FlagNeed: Sendable, Equatable {
    public var name: String
    public var value: String
    public var equal: Bool

    public init(_ name: String, _ value: String, equal: Bool) {
        self.name = name
        self.value = value
        self.equal = equal
    }

    /// The opposite need (the `else` of a branch that needs this).
    public var negated: FlagNeed { FlagNeed(name, value, equal: !equal) }

    /// Does a property of this value meet the need?
    @inline(__always)
    public func holds(for v: String) -> Bool { (v == value) == equal }
}

/// A branch of an `if` in view code that is live only when some of the view's own properties hold the given values
/// (`if isDetail && !compact { … }`: `isDetail` true, `compact` false; the `else` of `if isDetail`: `isDetail` false).
public struct BranchCondition: Sendable {
    public var element: Int32           // the branch's `.conditional` element
    public var requires: [FlagNeed]
}

/// `List(…, selection: $x)`: value links of the selection's type drive a split view's next column.
public struct SelectionFact: Sendable {
    public var element: Int32           // the lazy element of the List
    public var selection: PathRef
}

public enum DeprecatedAPI: UInt8, Sendable {
    case navigationView          // NavigationView { … }
    case stackStyle              // .navigationViewStyle(.stack) / StackNavigationViewStyle()
    case stackStyleOnStack       // the same, applied to a NavigationStack, where it does nothing
    case isActiveLink            // NavigationLink(…isActive:…)
    case selectionLink           // NavigationLink(…tag:…selection:…)
}

/// A use of navigation API deprecated in iOS 16.
public struct DeprecatedUseFact: Sendable {
    public var api: DeprecatedAPI
    public var location: SourceLocation
    /// In the `else` of `if #available(iOS 16, *)`, or in a declaration itself marked deprecated: intended.
    public var isFallback: Bool
}

/// A navigation modifier applied to a NavigationStack itself instead of its content.
public struct MisplacedModifierFact: Sendable {
    public var modifier: String
    public var location: SourceLocation          // the modifier's name token
    public var containerLocation: SourceLocation // the NavigationStack token
    public var containerElement: Int32
    /// The platforms the modifier is applied on (the `#if os(…)` clauses around it).
    public var platforms: Platforms = .all
}

/// One place where view code puts content a caller handed in (named by a property or parameter of a content type).
public struct ContentSink: Sendable, Equatable {
    /// What a caller calls the content: the argument label of the parameter or memberwise property (`content`,
    /// `sheetContent`), "_" for an unlabelled parameter; "" when an `init` of the type decides and does not say
    /// which (it answers to any label).
    public var name: String
    /// Shown here (`content()`, `sheet(isPresented: $x, content: content)`): the element it is shown in. Handed on
    /// (`HalfSheet(content: content)`, `modifier(Sheet(body: content))`): the element of that use.
    public var element: Int32
    /// Handed on: the index of the use in the region's `uses`, and the argument's label there; -1 when shown here.
    public var use: Int32 = -1
    public var label: String? = nil
}

/// A labelled content argument of a wrapper (`sheet: { Share() }`): its element, and the label.
public struct ContentArgument: Sendable, Equatable {
    public var element: Int32
    public var label: String
}

/// One view-code region: a type's `body`, a `@ViewBuilder` member, a ViewModifier body, a View extension.
/// A class for the same reason as `TypeDecl`: written by the indexer (as a `ViewRegionDraft`), then only read, and
/// copied cheaply. Its fields are `let`: readers on several threads need no exclusivity checks.
public final class ViewRegion: Sendable {
    public let owner: String            // the type (qualified as written) or "View" for extensions
    public let lexicalParents: [String]
    public let member: String
    public let kind: RegionKind
    public let elements: [ViewElement]
    public let uses: [ViewUse]
    public let links: [LinkFact]
    public let destinations: [DestinationFact]
    public let containers: [ContainerFact]
    public let selections: [SelectionFact]
    public let switchCases: [SwitchCaseFact]
    /// The `if` branches live only when the view's own properties hold some values (`BranchCondition`).
    public let branchConditions: [BranchCondition]
    /// The constructions' arguments written as Booleans the construction fixes, in use order.
    public let flagArguments: [FlagArgument]
    /// The uses inside views modified by `.disabled(true)`: nothing in them can be tapped.
    public let disabledUses: [Int32]
    public let deprecatedUses: [DeprecatedUseFact]
    public let misplacedModifiers: [MisplacedModifierFact]
    /// What the view code does with content handed in by a caller (`content`, `content()`, `label()`, as named by
    /// `FileIndexer.contentNames`): where it shows it, or to which view or modifier it hands it on.
    public let contentSinks: [ContentSink]
    /// The labels of content handed to wrappers as labelled arguments (`SheetButton { … } sheet: { Share() }` gives the
    /// element of the `sheet:` closure): each content argument has a `.forwarded` or `.modifierContent` element of its own.
    public let contentArguments: [ContentArgument]
    /// The non-closure arguments of the region's constructions of types that have some (at most eight), by use, in use
    /// order (`constructionArguments(ofUse:)`).
    public let constructionArguments: [ConstructionArguments]
    public let location: SourceLocation
    /// Part of the code was too deeply nested to read: scopes through this region are not complete.
    public let isIncomplete: Bool

    init(_ d: consuming ViewRegionDraft) {
        owner = d.owner
        lexicalParents = d.lexicalParents
        member = d.member
        kind = d.kind
        elements = d.elements
        uses = d.uses
        links = d.links
        destinations = d.destinations
        containers = d.containers
        selections = d.selections
        switchCases = d.switchCases
        branchConditions = d.branchConditions
        // In use order, as `flagArguments(ofUse:)` searches them (a construction's are listed before those of the
        // constructions in its arguments; kept so should a construction ever be listed out of turn).
        var flags = d.flagArguments
        if zip(flags, flags.dropFirst()).contains(where: { $0.use > $1.use }) {
            flags = flags.enumerated().sorted { ($0.element.use, $0.offset) < ($1.element.use, $1.offset) }.map(\.element)
        }
        flagArguments = flags
        disabledUses = d.disabledUses
        deprecatedUses = d.deprecatedUses
        misplacedModifiers = d.misplacedModifiers
        contentSinks = d.contentSinks
        contentArguments = d.contentArguments
        constructionArguments = d.constructionArguments
        location = d.location
        isIncomplete = d.isIncomplete
    }

    /// The labelled arguments of the construction `uses[use]` as `FlagValue`s (they are listed in use order).
    public func flagArguments(ofUse use: Int32) -> ArraySlice<FlagArgument> {
        var lo = 0, hi = flagArguments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if flagArguments[mid].use < use { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < flagArguments.count && flagArguments[end].use == use { end += 1 }
        return flagArguments[lo..<end]
    }

    /// The non-closure arguments of the construction `uses[use]`, with their labels; empty when it has none.
    public func constructionArguments(ofUse use: Int32) -> [(label: String, value: ValueExpr)] {
        var lo = 0, hi = constructionArguments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if constructionArguments[mid].use < use { lo = mid + 1 } else { hi = mid }
        }
        return lo < constructionArguments.count && constructionArguments[lo].use == use ? constructionArguments[lo].arguments : []
    }
}

/// A view region while the indexer reads it; `ViewRegion` is made from it once its code is read.
struct ViewRegionDraft {
    package var owner = ""
    package var lexicalParents: [String] = []
    package var member = ""
    package var kind = RegionKind.body
    package var elements: [ViewElement] = []
    package var uses: [ViewUse] = []
    package var links: [LinkFact] = []
    package var destinations: [DestinationFact] = []
    package var containers: [ContainerFact] = []
    package var selections: [SelectionFact] = []
    package var switchCases: [SwitchCaseFact] = []
    package var branchConditions: [BranchCondition] = []
    package var flagArguments: [FlagArgument] = []
    package var disabledUses: [Int32] = []
    package var deprecatedUses: [DeprecatedUseFact] = []
    package var misplacedModifiers: [MisplacedModifierFact] = []
    package var contentSinks: [ContentSink] = []
    package var contentArguments: [ContentArgument] = []
    package var constructionArguments: [ConstructionArguments] = []
    package var location = SourceLocation(file: -1, line: 0, column: 0)
    package var isIncomplete = false
}

// MARK: - Code outside the view tree

public enum PushOperation: UInt8, Sendable {
    case append
    case appendContentsOf
    case assign               // path = [a, b], path = NavigationPath(...)
    case removeLast
    case removeLastCount      // removeLast(k)
    case removeAll
    case reset                // path = NavigationPath(), path = [], path.removeLast(path.count)
    case opaqueWrite          // path = restored, path.insert(x, at: 0): values NavLint does not read
}

/// How a value put on a path is shown: pushed, or (FlowStacks' `routes.presentSheet(x)`, `Route.cover(x)`) presented.
public enum PushStyle: UInt8, Sendable {
    case push
    case sheet
    case cover
}

/// A push written under one case of a `switch` over a parameter of its function (`case .presentSheet:` in
/// `func show(_ screen: Screen, by transition: Transition)`): made only by calls that pass that case, or a value that
/// is not a case written in place.
public struct ParameterCase: Sendable, Hashable {
    public var parameter: Int
    public var caseNames: [String]
}

/// A mutation of something that may be a navigation path.
public struct PushFact: Sendable {
    public var target: PathRef
    public var operation: PushOperation
    public var values: [(ValueExpr, SourceLocation)]
    public var function: FunctionKey
    public var location: SourceLocation     // the method name token (`append`) or the `=`
    /// How each of `values` is shown, in order; empty when every one is pushed (all but FlowStacks' presentations).
    public var valueStyles: [PushStyle] = []
    /// Under a case of a switch over the function's parameter (read in files that import FlowStacks only).
    public var parameterCase: ParameterCase? = nil
}

/// A function or closure-bearing member, by owner type and name.
public struct FunctionKey: Hashable, Sendable {
    public var owner: String
    public var name: String
    /// Parameter labels and types, to tell overloads apart: `to:Destination`.
    public var signature: String = ""

    package init(owner: String, name: String, signature: String = "") {
        self.owner = owner
        self.name = name
        self.signature = signature
    }
}

/// A call that may be a push wrapper's call site: `router.push(to: .profile(p))`.
public struct CallFact: Sendable {
    public var receiver: ValueExpr?          // nil: a call on self or a free function
    public var name: String
    /// Where its arguments are in its file's `callArguments` (`FileFacts.arguments(of:)`): one list holds a whole
    /// file's, where an array of each call's own cost an allocation for every call with arguments.
    var argumentStart: Int32
    public var argumentCount: Int32
    /// Where the call is: its function's owner and name (`function` is the whole key).
    public var functionOwner: String
    public var functionName: String
    /// The function's signature, made only when `function` is asked for: only calls that may be a push wrapper's call
    /// site are, and most functions record calls and no other fact (making every calling function's signature cost
    /// 1.4 % of all instructions on swift-nio).
    var functionSignature: DeferredSignature
    public var location: SourceLocation
    /// The paths handed in with `&` (`open(url, into: &path)`), as a binding (`open(x, on: $path)`), or as the calling
    /// function's own `inout` or `Binding` path parameter (`.parameter`), by index among its arguments. Empty for most calls.
    public var inoutTargets: [(argument: Int, target: PathRef)] = []

    /// The function the call is in.
    public var function: FunctionKey {
        FunctionKey(owner: functionOwner, name: functionName, signature: functionSignature.signature)
    }
}

/// An argument of a call fact: its label (nil where none is written), its value, and where the value is.
public typealias CallArgument = (label: String?, value: ValueExpr, location: SourceLocation)

/// The arguments of one call fact, indexed from 0, read in place in their file's `callArguments`.
public struct CallArgumentList: RandomAccessCollection, Sendable {
    let all: [CallArgument]
    let start: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> CallArgument { all[start + position] }
}

extension FileFacts {
    /// The arguments of `calls[call]`.
    public func arguments(of call: Int) -> CallArgumentList {
        CallArgumentList(all: callArguments, start: Int(calls[call].argumentStart), count: Int(calls[call].argumentCount))
    }
}

/// A function's signature (`FunctionKey.signature`): made already, or to be made from its parameters when asked.
struct DeferredSignature: Sendable {
    var made: String?
    var parameters: [ParameterDecl]

    var signature: String { made ?? MethodDecl.signature(of: parameters) }
}

/// A value set into the environment, or a way to set one, that may be an action pushing onto a path
/// (docs/model.md#environment-actions).
public struct EnvironmentActionFact: Sendable {
    public enum Kind: UInt8, Sendable {
        /// `.environment(\.openRoute, OpenRouteAction { route in path.append(route) })`, `.environment(\.openBooking) { … }`.
        case key
        /// A modifier of the program applied to a navigation container with a closure (`.onNavigate { path.append($0) }`),
        /// which may set a key from it (`relay`).
        case modifier
        /// In a method of `extension View`: `environment(\.navigate, NavigateAction(perform: perform))` sets the key from
        /// the method's parameter `parameter`, wherever the method is used as a modifier.
        case relay
    }
    public var kind: Kind
    /// The key (`openRoute`); for `.modifier`, the modifier's name.
    public var name: String
    /// `.relay`: the method (`onNavigate`) and the index of its parameter the value is built from.
    public var method = ""
    public var parameter: Int32 = -1
    /// The type the value is built as (`OpenRouteAction { … }`, `NavigateAction(perform: perform)`); nil for a closure.
    public var actionType: TypeRef?
    /// `.key`: the value is a closure, or a construction handed one, whose pushes are read; false for any other value
    /// (`.environment(\.openRoute, router.openRoute)`).
    public var readsValue = false
    /// The navigation container the value is set on (its name token); nil when it is set on any other view.
    public var container: SourceLocation?
    /// The pushes of the closure's first parameter (`path.append(route)`): indices into `FileFacts.pushes`, each with the
    /// index of the value among the push's values.
    public var parameterPushes: [(push: Int32, value: Int32)] = []
    public var location: SourceLocation

    package init(kind: Kind, name: String, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }
}

public enum PersistenceKind: UInt8, Sendable {
    case codableProperty        // `path.codable`
    case encoded                // `encoder.encode(path)`
    case restoredFromRepresentation  // `path = NavigationPath(representation)`
}

public struct PersistenceFact: Sendable {
    public var target: PathRef
    public var kind: PersistenceKind
    public var owner: String
    public var location: SourceLocation
    /// For a restore, the value handed to `NavigationPath(_:)`: it counts only if it is a CodableRepresentation.
    public var value: ValueExpr? = nil
}

/// What a file's expressions (previews and top-level code included) may construct, by name: `.detail`,
/// `Route.detail(id)`, `Route.allCases`, `Route(rawValue:)`. Case patterns (`case .detail:`) construct nothing.
public struct ConstructionFacts: Sendable {
    /// Member names written as `.name` or `Type.name` outside patterns, as `FNV1a` hashes of their UTF-8 bytes (`constructs(_:)` asks).
    var memberNames = HashSet64()
    /// Types built from a raw value (`Route(rawValue: s)`); "" for `.init(rawValue:)` of a type not written.
    public var rawValueTypes: Set<String> = []
    /// Types whose `allCases` is read; "" when the type is not written (`.allCases`, `Self.allCases`).
    public var allCasesTypes: Set<String> = []
    /// The file decodes something (`decode(…)`, `CodableRepresentation`): a Decodable route may come back as any case.
    public var decodes = false
    /// Every `NavigationLink(…, value: …)` written outside `#Preview`, view code or not: one that is not a link fact
    /// is in code NavLint does not read as view code (a helper returning a concrete type).
    public var valueLinks: [SourceLocation] = []
    /// Types constructed inside `#Preview { }` (`PreviewHost()`): a view built there and nowhere else is preview code.
    public var previewTypes: Set<String> = []

    public init() {}

    /// No constructions; copies share its storage until one is changed.
    package static let empty = ConstructionFacts()

    /// Is `member` written as `.member` or `Type.member` outside patterns? (A hash collision can only make this
    /// say yes wrongly, which keeps a rule silent: the safe side.)
    public func constructs(_ member: String) -> Bool {
        var name = member
        return name.withUTF8 { memberNames.contains(FNV1a.hash($0)) }
    }

    public mutating func formUnion(_ o: ConstructionFacts) {
        memberNames.formUnion(o.memberNames)
        rawValueTypes.formUnion(o.rawValueTypes)
        allCasesTypes.formUnion(o.allCasesTypes)
        decodes = decodes || o.decodes
        valueLinks.append(contentsOf: o.valueLinks)
    }
}

/// Everything NavLint learned from one file.
public struct FileFacts: Sendable {
    public var file: Int32
    public var path: String
    public var types: [TypeDecl] = []
    public var typealiases: [TypeAliasDecl] = []
    public var regions: [ViewRegion] = []
    public var pushes: [PushFact] = []
    public var calls: [CallFact] = []
    /// The arguments of every call in `calls`, each call's in order and together (`arguments(of:)`).
    public var callArguments: [CallArgument] = []
    public var persistence: [PersistenceFact] = []
    /// Computed properties that stand for another property: `var pathBinding: Binding<[Route]> { Binding(get: { path }, … }`.
    public var bindingAliases: [BindingAliasFact] = []
    /// Values set into the environment, and modifiers of the program applied to navigation containers with a closure.
    public var environmentActions: [EnvironmentActionFact] = []
    /// The file's `// navlint:` comments.
    public var suppressions: [SuppressionDirective] = []
    /// Where enum cases may be constructed (route cases that are never constructed are dead screens).
    /// (Starts as a shared empty value: a new one would allocate its hash table for every `FileFacts` made.)
    public var constructions = ConstructionFacts.empty
    /// Initializers the file declares in `extension NavigationLink`.
    public var linkInitializers: [LinkInitializerFact] = []
    /// Functions declared at the top level of the file (outside any type).
    public var globalFunctions: [MethodDecl] = []
    /// What the enabled rules' collectors kept of the file (`collected(by:)`, `WalkCollector`).
    public package(set) var collected: [CollectedFacts] = []
    /// Size of the file, for the summary.
    public var lineCount: Int = 0
    public var byteCount: Int = 0
}
