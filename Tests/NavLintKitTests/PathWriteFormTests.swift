// The ways apps write a change of a navigation path, each followed as a push: copies built in a local and assigned
// back, `wrappedValue` of a binding, helpers taking a `Binding` of the path, `inout` helpers that hand the path on,
// top-level helper functions, `insert` and `replaceSubrange` on a typed path, the plain forms in closures, helpers
// declared on the path's own type (`extension NavigationPath`), and closures set into the environment as actions.

import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintKit

final class PathWriteFormTests: XCTestCase {
    /// Lints the files and gives each finding as `File.swift:line:col rule`, each note under it.
    private func findings(_ files: [(name: String, text: String)], only: Set<String> = ["unmapped-destination"]) -> [String] {
        var configuration = LintConfiguration()
        configuration.only = only
        let sources = files.map { SourceText(path: $0.name, text: $0.text) }
        let place = { (l: SourceLocation) in "\(files[Int(l.file)].name):\(l.line):\(l.column)" }
        return Linter.lint(sources, configuration: configuration, jobs: 1).flatMap { d in
            ["\(place(d.location)) \(d.ruleID)"] + d.notes.map { "  note \(place($0.location)) \($0.message)" }
        }
    }

    /// A podcast player builds the next path in a local and assigns it back: from a copy of the path, from a fresh
    /// `NavigationPath()`, emptied with `removeLast(count)`, or a `let` array of a typed path. What the local gets is
    /// pushed when it is assigned; a copy never assigned back pushes nothing, and a copy of another stack's path
    /// assigned to this one carries values NavLint does not read, and the ones added.
    func testALocalPathAssignedBackPushesWhatWasAddedToIt() {
        let source = """
        import SwiftUI

        struct Show: Hashable { let id: Int }
        struct Episode: Hashable { let id: Int }
        struct Transcript: Hashable { let episode: Int }
        struct Chapter: Hashable { let start: Double }
        struct Guest: Hashable { let name: String }

        struct PodcastView: View {
            @State private var path = NavigationPath()
            @State private var queuePath = NavigationPath()
            let shows: [Show]

            var body: some View {
                NavigationStack(path: $path) {
                    List(shows, id: \\.id) { show in
                        Button("Open") { open(show) }
                    }
                    .navigationDestination(for: Show.self) { show in Text("\\(show.id)") }
                    .navigationDestination(for: Episode.self) { episode in Text("\\(episode.id)") }
                }
            }

            func open(_ show: Show) {
                var next = path
                next.append(show)
                next.append(Transcript(episode: 1))
                path = next
            }

            func openLatest(_ show: Show, _ episode: Episode) {
                var next = NavigationPath()
                next.append(show)
                next.append(episode)
                next.append(Chapter(start: 0))
                path = next
            }

            func jump(_ episode: Episode) {
                var next = path
                next.removeLast(next.count)
                next.append(episode)
                next.append(Guest(name: "Ada"))
                self.path = next
            }

            func preview(_ episode: Episode) {
                var draft = path
                draft.append(Transcript(episode: episode.id))
                print(draft.count)
            }

            func fromQueue(_ episode: Episode) {
                var next = queuePath
                next.append(Chapter(start: 1))
                path = next
            }
        }
        """
        XCTAssertEqual(findings([("Podcast.swift", source)]), [
            "Podcast.swift:27:21 unmapped-destination",
            "  note Podcast.swift:15:9 the NavigationStack searched is here; it maps \"Episode\", \"Show\"",
            "  note Podcast.swift:17:39 the function that pushes it is called here",
            "Podcast.swift:35:21 unmapped-destination",
            "  note Podcast.swift:15:9 the NavigationStack searched is here; it maps \"Episode\", \"Show\"",
            "Podcast.swift:43:21 unmapped-destination",
            "  note Podcast.swift:15:9 the NavigationStack searched is here; it maps \"Episode\", \"Show\"",
            "Podcast.swift:55:21 unmapped-destination",
            "  note Podcast.swift:15:9 the NavigationStack searched is here; it maps \"Episode\", \"Show\"",
        ])
    }

    /// The walk records a local assigned back as changes of the path at the assignment: a fresh start as a reset, what
    /// is added after as values that set the whole path; a copy's additions as appends; a `let` array as an assignment.
    func testALocalPathIsRecordedOnThePathAtTheAssignment() {
        let source = """
        import SwiftUI
        enum Aisle: Hashable { case produce, bakery }
        struct ShoppingView: View {
            @State private var path: [Aisle] = []
            var body: some View { NavigationStack(path: $path) { Text("List") } }
            func restart() {
                var next: [Aisle] = []
                next.append(.produce)
                path = next
            }
            func extend() {
                var next = path
                next.append(.bakery)
                path = next
            }
            func preset() {
                let next: [Aisle] = [.produce, .bakery]
                path = next
            }
        }
        """
        let facts = FileIndexer.index(Parser.parse(SourceText(path: "Shopping.swift", text: source)), file: 0)
        let onPath = facts.pushes.filter { $0.target == .selfProperty("path") }
        XCTAssertEqual(onPath.map(\.operation), [.reset, .assign, .append, .assign])
        XCTAssertEqual(onPath.map(\.location.line), [9, 9, 14, 18])
        XCTAssertEqual(onPath.map { $0.values.map(\.1.line) }, [[], [8], [13], [17, 17]])
    }

    /// push-after-await: a local assigned back after an `await` is a push there when it adds to a copy of the path,
    /// and not when it sets the whole path (a fresh `NavigationPath()`).
    func testALocalPathAssignedAfterAnAwaitIsJudgedAsTheChangeItMakes() {
        let source = """
        import SwiftUI
        struct Recipe: Hashable { let id: Int }
        struct RecipesView: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Sync") { Task { await sync() } }
                        .navigationDestination(for: Recipe.self) { r in Text("\\(r.id)") }
                }
            }
            func sync() async {
                var next = path
                next.append(Recipe(id: 1))
                await save()
                path = next
            }
            func reset() async {
                var next = NavigationPath()
                next.append(Recipe(id: 2))
                await save()
                path = next
            }
            func save() async {}
        }
        """
        XCTAssertEqual(findings([("Recipes.swift", source)], only: ["push-after-await"]), [
            "Recipes.swift:15:14 push-after-await",
            "  note Recipes.swift:14:9 the await is here",
        ])
    }

