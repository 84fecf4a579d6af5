// The route graph: each sample's DOT and Mermaid are exactly its expected.dot and expected.mmd, the same for any
// --jobs; labels are escaped; the JSON has its documented shape; Graphviz renders every sample without a word
// on stderr; the edges each construct makes; `navlint graph` options, files and exit codes.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class GraphTests: XCTestCase {
    /// What `navlint graph ARGS` prints, run from the repository root.
    static func graph(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let out = BufferSink(), err = BufferSink()
        let status = NavLintCommand(stdout: out, stderr: err).run(["graph"] + arguments)
        return (status, out.text, err.text)
    }

    static func samplePath(_ name: String) -> String { RulePage.repositoryRoot.path + "/Samples/" + name }

    /// The graph of in-memory sources (one program, like a rule page example).
    static func graph(of files: [(String, String)]) -> RouteGraph {
        let facts = files.enumerated().map { i, f in
            FileIndexer.index(Parser.parse(SourceText(path: f.0, text: f.1)), file: Int32(i))
        }
        return RouteGraph(analysis: NavigationAnalysis(files: facts))
    }

    static func edges(_ g: RouteGraph, _ kind: RouteGraph.EdgeKind? = nil) -> [String] {
        g.edges.filter { kind == nil || $0.kind == kind }.map { e in
            "\(e.from) -\(e.kind.rawValue)\(e.routeCase.map { "(\($0))" } ?? "")\(e.unmapped ? "!" : "")-> \(e.to)"
        }
    }

    // MARK: - Samples

    func testEverySampleMatchesItsExpectedDOTAndMermaid() throws {
        for name in SampleTests.samples {
            for (format, file) in [("dot", "expected.dot"), ("mermaid", "expected.mmd")] {
                let expected = try String(contentsOfFile: Self.samplePath(name) + "/" + file, encoding: .utf8)
                let run = Self.graph([Self.samplePath(name), "--format", format])
                XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
                // Only the summary line (GraphOptionsTests checks its words).
                XCTAssertTrue(run.stderr.hasPrefix("Route graph: ") && run.stderr.hasSuffix(" unreachable (grey)\n"), name + ": " + run.stderr)
                XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, name)
                XCTAssertEqual(run.stdout, expected, "Samples/\(name)/\(file)")
            }
        }
    }

    func testOutputIsTheSameForOneAndTwoJobsAndFromInsideTheFolder() throws {
        for name in SampleTests.samples {
            for format in ["dot", "mermaid", "json"] {
                let one = Self.graph([Self.samplePath(name), "--format", format, "--jobs", "1"])
                let two = Self.graph([Self.samplePath(name), "--format", format, "-j2"])
                XCTAssertEqual(one.stdout, two.stdout, "\(name) \(format)")
                XCTAssertFalse(one.stdout.isEmpty)
            }
        }
        // Named from inside the scanned folder: a trailing slash or `./` changes nothing.
        let plain = Self.graph([Self.samplePath("RecipeBook")])
        XCTAssertEqual(Self.graph([Self.samplePath("RecipeBook") + "/"]).stdout, plain.stdout)
        XCTAssertTrue(plain.stdout.contains("label=\"NavigationStack &#183; Views/ContentView.swift:18\""), plain.stdout)
    }

    /// `dot -Tsvg` reads every sample's graph without an error or a warning. Skipped, and said so, where Graphviz is
    /// not installed (.ci/run installs it, so CI always runs it).
    func testGraphvizRendersEverySampleWithoutAWord() throws {
        guard let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("Graphviz's `dot` is not installed: the samples' DOT was not rendered (apt-get install graphviz)")
        }
        var sources = SampleTests.samples.map { ($0, Self.graph([Self.samplePath($0)]).stdout) }
        sources.append(("escaping", RouteGraphWriter.render(Self.awkwardGraph(), as: .dot)))
        sources.append(("contains", Self.graph([Self.samplePath("RecipeBook"), "--show-contains"]).stdout))
        for (name, text) in sources {
            let scratch = try CLIScratchDirectory()
            let input = try scratch.write("graph.dot", text)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dot)
            process.arguments = ["-Tsvg", "-o", scratch.path + "/graph.svg", input]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(name): \(said)")
            XCTAssertEqual(said, "", "\(name): dot wrote on stderr")
            let svg = try String(contentsOfFile: scratch.path + "/graph.svg", encoding: .utf8)
            XCTAssertTrue(svg.contains("<svg"), name)
        }
    }

    func testReadmeImageOfRecipeBookIsCommitted() throws {
        let svg = try String(contentsOfFile: Self.samplePath("RecipeBook") + "/graph.svg", encoding: .utf8)
        for label in ["RecipeBookApp", "RecipeGrid", "RecipeDetail", "IngredientDetail", "selection", "NavigationSplitView"] {
            XCTAssertTrue(svg.contains(label), "graph.svg shows \(label); render it again with dot -Tsvg")
        }
        let readme = try String(contentsOfFile: RulePage.repositoryRoot.path + "/README.md", encoding: .utf8)
        XCTAssertTrue(readme.contains("](Samples/RecipeBook/graph.svg)"))
    }

    // MARK: - Escaping

    /// Names with quotes, backslashes, newlines, non-ASCII, and names that are DOT keywords.
    static func awkwardGraph() -> RouteGraph {
        var nodes: [RouteGraph.Node] = []
        for (k, name) in ["node", "graph", "Edge", "say \"hi\"", "back\\slash", "two\nlines", "café 한국", "a&b <c>", "subgraph", "digraph"].enumerated() {
            nodes.append(RouteGraph.Node(id: "view:" + name, kind: k % 2 == 0 ? .view : .inline, name: name,
                                         location: SourceLocation(file: 0, line: 1, column: 1)))
        }
        nodes.append(RouteGraph.Node(id: "route:Strict", kind: .route, name: "strict", cases: ["a \"b\"", "ü", "<c>"]))
        nodes.append(RouteGraph.Node(id: "stack:x", kind: .stack, name: "NavigationStack", detail: "path: \"q\""))
        nodes[0].cluster = "stack:x"
        nodes[1].reachable = false
        let l = SourceLocation(file: 0, line: 2, column: 3)
        let edges = [
            RouteGraph.Edge(from: "route:Strict", to: "view:node", kind: .destination, location: l, routeCase: "ü"),
            RouteGraph.Edge(from: "view:graph", to: "route:Strict", kind: .link, location: l, unmapped: true),
            RouteGraph.Edge(from: "stack:x", to: "view:say \"hi\"", kind: .root, location: l),
            RouteGraph.Edge(from: "view:back\\slash", to: "view:two\nlines", kind: .sheet, location: l),
        ]
        return RouteGraph(nodes: nodes, edges: RouteGraph.sortedUnique(edges), files: [0: "Dir \"1\"/Ünï.swift"])
    }

    func testDOTStringsAreEscaped() {
        XCTAssertEqual(RouteGraphWriter.dotQuoted("say \"hi\""), #""say \"hi\"""#)
        XCTAssertEqual(RouteGraphWriter.dotQuoted("back\\slash"), #""back\\slash""#)
        XCTAssertEqual(RouteGraphWriter.dotQuoted("two\nlines"), #""two\nlines""#)
        XCTAssertEqual(RouteGraphWriter.dotQuoted("café 한"), "\"caf&#233; &#54620;\"")
        XCTAssertEqual(RouteGraphWriter.dotQuoted("a&b"), "\"a&amp;b\"")
        XCTAssertEqual(RouteGraphWriter.dotQuoted("tab\there"), "\"tabhere\"")
        XCTAssertEqual(RouteGraphWriter.dotQuoted("node"), "\"node\"")
        XCTAssertEqual(RouteGraphWriter.htmlEscaped("<c> & \"q\" ü"), "&lt;c&gt; &amp; &quot;q&quot; &#252;")
    }

    func testAwkwardNamesGiveExactDOT() {
        let text = RouteGraphWriter.render(Self.awkwardGraph(), as: .dot)
        // Every id and label is quoted and escaped; the output is ASCII.
        XCTAssertTrue(text.utf8.allSatisfy { $0 < 0x80 }, text)
        XCTAssertTrue(text.contains(#"  "view:say \"hi\"" [label="say \"hi\"\nDir \"1\"/&#220;n&#239;.swift:1", shape=box, style="rounded,dashed"];"#), text)
        XCTAssertTrue(text.contains(#"  "view:back\\slash" [label="back\\slash", shape=box, style="rounded"];"#), text)
        XCTAssertTrue(text.contains(#"  "view:two\nlines" [label="two\nlines\nDir \"1\"/&#220;n&#239;.swift:1", shape=box, style="rounded,dashed"];"#), text)
        XCTAssertTrue(text.contains(#"  "view:subgraph" [label="subgraph", shape=box, style="rounded"];"#), text)
        XCTAssertTrue(text.contains(#"  "view:graph" [label="graph\nDir \"1\"/&#220;n&#239;.swift:1", shape=box, style="rounded,dashed", color="gray60", fontcolor="gray60"];"#), text)
        XCTAssertTrue(text.contains(#"  "view:caf&#233; &#54620;&#44397;" [label="caf&#233; &#54620;&#44397;", shape=box, style="rounded"];"#), text)
        XCTAssertTrue(text.contains(#"  "view:a&amp;b <c>" [label="a&amp;b <c>\nDir \"1\"/&#220;n&#239;.swift:1", shape=box, style="rounded,dashed"];"#), text)
        XCTAssertTrue(text.contains(#"<TD PORT="c0"><FONT>a &quot;b&quot;</FONT></TD></TR><TR><TD PORT="c1"><FONT>&#252;</FONT></TD></TR><TR><TD PORT="c2"><FONT>&lt;c&gt;</FONT></TD></TR>"#), text)
        XCTAssertTrue(text.contains(#"  "route:Strict":"c1":e -> "view:node" [style=bold];"#), text)
        XCTAssertTrue(text.contains(#"  "view:graph" -> "route:Strict" [color="red", fontcolor="red"];"#), text)
        XCTAssertTrue(text.contains(#"  subgraph "cluster_stack:x" {"#), text)
        XCTAssertTrue(text.contains(#"    "view:node" [label="node", shape=box, style="rounded"];"#), text)
        XCTAssertTrue(text.contains(#"    "stack:x" [label="NavigationStack\npath: \"q\"", shape=folder];"#), text)
    }

    func testAwkwardNamesGiveValidMermaidIDsAndLabels() {
        let text = RouteGraphWriter.render(Self.awkwardGraph(), as: .mermaid)
        XCTAssertTrue(text.hasPrefix("flowchart LR\n"))
        XCTAssertTrue(text.contains(#"  view_3asay_20_22hi_22>"say #quot;hi#quot;<br/>Dir #quot;1#quot;/Ünï.swift:1"]"#), text)
        XCTAssertTrue(text.contains(#"  view_3atwo_0alines>"two<br/>lines<br/>Dir #quot;1#quot;/Ünï.swift:1"]"#), text)
        XCTAssertTrue(text.contains(#"  view_3acaf_c3_a9_20_ed_95_9c_ea_b5_ad("café 한국")"#), text)
        XCTAssertTrue(text.contains(#"  subgraph cluster_3astack_3ax["NavigationStack"]"#), text)
        XCTAssertTrue(text.contains(#"  view_3aa_26b_20_3cc_3e>"a#amp;b #lt;c#gt;<br/>Dir #quot;1#quot;/Ünï.swift:1"]"#), text)
        XCTAssertTrue(text.contains(#"  route_3aStrict ==>|"ü"| view_3anode"#), text)
        XCTAssertTrue(text.contains("  class view_3agraph unreachable\n"), text)
        XCTAssertTrue(text.contains("  linkStyle 3 stroke:#d00000,color:#d00000\n"), text)
        // Ids are letters, digits and underscores only.
        for line in text.split(separator: "\n") where line.contains(" --> ") || line.contains(" ==> ") {
            let from = line.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]
            XCTAssertTrue(from.allSatisfy { $0.isLetter && $0.isASCII || $0.isNumber || $0 == "_" }, String(line))
        }
    }

    // MARK: - JSON

    func testJSONHasTheDocumentedShape() throws {
        let run = Self.graph([Self.samplePath("RouterApp"), "--format", "json"])
        XCTAssertEqual(run.status, 0)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(root.keys), ["schema", "nodes", "edges"])
        XCTAssertEqual(root["schema"] as? String, "navlint-route-graph/1")
        let nodes = try XCTUnwrap(root["nodes"] as? [[String: Any]])
        let edges = try XCTUnwrap(root["edges"] as? [[String: Any]])
        for n in nodes {
            XCTAssertEqual(Set(n.keys), ["id", "kind", "name", "detail", "location", "cases", "cluster", "reachable"])
            XCTAssertNotNil(RouteGraph.NodeKind(rawValue: n["kind"] as? String ?? ""), "\(n)")
        }
        for e in edges {
            XCTAssertEqual(Set(e.keys), ["from", "to", "kind", "case", "unmapped", "location"])
            XCTAssertNotNil(RouteGraph.EdgeKind(rawValue: e["kind"] as? String ?? ""), "\(e)")
        }
        let route = try XCTUnwrap(nodes.first { $0["id"] as? String == "route:NavigationDestination" })
        XCTAssertEqual(route["cases"] as? [String], ["auth", "profile", "diagnostic"])
        XCTAssertEqual(route["cluster"] as? String, "stack:RootView.body#1")
        let location = try XCTUnwrap(route["location"] as? [String: Any])
        XCTAssertEqual(location["file"] as? String, "Navigation/NavigationDestination.swift")
        XCTAssertEqual(location["line"] as? Int, 4)
        XCTAssertEqual(location["column"] as? Int, 6)
        let unmapped = edges.filter { $0["unmapped"] as? Bool == true }
        XCTAssertEqual(unmapped.count, 1)
        XCTAssertEqual(unmapped.first?["from"] as? String, "view:HomeView")
        XCTAssertEqual(unmapped.first?["to"] as? String, "missing:Pet")
        XCTAssertEqual((unmapped.first?["location"] as? [String: Any])?["column"] as? Int, 72)
        XCTAssertEqual(edges.filter { $0["case"] as? String == "auth" }.map { $0["to"] as? String }, ["view:DeleteAccountView", "view:SignUpView"])
    }

    func testJSONStringsAreEscaped() {
        XCTAssertEqual(JSON.quote("a\"b\\c\nd\u{1}é"), #""a\"b\\c\nd\u0001é""#)
        let text = RouteGraphWriter.render(Self.awkwardGraph(), as: .json)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(text.utf8)))
    }

    // MARK: - What each construct draws

    func testRecipeBookEdges() {
        let run = Self.graph([Self.samplePath("RecipeBook"), "--format", "json"])
        let g = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let edges = (g?["edges"] as? [[String: Any]] ?? []).map { "\($0["from"]!) -\($0["kind"]!)-> \($0["to"]!)" }
        XCTAssertEqual(edges, [
            "app:RecipeBookApp -root-> view:ContentView",
            "inline:ContentView.body#3 -selection-> view:RecipeGrid",
            "route:Ingredient -destination-> view:IngredientDetail",
            "route:Recipe -destination-> view:RecipeDetail",
            "splitView:ContentView.body#1 -root-> splitView:ContentView.body#1/detail",
            "splitView:ContentView.body#1 -root-> splitView:ContentView.body#1/sidebar",
            "splitView:ContentView.body#1/detail -root-> stack:ContentView.body#2",
            "splitView:ContentView.body#1/sidebar -root-> inline:ContentView.body#3",
            "stack:ContentView.body#2 -root-> view:RecipeGrid",
            "view:ContentView -holds-> splitView:ContentView.body#1",
            "view:IngredientDetail -link-> route:Recipe",
            "view:RecipeDetail -link-> route:Ingredient",
            "view:RecipeDetail -link-> route:Recipe",
            "view:RecipeGrid -link-> route:Recipe",
            "view:RecipeGrid -push-> route:Recipe",
        ])
    }

    func testPresentationsViewLinksAndIsPresentedAreTheirOwnEdges() {
        let g = Self.graph(of: [("App.swift", """
        import SwiftUI
        @main
        struct A: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            @State private var a = false
            @State private var b = false
            @State private var c = false
            @State private var d = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Detail") { Detail() }
                        .sheet(isPresented: $a) { Settings() }
                        .fullScreenCover(isPresented: $b) { Onboarding() }
                        .popover(isPresented: $c) { Tips() }
                        .navigationDestination(isPresented: $d) { Detail() }
                }
            }
        }
        struct Detail: View { var body: some View { Text("d") } }
        struct Settings: View { var body: some View { Text("s") } }
        struct Onboarding: View { var body: some View { Text("o") } }
        struct Tips: View { var body: some View { Text("t") } }
        """)])
        XCTAssertEqual(Self.edges(g).filter { !$0.hasPrefix("app:") }, [
            "inline:Home.body#2 -present-> view:Detail",
            "inline:Home.body#2 -present-> view:Detail",
            "inline:Home.body#2 -cover-> view:Onboarding",
            "inline:Home.body#2 -sheet-> view:Settings",
            "inline:Home.body#2 -popover-> view:Tips",
            "stack:Home.body#1 -root-> inline:Home.body#2",
            "view:Home -holds-> stack:Home.body#1",
        ])
    }

    func testRoutingSwitchGivesCaseEdgesAndUnreachableNodesAreMarked() {
        let g = Self.graph(of: [("App.swift", """
        import SwiftUI
        enum Route: Hashable { case a, b }
        struct Orphan: Hashable {}
        @main
        struct A: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        NavigationLink("A", value: Route.a)
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .a: First()
                                case .b: Second()
                                }
                            }
                            .navigationDestination(for: Orphan.self) { _ in Lost() }
                    }
                }
            }
        }
        struct First: View { var body: some View { Text("1") } }
        struct Second: View { var body: some View { Text("2") } }
        struct Lost: View { var body: some View { Text("?") } }
        struct Unused: View { var body: some View { NavigationLink("x", value: Route.b) } }
        """)])
        XCTAssertEqual(Self.edges(g, .destination), [
            "route:Orphan -destination-> view:Lost",
            "route:Route -destination(a)-> view:First",
            "route:Route -destination(b)-> view:Second",
        ])
        let unreachable = g.nodes.filter { !$0.reachable }.map(\.id)
        XCTAssertEqual(unreachable, ["route:Orphan", "view:Lost", "view:Unused"])
        XCTAssertEqual(g.nodes.first { $0.id == "route:Route" }?.cases, ["a", "b"])
    }

    /// A route that picks its screen in a member of its own (`func view(…)`, a computed `var destination`), named through
    /// the closure's parameter or `$0`, or a router's `view(for:)`: one destination edge per case, as an inline switch.
    func testScreensPickedInAMemberOfTheRouteGetCaseEdges() {
        let routes = """
        import SwiftUI
        enum Route: Hashable {
            case profile(Int), settings
            @ViewBuilder func view(router: Router) -> some View {
                switch self {
                case .profile(let id): ProfileView(id: id)
                case .settings: SettingsPage()
                }
            }
            var destination: some View {
                Group {
                    switch self {
                    case .profile(let id): ProfileView(id: id)
                    case .settings: SettingsPage()
                    }
                }
            }
        }
        @Observable final class Router {
            var path: [Route] = []
            @ViewBuilder func screen(for route: Route) -> some View {
                switch route {
                case .profile(let id): ProfileView(id: id)
                case .settings: SettingsPage()
                }
            }
        }
        struct ProfileView: View { let id: Int; var body: some View { Text("\\(id)") } }
        struct SettingsPage: View { var body: some View { Text("Settings") } }
        """
        for destination in ["{ route in route.view(router: router) }", "{ route in route.destination }", "{ $0.destination }",
                            "{ router.screen(for: $0) }"] {
            let home = """
            import SwiftUI
            struct Home: View {
                @State private var router = Router()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        List {
                            NavigationLink("Profile", value: Route.profile(1))
                            NavigationLink("Settings", value: Route.settings)
                        }
                        .navigationDestination(for: Route.self) \(destination)
                    }
                }
            }
            """
            let g = Self.graph(of: [("Routes.swift", routes), ("Home.swift", home)])
            XCTAssertEqual(Self.edges(g, .destination), [
                "route:Route -destination(profile)-> view:ProfileView",
                "route:Route -destination(settings)-> view:SettingsPage",
            ], destination)
        }
    }

    /// A view held by a value (`tab.view` of `var view: HomeView`, named through the closure's parameter or `$0`) is
    /// that view in the graph: reachable from where it is shown.
    func testAViewHeldByAValueIsShownWhereTheValueIs() {
        for content in ["{ tab in tab.view }", "{ $0.view }"] {
            let g = Self.graph(of: [("App.swift", """
            import SwiftUI
            @main struct TabsApp: App { var body: some Scene { WindowGroup { Root() } } }
            struct Tab: Identifiable { let id: Int; var view: HomeView }
            struct Root: View {
                let tabs = [Tab(id: 1, view: HomeView())]
                var body: some View { TabView { ForEach(tabs) \(content) } }
            }
            struct HomeView: View { var body: some View { NavigationStack { Text("Home") } } }
            """)])
            XCTAssertEqual(Self.edges(g, .root).filter { $0.hasSuffix("view:HomeView") }, ["tabView:Root.body#1 -root-> view:HomeView"], content)
            XCTAssertEqual(g.nodes.filter { !$0.reachable }.map(\.id), [], content)
        }
    }

    /// Screens picked in a capitalised view-code method of the view (`MainContent(tab:)`, called like a view) are shown
    /// where it is called: each tab's screen hangs from the TabView.
    func testScreensOfAViewCodeMethodCalledLikeAViewAreReachable() {
        let g = Self.graph(of: [("App.swift", """
        import SwiftUI
        enum Timeline { case home, inbox }
        @main struct ChatApp: App { var body: some Scene { WindowGroup { Root() } } }
        struct Root: View {
            @State private var selected = Timeline.home
            var body: some View {
                NavigationStack {
                    TabView { MainContent(timeline: selected) }
                }
            }
            func MainContent(timeline: Timeline) -> some View {
                VStack {
                    switch timeline {
                    case .home: HomeTimeline()
                    case .inbox: InboxView()
                    }
                }
            }
        }
        struct HomeTimeline: View { var body: some View { Text("Home") } }
        struct InboxView: View { var body: some View { Text("Inbox") } }
        """)])
        XCTAssertEqual(Self.edges(g, .root).filter { $0.hasPrefix("tabView:") }, [
            "tabView:Root.body#1 -root-> view:HomeTimeline",
            "tabView:Root.body#1 -root-> view:InboxView",
        ])
        XCTAssertEqual(g.nodes.filter { !$0.reachable }.map(\.id), [])
    }

    func testCoordinatorPushesWithoutACallerComeFromTheCoordinatorAndShowContainsAddsComposition() {
        let g = Self.graph(of: [("App.swift", """
        import SwiftUI
        struct Item: Hashable {}
        final class Coordinator: ObservableObject {
            @Published var path = NavigationPath()
            func restoreLast() { path.append(Item()) }
        }
        @main
        struct A: App {
            @StateObject private var coordinator = Coordinator()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $coordinator.path) {
                        Home()
                            .navigationDestination(for: Item.self) { _ in Text("item") }
                    }
                }
            }
        }
        struct Home: View { var body: some View { Row() } }
        struct Row: View { var body: some View { Text("row") } }
        """)])
        XCTAssertEqual(Self.edges(g, .push), ["code:Coordinator -push-> route:Item"])
        XCTAssertTrue(g.nodes.first { $0.id == "code:Coordinator" }?.reachable == true)
        XCTAssertEqual(g.nodes.first { $0.id == "stack:A.body#1" }?.detail, "path: Coordinator.path")
        XCTAssertEqual(Self.edges(g.drawn(showContains: true), .contains), ["view:Home -contains-> view:Row"])
        XCTAssertEqual(Self.edges(g.drawn(showContains: false), .contains), [])
        XCTAssertNil(g.drawn(showContains: false).nodes.first { $0.id == "view:Row" })
    }

    /// Without an App, the graph starts at the views that hold a container and that no other view uses.
    func testWithoutAnAppReachabilityStartsAtTopViewsThatHoldAStack() {
        let g = Self.graph(of: [("Feature.swift", """
        import SwiftUI
        struct Item: Hashable {}
        struct FeatureRoot: View {
            var body: some View {
                NavigationStack {
                    Header()
                    NavigationLink("Item", value: Item())
                        .navigationDestination(for: Item.self) { _ in ItemView() }
                }
            }
        }
        struct Header: View { var body: some View { Text("h") } }
        struct ItemView: View { var body: some View { Text("i") } }
        struct Leftover: View { var body: some View { NavigationLink("x") { ItemView() } } }
        """)])
        XCTAssertEqual(g.nodes.filter { !$0.reachable }.map(\.id), ["view:Leftover"])
        XCTAssertEqual(Self.edges(g, .holds), ["view:FeatureRoot -holds-> stack:FeatureRoot.body#1"])
        // Leftover has no known context (nothing shows it), so ItemView's only known place is the stack.
        XCTAssertEqual(g.nodes.first { $0.id == "view:ItemView" }?.cluster, "stack:FeatureRoot.body#1")
        XCTAssertEqual(g.nodes.first { $0.id == "view:Header" }?.cluster, "stack:FeatureRoot.body#1")
    }

    // MARK: - Command line

    /// A view type nested in another type (`Editor.MainView()`, an enum used as a namespace) is a view where it is
    /// constructed: the sheet leads to it, and the stack it holds is a stack inside the stack that shows it. Before,
    /// the sheet led to an anonymous node and the editor was drawn unreachable (IceCubesApp's status editor).
    func testAViewNamedThroughItsEnclosingTypeIsDrawnWhereItIsConstructed() {
        let source = """
        import SwiftUI
        enum Editor {
            struct MainView: View {
                var body: some View { NavigationStack { Text("Edit") } }
            }
        }
        @main struct NotesApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    Button("New") { editing = true }
                        .sheet(isPresented: $editing) { Editor.MainView() }
                    Editor.MainView()
                }
            }
        }
        """
        let g = Self.graph(of: [("App.swift", source)])
        XCTAssertEqual(Self.edges(g, .sheet), ["inline:Home.body#2 -sheet-> view:Editor.MainView"])
        XCTAssertEqual(g.nodes.filter { !$0.reachable }.map(\.id), [])
        var configuration = LintConfiguration()
        configuration.only = ["nested-navigation-stack"]
        let found = Linter.lint([SourceText(path: "App.swift", text: source)], configuration: configuration)
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }, ["4:31 nested-navigation-stack"])
    }

    func testGraphHelp() {
        for arguments in [["--help"], ["-h"], ["some/path", "--help"]] {
            let run = Self.graph(arguments)
            XCTAssertEqual(run.status, 0)
            XCTAssertEqual(run.stdout, NavLintCommand.graphHelp)
        }
        let out = BufferSink(), err = BufferSink()
        XCTAssertEqual(NavLintCommand(stdout: out, stderr: err).run(["help", "graph"]), 0)
        XCTAssertEqual(out.text, NavLintCommand.graphHelp)
        XCTAssertTrue(NavLintCommand.graphHelp.contains("navlint graph Samples/RecipeBook | dot -Tsvg > routes.svg"))
    }

    func testGraphUsageErrorsExitTwo() {
        XCTAssertEqual(Self.graph(["--format", "svg"]).stderr, "error: --format takes dot, mermaid or json, not 'svg'.\n")
        XCTAssertEqual(Self.graph(["--format", "mermiad"]).stderr, "error: --format takes dot, mermaid or json, not 'mermiad'; did you mean 'mermaid'?\n")
        XCTAssertEqual(Self.graph(["--format"]).stderr, "error: --format needs a value\n")
        XCTAssertEqual(Self.graph(["--ouptut", "x"]).stderr, "error: unknown option '--ouptut'; did you mean '--output'? See 'navlint graph --help'.\n")
        XCTAssertEqual(Self.graph(["--jobs", "0"]).stderr, "error: --jobs takes a whole number from 1 to 1024, not '0'\n")
        for arguments in [["--format", "svg"], ["--format"], ["--ouptut", "x"], ["--jobs", "0"]] {
            XCTAssertEqual(Self.graph(arguments).status, 2, "\(arguments)")
            XCTAssertEqual(Self.graph(arguments).stdout, "", "\(arguments)")
        }
    }

    func testOutputFileIsWrittenWholeAndAMissingDirectoryFailsFirst() throws {
        let dir = try CLIScratchDirectory()
        let target = dir.path + "/routes.dot"
        _ = try dir.write("routes.dot", "old contents")
        let run = Self.graph([Self.samplePath("Coordinator"), "--output", target])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        let expected = try String(contentsOfFile: Self.samplePath("Coordinator") + "/expected.dot", encoding: .utf8)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), expected)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["routes.dot"])

        let missing = Self.graph([Self.samplePath("Coordinator"), "-o", dir.path + "/no/such/dir/routes.dot"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "error: \(dir.path)/no/such/dir/routes.dot: the directory '\(dir.path)/no/such/dir' does not exist; create it first (mkdir -p '\(dir.path)/no/such/dir')\n")
        let isDirectory = Self.graph([Self.samplePath("Coordinator"), "--output=" + dir.path])
        XCTAssertEqual(isDirectory.status, 2)
        XCTAssertEqual(isDirectory.stderr, "error: \(dir.path): is a directory; name a file to write to\n")
    }

    func testUnreadablePathsAreReportedAndTheGraphOfTheOthersIsStillWritten() throws {
        let dir = try CLIScratchDirectory()
        _ = try dir.write("App.swift", "import SwiftUI\n@main\nstruct A: App { var body: some Scene { WindowGroup { NavigationStack { Text(\"x\") } } } }\n")
        let run = Self.graph([dir.path, dir.path + "/missing.swift", "--format", "mermaid"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "error: \(dir.path)/missing.swift: no such file or directory; check the path\n"
                       + "Route graph: 3 nodes, 2 edges, 1 stack, 0 screens unreachable (grey)\n")
        XCTAssertTrue(run.stdout.hasPrefix("flowchart LR\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("app_3aA"), run.stdout)

        let empty = try CLIScratchDirectory()
        let none = Self.graph([empty.path])
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(none.stderr, "warning: no Swift files found under '\(empty.path)'; pass the folders that hold your sources\n"
                       + "Route graph: 0 nodes, 0 edges, 0 stacks, 0 screens unreachable (grey)\n")
        XCTAssertTrue(none.stdout.hasPrefix("digraph \"routes\" {\n"))
        XCTAssertTrue(none.stdout.hasSuffix("  edge [fontname=\"Helvetica\", fontsize=9];\n}\n"), none.stdout)
    }
}

extension GraphTests {
    /// A wrapper that shows what it is handed in a stack of its own, built in two tabs (`RoutingStack { HomeView() }`,
    /// `RoutingStack { CartView() }`): its stack shows each construction's content at its root, and the cart's link to a
    /// `Product`, which only the home tab maps, is drawn to a missing destination.
    func testAWrappersStackShowsEachConstructionsContent() {
        let g = Self.graph(of: [("Shop.swift", """
        import SwiftUI
        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
                        RoutingStack { HomeView() }
                        RoutingStack { CartView() }
                    }
                }
            }
        }
        struct RoutingStack<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View { NavigationStack { content() } }
        }
        struct Product: Hashable { let id: Int }
        struct HomeView: View {
            var body: some View {
                NavigationLink("P", value: Product(id: 1))
                    .navigationDestination(for: Product.self) { _ in Text("product") }
            }
        }
        struct CartView: View {
            var body: some View { NavigationLink("P", value: Product(id: 2)) }
        }
        """)])
        XCTAssertEqual(Self.edges(g).filter { $0.hasPrefix("stack:") || $0.hasPrefix("view:CartView") || $0.hasPrefix("view:HomeView") }, [
            "stack:RoutingStack.body#1 -root-> view:CartView",
            "stack:RoutingStack.body#1 -root-> view:HomeView",
            "view:CartView -link!-> missing:Product",
            "view:HomeView -link-> route:Product",
        ])
    }
}
