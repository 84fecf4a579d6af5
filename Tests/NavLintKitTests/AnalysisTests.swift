// The navigation index and analysis: types of link and pushed values, Codable decisions, stack scopes (docs/navigation.md#s4),
// lazy containers (docs/navigation.md#s5) and saved paths (docs/navigation.md#s6), beyond what the rule pages show.

import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

/// Runs the index and the analysis on in-memory files and describes what they found.
enum AnalysisHarness {
    typealias Files = [(name: String, text: String)]

    /// Indexed as the linter does with its default rules (their collectors included).
    static func facts(_ files: Files) -> [FileFacts] {
        files.enumerated().map { i, f in
            FileIndexer.index(Parser.parse(SourceText(path: f.name, text: f.text)), file: Int32(i), collectors: LintConfiguration().collectors)
        }
    }

    static func analysis(_ files: Files) -> NavigationAnalysis { NavigationAnalysis(files: facts(files)) }

    static func analysis(_ text: String) -> NavigationAnalysis { analysis([("Example.swift", text)]) }

    /// Each finding of a run as "FILE:line:col rule", then its notes as "  note FILE:line:col message"; FILE is the
    /// file's name, or its path below `folder` when one is given.
    static func findingLines(_ result: LintResult, below folder: String? = nil) -> [String] {
        func place(_ l: SourceLocation) -> String {
            let path = result.paths[Int(l.file)]
            let shown = folder.map { String(path.dropFirst($0.count + 1)) } ?? String(path.split(separator: "/").last!)
            return "\(shown):\(l.line):\(l.column)"
        }
        return result.diagnostics.flatMap { d in
            ["\(place(d.location)) \(d.ruleID)"] + d.notes.map { "  note \(place($0.location)) \($0.message)" }
        }
    }

    /// `line:col` (with the file name when there are several files).
    static func place(_ l: SourceLocation, _ files: Files) -> String {
        let position = "\(l.line):\(l.column)"
        return files.count > 1 ? "\(files[Int(l.file)].name):\(position)" : position
    }

    /// "line:col Type" of every value link, at its value, in source order; "?" when unresolved.
    static func linkTypes(_ files: Files) -> [String] {
        let a = analysis(files)
        var found: [(SourceLocation, String)] = []
        for (ri, r) in a.graph.regions.enumerated() {
            for (li, l) in r.links.enumerated() where l.kind == .value {
                let t = a.linkType(FactRef(region: RegionID(ri), index: li))
                found.append((l.valueLocation ?? l.location, t.description))
            }
        }
        return found.sorted { $0.0 < $1.0 }.map { "\(place($0.0, files)) \($0.1)" }
    }

    static func linkTypes(_ text: String) -> [String] { linkTypes([("Example.swift", text)]) }

    /// "line:col Type" of every resolved push site, in source order.
    static func pushes(_ a: NavigationAnalysis, _ files: Files) -> [String] {
        a.pushSites.map { "\(place($0.location, files)) \($0.type)" }
    }

    static func pushes(_ files: Files) -> [String] { pushes(analysis(files), files) }

    static func pushes(_ text: String) -> [String] { pushes([("Example.swift", text)]) }

    /// Findings of one rule, "file:line:col" (file names always), each followed by its notes ("  note file:line:col").
    static func lint(_ files: Files, rule: String, options: [String: String] = [:], notes: Bool = false) -> [String] {
        var configuration = LintConfiguration()
        configuration.only = [rule]
        configuration.ruleOptions[rule] = options
        let diagnostics = Linter.lint(files.map { SourceText(path: $0.name, text: $0.text) }, configuration: configuration)
        var result: [String] = []
        for d in diagnostics {
            XCTAssertEqual(d.ruleID, rule)
            result.append("\(files[Int(d.location.file)].name):\(d.location.line):\(d.location.column)")
            if notes {
                for n in d.notes {
                    result.append("  note \(files[Int(n.location.file)].name):\(n.location.line):\(n.location.column) \(n.message)")
                }
            }
        }
        return result
    }

    static func diagnostics(_ files: Files, rule: String, options: [String: String] = [:]) -> [Diagnostic] {
        var configuration = LintConfiguration()
        configuration.only = [rule]
        configuration.ruleOptions[rule] = options
        return Linter.lint(files.map { SourceText(path: $0.name, text: $0.text) }, configuration: configuration)
    }

    /// `TypeTable.isCodable` of a type as written in a property declaration, with the declarations of `files` in scope.
    static func isCodable(_ written: String, _ files: Files = []) -> Bool? {
        let all = files + [("Probe.swift", "struct CodableProbe {\n    let value: \(written)\n}\n")]
        let analysis = NavigationAnalysis(files: facts(all))
        let type = analysis.inference.propertyType("CodableProbe", "value")
        return analysis.table.isCodable(type)
    }

    /// The resolved type of a written type, as `isCodable` sees it.
    static func resolved(_ written: String, _ files: Files = []) -> String {
        let all = files + [("Probe.swift", "struct CodableProbe {\n    let value: \(written)\n}\n")]
        let analysis = NavigationAnalysis(files: facts(all))
        return analysis.inference.propertyType("CodableProbe", "value").description
    }
}

private typealias H = AnalysisHarness

// MARK: - Types of link values and pushed values

final class AnalysisTests: XCTestCase {
    static let models = """
    struct Ingredient: Hashable {
        let name: String
    }

    struct Recipe: Hashable, Identifiable {
        let id: Int
        var main: Ingredient
        var related: Ingredient
        var ingredients: [Ingredient]
        static let sample = Recipe(id: 0)
        static let favorite: Recipe = Recipe(id: 1)
        static func make(id: Int) -> Recipe { Recipe(id: id) }
    }

    enum Tool: Hashable {
        case hammer
        case measure(grams: Int)
    }

    enum Category: String, Hashable, CaseIterable {
        case soup, dessert
    }

    """