    /// push-after-await follows helpers that take the path `inout`: a push after an `await` inside an async helper is
    /// reported when a call hands the helper a stack's path, and so is a call made after an `await` of a helper that
    /// pushes only by handing the path on to another helper.
    func testPushesAfterAnAwaitInInoutHelpersAreReported() {
        let source = """
        import SwiftUI

        enum Mail: Hashable { case message(Int), thread(Int) }

        enum MailLinks {
            static func open(_ url: URL, into path: inout [Mail]) async {
                let id = await fetchID(url)
                path.append(.message(id))
            }
            static func openThread(_ id: Int, into path: inout [Mail]) {
                path.append(.thread(id))
            }
            static func forward(_ id: Int, into path: inout [Mail]) {
                openThread(id, into: &path)
            }
            static func export(_ url: URL, into bytes: inout [UInt8]) async {
                let id = await fetchID(url)
                bytes.append(UInt8(id))
            }
            static func fetchID(_ url: URL) async -> Int { 1 }
        }

        struct InboxView: View {
            @State private var path: [Mail] = []
            @State private var bytes: [UInt8] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Inbox")
                        .navigationDestination(for: Mail.self) { _ in Text("Mail") }
                }
                .onOpenURL { url in Task { await MailLinks.open(url, into: &path) } }
                .onContinueUserActivity("mail.thread") { _ in Task { await refresh() } }
                .task { await MailLinks.export(URL(fileURLWithPath: "/"), into: &bytes) }
            }
            func refresh() async {
                let id = await MailLinks.fetchID(URL(fileURLWithPath: "/"))
                MailLinks.forward(id, into: &path)
            }
        }
        """
        XCTAssertEqual(findings([("Inbox.swift", source)], only: ["push-after-await"]), [
            "Inbox.swift:8:14 push-after-await",
            "  note Inbox.swift:7:18 the await is here",
            "Inbox.swift:37:19 push-after-await",
            "  note Inbox.swift:36:18 the await is here",
        ])
    }

    /// path-binding-passed-down sees a path handed to a child's stored `Binding` (no property wrapper) and changed
    /// through its `wrappedValue`, and a `@Binding` changed through `$path.wrappedValue`.
    func testABindingChangedThroughWrappedValueIsAnotherOwner() {
        let source = """
        import SwiftUI

        struct Photo: Hashable { let id: Int }

        struct AlbumView: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    ShareButton(path: $path)
                    EditButton(path: $path)
                        .navigationDestination(for: Photo.self) { p in Text("\\(p.id)") }
                }
            }
        }

        struct ShareButton: View {
            let path: Binding<NavigationPath>
            var body: some View { Button("Share") { path.wrappedValue.append(Photo(id: 1)) } }
        }

        struct EditButton: View {
            @Binding var path: NavigationPath
            var body: some View { Button("Edit") { $path.wrappedValue.append(Photo(id: 2)) } }
        }
        """
        XCTAssertEqual(findings([("Album.swift", source)], only: ["path-binding-passed-down", "unmapped-destination"]), [
            "Album.swift:9:31 path-binding-passed-down",
            "  note Album.swift:17:9 ShareButton declares the binding here",
            "  note Album.swift:18:63 ShareButton changes the path here",
            "Album.swift:10:30 path-binding-passed-down",
            "  note Album.swift:22:18 EditButton declares the binding here",
            "  note Album.swift:23:63 EditButton changes the path here",
        ])
    }

    /// A ticket desk's helpers take the path as a `Binding` and push through `wrappedValue`: each call acts on the
    /// path it hands in (`$path`, or a helper's own binding handed on). The value a helper builds is reported in the
    /// helper; the value a call passes, at that call. Views write `$path.wrappedValue` and `_path.wrappedValue` of a
    /// `@Binding`, and `path.wrappedValue` of a stored `Binding`.
    func testABindingOfThePathIsFollowedWhereverItIsWritten() {
        let helpers = """
        import SwiftUI

        enum Desk: Hashable { case ticket(Int), customer(String) }
        struct Macro: Hashable { let name: String }
        struct Escalation: Hashable { let level: Int }

        enum DeskNavigator {
            static func open(_ destination: Desk, on path: Binding<NavigationPath>) {
                path.wrappedValue.append(destination)
            }
            static func runMacro(_ name: String, on path: Binding<NavigationPath>) {
                path.wrappedValue.append(Macro(name: name))
            }
            static func escalate(on path: Binding<NavigationPath>) {
                runMacro("Escalate", on: path)
                path.wrappedValue.append(Escalation(level: 2))
            }
        }
        """
        let views = """
        import SwiftUI

        struct DeskView: View {
            @State private var path = NavigationPath()
            @State private var archivePath = NavigationPath()
            var body: some View {
                TabView {
                    NavigationStack(path: $path) {
                        Button("Ticket") { DeskNavigator.open(.ticket(1), on: $path) }
                        Button("Macro") { DeskNavigator.runMacro("Refund", on: $path) }
                        Button("Escalate") { DeskNavigator.escalate(on: $path) }
                        TicketActions(path: $path)
                        CustomerCard(path: $path)
                            .navigationDestination(for: Desk.self) { d in Text("Desk") }
                    }
                    NavigationStack(path: $archivePath) {
                        Button("Customer") { DeskNavigator.open(.customer("a@b.c"), on: $archivePath) }
                    }
                }
            }
        }

        struct TicketActions: View {
            @Binding var path: NavigationPath
            var body: some View {
                Button("Close") { $path.wrappedValue.append(Escalation(level: 0)) }
                Button("Reopen") { _path.wrappedValue.append(Desk.ticket(2)) }
            }
        }

        struct CustomerCard: View {
            let path: Binding<NavigationPath>
            var body: some View {
                Button("Orders") { path.wrappedValue.append(Macro(name: "orders")) }
            }
        }
        """
        XCTAssertEqual(findings([("Navigator.swift", helpers), ("Desk.swift", views)]), [
            "Navigator.swift:12:34 unmapped-destination",
            "  note Desk.swift:8:13 the NavigationStack searched is here; it maps \"Desk\"",
            "  note Desk.swift:10:58 the function that pushes it is called here and at 1 other place",
            "Navigator.swift:16:34 unmapped-destination",
            "  note Desk.swift:8:13 the NavigationStack searched is here; it maps \"Desk\"",
            "  note Desk.swift:11:65 the function that pushes it is called here",
            "Desk.swift:17:57 unmapped-destination",
            "  note Desk.swift:16:13 the NavigationStack searched is here; it maps no value types",
            "Desk.swift:26:53 unmapped-destination",
            "  note Desk.swift:8:13 the NavigationStack searched is here; it maps \"Desk\"",
            "Desk.swift:34:53 unmapped-destination",
            "  note Desk.swift:8:13 the NavigationStack searched is here; it maps \"Desk\"",
        ])
    }

