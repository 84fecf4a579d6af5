// `navlint graph` at app scale (issue 33), through the built executable: --focus, --from, --depth, --edges,
// folding of a presentation modifier used in several places (and --no-fold), --split stacks|tabs with its
// index, the summary line on stderr and -q, the warning past GitHub's Mermaid limits, and a missing path that
// writes nothing. Exact stdout, stderr, files and exit codes.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintAnalysis
@testable import NavLintOutput
@testable import NavLintKit

final class GraphOptionsTests: XCTestCase {
    /// Three tabs, each a stack, each with the same View extension of three sheets; one tab pushes an Int.
    static let tabsApp = """
    import SwiftUI

    @main
    struct TabsApp: App {
        var body: some Scene {
            WindowGroup { RootView() }
        }
    }

    enum SheetRoute: Identifiable {
        case compose, settings, about
        var id: Int { 0 }
    }

    struct RootView: View {
        var body: some View {
            TabView {
                HomeTab()
                SearchTab()
                ProfileTab()
            }
        }
    }

    struct HomeTab: View {
        @State private var sheet: SheetRoute?
        var body: some View {
            NavigationStack {
                List { NavigationLink("Item", value: 1) }
                    .navigationDestination(for: Int.self) { n in ItemView(n: n) }
            }
            .withSheets($sheet)
        }
    }

    struct SearchTab: View {
        @State private var sheet: SheetRoute?
        var body: some View {
            NavigationStack { Text("Search") }
                .withSheets($sheet)
        }
    }

    struct ProfileTab: View {
        @State private var sheet: SheetRoute?
        var body: some View {
            NavigationStack { Text("Profile") }
                .withSheets($sheet)
        }
    }

    struct ItemView: View {
        let n: Int
        var body: some View { Text("\\(n)") }
    }

    struct ComposeView: View { var body: some View { Text("Compose") } }
    struct SettingsView: View { var body: some View { Text("Settings") } }
    struct AboutView: View { var body: some View { Text("About") } }

    extension View {
        func withSheets(_ sheet: Binding<SheetRoute?>) -> some View {
            self.sheet(item: sheet) { route in
                switch route {
                case .compose: ComposeView()
                case .settings: SettingsView()
                case .about: AboutView()
                }
            }
        }
    }

    """

    static let header = """
    digraph "routes" {
      graph [rankdir=LR, fontname="Helvetica", fontsize=11, nodesep=0.3, ranksep=0.5];
      node [fontname="Helvetica", fontsize=11];
      edge [fontname="Helvetica", fontsize=9];

    """

    /// A folder holding the tabs app as App.swift.
    func tabsAppFolder() throws -> CLIScratchDirectory {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", Self.tabsApp)
        return dir
    }

    /// `navlint graph ARGS` through the executable, run in `directory`.
    func navlint(_ arguments: [String], in directory: String) throws -> CLIRunResult {
        try NavLintBinary.run(try NavLintBinary.require(), ["graph"] + arguments, in: directory)
    }

    // MARK: - Summary and -q

    func testSummaryLineOnStderrAndQuietSilencesIt() throws {
        let sample = RulePage.repositoryRoot.path + "/Samples/RecipeBook"
        let expected = try String(contentsOfFile: sample + "/expected.dot", encoding: .utf8)
        let run = try navlint([sample], in: RulePage.repositoryRoot.path)
        XCTAssertEqual(run, CLIRunResult(status: 0, stdout: expected, stderr: "Route graph: 12 nodes, 15 edges, 2 stacks, 0 screens unreachable (grey)\n"))
        for flag in ["-q", "--quiet"] {
            XCTAssertEqual(try navlint([sample, flag], in: RulePage.repositoryRoot.path), CLIRunResult(status: 0, stdout: expected, stderr: ""))
        }
    }

