// False and true findings met on public apps (Scripts/corpus/review.tsv), reduced to a few lines each.

import XCTest
@testable import NavLintRules
@testable import NavLintKit

final class RealAppRegressionTests: XCTestCase {
    /// A push wrapper that wraps the page it is given in a class of its own before appending it (an identity box):
    /// the class is chosen in the wrapper, so the type-judging rules report it once there, with a note at a call,
    /// not at each of the wrapper's calls, where a value-type page is chosen.
    func testTypeChosenInsideWrapperIsJudgedOnceAtTheWrapper() {
        let files: AnalysisHarness.Files = [
            ("Layer.swift", """
            import SwiftUI
            enum Page: Hashable { case inbox, profile(String) }
            @Observable final class Frame: Hashable {
                let page: Page
                init(page: Page) { self.page = page }
                static func == (a: Frame, b: Frame) -> Bool { a === b }
                func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
            }
            @Observable final class Layer {
                var path: [Frame] = []
                func push(_ page: Page) {
                    path.append(Frame(page: page))
                }
            }
            struct RootView: View {
                @State private var layer = Layer()
                var body: some View {
                    NavigationStack(path: $layer.path) {
                        InboxView(layer: layer)
                            .navigationDestination(for: Frame.self) { frame in Text("page") }
                    }
                }
            }
            """),
            ("Inbox.swift", """
            import SwiftUI
            struct InboxView: View {
                let layer: Layer
                var body: some View {
                    Button("Inbox") { layer.push(.inbox) }
                    Button("Me") { layer.push(.profile("me")) }
                    Button("Refresh") { openInbox() }
                }
                func openInbox() { layer.push(.inbox) }
            }
            """),
        ]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "model-object-in-path", notes: true), [
            "Layer.swift:12:21",
            "  note Inbox.swift:5:38 the function that pushes it is called here and at 2 other places",
        ])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), [])
        // The route graph still draws each call's push from the view that makes it.
        XCTAssertEqual(AnalysisHarness.pushes(files), ["Inbox.swift:5:38 Frame", "Inbox.swift:6:35 Frame", "Inbox.swift:7:29 Frame"])
    }

    /// A wrapper that builds the pushed value itself (`NavigationPath([MenuItem(from: item)])`): a type no stack
    /// registers is reported once, where the wrapper builds it, with a note at its call.
    func testUnmappedTypeChosenInsideWrapperIsReportedWhereItIsBuilt() {
        let files: AnalysisHarness.Files = [("Split.swift", """
            import SwiftUI
            enum MenuItem: Hashable { case tab(UUID), settings
                init?(from item: Item?) { self = .settings }
            }
            struct Item: Hashable { let id: UUID }
            struct SplitView: View {
                @State private var navPath = NavigationPath()
                @State private var current: Item?
                var body: some View {
                    NavigationStack(path: $navPath) {
                        Text("Home")
                            .navigationDestination(for: UUID.self) { id in Text("\\(id)") }
                    }
                    .onChange(of: current) { _, newValue in
                        select(newValue)
                    }
                }
                private func select(_ item: Item?) {
                    if let item, let next = MenuItem(from: item) {
                        navPath = NavigationPath([next])
                    }
                }
            }
            """)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination", notes: true), [
            "Split.swift:20:39",
            "  note Split.swift:10:9 the NavigationStack searched is here; it maps \"UUID\"",
            "  note Split.swift:15:20 the function that pushes it is called here",
        ])
    }
}

extension RealAppRegressionTests {
    /// A stack inside the root of the app's stack, whose destinations the root registers around it: the nesting is
    /// reported (nested-navigation-stack), the inner stack's pushes of a type the outer page registers are not
    /// judged; a type the outer page does not register either still is.
    func testStackNestedInAnotherStacksRootIsNotJudgedForTypesRegisteredAroundIt() {
        let files: AnalysisHarness.Files = [("App.swift", """
            import SwiftUI
            enum Route: Hashable { case tag(String) }
            enum Other: Hashable { case x }
            @Observable final class RouterPath { var path: [AnyHashable] = [] }
            @main
            struct PhotosApp: App {
                @State var router = RouterPath()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            MainView()
                                .navigationDestination(for: Route.self) { r in Text("tag") }
                        }
                        .environment(router)
                    }
                }
            }
            struct MainView: View {
                @Environment(RouterPath.self) var router
                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) {
                        Button("Tag") { router.path.append(Route.tag("cats")) }
                        Button("Other") { router.path.append(Other.x) }
                    }
                }
            }
            """)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "nested-navigation-stack"), ["App.swift:22:9"])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), ["App.swift:24:50"])
    }
}