    /// A weather app's deep links: an `inout` helper hands the path on to other helpers, one of them a top-level
    /// function, and the app calls them from two stacks. Each push is checked against the stack whose path the outer
    /// call hands in, and only that one: the city and the radar layer are unmapped on the alerts tab's stack only, the
    /// alert on the forecast tab's only. (The note names the first call and counts the others, whatever stack each
    /// hands in.)
    func testInoutHelpersThatHandThePathOnAreFollowedToTheStackThatHandsItIn() {
        let links = """
        import SwiftUI

        struct CityID: Hashable { let code: String }
        struct RadarLayer: Hashable { let name: String }
        struct AlertID: Hashable { let id: Int }

        enum WeatherLinks {
            static func handle(_ url: URL, path: inout NavigationPath) {
                switch url.host {
                case "radar": showRadar("rain", path: &path)
                case "alert": openAlert(7, path: &path)
                default: path.append(CityID(code: url.lastPathComponent))
                }
            }

            static func showRadar(_ name: String, path: inout NavigationPath) {
                path.append(RadarLayer(name: name))
            }
        }

        func openAlert(_ id: Int, path: inout NavigationPath) {
            path.append(AlertID(id: id))
        }
        """
        let app = """
        import SwiftUI

        struct ForecastTab: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Forecast")
                        .navigationDestination(for: CityID.self) { c in Text(c.code) }
                        .navigationDestination(for: RadarLayer.self) { r in Text(r.name) }
                }
                .onOpenURL { url in WeatherLinks.handle(url, path: &path) }
            }
        }

        struct AlertsTab: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Alerts")
                        .navigationDestination(for: AlertID.self) { a in Text("\\(a.id)") }
                }
                .onOpenURL { url in openAlert(1, path: &path) }
                .onContinueUserActivity("weather.link") { activity in
                    if let url = activity.webpageURL { WeatherLinks.handle(url, path: &path) }
                }
            }
        }
        """
        XCTAssertEqual(findings([("Links.swift", links), ("Tabs.swift", app)]), [
            "Links.swift:12:30 unmapped-destination",
            "  note Tabs.swift:11:49 the function that pushes it is called here and at 1 other place",
            "  note Tabs.swift:18:9 the NavigationStack searched is here; it maps \"AlertID\"",
            "Links.swift:17:21 unmapped-destination",
            "  note Tabs.swift:11:49 the function that pushes it is called here and at 1 other place",
            "  note Tabs.swift:18:9 the NavigationStack searched is here; it maps \"AlertID\"",
            "Links.swift:22:17 unmapped-destination",
            "  note Tabs.swift:6:9 the NavigationStack searched is here; it maps \"CityID\", \"RadarLayer\"",
            "  note Tabs.swift:11:49 the function that pushes it is called here and at 2 other places",
        ])
    }

    /// A top-level function that pushes through a router it is handed is a push wrapper like a method: its calls are
    /// found, and the value it is passed is judged at each call.
    func testATopLevelPushWrapperIsFollowedToItsCalls() {
        let source = """
        import SwiftUI

        enum Screen: Hashable { case profile(Int) }
        struct Badge: Hashable { let id: Int }

        final class Navigator: ObservableObject {
            @Published var path = NavigationPath()
            func push<V: Hashable>(_ value: V) { path.append(value) }
        }

        func showProfile<V: Hashable>(_ nav: Navigator, value: V) {
            nav.push(value)
        }

        struct FeedView: View {
            @StateObject private var nav = Navigator()
            var body: some View {
                NavigationStack(path: $nav.path) {
                    Button("Me") { showProfile(nav, value: Screen.profile(1)) }
                    Button("Badge") { showProfile(nav, value: Badge(id: 2)) }
                        .navigationDestination(for: Screen.self) { _ in Text("Profile") }
                }
            }
        }
        """
        XCTAssertEqual(findings([("Feed.swift", source)]), [
            "Feed.swift:20:55 unmapped-destination",
            "  note Feed.swift:18:9 the NavigationStack searched is here; it maps \"Screen\"",
        ])
    }

    /// `insert` and `replaceSubrange` put values on a typed path as `append` does: each value is checked; `swapAt`
    /// puts none.
    func testInsertAndReplaceSubrangePushTheirValues() {
        let source = """
        import SwiftUI

        enum Trip: Hashable { case city(String), hotel(Int), flight(Int) }
        struct Receipt: Hashable { let id: Int }

        struct TripsView: View {
            @State private var path: [Trip] = []
            @State private var receipts: [Receipt] = []
            var body: some View {
                NavigationStack(path: $receipts) {
                    Button("Back to city") { receipts.insert(Receipt(id: 0), at: 0) }
                }
                NavigationStack(path: $path) {
                    Button("Hotel") { path.insert(.hotel(4), at: 0) }
                    Button("Flights") { path.insert(contentsOf: [.flight(1), .flight(2)], at: 1) }
                    Button("Swap") { path.swapAt(0, 1) }
                    Button("Rebook") { path.replaceSubrange(0..<1, with: [.city("Oslo")]) }
                        .navigationDestination(for: Receipt.self) { r in Text("\\(r.id)") }
                }
            }
        }
        """
        XCTAssertEqual(findings([("Trips.swift", source)]), [
            "Trips.swift:11:54 unmapped-destination",
            "  note Trips.swift:10:9 the NavigationStack searched is here; it maps no value types",
            "Trips.swift:14:43 unmapped-destination",
            "  note Trips.swift:13:9 the NavigationStack searched is here; it maps \"Receipt\"",
            "Trips.swift:15:58 unmapped-destination",
            "  note Trips.swift:13:9 the NavigationStack searched is here; it maps \"Receipt\"",
            "Trips.swift:15:70 unmapped-destination",
            "  note Trips.swift:13:9 the NavigationStack searched is here; it maps \"Receipt\"",
            "Trips.swift:17:67 unmapped-destination",
            "  note Trips.swift:13:9 the NavigationStack searched is here; it maps \"Receipt\"",
        ])
        let facts = FileIndexer.index(Parser.parse(SourceText(path: "Trips.swift", text: source)), file: 0)
        XCTAssertEqual(facts.pushes.map(\.operation), [.append, .append, .appendContentsOf, .opaqueWrite, .appendContentsOf])
    }

