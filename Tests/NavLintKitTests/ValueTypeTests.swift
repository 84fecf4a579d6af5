// The types of link and pushed values, read the way real apps write them (issue 31, "Values"): one small app per
// domain under Tests/Fixtures/ValueTypes, each with the type NavLint reads for every value (`values.txt`) and its
// findings (`expected.txt`).

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class ValueTypeTests: XCTestCase {
    static let root = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/ValueTypes")

    static func apps() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The app's Swift files, by name within the app's folder, in name order.
    static func files(_ app: String) throws -> AnalysisHarness.Files {
        let folder = root.appendingPathComponent(app)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// One line per value link and push: `File.swift:line:col link|push Type`, `?` for a value NavLint cannot type;
    /// in source order.
    static func values(_ files: AnalysisHarness.Files) -> String {
        let a = AnalysisHarness.analysis(files)
        var found: [(SourceLocation, String)] = []
        for (ri, r) in a.graph.regions.enumerated() {
            for (li, l) in r.links.enumerated() where l.kind == .value {
                let t = a.linkType(FactRef(region: RegionID(ri), index: li))
                found.append((l.valueLocation ?? l.location, "link \(t)"))
            }
        }
        for site in a.pushSites { found.append((site.location, "push \(site.type)")) }
        for at in a.unresolvedPushLocations { found.append((at, "push ?")) }
        return found.sorted { $0.0 < $1.0 || (!($1.0 < $0.0) && $0.1 < $1.1) }
            .map { "\(files[Int($0.0.file)].name):\($0.0.line):\($0.0.column) \($0.1)\n" }.joined()
    }

    func testEveryValueHasTheTypeItsAppSays() throws {
        let apps = try ValueTypeTests.apps()
        XCTAssertGreaterThanOrEqual(apps.count, 4)
        for app in apps {
            let expected = try String(contentsOf: ValueTypeTests.root.appendingPathComponent("\(app)/values.txt"), encoding: .utf8)
            XCTAssertEqual(ValueTypeTests.values(try ValueTypeTests.files(app)), expected, "Tests/Fixtures/ValueTypes/\(app)/values.txt")
        }
    }

    /// `navlint lint Tests/Fixtures/ValueTypes/<App>` prints exactly the app's `expected.txt`.
    func testFindingsAreTheAppsExpectedOnes() throws {
        for app in try ValueTypeTests.apps() {
            let expected = try String(contentsOf: ValueTypeTests.root.appendingPathComponent("\(app)/expected.txt"), encoding: .utf8)
            let result = Linter.run(paths: [ValueTypeTests.root.appendingPathComponent(app).path], jobs: 2)
            XCTAssertTrue(result.scan.problems.isEmpty, "\(app): \(result.scan.problems)")
            XCTAssertEqual(SampleTests.output(result), expected, "Tests/Fixtures/ValueTypes/\(app)/expected.txt")
        }
    }

    // MARK: - Each way of reading, and where it stops

    private typealias H = AnalysisHarness

    static let models = """
    struct Product: Hashable { let id: Int; var category: Category? }
    struct Category: Hashable { let name: String }
    enum Route: Hashable { case product(Product), home }

    """

    /// FlowStacks' routes arrays: `routes.push(x)` pushes a screen, `.push(x)`/`.root(x)`/`.sheet(x)` routes show theirs;
    /// an app's own generic `Route` (no FlowStacks import) is a type like any other.
    func testFlowStacksRoutesShowTheirScreens() {
        let flow = ValueTypeTests.models + """
        import FlowStacks
        struct Flow: View {
            @State private var routes: Routes<Route> = []
            @State private var others: [Route<Route>] = []
            var body: some View {
                FlowStack($routes, withNavigation: true) {
                    Button("a") { routes.push(.home) }
                    Button("b") { routes = [.root(.home), .push(.product(Product(id: 1)))] }
                    Button("c") { routes.append(.sheet(.home, withNavigation: true)) }
                }
            }
        }
        """
        XCTAssertEqual(H.pushes(flow), ["10:39 Route", "11:37 Route", "11:51 Route", "12:41 Route"])
        let own = ValueTypeTests.models + """
        enum Step<Screen: Hashable>: Hashable { case push(Screen), root(Screen) }
        struct Flow: View {
            @State private var steps: [Step<Route>] = []
            var body: some View {
                NavigationStack(path: $steps) {
                    Button("a") { steps.append(.push(.home)) }
                }
            }
        }
        """
        XCTAssertEqual(H.pushes(own), ["9:40 Step<Route>"])
    }

    /// FlowStacks 1's `Router { screen, _ in switch screen { … } }` builds every screen: once the pushes onto its routes
    /// are typed, the screens it builds are still pages of its stack (a registration of unknown type maps any type).
    func testScreensOfARouterClosureArePagesOfItsStack() {
        let source = ValueTypeTests.models + """
        import FlowStacks
        struct Coordinator: View {
            @State private var routes: Routes<Route> = [.root(.home)]
            var body: some View {
                Router($routes) { screen, _ in
                    switch screen {
                    case .home: HomeScreen(routes: $routes)
                    case .product(let p): Text("\\(p.id)")
                    }
                }
            }
        }
        struct HomeScreen: View {
            @Binding var routes: Routes<Route>
            let featured: Product
            var body: some View {
                Button("Open") { routes.push(.product(featured)) }
                NavigationLink("Category", value: featured.category)
            }
        }
        """
        let a = H.analysis(source)
        XCTAssertEqual(a.unresolvedPushes, 0)
        let links = a.graph.allLinkRefs
        XCTAssertEqual(links.count, 1)
        XCTAssertEqual(a.linkType(links[0]).description, "Category")
        XCTAssertEqual(a.linkContexts[links[0]]?.map(\.mapped), [true])
    }

    /// A member a generic type's conditional extensions declare twice, of two types, is not picked; one declared once is
    /// read with the type's arguments, through a generic typealias too.
    func testGenericMembersAreReadWithTheTypesArguments() {
        let source = ValueTypeTests.models + """
        struct Box<Item> { var items: [Item]; var count = 0 }
        extension Box where Item == Product { var pick: Product? { items.first } }
        extension Box where Item == Category { var pick: Category? { items.first } }
        typealias Boxes<T> = [Box<T>]
        struct V: View {
            let box: Box<Product>
            let boxes: Boxes<Category>
            var body: some View {
                NavigationLink("a", value: box.items.first)
                NavigationLink("b", value: box.pick)
                NavigationLink("c", value: boxes.first?.items.first)
                NavigationLink("d", value: box.count)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["12:36 Product", "13:36 ?", "14:36 Category", "15:36 Int"])
    }

    /// A call without a receiver is the owner's method, else a function the program declares at the top level; one the
    /// owner inherits from a scanned type, or a local function, is not taken for that function.
    func testFreeCallsAreTheOwnersMethodsThenTopLevelFunctions() {
        let source = ValueTypeTests.models + """
        func featuredProduct() -> Product { Product(id: 0) }
        func suggested() -> Product { Product(id: 1) }
        class Base { func suggested() -> Category { Category(name: "") } }
        class Screen: Base {
            func links() -> some View {
                VStack {
                    NavigationLink("a", value: featuredProduct())
                    NavigationLink("b", value: suggested())
                }
            }
        }
        struct Other: View {
            var body: some View {
                func featuredProduct() -> Category { Category(name: "") }
                return NavigationLink("c", value: featuredProduct())
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["10:40 Product", "11:40 ?", "18:43 ?"])
    }

    /// A method of a standard collection that an extension in the program declares may be the one called: not read.
    func testCollectionMembersAnExtensionDeclaresAreNotRead() {
        let source = ValueTypeTests.models + """
        extension Array where Element == Product {
            func first(in category: Category) -> Category? { nil }
        }
        struct V: View {
            let items: [Product]
            var body: some View {
                NavigationLink("a", value: items.first(in: Category(name: "")))
                NavigationLink("b", value: items.last)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["10:36 ?", "11:36 Product"])
    }

    /// Names bound by `if let` and `case` patterns are in scope in the branches of `if` and `switch` expressions; a
    /// closure's named parameter hides a property of the same name; key paths with optional chaining are read only where
    /// the optional is dropped (`compactMap`).
    func testExpressionsBindTheirNames() {
        let source = ValueTypeTests.models + """
        struct V: View {
            let selected: Product?
            let route: Route
            let category: Route
            let items: [Product]
            var body: some View {
                let a = if let selected { selected } else { Product(id: 0) }
                let b = switch route {
                case .product(let p): p
                case .home: Product(id: 0)
                }
                NavigationLink("a", value: a)
                NavigationLink("b", value: b)
                NavigationLink("c", value: items.map { category in category.category }.first)
                NavigationLink("d", value: items.compactMap(\\.category?.name).first)
                NavigationLink("e", value: items.map(\\.category?.name).first)
                NavigationLink("f", value: selected.map { Route.product($0) })
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["15:36 Product", "16:36 Product", "17:36 Category", "18:36 String", "19:36 ?", "20:36 Route"])
    }

    /// Arithmetic on the standard numbers: a literal takes the other side's type; a float literal beside an integer, or
    /// operands of two types, are not read.
    func testArithmeticOnStandardNumbers() {
        let source = """
        struct V: View {
            let page: Int
            let scale: Double
            var body: some View {
                NavigationLink("a", value: page + 1)
                NavigationLink("b", value: scale * 2)
                NavigationLink("c", value: page + 0.5)
                NavigationLink("d", value: page + scale)
                NavigationLink("e", value: "Page " + String(page))
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["5:36 Int", "6:36 Double", "7:36 ?", "8:36 ?", "9:36 String"])
    }

    /// A table's rows: the data it is given, `of:`, or the `ForEach` of its `rows:` closure, when every `TableRow` shows
    /// one element of it.
    func testTableColumnsAreHandedRows() {
        let source = ValueTypeTests.models + """
        struct V: View {
            let items: [Product]
            let other: [Category]
            var body: some View {
                Table(items) { TableColumn("a") { p in NavigationLink("a", value: p) } }
                Table(of: Category.self) { TableColumn("b") { c in NavigationLink("b", value: c) } } rows: { TableRow(other[0]) }
                Table { TableColumn("c") { p in NavigationLink("c", value: p) } } rows: { ForEach(items) { TableRow($0) } }
                Table { TableColumn("d") { p in NavigationLink("d", value: p) } } rows: {
                    ForEach(items) { item in TableRow(item) }
                    ForEach(other) { item in TableRow(item) }
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["8:75 Product", "9:87 Category", "10:68 Product", "11:68 ?"])
    }

    /// Values nested past what NavLint reads (long `??` chains, thousands of `map`s, nested conditionals and closures,
    /// typealiases that name each other, a generic type nesting itself) end at once, unresolved.
    func testDeepValuesEndUnresolved() {
        let n = 2_000
        let values = [
            Array(repeating: "a", count: n).joined(separator: " ?? "),
            "items" + String(repeating: ".map { $0 }", count: n),
            String(repeating: "c ? 1 : ", count: n) + "2",
            String(repeating: "{ ", count: n) + "1" + String(repeating: " }()", count: n),
            "cyclic",
            "nested" + String(repeating: ".inner", count: 40),
        ]
        let source = """
        typealias A<T> = B<T>
        typealias B<T> = A<T>
        struct Nest<T> { var inner: Nest<Nest<T>> }
        struct V: View {
            let a: Int?
            let c: Bool
            let items: [Int]
            let cyclic: A<Int>
            let nested: Nest<Int>
            var body: some View {
        \(values.map { "        NavigationLink(\"x\", value: \($0))" }.joined(separator: "\n"))
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source).map { $0.components(separatedBy: " ").last ?? "" }, ["?", "?", "?", "?", "?", "?"])
    }

    /// `self` is a value of its struct or enum; a class's `self` may be a subclass, a protocol extension's is any
    /// conforming type, a generic type's has arguments NavLint does not know.
    func testSelfIsAValueOfItsStructOrEnum() {
        let source = """
        enum Screen: Hashable {
            case inbox, outbox
            var link: some View { NavigationLink("Open", value: self) }
        }
        final class Folder: Hashable {
            func link() -> some View { NavigationLink("Open", value: self) }
        }
        protocol Routable: Hashable {}
        extension Routable {
            func link() -> some View { NavigationLink("Open", value: self) }
        }
        struct Page<Item: Hashable>: Hashable {
            let item: Item
            var link: some View { NavigationLink("Open", value: self) }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["3:57 Screen", "6:62 ?", "10:62 ?", "14:57 ?"])
    }

    /// A generic type's arguments are read from the values its initializer is handed (a declared initializer's
    /// parameters, else the memberwise one's properties); values that disagree, or that do not fix every parameter,
    /// leave it unknown.
    func testGenericArgumentsAreReadFromTheInitializersValues() {
        let source = ValueTypeTests.models + """
        struct Shelf<Item: Hashable>: Hashable { var items: [Item]; var title: String }
        struct Pair<Value: Hashable>: Hashable { var left: Value; var right: Value }
        struct Bundle<Item: Hashable>: Hashable {
            var first: Item
            init(of item: Item) { first = item }
        }
        struct V: View {
            let products: [Product]
            var body: some View {
                NavigationLink("a", value: Shelf(items: products, title: "All"))
                NavigationLink("b", value: Pair(left: products[0], right: Category(name: "")))
                NavigationLink("c", value: Shelf(items: [], title: "None"))
                NavigationLink("d", value: Bundle(of: products[0]))
                NavigationLink("e", value: Bundle(first: products[0]))
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["13:36 Shelf<Product>", "14:36 ?", "15:36 ?", "16:36 Bundle<Product>", "17:36 ?"])
    }

    /// A closure handed to a view of the program is called with what the view declares: a labelled one by its
    /// property's (or initializer parameter's) type, a trailing one by the view's one closure-typed argument (or the
    /// one a caller must give); when that is not one, unknown.
    func testCallbackClosuresHandedToViewsTakeTheDeclaredTypes() {
        let source = ValueTypeTests.models + """
        struct ProductRow: View {
            let product: Product
            let openCategory: (Category) -> Void
            var onDelete: (() -> Void)? = nil
            var body: some View { Text("") }
        }
        struct TwoActions: View {
            let open: (Product) -> Void
            let share: (Category) -> Void
            var body: some View { Text("") }
        }
        struct Labelled: View {
            let pick: (Product, Category) -> Void
            init(pick: @escaping (Product, Category) -> Void) { self.pick = pick }
            var body: some View { Text("") }
        }
        struct V: View {
            @State private var path = NavigationPath()
            let product: Product
            var body: some View {
                NavigationStack(path: $path) {
                    ProductRow(product: product) { category in path.append(category) }
                    ProductRow(product: product, openCategory: { path.append($0) })
                    TwoActions(open: { path.append($0) }) { path.append($0) }
                    Labelled(pick: { p, c in path.append(c) })
                }
            }
        }
        """
        // `TwoActions(…) { … }`: two closures a caller must give, so the trailing one's type is not decided (not listed).
        XCTAssertEqual(H.pushes(source), ["25:68 Category", "26:70 Category", "27:44 Product", "28:50 Category"])
    }

    /// A closure handed to a modifier the program declares in `extension View` takes the types that modifier declares
    /// for its parameters, with the modifier's generic parameters fixed by the values handed to its other arguments (a
    /// `$binding` reads as the property). Left unknown: a generic parameter no argument fixes, and overloads that
    /// disagree.
    func testClosuresHandedToTheProgramsModifiersTakeTheDeclaredTypes() {
        let source = ValueTypeTests.models + """
        extension View {
            func onOpenCategory(_ perform: @escaping (Category) -> Void) -> some View { self }
            func onPick<Item>(from items: [Item], perform: @escaping (Item) -> Void) -> some View { self }
            func whenSet<Value>(_ value: Binding<Value?>, perform: @escaping (Value) -> Void) -> some View { self }
            func onAnything<Value>(perform: @escaping (Value) -> Void) -> some View { self }
            func onShare(_ perform: @escaping (Product) -> Void) -> some View { self }
            func onShare(_ perform: @escaping (Category) -> Void) -> some View { self }
        }
        struct V: View {
            @State private var path = NavigationPath()
            @State private var pending: Product?
            let products: [Product]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Shop")
                        .onOpenCategory { path.append($0) }
                        .onPick(from: products, perform: { product in path.append(product) })
                        .whenSet($pending) { path.append($0) }
                        .onAnything { value in path.append(value) }
                        .onShare { path.append($0) }
                }
            }
        }
        """
        XCTAssertEqual(H.pushes(source), ["19:47 Category", "20:75 Product", "21:50 Product"])
    }

    /// A value bound by a case pattern of a `Result` (`case .success(let token)`) is of its success or failure type; one
    /// of a generic enum of the program (`case .loaded(let items)` of a `LoadState<[Product]>`) is of the enum's
    /// arguments.
    func testCasePatternsOfResultAndGenericEnumsTakeTheirArguments() {
        let source = ValueTypeTests.models + """
        enum LookupError: Error { case notFound }
        enum LoadState<Value> { case idle, loaded(Value), failed(String) }
        @Observable final class Lookup {
            var result: Result<Product, LookupError>?
            var state: LoadState<[Category]> = .idle
        }
        struct V: View {
            @State private var lookup = Lookup()
            var body: some View {
                NavigationStack {
                    List {
                        if let result = lookup.result {
                            switch result {
                            case .success(let product): NavigationLink("Add", value: product)
                            case .failure(let error): NavigationLink("Why", value: error)
                            }
                        }
                        switch lookup.state {
                        case .loaded(let categories):
                            ForEach(categories, id: \\.name) { c in NavigationLink(c.name, value: c) }
                        case .idle, .failed: Text("Nothing")
                        }
                    }
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["17:78 Product", "18:76 LookupError", "23:90 Category"])
    }

    /// `.onReceive(publisher) { value in … }` of a `@Published` property's publisher (`router.$pending`), through
    /// operators that pass values on (`compactMap { $0 }` unwraps them), is handed the property's value.
    func testValuesReceivedFromAPublishedPropertyAreOfItsType() {
        let source = ValueTypeTests.models + """
        import Combine
        final class Inbox: ObservableObject {
            static let shared = Inbox()
            @Published var pending: Route?
            @Published var opened: Product?
        }
        struct V: View {
            @State private var path = NavigationPath()
            @StateObject private var inbox = Inbox()
            var body: some View {
                NavigationStack(path: $path) { Text("Inbox") }
                    .onReceive(Inbox.shared.$pending.compactMap { $0 }) { route in path.append(route) }
                    .onReceive(inbox.$opened.removeDuplicates().receive(on: RunLoop.main)) { product in
                        if let product { path.append(product) }
                    }
                    .onReceive(NotificationCenter.default.publisher(for: .init("open"))) { note in path.append(note) }
            }
        }
        """
        XCTAssertEqual(H.pushes(source), ["15:88 Route", "17:46 Product"])
    }

    /// Members that the program's extensions of the standard collections declare, with `Element` standing for the
    /// collection's element: subscripts by their labels, methods and properties by name; a name the standard library
    /// also has stays unknown (its own member may be the one called).
    func testMembersOfExtensionsOfTheStandardCollections() {
        let source = ValueTypeTests.models + """
        extension Array {
            subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
            var second: Element? { count > 1 ? self[1] : nil }
        }
        extension Sequence {
            func sorted(byName: Bool) -> [Element] { [] }
        }
        extension Set {
            var anyOne: Category? { nil }
        }
        struct V: View {
            let items: [Product]
            let tags: Set<Category>
            var body: some View {
                NavigationLink("a", value: items[safe: 2])
                NavigationLink("b", value: items.second)
                NavigationLink("c", value: items.sorted(byName: true).first)
                NavigationLink("d", value: tags.anyOne)
                NavigationLink("e", value: items.anyOne)
                NavigationLink("f", value: items[0].category?.name)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["18:36 Product", "19:36 Product", "20:36 ?", "21:36 Category", "22:36 ?", "23:36 String"])
    }

    /// Text made by a `String`'s methods: `split(separator:)` makes `Substring`s (a link of one is not a link of a
    /// `String`), `components(separatedBy:)` and `lowercased()` make `String`s; `reduce(first) { … }` is of its initial
    /// result's type (a literal initial value is not read: `reduce(0) { $0 + $1.price }` makes a `Double`); a
    /// `Measurement` built without its unit type written is of a type not known (silent, where
    /// `navigationDestination(for: Measurement<UnitVolume>.self)` maps it).
    func testStringMethodsReduceAndGenericFoundationConstructions() {
        let source = ValueTypeTests.models + """
        extension Product { var price: Double { 1 } }
        struct V: View {
            let codes: String
            let items: [Product]
            var body: some View {
                ForEach(codes.split(separator: ","), id: \\.self) { code in NavigationLink("a", value: code) }
                ForEach(codes.components(separatedBy: ","), id: \\.self) { code in NavigationLink("b", value: code) }
                NavigationLink("c", value: codes.lowercased())
                NavigationLink("d", value: codes.prefix(3))
                if let first = items.first {
                    NavigationLink("e", value: items.reduce(first) { best, next in next.id > best.id ? next : best })
                }
                NavigationLink("f", value: items.reduce(0) { $0 + $1.price })
                NavigationLink("g", value: Measurement(value: 0.47, unit: UnitVolume.liters))
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), [
            "9:95 Substring", "10:102 String", "11:36 String", "12:36 Substring", "14:40 Product", "16:36 ?", "17:36 ?",
        ])
    }

    /// A `switch` over a tuple (`switch (mission.status, mission.openIssue)`) binds each part of a tuple pattern to that
    /// part: `let issue?` is the optional's value, `let plan` the part itself, `.some(let x)` and `.product(let p)` are
    /// read against it; names under a `let` around the whole tuple are bound too; `_` binds nothing.
    func testTuplePatternsOfASwitchBindEachPart() {
        let source = ValueTypeTests.models + """
        struct V: View {
            @State private var path = NavigationPath()
            let product: Product?
            let route: Route
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Go") {
                        switch (route, product) {
                        case (.home, let p?): path.append(p)
                        case let (.product(inner), maybe): path.append(inner); path.append(maybe!)
                        case (_, .some(let x)): path.append(x)
                        case (let r, _): path.append(r)
                        }
                    }
                }
            }
        }
        """
        XCTAssertEqual(H.pushes(source), ["12:51 Product", "13:64 Product", "13:84 Product", "14:53 Product", "15:46 Route"])
    }

    /// A collection declared by its protocol and primary associated type (`some RandomAccessCollection<Tag>`, `any
    /// Collection<Tag>`) holds `Tag`s: its elements are typed (its own type stays unnamed).
    func testCollectionsDeclaredByTheirProtocolHoldTheirElementType() {
        let source = """
        import SwiftUI
        struct Tag: Hashable { let name: String }
        struct Sidebar: View {
            let tags: some RandomAccessCollection<Tag> = [Tag(name: "a")]
            let more: any Collection<Tag> = [Tag(name: "b")]
            var body: some View {
                ForEach(Array(tags), id: \\.self) { tag in NavigationLink(tag.name, value: tag) }
                ForEach(Array(more), id: \\.self) { tag in NavigationLink(tag.name, value: tag) }
                NavigationLink("first", value: more.first)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["7:83 Tag", "8:83 Tag", "9:40 Tag"])
    }

    /// A member declared as an existential (`let destination: any Hashable`) of an element of a static array of
    /// constructions is pushed with each type those constructions give it; one construction whose value is not read
    /// (`decoded`) leaves the push unresolved, as does an array that is not a static constant.
    func testExistentialMembersTakeTheTypesTheirConstructionsGive() {
        func source(_ last: String, _ list: String = "MenuEntry.main") -> String {
            """
            import SwiftUI
            enum GameMode: Hashable { case computer(level: Int), passAndPlay }
            enum PuzzleSet: String, Hashable { case daily, rush }
            struct OpeningExplorer: Hashable { var book: String }
            struct MenuEntry: Identifiable {
                let id = UUID()
                let title: String
                let destination: any Hashable
                static let main: [MenuEntry] = [
                    MenuEntry(title: "Play", destination: GameMode.computer(level: 3)),
                    MenuEntry(title: "Puzzle", destination: PuzzleSet.daily),
                    \(last),
                ]
                var others: [MenuEntry] { [] }
            }
            struct Menu: View {
                @State private var path = NavigationPath()
                let decoded: any Hashable
                var body: some View {
                    NavigationStack(path: $path) {
                        List(\(list)) { entry in Button(entry.title) { path.append(entry.destination) } }
                    }
                }
            }
            """
        }
        let opening = #"MenuEntry(title: "Openings", destination: OpeningExplorer(book: "Masters"))"#
        XCTAssertEqual(H.pushes(source(opening)), ["21:79 GameMode", "21:79 PuzzleSet", "21:79 OpeningExplorer"])
        XCTAssertEqual(H.pushes(source(#"MenuEntry(title: "Saved", destination: PuzzleSet.rush)"#)), ["21:79 GameMode", "21:79 PuzzleSet"])
        XCTAssertEqual(H.pushes(source("MenuEntry(title: \"Saved\", destination: Menu.savedDestination)")), [])
        XCTAssertEqual(H.pushes(source(opening, "MenuEntry.main[0].others")), [])
    }

    /// A property's initializer is the type's own code: `static let featured = [breakfast, supper]` names the type's
    /// static members (their elements are `Recipe`), and so does an instance property's `[first, second]`. A name the
    /// type does not declare stays unknown.
    func testPropertyInitializersNameTheTypesOwnMembers() {
        let source = """
        import SwiftUI
        struct Recipe: Hashable, Identifiable { let id: Int }
        enum Menu {
            static let breakfast = Recipe(id: 1)
            static let supper = Recipe(id: 2)
            static let featured = [breakfast, supper]
            static let unknown = [brunch]
        }
        struct Shelf {
            let first = Recipe(id: 3)
            let second = Recipe(id: 4)
            var both: [Recipe] { [first, second] }
            let pair = [first, second]
        }
        struct MenuView: View {
            let shelf: Shelf
            var body: some View {
                NavigationStack {
                    ForEach(Menu.featured) { NavigationLink("Open", value: $0) }
                    ForEach(Menu.unknown, id: \\.self) { NavigationLink("Open", value: $0) }
                    ForEach(shelf.pair) { NavigationLink("Open", value: $0) }
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["19:68 Recipe", "20:79 ?", "21:65 Recipe"])
    }

    /// Each instance of a link in a generic view: "link line:col Type at line:col View", the construction that fixes the
    /// type and the view it builds; "?" where the construction does not fix it.
    static func genericLinkInstances(_ source: String) -> [String] {
        let a = H.analysis(source)
        var result: [String] = []
        for ref in a.genericLinks.keys.sorted() {
            let at = a.graph.link(ref).valueLocation!
            for i in a.genericLinks[ref]! {
                result.append("\(at.line):\(at.column) \(i.type) at \(i.construction.line):\(i.construction.column) \(i.view)")
            }
        }
        return result
    }

    /// A value link in a generic view whose value is of one of the view's generic parameters is typed at each place the
    /// view is built, with the parameters that construction fixes: through the memberwise initializer, a declared one
    /// (a content closure left out), or arguments written (`Card<Category>(…)`); an element of a generic array; through a
    /// generic view that hands a value of its own parameter on (`Strip<Item>` builds `Card(destination: item)`), at each
    /// construction of that view. A construction whose value cannot be read, or that leaves the parameter to a default
    /// value, fixes nothing: the link stays unresolved.
    func testLinksOfGenericViewsAreTypedAtEachConstruction() {
        let source = ValueTypeTests.models + """
        struct Card<Destination: Hashable>: View {
            let title: String
            let destination: Destination
            var body: some View { NavigationLink(title, value: destination) }
        }
        struct Badge<Item: Hashable, Label: View>: View {
            let item: Item
            let label: Label
            init(for item: Item, @ViewBuilder label: () -> Label) { self.item = item; self.label = label() }
            var body: some View { NavigationLink(value: item) { label } }
        }
        struct Shelf<Item: Hashable>: View {
            let items: [Item]
            var body: some View { ForEach(items, id: \\.self) { NavigationLink("Open", value: $0) } }
        }
        struct Strip<Item: Hashable>: View {
            let item: Item
            var body: some View { Card(title: "Strip", destination: item) }
        }
        struct Loose<Value: Hashable>: View {
            var value: Value? = nil
            var body: some View { NavigationLink("Open", value: value) }
        }
        struct Store: View {
            let products: [Product]
            let category: Category
            var body: some View {
                NavigationStack {
                    Card(title: "First", destination: products[0])
                    Card<Category>(title: "Category", destination: category)
                    Badge(for: category) { Text("Badge") }
                    Shelf(items: products)
                    Strip(item: Route.home)
                    Loose()
                    Card(title: "Featured", destination: Catalog.featured())
                }
            }
        }
        """
        // In the order of the constructions in the code: `Strip`'s `Card(…)` first, typed at `Strip(item: Route.home)`.
        XCTAssertEqual(ValueTypeTests.genericLinkInstances(source), [
            "7:56 Route at 36:13 Strip", "7:56 Product at 32:13 Card", "7:56 Category at 33:13 Card", "7:56 ? at 38:13 Card",
            "13:49 Category at 34:13 Badge",
            "17:86 Product at 35:13 Shelf",
            "25:57 ? at 37:13 Loose",
        ])
        // The links keep no type of their own; those every construction types count as resolved.
        let a = H.analysis(source)
        XCTAssertEqual(H.linkTypes(source), ["7:56 ?", "13:49 ?", "17:86 ?", "25:57 ?"])
        XCTAssertEqual(a.unresolvedPlaces().map { "\($0.location.line):\($0.location.column)" }, ["7:56", "25:57"])
    }
}
