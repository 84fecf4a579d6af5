// Stacks NavLint reads in full (docs/model.md#incomplete): view code of real apps that it used to leave unread, and
// the forms that stay unread because the text truly leaves them open.

import XCTest
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintKit

final class ReadInFullTests: XCTestCase {
    /// "line read-in-full" for each context, and the place the first incomplete one could not follow.
    private func contexts(_ text: String) -> [String] {
        AnalysisHarness.analysis(text).contexts.map { c in
            c.unread.map { "\(c.location.line) unread at \($0.location.line):\($0.location.column)" } ?? "\(c.location.line) full"
        }
    }

    /// A closure a view builder cannot have written is code even where a closure of view content is expected: a
    /// gesture's `onEnded` action with a `guard`, an app modifier's callback assigning a value. Only what such a
    /// closure returns is a view: the card returned is composed, and its link, which no destination maps, is reported.
    func testClosureWithStatementsNoViewBuilderHoldsIsCode() {
        let text = """
            import SwiftUI
            enum Route: Hashable { case profile }
            final class Account { func unfollow(_ key: String) {}; var following = false }
            struct ProfileCard: View {
                var body: some View { NavigationLink("Profile", value: Route.profile) }
            }
            struct FollowButton: View {
                @Environment(\\.account) private var account
                let key: String
                @State private var busy = false
                var body: some View {
                    NavigationStack {
                        Text("Follow")
                            .highPriorityGesture(TapGesture().onEnded {
                                guard !busy else { return }
                                withAnimation { busy = true }
                                account.unfollow(key)
                            })
                            .onSwipe { direction in
                                busy = false
                                account.unfollow(key)
                            }
                            .background {
                                account.following = true
                                return ProfileCard()
                            }
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["12 full"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text)], rule: "unmapped-destination"), ["Example.swift:5:60"])
    }

    /// A local holding a SwiftUI view with modifiers that hold no navigation (`let label = Label(…).lineLimit(1)`)
    /// shows that view; a closure parameter called in view code (`title($0)` of `title: (T) -> Text`) shows the
    /// closure's declared result. Both stacks are read in full, and the link beside each is reported (nothing maps
    /// its type). A local whose modifiers may present (`.sheet`) stays a view NavLint cannot follow.
    func testLocalViewWithModifiersAndClosureParameterResultAreRead() {
        let text = """
            import SwiftUI
            enum Route: Hashable { case results, filters }
            struct SearchScreen: View {
                @State private var selected = false
                var body: some View {
                    NavigationStack {
                        searchButton
                        NavigationLink("Results", value: Route.results)
                    }
                }
                @ViewBuilder private var searchButton: some View {
                    let label = Label("Search", systemImage: "magnifyingglass")
                        .fontWeight(selected ? .bold : .regular)
                        .lineLimit(1)
                    Button(action: { selected.toggle() }) { label }
                }
            }
            struct Captioned<T>: View {
                let value: T
                let title: (T) -> Text
                var body: some View {
                    NavigationStack {
                        title(value)
                        NavigationLink("Filters", value: Route.filters)
                    }
                }
            }
            struct SheetScreen: View {
                @State private var shown = false
                var body: some View {
                    NavigationStack {
                        let panel = Text("Panel").sheet(isPresented: $shown) { Text("More") }
                        panel
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["6 full", "22 full", "31 unread at 33:13"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text)], rule: "unmapped-destination"),
                       ["Example.swift:8:46", "Example.swift:24:46"])
    }