    /// The plain forms, each in the closures apps write them in: `append(contentsOf:)`, `+=`, `NavigationPath([x])`,
    /// an array assigned, `removeAll()` then `append`, inside `withAnimation`, `Task`, `DispatchQueue.main.async`,
    /// `MainActor.run`, `onChange`, `onReceive`, `.task` and `onOpenURL`.
    func testEveryPlainFormInEveryClosureIsAPush() {
        let source = """
        import SwiftUI

        enum Garden: Hashable { case bed(Int), plant(String) }
        struct Harvest: Hashable { let day: Int }

        struct GardenView: View {
            @State private var path = NavigationPath()
            @State private var season = 0
            var body: some View {
                NavigationStack(path: $path) {
                    Button("a") { path.append(contentsOf: [Garden.bed(1), Harvest(day: 1)]) }
                    Button("b") { path += [Harvest(day: 2)] }
                    Button("c") { path = NavigationPath([Harvest(day: 3)]) }
                    Button("d") { path.removeAll(); path.append(Harvest(day: 4)) }
                    Button("e") { withAnimation { path.append(Harvest(day: 5)) } }
                    Button("f") { Task { path.append(Harvest(day: 6)) } }
                    Button("g") { DispatchQueue.main.async { path.append(Harvest(day: 7)) } }
                    Button("h") { Task { await MainActor.run { path.append(Harvest(day: 8)) } } }
                        .navigationDestination(for: Garden.self) { _ in Text("Garden") }
                }
                .onChange(of: season) { path.append(Harvest(day: 9)) }
                .onReceive(NotificationCenter.default.publisher(for: .NSCalendarDayChanged)) { _ in path.append(Harvest(day: 10)) }
                .task { path.append(Harvest(day: 11)) }
                .onOpenURL { _ in path.append(Harvest(day: 12)) }
            }
        }
        """
        let lines = findings([("Garden.swift", source)]).filter { !$0.hasPrefix("  note") }
        XCTAssertEqual(lines, [
            "Garden.swift:11:67 unmapped-destination",
            "Garden.swift:12:36 unmapped-destination",
            "Garden.swift:13:50 unmapped-destination",
            "Garden.swift:14:57 unmapped-destination",
            "Garden.swift:15:55 unmapped-destination",
            "Garden.swift:16:46 unmapped-destination",
            "Garden.swift:17:66 unmapped-destination",
            "Garden.swift:18:68 unmapped-destination",
            "Garden.swift:21:45 unmapped-destination",
            "Garden.swift:22:105 unmapped-destination",
            "Garden.swift:23:29 unmapped-destination",
            "Garden.swift:24:39 unmapped-destination",
        ])
    }

    /// A bookshop declares its navigation helpers on the path's own types: methods of `extension NavigationPath` that
    /// build the value (`showReviews(of:)`, reported inside, where the type is chosen, with a note at the call) or hand
    /// their parameter on (`show(_:)`, a generic `open(_:)` through `present(_:)` of the same extension: each call's
    /// argument decides), a `Binding` extension's `push(_:)` called on `$path`, and a typed path's `go(_:)` (`extension
    /// [ShopRoute]`, whose `Element` is the path's element). Each call pushes onto the path it is called on: the same
    /// helper called on an array no stack binds (`router.recent`) pushes nothing; a helper that reads `count` or removes
    /// (`depth`, `back()`) pushes nothing; mapped values are silent, and the registrations they use are used.
    func testMethodsOfPathTypeExtensionsPushOntoThePathTheyAreCalledOn() {
        let source = """
        import SwiftUI

        struct Book: Hashable { let isbn: String }
        struct Author: Hashable { let name: String }
        struct Review: Hashable { let book: String }
        struct GiftCard: Hashable { let amount: Int }
        enum ShopRoute: Hashable { case cart, checkout }

        extension NavigationPath {
            mutating func showReviews(of book: Book) { append(Review(book: book.isbn)) }
            mutating func show(_ author: Author) { self.append(author) }
            mutating func open<V: Hashable>(_ value: V) { present(value) }
            mutating func present<V: Hashable>(_ value: V) { self += [value] }
            var depth: Int { count }
            mutating func back() { if !isEmpty { removeLast() } }
        }

        extension Binding where Value == NavigationPath {
            func push<V: Hashable>(_ value: V) { wrappedValue.append(value) }
        }

        extension [ShopRoute] {
            mutating func go(_ route: Element) { insert(route, at: count) }
        }

        struct ShopView: View {
            @State private var path = NavigationPath()
            let books: [Book]

            var body: some View {
                NavigationStack(path: $path) {
                    List(books, id: \\.isbn) { book in
                        Button("Reviews") { path.showReviews(of: book) }
                        Button("Author") { path.show(Author(name: "Le Guin")) }
                        Button("Similar") { $path.push(book) }
                        Button("Gift") { $path.push(GiftCard(amount: 10)) }
                        Button("Back \\(path.depth)") { path.back() }
                        Button("Card") { path.open(GiftCard(amount: 5)) }
                        Button("Same") { path.open(book) }
                    }
                    .navigationDestination(for: Book.self) { book in Text(book.isbn) }
                    .navigationDestination(for: Author.self) { author in Text(author.name) }
                }
            }
        }

        @Observable final class CartRouter {
            var routes: [ShopRoute] = []
            var recent: [ShopRoute] = []
        }

        struct CartView: View {
            @State private var router = CartRouter()

            var body: some View {
                NavigationStack(path: $router.routes) {
                    Button("Checkout") { router.routes.go(.checkout) }
                    Button("Recent") { router.recent.go(.cart) }
                }
            }
        }
        """
        XCTAssertEqual(findings([("Shop.swift", source)], only: ["unmapped-destination", "unused-destination"]), [
            "Shop.swift:10:55 unmapped-destination",
            "  note Shop.swift:31:9 the NavigationStack searched is here; it maps \"Author\", \"Book\"",
            "  note Shop.swift:33:58 the function that pushes it is called here",
            "Shop.swift:36:45 unmapped-destination",
            "  note Shop.swift:31:9 the NavigationStack searched is here; it maps \"Author\", \"Book\"",
            "Shop.swift:38:44 unmapped-destination",
            "  note Shop.swift:31:9 the NavigationStack searched is here; it maps \"Author\", \"Book\"",
            "Shop.swift:57:51 unmapped-destination",
            "  note Shop.swift:56:9 the NavigationStack searched is here; it maps no value types",
        ])
    }