    func testAMissingPathWritesNothingAndExitsTwo() throws {
        let dir = try CLIScratchDirectory()
        let error = "error: no/such/dir: no such file or directory; check the path\n"
        for format in ["dot", "mermaid", "json"] {
            XCTAssertEqual(try navlint(["no/such/dir", "-f", format], in: dir.path), CLIRunResult(status: 2, stdout: "", stderr: error))
        }
        XCTAssertEqual(try navlint(["no/such/dir", "-o", "routes.dot"], in: dir.path), CLIRunResult(status: 2, stdout: "", stderr: error))
        XCTAssertEqual(try navlint(["no/such/dir", "--split", "stacks", "-o", "routes"], in: dir.path), CLIRunResult(status: 2, stdout: "", stderr: error))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    // MARK: - Folding

    func testAModifierOfSheetsUsedInThreeTabsIsDrawnOnceWithItsCount() throws {
        let dir = try tabsAppFolder()
        let run = try navlint(["."], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "Route graph: 18 nodes, 19 edges, 3 stacks, 0 screens unreachable (grey)\n")
        let bundle = #""bundle:sheet@App.swift:63:14""#
        XCTAssertTrue(run.stdout.contains("  \(bundle) [label=\"3 sheets\\nused in 3 places\\nApp.swift:63\", shape=note, style=\"dotted\"];\n"), run.stdout)
        for tab in ["HomeTab", "ProfileTab", "SearchTab"] {
            XCTAssertTrue(run.stdout.contains("  \"view:\(tab)\" -> \(bundle) [style=dotted, label=\"sheet\"];\n"), run.stdout)
        }
        for screen in ["AboutView", "ComposeView", "SettingsView"] {
            XCTAssertTrue(run.stdout.contains("  \(bundle) -> \"view:\(screen)\" [style=dotted];\n"), run.stdout)
        }
        XCTAssertEqual(run.stdout.components(separatedBy: "label=\"sheet\"").count - 1, 3)

        // --no-fold: each tab presents each sheet.
        let unfolded = try navlint([".", "--no-fold"], in: dir.path)
        XCTAssertEqual(unfolded.stderr, "Route graph: 17 nodes, 22 edges, 3 stacks, 0 screens unreachable (grey)\n")
        XCTAssertFalse(unfolded.stdout.contains("bundle:"))
        XCTAssertEqual(unfolded.stdout.components(separatedBy: "label=\"sheet\"").count - 1, 9)
        XCTAssertTrue(unfolded.stdout.contains("  \"view:SearchTab\" -> \"view:ComposeView\" [style=dotted, label=\"sheet\"];\n"))

        // Mermaid folds the same way; JSON lists every edge site and is never folded.
        let mermaid = try navlint([".", "-f", "mermaid", "-q"], in: dir.path)
        XCTAssertTrue(mermaid.stdout.contains("  bundle_3asheet_40App_2eswift_3a63_3a14[/\"3 sheets<br/>used in 3 places<br/>App.swift:63\"/]\n"), mermaid.stdout)
        XCTAssertTrue(mermaid.stdout.contains("  view_3aHomeTab -.->|\"sheet\"| bundle_3asheet_40App_2eswift_3a63_3a14\n"), mermaid.stdout)
        XCTAssertTrue(mermaid.stdout.contains("  bundle_3asheet_40App_2eswift_3a63_3a14 -.-> view_3aAboutView\n"), mermaid.stdout)
        let json = try navlint([".", "-f", "json", "-q"], in: dir.path)
        XCTAssertEqual(json.stdout, try navlint([".", "-f", "json", "-q", "--no-fold"], in: dir.path).stdout)
        XCTAssertFalse(json.stdout.contains("bundle"))
        XCTAssertEqual(json.stdout.components(separatedBy: "\"kind\": \"sheet\"").count - 1, 9)
    }

    /// Folding only where something repeats: the samples' pictures are their committed goldens (also checked by
    /// GraphTests), and a modifier used in one place is drawn as before.
    func testFoldingLeavesGraphsWithoutRepetitionAlone() {
        // One place: nothing repeats.
        let single = GraphTests.graph(of: [("A.swift", """
            import SwiftUI
            struct A: View {
                @State var s: Int?
                var body: some View { NavigationStack { Text("a") }.withSheets($s) }
            }
            struct B: View { var body: some View { Text("b") } }
            struct C: View { var body: some View { Text("c") } }
            extension View {
                func withSheets(_ s: Binding<Int?>) -> some View {
                    sheet(item: s) { n in
                        switch n { case 1: B() default: C() }
                    }
                }
            }
            """)])
        XCTAssertEqual(GraphTests.edges(single, .sheet).count, 2)
        XCTAssertEqual(single.folded(), single)
        // Two places and two screens: folding would draw as many edges, so it does not.
        let two = GraphTests.graph(of: [("A.swift", """
            import SwiftUI
            struct A: View {
                @State var s: Int?
                var body: some View { NavigationStack { Text("a") }.withSheets($s) }
            }
            struct D: View {
                @State var s: Int?
                var body: some View { NavigationStack { Text("d") }.withSheets($s) }
            }
            struct B: View { var body: some View { Text("b") } }
            struct C: View { var body: some View { Text("c") } }
            extension View {
                func withSheets(_ s: Binding<Int?>) -> some View {
                    sheet(item: s) { n in
                        switch n { case 1: B() default: C() }
                    }
                }
            }
            """)])
        XCTAssertEqual(GraphTests.edges(two, .sheet).count, 4)
        XCTAssertEqual(two.folded(), two)
    }

    // MARK: - Focus

    func testFocusDrawsWhatLeadsToAScreenAndWhereItLeads() throws {
        let dir = try tabsAppFolder()
        let run = try navlint([".", "--focus", "ComposeView", "--depth", "1"], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 0, stdout: Self.header + """
              "bundle:sheet@App.swift:63:14" [label="3 sheets\\nused in 3 places\\nApp.swift:63", shape=note, style="dotted"];
              "view:ComposeView" [label="ComposeView", shape=box, style="rounded"];
              "view:HomeTab" [label="HomeTab", shape=box, style="rounded"];
              "view:ProfileTab" [label="ProfileTab", shape=box, style="rounded"];
              "view:SearchTab" [label="SearchTab", shape=box, style="rounded"];
              "bundle:sheet@App.swift:63:14" -> "view:ComposeView" [style=dotted];
              "view:HomeTab" -> "bundle:sheet@App.swift:63:14" [style=dotted, label="sheet"];
              "view:ProfileTab" -> "bundle:sheet@App.swift:63:14" [style=dotted, label="sheet"];
              "view:SearchTab" -> "bundle:sheet@App.swift:63:14" [style=dotted, label="sheet"];
            }

            """, stderr: "Route graph: 5 nodes, 4 edges, 0 stacks, 0 screens unreachable (grey)\n"))

        // A stack by FILE:LINE (its inline root is written on the same line), drawn in its box; the TabView and
        // the route type are passed through, so two steps back reach RootView.
        let stack = try navlint([".", "--focus", "App.swift:28", "-f", "mermaid", "-q"], in: dir.path)
        XCTAssertEqual(stack.stdout, """
            flowchart LR
              tabView_3aRootView_2ebody_231[["TabView<br/>App.swift:17"]]
              view_3aHomeTab("HomeTab")
              view_3aRootView("RootView")
              subgraph cluster_3astack_3aHomeTab_2ebody_231["NavigationStack · App.swift:28"]
                stack_3aHomeTab_2ebody_231[["NavigationStack<br/>App.swift:28"]]
                inline_3aHomeTab_2ebody_232>"HomeTab { List … }<br/>App.swift:28"]
                route_3aInt(["Int"])
                view_3aItemView("ItemView")
              end
              inline_3aHomeTab_2ebody_232 --> route_3aInt
              route_3aInt ==> view_3aItemView
              stack_3aHomeTab_2ebody_231 --> inline_3aHomeTab_2ebody_232
              tabView_3aRootView_2ebody_231 --> view_3aHomeTab
              view_3aHomeTab --o stack_3aHomeTab_2ebody_231
              view_3aRootView --o tabView_3aRootView_2ebody_231
              classDef unreachable fill:#f4f4f4,stroke:#bbbbbb,color:#999999
              classDef missing fill:#fff0f0,stroke:#d00000,color:#d00000

            """)

        // --from: everything reachable from a screen; the id works as a name.
        let from = try navlint([".", "--from", "view:SearchTab", "-q"], in: dir.path)
        for id in ["view:SearchTab", "stack:SearchTab.body#1", "inline:SearchTab.body#2", "bundle:sheet@App.swift:63:14", "view:AboutView"] {
            XCTAssertTrue(from.stdout.contains("  \"\(id)\" ["), "\(id): \(from.stdout)")
        }
        for id in ["view:HomeTab", "view:RootView", "app:TabsApp", "route:Int"] {
            XCTAssertFalse(from.stdout.contains("\"\(id)\""), "\(id): \(from.stdout)")
        }
    }