    /// A trailing closure handed to a view of the program that declares it as an action (`(Lesson) -> Void`) is
    /// code the view calls, not content it shows: the stack is read in full, and the pushed lesson's type is read
    /// from the closure's declared parameter (and found mapped). A view that takes content as well as an action shows
    /// its trailing closure: the link in it stays where the view is, and is reported (its type is mapped nowhere).
    func testTrailingClosureAViewDeclaresAsAnActionIsNotContent() {
        let text = """
            import SwiftUI
            struct Lesson: Hashable { let title: String }
            struct Course: Hashable { let name: String }
            struct LessonBanner: View {
                let lesson: Lesson
                let start: (Lesson) -> Void
                var body: some View { Button(lesson.title) { start(lesson) } }
            }
            struct Tile<Content: View>: View {
                var onOpen: () -> Void
                @ViewBuilder var content: () -> Content
                var body: some View { Button(action: onOpen) { content() } }
            }
            struct CourseView: View {
                @State private var path = NavigationPath()
                let lesson: Lesson
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            LessonBanner(lesson: lesson) { next in
                                path.append(next)
                            }
                            Tile(onOpen: {}) {
                                NavigationLink("Course", value: Course(name: "Swift"))
                            }
                        }
                        .navigationDestination(for: Lesson.self) { Text($0.title) }
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["18 full"])
        XCTAssertEqual(AnalysisHarness.pushes([("Example.swift", text)]), ["21:33 Lesson"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text)], rule: "unmapped-destination"), ["Example.swift:24:53"])
    }

    /// In view code, `map` on a value that may be an optional shows the view its closure builds
    /// (`.overlay(model.current().map { BannerView(text: $0) })`): the banner's own stack is nested in the feed's. The
    /// `map` of a collection method's result (`posters.prefix(8).map { $0 }`, handed to a row) is a value's.
    func testOptionalMapInViewCodeShowsItsViewAndACollectionMapIsAValue() {
        let text = """
            import SwiftUI
            final class FeedModel: ObservableObject { func current() -> String? { nil } }
            struct Poster: Hashable { let path: String }
            struct PostersRow: View { let posters: [Poster]; var body: some View { Text("\\(posters.count)") } }
            struct Feed: View {
                @StateObject var model = FeedModel()
                let posters: [Poster]
                var body: some View {
                    NavigationStack {
                        PostersRow(posters: posters.prefix(8).map { $0 })
                            .overlay(model.current().map { BannerView(text: $0) })
                    }
                }
            }
            struct BannerView: View {
                let text: String
                var body: some View { NavigationStack { Text(text) } }
            }
            """
        XCTAssertEqual(contexts(text), ["9 full", "17 full"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text)], rule: "nested-navigation-stack"), ["Example.swift:17:27"])
    }

    /// A closure a view builder can hold (an expression, `let`, `if`) stays view content: a call NavLint cannot place in
    /// it leaves the stack unread, as before.
    func testViewBuilderClosureWithUnknownCallStaysUnread() {
        let text = """
            import SwiftUI
            struct FollowButton: View {
                @Environment(\\.account) private var account
                var body: some View {
                    NavigationStack {
                        Text("Follow")
                            .cardOverlay {
                                let key = "k"
                                if key.isEmpty { account.unfollow(key) }
                            }
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["5 unread at 9:38"])
    }

    /// What is handed to `Text` or `Image` is a value, never a view: a closure in it (`compactMap { $0 }`) is code. So is
    /// a method of a literal (`[a, b].compactMap { $0 }` handed to an app view).
    func testClosuresInValuesHandedToViewsAreCode() {
        let text = """
            import SwiftUI
            struct Tags: View {
                let tags: [String]
                var body: some View { Text(tags.joined()) }
            }
            struct RelayRow: View {
                let read: Bool
                let write: Bool
                var body: some View {
                    NavigationStack {
                        Text([read ? "read" : nil, write ? "write" : nil].compactMap { $0 }.joined(separator: ", "))
                        Image(systemName: [read ? "book" : nil].compactMap { $0 }.first ?? "pencil")
                        Tags(tags: ["dm", write ? "write" : nil].compactMap { $0 })
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["10 full"])
    }

    /// A type whose name starts with an underscore (`_GIFImage`, a UIViewRepresentable the app declares) is a type:
    /// constructing it shows that view, which holds no navigation, not a call of a function NavLint cannot follow.
    func testUnderscoredTypeIsAView() {
        let text = """
            import SwiftUI
            import UIKit
            struct GIFImage: View {
                let data: Data
                var body: some View {
                    NavigationStack {
                        _GIFImage(data: data)
                            .contentShape(Rectangle())
                    }
                }
            }
            private struct _GIFImage: UIViewRepresentable {
                let data: Data
                func makeUIView(context: Context) -> UIImageView { UIImageView() }
                func updateUIView(_ view: UIImageView, context: Context) {}
            }
            """
        XCTAssertEqual(contexts(text), ["6 full"])
        // A function called so still is one NavLint cannot follow.
        XCTAssertEqual(contexts(text.replacingOccurrences(of: "_GIFImage(data: data)", with: "_gifImage(data)")), ["6 unread at 7:13"])
    }

    /// A type of the program that is no view (a swipe action built in the app's own result builder) shows nothing of
    /// the closures it is handed: they are callbacks, and a call of the closure's parameter in one is not a view. The
    /// same closure handed to a View of the program that shows it stays content, and leaves the stack unread.
    func testClosureHandedToAProgramTypeThatIsNoViewIsNotContent() {
        func text(_ declaration: String) -> String {
            """
            import SwiftUI
            \(declaration)
            struct ChannelsView: View {
                let channels: [String]
                var body: some View {
                    NavigationStack {
                        List(channels, id: \\.self) { channel in
                            Text(channel)
                                .swipeActions {
                                    SwipeAction(symbolImage: "bell", tint: .white) { reset in
                                        toggle(channel)
                                        reset()
                                    }
                                }
                        }
                    }
                }
                func toggle(_ channel: String) {}
            }
            """
        }
        let action = """
            struct SwipeAction: Identifiable {
                var id = UUID().uuidString
                var symbolImage: String
                var tint: Color
                var action: (_ reset: @escaping () -> Void) -> Void
            }
            """
        XCTAssertEqual(contexts(text(action)), ["11 full"])
        let view = """
            struct SwipeAction<Content: View>: View {
                var symbolImage: String
                var tint: Color
                @ViewBuilder var content: (_ reset: @escaping () -> Void) -> Content
                var body: some View { content {} }
            }
            """
        XCTAssertEqual(contexts(text(view)), ["11 unread at 17:29"])
    }

    /// A type of the program whose name starts in lowercase (`iCloudSettingsView`) is a type all the same: its body is
    /// composed, and the link in it is seen from the stack.
    func testProgramTypeWithLowercaseNameIsComposed() {
        let text = """
            import SwiftUI
            enum Route: Hashable { case account }
            struct iCloudSettingsView: View {
                var body: some View { NavigationLink("Account", value: Route.account) }
            }
            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        iCloudSettingsView()
                            .padding()
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["8 full"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text)], rule: "unmapped-destination"), ["Example.swift:4:60"])
    }

    /// A property of a value read from the environment by key path (`theme.listBackground` of `@Environment(\\.theme)`)
    /// has the type the program's `extension EnvironmentValues` gives the key, and its property's type decides: a
    /// color shows no navigation, a View of the program is composed (its link is seen), an `AnyView` stays unread.
    func testPropertyOfAnEnvironmentValueShowsItsType() {
        func text(_ shown: String) -> String {
            """
            import SwiftUI
            enum Route: Hashable { case badge }
            struct Badge: View {
                var body: some View { NavigationLink("Badge", value: Route.badge) }
            }
            struct Theme {
                var accent = Color("accent")
                var listBackground: Color = .gray
                var badge = Badge()
                var custom: AnyView = AnyView(EmptyView())
            }
            extension EnvironmentValues {
                var theme: Theme {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
            }
            struct SearchBox: View {
                @Environment(\\.theme) private var theme
                var body: some View {
                    NavigationStack {
                        Text("Search")
                            .background {
                                \(shown)
                            }
                    }
                }
            }
            """
        }
        XCTAssertEqual(contexts(text("theme.listBackground.opacity(0.5)")), ["21 full"])
        XCTAssertEqual(contexts(text("theme.accent")), ["21 full"])
        XCTAssertEqual(contexts(text("theme.badge")), ["21 full"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text("theme.badge"))], rule: "unmapped-destination"), ["Example.swift:4:58"])
        XCTAssertEqual(contexts(text("theme.custom")), ["21 unread at 24:21"])
        // A key the program's EnvironmentValues does not declare stays unread.
        XCTAssertEqual(contexts(text("theme.accent").replacingOccurrences(of: "\\.theme)", with: "\\.palette)")), ["21 unread at 24:21"])
    }

    /// A view statement `optional.map { value in … }` shows the closure's view when there is a value: the row it
    /// builds is composed. The closure of a collection's method in a value handed to a view (`posters.prefix(8).map
    /// { $0 }`) is code.
    func testOptionalMapShowsItsClosureView() {
        let text = """
            import SwiftUI
            enum Route: Hashable { case island }
            struct Island { let name: String }
            struct IslandRow: View {
                let island: Island
                var body: some View { NavigationLink(island.name, value: Route.island) }
            }
            struct Posters: View {
                let posters: [String]
                var body: some View { Text(posters.joined()) }
            }
            struct IslandSection: View {
                let island: Island?
                let posters: [String]?
                var body: some View {
                    NavigationStack {
                        island.map { island in
                            IslandRow(island: island)
                        }
                        Posters(posters: posters!.prefix(8).map { $0 })
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["16 full"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text)], rule: "unmapped-destination"), ["Example.swift:6:62"])
    }

    /// A property of a list's element (`screen.destination` of `AppScreen.allCases`, `output.outputView`) is looked up
    /// on the element's type: view code of it is composed (the link in a screen's destination is seen), a member the
    /// type does not declare stays unread.
    func testMemberOfAnElementIsLookedUpOnItsType() {
        func text(_ shown: String) -> String {
            """
            import SwiftUI
            enum Route: Hashable { case bird }
            enum AppScreen: Hashable, CaseIterable, Identifiable {
                case backyards, birds
                var id: AppScreen { self }
                @ViewBuilder var destination: some View {
                    switch self {
                    case .backyards: Text("Backyards")
                    case .birds: NavigationLink("Robin", value: Route.bird)
                    }
                }
            }
            struct Output {
                let text: String
                var outputView: some View { Text(text) }
            }
            struct Sidebar: View {
                let outputs: [Output]
                var body: some View {
                    NavigationStack {
                        List(AppScreen.allCases) { screen in
                            screen.destination
                        }
                        List(outputs, id: \\.text) { output in
                            \(shown)
                        }
                    }
                }
            }
            """
        }
        XCTAssertEqual(contexts(text("output.outputView")), ["20 full"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text("output.outputView"))], rule: "unmapped-destination"), ["Example.swift:9:53"])
        XCTAssertEqual(contexts(text("output.missingView")), ["20 unread at 25:17"])
    }

    /// `$0` of a closure handed to a modifier the program declares (`.applying { $0.overlay(…) }`) is the parameter
    /// the modifier hands it, as a named one is: the modified view. A closure of its own inside has its own `$0`.
    func testShorthandParameterOfAnAppModifierIsTheModifiedView() {
        func text(_ closure: String) -> String {
            """
            import SwiftUI
            extension View {
                func applying<V: View>(@ViewBuilder _ transform: (Self) -> V) -> some View { transform(self) }
            }
            struct IconRow: View {
                let selected: Bool
                var body: some View {
                    NavigationStack {
                        Image(systemName: "app")
                            .applying {
                                \(closure)
                            }
                    }
                }
            }
            """
        }
        XCTAssertEqual(contexts(text("if selected { $0.overlay(Circle()) } else { $0 }")), ["8 full"])
        XCTAssertEqual(contexts(text("$0.background { $0 }")), ["8 unread at 11:37"])
    }

    /// A gesture, or the closure of `containerRelativeFrame` computing a length, holds no view: a call in it NavLint
    /// cannot place leaves nothing unread.
    func testGestureAndLengthClosuresHoldNoView() {
        let text = """
            import SwiftUI
            struct StatusView: View {
                @Environment(\\.store) private var store
                var body: some View {
                    NavigationStack {
                        Text("Status")
                            .containerRelativeFrame(.horizontal) { width, _ in store.width(width) }
                            .gesture(TapGesture().onEnded { store.send(.tapped) })
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["5 full"])
    }

    /// A method of a property typed by its initializer (`@StateObject private var model = HomeViewModel()`) is judged
    /// by what it returns: `model.reload()` in a package view's closure shows nothing. The completion of
    /// `fileImporter` is an action.
    func testMethodOfAPropertyTypedByItsInitializerAndFileImporterCompletion() {
        func text(_ call: String) -> String {
            """
            import SwiftUI
            final class HomeViewModel: ObservableObject {
                func reload() {}
            }
            struct HomeView: View {
                @StateObject private var model = HomeViewModel()
                @Environment(\\.store) private var store
                var body: some View {
                    NavigationStack {
                        PullToRefresh { _ in \(call) } content: { Text("Home") }
                            .fileImporter(isPresented: .constant(false), allowedContentTypes: [.image]) { result in store.process(result) }
                    }
                }
            }
            """
        }
        XCTAssertEqual(contexts(text("model.reload()")), ["9 full"])
        XCTAssertEqual(contexts(text("model.missing()")), ["9 unread at 10:34"])
    }

    /// A closure that awaits or throws (`try await client.get(…)`, as a next-page loader's) is async work, not a view
    /// builder's; the closure of `Path` draws; a local holding a value of a known type (`let background = c ?
    /// theme.accent : theme.listBackground`) shows that type; a function returning chart content shows no screen.
    func testAsyncClosuresDrawingClosuresAndTypedLocals() {
        let text = """
            import SwiftUI
            import Charts
            struct Theme { var accent = Color("accent"); var listBackground: Color = .gray }
            extension EnvironmentValues {
                var theme: Theme { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
            }
            final class Client { func next(offset: Int) async throws -> [String] { [] } }
            struct LinksView: View {
                @Environment(\\.theme) private var theme
                @Environment(\\.client) private var client
                @State private var links: [String] = []
                let highlighted: Bool
                var body: some View {
                    let background = highlighted ? theme.accent : theme.listBackground
                    NavigationStack {
                        NextPageView {
                            let page = try await client.next(offset: links.count)
                            links.append(contentsOf: page)
                        }
                        Path { path in
                            path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
                        }
                        background
                            .opacity(0.5)
                        Chart { marks() }
                    }
                }
                func marks() -> some ChartContent { BarMark(x: .value("x", 1), y: .value("y", 2)) }
            }
            """
        XCTAssertEqual(contexts(text), ["15 full"])
    }

    /// In a ViewModifier's body, only the content itself is the view the modifier is applied to. A route's view shown
    /// in the modifier's destination (`destination.view()`) is composed case by case: before, every view statement
    /// outside a container of the modifier was taken for its content, so the route's screens were not followed (and a
    /// stack in one went unseen). SwiftUI's animation modifiers hand the view itself to their closure
    /// (`.phaseAnimator(…) { view, phase in view.overlay { … } }`), and a top-level function's result with a modifier
    /// (`tint(for: level).frame(width: 8)`) is its result: both are read.
    func testAModifiersDestinationShowsTheRoutesViewsAndItsOwnContentIsTheSubject() {
        let text = """
            import SwiftUI
            enum Dest: Hashable {
                case video(Int), channel(String)
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .video(let id): VideoView(id: id)
                    case .channel(let name): ChannelView(name: name)
                    }
                }
            }
            private func tint(for level: Int) -> Color { level > 2 ? .red : .gray }
            struct Destinations: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .phaseAnimator([false, true]) { view, phase in
                            view.overlay { tint(for: 3).frame(width: 8).opacity(phase ? 1 : 0) }
                        }
                        .navigationDestination(for: Dest.self) { destination in
                            destination.view()
                        }
                }
            }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Latest", value: Dest.video(1))
                            .modifier(Destinations())
                    }
                }
            }
            struct VideoView: View {
                let id: Int
                var body: some View { NavigationStack { Text("\\(id)") } }
            }
            struct ChannelView: View { let name: String; var body: some View { Text(name) } }
            """
        XCTAssertEqual(contexts(text), ["25 full", "33 full"])
        var configuration = LintConfiguration()
        configuration.only = ["nested-navigation-stack"]
        let found = Linter.lint([SourceText(path: "App.swift", text: text)], configuration: configuration)
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }, ["33:27 nested-navigation-stack"])
    }
    /// An extension may name the type it extends with its module (`extension Models.Notification.Kind`, in another
    /// package of the app): its methods are that type's, so a menu's icon they return is read (a notifications filter
    /// menu in every tab's toolbar, as in IceCubesApp), and so is a type written the same way.
    func testAnExtensionQualifiedByItsModuleExtendsTheProgramsType() {
        let files: AnalysisHarness.Files = [("Notification.swift", """
            public struct Notification: Identifiable {
                public enum Kind: String, CaseIterable { case mention, follow }
                public let id: String
            }
            """), ("Kind+Icon.swift", """
            import Models
            import SwiftUI
            extension Models.Notification.Kind {
                func icon(isPrivate: Bool) -> Image { Image(systemName: isPrivate ? "lock" : "bell") }
                var route: Models.Notification.Kind { self }
            }
            """), ("NotificationsTab.swift", """
            import SwiftUI
            struct NotificationsTab: View {
                var body: some View {
                    NavigationStack {
                        List { Text("All") }
                            .toolbar {
                                ForEach(Notification.Kind.allCases, id: \\.self) { kind in
                                    Button { } label: { Label { Text(kind.rawValue) } icon: { kind.icon(isPrivate: false) } }
                                    NavigationLink("Only", value: kind.route)
                                }
                            }
                    }
                }
            }
            """)]
        XCTAssertEqual(AnalysisHarness.analysis(files).contexts.map { $0.unread == nil }, [true])
        XCTAssertEqual(AnalysisHarness.linkTypes(files), ["NotificationsTab.swift:9:55 Notification.Kind"])
    }
    /// What a package's view (not in the scanned code) hands the closure given to it, when it was handed no value of the
    /// program, is the package's own value (`LazyImage(request: r) { state in state.image }`, an image loader's): it
    /// holds no navigation of the program, so the stack is read in full. A package view handed the program's values
    /// may hand them back: what it shows then stays unread.
    func testAPackagesViewHandsItsClosureItsOwnValues() {
        XCTAssertEqual(contexts("""
            import SwiftUI
            import NukeUI
            struct ArticleCard: View {
                let thumbnail: URL?
                var body: some View {
                    NavigationStack {
                        LazyImage(request: ImageRequest(url: thumbnail), transaction: .init(animation: .easeIn)) { state in
                            if let image = state.image {
                                image.transition(.opacity)
                            } else {
                                state.placeholder
                            }
                        }
                    }
                }
            }
            """), ["6 full"])
        XCTAssertEqual(contexts("""
            import SwiftUI
            import PackageLists
            struct Article: Identifiable { let id: Int; var row: some View { Text("row") } }
            struct Articles: View {
                let articles: [Article]
                var body: some View {
                    NavigationStack {
                        ReorderableList(items: articles) { article in
                            article.row
                        }
                    }
                }
            }
            """), ["7 unread at 9:17"])
    }

    /// A package's modifier (one the program declares no method of) handed values none of which is the program's (a key
    /// path, a number, an option) hands its closure a value of the package's own: `.markdownBlockStyle(\.table) {
    /// configuration in configuration.label.hScroll() }` holds no navigation of the program, and the stack is read in
    /// full. Handed a value of the program, or nothing at all, it may hand the program's value back: what it shows stays
    /// unread; so does the closure of a modifier the program declares, whose parameter's type is read from it.
    func testAPackagesModifierHandsItsClosureItsOwnValues() {
        XCTAssertEqual(contexts("""
            import SwiftUI
            import MarkdownUI
            extension View { func hScroll(maxWidth: CGFloat) -> some View { ScrollView(.horizontal) { self } } }
            struct Article: View {
                let text: String
                var body: some View {
                    NavigationStack {
                        Markdown(text)
                            .markdownBlockStyle(\\.table) { configuration in
                                configuration.label.hScroll(maxWidth: 320)
                            }
                            .markdownMargin(top: 4) { spacing in spacing.body }
                    }
                }
            }
            """), ["7 full"])
        XCTAssertEqual(contexts("""
            import SwiftUI
            import PackageRouting
            struct Route: Hashable { var view: some View { Text("route") } }
            struct Home: View {
                let route: Route
                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .routeDestination(route) { r in r.view }
                            .routeDestinations { r in r.view }
                    }
                }
            }
            """), ["7 unread at 9:49"])
    }

    /// The closures of `anchorPreference`, `transformAnchorPreference`, `transformPreference` and `transformEnvironment`
    /// make values (`{ $0 }` is the anchor), not views: the stack is read in full.
    func testPreferenceTransformsAreCode() {
        XCTAssertEqual(contexts("""
            import SwiftUI
            struct BoundsKey: PreferenceKey {
                static var defaultValue: Anchor<CGRect>? = nil
                static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() }
            }
            struct SendForm: View {
                var body: some View {
                    NavigationStack {
                        Text("Amount")
                            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                            .transformPreference(BoundsKey.self) { $0 = nil }
                            .transformEnvironment(\\.font) { $0 = .body }
                    }
                }
            }
            """), ["8 full"])
    }
}