    /// A trip planner's child view holds the path as a `Binding<NavigationPath>` and calls the `Binding` extension's
    /// helpers on it: `pin(_:)` appends through `self.wrappedValue`, `open(_:)` hands its trip on to `NavigationPath`'s
    /// `visit(_:)` through `wrappedValue`. Every rule that judges pushes sees them: the saved path gets a `Stop` that is
    /// not Codable (at the call's argument), `visit(_:)` called after an `await` is a push after it, and no registration
    /// is unused.
    func testPathTypeExtensionMethodsCalledThroughABindingArePushesForEveryRule() {
        let source = """
        import SwiftUI

        struct Trip: Hashable, Codable { let id: Int }
        struct Stop: Hashable { let name: String }

        extension Binding where Value == NavigationPath {
            func open(_ trip: Trip) { wrappedValue.visit(trip) }
            func pin(_ stop: Stop) { self.wrappedValue.append(stop) }
        }

        extension NavigationPath {
            mutating func visit<V: Hashable>(_ value: V) { append(value) }
        }

        struct TripsView: View {
            @State private var path = NavigationPath()
            @AppStorage("trips.path") private var saved = Data()

            var body: some View {
                NavigationStack(path: $path) {
                    StopList(path: $path)
                        .navigationDestination(for: Trip.self) { trip in Text("\\(trip.id)") }
                        .navigationDestination(for: Stop.self) { stop in Text(stop.name) }
                }
                .onChange(of: path) { saved = (try? JSONEncoder().encode(path.codable)) ?? Data() }
                .task { await refresh() }
            }

            func refresh() async {
                try? await Task.sleep(for: .seconds(1))
                path.visit(Trip(id: 1))
            }
        }

        struct StopList: View {
            let path: Binding<NavigationPath>

            var body: some View {
                Button("Lisbon") { path.pin(Stop(name: "Lisbon")) }
                Button("Trip") { path.open(Trip(id: 2)) }
            }
        }
        """
        let rules: Set<String> = ["unmapped-destination", "unused-destination", "non-codable-path-element", "push-after-await"]
        XCTAssertEqual(findings([("Trips.swift", source)], only: rules), [
            "Trips.swift:31:14 push-after-await",
            "  note Trips.swift:30:14 the await is here",
            "Trips.swift:39:37 non-codable-path-element",
            "  note Trips.swift:25:66 the path is saved here",
        ])
    }

    /// A value chosen at a push wrapper's call, in a function that has callers of its own, is reported where it is
    /// chosen (the `Badge` in `like(_:)`), with a note at the call of that function; not at that call's first argument.
    func testAValueChosenAtAWrappersCallIsReportedWhereItIsChosen() {
        let source = """
        import SwiftUI

        struct Profile: Hashable { let id: Int }
        struct Badge: Hashable { let profile: Int }

        @Observable final class Router {
            var path = NavigationPath()
            func push<V: Hashable>(_ value: V) { path.append(value) }
        }

        struct DiscoverView: View {
            @State private var router = Router()

            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Like") { like(Profile(id: 1)) }
                        .navigationDestination(for: Profile.self) { profile in Text("\\(profile.id)") }
                }
            }

            private func like(_ profile: Profile) {
                router.push(Badge(profile: profile.id))
            }
        }
        """
        XCTAssertEqual(findings([("Discover.swift", source)]), [
            "Discover.swift:22:21 unmapped-destination",
            "  note Discover.swift:15:9 the NavigationStack searched is here; it maps \"Profile\"",
            "  note Discover.swift:16:35 the function that pushes it is called here",
        ])
    }

    /// A push wrapper in a protocol's extension (`extension Coordinator { func push<V: Hashable>(_ v: V) { path.append(v)
    /// } }`, where the protocol requires `path`) pushes onto the path of the conforming type it is called on: each
    /// call's argument is checked against the stacks that bind that type's path. A type that conforms and is bound by
    /// no stack, and the protocol itself, push nowhere.
    func testAPushWrapperInAProtocolExtensionPushesOntoTheConformingTypesPath() {
        let source = """
        import SwiftUI

        struct Campsite: Hashable { let id: String }
        struct Reservation: Hashable { let id: Int }

        protocol Coordinator: AnyObject {
            var path: NavigationPath { get set }
        }
        extension Coordinator {
            func push<Value: Hashable>(_ value: Value) { path.append(value) }
        }
        @Observable final class CampCoordinator: Coordinator {
            var path = NavigationPath()
        }
        @Observable final class UnboundCoordinator: Coordinator {
            var path = NavigationPath()
        }

        struct CampMap: View {
            @Bindable var coordinator: CampCoordinator
            let other = UnboundCoordinator()
            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    Button("Site") { coordinator.push(Campsite(id: "A7")) }
                    Button("Booking") { coordinator.push(Reservation(id: 1)) }
                    Button("Elsewhere") { other.push(Reservation(id: 2)) }
                        .navigationDestination(for: Campsite.self) { site in Text(site.id) }
                }
            }
        }
        """
        XCTAssertEqual(findings([("Camp.swift", source)]), [
            "Camp.swift:25:50 unmapped-destination",
            "  note Camp.swift:23:9 the NavigationStack searched is here; it maps \"Campsite\"",
        ])
        XCTAssertEqual(AnalysisHarness.pushes(source), ["24:47 Campsite", "25:50 Reservation"])
    }