extension RealAppRegressionTests {
    /// What real apps put in view code that is no view NavLint must follow: an image loader's image
    /// (`image.resizable()`), an environment action and a method that returns nothing in an app view's action
    /// closure, `withAnimation { }`, a generic wrapper's content shown outside any stack of its own, a modifier called
    /// without `self.` in a View extension. The stack is read in full: its links are judged, and a method of an object
    /// that returns a view (`router.destinations()`) is composed, so the registration it makes is seen.
    func testStackOfRealAppViewCodeIsReadInFull() {
        let files: AnalysisHarness.Files = [("App.swift", """
            import SwiftUI
            import NukeUI
            enum Route: Hashable { case profile, settings }
            enum Other: Hashable { case x }
            final class Router {
                @ViewBuilder func destinations() -> some View {
                    Color.clear.navigationDestination(for: Route.self) { r in Text("route") }
                }
                func open() {}
            }
            struct Card<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { VStack { content() } }
            }
            struct ConfirmBar: View {
                let onConfirm: () -> Void
                var body: some View { Button("OK", action: onConfirm) }
            }
            extension View {
                func bordered() -> some View { overlay { RoundedRectangle(cornerRadius: 4).stroke() } }
            }
            struct HomeView: View {
                @Environment(\\.dismiss) private var dismiss
                let router: Router
                let url: URL
                var body: some View {
                    NavigationStack {
                        LazyImage(url: url) { state in
                            if let image = state.image {
                                image.resizable().scaledToFit()
                            }
                        }
                        ConfirmBar { dismiss() }
                        ConfirmBar { withAnimation { save() } }
                        ConfirmBar { router.open() }
                        Card { Text("card") }.bordered()
                        router.destinations()
                        NavigationLink("Profile", value: Route.profile)
                        NavigationLink("Other", value: Other.x)
                    }
                    .navigationDestination(for: Other.self) { _ in Text("other") }
                }
                func save() {}
            }
            struct ListView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Other", value: Other.x)
                    }
                }
            }
            """)]
        let analysis = AnalysisHarness.analysis(files)
        XCTAssertEqual(analysis.contexts.map { "\($0.location.line) \($0.isIncomplete)" }, ["27 false", "47 false"])
        // Other is registered (in HomeView's stack), so ListView's stack, read in full, is judged and reported; Route
        // is registered by the router's view composed into HomeView's stack.
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), ["App.swift:48:44"])
    }
}

extension RealAppRegressionTests {
    /// An initializer the app declares in `extension NavigationLink`, with labels SwiftUI's have not: its `value:`
    /// argument is a label text, not a route. The link is followed through the app's initializers to the value they
    /// hand to SwiftUI's (`self.init(value: Frame(page: destination))`): a Frame, registered, so not unmapped; the
    /// class is reported once, where the initializer chooses it.
    func testAppDeclaredNavigationLinkInitializerIsFollowed() {
        let files: AnalysisHarness.Files = [
            ("NavigationLink+Page.swift", """
            import SwiftUI
            enum Page: Hashable { case general, about }
            @Observable final class Frame: Hashable {
                let page: Page
                init(page: Page) { self.page = page }
                static func == (a: Frame, b: Frame) -> Bool { a === b }
                func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
            }
            extension NavigationLink where Destination == Never {
                init(_ page: Page, @ViewBuilder label: () -> Label) {
                    self.init(value: Frame(page: page), label: label)
                }
                init(_ title: String, value: String, icon: String? = nil, destination: Page) where Label == Text {
                    self.init(destination) { Text(title) }
                }
            }
            """),
            ("Settings.swift", """
            import SwiftUI
            struct SettingsView: View {
                @State private var loops = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Loops", value: loops ? "On" : "Off", destination: .general)
                            NavigationLink("About", value: "v1", icon: "info", destination: .about)
                        }
                        .navigationDestination(for: Frame.self) { frame in Text("page") }
                    }
                }
            }
            """),
        ]
        XCTAssertEqual(AnalysisHarness.linkTypes(files), ["Settings.swift:7:17 Frame", "Settings.swift:8:17 Frame"])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "model-object-in-path", notes: true), [
            "NavigationLink+Page.swift:11:14",
            "  note Settings.swift:7:17 the initializer is called here and at 1 other place",
        ])
    }
}

extension RealAppRegressionTests {
    /// More of what real apps write in view code, none of which leaves a stack unread: a top-level function returning
    /// toolbar content, a local holding a framework view, a ViewModifier's helper showing the `Content` it is given,
    /// a method on an environment object whose result is a nested type (`OpenURLAction.Result`), and a method
    /// returning a scanned View type, whose body is composed (its registration is seen).
    func testMoreRealAppViewCodeIsReadInFull() {
        let files: AnalysisHarness.Files = [("App.swift", """
            import SwiftUI
            enum Route: Hashable { case detail }
            @ToolbarContentBuilder
            func closeItem(action: @escaping () -> Void) -> some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) { Button("Close", action: action) }
            }
            @Observable final class RouterPath {
                func handle(url: URL) -> OpenURLAction.Result { .handled }
            }
            struct Glow: ViewModifier {
                func body(content: Content) -> some View { glowing(content: content) }
                @ViewBuilder func glowing(content: Content) -> some View { content.shadow(radius: 4) }
            }
            struct DetailRoutes: View {
                var body: some View { Color.clear.navigationDestination(for: Route.self) { _ in Text("detail") } }
            }
            struct HomeView: View {
                @Environment(RouterPath.self) private var routerPath
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        let badge = Text("New")
                        badge.bold()
                        Text("Home")
                            .modifier(Glow())
                            .environment(\\.openURL, OpenURLAction { url in routerPath.handle(url: url) })
                            .toolbar { closeItem { dismiss() } }
                        routes()
                        NavigationLink("Detail", value: Route.detail)
                    }
                }
                func routes() -> DetailRoutes { DetailRoutes() }
            }
            """)]
        let analysis = AnalysisHarness.analysis(files)
        XCTAssertEqual(analysis.contexts.map { "\($0.location.line) \($0.isIncomplete)" }, ["21 false"])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), [])
    }
}

extension RealAppRegressionTests {
    /// A conditional modifier the app declares (`func `if`<T: View>(_ c: Bool, transform: (Self) -> T)`) hands its
    /// closure the view it modifies: `view.bold()` in that closure is that view, not one NavLint cannot follow. The
    /// same closure parameter of a modifier the program does not declare, handed only a `Bool`, is the modified view
    /// (composed where it is written) or a value of the package's own: no navigation of the program either. Handed
    /// nothing, it may be a value the package keeps of the program's: it stays unknown.
    func testClosureParameterOfAnAppModifierIsTheModifiedView() {
        func files(declaringIf: Bool, handing: String = "(compact)") -> AnalysisHarness.Files {
            let declaration = declaringIf ? """
                extension View {
                    @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                        if condition { transform(self) } else { self }
                    }
                }
                """ : ""
            return [("App.swift", """
                import SwiftUI
                \(declaration)
                struct CardView: View {
                    let compact: Bool
                    var body: some View {
                        NavigationStack {
                            Text("Card")
                                .if\(handing) { view in
                                    view.bold()
                                }
                        }
                    }
                }
                """)]
        }
        XCTAssertEqual(AnalysisHarness.analysis(files(declaringIf: true)).contexts.map(\.isIncomplete), [false])
        XCTAssertEqual(AnalysisHarness.analysis(files(declaringIf: false)).contexts.map(\.isIncomplete), [false])
        XCTAssertEqual(AnalysisHarness.analysis(files(declaringIf: false, handing: "")).contexts.map(\.isIncomplete), [true])
    }
}

