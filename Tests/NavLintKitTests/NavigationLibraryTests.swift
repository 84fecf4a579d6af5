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
}