    /// A wrapper that switches over a parameter to pick the path (`switch tab { case .containers: containers.append(item)
    /// case .stacks: stacks.append(item) }`) pushes, at a call that passes a case (`navigate(to: .containers, with: c)`),
    /// onto that case's path only: each call is checked against the stack of the path its case picks.
    func testAWrapperSwitchingOverAParameterPushesOntoThePathOfTheCasePassed() {
        let source = """
        import SwiftUI
        struct Container: Hashable { let id: String }
        struct Stack: Hashable { let name: String }
        enum ViewTab { case containers, stacks }
        @Observable final class Navigation {
            var containers = NavigationPath()
            var stacks = NavigationPath()
            func navigate<D: Hashable>(to tab: ViewTab, with item: D) {
                switch tab {
                case .containers: containers.append(item)
                case .stacks: stacks.append(item)
                }
            }
        }
        struct Tabs: View {
            @State private var nav = Navigation()
            var body: some View {
                TabView {
                    NavigationStack(path: $nav.containers) {
                        Button("Open") { nav.navigate(to: .containers, with: Container(id: "a")) }
                            .navigationDestination(for: Container.self) { Text($0.id) }
                    }
                    NavigationStack(path: $nav.stacks) {
                        Button("Open") { nav.navigate(to: .stacks, with: Stack(name: "s")) }
                        Button("Wrong") { nav.navigate(to: .stacks, with: Container(id: "b")) }
                            .navigationDestination(for: Stack.self) { Text($0.name) }
                    }
                }
            }
        }
        """
        XCTAssertEqual(findings([("Tabs.swift", source)]), [
            "Tabs.swift:25:67 unmapped-destination",
            "  note Tabs.swift:23:13 the NavigationStack searched is here; it maps \"Stack\"",
        ])
    }

    /// A stack bound to a wrapper's `@Binding var path` (`AppStack(path: $router.homePath) { … }`, whose body is
    /// `NavigationStack(path: $path)`) is the stack of the property handed in: a push onto `router.homePath`, made
    /// anywhere, is a push onto it. A router's computed binding that stands for several paths (`currentPath`, returning
    /// the side menu's binding or `path(for: selectedTab)`, which switches over the tab) pushes onto each: a push
    /// through it is checked against every stack bound to one of them. A push onto a path no stack binds
    /// (`profilePath` here) is not navigation.
    func testPushesOntoAPropertyHandedToAWrappersBindingAndThroughAComputedBinding() {
        let source = """
        import SwiftUI
        struct Author: Hashable { let id: String }
        struct Note: Hashable { let id: String }
        enum Tab { case home, profile }
        final class Router: ObservableObject {
            @Published var homePath = NavigationPath()
            @Published var profilePath = NavigationPath()
            @Published var sidePath = NavigationPath()
            @Published var selectedTab = Tab.home
            @Published var sideOpen = false
            var currentPath: Binding<NavigationPath> {
                if sideOpen { return Binding(get: { self.sidePath }, set: { self.sidePath = $0 }) }
                return path(for: selectedTab)
            }
            func path(for tab: Tab) -> Binding<NavigationPath> {
                switch tab {
                case .home: return Binding(get: { self.homePath }, set: { self.homePath = $0 })
                case .profile: return Binding(get: { self.profilePath }, set: { self.profilePath = $0 })
                }
            }
            func push<D: Hashable>(_ d: D) { currentPath.wrappedValue.append(d) }
            func openProfileNote(_ n: Note) { profilePath.append(n) }
        }
        struct AppStack<Content: View>: View {
            @Binding var path: NavigationPath
            let content: () -> Content
            var body: some View {
                NavigationStack(path: $path) {
                    content().navigationDestination(for: Author.self) { Text($0.id) }
                }
            }
        }
        struct HomeTab: View {
            @EnvironmentObject private var router: Router
            var body: some View {
                AppStack(path: $router.homePath) {
                    Button("Alice") { router.push(Author(id: "alice")) }
                    Button("Note") { router.push(Note(id: "n")) }
                    Button("Profile note") { router.openProfileNote(Note(id: "p")) }
                }
            }
        }
        """
        XCTAssertEqual(findings([("Nos.swift", source)]), [
            "Nos.swift:38:42 unmapped-destination",
            "  note Nos.swift:28:9 the NavigationStack searched is here; it maps \"Author\"",
        ])
    }

    /// A push wrapper over a parameter pack (`func navigate<each D: Hashable>(with items: repeat each D)` appending each
    /// item in `for item in repeat each items`) pushes the value each call hands in: each call is checked for its own
    /// argument's type.
    func testAPushWrapperOverAParameterPackPushesEachCallsArgument() {
        let source = """
        import SwiftUI
        struct Container: Hashable { let id: String }
        struct Stack: Hashable { let name: String }
        @Observable final class SceneModel {
            var containers = NavigationPath()
            func navigate<each D: Hashable>(with items: repeat each D, removingPrevious: Bool = true) {
                if removingPrevious { containers.removeLast(containers.count) }
                for item in repeat each items { containers.append(item) }
            }
        }
        struct ContainersView: View {
            @State private var model = SceneModel()
            var body: some View {
                NavigationStack(path: $model.containers) {
                    Button("Open") { model.navigate(with: Container(id: "a")) }
                    Button("Stack") { model.navigate(with: Stack(name: "s")) }
                        .navigationDestination(for: Container.self) { Text($0.id) }
                }
            }
        }
        """
        XCTAssertEqual(findings([("Harbour.swift", source)]), [
            "Harbour.swift:16:52 unmapped-destination",
            "  note Harbour.swift:14:9 the NavigationStack searched is here; it maps \"Container\"",
        ])
        XCTAssertEqual(AnalysisHarness.pushes(source), ["15:51 Container", "16:52 Stack"])
    }