extension RealAppRegressionTests {
    /// A host view that only a `#Preview` builds (to show a screen inside a stack) is preview code: its stack is not a
    /// context of the app, so the screen's links are not judged against it. The same view used by the app is.
    func testStackOfAViewBuiltOnlyInPreviewsIsNotTheApps() {
        func files(usedByApp: Bool) -> AnalysisHarness.Files {
            [("Subscriptions.swift", """
                import SwiftUI
                enum Destination: Hashable { case manageChannels }
                struct SubscriptionsView: View {
                    var body: some View {
                        NavigationLink("All channels", value: Destination.manageChannels)
                    }
                }
                private struct PreviewWrapper: View {
                    var body: some View {
                        NavigationStack { SubscriptionsView() }
                    }
                }
                #Preview {
                    PreviewWrapper()
                }
                """ + (usedByApp ? "\nstruct Tab: View { var body: some View { PreviewWrapper() } }\n" : ""))]
        }
        XCTAssertEqual(AnalysisHarness.analysis(files(usedByApp: false)).contexts.count, 0)
        XCTAssertEqual(AnalysisHarness.lint(files(usedByApp: false), rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(files(usedByApp: true), rule: "unmapped-destination"), ["Subscriptions.swift:5:47"])
    }
}

extension RealAppRegressionTests {
    /// `var path = appState.navigationPath` is a copy: `removeLast()` and `append` on it change the copy, and the
    /// assignment back is the one change of the bound path, made of the copy's changes. A `let` or parameter alias that
    /// is read is still the property (`.onChange(of: path) { _, new in new.codable }`).
    func testChangesToAVarCopyOfAPathAreNotChangesOfThePath() {
        let files: AnalysisHarness.Files = [("Conversion.swift", """
            import SwiftUI
            enum Route: Hashable { case edit, completed }
            @Observable final class AppState { var navigationPath: [Route] = [] }
            struct ConversionScreen: View {
                @Environment(AppState.self) private var appState
                var body: some View {
                    Text("Converting").task { await convert() }
                }
                func convert() async {
                    try? await Task.sleep(for: .seconds(1))
                    var path = appState.navigationPath
                    path.removeLast()
                    path.append(.completed)
                    appState.navigationPath = path
                }
            }
            struct RootView: View {
                @State private var appState = AppState()
                var body: some View {
                    NavigationStack(path: $appState.navigationPath) {
                        Text("Home").navigationDestination(for: Route.self) { _ in ConversionScreen() }
                    }
                    .environment(appState)
                }
            }
            """)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unguarded-remove-last"), [])
        // The assignment back puts the copy's `append` on the path after `try? await` (no check: `try?` returns when
        // the task is cancelled too): a push after an await, at the `=`.
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "push-after-await"), ["Conversion.swift:14:33"])
    }
    /// View code in a method whose name starts with a capital letter (`SidemenuItems(profile:)`), called from a side
    /// menu laid over the stack's root: its `NavigationLink(destination:)` pushes on that stack, so the pushed view's
    /// `NavigationView` is nested and the advice is to remove it. (The call was read as a type no one declares.)
    func testCapitalisedViewCodeMethodIsFollowed() {
        let files: AnalysisHarness.Files = [
            ("ContentView.swift", """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        TabView { Text("Home") }
                            .overlay(SideMenuView())
                    }
                }
            }
            """),
            ("SideMenuView.swift", """
            import SwiftUI
            struct SideMenuView: View {
                var body: some View {
                    ScrollView { SidemenuItems(title: "Menu") }
                }
                func SidemenuItems(title: String) -> some View {
                    return VStack {
                        NavigationLink(destination: LabsView()) { Text("Labs") }
                    }
                }
            }
            """),
            ("LabsView.swift", """
            import SwiftUI
            struct LabsView: View {
                var body: some View {
                    NavigationView { Text("Experiments") }
                }
            }
            """),
        ]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "deprecated-navigation-api", notes: true), [
            "LabsView.swift:4:9",
            "  note ContentView.swift:4:9 the enclosing navigation container is here",
        ])
    }

    /// A read-later app shows its sign-up screen (a stack of its own) at the root while no account is set, and its
    /// routing switch also maps a route case for it that nothing constructs. The screen never enters the stack:
    /// unreachable-route reports the dead case, and nested-navigation-stack stays silent (one mistake, one finding).
    static let readLater: AnalysisHarness.Files = [
        ("Route.swift", """
        import SwiftUI
        enum Route: Hashable { case article(String), settings, signup }
        @Observable final class Router { var path: [Route] = [] }
        extension View {
            func routing() -> some View {
                navigationDestination(for: Route.self) { route in
                    switch route {
                    case .article(let id): Text(id)
                    case .settings: Text("Settings")
                    case .signup: SignupView()
                    }
                }
            }
        }
        """),
        ("MainView.swift", """
        import SwiftUI
        struct MainView: View {
            @State private var router = Router()
            @AppStorage("account") private var account = ""
            var body: some View {
                if account.isEmpty {
                    SignupView()
                } else {
                    NavigationStack(path: $router.path) {
                        List {
                            NavigationLink("Welcome", value: Route.article("welcome"))
                            Button("Settings") { router.path.append(.settings) }
                        }
                        .routing()
                    }
                }
            }
        }
        struct SignupView: View {
            var body: some View {
                NavigationStack { Form { Text("Server") } }
            }
        }
        """),
    ]

    func testAViewReachedOnlyThroughADeadRouteCaseIsNotNested() {
        XCTAssertEqual(AnalysisHarness.lint(RealAppRegressionTests.readLater, rule: "nested-navigation-stack"), [])
        XCTAssertEqual(AnalysisHarness.lint(RealAppRegressionTests.readLater, rule: "unreachable-route", notes: true), [
            "Route.swift:2:56", "  note Route.swift:10:13 its screen is chosen here",
        ])
        // Once something links to the case, the screen is pushed on the stack, and its stack is nested there.
        var linked = RealAppRegressionTests.readLater
        linked[1].text = linked[1].text.replacingOccurrences(of: "router.path.append(.settings)", with: "router.path.append(.signup)")
        XCTAssertEqual(AnalysisHarness.lint(linked, rule: "nested-navigation-stack"), ["MainView.swift:21:9"])
    }
}