    func testUnknownNamesKindsAndValuesAreUsageErrors() throws {
        let dir = try tabsAppFolder()
        func error(_ arguments: [String], _ message: String, line: UInt = #line) throws {
            XCTAssertEqual(try navlint(["."] + arguments, in: dir.path), CLIRunResult(status: 2, stdout: "", stderr: "error: " + message + "\n"), line: line)
        }
        try error(["--focus", "ComposeVeiw"], "--focus 'ComposeVeiw': no view, route type or stack of that name or place in the graph; did you mean 'ComposeView'?")
        try error(["--from", "Nothing"], "--from 'Nothing': no view, route type or stack of that name or place in the graph.")
        try error(["--focus", "App.swift:30"], "--focus 'App.swift:30': no view, route type or stack of that name or place in the graph; did you mean 'App.swift:28'?")
        try error(["--focus", "NavigationStack"], "--focus 'NavigationStack' names 3 containers; name one by FILE:LINE: App.swift:28, App.swift:39, App.swift:47")
        try error(["--edges", "link,destintion"], "--edges takes edge kinds (root, holds, link, push, destination, present, sheet, cover, popover, selection, contains), each with a leading '-' to leave it out; 'destintion' is none; did you mean 'destination'?")
        try error(["--edges=-shet"], "--edges takes edge kinds (root, holds, link, push, destination, present, sheet, cover, popover, selection, contains), each with a leading '-' to leave it out; 'shet' is none; did you mean '-sheet'?")
        try error(["--focus", "HomeTab", "--depth", "0"], "--depth takes a whole number of steps from 1 to 1000, not '0'")
        try error(["--depth", "2"], "--depth counts steps from --focus or --from; name a view, route type or stack with one of them")
        try error(["--split", "tab", "-o", "x"], "--split takes stacks or tabs, not 'tab'; did you mean 'tabs'?")
        try error(["--split", "stacks"], "--split stacks writes one file per part and an index: name a folder with --output DIR")
        try error(["--foucs", "HomeTab"], "unknown option '--foucs'; did you mean '--focus'? See 'navlint graph --help'.")
    }

