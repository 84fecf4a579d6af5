// Navigation libraries (NavigationBackport, FlowStacks, The Composable Architecture) and an app's own wrappers declared
// in .navlint.json, read as the SwiftUI constructs they stand for: through the executable, with exact output.

import XCTest
@testable import NavLintKit

final class NavigationLibraryTests: XCTestCase {
    static let receiptApp = """
    import SwiftUI

    struct Receipt: Hashable { var number: Int }

    struct RouteLink<Label: View>: View {
        let route: Receipt
        let label: () -> Label
        var body: some View { Button(action: {}, label: label) }
    }

    struct Home: View {
        var body: some View {
            NavigationStack {
                RouteLink(route: Receipt(number: 1)) { Text("Receipt") }
                    .routeDestination(Receipt.self) { r in Text("\\(r.number)") }
            }
        }
    }

    """

    static let unmappedReceipt = """
    App.swift:14:30: error: A NavigationLink is presenting a value of type "Receipt" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Register .navigationDestination(for: Receipt.self) where the link's stack can see it. [unmapped-destination]
    App.swift:13:9: note: the NavigationStack searched is here; it maps no value types

    """

    /// A wrapper NavLint follows into its body is a button; declared as a NavigationLink it is a value link, and a
    /// declared navigationDestination-like modifier maps its type.
    func testDeclaredWrappersAreReadAsTheConstructsTheyStandFor() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", Self.receiptApp)
        XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path), CLIRunResult(status: 0, stdout: "", stderr: ""))
        try dir.write(".navlint.json", #"{"navigationWrappers": {"RouteLink": {"construct": "NavigationLink", "labels": {"route": "value"}}}}"#)
        XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path), CLIRunResult(status: 1, stdout: Self.unmappedReceipt, stderr: ""))
        try dir.write(".navlint.json", #"{"navigationWrappers": {"RouteLink": {"construct": "NavigationLink", "labels": {"route": "value"}}, "routeDestination": {"construct": "navigationDestination", "labels": {"_": "for"}}}}"#)
        XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path), CLIRunResult(status: 0, stdout: "", stderr: ""))
        let printed = try runNavLint(["config", "--print"], in: dir.path)
        XCTAssertEqual(printed.status, 0, printed.description)
        XCTAssertTrue(printed.stdout.contains(#""routeDestination""#) && printed.stdout.contains(#""construct""#), printed.stdout)
    }

    func testWrapperDeclarationsAreChecked() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", Self.receiptApp)
        let cases: [(String, String)] = [
            (#"{"navigationWrappers": {"RouteLink": {"construct": "NavigationLnk"}}}"#,
             #"navigationWrappers.RouteLink.construct: "NavigationLnk" is not a construct NavLint maps wrappers onto; did you mean "NavigationLink"? Use one of NavigationStack, NavigationLink, navigationDestination, sheet, fullScreenCover, popover."#),
            (#"{"navigationWrappers": {"routeLink": {"construct": "NavigationLink"}}}"#,
             "navigationWrappers.routeLink: is written as a view (an uppercase name) to stand for NavigationLink"),
            (#"{"navigationWrappers": {"RouteLink": {}}}"#,
             "navigationWrappers.RouteLink: needs \"construct\": one of NavigationStack, NavigationLink, navigationDestination, sheet, fullScreenCover, popover"),
            (#"{"navigationWrappers": ["RouteLink"]}"#,
             #"navigationWrappers: must be an object of wrapper names, such as {"RouteLink": {"construct": "NavigationLink", "labels": {"route": "value"}}}, not an array"#),
        ]
        for (config, message) in cases {
            try dir.write(".navlint.json", config)
            XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path), CLIRunResult(status: 2, stdout: "", stderr: "error: .navlint.json: \(message)\n"), config)
        }
    }

    static let backportApp = """
    import SwiftUI

    struct Book: Hashable { var title: String }

    struct Shelf: View {
        var body: some View {
            NBNavigationStack {
                NBNavigationLink(value: Book(title: "Dune")) { Text("Dune") }
            }
        }
    }

    """

    /// NavigationBackport's names are its constructs only where the file imports it (an app may have its own).
    func testLibraryNamesAreReadOnlyWhereTheFileImportsTheLibrary() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", Self.backportApp)
        let silent = try runNavLint(["."], in: dir.path)
        XCTAssertEqual(silent.status, 0)
        XCTAssertTrue(silent.stderr.contains("0 containers (0 stacks and columns, 0 read in full), 0 value links"), silent.stderr)
        try dir.write("App.swift", "import NavigationBackport\n" + Self.backportApp)
        XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path), CLIRunResult(status: 1, stdout: """
        App.swift:9:37: error: A NavigationLink is presenting a value of type "Book" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Register .navigationDestination(for: Book.self) where the link's stack can see it. [unmapped-destination]
        App.swift:8:9: note: the NavigationStack searched is here; it maps no value types

        """, stderr: ""))
        try dir.write("App.swift", "import NavigationBackport\n" + Self.backportApp.replacingOccurrences(of: "{ Text(\"Dune\") }", with: "{ Text(\"Dune\") }\n                .nbNavigationDestination(for: Book.self) { Text($0.title) }"))
        XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path), CLIRunResult(status: 0, stdout: "", stderr: ""))
    }

    /// The Composable Architecture's `destination:` closure switches over every case of the path's state: a link it
    /// cannot read the type of, or of any type, is mapped. FlowStacks' `Router` closure too; FlowStacks' stacks nest.
    func testExhaustiveDestinationClosuresMapEveryValueAndFlowStacksNest() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("Store.swift", """
        import ComposableArchitecture
        import SwiftUI

        struct Item: Hashable {}

        struct AppView: View {
            @Bindable var store: StoreOf<AppFeature>
            var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                    NavigationLink(state: Item()) { Text("Item") }
                } destination: { store in
                    switch store.case {
                    case .item(let store): ItemView(store: store)
                    }
                }
            }
        }

        """)
        try dir.write("Flow.swift", """
        import FlowStacks
        import SwiftUI

        struct Parent: View {
            @State var routes: Routes<Int> = []
            var body: some View {
                FlowStack($routes, withNavigation: true) {
                    Child().flowDestination(for: Int.self) { Text("\\($0)") }
                }
            }
        }

        struct Child: View {
            var body: some View {
                FlowStack(withNavigation: false) {
                    FlowLink(value: 1, style: .push) { Text("One") }
                }
            }
        }

        """)
        let run = try runNavLint(["."], in: dir.path)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("Navigation: 3 containers (3 stacks and columns, 3 read in full), 2 value links (2 resolved, 0 unresolved), 0 pushes (0 resolved, 0 unresolved), 2 destinations"), run.stderr)
    }

    static let flowStacksOneApp = """
    import FlowStacks
    import SwiftUI

    enum Screen: Hashable { case splash, home, receipt(Int), camera, about }

    final class Navigator: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.splash)]

        enum Transition { case root, push, presentSheet, presentCover }

        func show(_ screen: Screen, by transition: Transition) {
            switch transition {
            case .root: routes = [.root(screen, embedInNavigationView: true)]
            case .push: routes.push(screen)
            case .presentSheet: routes.presentSheet(screen, embedInNavigationView: true)
            case .presentCover: routes.presentCover(screen)
            }
        }

        func closeAll() {
            $routes.withDelaysIfUnsupported {
                $0.goBackToRoot()
                $0.push(.about)
            }
        }

        func back() async {
            await Task.yield()
            routes.goBack()
        }
    }

    struct AppCoordinator: View {
        @StateObject var navigator = Navigator()

        var body: some View {
            Router($navigator.routes) { screen, _ in
                switch screen {
                case .splash: SplashView(navigator: navigator)
                case .home: HomeView(navigator: navigator)
                case .receipt(let id): Text("Receipt \\(id)")
                case .camera: Text("Camera")
                case .about: Text("About")
                }
            }
        }
    }

    struct SplashView: View {
        let navigator: Navigator
        var body: some View { Button("Start") { navigator.show(.home, by: .root) } }
    }

    struct HomeView: View {
        let navigator: Navigator
        var body: some View {
            VStack {
                Button("Receipt") { navigator.show(.receipt(1), by: .push) }
                Button("Camera") { navigator.show(.camera, by: .presentCover) }
                Button("Back") { navigator.routes.goBack() }
            }
        }
    }

    """

    /// FlowStacks 1: `Router($navigator.routes) { screen, _ in switch screen { … } }`, a navigator whose `show(_:by:)`
    /// roots, pushes or presents by the case it is passed (`embedInNavigationView:`), `withDelaysIfUnsupported`, and
    /// `goBack()` after an `await` (a pop for push-after-await; unguarded-remove-last does not apply: it checks the count).
    func testFlowStacksOneRoutesHelpersAreReadAsPushesAndPresentations() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("Navigator.swift", Self.flowStacksOneApp)
        let run = try runNavLint(["--enable", "unguarded-remove-last", "."], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, """
        Navigator.swift:29:16: warning: This navigation push runs after an await with no check that the screen is still shown: the user may have left it. Check Task.isCancelled or a flag cleared in onDisappear first. [push-after-await]
        Navigator.swift:28:9: note: the await is here

        """)
        XCTAssertTrue(run.stderr.contains("Navigation: 1 container (1 stack and columns, 1 read in full), 0 value links (0 resolved, 0 unresolved), 4 pushes (4 resolved, 0 unresolved), 1 destination\n"), run.stderr)
        // The root set by `show(.home, by: .root)` and the push of `show(.receipt(1), by: .push)` are drawn as pushes,
        // `show(.camera, by: .presentCover)` as a cover; no call passes `.presentSheet`, so no sheet is drawn; the
        // navigator pushes `.about` itself (`withDelaysIfUnsupported`).
        let graph = try runNavLint(["graph", ".", "-f", "mermaid"], in: dir.path)
        XCTAssertEqual(graph, CLIRunResult(status: 0, stdout: """
        flowchart LR
          code_3aNavigator[("Navigator")]
          route_3aScreen(["Screen<br/>splash · home · receipt · camera · about"])
          view_3aAppCoordinator("AppCoordinator")
          subgraph cluster_3astack_3aAppCoordinator_2ebody_231["Router · Navigator.swift:37"]
            stack_3aAppCoordinator_2ebody_231[["Router<br/>path: Navigator.routes<br/>Navigator.swift:37"]]
            inline_3aAppCoordinator_2ebody_232>"AppCoordinator { … }<br/>Navigator.swift:37"]
            view_3aHomeView("HomeView")
            view_3aSplashView("SplashView")
          end
          code_3aNavigator -->|"push"| route_3aScreen
          stack_3aAppCoordinator_2ebody_231 --> inline_3aAppCoordinator_2ebody_232
          stack_3aAppCoordinator_2ebody_231 ==> view_3aHomeView
          stack_3aAppCoordinator_2ebody_231 ==> view_3aSplashView
          view_3aAppCoordinator --o stack_3aAppCoordinator_2ebody_231
          view_3aHomeView -.->|"cover"| route_3aScreen
          view_3aHomeView -->|"push"| route_3aScreen
          view_3aSplashView -->|"push"| route_3aScreen
          classDef unreachable fill:#f4f4f4,stroke:#bbbbbb,color:#999999
          classDef missing fill:#fff0f0,stroke:#d00000,color:#d00000

        """, stderr: "Route graph: 7 nodes, 8 edges, 1 stack, 0 screens unreachable (grey)\n"))
        // Without `import FlowStacks`, `Router` is the app's own view and the helpers are the app's own methods.
        try dir.write("Navigator.swift", Self.flowStacksOneApp.replacingOccurrences(of: "import FlowStacks\n", with: ""))
        let plain = try runNavLint(["."], in: dir.path)
        XCTAssertEqual(plain.stdout, "")
        XCTAssertTrue(plain.stderr.contains("Navigation: 0 containers (0 stacks and columns, 0 read in full), 0 value links (0 resolved, 0 unresolved), 0 pushes (0 resolved, 0 unresolved), 0 destinations"), plain.stderr)
    }

    /// FlowStacks 2: a value presented as a sheet is shown by the stack's `flowDestination`s, as a pushed one is: one of
    /// a type none maps is reported, and drawn as a sheet to a missing destination.
    func testFlowStacksPresentedValueOfAnUnmappedTypeIsReported() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("Help.swift", """
        import FlowStacks
        import SwiftUI

        struct Topic: Hashable { var title: String }
        struct Ticket: Hashable { var number: Int }

        struct HelpDesk: View {
            @State var routes: Routes<AnyHashable> = []
            var body: some View {
                FlowStack($routes, withNavigation: true) {
                    VStack {
                        Button("Topic") { routes.presentSheet(Topic(title: "Billing")) }
                        Button("Ticket") { routes.presentCover(Ticket(number: 7), withNavigation: true) }
                    }
                    .flowDestination(for: Topic.self) { Text($0.title) }
                }
            }
        }

        """)
        XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path), CLIRunResult(status: 1, stdout: """
        Help.swift:13:56: error: A value of type "Ticket" is put on the navigation path to be presented as a full-screen cover but there is no matching navigationDestination declaration in the stack that binds the path. Register .navigationDestination(for: Ticket.self) in that stack. [unmapped-destination]
        Help.swift:10:9: note: the NavigationStack searched is here; it maps "Topic"

        """, stderr: ""))
        let graph = try runNavLint(["graph", ".", "-f", "json", "-q"], in: dir.path)
        XCTAssertEqual(graph.status, 0)
        XCTAssertTrue(graph.stdout.contains(#"{"from": "view:HelpDesk", "to": "missing:Ticket", "kind": "cover", "case": null, "unmapped": true, "location": {"file": "Help.swift", "line": 13, "column": 56}}"#), graph.stdout)
        XCTAssertTrue(graph.stdout.contains(#"{"from": "view:HelpDesk", "to": "route:Topic", "kind": "sheet", "case": null, "unmapped": false, "location": {"file": "Help.swift", "line": 12, "column": 55}}"#), graph.stdout)
    }

    /// The Composable Architecture's `.navigationDestination(item: $store.scope(…))`, `.sheet(item:)`,
    /// `.fullScreenCover(item:)` and `.popover(item:)` are SwiftUI's own: a destination by item, judged by the rules
    /// (outside any stack; inside a `Form`), and presentation edges of their kinds in the route graph.
    func testComposableArchitectureItemDestinationsAndPresentations() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("Inbox.swift", """
        import ComposableArchitecture
        import SwiftUI

        @main
        struct MailApp: App {
            var body: some Scene {
                WindowGroup { InboxView(store: Store(initialState: Inbox.State()) { Inbox() }) }
            }
        }

        struct InboxView: View {
            @Bindable var store: StoreOf<Inbox>

            var body: some View {
                VStack {
                    Text("Inbox")
                }
                .navigationDestination(item: $store.scope(state: \\.message, action: \\.message)) { store in
                    MessageView(store: store)
                }
                .sheet(item: $store.scope(state: \\.destination?.compose, action: \\.destination.compose)) { store in
                    ComposeView(store: store)
                }
                .fullScreenCover(item: $store.scope(state: \\.destination?.scanner, action: \\.destination.scanner)) { store in
                    ScannerView(store: store)
                }
                .popover(item: $store.scope(state: \\.destination?.filters, action: \\.destination.filters)) { store in
                    FiltersView(store: store)
                }
            }
        }

        struct MessageView: View {
            let store: StoreOf<Message>
            var body: some View { Text("Message") }
        }

        struct ComposeView: View {
            let store: StoreOf<Compose>
            var body: some View {
                NavigationStack {
                    Form {
                        Text("To")
                            .navigationDestination(item: $store.scope(state: \\.contacts, action: \\.contacts)) { store in
                                ContactsView(store: store)
                            }
                    }
                }
            }
        }

        struct ScannerView: View {
            let store: StoreOf<Scanner>
            var body: some View { Text("Scan") }
        }

        struct FiltersView: View {
            let store: StoreOf<Filters>
            var body: some View { Text("Filters") }
        }

        struct ContactsView: View {
            let store: StoreOf<Contacts>
            var body: some View { Text("Contacts") }
        }

        """)
        XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path), CLIRunResult(status: 0, stdout: """
        Inbox.swift:18:10: warning: This navigationDestination is outside any NavigationStack, so it does nothing. Register it inside the stack whose links push this type. [destination-outside-stack]
        Inbox.swift:7:9: note: its context starts here, with no navigation container
        Inbox.swift:44:22: warning: This navigation destination modifier is inside 'Form', a "lazy" container that creates its content only when needed, so the navigation stack may never see this destination. Attach the modifier outside the container. [destination-in-lazy-container]
        Inbox.swift:42:13: note: the lazy container 'Form' is here

        """, stderr: ""))
        XCTAssertEqual(try runNavLint(["graph", ".", "-f", "mermaid"], in: dir.path), CLIRunResult(status: 0, stdout: """
        flowchart LR
          app_3aMailApp[/"MailApp"\\]
          view_3aComposeView("ComposeView")
          view_3aFiltersView("FiltersView")
          view_3aInboxView("InboxView")
          view_3aMessageView("MessageView")
          view_3aScannerView("ScannerView")
          subgraph cluster_3astack_3aComposeView_2ebody_231["NavigationStack · Inbox.swift:41"]
            stack_3aComposeView_2ebody_231[["NavigationStack<br/>Inbox.swift:41"]]
            inline_3aComposeView_2ebody_232>"ComposeView { Form … }<br/>Inbox.swift:41"]
            view_3aContactsView("ContactsView")
          end
          app_3aMailApp --> view_3aInboxView
          inline_3aComposeView_2ebody_232 -.-> view_3aContactsView
          stack_3aComposeView_2ebody_231 --> inline_3aComposeView_2ebody_232
          view_3aComposeView --o stack_3aComposeView_2ebody_231
          view_3aInboxView -.->|"sheet"| view_3aComposeView
          view_3aInboxView -.->|"popover"| view_3aFiltersView
          view_3aInboxView -.-> view_3aMessageView
          view_3aInboxView -.->|"cover"| view_3aScannerView
          classDef unreachable fill:#f4f4f4,stroke:#bbbbbb,color:#999999
          classDef missing fill:#fff0f0,stroke:#d00000,color:#d00000

        """, stderr: "Route graph: 9 nodes, 8 edges, 1 stack, 0 screens unreachable (grey)\n"))
    }

    static let reducerPushApp = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct AppFeature {
        @Reducer
        enum Path {
            case detail(ContactDetail)
            case edit(EditContact)
        }

        @ObservableState
        struct State {
            var path = StackState<Path.State>()
        }

        enum Action {
            case path(StackActionOf<Path>)
            case contactTapped(String)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .contactTapped(let name):
                    state.path.append(.detail(ContactDetail.State(name: name)))
                    return .none
                case .path:
                    return .none
                }
            }
            .forEach(\\.path, action: \\.path)
        }
    }

    struct AppView: View {
        @Bindable var store: StoreOf<AppFeature>

        var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                Button("Ada") { store.send(.contactTapped("Ada")) }
            } destination: { store in
                switch store.case {
                case .detail(let store): ContactDetailView(store: store)
                case .edit(let store): EditContactView(store: store)
                }
            }
        }
    }

    struct ContactDetailView: View {
        let store: StoreOf<ContactDetail>
        var body: some View { Text("Detail") }
    }

    struct EditContactView: View {
        let store: StoreOf<EditContact>
        var body: some View { Text("Edit") }
    }

    """

    /// The Composable Architecture: the feature's reducer pushes (`state.path.append(.detail(…))` in
    /// `Reduce { state, action in … }`) onto the path its view's stack binds through the store
    /// (`NavigationStack(path: $store.scope(state: \.path, …))`): a push of the `@Reducer enum Path` (the route whose
    /// cases the macro's `Path.State` has), drawn from the view. Without the import, `Reduce` is not read.
    func testComposableArchitectureReducerPushesAreDrawnFromTheStoresView() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", Self.reducerPushApp)
        let run = try runNavLint(["."], in: dir.path)
        XCTAssertEqual(run.status, 0)
        // `edit` is never constructed: the reducer's `Path` is a route type.
        XCTAssertEqual(run.stdout, """
        App.swift:9:14: info: The case 'edit' of the route "AppFeature.Path" is never constructed in the scanned code: no link or push can show its screen. Remove the case and its destination, or link to it. [unreachable-route]

        """)
        XCTAssertTrue(run.stderr.contains("Navigation: 1 container (1 stack and columns, 1 read in full), 0 value links (0 resolved, 0 unresolved), 1 push (1 resolved, 0 unresolved), 1 destination\n"), run.stderr)
        XCTAssertEqual(try runNavLint(["graph", ".", "-f", "mermaid"], in: dir.path), CLIRunResult(status: 0, stdout: """
        flowchart LR
          route_3aAppFeature_2ePath(["AppFeature.Path<br/>detail · edit"])
          view_3aAppView("AppView")
          subgraph cluster_3astack_3aAppView_2ebody_231["NavigationStack · App.swift:40"]
            stack_3aAppView_2ebody_231[["NavigationStack<br/>path: AppFeature.State.path<br/>App.swift:40"]]
            inline_3aAppView_2ebody_232>"AppView { … }<br/>App.swift:40"]
            view_3aContactDetailView("ContactDetailView")
            view_3aEditContactView("EditContactView")
          end
          stack_3aAppView_2ebody_231 --> inline_3aAppView_2ebody_232
          stack_3aAppView_2ebody_231 ==> view_3aContactDetailView
          stack_3aAppView_2ebody_231 ==> view_3aEditContactView
          view_3aAppView -->|"push"| route_3aAppFeature_2ePath
          view_3aAppView --o stack_3aAppView_2ebody_231
          classDef unreachable fill:#f4f4f4,stroke:#bbbbbb,color:#999999
          classDef missing fill:#fff0f0,stroke:#d00000,color:#d00000

        """, stderr: "Route graph: 6 nodes, 5 edges, 1 stack, 0 screens unreachable (grey)\n"))
        try dir.write("App.swift", Self.reducerPushApp.replacingOccurrences(of: "import ComposableArchitecture\n", with: ""))
        let plain = try runNavLint(["."], in: dir.path)
        XCTAssertEqual(plain.stdout, "")
        XCTAssertTrue(plain.stderr.contains("0 pushes (0 resolved, 0 unresolved)"), plain.stderr)
    }
}