extension RealAppRegressionTests {
    /// After an `await`, a new path assigned whole (`path = [.editor(s)]`, `path = []`, `removeAll()`), directly or by a
    /// method whose only write is such an assignment, replaces the stack whatever screen is on top: not a push onto a
    /// screen the user left. An `append`, `+=`, `path = path + […]` or a method that appends still is.
    func testWholePathReplacedAfterAwaitIsNotAPush() {
        let files: AnalysisHarness.Files = [
            ("Studio.swift", """
            import SwiftUI
            struct Sketch: Hashable { let name: String }
            enum Screen: Hashable { case editor(Sketch), export(Sketch) }
            func load(_ url: URL) async -> Sketch { Sketch(name: "a") }
            @Observable final class Studio {
                var path: [Screen] = []
                func open(_ url: URL) {
                    path = []
                    Task {
                        let sketch = await load(url)
                        path = [.editor(sketch)]
                    }
                }
                func share(_ sketch: Sketch) { path.append(.export(sketch)) }
            }
            struct RootView: View {
                @State private var studio = Studio()
                let url = URL(fileURLWithPath: "/")
                var body: some View {
                    NavigationStack(path: $studio.path) {
                        Button("Open") {
                            Task {
                                let sketch = await load(url)
                                studio.open(url)
                                studio.path.removeAll()
                                studio.path = [.editor(sketch), .export(sketch)]
                            }
                        }
                        Button("Share") {
                            Task {
                                let sketch = await load(url)
                                studio.share(sketch)
                                studio.path.append(.export(sketch))
                                studio.path += [.export(sketch)]
                                studio.path = studio.path + [.export(sketch)]
                            }
                        }
                        .navigationDestination(for: Screen.self) { _ in Text("screen") }
                    }
                }
            }
            """)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "push-after-await"),
                       ["Studio.swift:32:28", "Studio.swift:33:33", "Studio.swift:34:33", "Studio.swift:35:33"])
    }
}