    // MARK: - Edge kinds

    func testEdgesKeepsOrLeavesOutKinds() throws {
        let dir = try tabsAppFolder()
        // All but sheets: the sheets' screens, which only sheets reached, are left out with them.
        let noSheets = try navlint([".", "--edges=-sheet"], in: dir.path)
        XCTAssertEqual(noSheets.stderr, "Route graph: 14 nodes, 13 edges, 3 stacks, 0 screens unreachable (grey)\n")
        for gone in ["sheet", "ComposeView", "bundle:"] { XCTAssertFalse(noSheets.stdout.contains(gone), gone) }
        // Only links and destinations: the stack that holds them is still drawn around them.
        let links = try navlint([".", "--edges", "link,destination", "-f", "mermaid", "-q"], in: dir.path)
        XCTAssertEqual(links.stdout, """
            flowchart LR
              subgraph cluster_3astack_3aHomeTab_2ebody_231["NavigationStack · App.swift:28"]
                stack_3aHomeTab_2ebody_231[["NavigationStack<br/>App.swift:28"]]
                inline_3aHomeTab_2ebody_232>"HomeTab { List … }<br/>App.swift:28"]
                route_3aInt(["Int"])
                view_3aItemView("ItemView")
              end
              inline_3aHomeTab_2ebody_232 --> route_3aInt
              route_3aInt ==> view_3aItemView
              classDef unreachable fill:#f4f4f4,stroke:#bbbbbb,color:#999999
              classDef missing fill:#fff0f0,stroke:#d00000,color:#d00000

            """)
    }

    // MARK: - Split