    func testLiteralValuesHaveTheirStandardTypes() {
        let source = """
        import SwiftUI

        struct LiteralLinks: View {
            var body: some View {
                VStack {
                    NavigationLink("Text", value: "x")
                    NavigationLink("Int", value: 1)
                    NavigationLink("Double", value: 2.5)
                    NavigationLink("Bool", value: true)
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["6:43 String", "7:42 Int", "8:45 Double", "9:43 Bool"])
    }

    func testTypeMemberCaseStaticPropertyAndInitializerValues() {
        let source = AnalysisTests.models + """
        struct MemberLinks: View {
            var body: some View {
                VStack {
                    NavigationLink("a", value: Tool.hammer)
                    NavigationLink("b", value: Recipe.sample)
                    NavigationLink("c", value: Recipe.favorite)
                    NavigationLink("d", value: Tool.measure(grams: 5))
                    NavigationLink("e", value: Recipe(id: 2))
                    NavigationLink("f", value: Recipe.make(id: 3))
                    NavigationLink("g", value: Recipe.init(id: 4))
                    NavigationLink("h", value: Category.soup)
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), [
            "26:40 Tool", "27:40 Recipe", "28:40 Recipe", "29:40 Tool", "30:40 Recipe", "31:40 Recipe", "32:40 Recipe",
            "33:40 Category",
        ])
    }

    func testNestedTypeCasesAndInitializersResolveToTheNestedType() {
        let source = """
        enum Route: Hashable {
            case home
            enum Settings: Hashable {
                case account
                case profile(id: Int)
            }
            struct Detail: Hashable {
                let id: Int
            }
        }

        struct NestedLinks: View {
            var body: some View {
                VStack {
                    NavigationLink("a", value: Route.Settings.account)
                    NavigationLink("b", value: Route.Settings.profile(id: 1))
                    NavigationLink("c", value: Route.Detail(id: 2))
                    NavigationLink("d", value: Route.home)
                }
            }
        }

        extension Route {
            struct Picker: View {
                var body: some View {
                    NavigationLink("e", value: Settings.account)
                    NavigationLink("f", value: Detail(id: 3))
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), [
            "15:40 Route.Settings", "16:40 Route.Settings", "17:40 Route.Detail", "18:40 Route",
            "26:40 Route.Settings", "27:40 Route.Detail",
        ])
    }

    func testImplicitMembersTakeTheElementTypeOfATypedPath() {
        let source = """
        import SwiftUI

        enum Route: Hashable {
            case detail(Int)
            case settings
            static let start = Route.settings
        }

        struct ContentView: View {
            @State private var path: [Route] = []
            let id = 3

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Detail") { path.append(.detail(id)) }
                        Button("Settings") { path.append(.settings) }
                        Button("Both") { path = [.settings, .detail(1)] }
                        Button("Start") { path.append(contentsOf: [.start]) }
                    }
                    .navigationDestination(for: Route.self) { route in
                        Text("Route")
                    }
                }
            }
        }
        """
        XCTAssertEqual(H.pushes(source), [
            "16:48 Route", "17:50 Route", "18:42 Route", "18:53 Route", "19:60 Route",
        ])
    }

    func testImplicitMemberArgumentOfAPushWrapperTakesTheParameterType() {
        let files: H.Files = [
            ("Router.swift", """
            import SwiftUI

            enum Destination: Hashable {
                case profile(String)
                case settings
            }

            @Observable
            final class Router {
                var path = NavigationPath()

                func push(to destination: Destination) {
                    path.append(destination)
                }
            }
            """),
            ("Views.swift", """
            import SwiftUI

            struct RootView: View {
                @State private var router = Router()

                var body: some View {
                    NavigationStack(path: $router.path) {
                        HomeView()
                            .navigationDestination(for: Destination.self) { _ in Text("Screen") }
                    }
                    .environment(router)
                }
            }

            struct HomeView: View {
                @Environment(Router.self) private var router
                let user = "me"

                var body: some View {
                    VStack {
                        Button("Profile") { router.push(to: .profile(user)) }
                        Button("Settings") { router.push(to: Destination.settings) }
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(H.pushes(files), ["Views.swift:21:49 Destination", "Views.swift:22:50 Destination"])
    }

    func testLocalConstantsAndVariablesWithAnnotationOrInitializer() {
        let source = AnalysisTests.models + """
        struct LocalLinks: View {
            @State private var path = NavigationPath()

            var body: some View {
                let annotated: Recipe = .sample
                let initialized = Recipe(id: 2)
                var tool = Tool.hammer
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("a", value: annotated)
                        NavigationLink("b", value: initialized)
                        NavigationLink("c", value: tool)
                        Button("Open") { open() }
                    }
                    .navigationDestination(for: Recipe.self) { _ in Text("Recipe") }
                }
            }

            func open() {
                let loaded: Recipe = RecipeStore.shared.load()
                var measured = Tool.measure(grams: 100)
                path.append(loaded)
                path.append(measured)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["32:44 Recipe", "33:44 Recipe", "34:44 Tool"])
        // `open()` takes no value from its caller: it is reported where it is called.
        XCTAssertEqual(H.pushes(source), ["35:34 Recipe", "35:34 Tool"])
    }

    func testFunctionAndClosureParameters() {
        let source = AnalysisTests.models + """
        struct ParameterLinks: View {
            let recipe: Recipe
            @State private var selectedTool: Tool?
            @State private var shownRecipe: Recipe?

            var body: some View {
                VStack {
                    row(recipe)
                    tile(for: recipe)
                    Button("Measure") { selectedTool = .measure(grams: 10) }
                }
                .navigationDestination(for: Recipe.self) { recipe in
                    NavigationLink("Related", value: recipe.related)
                }
                .navigationDestination(item: $shownRecipe) { shown in
                    NavigationLink("Main", value: shown.main)
                }
                .sheet(item: $selectedTool) { tool in
                    NavigationLink("Tool", value: tool)
                }
                .sheet(isPresented: .constant(true)) {
                    ForEach(recipe.ingredients, id: \\.name) { (ingredient: Ingredient) in
                        NavigationLink("Ingredient", value: ingredient)
                    }
                }
            }

            func row(_ r: Recipe) -> some View {
                NavigationLink("Row", value: r)
            }

            @ViewBuilder
            func tile(for r: Recipe) -> some View {
                NavigationLink("Tile", value: r.main)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), [
            "35:46 Ingredient", "38:43 Ingredient", "41:43 Tool", "45:53 Ingredient", "51:38 Recipe", "56:39 Ingredient",
        ])
    }

    func testElementTypesOfForEachListForInAndAllCases() {
        let source = AnalysisTests.models + """
        struct CollectionLinks: View {
            let items: [Recipe]
            @State private var path: [Recipe] = []
            @State private var tools = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        ForEach(items) { item in NavigationLink("a", value: item) }
                        ForEach(items, id: \\.id) { NavigationLink("b", value: $0) }
                        List(items) { item in NavigationLink("c", value: item) }
                        ForEach(Category.allCases, id: \\.self) { category in NavigationLink("d", value: category) }
                        NavigationLink("e", value: Category.allCases)
                        ForEach(items) { item in
                            ForEach(item.ingredients, id: \\.name) { NavigationLink("f", value: $0) }
                        }
                    }
                    .navigationDestination(for: Recipe.self) { _ in Text("Recipe") }
                }
            }

            func openAll() {
                for item in items {
                    path.append(item)
                }
                path.append(contentsOf: items)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), [
            "31:69 Recipe", "32:71 Recipe", "33:66 Recipe", "34:97 Category", "35:44 [Category]", "37:88 Ingredient",
        ])
        XCTAssertEqual(H.pushes(source), ["46:25 Recipe", "48:33 Recipe"])
    }

    func testStoredPropertiesOfKnownTypes() {
        let source = AnalysisTests.models + """
        struct Favorite: Identifiable {
            let id: Int
            let recipe: Recipe
        }

        struct FavoriteLinks: View {
            let favorites: [Favorite]
            let pinned: Favorite
            var featured: Recipe { pinned.recipe }

            var body: some View {
                List(favorites) { item in
                    NavigationLink("a", value: item.recipe)
                    NavigationLink("b", value: item.recipe.main)
                }
                NavigationLink("c", value: self.pinned.recipe)
                NavigationLink("d", value: featured)
                NavigationLink("e", value: pinned.id)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["35:40 Recipe", "36:40 Ingredient", "38:36 Recipe", "39:36 Recipe", "40:36 Int"])
    }

    func testOptionalValuesAreLookedUpByTheirWrappedType() {
        let source = AnalysisTests.models + """
        struct OptionalLinks: View {
            @State private var selected: Recipe?
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("a", value: selected)
                        if let chosen = selected {
                            NavigationLink("b", value: chosen)
                        }
                        if let selected {
                            NavigationLink("c", value: selected)
                        }
                        NavigationLink("d", value: selected!)
                        NavigationLink("e", value: selected?.related)
                    }
                    .navigationDestination(for: Recipe.self) { _ in Text("Recipe") }
                }
            }

            func openSelected() {
                guard let recipe = selected else { return }
                path.append(recipe)
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["30:44 Recipe", "32:48 Recipe", "35:48 Recipe", "37:44 Recipe", "38:44 Ingredient"])
        XCTAssertEqual(H.pushes(source), ["46:21 Recipe"])
    }

    func testAssociatedValuesBoundInSwitchAndIfCasePatterns() {
        let source = AnalysisTests.models + """
        enum Route: Hashable {
            case detail(Recipe)
            case edit(id: Int, recipe: Recipe)
            case pair(Recipe, Tool)
        }

        struct RouteView: View {
            let route: Route

            var body: some View {
                switch route {
                case .detail(let recipe):
                    NavigationLink("a", value: recipe)
                case .edit(id: _, recipe: let edited):
                    NavigationLink("b", value: edited)
                case let .pair(first, second):
                    NavigationLink("c", value: first)
                    NavigationLink("d", value: second)
                }
                if case .edit(let id, let recipe) = route {
                    NavigationLink("e", value: id)
                    NavigationLink("f", value: recipe)
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), [
            "35:40 Recipe", "37:40 Recipe", "39:40 Recipe", "40:40 Tool", "43:40 Int", "44:40 Recipe",
        ])
    }

    func testTypealiasesResolveToTheirTarget() {
        let source = AnalysisTests.models + """
        typealias Dish = Recipe
        typealias Label = String

        struct AliasLinks: View {
            let dish: Dish
            let title: Label

            var body: some View {
                NavigationLink("a", value: dish)
                NavigationLink("b", value: Dish(id: 1))
                NavigationLink("c", value: title)
                NavigationLink("d", value: Dish.sample)
                NavigationLink("e", value: Dish.make(id: 5))
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["31:36 Recipe", "32:36 Recipe", "33:36 String", "34:36 Recipe", "35:36 Recipe"])
    }

    func testValuesThatCannotBeTypedFromTheTextStayUnresolved() {
        let source = AnalysisTests.models + """
        struct Page<Item: Hashable>: Hashable {
            let item: Item
        }

        struct UnresolvedLinks: View {
            let flag: Bool
            let items: [Recipe]
            let anything: any Hashable

            var body: some View {
                VStack {
                    NavigationLink("a", value: RecipeService.recipeOfTheDay())
                    NavigationLink("b", value: recipeOfTheDay())
                    NavigationLink("c", value: flag ? Recipe(id: 1) : Tool.hammer)
                    NavigationLink("d", value: items.map { describe($0) })
                    NavigationLink("e", value: items.filter { $0.id > 0 }.lazy)
                    NavigationLink("f", value: anything)
                    NavigationLink("g", value: Page(item: recipeOfTheDay()))
                    NavigationLink("h", value: items[0])
                }
            }
        }
        """
        // `items[0]` is an element of `items: [Recipe]`: read, unlike the others (branches of two types, a closure
        // calling a function NavLint does not see, a lazy collection, a generic type whose argument is not written and
        // is handed a value NavLint cannot type).
        XCTAssertEqual(H.linkTypes(source), ["34:40 ?", "35:40 ?", "36:40 ?", "37:40 ?", "38:40 ?", "39:40 ?", "40:40 ?", "41:40 Recipe"])
    }

    func testUnresolvedPushesAreCountedButNotListed() {
        let source = AnalysisTests.models + """
        struct ContentView: View {
            @State private var path = NavigationPath()
            let flag = true

            var body: some View {
                NavigationStack(path: $path) {
                    Button("Today") { path.append(RecipeService.recipeOfTheDay()) }
                    Button("Either") { path.append(flag ? Tool.hammer : Tool.measure(grams: 1)) }
                    Button("Hammer") { path.append(Tool.hammer) }
                    Button("Mixed") { path.append(flag ? Tool.hammer : Category.soup) }
                }
            }
        }
        """
        let a = H.analysis(source)
        // Both branches of "Either" are `Tool`s; "Mixed" has branches of two types, which NavLint does not pick between.
        XCTAssertEqual(H.pushes(a, [("Example.swift", source)]), ["30:44 Tool", "31:44 Tool"])
        XCTAssertEqual(a.unresolvedPushes, 2)
    }

    func testAnyHashableValueIsUnresolved() {
        // The unmapped-destination page (Known problems) lists `AnyHashable` among the unresolved values, like
        // `any Hashable`: SwiftUI looks the destination up by the wrapped value's type, which the text does not tell.
        let source = AnalysisTests.models + """
        struct ErasedLinks: View {
            let erased: AnyHashable

            var body: some View {
                NavigationStack {
                    NavigationLink("a", value: erased)
                        .navigationDestination(for: Recipe.self) { _ in Text("Recipe") }
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["28:40 ?"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [])
    }

    // MARK: - Codable decisions (docs/navigation.md#s6)

    func testCodableDeclaredOnTheTypeOrAnExtensionInAnotherFile() {
        let files: H.Files = [
            ("Models.swift", """
            struct Recipe: Codable, Hashable {
                let id: Int
            }

            enum Route: Hashable {
                case detail(Int)
            }

            struct Settings: Swift.Codable {}

            struct Pair: Codable & Hashable {}
            """),
            ("Route+Codable.swift", """
            extension Route: Codable {}
            """),
        ]
        XCTAssertEqual(H.isCodable("Recipe", files), true)
        XCTAssertEqual(H.isCodable("Route", files), true)
        XCTAssertEqual(H.isCodable("Settings", files), true)
        XCTAssertEqual(H.isCodable("Pair", files), true)
        XCTAssertEqual(H.isCodable("[Recipe]", files), true)
        XCTAssertEqual(H.isCodable("Route?", files), true)
    }

    func testEncodableAndDecodableSplitAcrossDeclarationsIsCodable() {
        let files: H.Files = [
            ("Ticket.swift", """
            struct Ticket: Encodable, Hashable {
                let id: Int
            }

            struct Receipt: Encodable, Hashable {
                let id: Int
            }
            """),
            ("Ticket+Decodable.swift", """
            extension Ticket: Decodable {}
            """),
        ]
        XCTAssertEqual(H.isCodable("Ticket", files), true)
        XCTAssertEqual(H.isCodable("Receipt", files), false, "Encodable alone is not Codable")
    }

    func testCodableThroughARefiningProtocolOrATypealiasComposition() {
        let files: H.Files = [
            ("Routes.swift", """
            protocol Route: Codable, Hashable {}
            protocol TabRoute: Route {}
            typealias PathElement = Codable & Hashable

            enum Tab: Route {
                case home(Int)
            }

            enum Inbox: TabRoute {
                case message(id: Int)
            }

            struct Filter: PathElement {
                let query: String
            }

            enum Screen {
                enum Sub: PathElement {
                    case a(Int)
                }
            }
            """),
        ]
        XCTAssertEqual(H.isCodable("Tab", files), true)
        XCTAssertEqual(H.isCodable("Inbox", files), true, "through two protocols")
        XCTAssertEqual(H.isCodable("Filter", files), true)
        XCTAssertEqual(H.isCodable("Screen.Sub", files), true)
    }

    func testStandardTypesAreCodable() {
        for written in ["String", "Int", "UInt8", "Double", "Bool", "UUID", "URL", "Date", "Data", "CGFloat", "[String]", "String?",
                        "[String: Int]", "Set<UUID>", "[[Int]]", "Foundation.URL", "Swift.String"] {
            XCTAssertEqual(H.isCodable(written), true, written)
        }
    }

    func testStandardNonCodableTypesAreNotCodable() {
        for written in ["Color", "Image", "AnyView", "AnyHashable", "SwiftUI.Color", "[Color]", "Color?", "[String: Image]", "Set<AnyHashable>"] {
            XCTAssertEqual(H.isCodable(written), false, written)
        }
    }

    func testClassesAndEnumsWithAssociatedValuesAreNotCodableUnlessDeclared() {
        let files: H.Files = [
            ("Models.swift", """
            import Observation

            final class Account: Hashable {
                let id = UUID()
                static func == (a: Account, b: Account) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }

            @Observable
            final class Session {}

            final class Store: ObservableObject, Identifiable {}

            enum Screen: Hashable {
                case detail(Account)
                case settings
            }

            struct SearchFilter: Hashable {
                let query: String
            }
            """),
        ]
        XCTAssertEqual(H.isCodable("Account", files), false)
        // No Hashable is visible on these two: a value on a path is Hashable, so a conformance NavLint cannot see
        // exists elsewhere, and Codable-ness is not judged (nil) rather than guessed.
        XCTAssertEqual(H.isCodable("Session", files), nil)
        XCTAssertEqual(H.isCodable("Store", files), nil)
        XCTAssertEqual(H.isCodable("Screen", files), false)
        XCTAssertEqual(H.isCodable("SearchFilter", files), false)
    }

    func testUnknownConformancesAndExternalTypesAreUndecided() {
        let files: H.Files = [
            ("Models.swift", """
            import RecipeKit

            struct RecipeCollection: Shareable, Hashable {
                let id: Int
            }

            final class Draft: RecipeKit.Document {}
            """),
        ]
        XCTAssertNil(H.isCodable("RecipeCollection", files), "Shareable may refine Codable")
        XCTAssertNil(H.isCodable("Draft", files), "an unscanned superclass may be Codable")
        XCTAssertNil(H.isCodable("RecipeKit.Recipe", files))
        XCTAssertNil(H.isCodable("Ingredient", files))
        XCTAssertNil(H.isCodable("[Ingredient]", files))
        XCTAssertNil(H.isCodable("Array<Ingredient>", files))
        // A module-qualified name of a type outside the scanned code is unknown, not a type NavLint could compare.
        XCTAssertEqual(H.resolved("RecipeKit.Recipe", files), "?")
    }

    func testCodableThroughNestedExtensionsAliasesAndSuperclasses() {
        let files: H.Files = [
            ("Models.swift", """
            protocol Route: Codable, Hashable {}

            enum AppRoute {
                enum Settings: Hashable {
                    case account
                }
            }

            typealias Dish = Recipe

            struct Recipe: Hashable {
                let id: Int
            }

            class Document: Codable {}
            final class Note: Document {}

            enum Category: String, CaseIterable {
                case soup
            }

            enum Size: Int, Codable {
                case small
            }

            enum Tab: Hashable {
                case home
            }
            """),
            ("Extensions.swift", """
            extension AppRoute.Settings: Codable {}
            extension Recipe: Codable {}
            extension Tab: Route {}
            """),
        ]
        XCTAssertEqual(H.isCodable("AppRoute.Settings", files), true)
        XCTAssertEqual(H.isCodable("Dish", files), true)
        XCTAssertEqual(H.resolved("Dish", files), "Recipe")
        XCTAssertEqual(H.isCodable("Note", files), true, "a subclass of a Codable class")
        XCTAssertEqual(H.isCodable("Category", files), false, "a raw value does not make an enum Codable")
        XCTAssertEqual(H.isCodable("Size", files), true)
        XCTAssertEqual(H.isCodable("Tab", files), true, "a refining protocol adopted in an extension")
    }

    func testModelClassesAndManagedObjectsAreNotCodableUnlessDeclared() {
        let files: H.Files = [
            ("Models.swift", """
            import SwiftData
            import CoreData

            @Model
            final class Trip {
                var name: String
                init(name: String) { self.name = name }
            }

            @Model
            final class Stop: Codable {
                var city: String
                init(city: String) { self.city = city }
                required init(from decoder: Decoder) throws { city = "" }
                func encode(to encoder: Encoder) throws {}
            }

            @Model
            final class Traveller {
                var name: String
                init(name: String) { self.name = name }
            }

            @objc(Entry)
            public class Entry: NSManagedObject {}

            public class Draft: Entry {}

            public class Folder: NSManagedObject {}

            final class Downloader: NSObject {}
            """),
            ("Extensions.swift", """
            extension Traveller: Codable {}
            extension Folder: Encodable {}
            extension Folder: Decodable {}
            """),
        ]
        XCTAssertEqual(H.isCodable("Trip", files), false, "@Model adds PersistentModel and Observable, not Codable")
        XCTAssertEqual(H.isCodable("[Trip]", files), false)
        XCTAssertEqual(H.isCodable("Stop", files), true)
        XCTAssertEqual(H.isCodable("Traveller", files), true, "Codable declared in an extension in another file")
        XCTAssertEqual(H.isCodable("Entry", files), false)
        XCTAssertEqual(H.isCodable("Draft", files), false, "a subclass of a managed object")
        XCTAssertEqual(H.isCodable("Folder", files), true)
        XCTAssertEqual(H.isCodable("Downloader", files), false, "an NSObject is Hashable, not Codable")
    }

    /// A declared Codable is trusted: an enum or struct that declares it with a member that is not Codable does not
    /// compile, so what the program says holds. Without the declaration nothing is synthesized, whatever the members.
    func testDeclaredCodableIsTrustedAndNothingIsSynthesizedWithoutIt() {
        let files: H.Files = [
            ("Routes.swift", """
            import SwiftUI

            enum Screen: Hashable, Codable {
                case photo(Photo)
            }

            struct Photo: Hashable {
                let tint: Color
            }

            enum Tab: Hashable {
                case feed(page: Int)
            }

            struct Filter: Hashable {
                let query: String
            }
            """),
        ]
        XCTAssertEqual(H.isCodable("Screen", files), true)
        XCTAssertEqual(H.isCodable("Photo", files), false)
        XCTAssertEqual(H.isCodable("Tab", files), false, "associated values of Codable types, and no Codable declared")
        XCTAssertEqual(H.isCodable("Filter", files), false)
    }

    /// `extension Color: Codable` in the program makes `Color` Codable there; so does a conformance to a protocol the
    /// program declares that refines Codable.
    func testCodableDeclaredForATypeOutsideTheScannedCode() {
        let files: H.Files = [
            ("Extensions.swift", """
            import SwiftUI
            import CoreLocation

            protocol Persistable: Codable {}

            extension SwiftUI.Color: Codable {}
            extension CLLocationCoordinate2D: Persistable {}
            extension Image: Sendable {}
            """),
        ]
        XCTAssertEqual(H.isCodable("Color", files), true)
        XCTAssertEqual(H.isCodable("[Color]", files), true)
        XCTAssertEqual(H.isCodable("CLLocationCoordinate2D", files), true)
        XCTAssertEqual(H.isCodable("Image", files), false)
        XCTAssertEqual(H.isCodable("Color"), false, "not without the extension")
        XCTAssertEqual(H.isCodable("[String: Color]"), false, "a dictionary with values that are not Codable")
    }

    /// When the source cannot tell, the doubt names what NavLint does not see (for `--explain`).
    func testCodabilityDoubtNamesWhatIsNotSeen() {
        let files: H.Files = [
            ("Models.swift", """
            import RecipeKit
            import Defaults

            struct Collection: Hashable, Shareable {}
            struct Setting: Hashable, Defaults.Serializable {}
            @Codable struct Menu: Hashable {}
            struct Plate {}
            """),
            ("Probe.swift", "struct Probe {\n    let a: Collection\n    let b: Setting\n    let c: Menu\n    let d: Plate\n    let e: Ingredient\n    let f: [Ingredient: Color]\n}\n"),
        ]
        let analysis = H.analysis(files)
        func doubt(_ property: String) -> Codability { analysis.table.codability(analysis.inference.propertyType("Probe", property)) }
        XCTAssertEqual(doubt("a"), .unknown(.conformanceNotScanned(type: "Collection", conformance: "Shareable")))
        XCTAssertEqual(doubt("b"), .unknown(.conformanceNotScanned(type: "Setting", conformance: "Defaults.Serializable")))
        XCTAssertEqual(doubt("c"), .unknown(.attribute(type: "Menu", attribute: "@Codable")))
        XCTAssertEqual(doubt("d"), .unknown(.noHashableSeen("Plate")))
        XCTAssertEqual(doubt("e"), .unknown(.typeNotScanned("Ingredient")))
        XCTAssertEqual(doubt("f"), .notCodable, "one part not Codable decides")
    }

    // MARK: - Scopes (docs/navigation.md#s4), through unmapped-destination

    func testEachTabIsCheckedAgainstItsOwnStack() {
        let files: H.Files = [
            ("App.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }
            enum Tool: Hashable { case whisk }

            @main
            struct KitchenApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            NavigationStack {
                                RecipesTab()
                                    .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                            }
                            NavigationStack {
                                ToolsTab()
                                    .navigationDestination(for: Tool.self) { _ in Text("Tool") }
                            }
                        }
                    }
                }
            }
            """),
            ("Tabs.swift", """
            import SwiftUI

            struct RecipesTab: View {
                var body: some View {
                    List {
                        NavigationLink("Pie", value: Recipe(name: "Pie"))
                        NavigationLink("Whisk", value: Tool.whisk)
                    }
                }
            }

            struct ToolsTab: View {
                var body: some View {
                    List {
                        NavigationLink("Whisk", value: Tool.whisk)
                        NavigationLink("Pie", value: Recipe(name: "Pie"))
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination", notes: true), [
            "Tabs.swift:7:44",
            "  note App.swift:11:17 the NavigationStack searched is here; it maps \"Recipe\"",
            "Tabs.swift:16:42",
            "  note App.swift:15:17 the NavigationStack searched is here; it maps \"Tool\"",
        ])
    }

    func testRegistrationInAPushedViewServesDeeperLinksButNotTheRoot() {
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }
        struct Ingredient: Hashable { let name: String }
        struct Substitute: Hashable { let name: String }

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Pie", value: Recipe(name: "Pie"))
                        NavigationLink("Flour", value: Ingredient(name: "Flour"))
                        NavigationLink("Honey", value: Substitute(name: "Honey"))
                    }
                    .navigationDestination(for: Recipe.self) { recipe in
                        RecipeDetail(recipe: recipe)
                    }
                }
            }
        }

        struct RecipeDetail: View {
            let recipe: Recipe

            var body: some View {
                List {
                    NavigationLink("Flour", value: Ingredient(name: "Flour"))
                    NavigationLink("Honey", value: Substitute(name: "Honey"))
                }
                .navigationDestination(for: Ingredient.self) { ingredient in
                    IngredientDetail(ingredient: ingredient)
                }
            }
        }

        struct IngredientDetail: View {
            let ingredient: Ingredient

            var body: some View {
                VStack {
                    NavigationLink("Another", value: Ingredient(name: "Sugar"))
                    NavigationLink("Substitute", value: Substitute(name: "Honey"))
                }
                .navigationDestination(for: Substitute.self) { s in Text(s.name) }
            }
        }
        """
        // The root's Ingredient link is tapped while no RecipeDetail is on the stack; Substitute is mapped only in
        // IngredientDetail, so it serves the link there and no link below it.
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [
            "Example.swift:12:48", "Example.swift:13:48", "Example.swift:28:44",
        ])
        // Each note lists what the page holding the link sees: the root only Recipe, RecipeDetail also Ingredient.
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination", notes: true), [
            "Example.swift:12:48",
            "  note Example.swift:9:9 the NavigationStack searched is here; it maps \"Recipe\"",
            "Example.swift:13:48",
            "  note Example.swift:9:9 the NavigationStack searched is here; it maps \"Recipe\"",
            "Example.swift:28:44",
            "  note Example.swift:9:9 the NavigationStack searched is here; it maps \"Ingredient\", \"Recipe\"",
        ])
    }

    func testRegistrationInAParentViewInAnotherFileServesComposedViews() {
        let files: H.Files = [
            ("ContentView.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }
            enum Tool: Hashable { case whisk }

            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        RecipeList()
                            .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                    }
                }
            }
            """),
            ("RecipeList.swift", """
            import SwiftUI

            struct RecipeList: View {
                let recipes = [Recipe(name: "Pie")]

                var body: some View {
                    List(recipes, id: \\.name) { recipe in
                        RecipeRow(recipe: recipe)
                    }
                }
            }
            """),
            ("RecipeRow.swift", """
            import SwiftUI

            struct RecipeRow: View {
                let recipe: Recipe

                var body: some View {
                    HStack {
                        NavigationLink(recipe.name, value: recipe)
                        NavigationLink("Whisk", value: Tool.whisk)
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(H.linkTypes(files), ["RecipeRow.swift:8:48 Recipe", "RecipeRow.swift:9:44 Tool"])
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination"), ["RecipeRow.swift:9:44"])
    }

    func testViewReachedFromTwoStacksIsReportedOnceForTheStackThatDoesNotMapIt() {
        let files: H.Files = [
            ("Stacks.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }
            enum Tool: Hashable { case whisk }

            struct HomeTab: View {
                var body: some View {
                    NavigationStack {
                        SharedList()
                            .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                    }
                }
            }

            struct SearchTab: View {
                var body: some View {
                    NavigationStack {
                        SharedList()
                            .navigationDestination(for: Tool.self) { _ in Text("Tool") }
                    }
                }
            }
            """),
            ("SharedList.swift", """
            import SwiftUI

            struct SharedList: View {
                var body: some View {
                    List {
                        NavigationLink("Pie", value: Recipe(name: "Pie"))
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination", notes: true), [
            "SharedList.swift:6:42",
            "  note Stacks.swift:17:9 the NavigationStack searched is here; it maps \"Tool\"",
        ])
        let a = H.analysis(files)
        XCTAssertEqual(a.contexts.count, 2)
        let entries = a.linkContexts.values.flatMap { $0 }.map { "\(a[$0.context].location.line) \($0.mapped)" }.sorted()
        XCTAssertEqual(entries, ["17 false", "8 true"])
    }

    func testLinkInSheetWithoutStackIsNotUnmappedButSheetWithItsOwnStackIsChecked() {
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }

        struct ContentView: View {
            @State private var showHelp = false
            @State private var showPicker = false

            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Pie", value: Recipe(name: "Pie"))
                        Button("Help") { showHelp = true }
                    }
                    .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                    .sheet(isPresented: $showHelp) {
                        HelpView()
                    }
                    .fullScreenCover(isPresented: $showPicker) {
                        NavigationStack {
                            NavigationLink("Tart", value: Recipe(name: "Tart"))
                        }
                    }
                }
            }
        }

        struct HelpView: View {
            var body: some View {
                NavigationLink("Crumble", value: Recipe(name: "Crumble"))
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination", notes: true), [
            "Example.swift:21:51",
            "  note Example.swift:20:17 the NavigationStack searched is here; it maps no value types",
        ])
    }

    func testSelectionListInASplitViewSidebarNeedsNoDestinationForItsSelectionType() {
        let source = """
        import SwiftUI

        struct Recipe: Hashable, Identifiable { let id: Int }
        enum Tool: Hashable { case whisk }

        struct ContentView: View {
            @State private var selection: Recipe?
            @State private var picked: Set<Recipe> = []
            let recipes: [Recipe] = []

            var body: some View {
                NavigationSplitView {
                    List(selection: $selection) {
                        ForEach(recipes) { recipe in
                            NavigationLink("Recipe", value: recipe)
                        }
                        NavigationLink("Whisk", value: Tool.whisk)
                    }
                } detail: {
                    Text("Detail")
                }
            }

            var multiple: some View {
                NavigationSplitView {
                    List(recipes, selection: $picked) { recipe in
                        NavigationLink("Recipe", value: recipe)
                    }
                } content: {
                    Text("Content")
                } detail: {
                    Text("Detail")
                }
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination", notes: true), [
            "Example.swift:17:48",
            "  note Example.swift:12:29 the NavigationSplitView column searched is here; it maps no value types",
        ])
    }

    func testPreviewsCreateNoContexts() {
        let source = """
        import SwiftUI

        enum Tool: Hashable { case whisk }

        struct ToolRow: View {
            var body: some View {
                NavigationLink("Whisk", value: Tool.whisk)
            }
        }

        #Preview {
            NavigationStack {
                ToolRow()
            }
        }

        struct ToolRow_Previews: PreviewProvider {
            static var previews: some View {
                NavigationStack {
                    ToolRow()
                        .navigationDestination(for: Int.self) { n in Text("\\(n)") }
                }
            }
        }
        """
        let a = H.analysis(source)
        XCTAssertEqual(a.contexts.count, 0)
        XCTAssertEqual(a.registrations.count, 0)
        XCTAssertTrue(a.linkContexts.isEmpty)
        XCTAssertEqual(H.linkTypes(source), ["7:40 Tool"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [])
    }

    func testViewNoCodeInstantiatesIsSilentUnlessItHoldsItsOwnStack() {
        let source = """
        import SwiftUI

        enum Tool: Hashable { case whisk }

        struct Orphan: View {
            var body: some View {
                NavigationLink("Whisk", value: Tool.whisk)
            }
        }

        struct StandaloneScreen: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Whisk", value: Tool.whisk)
                }
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), ["Example.swift:14:44"])
    }

    func testPushWrapperIsReportedAtEachCallSiteArgumentNotAtItsAppend() {
        let files: H.Files = [
            ("Router.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }

            enum Destination: Hashable {
                case profile(String)
                case settings
            }

            @Observable
            final class Router {
                var path = NavigationPath()

                func push(to destination: Destination) {
                    path.append(destination)
                }

                func open(_ recipe: Recipe) {
                    path.append(recipe)
                }
            }
            """),
            ("RootView.swift", """
            import SwiftUI

            struct RootView: View {
                @State private var router = Router()

                var body: some View {
                    NavigationStack(path: $router.path) {
                        HomeView()
                            .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                    }
                    .environment(router)
                }
            }
            """),
            ("HomeView.swift", """
            import SwiftUI

            struct HomeView: View {
                @Environment(Router.self) private var router

                var body: some View {
                    VStack {
                        Button("Profile") { router.push(to: .profile("me")) }
                        Button("Pie") { router.open(Recipe(name: "Pie")) }
                        SettingsButton()
                    }
                }
            }

            struct SettingsButton: View {
                @Environment(Router.self) private var router

                var body: some View {
                    Button("Settings") {
                        router.push(to: Destination.settings)
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(H.pushes(files), ["HomeView.swift:8:49 Destination", "HomeView.swift:9:41 Recipe", "HomeView.swift:20:29 Destination"])
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination", notes: true), [
            "HomeView.swift:8:49",
            "  note RootView.swift:7:9 the NavigationStack searched is here; it maps \"Recipe\"",
            "HomeView.swift:20:29",
            "  note RootView.swift:7:9 the NavigationStack searched is here; it maps \"Recipe\"",
        ])
    }

    func testWrapperThatBuildsTheValueIsReportedOnceInTheWrapper() {
        let files: H.Files = [
            ("Coordinator.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }

            enum Screen: Hashable {
                case detail(Int)
                case settings
            }

            final class NavigationCoordinator: ObservableObject {
                @Published var path = NavigationPath()

                func goToDetail(id: Int) {
                    path.append(Screen.detail(id))
                }

                func showSettings() {
                    path.append(Screen.settings)
                }
            }
            """),
            ("RootView.swift", """
            import SwiftUI

            struct RootView: View {
                @StateObject private var coordinator = NavigationCoordinator()

                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        VStack {
                            Button("Item 10") { coordinator.goToDetail(id: 10) }
                            Button("Item 11") { coordinator.goToDetail(id: 11) }
                            Button("Settings") { coordinator.showSettings() }
                        }
                        .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                    }
                }
            }
            """),
        ]
        // The type is chosen in the wrapper: every call pushes a Screen onto the same path, so each push is reported
        // once, at the value in the wrapper, with a note at a call.
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination", notes: true), [
            "Coordinator.swift:14:21",
            "  note RootView.swift:7:9 the NavigationStack searched is here; it maps \"Recipe\"",
            "  note RootView.swift:9:64 the function that pushes it is called here and at 1 other place",
            "Coordinator.swift:18:21",
            "  note RootView.swift:7:9 the NavigationStack searched is here; it maps \"Recipe\"",
            "  note RootView.swift:11:50 the function that pushes it is called here",
        ])
    }

    func testAppendOnAnArrayNoStackBindsIsNotNavigation() {
        let source = """
        import SwiftUI

        enum Tool: Hashable { case whisk }

        struct ContentView: View {
            @State private var path = NavigationPath()
            @State private var history: [Tool] = []

            var body: some View {
                NavigationStack(path: $path) {
                    Button("Whisk") {
                        history.append(.whisk)
                        history = [.whisk, .whisk]
                    }
                }
            }
        }
        """
        let a = H.analysis(source)
        XCTAssertTrue(a.pushSites.isEmpty)
        XCTAssertEqual(a.unresolvedPushes, 0)
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [])
    }

    func testBindingHandedDownIsTheParentsPath() {
        let files: H.Files = [
            ("ContentView.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }
            enum Tool: Hashable { case whisk }

            struct ContentView: View {
                @State private var path = NavigationPath()

                var body: some View {
                    NavigationStack(path: $path) {
                        FirstView(path: $path)
                            .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                    }
                }
            }
            """),
            ("FirstView.swift", """
            import SwiftUI

            struct FirstView: View {
                @Binding var path: NavigationPath

                var body: some View {
                    VStack {
                        Button("Pie") { path.append(Recipe(name: "Pie")) }
                        Button("Whisk") { path.append(Tool.whisk) }
                        SecondView(path: $path)
                    }
                }
            }

            struct SecondView: View {
                @Binding var path: NavigationPath

                var body: some View {
                    Button("Whisk") { path.append(Tool.whisk) }
                }
            }
            """),
        ]
        let a = H.analysis(files)
        // Every push, through however many bindings, lands on the parent's path.
        let stackPath = PathKey(owner: "ContentView", property: "path")
        XCTAssertEqual(a.pushSites.map { a.targets($0.key) }, [[stackPath], [stackPath], [stackPath]])
        XCTAssertEqual(a.contexts(bindingKey: PathKey(owner: "SecondView", property: "path")).count, 1)
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination", notes: true), [
            "FirstView.swift:9:43",
            "  note ContentView.swift:10:9 the NavigationStack searched is here; it maps \"Recipe\"",
            "FirstView.swift:19:39",
            "  note ContentView.swift:10:9 the NavigationStack searched is here; it maps \"Recipe\"",
        ])
    }

    func testDestinationAttachedToTheStackItselfStillMapsPushes() {
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }
        enum Tool: Hashable { case whisk }

        struct ContentView: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Pie", value: Recipe(name: "Pie"))
                        Button("Tart") { path.append(Recipe(name: "Tart")) }
                        Button("Whisk") { path.append(Tool.whisk) }
                    }
                }
                .navigationDestination(for: Recipe.self) { r in Text(r.name) }
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), ["Example.swift:14:47"])
    }

    func testAppWrittenViewExtensionAppliedToTheRootMaps() {
        let files: H.Files = [
            ("Routing.swift", """
            import SwiftUI

            enum Route: Hashable {
                case recipe(String)
            }

            extension View {
                func withAppRouter() -> some View {
                    navigationDestination(for: Route.self) { route in
                        Text("Route")
                    }
                }
            }
            """),
            ("ContentView.swift", """
            import SwiftUI

            enum Tool: Hashable { case whisk }

            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        HomeView()
                            .withAppRouter()
                    }
                }
            }

            struct HomeView: View {
                var body: some View {
                    VStack {
                        NavigationLink("Pie", value: Route.recipe("Pie"))
                        NavigationLink("Whisk", value: Tool.whisk)
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination", notes: true), [
            "ContentView.swift:18:44",
            "  note ContentView.swift:7:9 the NavigationStack searched is here; it maps \"Route\"",
        ])
    }

    func testGenericDestinationInAGenericFunctionMapsAnything() {
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }
        enum Tool: Hashable { case whisk }

        extension View {
            func routes<D: Hashable, Content: View>(for type: D.Type, @ViewBuilder destination: @escaping (D) -> Content) -> some View {
                navigationDestination(for: D.self) { value in destination(value) }
            }
        }

        struct ContentView: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Whisk", value: Tool.whisk)
                        Button("Whisk") { path.append(Tool.whisk) }
                    }
                    .routes(for: Recipe.self) { recipe in Text(recipe.name) }
                }
            }
        }
        """
        let a = H.analysis(source)
        XCTAssertEqual(a.registrations.map(\.type.description), ["?"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [])
    }

    // MARK: - Lazy containers (docs/navigation.md#s5)

    func testDestinationThroughTwoLevelsOfCompositionInsideAListIsInside() {
        let files: H.Files = [
            ("ContentView.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }

            struct ContentView: View {
                let recipes: [Recipe]

                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(recipes, id: \\.name) { recipe in
                                RecipeRow(recipe: recipe)
                            }
                        }
                    }
                }
            }
            """),
            ("RecipeRow.swift", """
            import SwiftUI

            struct RecipeRow: View {
                let recipe: Recipe

                var body: some View {
                    HStack {
                        RowLink(recipe: recipe)
                    }
                }
            }

            struct RowLink: View {
                let recipe: Recipe

                var body: some View {
                    NavigationLink(recipe.name, value: recipe)
                        .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                }
            }
            """),
        ]
        XCTAssertEqual(H.lint(files, rule: "destination-in-lazy-container", notes: true), [
            "RecipeRow.swift:18:14",
            "  note ContentView.swift:10:13 the lazy container 'List' is here",
        ])
        let a = H.analysis(files)
        let ri = a.graph.regions.firstIndex { $0.owner == "RowLink" }!
        let destination = a.graph.regions[ri].destinations[0]
        let found = a.lazyContainer(around: destination.elementID, in: RegionID(ri))
        XCTAssertEqual(found.map { a.graph[$0.region].owner }, "ContentView")
        XCTAssertEqual(found.map { a.graph[$0.region][$0.element].name }, "List")
        // Unmapped-destination still counts the registration (docs/navigation.md#s9): it serves the link next to it.
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination"), [])
    }

    func testDestinationInASheetPresentedFromAListRowIsNotInsideTheList() {
        let files: H.Files = [
            ("ContentView.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }

            struct ContentView: View {
                let recipes: [Recipe]
                @State private var editing: Recipe?
                @State private var showTips = false

                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(recipes, id: \\.name) { recipe in
                                Text(recipe.name)
                                    .sheet(item: $editing) { recipe in
                                        EditorView(recipe: recipe)
                                    }
                                    .popover(isPresented: $showTips) {
                                        Text("Tip")
                                            .navigationDestination(isPresented: $showTips) { Text("More") }
                                    }
                            }
                        }
                    }
                }
            }
            """),
            ("EditorView.swift", """
            import SwiftUI

            struct EditorView: View {
                let recipe: Recipe
                @State private var showHelp = false

                var body: some View {
                    NavigationStack {
                        VStack {
                            Text(recipe.name)
                        }
                        .navigationDestination(isPresented: $showHelp) { Text("Help") }
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(H.lint(files, rule: "destination-in-lazy-container"), [])
        let a = H.analysis(files)
        for (ri, r) in a.graph.regions.enumerated() {
            for d in r.destinations {
                XCTAssertNil(a.lazyContainer(around: d.elementID, in: RegionID(ri)), "\(r.owner)")
            }
        }
    }

    func testAllThreeDestinationFormsInARowOfALazyStackAreInside() {
        let files: H.Files = [
            ("Feed.swift", """
            import SwiftUI

            struct Recipe: Hashable { let name: String }

            struct Feed: View {
                let recipes: [Recipe]

                var body: some View {
                    NavigationStack {
                        ScrollView {
                            LazyVStack {
                                ForEach(recipes, id: \\.name) { recipe in
                                    FeedRow(recipe: recipe)
                                }
                            }
                        }
                    }
                }
            }
            """),
            ("FeedRow.swift", """
            import SwiftUI

            struct FeedRow: View {
                let recipe: Recipe
                @State private var showAuthor = false
                @State private var shown: Recipe?

                var body: some View {
                    VStack {
                        NavigationLink(recipe.name, value: recipe)
                    }
                    .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                    .navigationDestination(isPresented: $showAuthor) { Text("Author") }
                    .navigationDestination(item: $shown) { r in Text(r.name) }
                }
            }
            """),
        ]
        XCTAssertEqual(H.lint(files, rule: "destination-in-lazy-container", notes: true), [
            "FeedRow.swift:12:10",
            "  note Feed.swift:11:17 the lazy container 'LazyVStack' is here",
            "FeedRow.swift:13:10",
            "  note Feed.swift:11:17 the lazy container 'LazyVStack' is here",
            "FeedRow.swift:14:10",
            "  note Feed.swift:11:17 the lazy container 'LazyVStack' is here",
        ])
    }

    // MARK: - non-codable-path-element (docs/navigation.md#s6)

    static let savedPathViews = """
    import SwiftUI

    struct ContentView: View {
        @StateObject private var model = NavigationModel()

        var body: some View {
            NavigationStack(path: $model.path) {
                VStack {
                    NavigationLink("Pie", value: Recipe(name: "Pie"))
                    NavigationLink("Mint", value: Color.mint)
                    Button("Purple") { model.path.append(Color.purple) }
                }
                .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                .navigationDestination(for: Color.self) { c in c }
            }
        }
    }
    """

    func testPathSavedThroughEncodingItsCodableRepresentation() {
        let files: H.Files = [
            ("NavigationModel.swift", """
            import SwiftUI

            struct Recipe: Hashable, Codable { let name: String }

            final class NavigationModel: ObservableObject {
                @Published var path = NavigationPath()
                private let encoder = JSONEncoder()

                func save() throws -> Data {
                    try encoder.encode(path.codable)
                }
            }
            """),
            ("ContentView.swift", AnalysisTests.savedPathViews),
        ]
        XCTAssertEqual(H.lint(files, rule: "non-codable-path-element", notes: true), [
            "ContentView.swift:10:47",
            "  note NavigationModel.swift:10:28 the path is saved here",
            "ContentView.swift:11:54",
            "  note NavigationModel.swift:10:28 the path is saved here",
        ])
        XCTAssertEqual(H.diagnostics(files, rule: "non-codable-path-element").first?.message,
                       "\"Color\" is not Codable: once it is on the NavigationPath 'path', path.codable is nil and the saved navigation state is lost. Push a Codable value (an identifier or a Codable route) instead.")
    }

    func testPathRestoredFromACodableRepresentation() {
        let files: H.Files = [
            ("NavigationModel.swift", """
            import SwiftUI

            struct Recipe: Hashable, Codable { let name: String }

            final class NavigationModel: ObservableObject {
                @Published var path = NavigationPath()

                func restore(from data: Data) {
                    if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
                        path = NavigationPath(representation)
                    }
                }
            }
            """),
            ("ContentView.swift", AnalysisTests.savedPathViews),
        ]
        XCTAssertEqual(H.lint(files, rule: "non-codable-path-element", notes: true), [
            "ContentView.swift:10:47",
            "  note NavigationModel.swift:10:18 the path is saved here",
            "ContentView.swift:11:54",
            "  note NavigationModel.swift:10:18 the path is saved here",
        ])
    }

    func testUnsavedPathIsCheckedOnlyInAlwaysMode() {
        let files: H.Files = [
            ("NavigationModel.swift", """
            import SwiftUI

            struct Recipe: Hashable, Codable { let name: String }

            final class NavigationModel: ObservableObject {
                @Published var path = NavigationPath()
            }
            """),
            ("ContentView.swift", AnalysisTests.savedPathViews),
        ]
        XCTAssertEqual(H.lint(files, rule: "non-codable-path-element"), [])
        let always = H.diagnostics(files, rule: "non-codable-path-element", options: ["mode": "always"])
        XCTAssertEqual(always.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }, ["1:10:47", "1:11:54"])
        XCTAssertEqual(always.map(\.notes.count), [0, 0])
        XCTAssertEqual(always.first?.message,
                       "\"Color\" is not Codable: once it is on the NavigationPath 'path', path.codable is nil and the path cannot be saved. Push a Codable value (an identifier or a Codable route) instead.")
    }

    func testTypedPathOfNonCodableElementsIsNeverReported() {
        let source = """
        import SwiftUI

        struct Palette: View {
            @State private var path: [Color] = []
            private let encoder = JSONEncoder()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Mint", value: Color.mint)
                        Button("Purple") { path.append(.purple) }
                    }
                    .navigationDestination(for: Color.self) { c in c }
                }
            }

            func save() -> Data? {
                try? encoder.encode(path)
            }
        }
        """
        let a = H.analysis(source)
        XCTAssertEqual(H.pushes(a, [("Example.swift", source)]), ["11:48 Color"])
        XCTAssertEqual(a.persisted.keys.map(\.description), ["Palette.path"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "non-codable-path-element"), [])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "non-codable-path-element", options: ["mode": "always"]), [])
    }

    // MARK: - More inference and scope details

    func testGenericTypeWithWrittenArgumentsResolves() {
        let source = AnalysisTests.models + """
        struct Page<Item: Hashable>: Hashable {
            let item: Item
        }

        struct PageLinks: View {
            let page: Page<Recipe>

            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("a", value: page)
                        NavigationLink("b", value: Page<Recipe>(item: .sample))
                        NavigationLink("c", value: Page(item: Recipe.sample))
                    }
                    .navigationDestination(for: Page<Recipe>.self) { p in Text("Page") }
                }
            }
        }
        """
        // `Page(item: Recipe.sample)`: the argument not written is read from the value the initializer is handed.
        XCTAssertEqual(H.linkTypes(source), ["33:44 Page<Recipe>", "34:44 Page<Recipe>", "35:44 Page<Recipe>"])
        let a = H.analysis(source)
        XCTAssertEqual(a.registrations.map(\.type.description), ["Page<Recipe>"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [])
    }

    func testClosureParameterShadowsAStoredPropertyOfTheSameName() {
        let source = AnalysisTests.models + """
        struct ShadowLinks: View {
            let item: Tool
            let recipes: [Recipe]

            var body: some View {
                VStack {
                    NavigationLink("a", value: item)
                    ForEach(recipes) { item in
                        NavigationLink("b", value: item)
                    }
                    NavigationLink(value: item) {
                        Text("c")
                    }
                    NavigationLink(value: item, label: { Text("d") })
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["29:40 Tool", "31:44 Recipe", "33:35 Tool", "36:35 Tool"])
    }

    func testNavigationPathAssignedFromAnArrayPushesEachElement() {
        let source = AnalysisTests.models + """
        struct DeepLinks: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    Text("Home")
                        .navigationDestination(for: Recipe.self) { _ in Text("Recipe") }
                }
                .onOpenURL { _ in
                    path = NavigationPath()
                    path = NavigationPath([Recipe.sample, Tool.hammer])
                    path.append(contentsOf: [Recipe.favorite, Tool.measure(grams: 2)])
                }
            }
        }
        """
        XCTAssertEqual(H.pushes(source), ["33:36 Recipe", "33:51 Tool", "34:38 Recipe", "34:55 Tool"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), ["Example.swift:33:51", "Example.swift:34:55"])
    }

    func testLinksInViewCodeMembersBelongToTheStackOfTheBodyUsingThem() {
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }
        enum Tool: Hashable { case whisk }

        struct ContentView: View {
            let recipes: [Recipe]

            var body: some View {
                NavigationStack {
                    VStack {
                        header
                        ForEach(recipes, id: \\.name) { recipe in
                            row(recipe)
                        }
                    }
                    .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                }
            }

            private var header: some View {
                NavigationLink("Whisk", value: Tool.whisk)
            }

            @ViewBuilder
            private func row(_ recipe: Recipe) -> some View {
                NavigationLink(recipe.name, value: recipe)
                NavigationLink("Whisk", value: Tool.whisk)
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), ["Example.swift:22:40", "Example.swift:28:40"])
    }

    func testViewModifierTypeAppliedToTheRootMaps() {
        let source = """
        import SwiftUI

        enum Route: Hashable { case recipe(String) }
        enum Tool: Hashable { case whisk }

        struct RouterModifier: ViewModifier {
            func body(content: Content) -> some View {
                content.navigationDestination(for: Route.self) { _ in Text("Route") }
            }
        }

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Pie", value: Route.recipe("Pie"))
                        NavigationLink("Whisk", value: Tool.whisk)
                    }
                    .modifier(RouterModifier())
                }
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination", notes: true), [
            "Example.swift:17:48",
            "  note Example.swift:14:9 the NavigationStack searched is here; it maps \"Route\"",
        ])
    }

    func testSelectionLinkInARowViewOfASidebarListNeedsNoDestination() {
        // docs/navigation.md#s4.4: a value link inside `List(selection:)` whose value has the selection's type sets the selection. A row
        // view used in the list brings its link into the list (docs/navigation.md#s1: view composition), so the same holds for it.
        let files: H.Files = [
            ("Sidebar.swift", """
            import SwiftUI

            struct Recipe: Hashable, Identifiable { let id: Int }

            struct ContentView: View {
                @State private var selection: Recipe?
                let recipes: [Recipe] = []

                var body: some View {
                    NavigationSplitView {
                        List(recipes, selection: $selection) { recipe in
                            RecipeRow(recipe: recipe)
                        }
                    } detail: {
                        Text("Detail")
                    }
                }
            }
            """),
            ("RecipeRow.swift", """
            import SwiftUI

            struct RecipeRow: View {
                let recipe: Recipe

                var body: some View {
                    NavigationLink(value: recipe) {
                        Text("Recipe \\(recipe.id)")
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination"), [])
    }

    func testWrapperOfAWrapperIsReportedWhereTheOuterCallChoosesTheValue() {
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }

        enum Destination: Hashable {
            case profile(String)
            case settings
        }

        @Observable
        final class Router {
            var path = NavigationPath()

            func push(to destination: Destination) {
                path.append(destination)
            }

            func go(_ destination: Destination) {
                push(to: destination)
            }
        }

        struct RootView: View {
            @State private var router = Router()

            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Settings") { router.go(.settings) }
                        .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                }
            }
        }
        """
        XCTAssertEqual(H.pushes(source), ["28:44 Destination"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), ["Example.swift:28:44"])
    }

    func testOverloadedWrappersAreToldApartByTheArgumentType() {
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }
        enum Tool: Hashable { case whisk }

        @Observable
        final class Router {
            var path = NavigationPath()

            func push(_ recipe: Recipe) {
                path.append(recipe)
            }

            func push(_ tool: Tool) {
                path.append(tool)
            }
        }

        struct RootView: View {
            @State private var router = Router()

            var body: some View {
                NavigationStack(path: $router.path) {
                    VStack {
                        Button("Pie") { router.push(Recipe(name: "Pie")) }
                        Button("Whisk") { router.push(Tool.whisk) }
                        Button("Whisk again") { router.push(.whisk) }
                    }
                    .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                }
            }
        }
        """
        XCTAssertEqual(H.pushes(source), ["25:45 Recipe", "26:47 Tool", "27:53 Tool"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), ["Example.swift:26:47", "Example.swift:27:53"])
    }

    func testGenericParameterOfAWrapperIsNotAValueType() {
        // `Value` is the wrapper's generic parameter, not a type of the app: the value's own type (at the call site)
        // decides, or the push is unresolved. It must not be reported as a push of a type named "Value".
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }

        @Observable
        final class Router {
            var path = NavigationPath()

            func push<Value: Hashable>(_ value: Value) {
                path.append(value)
            }
        }

        struct RootView: View {
            @State private var router = Router()

            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Pie") { router.push(Recipe(name: "Pie")) }
                        .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                }
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [])
        XCTAssertFalse(H.pushes(source).contains { $0.hasSuffix(" Value") }, "\(H.pushes(source))")
    }

    func testGenericParameterValueOfAGenericViewIsUnresolved() {
        // The issue: "generic code" and a generic type whose arguments are not written are unresolved, never reported.
        let source = """
        import SwiftUI

        struct Recipe: Hashable { let name: String }

        struct LinkRow<Value: Hashable>: View {
            let title: String
            let value: Value

            var body: some View {
                NavigationLink(title, value: value)
            }
        }

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    LinkRow(title: "Pie", value: Recipe(name: "Pie"))
                        .navigationDestination(for: Recipe.self) { r in Text(r.name) }
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["10:38 ?"])
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [])
    }

    func testTypedPathHandedDownByBindingTypesImplicitMembersInTheChild() {
        let files: H.Files = [
            ("Model.swift", """
            import SwiftUI

            enum Route: Hashable {
                case detail(Int)
                case settings
            }

            final class NavigationModel: ObservableObject {
                @Published var path: [Route] = []
            }
            """),
            ("Views.swift", """
            import SwiftUI

            struct ContentView: View {
                @StateObject private var model = NavigationModel()

                var body: some View {
                    NavigationStack(path: $model.path) {
                        ChildView(path: $model.path)
                    }
                }
            }

            struct ChildView: View {
                @Binding var path: [Route]

                var body: some View {
                    Button("Settings") { path.append(.settings) }
                }
            }
            """),
        ]
        let a = H.analysis(files)
        XCTAssertEqual(H.pushes(a, files), ["Views.swift:17:42 Route"])
        XCTAssertEqual(a.pushSites.map { a.targets($0.key) }, [[PathKey(owner: "NavigationModel", property: "path")]])
        XCTAssertEqual(H.lint(files, rule: "unmapped-destination", notes: true), [
            "Views.swift:17:42",
            "  note Views.swift:7:9 the NavigationStack searched is here; it maps no value types",
        ])
    }

    func testPathSavedThroughAChildBindingIsTheParentsSavedPath() {
        let source = """
        import SwiftUI

        struct ContentView: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Mint", value: Color.mint)
                        SaveButton(path: $path)
                    }
                    .navigationDestination(for: Color.self) { c in c }
                }
            }
        }

        struct SaveButton: View {
            @Binding var path: NavigationPath
            @SceneStorage("navigation") private var saved: Data?

            var body: some View {
                Button("Save") {
                    if let representation = path.codable {
                        saved = try? JSONEncoder().encode(representation)
                    }
                }
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "non-codable-path-element", notes: true), [
            "Example.swift:9:47",
            "  note Example.swift:23:37 the path is saved here",
        ])
    }

    func testNestedTypeReachedThroughATypealiasResolves() {
        // Names resolve through typealiases (the issue's "Resolve names across all files (nested types, typealiases,
        // extensions)"): `AppRoute.Settings` is `Route.Settings`, as Swift reads it.
        let source = """
        enum Route: Hashable {
            enum Settings: Hashable {
                case account
            }
        }

        typealias AppRoute = Route

        struct AliasPrefixLinks: View {
            let current: AppRoute.Settings

            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("a", value: AppRoute.Settings.account)
                        NavigationLink("b", value: current)
                    }
                    .navigationDestination(for: Route.Settings.self) { _ in Text("Settings") }
                }
            }
        }
        """
        XCTAssertEqual(H.linkTypes(source), ["15:44 Route.Settings", "16:44 Route.Settings"])
        // Today `current` resolves to a type named "AppRoute.Settings", which no destination maps: a false finding.
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination"), [])
    }

    func testStatisticsCountResolvedAndUnresolvedLinksAndPushes() {
        let source = AnalysisTests.models + """
        struct ContentView: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Pie", value: Recipe.sample)
                        NavigationLink("Today", value: RecipeService.recipeOfTheDay())
                        NavigationLink("Tools") { Text("Tools") }
                        Button("Hammer") { path.append(Tool.hammer) }
                        Button("Today") { path.append(RecipeService.recipeOfTheDay()) }
                    }
                    .navigationDestination(for: Recipe.self) { _ in Text("Recipe") }
                    .navigationDestination(for: Tool.self) { _ in Text("Tool") }
                }
            }
        }
        """
        let facts = H.facts([("Example.swift", source)])
        let (diagnostics, statistics) = Linter.analyze(facts, configuration: LintConfiguration())
        // The snippet never makes `Tool.measure(grams:)`: a dead route case, and the only finding.
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }, ["17:10 unreachable-route"])
        var expected = NavigationStatistics()
        expected.stacks = 1
        expected.valueLinks = 2
        expected.resolvedLinks = 1
        expected.pushes = 2
        expected.resolvedPushes = 1
        expected.destinations = 2
        expected.contexts = 1
        expected.contextsReadInFull = 1
        XCTAssertEqual(statistics, expected)
    }

    func testPushedValuesAtEveryLevel() {
        let source = AnalysisTests.models + """
        typealias Dish = Recipe

        struct Favorite: Identifiable {
            let id: Int
            let recipe: Recipe
        }

        enum Route: Hashable {
            case detail(Recipe)
            case tool(tool: Tool)
            enum Settings: Hashable {
                case account
            }
        }

        struct PushLevels: View {
            @State private var path = NavigationPath()
            @State private var selected: Recipe?
            let favorites: [Favorite]
            let route: Route
            let dish: Dish

            var body: some View {
                NavigationStack(path: $path) {
                    List(favorites) { favorite in
                        Button("Open") { path.append(favorite.recipe) }
                    }
                }
            }

            func pushAll() {
                path.append("x")
                path.append(1)
                path.append(2.5)
                path.append(true)
                path.append(Tool.hammer)
                path.append(Recipe.sample)
                path.append(Tool.measure(grams: 1))
                path.append(Recipe(id: 1))
                path.append(Route.Settings.account)
                path.append(dish)
                path.append(contentsOf: Category.allCases)
                if let selected {
                    path.append(selected)
                }
                path.append(selected!)
                switch route {
                case .detail(let recipe):
                    path.append(recipe)
                case .tool(tool: let tool):
                    path.append(tool)
                }
            }

            func show(_ ingredient: Ingredient) {
                path.append(ingredient)
            }
        }
        """
        XCTAssertEqual(H.pushes(source), [
            "48:46 Recipe",
            "54:21 String", "55:21 Int", "56:21 Double", "57:21 Bool", "58:21 Tool", "59:21 Recipe", "60:21 Tool",
            "61:21 Recipe", "62:21 Route.Settings", "63:21 Recipe", "64:33 Category", "66:25 Recipe", "68:21 Recipe",
            "71:25 Recipe", "73:25 Tool",
            // A function that pushes its parameter but that nothing calls: reported at the append, with the parameter's type.
            "78:21 Ingredient",
        ])
    }

    // MARK: - Generic views (docs/model.md#generic-views), through unmapped-destination

    static let genericCard = """
    import SwiftUI

    struct Workout: Hashable { let name: String }
    struct Meal: Hashable { let name: String }

    struct Card<Destination: Hashable>: View {
        let title: String
        let destination: Destination
        var body: some View {
            VStack {
                NavigationLink(title, value: destination)
                NavigationLink("More") {
                    NavigationLink("Again", value: destination)
                }
            }
        }
    }

    """

    /// One generic card built in two tabs, with the type each tab's stack maps: each construction is judged in the stack
    /// that shows it, so neither is reported (its link, and the one on the page the card pushes, are each mapped where
    /// they are tapped). Built with a `Meal` in the workouts tab, the card's links are reported there, with a note at
    /// that construction.
    func testAGenericViewsLinkIsJudgedWhereEachConstructionIsShown() {
        let tabs = """
        import SwiftUI

        struct Tabs: View {
            let workout = Workout(name: "Run")
            let meal = Meal(name: "Soup")
            var body: some View {
                TabView {
                    NavigationStack {
                        Card(title: "Today", destination: workout)
                            .navigationDestination(for: Workout.self) { Text($0.name) }
                    }
                    NavigationStack {
                        Card(title: "Lunch", destination: meal)
                            .navigationDestination(for: Meal.self) { Text($0.name) }
                    }
                }
            }
        }
        """
        XCTAssertEqual(H.lint([("Card.swift", Self.genericCard), ("Tabs.swift", tabs)], rule: "unmapped-destination"), [])
        let mixed = tabs.replacingOccurrences(of: "Card(title: \"Today\", destination: workout)", with: "Card(title: \"Today\", destination: meal)")
        XCTAssertEqual(H.lint([("Card.swift", Self.genericCard), ("Tabs.swift", mixed)], rule: "unmapped-destination", notes: true), [
            "Card.swift:11:42",
            "  note Tabs.swift:8:13 the NavigationStack searched is here; it maps \"Workout\"",
            "  note Tabs.swift:9:17 \"Card\" is built here, which gives the value the type \"Meal\"",
            "Card.swift:13:48",
            "  note Tabs.swift:8:13 the NavigationStack searched is here; it maps \"Workout\"",
            "  note Tabs.swift:9:17 \"Card\" is built here, which gives the value the type \"Meal\"",
        ])
    }

    /// A generic row that pushes its own value onto the path it is handed (`Button { path.append(item) }`), or through the
    /// router's push wrapper: one push per construction, onto the stack that shows it. Each stack maps the type its own
    /// rows push; a row built with the other type is reported at the pushed value, with a note where it is built. A row
    /// built with a value whose type cannot be read is not reported, and its push is counted unresolved.
    func testAGenericRowsPushIsJudgedPerConstruction() {
        let source = """
        import SwiftUI
        import HealthKit

        struct Workout: Hashable { let name: String }
        struct Meal: Hashable { let name: String }

        @Observable final class Router {
            var path = NavigationPath()
            func show(_ value: any Hashable) { path.append(value) }
        }

        struct PushRow<Item: Hashable>: View {
            @Binding var path: NavigationPath
            let item: Item
            var body: some View { Button("Open") { path.append(item) } }
        }

        struct RouterRow<Item: Hashable>: View {
            @Environment(Router.self) private var router
            let item: Item
            var body: some View { Button("Open") { router.show(item) } }
        }

        struct Home: View {
            @State private var path = NavigationPath()
            @State private var router = Router()
            let workout = Workout(name: "Run")
            let meal = Meal(name: "Soup")
            var body: some View {
                TabView {
                    NavigationStack(path: $path) {
                        PushRow(path: $path, item: workout)
                        PushRow(path: $path, item: meal)
                        PushRow(path: $path, item: HKQuantity.latest())
                            .navigationDestination(for: Workout.self) { Text($0.name) }
                    }
                    Meals(router: router, workout: workout, meal: meal)
                        .environment(router)
                }
            }
        }

        struct Meals: View {
            @Bindable var router: Router
            let workout: Workout
            let meal: Meal
            var body: some View {
                NavigationStack(path: $router.path) {
                    RouterRow(item: meal)
                    RouterRow(item: workout)
                        .navigationDestination(for: Meal.self) { Text($0.name) }
                }
            }
        }
        """
        XCTAssertEqual(H.lint([("Example.swift", source)], rule: "unmapped-destination", notes: true), [
            "Example.swift:15:56",
            "  note Example.swift:31:13 the NavigationStack searched is here; it maps \"Workout\"",
            "  note Example.swift:33:17 \"PushRow\" is built here, which gives the value the type \"Meal\"",
            "Example.swift:21:56",
            "  note Example.swift:48:9 the NavigationStack searched is here; it maps \"Meal\"",
            "  note Example.swift:50:13 \"RouterRow\" is built here, which gives the value the type \"Workout\"",
        ])
        let a = H.analysis(source)
        XCTAssertEqual(H.pushes(a, [("Example.swift", source)]), [
            "15:56 Workout", "15:56 Meal", "21:56 Meal", "21:56 Workout",
        ])
        XCTAssertEqual(a.unresolvedPlaces().map { "\($0.location.line):\($0.location.column) \($0.isLink)" }, ["15:56 false"])
    }
}

/// Cases found by trying NavLint as a new user would.
final class AnalysisRegressionTests: XCTestCase {
    /// `List(selection: $folderID)` with `folderID: Folder.ID?` and `value: folder.id`: `Folder.ID` is the type
    /// of `Folder.id`, so the link drives the selection and needs no destination.
    func testSelectionTypedWithIdentifiableIDNeedsNoDestination() {
        let text = """
        import SwiftUI
        struct Folder: Hashable, Identifiable {
            let id: Int
            var name: String
        }
        @main struct NotesApp: App {
            var body: some Scene { WindowGroup { NotesSplit() } }
        }
        struct NotesSplit: View {
            @State private var folders: [Folder] = []
            @State private var folderID: Folder.ID?
            var body: some View {
                NavigationSplitView {
                    List(folders, selection: $folderID) { folder in
                        NavigationLink(folder.name, value: folder.id)
                    }
                } detail: {
                    Text("Detail")
                }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("App.swift", text)], rule: "unmapped-destination"), [])
    }

    /// A member type NavLint cannot see inside a scanned type (an associated type) is unknown, never some
    /// unrelated type of that name: the link is unresolved, not reported.
    func testInvisibleMemberTypeOfAScannedTypeIsUnknown() {
        let text = """
        import SwiftUI
        struct Catalog: Identifiable { var id: String { "c" } }
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { Shelf() } }
        }
        struct Shelf: View {
            let selected: Catalog.Entry
            var body: some View {
                NavigationStack {
                    NavigationLink("Open", value: selected)
                }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.linkTypes([("App.swift", text)]), ["10:43 ?"])
    }

    /// Two apps linted in one run may declare the same type name; which one a use means cannot be told, so
    /// such names resolve to unknown and nothing is reported from a guess. Linting all samples together gives
    /// exactly the findings of each sample alone.
    func testLintingSeveralAppsTogetherAddsNoFindings() throws {
        let root = RulePage.repositoryRoot.path
        let together = Linter.run(paths: [root + "/Samples"], jobs: 2)
        let alone = SampleTests.samples.flatMap { SampleTests.output(SampleTests.lint($0)).split(separator: "\n", omittingEmptySubsequences: true) }
        XCTAssertEqual(SampleTests.output(together).split(separator: "\n", omittingEmptySubsequences: true).sorted(), alone.sorted())
    }

    // MARK: - Found in review

    static let app = """
    @main struct ReviewApp: App {
        var body: some Scene { WindowGroup { Root() } }
    }
    """

    /// A PreviewProvider's helpers (`static var inStack`) are previews too: they create no stack (docs/navigation.md#s9).
    func testPreviewProviderHelpersCreateNoContexts() {
        let text = """
        import SwiftUI
        struct Recipe: Hashable { let n: Int }
        struct RecipeRow: View {
            let recipe: Recipe
            var body: some View { NavigationLink("Open", value: recipe) }
        }
        struct RecipeRow_Previews: PreviewProvider {
            static var inStack: some View { NavigationStack { RecipeRow(recipe: Recipe(n: 1)) } }
            static var previews: some View { inStack }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("Row.swift", text)], rule: "unmapped-destination"), [])
    }

    /// Overloads returning different types: which one a call means is not read, so its value is unresolved.
    func testOverloadsWithDifferentReturnTypesLeaveTheValueUnresolved() {
        let text = """
        import SwiftUI
        struct Route: Hashable { let n: Int }
        struct Other: Hashable { let n: Int }
        struct Model {
            func route() -> Other { Other(n: 0) }
            func route(for n: Int) -> Route { Route(n: n) }
        }
        \(Self.app)
        struct Root: View {
            let model = Model()
            var body: some View {
                NavigationStack {
                    NavigationLink("Go", value: model.route(for: 1))
                        .navigationDestination(for: Route.self) { _ in Text("r") }
                }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.linkTypes([("App.swift", text)]), ["15:41 ?"])
        XCTAssertEqual(AnalysisHarness.lint([("App.swift", text)], rule: "unmapped-destination"), [])
    }

    /// Names bound by a tuple pattern are of unknown type; they never fall back to a same-named property.
    func testTuplePatternNamesDoNotFallBackToProperties() {
        let text = """
        import SwiftUI
        struct Recipe: Hashable { let n: Int }
        struct Ingredient: Hashable { let n: Int }
        @Observable final class Router {
            var path = NavigationPath()
            var item: Ingredient?
            func openAll(_ recipes: [Recipe]) {
                for (index, item) in recipes.enumerated() { path.append(item) }
                let (first, _) = (recipes[0], 1)
                path.append(first)
            }
        }
        \(Self.app)
        struct Root: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("Home").navigationDestination(for: Recipe.self) { _ in Text("r") }
                }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("App.swift", text)], rule: "unmapped-destination"), [])
    }

    /// docs/navigation.md#s4.2 is a may-analysis: a link of unknown type may push any registration visible where it is, so a
    /// registration reached only through it still serves the links deeper in.
    func testLinkOfUnknownTypeIsAnEdgeToEveryVisibleRegistration() {
        let text = """
        import SwiftUI
        struct Item: Hashable { let n: Int }
        struct Next: Hashable { let n: Int }
        \(Self.app)
        struct Root: View {
            var body: some View {
                NavigationStack { Screen() }
            }
        }
        struct Screen: View {
            let model = PaletteKit.model()
            var body: some View {
                NavigationLink("Next", value: model.next)
                    .navigationDestination(for: Next.self) { _ in Detail() }
                    .navigationDestination(for: Item.self) { _ in Text("item") }
            }
        }
        struct Detail: View {
            var body: some View { NavigationLink("Item", value: Item(n: 1)) }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("App.swift", text)], rule: "unmapped-destination"), [])
    }

    /// One mistake, one finding (docs/navigation.md#s9): an unmapped value never reaches the path, so it is not also non-Codable.
    func testUnmappedValueIsNotAlsoReportedAsNonCodable() {
        let text = """
        import SwiftUI
        struct Recipe: Hashable, Codable { let n: Int }
        struct Tag: Hashable { let n: Int }
        @Codable struct Macroed: Hashable { let n: Int }
        \(Self.app)
        struct Root: View {
            @State private var path = NavigationPath()
            @SceneStorage("nav") private var data: Data?
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("t", value: Tag(n: 1))
                        NavigationLink("m", value: Macroed(n: 1))
                    }
                    .navigationDestination(for: Recipe.self) { _ in Text("r") }
                    .navigationDestination(for: Macroed.self) { _ in Text("r") }
                }
                .task { if let r = path.codable { data = try? JSONEncoder().encode(r) } }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("App.swift", text)], rule: "unmapped-destination"), ["App.swift:14:44"])
        // `@Codable` may be a macro adding the conformance: not judged.
        XCTAssertEqual(AnalysisHarness.lint([("App.swift", text)], rule: "non-codable-path-element"), [])
    }

    /// A FIFO named on the command line is reported, not read forever.
    func testPipeNamedOnTheCommandLineIsReportedNotRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertEqual(mkfifo(dir + "/Pipe.swift", 0o644), 0)
        let result = Linter.run(paths: [dir + "/Pipe.swift"], jobs: 1)
        XCTAssertEqual(result.scan.problems.map(\.message), ["is not a regular file (a device, pipe or socket); pass a source file"])
    }

    /// Two `@main` apps in one tree (an app and its watch app) are two programs: each sees its own `Route`,
    /// shared code outside both folders belongs to both, and an unmapped link is still found in one of them.
    func testEachAppFolderIsAProgramOfItsOwn() {
        let phoneApp = """
        import SwiftUI
        @main struct PhoneApp: App { var body: some Scene { WindowGroup { PhoneRoot() } } }
        enum Route: Hashable { case settings }
        struct PhoneRoot: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Settings", value: Route.settings)
                        .navigationDestination(for: Route.self) { _ in Text("Settings") }
                }
            }
        }
        """
        let watchApp = """
        import SwiftUI
        @main struct WatchApp: App { var body: some Scene { WindowGroup { WatchRoot() } } }
        enum Route: Hashable { case timer }
        struct WatchRoot: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Timer", value: Route.timer)
                    NavigationLink("Brew", value: Brew(name: "pour-over"))
                        .navigationDestination(for: Route.self) { _ in Text("Timer") }
                }
            }
        }
        """
        let shared = "struct Brew: Hashable { let name: String }\n"
        let facts = [("Phone/PhoneApp.swift", phoneApp), ("Watch/WatchApp.swift", watchApp), ("Shared/Brew.swift", shared)].enumerated().map { i, f in
            FileIndexer.index(Parser.parse(SourceText(path: f.0, text: f.1)), file: Int32(i))
        }
        let programs = Linter.programs(facts)
        XCTAssertEqual(programs.map { $0.map(\.path) }, [["Phone/PhoneApp.swift", "Shared/Brew.swift"], ["Watch/WatchApp.swift", "Shared/Brew.swift"]])
        var configuration = LintConfiguration()
        configuration.only = ["unmapped-destination"]
        let found = Linter.analyze(facts, configuration: configuration).0.map { "\(facts[Int($0.location.file)].path):\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(found, ["Watch/WatchApp.swift:8:43"])
        // Not kept (plain `lint`): the same findings, and no program's analysis outlives its rules.
        let (kept, keptStatistics, keptAnalyses) = Linter.analyzeKeepingModel(facts, configuration: configuration, jobs: 2, keepingAnalyses: true)
        let (dropped, droppedStatistics, droppedAnalyses) = Linter.analyzeKeepingModel(facts, configuration: configuration, jobs: 2, keepingAnalyses: false)
        XCTAssertEqual(keptAnalyses.count, 2)
        XCTAssertEqual(droppedAnalyses.count, 0)
        XCTAssertEqual(dropped, kept)
        XCTAssertEqual(droppedStatistics, keptStatistics)
        // A lone program's analysis is kept either way.
        XCTAssertEqual(Linter.analyzeKeepingModel(Array(facts[0...0]), configuration: configuration, jobs: 2, keepingAnalyses: false).2.count, 1)
    }

    /// Several repositories linted together: a file outside every app's folder goes to the nearest apps only (a
    /// repository's packages to its own app), so each app is analysed as when linted alone: the `Item` that both
    /// repositories' packages declare is not ambiguous, and each app's unmapped link is found (when every package
    /// went to every app, `Item` was declared twice in each program, so unknown, and both links were passed over).
    func testPackagesOfSeveralRepositoriesGoToTheirOwnApp() {
        func app(_ name: String) -> String {
            """
            import SwiftUI
            @main struct \(name)App: App { var body: some Scene { WindowGroup { \(name)Root() } } }
            struct \(name)Root: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Item", value: Item(id: 1))
                    }
                }
            }
            """
        }
        let item = "struct Item: Hashable { let id: Int }\n"
        let files = [("RepoA/App/AApp.swift", app("A")), ("RepoA/Packages/Kit/Sources/Kit/Item.swift", item),
                     ("RepoB/App/BApp.swift", app("B")),
                     ("RepoB/Shared/Item.swift", item)]
        let facts = files.enumerated().map { i, f in
            FileIndexer.index(Parser.parse(SourceText(path: f.0, text: f.1)), file: Int32(i))
        }
        XCTAssertEqual(Linter.programs(facts).map { $0.map(\.path) },
                       [["RepoA/App/AApp.swift", "RepoA/Packages/Kit/Sources/Kit/Item.swift"], ["RepoB/App/BApp.swift", "RepoB/Shared/Item.swift"]])
        var configuration = LintConfiguration()
        configuration.only = ["unmapped-destination"]
        let together = Linter.analyze(facts, configuration: configuration).0.map { "\(facts[Int($0.location.file)].path):\($0.location.line):\($0.location.column)" }
        let alone = Linter.analyze(Array(facts[0...1]), configuration: configuration).0.map { "\(facts[Int($0.location.file)].path):\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(alone, ["RepoA/App/AApp.swift:6:43"])
        XCTAssertEqual(together, alone + ["RepoB/App/BApp.swift:6:43"])
    }

    /// An app launched from a custom `@main` loader, and one whose `App` conformance is an extension, are apps: their
    /// repository's files go to them. Named as separate paths, one repository's files never join another's apps (a
    /// repository whose app was not recognised used to join every app of the run: 34 repositories linted together
    /// analysed about a thousand files 47 times over).
    func testRepositoriesNamedTogetherKeepTheirFilesToThemselves() {
        let loader = """
        import SwiftUI
        @main struct AppLoader { static func main() { ReaderApp.main() } }
        struct ReaderApp: App { var body: some Scene { WindowGroup { Text("Reader") } } }
        """
        let extended = """
        import SwiftUI
        @main struct App { static let shared = App() }
        extension App: SwiftUI.App { var body: some Scene { WindowGroup { Text("Courses") } } }
        """
        let plain = """
        import SwiftUI
        @main struct GalleryApp: App { var body: some Scene { WindowGroup { Text("Gallery") } } }
        """
        let widget = "struct Feed: Hashable { let id: Int }\n"
        let files = [("repos/Reader/Reader/ReaderApp.swift", loader), ("repos/Reader/Libraries/Editor/Editor.swift", widget),
                     ("repos/Courses/Courses/App.swift", extended), ("repos/Courses/Shared/Feed.swift", widget),
                     ("repos/Gallery/Gallery/GalleryApp.swift", plain), ("repos/Gallery/Kit/Feed.swift", widget),
                     ("repos/Notes/Sources/Notes/Note.swift", widget)]
        let facts = files.enumerated().map { i, f in
            FileIndexer.index(Parser.parse(SourceText(path: f.0, text: f.1)), file: Int32(i))
        }
        XCTAssertEqual(Linter.programs(facts, roots: ["repos/Reader", "repos/Courses/", "./repos/Gallery", "repos/Notes"]).map { $0.map(\.path) },
                       [["repos/Courses/Courses/App.swift", "repos/Courses/Shared/Feed.swift", "repos/Notes/Sources/Notes/Note.swift"],
                        ["repos/Gallery/Gallery/GalleryApp.swift", "repos/Gallery/Kit/Feed.swift", "repos/Notes/Sources/Notes/Note.swift"],
                        ["repos/Reader/Reader/ReaderApp.swift", "repos/Reader/Libraries/Editor/Editor.swift", "repos/Notes/Sources/Notes/Note.swift"]])
        // A file named on its own is its own root: placed as the folder holding it was.
        XCTAssertEqual(Linter.programs(facts, roots: ["repos/Reader", "repos/Courses/", "./repos/Gallery", "repos/Notes/Sources/Notes/Note.swift"]).map { $0.map(\.path) },
                       [["repos/Courses/Courses/App.swift", "repos/Courses/Shared/Feed.swift", "repos/Notes/Sources/Notes/Note.swift"],
                        ["repos/Gallery/Gallery/GalleryApp.swift", "repos/Gallery/Kit/Feed.swift", "repos/Notes/Sources/Notes/Note.swift"],
                        ["repos/Reader/Reader/ReaderApp.swift", "repos/Reader/Libraries/Editor/Editor.swift", "repos/Notes/Sources/Notes/Note.swift"]])
        XCTAssertTrue(Paths.isInside("repos/Reader/A.swift", "repos/Reader"))
        XCTAssertFalse(Paths.isInside("repos/ReaderKit/A.swift", "repos/Reader"))
        XCTAssertFalse(Paths.isInside("repos/Reader", "repos/Reader"))
        XCTAssertTrue(Paths.isInside("repos", ""))
        XCTAssertEqual(Paths.folder(of: "repos/Reader/Ä/A.swift"), "repos/Reader/Ä")
        XCTAssertEqual(Paths.folder(of: "A.swift"), "")
        // One folder named: the nearest apps decide, as before (each repository's files share its folder with its app).
        XCTAssertEqual(Linter.programs(facts, roots: ["repos"]).map { $0.map(\.path) },
                       [["repos/Courses/Courses/App.swift", "repos/Courses/Shared/Feed.swift", "repos/Notes/Sources/Notes/Note.swift"],
                        ["repos/Gallery/Gallery/GalleryApp.swift", "repos/Gallery/Kit/Feed.swift", "repos/Notes/Sources/Notes/Note.swift"],
                        ["repos/Reader/Reader/ReaderApp.swift", "repos/Reader/Libraries/Editor/Editor.swift", "repos/Notes/Sources/Notes/Note.swift"]])
    }

    /// Registrations in different branches of a `switch` (Apple's food-truck detail column) are never live
    /// together: not duplicates. A pushed view registering what the unconditional root registers is one.
    func testRegistrationsInExclusiveBranchesAreNotDuplicates() {
        let text = """
        import SwiftUI
        enum Panel: Hashable { case donuts, account }
        struct Recipe: Hashable { let n: Int }
        \(Self.app)
        struct Root: View {
            @State private var panel: Panel = .donuts
            var body: some View {
                NavigationStack {
                    Group {
                        switch panel {
                        case .donuts: DonutGallery()
                        case .account: AccountView()
                        }
                    }
                    .navigationDestination(for: Recipe.self) { _ in RecipeDetail() }
                }
            }
        }
        struct DonutGallery: View {
            var body: some View {
                NavigationLink("Recipe", value: Recipe(n: 1))
                    .navigationDestination(for: String.self) { _ in Text("editor") }
            }
        }
        struct AccountView: View {
            var body: some View {
                NavigationLink("Profile", value: "me").navigationDestination(for: String.self) { _ in Text("me") }
            }
        }
        struct RecipeDetail: View {
            var body: some View {
                NavigationLink("More", value: Recipe(n: 2)).navigationDestination(for: Recipe.self) { _ in Text("again") }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("App.swift", text)], rule: "duplicate-destination"), ["App.swift:34:53"])
    }

    /// docs/navigation.md#s1: a stack's path may be a `Binding(get:set:)`, written inline or returned by a computed
    /// property of a router; both bind the property the getter reads.
    static let bindingRouter = """
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Flag: Hashable {}

    @Observable
    final class Router {
        var path: [Route] = []
        var pathBinding: Binding<[Route]> {
            Binding(get: { self.path }, set: { self.path = $0 })
        }
        var filtered: Binding<[Route]> {
            Binding(get: { self.path.filter { $0 != .settings } }, set: { self.path = $0 })
        }
        func push(_ r: Route) { path.append(r) }
        func pop() { path.removeLast() }
    }

    struct RootView: View {
        @State private var router = Router()
        var body: some View {
            NavigationStack(path: router.pathBinding) {
                Button("Go") { router.push(.detail) }
            }
        }
    }

    struct InlineView: View {
        @State private var path: [Route] = []
        var body: some View {
            NavigationStack(path: Binding(get: { path }, set: { path = $0 })) {
                Button("Go") { path.append(.settings) }
                    .navigationDestination(for: Route.self) { _ in Text("x") }
            }
        }
    }
    """

    func testStackBoundThroughComputedBindingSeesTheRoutersPushes() {
        let files: AnalysisHarness.Files = [("App.swift", AnalysisRegressionTests.bindingRouter)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), ["App.swift:23:40"])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unguarded-remove-last"), ["App.swift:16:23"])
        XCTAssertEqual(AnalysisHarness.pushes(files).count, 2)
    }

    func testGetterThatTransformsThePathIsNotABindingOfIt() {
        let text = AnalysisRegressionTests.bindingRouter.replacingOccurrences(of: "path: router.pathBinding", with: "path: router.filtered")
        let files: AnalysisHarness.Files = [("App.swift", text)]
        // The stack's path is not known: the router's pushes and pops are not navigation NavLint can tie to it.
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unguarded-remove-last"), [])
    }
}

extension AnalysisTests {
    /// With many types of one last name (`Route` in ten features), a name is still resolved in the innermost scope
    /// that has it: `Route` inside `Feature2` is `Feature2.Route`, and `Feature1.Route` is looked up in full.
    func testManyTypesOfOneLastNameResolveByScope() {
        var source = "import SwiftUI\n"
        for k in 0..<10 { source += "enum Feature\(k) { struct Route: Hashable { let id: Int } }\n" }
        source += """
        extension Feature2 {
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink("Mapped", value: Route(id: 1))
                            NavigationLink("Other", value: Feature1.Route(id: 2))
                        }
                        .navigationDestination(for: Route.self) { _ in Text("2") }
                    }
                }
            }
        }
        """
        let found = AnalysisHarness.diagnostics([("Features.swift", source)], rule: UnmappedDestination.id)
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "18:52 A NavigationLink is presenting a value of type \"Feature1.Route\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Register .navigationDestination(for: Feature1.Route.self) where the link's stack can see it.",
        ])
    }
}

extension AnalysisTests {
    /// A hub whose screens link back to it: each link back is a loop (the hub is below every screen), while a
    /// screen reached both from the hub and from another screen is no loop.
    func testLinksBackToAHubAreLoopsAndAScreenReachedTwoWaysIsNot() {
        let source = """
        import SwiftUI

        struct Root: View {
            var body: some View {
                NavigationStack { Home() }
            }
        }
        struct Home: View {
            var body: some View {
                List {
                    NavigationLink("Zero") { S0() }
                    NavigationLink("One") { S1() }
                    NavigationLink("Two") { S2() }
                }
            }
        }
        struct S0: View { var body: some View { NavigationLink("Home") { Home() } } }
        struct S1: View { var body: some View { NavigationLink("Home") { Home() } } }
        struct S2: View { var body: some View { NavigationLink("Next") { S0() } } }
        """
        let found = AnalysisHarness.diagnostics([("App.swift", source)], rule: NavigationLoop.id)
        XCTAssertEqual(found.map { d in "\(d.location.line):\(d.location.column) \(d.message) | " + d.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" }.joined(separator: "; ") }, [
            "17:41 This pushes 'Home', which is already below it on the same stack: the user goes round in a loop, with a second 'Home' on the stack. Go back to it instead (dismiss, or remove the entries above it from the path). | 5:27 'Home' is already on the stack here, below the link",
            "18:41 This pushes 'Home', which is already below it on the same stack: the user goes round in a loop, with a second 'Home' on the stack. Go back to it instead (dismiss, or remove the entries above it from the path). | 5:27 'Home' is already on the stack here, below the link",
        ])
    }

    /// Findings come out by file, line, column and rule; findings that tie on all four keep the order they were found in.
    func testFindingsSortedStablyByPlaceThenRule() {
        func d(_ rule: String, _ message: String, _ file: Int32, _ line: Int32, _ column: Int32) -> Diagnostic {
            Diagnostic(ruleID: rule, severity: .warning, message: message, location: SourceLocation(file: file, line: line, column: column), notes: [])
        }
        let found = [d("b-rule", "first", 1, 4, 2), d("a-rule", "x", 1, 4, 2), d("b-rule", "second", 1, 4, 2), d("z", "y", 0, 9, 1),
                     d("b-rule", "third", 1, 4, 2), d("a-rule", "z", 1, 3, 7)]
        XCTAssertEqual(Diagnostic.inOutputOrder(found).map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "0:9:1 z y", "1:3:7 a-rule z", "1:4:2 a-rule x", "1:4:2 b-rule first", "1:4:2 b-rule second", "1:4:2 b-rule third",
        ])
    }
}

extension AnalysisTests {
    static let popper = """
    import SwiftUI

    struct Root: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Back") { path.removeLast() }
                    Button("Back two") { path.removeLast(2) }
                    Button("Up to three") { path.removeLast(min(3, path.count)) }
                    Button("Up to four") { path.removeLast(path.isEmpty ? 0 : 1) }
                }
            }
        }
    }
    """

    /// `removeLast(k)` is told apart from `removeLast()`: a non-empty path does not make it safe. An argument
    /// that reads the path's count or isEmpty is the check itself.
    func testRemoveLastOfACountHasItsOwnMessageAndACountInTheArgumentIsACheck() {
        let found = AnalysisHarness.diagnostics([("App.swift", AnalysisTests.popper)], rule: "unguarded-remove-last")
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "8:39 'removeLast()' traps when the navigation path is empty. Check isEmpty (or count) first, e.g. 'guard !path.isEmpty else { return }'.",
            "9:43 'removeLast(_:)' traps when the navigation path holds fewer elements than it removes. Check count first, e.g. 'guard path.count >= k else { return }'.",
        ])
    }
}