extension RealAppRegressionTests {
    /// A route enum's view method (`func view(store:) -> some View { switch self { … } }`) called on the closure
    /// parameter of `navigationDestination(for: Route.self) { route in route.view(store: store) }`: the screens of its
    /// cases are pushed on that stack, so a `NavigationView` in one of them is nested and the advice is to remove it.
    /// A method of the route that returns no view, or a modifier applied to a View-typed parameter, is not view code.
    func testRouteEnumViewMethodIsFollowedFromTheDestination() {
        let files: AnalysisHarness.Files = [
            ("Route.swift", """
            import SwiftUI
            enum Route: Hashable {
                case accounts, account(String)
                @ViewBuilder
                func view(store: Store) -> some View {
                    switch self {
                    case .accounts: AccountsView(store: store)
                    case .account(let id): Text(id)
                    }
                }
                func title() -> String { "Bank" }
            }
            """),
            ("ContentView.swift", """
            import SwiftUI
            final class Store {}
            struct ContentView: View {
                @State private var path: [Route] = []
                let store = Store()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Accounts") { path.append(.accounts) }
                            .navigationDestination(for: Route.self) { route in
                                route.view(store: store)
                            }
                    }
                }
            }
            """),
            ("AccountsView.swift", """
            import SwiftUI
            struct AccountsView: View {
                let store: Store
                var body: some View {
                    NavigationView { Text("Checking") }
                }
            }
            """),
        ]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "deprecated-navigation-api", notes: true), [
            "AccountsView.swift:5:9",
            "  note ContentView.swift:7:9 the enclosing navigation container is here",
        ])
        XCTAssertEqual(AnalysisHarness.diagnostics(files, rule: "deprecated-navigation-api").map(\.message),
                       [DeprecatedNavigationAPI.nestedNavigationViewMessage])
        // The stack is read in full: the route's view method is view code NavLint follows.
        XCTAssertEqual(AnalysisHarness.analysis(files).contexts.map(\.isIncomplete), [false, false])
    }

    /// A view both pushed with `NavigationLink(destination:)` and shown as the root of a sheet: its `NavigationView`
    /// cannot simply go (the sheet would lose its bar) nor become a stack (nested where it is pushed): the advice is
    /// to remove it and wrap the view in a stack where the sheet shows it, with a note at each place.
    func testNavigationViewOfAViewBothPushedAndPresentedGetsBothAdvices() {
        let files: AnalysisHarness.Files = [
            ("ContentView.swift", """
            import SwiftUI
            struct ContentView: View {
                @State private var showsOffer = false
                var body: some View {
                    NavigationStack {
                        NavigationLink("Membership", destination: MembershipView())
                            .sheet(isPresented: $showsOffer) { MembershipView() }
                    }
                }
            }
            """),
            ("MembershipView.swift", """
            import SwiftUI
            struct MembershipView: View {
                var body: some View {
                    NavigationView { Text("Join") }
                }
            }
            """),
        ]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "deprecated-navigation-api", notes: true), [
            "MembershipView.swift:4:9",
            "  note ContentView.swift:5:9 the enclosing navigation container is here",
            "  note ContentView.swift:7:18 the view is also shown outside navigation from here",
        ])
        XCTAssertEqual(AnalysisHarness.diagnostics(files, rule: "deprecated-navigation-api").map(\.message),
                       [DeprecatedNavigationAPI.navigationViewInsideAndOutsideMessage])
    }

    /// `.navigationViewStyle(.stack)` styles the NavigationViews inside the view it modifies. On a List of a pushed
    /// page with none inside (directly or in the views and modifiers it uses) it does nothing: the advice is to remove
    /// it. With a NavigationView inside a view it uses, or a view NavLint cannot follow, the advice stays.
    func testStackStyleOnAViewWithNoNavigationViewInsideIsToBeRemoved() {
        func files(row: String) -> AnalysisHarness.Files {
            [("Settings.swift", """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Blocked users", destination: BlockedUsersView())
                    }
                }
            }
            struct BlockedUsersView: View {
                var body: some View {
                    List { \(row) }
                        .cardBackground()
                        .navigationTitle("Blocked")
                        .navigationViewStyle(StackNavigationViewStyle())
                }
            }
            struct UserRow: View {
                var body: some View { Text("mallory") }
            }
            struct HelpRow: View {
                var body: some View { NavigationView { Text("Help") } }
            }
            extension View {
                func cardBackground() -> some View { background(Color.gray) }
            }
            """)]
        }
        // HelpRow's own NavigationView: nested where the list shows it, else (shown nowhere) the general advice.
        XCTAssertEqual(AnalysisHarness.diagnostics(files(row: "UserRow()"), rule: "deprecated-navigation-api").map(\.message),
                       [DeprecatedNavigationAPI.stackStyleWithoutNavigationViewMessage, DeprecatedNavigationAPI.message(.navigationView)])
        XCTAssertEqual(AnalysisHarness.diagnostics(files(row: "HelpRow()"), rule: "deprecated-navigation-api").map(\.message),
                       [DeprecatedNavigationAPI.message(.stackStyle), DeprecatedNavigationAPI.nestedNavigationViewMessage])
        XCTAssertEqual(AnalysisHarness.diagnostics(files(row: "rows()"), rule: "deprecated-navigation-api").map(\.message),
                       [DeprecatedNavigationAPI.message(.stackStyle), DeprecatedNavigationAPI.message(.navigationView)])
    }
}

extension RealAppRegressionTests {
    /// An app's full-screen cover modifier with two overloads, a Boolean one that hands its content, wrapped in a closure
    /// (`{ _ in coverContent() }`), to the item overload applied to the ViewModifier's `content`, which shows it in
    /// `fullScreenCover(item:)`. NavLint cannot tell the overloads apart, so the Boolean one seems to hand the content
    /// back to itself: that way round is left to the other, which shows it in the cover. The cover's `NavigationView`
    /// is then a root, to be replaced by a stack, not nested in the stack the modifier is used in.
    func testContentHandedRoundAnOverloadedCoverModifierIsShownInTheCover() {
        let files: AnalysisHarness.Files = [
            ("ProfileView.swift", """
            import SwiftUI
            struct ProfileView: View {
                @State private var showsCode = false
                var body: some View {
                    NavigationStack {
                        Button("Show code") { showsCode = true }
                            .appCover($showsCode) {
                                FriendCodeView()
                            }
                    }
                }
            }
            struct FriendCodeView: View {
                var body: some View {
                    NavigationView { Text("Scan to add me") }
                }
            }
            """),
            ("AppCover.swift", """
            import SwiftUI
            fileprivate struct AppCover<Cover: View, T: Identifiable & Equatable>: ViewModifier {
                @Binding var item: T?
                let coverContent: (T) -> Cover
                func body(content: Content) -> some View {
                    content
                        .fullScreenCover(item: $item) { item in
                            coverContent(item)
                                .onDisappear { }
                        }
                }
            }
            fileprivate struct BooleanAppCover<Cover: View>: ViewModifier {
                @Binding var isPresented: Bool
                let coverContent: () -> Cover
                private let token = Token()
                private var item: Binding<Token?> {
                    Binding(get: { isPresented ? token : nil }, set: { isPresented = $0 != nil })
                }
                func body(content: Content) -> some View {
                    content
                        .appCover(self.item, content: { _ in coverContent() })
                }
                private struct Token: Identifiable, Equatable { let id = 1 }
            }
            extension View {
                func appCover<Content: View>(_ isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                    return self.modifier(BooleanAppCover(isPresented: isPresented, coverContent: content))
                }
                func appCover<Content: View, T: Identifiable & Equatable>(_ item: Binding<T?>, @ViewBuilder content: @escaping (T) -> Content) -> some View {
                    return self.modifier(AppCover(item: item, coverContent: content))
                }
            }
            """),
        ]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "deprecated-navigation-api", notes: true), ["ProfileView.swift:15:9"])
        XCTAssertEqual(AnalysisHarness.diagnostics(files, rule: "deprecated-navigation-api").map(\.message),
                       [DeprecatedNavigationAPI.message(.navigationView)])
    }
}

