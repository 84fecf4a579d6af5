// The fixes of `NavigationLink(isActive:)` and `NavigationLink(tag:selection:)` (deprecated-navigation-api), through
// the built executable: exact diffs and files after `--fix --unsafe-fixes`, exit codes, idempotence, the links left
// alone, rollback, line breaks and tabs, the json report, and the rule page's before/after examples.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class LinkFixTests: XCTestCase {
    /// The four `isActive:` forms, in a VStack and in a List, and two hidden links: one a view among others, one
    /// in a `.background(…)`.
    static let bank = """
    import SwiftUI

    @main
    struct BankApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack { AccountView() }
            }
        }
    }

    struct AccountView: View {
        @State private var showsTransfer = false
        @State private var showsStatements = false
        @State private var showsCards = false
        @State private var showsHelp = false
        @State private var showsLimits = false
        @State private var showsOffers = false

        var body: some View {
            VStack {
                NavigationLink(destination: TransferView(), isActive: $showsTransfer) {
                    Label("Transfer", systemImage: "arrow.left.arrow.right")
                }
                List {
                    NavigationLink("Statements", destination: Text("Statements"), isActive: $showsStatements)
                    NavigationLink(isActive: $showsCards) {
                        Text("Cards")
                    } label: {
                        Label("Cards", systemImage: "creditcard")
                    }
                }
                NavigationLink("Help", isActive: $showsHelp, destination: { Text("Help") })
                Button("Limits") { showsLimits = true }
                NavigationLink(destination: Text("Limits"), isActive: $showsLimits) {
                    EmptyView()
                }
                .hidden()
            }
            .background(NavigationLink(destination: Text("Offers"), isActive: $showsOffers) { EmptyView() })
        }
    }

    struct TransferView: View {
        var body: some View { Text("Transfer") }
    }

    """

    static let bankDiff = """
    --- Bank.swift
    +++ Bank.swift
    @@ -19,25 +19,34 @@
     
         var body: some View {
             VStack {
    -            NavigationLink(destination: TransferView(), isActive: $showsTransfer) {
    +            Button { showsTransfer = true } label: {
                     Label("Transfer", systemImage: "arrow.left.arrow.right")
                 }
    +            .navigationDestination(isPresented: $showsTransfer) {
    +                TransferView()
    +            }
                 List {
    -                NavigationLink("Statements", destination: Text("Statements"), isActive: $showsStatements)
    -                NavigationLink(isActive: $showsCards) {
    -                    Text("Cards")
    -                } label: {
    +                Button("Statements") { showsStatements = true }
    +                Button { showsCards = true } label: {
                         Label("Cards", systemImage: "creditcard")
                     }
                 }
    -            NavigationLink("Help", isActive: $showsHelp, destination: { Text("Help") })
    -            Button("Limits") { showsLimits = true }
    -            NavigationLink(destination: Text("Limits"), isActive: $showsLimits) {
    -                EmptyView()
    +            .navigationDestination(isPresented: $showsStatements) {
    +                Text("Statements")
                 }
    -            .hidden()
    +            .navigationDestination(isPresented: $showsCards) {
    +                Text("Cards")
    +            }
    +            Button("Help") { showsHelp = true }
    +                .navigationDestination(isPresented: $showsHelp) { Text("Help") }
    +            Button("Limits") { showsLimits = true }
             }
    -        .background(NavigationLink(destination: Text("Offers"), isActive: $showsOffers) { EmptyView() })
    +        .navigationDestination(isPresented: $showsOffers) {
    +            Text("Offers")
    +        }
    +        .navigationDestination(isPresented: $showsLimits) {
    +            Text("Limits")
    +        }
         }
     }
     

    """

    /// `source` with a unified diff of it applied: each hunk's context and added lines replace its old lines.
    static func fixed(_ source: String, by diff: String) -> String {
        var lines = source.components(separatedBy: "\n")
        var hunks: [(start: Int, old: Int, new: [String])] = []
        for hunk in diff.components(separatedBy: "\n@@ -").dropFirst() {
            let body = hunk.components(separatedBy: "\n")
            var old = 0, new: [String] = []
            for l in body.dropFirst() where !l.isEmpty {
                if !l.hasPrefix("+") { old += 1 }
                if !l.hasPrefix("-") { new.append(String(l.dropFirst())) }
            }
            hunks.append((Int(body[0].prefix { $0.isNumber })! - 1, old, new))
        }
        for h in hunks.reversed() { lines.replaceSubrange(h.start..<(h.start + h.old), with: h.new) }
        return lines.joined(separator: "\n")
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Without --unsafe-fixes nothing changes; with it, --diff shows the fixes, --fix writes them, and a second run has
    /// nothing to do; no finding remains.
    func checkUnsafeFixes(_ name: String, _ source: String, diff: String, fixes n: Int, file line: UInt = #line) throws {
        let dir = try CLIScratchDirectory()
        let file = try dir.write(name, source)
        let safe = try runNavLint(["lint", "--diff", "."], in: dir.path)
        XCTAssertEqual(safe.status, 0, safe.description, line: line)
        XCTAssertEqual(safe.stdout, "", line: line)
        XCTAssertEqual(safe.stderr, "No fixes to make; \(n) more with --unsafe-fixes\n", line: line)
        let preview = try runNavLint(["lint", "--diff", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(preview.status, 1, preview.description, line: line)
        XCTAssertEqual(preview.stdout, diff, line: line)
        XCTAssertEqual(preview.stderr, "Would fix \(n) findings in 1 file (\(n) unsafe fixes)\n", line: line)
        XCTAssertEqual(try read(file), source, line: line)
        let run = try runNavLint(["lint", "--fix", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description, line: line)
        XCTAssertTrue(run.stderr.hasPrefix("Fixed \(n) findings in 1 file (\(n) unsafe fixes)\n"), run.stderr, line: line)
        XCTAssertTrue(run.stderr.hasSuffix("No findings\n"), run.stderr, line: line)
        let fixed = try read(file)
        XCTAssertEqual(fixed, LinkFixTests.fixed(source, by: diff), line: line)
        // Idempotent.
        let again = try runNavLint(["lint", "--diff", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(again.status, 0, again.description, line: line)
        XCTAssertEqual(again.stdout, "", line: line)
        XCTAssertEqual(again.stderr, "No fixes to make\n", line: line)
        _ = try runNavLint(["lint", "-q", "--fix", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(try read(file), fixed, line: line)
    }

    func testIsActiveLinksBecomeButtonsAndDestinations() throws {
        try checkUnsafeFixes("Bank.swift", LinkFixTests.bank, diff: LinkFixTests.bankDiff, fixes: 6)
    }

    /// Hidden links: an empty label closure among other views, `label: EmptyView.init` in `.background(…)`, an empty
    /// title in `.overlay { }`.
    func testHiddenLinksLeaveOnlyTheModifier() throws {
        let source = """
        import SwiftUI

        @main
        struct PlayerApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { PlayerView() }
                }
            }
        }

        struct PlayerView: View {
            @State private var showsQueue = false
            @State private var showsLyrics = false
            @State private var showsArtist = false

            var body: some View {
                VStack {
                    NavigationLink(destination: LyricsView(), isActive: $showsLyrics) {
                    }
                    Text("Now playing")
                        .background(NavigationLink(destination: QueueView(), isActive: $showsQueue, label: EmptyView.init))
                        .overlay {
                            NavigationLink("", destination: Text("Artist"), isActive: $showsArtist)
                        }
                }
            }
        }

        """
        let diff = """
        --- Player.swift
        +++ Player.swift
        @@ -16,13 +16,16 @@
         
             var body: some View {
                 VStack {
        -            NavigationLink(destination: LyricsView(), isActive: $showsLyrics) {
        -            }
                     Text("Now playing")
        -                .background(NavigationLink(destination: QueueView(), isActive: $showsQueue, label: EmptyView.init))
        -                .overlay {
        -                    NavigationLink("", destination: Text("Artist"), isActive: $showsArtist)
        +                .navigationDestination(isPresented: $showsQueue) {
        +                    QueueView()
                         }
        +                .navigationDestination(isPresented: $showsArtist) {
        +                    Text("Artist")
        +                }
        +        }
        +        .navigationDestination(isPresented: $showsLyrics) {
        +            LyricsView()
                 }
             }
         }

        """
        try checkUnsafeFixes("Player.swift", source, diff: diff, fixes: 3)
    }

    /// The four `tag:selection:` forms, a hidden one, and one in `List(items) { item in … }` whose tag is the element.
    func testSelectionLinksBecomeButtonsAndItemDestinations() throws {
        let source = """
        import SwiftUI

        enum Step: Hashable {
            case address, payment
        }

        struct Folder: Identifiable, Hashable {
            let id: Int
            let name: String
        }

        @main
        struct CheckoutApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { CheckoutView() }
                }
            }
        }

        struct CheckoutView: View {
            let folders = [Folder(id: 1, name: "Inbox")]
            @State private var folder: Folder?
            @State private var step: Step?
            @State private var payment: Step?
            @State private var code: Int?
            @State private var help: String?

            var body: some View {
                VStack {
                    List(folders) { item in
                        NavigationLink(destination: Text(item.name), tag: item, selection: $folder) {
                            Label(item.name, systemImage: "folder")
                        }
                    }
                    NavigationLink(tag: Step.address, selection: $step) {
                        Text("Shipping address")
                    } label: {
                        Text("Address")
                    }
                    NavigationLink("Payment", destination: Text("Card details"), tag: Step.payment, selection: $payment)
                    NavigationLink("Code", tag: 1, selection: $code, destination: { Text("Code") })
                    NavigationLink(destination: Text("Help"), tag: "help", selection: $help) { EmptyView() }
                }
            }
        }

        """
        let diff = """
        --- Checkout.swift
        +++ Checkout.swift
        @@ -29,18 +29,28 @@
             var body: some View {
                 VStack {
                     List(folders) { item in
        -                NavigationLink(destination: Text(item.name), tag: item, selection: $folder) {
        +                Button { folder = item } label: {
                             Label(item.name, systemImage: "folder")
                         }
                     }
        -            NavigationLink(tag: Step.address, selection: $step) {
        -                Text("Shipping address")
        -            } label: {
        +            .navigationDestination(item: $folder) { item in
        +                Text(item.name)
        +            }
        +            Button { step = Step.address } label: {
                         Text("Address")
                     }
        -            NavigationLink("Payment", destination: Text("Card details"), tag: Step.payment, selection: $payment)
        -            NavigationLink("Code", tag: 1, selection: $code, destination: { Text("Code") })
        -            NavigationLink(destination: Text("Help"), tag: "help", selection: $help) { EmptyView() }
        +            .navigationDestination(item: $step) { _ in
        +                Text("Shipping address")
        +            }
        +            Button("Payment") { payment = Step.payment }
        +                .navigationDestination(item: $payment) { _ in
        +                    Text("Card details")
        +                }
        +            Button("Code") { code = 1 }
        +                .navigationDestination(item: $code) { _ in Text("Code") }
        +        }
        +        .navigationDestination(item: $help) { _ in
        +            Text("Help")
                 }
             }
         }

        """
        try checkUnsafeFixes("Checkout.swift", source, diff: diff, fixes: 5)
    }

    /// A link in a NavigationView: no fix while the container is one (the json report shows none), and fixed in the
    /// same run once the NavigationView's fix made it a NavigationStack. Tabs and CRLF line breaks are kept.
    func testALinkInANavigationViewIsFixedOnceItIsAStack() throws {
        let dir = try CLIScratchDirectory()
        let source = "import SwiftUI\r\n\r\n@main\r\nstruct NotesApp: App {\r\n\tvar body: some Scene {\r\n\t\tWindowGroup { NotesView() }\r\n\t}\r\n}\r\n\r\nstruct NotesView: View {\r\n\t@State private var showsTrash = false\r\n\r\n\tvar body: some View {\r\n\t\tNavigationView {\r\n\t\t\tList {\r\n\t\t\t\tNavigationLink(isActive: $showsTrash) {\r\n\t\t\t\t\tText(\"Trash\")\r\n\t\t\t\t} label: {\r\n\t\t\t\t\tLabel(\"Trash\", systemImage: \"trash\")\r\n\t\t\t\t}\r\n\t\t\t}\r\n\t\t}\r\n\t}\r\n}\r\n"
        let file = try dir.write("Notes.swift", source)
        let json = try runNavLint(["lint", "-q", "-r", "json", "."], in: dir.path)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        XCTAssertEqual(findings.map { $0["line"] as? Int }, [14, 16], json.stdout)
        XCTAssertEqual((findings.first?["fix"] as? [String: Any])?["title"] as? String, "Replace 'NavigationView' with 'NavigationStack'")
        XCTAssertNil(findings.last?["fix"])

        let safe = try runNavLint(["lint", "--fix", "."], in: dir.path)
        XCTAssertTrue(safe.stderr.hasPrefix("Fixed 1 finding in 1 file; 1 more with --unsafe-fixes\n"), safe.stderr)
        XCTAssertEqual(try read(file), source.replacingOccurrences(of: "NavigationView", with: "NavigationStack"))
        try dir.write("Notes.swift", source)
        let run = try runNavLint(["lint", "--fix", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertTrue(run.stderr.hasPrefix("Fixed 2 findings in 1 file (1 unsafe fix)\n"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("No findings\n"), run.stderr)
        XCTAssertEqual(try read(file), "import SwiftUI\r\n\r\n@main\r\nstruct NotesApp: App {\r\n\tvar body: some Scene {\r\n\t\tWindowGroup { NotesView() }\r\n\t}\r\n}\r\n\r\nstruct NotesView: View {\r\n\t@State private var showsTrash = false\r\n\r\n\tvar body: some View {\r\n\t\tNavigationStack {\r\n\t\t\tList {\r\n\t\t\t\tButton { showsTrash = true } label: {\r\n\t\t\t\t\tLabel(\"Trash\", systemImage: \"trash\")\r\n\t\t\t\t}\r\n\t\t\t}\r\n\t\t\t.navigationDestination(isPresented: $showsTrash) {\r\n\t\t\t\tText(\"Trash\")\r\n\t\t\t}\r\n\t\t}\r\n\t}\r\n}\r\n")
        let again = try runNavLint(["lint", "--diff", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stdout, "")
    }

    /// Links NavLint cannot see where to put a destination for, or whose destination would not work there.
    func testLinksWithoutAFix() throws {
        let dir = try CLIScratchDirectory()
        let source = """
        import SwiftUI

        struct Book: Identifiable, Hashable {
            let id: Int
            let title: String
        }

        @main
        struct LibraryApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { ShelfView() }
                }
                WindowGroup {
                    NavigationView {
                        List { ColumnLink() }
                        Text("Select a book")
                    }
                }
            }
        }

        struct ShelfView: View {
            let books = [Book(id: 1, title: "Emma")]
            @State private var shelf: Int?
            @State private var showsInfo = false
            @State private var showsCredits = false
            @State private var showsOrder = false

            var body: some View {
                List {
                    // Two links on one selection.
                    NavigationLink(destination: Text("Novels"), tag: 1, selection: $shelf) { Text("Novels") }
                    NavigationLink(destination: Text("Poetry"), tag: 2, selection: $shelf) { Text("Poetry") }
                    // The destination uses the row's element: it cannot leave the List.
                    ForEach(books) { book in
                        NavigationLink(destination: Text(book.title), isActive: $showsInfo) { Text(book.title) }
                    }
                    BookRow(book: books[0], selection: $shelf)
                }
                .toolbar {
                    // In a modifier's content, in a menu.
                    NavigationLink(destination: Text("Info"), isActive: $showsInfo) { Text("Info") }
                    Menu("More") {
                        NavigationLink(destination: Text("Credits"), isActive: $showsCredits) { Text("Credits") }
                    }
                }
                Menu("Sort") {
                    NavigationLink(destination: Text("Order"), isActive: $showsOrder) { Text("Order") }
                }
            }
        }

        struct BookRow: View {
            let book: Book
            @Binding var selection: Int?
            @State private var showsBook = false

            // A row of another view's List; a selection that is not this view's state.
            var body: some View {
                NavigationLink(destination: Text(book.title), isActive: $showsBook) { Text(book.title) }
                NavigationLink(destination: Text("Shelf"), tag: 3, selection: $selection) { Text("Shelf") }
            }
        }

        // In a NavigationView with two columns, which stays one.
        struct ColumnLink: View {
            @State private var showsDetail = false

            var body: some View {
                NavigationLink(destination: Text("Detail"), isActive: $showsDetail) { Text("Detail") }
            }
        }

        struct StatusView: View {
            @State private var showsStatus = false

            // Shown nowhere: its context is not known.
            var body: some View {
                NavigationLink(destination: Text("Status"), isActive: $showsStatus) { Text("Status") }
            }
        }

        """
        let file = try dir.write("Library.swift", source)
        let lint = try runNavLint(["lint", "-q", "."], in: dir.path)
        XCTAssertEqual(lint.stdout.components(separatedBy: "\n").filter { $0.contains("'NavigationLink(") }.count, 10, lint.stdout)
        let run = try runNavLint(["lint", "--diff", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "No fixes to make\n")
        XCTAssertEqual(try read(file), source)
    }

    /// No fix where the parser had to recover in the code the fix reads (the List that would take the modifier);
    /// the same file without the stray brackets has one.
    func testNoLinkFixWhereTheCodeDidNotParseCleanly() throws {
        let dir = try CLIScratchDirectory()
        let source = """
        import SwiftUI

        @main
        struct HelpApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { HelpView() }
                }
            }
        }

        struct HelpView: View {
            @State private var showsFAQ = false

            var body: some View {
                List {
                    NavigationLink("FAQ", destination: Text("FAQ"), isActive: $showsFAQ)
                    Text("Contact") ) ]
                }
            }
        }

        """
        let file = try dir.write("Help.swift", source)
        let lint = try runNavLint(["lint", "-q", "."], in: dir.path)
        XCTAssertTrue(lint.stdout.hasPrefix("Help.swift:17:13: warning: 'NavigationLink(isActive:)'"), lint.description)
        let run = try runNavLint(["lint", "--diff", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "No fixes to make\n")
        XCTAssertEqual(try read(file), source)
        try dir.write("Help.swift", source.replacingOccurrences(of: " ) ]", with: ""))
        let clean = try runNavLint(["lint", "--diff", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(clean.stderr, "Would fix 1 finding in 1 file (1 unsafe fix)\n")
    }

    /// A container the configuration declares lazy is not one the fix knows: the destination it puts on the Button is
    /// inside it, the lint after fixing says so, and the fix is rolled back.
    func testALinkFixThatBringsANewFindingIsRolledBack() throws {
        let dir = try CLIScratchDirectory()
        try dir.write(".navlint.json", "{ \"lazyContainers\": [\"Carousel\"] }\n")
        let source = """
        import SwiftUI

        @main
        struct GalleryApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { GalleryView() }
                }
            }
        }

        struct Carousel<Content: View>: View {
            @ViewBuilder var content: Content

            var body: some View {
                ScrollView(.horizontal) { LazyHStack { content } }
            }
        }

        struct GalleryView: View {
            @State private var showsPhoto = false

            var body: some View {
                Carousel {
                    NavigationLink("Photo", destination: Text("Photo"), isActive: $showsPhoto)
                }
            }
        }

        """
        let file = try dir.write("Gallery.swift", source)
        let run = try runNavLint(["lint", "-q", "--fix", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.stderr, "warning: Gallery.swift:25:13: fix not applied (Replace 'NavigationLink(isActive:)' with a Button and '.navigationDestination(isPresented:)') [deprecated-navigation-api]: a new finding would appear at line 26: This navigation destination modifier is inside 'Carousel', a \"lazy\" container that creates its content only when needed, so the navigation stack may never see this destination. Attach the modifier outside the container. [destination-in-lazy-container]\n")
        XCTAssertEqual(try read(file), source)
    }

    /// The json report gives each link's fix, unsafe; its edits, applied, give what --fix writes.
    func testTheJSONReportCarriesTheLinkFixes() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("Bank.swift", LinkFixTests.bank)
        let (titles, edits) = try FixTests.jsonFixes(in: dir.path, count: 6, safe: false)
        let button = "Replace 'NavigationLink(isActive:)' with a Button and '.navigationDestination(isPresented:)'"
        let hidden = "Replace the hidden 'NavigationLink(isActive:)' with '.navigationDestination(isPresented:)'"
        XCTAssertEqual(titles, [button, button, button, button, hidden, hidden])
        let applied = Fix.apply(Fix(title: "", isSafe: false, edits: edits).edits, to: Array(LinkFixTests.bank.utf8))
        XCTAssertEqual(String(decoding: applied, as: UTF8.self), LinkFixTests.fixed(LinkFixTests.bank, by: LinkFixTests.bankDiff))
    }

    /// The before/after pairs of the rule page's Fix section are what `--fix --unsafe-fixes` writes, for the pair's
    /// code as the body of a view (shown in a NavigationStack unless it holds a NavigationView itself) with a
    /// `@State` property for each `$name` it uses.
    func testTheRulePageFixExamplesAreWhatFixWrites() throws {
        let page = try String(contentsOf: RulePage.path(DeprecatedNavigationAPI.id), encoding: .utf8)
        let section = try XCTUnwrap(page.components(separatedBy: "\n## Fix\n").last?.components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertEqual(blocks.count, 6)
        for pair in stride(from: 0, to: blocks.count - 1, by: 2) {
            let (before, after) = (blocks[pair], blocks[pair + 1])
            let indent = { (code: String) in code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n") }
            var states: [String] = []
            for word in before.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "$" }) where word.hasPrefix("$") && !states.contains(String(word.dropFirst())) {
                states.append(String(word.dropFirst()))
            }
            let shown = before.contains("NavigationView") ? "PageView()" : "NavigationStack { PageView() }"
            func program(_ body: String) -> String {
                "import SwiftUI\n\n@main\nstruct PageApp: App {\n    var body: some Scene {\n        WindowGroup { \(shown) }\n    }\n}\n\nstruct PageView: View {\n"
                    + states.map { "    @State private var \($0): Int?\n" }.joined() + "\n    var body: some View {\n" + indent(body) + "    }\n}\n"
            }
            let dir = try CLIScratchDirectory()
            let file = try dir.write("Page.swift", program(before))
            let run = try runNavLint(["lint", "-q", "--fix", "--unsafe-fixes", "."], in: dir.path)
            XCTAssertEqual(run.stderr, "", "pair \(pair / 2 + 1)")
            XCTAssertEqual(try read(file), program(after), "pair \(pair / 2 + 1)")
        }
    }
}