    /// The walk records the changes of the path in the methods of extensions of path types as changes of the receiver:
    /// `append(x)`, `self.append(x)`, `self += [x]`, `insert(x, at:)` and removals on `self` of `NavigationPath` or an
    /// array, `wrappedValue` and `self.wrappedValue` of a `Binding`. An extension of any other type (`String`'s
    /// `append`) changes no path, and `self` in a type's own code is no path either.
    func testTheWalkRecordsChangesOfTheReceiverInExtensionsOfPathTypes() {
        let source = """
        import SwiftUI
        enum Aisle: Hashable { case produce }
        extension NavigationPath {
            mutating func a(_ x: Aisle) { append(x) }
            mutating func b(_ x: Aisle) { self.append(x) }
            mutating func c(_ x: Aisle) { self += [x] }
            mutating func d() { removeLast() }
        }
        extension Array where Element == Aisle {
            mutating func e(_ x: Aisle) { insert(x, at: 0) }
        }
        extension SwiftUI.Binding where Value == [Aisle] {
            func f(_ x: Aisle) { wrappedValue.append(x) }
            func g(_ x: Aisle) { self.wrappedValue = [x] }
        }
        extension String {
            mutating func shout() { append("!") }
        }
        struct Shelf {
            var items: [Aisle] = []
            mutating func h(_ x: Aisle) { self.items.append(x) }
        }
        """
        let facts = FileIndexer.index(Parser.parse(SourceText(path: "Aisles.swift", text: source)), file: 0)
        XCTAssertEqual(facts.pushes.map { "\($0.function.owner).\($0.function.name) \($0.operation) \($0.target)" }, [
            "NavigationPath.a append receiver",
            "NavigationPath.b append receiver",
            "NavigationPath.c appendContentsOf receiver",
            "NavigationPath.d removeLast receiver",
            "Array.e append receiver",
            "SwiftUI.Binding.f append receiver",
            "SwiftUI.Binding.g assign receiver",
            "Shelf.h append selfProperty(\"items\")",
        ])
        // `append` of `String` is a call (of a method NavLint does not know), no change of a path.
        XCTAssertTrue(facts.calls.contains { $0.name == "append" && $0.function.name == "shout" })
    }

    /// FlowStacks scanned with the app that uses it: the library's own `extension Array where Element: RouteProtocol {
    /// mutating func push(_:) }` is a method of an extension of a path type, but `routes.push(n)` in a file that imports
    /// FlowStacks is already read as the library's push of the screen `n`: it is one push, not a second of a `Route`.
    func testALibrarysOwnPushScannedWithTheLibraryIsOnePush() {
        let library = """
        public protocol RouteProtocol {
            associatedtype Screen
            static func push(_ screen: Screen) -> Self
        }
        public enum Route<Screen>: RouteProtocol {
            case push(Screen)
            case sheet(Screen, withNavigation: Bool)
        }
        public extension Array where Element: RouteProtocol {
            mutating func push(_ screen: Element.Screen) { append(.push(screen)) }
        }
        """
        let app = """
        import FlowStacks
        import SwiftUI

        struct NumbersCoordinator: View {
            @State var routes: Routes<Int> = []

            var body: some View {
                FlowStack($routes, withNavigation: true) {
                    Button("Next") { routes.push(1) }
                        .flowDestination(for: Int.self) { number in Text("\\(number)") }
                }
            }
        }
        """
        let files: AnalysisHarness.Files = [("Route.swift", library), ("Numbers.swift", app)]
        XCTAssertEqual(AnalysisHarness.pushes(files), ["Numbers.swift:9:42 Int"])
        XCTAssertEqual(findings(files), [])
    }

    /// A library app sets an action for opening a shelf route into the environment of each tab's stack
    /// (`.environment(\.openShelf, ShelfAction { route in path.append(route) })`, whose `callAsFunction` hands its route on
    /// to the closure): the closure is a push wrapper whose calls are the calls of the action in the views that stack
    /// shows. `BookList`, shown in both tabs, pushes onto each tab's path: mapped in the browse tab, reported at its
    /// argument in the wishlist tab, whose stack maps nothing; the closures' own `append`s are reported no more. The
    /// wishlist tab's own call reads the action from the views above it, not the one it sets; `HelpView`, in a sheet
    /// with no stack, is not in a stack's pages: neither is followed.
    func testAnEnvironmentActionsCallsInTheViewsAStackShowsPushOntoThatStacksPath() {
        let source = """
        import SwiftUI

        enum ShelfRoute: Hashable { case book(Int), author(String) }

        struct ShelfAction {
            let handler: (ShelfRoute) -> Void
            func callAsFunction(_ route: ShelfRoute) { handler(route) }
        }

        extension EnvironmentValues {
            @Entry var openShelf = ShelfAction { _ in }
        }

        struct LibraryTabs: View {
            var body: some View {
                TabView {
                    BrowseTab()
                    WishlistTab()
                }
            }
        }

        struct BrowseTab: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    BookList()
                        .navigationDestination(for: ShelfRoute.self) { route in Text("\\(route)") }
                }
                .environment(\\.openShelf, ShelfAction { route in path.append(route) })
            }
        }

        struct WishlistTab: View {
            @State private var path = NavigationPath()
            @Environment(\\.openShelf) private var openShelf

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        BookList()
                        Button("Authors") { openShelf.callAsFunction(.author("Le Guin")) }
                    }
                }
                .environment(\\.openShelf, ShelfAction { route in path.append(route) })
            }
        }

        struct BookList: View {
            @Environment(\\.openShelf) private var openShelf
            @State private var showsHelp = false

            var body: some View {
                List(1..<4, id: \\.self) { id in
                    Button("Book \\(id)") { openShelf(.book(id)) }
                }
                .sheet(isPresented: $showsHelp) { HelpView() }
            }
        }

        struct HelpView: View {
            @Environment(\\.openShelf) private var openShelf

            var body: some View {
                Button("Author") { openShelf.callAsFunction(.author("Tolkien")) }
            }
        }
        """
        let files: AnalysisHarness.Files = [("Shelf.swift", source)]
        XCTAssertEqual(AnalysisHarness.pushes(files), ["56:46 ShelfRoute", "56:46 ShelfRoute"])
        XCTAssertEqual(findings(files), [
            "Shelf.swift:56:46 unmapped-destination",
            "  note Shelf.swift:40:9 the NavigationStack searched is here; it maps no value types",
        ])
    }