extension RealAppRegressionTests {
    /// A view name two targets declare (a watch app's `TasksListView` beside the one in `Shared/`) is the one of the
    /// use's own target: the phone's split view shows the shared view, whose stack is then the detail column's
    /// (its title is not misplaced), and the watch app shows its own. A shared view the watch app never shows
    /// (`ProjectView`) is judged by the app that shows it. Without the folders telling (all in one folder), the name
    /// stays ambiguous and brings nothing in.
    func testAViewNameDeclaredInTwoTargetsIsTheOneOfTheUsesTarget() {
        let phone = """
            import SwiftUI
            @main
            struct PhoneApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            struct ContentView: View {
                @State private var selection: String? = "inbox"
                var body: some View {
                    NavigationSplitView {
                        List(["inbox"], id: \\.self, selection: $selection) { Text($0) }
                    } detail: { TasksListView(); ProjectView() }
                }
            }
            """
        let project = """
            import SwiftUI
            struct ProjectView: View {
                var body: some View {
                    NavigationStack { Text("Project") }
                        .navigationTitle("Project")
                }
            }
            """
        let shared = """
            import SwiftUI
            struct TasksListView: View {
                var body: some View {
                    NavigationStack { List { Text("Task") } }
                        .navigationTitle("Tasks")
                }
            }
            """
        let watch = """
            import SwiftUI
            @main
            struct WatchApp: App { var body: some Scene { WindowGroup { TasksListView() } } }
            struct TasksListView: View { var body: some View { List { Text("Task") } } }
            """
        let files = [("App/Phone/ContentView.swift", phone), ("App/Shared/TasksListView.swift", shared), ("App/Shared/ProjectView.swift", project),
                     ("App/Watch/WatchApp.swift", watch)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "misplaced-navigation-modifier"), [])
        // In one folder, the two declarations are not told apart: the phone's stack is not known to be in the column.
        let oneFolder = [("ContentView.swift", phone), ("TasksListView.swift", shared), ("ProjectView.swift", project), ("WatchApp.swift", watch)]
        XCTAssertEqual(AnalysisHarness.lint(oneFolder, rule: "misplaced-navigation-modifier"), ["TasksListView.swift:5:14"])
    }

    /// A shared view that only another shared view shows (`ProjectView` in the review screen), which the watch app never
    /// shows, is not judged in the watch's program; once the watch shows the review screen at its window's top, it is.
    func testASharedViewOnlyOtherSharedViewsShowIsJudgedByTheAppsThatShowThem() {
        func files(watchShows root: String) -> AnalysisHarness.Files {
            [("App/Phone/ContentView.swift", """
            import SwiftUI
            @main
            struct PhoneApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            struct ContentView: View {
                @State private var selection: String? = "review"
                var body: some View {
                    NavigationSplitView {
                        List(["review"], id: \\.self, selection: $selection) { Text($0) }
                    } detail: { ReviewView() }
                }
            }
            """),
             ("App/Shared/ReviewView.swift", """
            import SwiftUI
            struct ReviewView: View { var body: some View { ProjectView() } }
            #Preview { ReviewView() }
            """),
             ("App/Shared/ProjectView.swift", """
            import SwiftUI
            struct ProjectView: View {
                var body: some View {
                    NavigationStack { Text("Project") }
                        .navigationTitle("Project")
                }
            }
            """),
             ("App/Watch/WatchApp.swift", """
            import SwiftUI
            @main
            struct WatchApp: App { var body: some Scene { WindowGroup { \(root) } } }
            struct TasksListView: View { var body: some View { List { Text("Task") } } }
            """)]
        }
        XCTAssertEqual(AnalysisHarness.lint(files(watchShows: "TasksListView()"), rule: "misplaced-navigation-modifier"), [])
        XCTAssertEqual(AnalysisHarness.lint(files(watchShows: "ReviewView()"), rule: "misplaced-navigation-modifier"),
                       ["App/Shared/ProjectView.swift:5:14"])
    }
}