    func testSplitByTabsWritesOnePicturePerTabAndAnIndex() throws {
        let dir = try tabsAppFolder()
        let run = try navlint([".", "--split", "tabs", "--output", "routes"], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 0, stdout: "", stderr: "Route graph: 18 nodes, 19 edges, 3 stacks, 0 screens unreachable (grey); 5 parts in routes/index.dot\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.full("routes")).sorted()
        XCTAssertEqual(files, ["app.dot", "index.dot", "shared.dot", "tab-HomeTab.dot", "tab-ProfileTab.dot", "tab-SearchTab.dot"])
        XCTAssertEqual(try String(contentsOfFile: dir.full("routes/index.dot"), encoding: .utf8), """
            digraph "routes-index" {
              graph [rankdir=LR, fontname="Helvetica", fontsize=11, nodesep=0.3, ranksep=0.5, label="navlint graph --split tabs: one picture per tab; rendered as SVG beside the parts' SVGs, each box opens its part", labelloc=t];
              node [fontname="Helvetica", fontsize=11, shape=box, style="rounded"];
              edge [color="gray45"];
              "app" [label="The app, and what no tab reaches\\napp.dot &#183; 6 nodes, 5 edges", URL="app.svg", style="rounded,dashed"];
              "tab-HomeTab" [label="HomeTab &#183; App.swift:25\\ntab-HomeTab.dot &#183; 7 nodes, 6 edges", URL="tab-HomeTab.svg"];
              "tab-ProfileTab" [label="ProfileTab &#183; App.swift:44\\ntab-ProfileTab.dot &#183; 5 nodes, 4 edges", URL="tab-ProfileTab.svg"];
              "tab-SearchTab" [label="SearchTab &#183; App.swift:36\\ntab-SearchTab.dot &#183; 5 nodes, 4 edges", URL="tab-SearchTab.svg"];
              "shared" [label="Reached from several tabs\\nshared.dot &#183; 4 nodes, 3 edges", URL="shared.svg", style="rounded,dashed"];
              "app" -> "tab-HomeTab";
              "app" -> "tab-ProfileTab";
              "app" -> "tab-SearchTab";
              "tab-HomeTab" -> "shared";
              "tab-ProfileTab" -> "shared";
              "tab-SearchTab" -> "shared";
            }

            """)
        // A tab's picture: what leads into it, its stack, and the bundle it presents (drawn in full in shared).
        XCTAssertEqual(try String(contentsOfFile: dir.full("routes/tab-SearchTab.dot"), encoding: .utf8), Self.header + """
              "bundle:sheet@App.swift:63:14" [label="3 sheets\\nused in 3 places\\nApp.swift:63", shape=note, style="dotted"];
              "tabView:RootView.body#1" [label="TabView\\nApp.swift:17", shape=tab];
              "view:SearchTab" [label="SearchTab", shape=box, style="rounded"];
              subgraph "cluster_stack:SearchTab.body#1" {
                label="NavigationStack &#183; App.swift:39"; style="rounded"; color="gray50"; fontcolor="gray30";
                "stack:SearchTab.body#1" [label="NavigationStack\\nApp.swift:39", shape=folder];
                "inline:SearchTab.body#2" [label="SearchTab { &#8230; }\\nApp.swift:39", shape=box, style="rounded,dashed"];
              }
              "stack:SearchTab.body#1" -> "inline:SearchTab.body#2" [color="gray45"];
              "tabView:RootView.body#1" -> "view:SearchTab" [color="gray45"];
              "view:SearchTab" -> "bundle:sheet@App.swift:63:14" [style=dotted, label="sheet"];
              "view:SearchTab" -> "stack:SearchTab.body#1" [color="gray45", dir=both, arrowtail=odiamond, arrowhead=none];
            }

            """)
        // Every part renders with Graphviz where it is installed (GraphTests renders the samples the same way).
        // Mermaid: index.md embeds every part; JSON: index.json lists them.
        let mermaid = try navlint([".", "--split", "tabs", "-o", "md", "-f", "mermaid", "-q"], in: dir.path)
        XCTAssertEqual(mermaid, CLIRunResult(status: 0, stdout: "", stderr: ""))
        let index = try String(contentsOfFile: dir.full("md/index.md"), encoding: .utf8)
        XCTAssertTrue(index.hasPrefix("# Route graph, one part per tab\n"), index)
        XCTAssertTrue(index.contains("| HomeTab · App.swift:25 | [tab-HomeTab.mmd](tab-HomeTab.mmd) | 7 | 6 | shared |\n"), index)
        let part = try String(contentsOfFile: dir.full("md/tab-HomeTab.mmd"), encoding: .utf8)
        XCTAssertTrue(index.contains("## HomeTab · App.swift:25\n\n`tab-HomeTab.mmd`\n\n```mermaid\n" + part + "```\n"), index)
        _ = try navlint([".", "--split", "stacks", "-o", "json", "-f", "json", "-q"], in: dir.path)
        XCTAssertEqual(try String(contentsOfFile: dir.full("json/index.json"), encoding: .utf8), """
            {
              "schema": "navlint-route-graph-index/1",
              "split": "stacks",
              "parts": [
                {"name": "app", "file": "app.json", "kind": "rest", "root": null, "title": "The app, and what no stack reaches", "nodes": 14, "edges": 19, "leadsTo": ["stack-HomeTab.body-1"]},
                {"name": "stack-HomeTab.body-1", "file": "stack-HomeTab.body-1.json", "kind": "root", "root": "stack:HomeTab.body#1", "title": "NavigationStack · App.swift:28", "nodes": 5, "edges": 4, "leadsTo": []}
              ]
            }

            """)
    }

    func testSplitFolderProblemsAreUsageErrors() throws {
        let dir = try tabsAppFolder()
        try dir.write("file.txt", "x")
        XCTAssertEqual(try navlint([".", "--split", "stacks", "-o", "file.txt"], in: dir.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: file.txt: is a file; --split writes a folder of files, name a folder with --output\n"))
        XCTAssertEqual(try navlint([".", "--split", "stacks", "-o", "no/such/routes"], in: dir.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: no/such/routes: the directory 'no/such' does not exist; create it first (mkdir -p 'no/such/routes')\n"))
        let sample = RulePage.repositoryRoot.path + "/Samples/Coordinator"
        XCTAssertEqual(try navlint([sample, "--split", "tabs", "-o", "routes"], in: dir.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: --split tabs: the graph has no TabView to split by. Split by stacks instead, or draw it whole.\n"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.full("routes")))
    }

    // MARK: - Documentation

    func testEveryGraphOptionIsDocumentedInTheHelpAndTheReadme() throws {
        let readme = try String(contentsOfFile: RulePage.repositoryRoot.path + "/README.md", encoding: .utf8)
        for option in NavLintCommand.graphOptionNames where option != "--help" {
            XCTAssertTrue(NavLintCommand.graphHelp.contains(option), "navlint help graph: \(option)")
            XCTAssertTrue(readme.contains(option), "README.md: \(option)")
        }
        // The focused picture the README shows is committed, and is the sample's.
        XCTAssertTrue(readme.contains("](docs/graph-focus-recipe-detail.svg)"))
        let svg = try String(contentsOfFile: RulePage.repositoryRoot.path + "/docs/graph-focus-recipe-detail.svg", encoding: .utf8)
        for label in ["RecipeDetail", "IngredientDetail", "RecipeGrid", "NavigationStack"] {
            XCTAssertTrue(svg.contains(label), "docs/graph-focus-recipe-detail.svg shows \(label); render it again (README)")
        }
    }

    // MARK: - GitHub's Mermaid limits

    func testMermaidPastWhatGitHubRendersGetsAWarning() throws {
        // One screen that presents 501 others: 501 edges.
        var source = "import SwiftUI\n\nstruct Menu: View {\n    var body: some View {\n        NavigationStack {\n            List {\n"
        for k in 0..<501 { source += "                NavigationLink(\"\(k)\") { Screen\(k)() }\n" }
        source += "            }\n        }\n    }\n}\n"
        for k in 0..<501 { source += "struct Screen\(k): View { var body: some View { Text(\"\(k)\") } }\n" }
        let dir = try CLIScratchDirectory()
        try dir.write("Menu.swift", source)
        let run = try navlint([".", "-f", "mermaid", "-o", "routes.mmd", "-q"], in: dir.path)
        let size = try String(contentsOfFile: dir.full("routes.mmd"), encoding: .utf8).utf16.count
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "warning: the Mermaid graph has 503 edges and \(RouteGraphWriter.grouped(size)) characters; GitHub renders at most 500 edges and 50,000 characters. Draw less of it with --focus NAME, --from NAME or --edges, or one picture per part with --split stacks|tabs --output DIR\n")
        // DOT has no such limit; a focused Mermaid picture is within it.
        XCTAssertEqual(try navlint([".", "-q"], in: dir.path).stderr, "")
        XCTAssertEqual(try navlint([".", "-f", "mermaid", "-q", "--focus", "Screen7"], in: dir.path).stderr, "")
        XCTAssertEqual(RouteGraphWriter.grouped(50_000), "50,000")
        XCTAssertEqual(RouteGraphWriter.grouped(999), "999")
        XCTAssertEqual(RouteGraphWriter.grouped(1_234_567), "1,234,567")
    }
}