    /// A help desk's action is a closure (`@Entry var openTicket: (TicketRoute) -> Void`), set with `.environment(\.openTicket)
    /// { path.append($0) }` on the inbox's stack and through the app's modifier `onOpenTicket(_:)` (which sets the key from
    /// its closure) on the escalations' stack. `TicketList`, shown in both, pushes through each: its calls, in its body
    /// and in a method, are reported at their arguments, as not Codable on the inbox's saved path and as unmapped on the
    /// escalations' typed path.
    func testAClosureSetAsAnEnvironmentValueOrThroughAModifierIsFollowedToTheActionsCalls() {
        let source = """
        import SwiftUI

        struct Ticket: Hashable { let id: Int }
        enum TicketRoute: Hashable { case ticket(Ticket), queue(String) }

        extension EnvironmentValues {
            @Entry var openTicket: (TicketRoute) -> Void = { _ in }
        }

        extension View {
            func onOpenTicket(_ perform: @escaping (TicketRoute) -> Void) -> some View {
                environment(\\.openTicket, perform)
            }
        }

        struct SupportTabs: View {
            var body: some View {
                TabView {
                    InboxTab()
                    EscalationsTab()
                }
            }
        }

        struct InboxTab: View {
            @State private var path = NavigationPath()
            @SceneStorage("inbox") private var saved: Data?

            var body: some View {
                NavigationStack(path: $path) {
                    TicketList()
                        .navigationDestination(for: TicketRoute.self) { route in Text("\\(route)") }
                }
                .environment(\\.openTicket) { path.append($0) }
                .onChange(of: path) { saved = try? JSONEncoder().encode(path.codable) }
            }
        }

        struct EscalationsTab: View {
            @State private var path: [TicketRoute] = []

            var body: some View {
                NavigationStack(path: $path) {
                    TicketList()
                }
                .onOpenTicket { route in path.append(route) }
            }
        }

        struct TicketList: View {
            @Environment(\\.openTicket) private var openTicket

            var body: some View {
                Button("Ticket") { openTicket(.ticket(Ticket(id: 7))) }
                Button("Queue") { select("billing") }
            }

            private func select(_ queue: String) {
                openTicket(.queue(queue))
            }
        }
        """
        XCTAssertEqual(findings([("Tickets.swift", source)], only: ["unmapped-destination", "non-codable-path-element"]), [
            "Tickets.swift:54:39 non-codable-path-element",
            "  note Tickets.swift:35:65 the path is saved here",
            "Tickets.swift:54:39 unmapped-destination",
            "  note Tickets.swift:43:9 the NavigationStack searched is here; it maps no value types",
            "Tickets.swift:59:20 non-codable-path-element",
            "  note Tickets.swift:35:65 the path is saved here",
            "Tickets.swift:59:20 unmapped-destination",
            "  note Tickets.swift:43:9 the NavigationStack searched is here; it maps no value types",
        ])
    }

    /// An environment action is followed only when every place that sets its key is read: `showAisle` is set again on
    /// a view inside the stack (which the calls below it would reach instead), `visitAisle`'s modifier is used on such a
    /// view too, and `AisleAction.callAsFunction` does not hand its aisle on (it pushes `.produce` whatever it is
    /// called with). Their closures' pushes stay where they are, reported at the `append` (the closure set with
    /// `.environment(\.showAisle) { aisle in … }` typed by the key's declared closure type).
    func testAnEnvironmentActionIsNotFollowedWhenSomeSetterOfItsKeyIsNotRead() {
        let source = """
        import SwiftUI

        enum Aisle: Hashable { case produce, bakery }

        struct AisleAction {
            let handler: (Aisle) -> Void
            func callAsFunction(_ aisle: Aisle) { handler(.produce) }
        }

        extension EnvironmentValues {
            @Entry var openAisle = AisleAction { _ in }
            @Entry var showAisle: (Aisle) -> Void = { _ in }
            @Entry var visitAisle: (Aisle) -> Void = { _ in }
        }

        extension View {
            func onVisitAisle(_ perform: @escaping (Aisle) -> Void) -> some View {
                environment(\\.visitAisle, perform)
            }
        }

        struct StoreView: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        AisleList()
                        AisleList()
                            .environment(\\.showAisle) { _ in }
                            .onVisitAisle { _ in }
                    }
                }
                .environment(\\.openAisle, AisleAction { aisle in path.append(aisle) })
                .environment(\\.showAisle) { aisle in path.append(aisle) }
                .onVisitAisle { path.append($0) }
            }
        }

        struct AisleList: View {
            @Environment(\\.openAisle) private var openAisle
            @Environment(\\.showAisle) private var showAisle
            @Environment(\\.visitAisle) private var visitAisle

            var body: some View {
                Button("Bakery") { openAisle(.bakery) }
                Button("Bakery") { showAisle(.bakery) }
                Button("Bakery") { visitAisle(.bakery) }
            }
        }
        """
        XCTAssertEqual(findings([("Store.swift", source)]).filter { !$0.hasPrefix("  note") }, [
            "Store.swift:34:70 unmapped-destination",
            "Store.swift:35:58 unmapped-destination",
            "Store.swift:36:37 unmapped-destination",
        ])
    }

    /// The walk records what `.environment(\.key, …)` sets: on which container, whether its value is read, the type of
    /// action it builds, the pushes of the closure's first parameter (not of a value built from it); a method of
    /// `extension View` that sets a key from its parameter is a relay; a program's modifier applied to a stack with a
    /// closure is recorded with that closure's pushes.
    func testTheWalkRecordsEnvironmentValuesSetAndTheirClosuresPushes() {
        let source = """
        import SwiftUI
        enum Aisle: Hashable { case produce }
        struct Lane: Hashable { let aisle: Aisle }
        extension View {
            func onAisle(_ perform: @escaping (Aisle) -> Void) -> some View { environment(\\.openAisle, AisleAction(handler: perform)) }
        }
        struct StoreView: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Store").environment(\\.openAisle, router.open)
                }
                .environment(\\.openAisle, AisleAction { aisle in path.append(Lane(aisle: aisle)); path.append(aisle) })
                .onAisle { path.append($0) }
            }
        }
        """
        let facts = FileIndexer.index(Parser.parse(SourceText(path: "Store.swift", text: source)), file: 0)
        XCTAssertEqual(facts.environmentActions.map {
            "\($0.kind) \($0.name) \($0.method) \($0.parameter) \($0.actionType?.description ?? "-") \($0.readsValue) "
                + "\($0.container.map { "\($0.line):\($0.column)" } ?? "-") \($0.parameterPushes.map { "\($0.push).\($0.value)" })"
        }, [
            "relay openAisle onAisle 0 AisleAction false - []",
            "key openAisle  -1 - false - []",
            "key openAisle  -1 AisleAction true 10:9 [\"1.0\"]",
            "modifier onAisle  -1 - false 10:9 [\"2.0\"]",
        ])
    }
}