extension RealAppRegressionTests {
    /// `removeLast()` in the body of a loop over the path (`for route in path`, `zip(state.path.ids, state.path)`) runs
    /// only when the path holds an element, and `path.ids.isEmpty` (a `StackState`'s ids) checks the path: neither is
    /// reported. A removal with no such check still is.
    func testRemovalsInsideLoopsOverThePathOrAfterCheckingItsIdsAreGuarded() {
        let source = """
            import SwiftUI
            enum Route: Hashable { case sendForm, scan }
            struct SendFlowView: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Send") { path.append(.sendForm) }
                            .navigationDestination(for: Route.self) { _ in
                                Button("Scanned") { foundAddress() }
                                Button("Failed") { failed() }
                                Button("Back") { back() }
                            }
                    }
                }
                func foundAddress() {
                    for (index, route) in zip(path.indices, path) where route == .sendForm {
                        _ = index
                        path.removeLast()
                        return
                    }
                }
                func failed() {
                    if path.ids.isEmpty { return }
                    path.removeLast()
                }
                func back() { path.removeLast() }
            }
            extension Array where Element == Route { var ids: [Int] { indices.map { $0 } } }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Send.swift", source)], rule: "unguarded-remove-last"), ["Send.swift:26:24"])
    }

    /// A sidebar row of a `List(selection:)` whose `NavigationLink(value:)` carries `.tag(project)`: the row selects its
    /// tag, of the selection's type, and the split view's detail shows it; the link's own value is looked up nowhere.
    func testALinkRowTaggedWithTheSelectionsTypeSelectsItsTag() {
        func files(_ tag: String) -> AnalysisHarness.Files {
            [("Projects.swift", """
            import SwiftUI
            import SwiftData
            enum SideBarItem: Hashable { case inbox, projects }
            @Model final class Project { var name: String = ""; init() {} }
            struct ContentView: View {
                @Query var projects: [Project]
                @State private var selectedProject: Project?
                var body: some View {
                    NavigationSplitView {
                        List(selection: $selectedProject) {
                            ForEach(projects) { project in
                                NavigationLink(value: SideBarItem.projects) { Text(project.name) }\(tag)
                            }
                        }
                    } detail: {
                        if let selectedProject { Text(selectedProject.name) } else { Text("Pick a project") }
                    }
                }
            }
            """)]
        }
        XCTAssertEqual(AnalysisHarness.lint(files(".tag(project as Project)"), rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(files(".tag(project)"), rule: "unmapped-destination"), [])
        // Untagged, or tagged with another type, the row's link has no destination for `SideBarItem`.
        XCTAssertEqual(AnalysisHarness.lint(files(""), rule: "unmapped-destination"), ["Projects.swift:12:43"])
        XCTAssertEqual(AnalysisHarness.lint(files(".tag(project.name)"), rule: "unmapped-destination"), ["Projects.swift:12:43"])
    }

    /// A deep-link helper that empties a tab's path and appends a parameter pack's values: called with no values after an
    /// await, it only returns to the tab's root (no push onto a screen the user may have left).
    func testAPackWrapperCalledWithNoValuesPushesNothing() {
        func files(_ call: String) -> AnalysisHarness.Files {
            [("Scene.swift", """
            import SwiftUI
            enum ViewTab { case containers, stacks }
            struct ContainerRoute: Hashable { let id: String }
            @Observable final class SceneState {
                var containers: [ContainerRoute] = []
                var stacks: [ContainerRoute] = []
                var activeTab = ViewTab.containers
                func reload() async {}
                func navigate<each Destination: Hashable>(to tab: ViewTab, with items: repeat each Destination, removingPrevious: Bool = true) {
                    activeTab = tab
                    switch tab {
                    case .containers:
                        if removingPrevious { containers.removeLast(containers.count) }
                        for item in repeat each items { containers.append(item) }
                    case .stacks:
                        if removingPrevious { stacks.removeLast(stacks.count) }
                        for item in repeat each items { stacks.append(item) }
                    }
                }
            }
            struct ContainersView: View {
                @State private var scene = SceneState()
                var body: some View {
                    NavigationStack(path: $scene.containers) {
                        Button("Remove") { remove() }
                            .navigationDestination(for: ContainerRoute.self) { r in Text(r.id) }
                    }
                }
                func remove() {
                    Task {
                        await scene.reload()
                        \(call)
                    }
                }
            }
            """)]
        }
        XCTAssertEqual(AnalysisHarness.lint(files("scene.navigate(to: .containers)"), rule: "push-after-await"), [])
        XCTAssertEqual(AnalysisHarness.lint(files("scene.navigate(to: .containers, with: ContainerRoute(id: \"a\"))"), rule: "push-after-await"),
                       ["Scene.swift:32:19"])
    }

    /// A router's variadic `show(_ routes: ChargeRoute...)` and a parameter pack's `repeat path.append(each routes)`:
    /// each value a call hands is pushed, the second and later ones too.
    func testEveryValueHandedToAVariadicOrPackWrapperIsPushed() {
        let source = """
            import SwiftUI
            enum ChargeRoute: Hashable { case station(Int), connector(Int, port: Int) }
            struct ReviewRef: Hashable { let id: Int }
            @Observable final class Navigator {
                var path = NavigationPath()
                func show(_ routes: ChargeRoute...) {
                    for route in routes { path.append(route) }
                }
                func push<each Route: Hashable>(_ routes: repeat each Route) {
                    repeat path.append(each routes)
                }
            }
            struct RootView: View {
                @State private var navigator = Navigator()
                var body: some View {
                    NavigationStack(path: $navigator.path) {
                        Button("Open") { open(7) }
                            .navigationDestination(for: Int.self) { id in Text("\\(id)") }
                    }
                }
                func open(_ id: Int) {
                    navigator.show(.station(id), .connector(id, port: 2))
                    navigator.push(id, ReviewRef(id: id))
                }
            }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Charge.swift", source)], rule: "unmapped-destination"),
                       ["Charge.swift:22:24", "Charge.swift:22:38", "Charge.swift:23:28"])
    }

    /// A macOS menu command pushing through the focused window's router (`@FocusedValue(\\.logRouter)`, typed by the
    /// program's `extension FocusedValues { @Entry var logRouter: LogRouter? }`): the push is the router's.
    func testAMenuCommandPushesThroughAFocusedValuesRouter() {
        let source = """
            import SwiftUI
            enum Band: String, Hashable, CaseIterable { case forty, twenty }
            struct PropagationReport: Hashable { static let latest = PropagationReport() }
            @Observable final class LogRouter {
                var path = NavigationPath()
                func show<Value: Hashable>(_ value: Value) { path.append(value) }
            }
            extension FocusedValues {
                @Entry var logRouter: LogRouter?
            }
            struct LogbookCommands: Commands {
                @FocusedValue(\\.logRouter) private var router
                var body: some Commands {
                    CommandMenu("Go") {
                        ForEach(Band.allCases, id: \\.self) { band in Button(band.rawValue) { router?.show(band) } }
                        Button("Propagation Report") { router?.show(PropagationReport.latest) }
                    }
                }
            }
            struct LogbookWindow: View {
                @State private var router = LogRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Text("Log").navigationDestination(for: Band.self) { band in Text(band.rawValue) }
                    }
                    .focusedSceneValue(\\.logRouter, router)
                }
            }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Logbook.swift", source)], rule: "unmapped-destination"), ["Logbook.swift:16:57"])
    }

    /// A generic router class written twice alike (in the app and in its data module): one type, not an ambiguous name.
    /// `router.push(.receipt(id))` on a `Router<ShopRoute>` pushes a `ShopRoute` (the receiver's type fixes `T`), once.
    func testAGenericRouterDeclaredTwiceAlikeIsOneTypeFixedByItsReceiver() {
        let router = """
            import SwiftUI
            public class Router<T: Hashable>: ObservableObject {
                @Published var paths: [T] = []
                public init() {}
                public func push(_ path: T) { paths.append(path) }
            }
            """
        let app = """
            import SwiftUI
            enum ShopRoute: Hashable { case cart, receipt(Int) }
            struct Receipt: Hashable { let id: Int }
            struct ShopView: View {
                @StateObject private var router = Router<ShopRoute>()
                var body: some View {
                    NavigationStack(path: $router.paths) {
                        Button("Cart") { router.push(.cart) }
                            .navigationDestination(for: ShopRoute.self) { _ in Text("route") }
                    }
                }
            }
            struct ReceiptsView: View {
                @StateObject private var receipts = Router<Receipt>()
                var body: some View {
                    NavigationStack(path: $receipts.paths) {
                        Button("Receipt") { receipts.push(Receipt(id: 1)) }
                    }
                }
            }
            """
        let files: AnalysisHarness.Files = [("App/Router.swift", router), ("Data/Router.swift", router), ("App/Shop.swift", app)]
        XCTAssertEqual(AnalysisHarness.pushes(files), ["App/Shop.swift:8:42 ShopRoute", "App/Shop.swift:17:47 Receipt"])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), ["App/Shop.swift:17:47"])
        // Written differently in the module, the name stays ambiguous: its pushes are not read.
        let other = router.replacingOccurrences(of: "public init() {}", with: "public init() {}\n    public func pop() { paths.removeLast() }")
        XCTAssertEqual(AnalysisHarness.pushes([("App/Router.swift", router), ("Data/Router.swift", other), ("App/Shop.swift", app)]), [])
        // Private to each file, the copies are two types (each its file's own), as written twice in FlowStacks' examples.
        let fileOwn = router.replacingOccurrences(of: "public class Router", with: "private class Router")
        XCTAssertEqual(AnalysisHarness.pushes([("App/Router.swift", fileOwn), ("Data/Router.swift", fileOwn), ("App/Shop.swift", app)]), [])
    }

    /// A push wrapper in a protocol's extension whose parameter is the protocol's associated type (`func push(_ route:
    /// Route)`, `associatedtype Route: Hashable`): each conforming coordinator pushes what its own path holds, typed by
    /// the value handed (blind round 7's case 040). A name the program does not declare is not taken for a framework type.
    func testAProtocolExtensionWrapperOfAnAssociatedTypePushesEachConformersRoute() {
        func files(_ lessonsRegister: String) -> AnalysisHarness.Files {
            [("Stable.swift", """
            import SwiftUI
            protocol FlowCoordinator: AnyObject, Observable {
                associatedtype Route: Hashable
                var path: [Route] { get set }
            }
            extension FlowCoordinator {
                func push(_ route: Route) { path.append(route) }
            }
            enum HorseRoute: Hashable { case horse(id: Int) }
            enum LessonRoute: Hashable { case lesson(id: Int) }
            @Observable final class HorseCoordinator: FlowCoordinator { var path: [HorseRoute] = [] }
            @Observable final class LessonCoordinator: FlowCoordinator { var path: [LessonRoute] = [] }
            struct StableView: View {
                @State private var horses = HorseCoordinator()
                @State private var lessons = LessonCoordinator()
                var body: some View {
                    TabView {
                        NavigationStack(path: $horses.path) {
                            Button("Maple") { horses.push(.horse(id: 1)) }
                                .navigationDestination(for: HorseRoute.self) { _ in Text("horse") }
                        }
                        NavigationStack(path: $lessons.path) {
                            Button("Lena") { lessons.push(.lesson(id: 1)) }\(lessonsRegister)
                        }
                    }
                }
            }
            """)]
        }
        XCTAssertEqual(AnalysisHarness.lint(files("\n                    .navigationDestination(for: LessonRoute.self) { _ in Text(\"lesson\") }"),
                                            rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(files(""), rule: "unmapped-destination"), ["Stable.swift:23:47"])
    }

    /// A push made by the stack's root view (a button of its confirmation dialog) runs while the root is shown: a type
    /// only a pushed screen registers is not mapped there (blind round 7's case 012). Made by the pushed screen itself,
    /// the same push is mapped.
    func testAPushIsJudgedWhereTheViewThatMakesItIsShown() {
        func files(_ rootPush: String, _ detailPush: String) -> AnalysisHarness.Files {
            [("Compost.swift", """
            import SwiftUI
            struct Bin: Hashable { let id: Int }
            struct PickupRequest: Hashable { let binID: Int }
            struct BinsView: View {
                @State private var path = NavigationPath()
                @State private var confirming = false
                var body: some View {
                    NavigationStack(path: $path) {
                        List([Bin(id: 1)], id: \\.id) { bin in NavigationLink("Bin", value: bin) }
                            .navigationDestination(for: Bin.self) { bin in BinDetailView(bin: bin, path: $path) }
                            .confirmationDialog("Empty?", isPresented: $confirming) {
                                Button("Schedule pickup") { \(rootPush) }
                            }
                    }
                }
            }
            struct BinDetailView: View {
                let bin: Bin
                @Binding var path: NavigationPath
                var body: some View {
                    Button("Pickup") { \(detailPush) }
                        .navigationDestination(for: PickupRequest.self) { r in Text("pickup \\(r.binID)") }
                }
            }
            """)]
        }
        let push = "path.append(PickupRequest(binID: 1))"
        XCTAssertEqual(AnalysisHarness.lint(files(push, ""), rule: "unmapped-destination"), ["Compost.swift:12:61"])
        XCTAssertEqual(AnalysisHarness.lint(files("", push), rule: "unmapped-destination"), [])
    }
}
