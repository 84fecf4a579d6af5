// The route graph draws a screen a user can reach as reachable, whatever form the app builds it in: a view-code
// method shadowing a type's name, `Self.Nested()`, a view declared once per platform, content handed to view code of
// the view itself, the program's own view named like SwiftUI's, a sheet naming a method as its content, and content
// a wrapper of the app's shows in a presentation (issue "Fidelity II").

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class GraphReachabilityTests: XCTestCase {
    static func graph(_ source: String) -> RouteGraph { GraphTests.graph(of: [("App.swift", source)]) }
    static func grey(_ g: RouteGraph) -> [String] { g.nodes.filter { !$0.reachable }.map(\.id) }
    static func edges(_ g: RouteGraph, _ kind: RouteGraph.EdgeKind? = nil) -> [String] { GraphTests.edges(g, kind) }

    /// `Item(ev)` inside a view that declares `func Item(_:) -> some View` calls that method, even when another type of
    /// the program is named `Item` (a notification row's groups, as in damus).
    func testAViewCodeMethodOfTheViewWinsOverATypeOfTheSameName() {
        let g = Self.graph("""
        import SwiftUI
        @main struct NostrApp: App { var body: some Scene { WindowGroup { NotificationsView() } } }
        enum Attribute { enum Item: Equatable { case text(String) } }
        struct NotificationsView: View {
            var body: some View { NavigationStack { NotificationItemView(grouped: true) } }
        }
        struct NotificationItemView: View {
            let grouped: Bool
            func Item(_ grouped: Bool) -> some View {
                Group {
                    if grouped { EventGroupView() } else { Text("one") }
                }
            }
            var body: some View { Item(grouped) }
        }
        struct EventGroupView: View { var body: some View { ProfilePicturesView() } }
        struct ProfilePicturesView: View { var body: some View { Text("pictures") } }
        """)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g.drawn(showContains: true), .contains).filter { $0.hasPrefix("view:NotificationItemView") },
                       ["view:NotificationItemView -contains-> view:EventGroupView"])
    }

    /// `Self.ExpandedView(…)` in a view is the view type nested in it (a composer's expanded suggestions, as in
    /// IceCubesApp).
    func testSelfQualifiedNestedViewIsTheNestedType() {
        let g = Self.graph("""
        import SwiftUI
        @main struct SocialApp: App { var body: some Scene { WindowGroup { AutoCompleteView() } } }
        struct AutoCompleteView: View {
            @State private var expanded = false
            var body: some View {
                VStack {
                    if expanded { Self.ExpandedView() }
                }
            }
            struct ExpandedView: View {
                var body: some View { TabView { Text("Recent") } }
            }
        }
        """)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g, .holds), ["view:AutoCompleteView.ExpandedView -holds-> tabView:AutoCompleteView.ExpandedView.body#1"])
    }

    /// A view declared once for iOS and once for macOS (`#if os(iOS) struct UnifiedTabView … #elseif os(macOS) …`) is
    /// one view, each declaration on its platform: it is not ambiguous, and both bodies are where it is used (a video
    /// app's tab view, as in yattee).
    func testAViewDeclaredOncePerPlatformIsOneView() {
        let source = """
        import SwiftUI
        @main struct TubeApp: App { var body: some Scene { WindowGroup { ContentView() } } }
        struct ContentView: View { var body: some View { UnifiedTabView() } }
        #if os(iOS)
        struct UnifiedTabView: View {
            var body: some View { TabView { NavigationStack { HomeView() } } }
        }
        #elseif os(macOS)
        struct UnifiedTabView: View {
            var body: some View {
                NavigationSplitView { Text("Sidebar") } detail: { NavigationStack { HomeView() } }
            }
        }
        #endif
        struct HomeView: View { var body: some View { Text("Home") } }
        """
        let g = Self.graph(source)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g.drawn(showContains: true), .contains), ["view:ContentView -contains-> view:UnifiedTabView"])
        // Two declarations on one platform are still two types NavLint cannot tell apart.
        let twice = Self.graph(source.replacingOccurrences(of: "#elseif os(macOS)", with: "#endif\n#if os(iOS)"))
        XCTAssertEqual(Self.edges(twice.drawn(showContains: true), .contains), [])
    }

    /// Content handed to view code of the view itself (`channelSearchable { … }`, a method with a `@ViewBuilder`
    /// parameter that shows it) is shown where that method shows it (a channel page, as in yattee).
    func testContentHandedToAViewCodeMethodIsShownWhereTheMethodShowsIt() {
        let g = Self.graph("""
        import SwiftUI
        @main struct TubeApp: App { var body: some Scene { WindowGroup { ChannelView() } } }
        struct ChannelView: View {
            @State private var query = ""
            var body: some View {
                channelSearchable {
                    Group { playlists }
                }
            }
            @ViewBuilder
            private func channelSearchable(@ViewBuilder _ content: () -> some View) -> some View {
                content()
                    .searchable(text: $query)
            }
            private var playlists: some View {
                NavigationStack { ChannelPlaylistRow() }
            }
        }
        struct ChannelPlaylistRow: View { var body: some View { Text("Playlist") } }
        """)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g, .holds), ["view:ChannelView -holds-> stack:ChannelView.playlists#1"])
    }

    /// A view the program declares with the name of one of SwiftUI's (`struct TimelineView: View`) is the program's
    /// view where it is constructed (a social app's timeline, as in IceCubesApp); SwiftUI's `TimelineView` stays a
    /// framework view in a program that declares none.
    func testTheProgramsOwnViewWinsOverASwiftUIViewOfTheSameName() {
        let timeline = """
        struct TimelineView: View {
            var body: some View { List { TimelineTagHeaderView() } }
        }
        struct TimelineTagHeaderView: View { var body: some View { Text("#swift") } }
        """
        let app = """
        import SwiftUI
        @main struct SocialApp: App { var body: some Scene { WindowGroup { TimelineTab() } } }
        struct TimelineTab: View {
            var body: some View {
                NavigationStack { TimelineView(filter: .home) }
            }
        }
        """
        let g = Self.graph(app + "\n" + timeline)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g, .root), ["app:SocialApp -root-> view:TimelineTab", "stack:TimelineTab.body#1 -root-> view:TimelineView"])
        let framework = Self.graph(app)
        XCTAssertEqual(Self.edges(framework, .root), ["app:SocialApp -root-> view:TimelineTab", "stack:TimelineTab.body#1 -root-> inline:TimelineTab.body#2"])
    }

    /// `.sheet(isPresented: $sharing, content: makeShareSheet)` names a view-code method of the view as the sheet's
    /// content: the sheet leads to the screen it returns (a post's share-as-image sheet, as in IceCubesApp).
    func testASheetNamingAViewCodeMethodLeadsToItsScreen() {
        let g = Self.graph("""
        import SwiftUI
        @main struct SocialApp: App { var body: some Scene { WindowGroup { NavigationStack { StatusRowActionsView() } } } }
        struct StatusRowActionsView: View {
            @State private var sharing = false
            var body: some View {
                Button("Share") { sharing = true }
                    .sheet(isPresented: $sharing, content: makeShareSheet)
            }
            private func makeShareSheet() -> some View {
                let scale = 3.0
                return ShareAsImageView(scale: scale)
            }
        }
        struct ShareAsImageView: View {
            let scale: Double
            var body: some View { NavigationStack { Text("Preview") } }
        }
        """)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g, .sheet), ["view:StatusRowActionsView -sheet-> view:ShareAsImageView"])
    }

    /// Content handed to an app-written modifier that shows it in a full-screen cover (`.appFullScreenCover($showQR) {
    /// QRCodeView() }`, through a ViewModifier) is drawn as a cover from the view that applies it (a profile's QR code,
    /// as in damus).
    func testContentAWrapperShowsInACoverIsDrawnAsACover() {
        let g = Self.graph("""
        import SwiftUI
        @main struct NostrApp: App { var body: some Scene { WindowGroup { NavigationStack { ProfileView() } } } }
        struct ProfileView: View {
            @State private var showQR = false
            var body: some View {
                Button("QR") { showQR = true }
                    .appFullScreenCover($showQR) { QRCodeView() }
            }
        }
        extension View {
            func appFullScreenCover<Content: View>(_ isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                modifier(AppFullScreenCover(isPresented: isPresented, coverContent: content))
            }
        }
        struct AppFullScreenCover<CoverContent: View>: ViewModifier {
            @Binding var isPresented: Bool
            let coverContent: () -> CoverContent
            func body(content: Content) -> some View {
                content.fullScreenCover(isPresented: $isPresented) { coverContent() }
            }
        }
        struct QRCodeView: View {
            var body: some View { TabView { QRCameraView() } }
        }
        struct QRCameraView: View { var body: some View { Text("Scan") } }
        """)
        XCTAssertEqual(Self.grey(g), [])
        // The modifier's own cover (its content written in place, `{ coverContent() }`) was drawn before; the screen
        // handed to it is drawn now.
        XCTAssertEqual(Self.edges(g, .cover), ["view:ProfileView -cover-> inline:AppFullScreenCover.body#2", "view:ProfileView -cover-> view:QRCodeView"])
    }

    /// A `struct …: ToolbarContent` used in `.toolbar { EditorToolbarItems() }` shows its items in the toolbar of the view
    /// that applies it: the sheets its buttons open and the pushes they make start there, and the views in its menus
    /// are that view's (a post editor's drafts sheet and a profile's menu, as in IceCubesApp). The toolbar content is no
    /// screen of its own.
    func testToolbarContentIsShownInTheToolbarOfTheViewThatAppliesIt() {
        let g = Self.graph("""
        import SwiftUI

        @main struct SocialApp: App {
            var body: some Scene { WindowGroup { TabView { EditorTab(); AccountTab() } } }
        }
        enum RouterDestination: Hashable { case statusDetail(id: String) }
        @Observable final class RouterPath {
            var path: [RouterDestination] = []
        }
        struct EditorTab: View {
            @State private var router = RouterPath()
            var body: some View {
                NavigationStack(path: $router.path) {
                    editor
                        .navigationDestination(for: RouterDestination.self) { _ in Text("Status") }
                }
                .environment(router)
            }
            private var editor: some View {
                TextEditor(text: .constant(""))
                    .toolbar { EditorToolbarItems() }
            }
        }
        struct EditorToolbarItems: ToolbarContent {
            @State private var showDrafts = false
            @Environment(RouterPath.self) private var router
            var body: some ToolbarContent {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button { showDrafts = true } label: { Image(systemName: "pencil") }
                        .sheet(isPresented: $showDrafts) { DraftsListView() }
                }
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Last post") { router.path.append(.statusDetail(id: "1")) }
                }
            }
        }
        struct DraftsListView: View {
            var body: some View { NavigationStack { List { Text("Draft") } } }
        }
        struct AccountTab: View {
            var body: some View {
                NavigationStack {
                    Text("Profile").toolbar { AccountToolbar(isCurrentUser: true) }
                }
            }
        }
        struct AccountToolbar: ToolbarContent {
            let isCurrentUser: Bool
            var body: some ToolbarContent {
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    Menu {
                        if isCurrentUser { CurrentUserMenuItems() }
                    } label: { Image(systemName: "ellipsis") }
                }
            }
        }
        struct CurrentUserMenuItems: View {
            @State private var editing = false
            var body: some View {
                Button("Edit profile") { editing = true }
                    .sheet(isPresented: $editing) { EditAccountView() }
            }
        }
        struct EditAccountView: View { var body: some View { NavigationStack { Form { Text("Name") } } } }
        """)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g, .sheet), ["inline:EditorTab.body#2 -sheet-> view:DraftsListView",
                                               "view:CurrentUserMenuItems -sheet-> view:EditAccountView"])
        XCTAssertEqual(Self.edges(g, .push), ["inline:EditorTab.body#2 -push-> route:RouterDestination"])
        XCTAssertEqual(Self.edges(g, .root).filter { $0.hasPrefix("stack:") },
                       ["stack:AccountTab.body#1 -root-> view:CurrentUserMenuItems", "stack:DraftsListView.body#1 -root-> inline:DraftsListView.body#2",
                        "stack:EditAccountView.body#1 -root-> inline:EditAccountView.body#2", "stack:EditorTab.body#1 -root-> inline:EditorTab.body#2"])
        XCTAssertFalse(g.nodes.contains { $0.id.contains("ToolbarItems") || $0.id.contains("AccountToolbar") })
    }

    /// A method called through a value of a protocol type (`AnyView(tabManager.selectedTab.makeView(…))` with `var
    /// selectedTab: any AccountTabProtocol`) shows the view code of that method of each conforming type, as a switch over
    /// cases does: one of them is shown (a profile's tabs of posts and media, as in IceCubesApp).
    func testAMethodCalledThroughAProtocolComposesEachConformingTypesMethod() {
        let g = Self.graph("""
        import SwiftUI

        @main struct SocialApp: App {
            var body: some Scene { WindowGroup { ProfileTab() } }
        }
        enum RouterDestination: Hashable { case mediaGrid(accountID: String) }
        @Observable final class RouterPath {
            var path: [RouterDestination] = []
        }
        struct ProfileTab: View {
            @State private var router = RouterPath()
            var body: some View {
                NavigationStack(path: $router.path) {
                    AccountDetailView(router: router)
                        .navigationDestination(for: RouterDestination.self) { _ in Text("Media grid") }
                }
            }
        }
        protocol AccountTabProtocol: Identifiable, Hashable {
            associatedtype TabView: View
            var id: String { get }
            @ViewBuilder func makeView(router: RouterPath) -> TabView
        }
        struct StatusesTab {
            let id = "statuses"
            func makeView(router: RouterPath) -> some View { StatusesTabView() }
        }
        extension StatusesTab: AccountTabProtocol {}
        struct MediaTab {
            let id = "media"
            func makeView(router: RouterPath) -> some View { MediaTabView(router: router) }
        }
        extension MediaTab: AccountTabProtocol {}
        @Observable final class AccountTabManager {
            var selectedTab: any AccountTabProtocol = StatusesTab()
        }
        struct AccountDetailView: View {
            let router: RouterPath
            @State private var tabManager: AccountTabManager?
            var body: some View {
                List {
                    Text("Header")
                    if let tabManager {
                        AnyView(tabManager.selectedTab.makeView(router: router))
                    }
                }
            }
        }
        struct StatusesTabView: View {
            var body: some View { Text("Posts") }
        }
        struct MediaTabView: View {
            let router: RouterPath
            var body: some View {
                Button("Media grid") { router.path.append(.mediaGrid(accountID: "1")) }
            }
        }
        """)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g.drawn(showContains: true), .contains).filter { $0.hasPrefix("view:AccountDetailView") },
                       ["view:AccountDetailView -contains-> view:MediaTabView", "view:AccountDetailView -contains-> view:StatusesTabView"])
        XCTAssertEqual(Self.edges(g, .push), ["view:MediaTabView -push-> route:RouterDestination"])
        // A property of the view declared as the protocol (`let tab: any AccountTab`, `tab.makeView()`) is read the same way.
        let property = Self.graph("""
        import SwiftUI
        @main struct SocialApp: App { var body: some Scene { WindowGroup { NavigationStack { TabContent(tab: MediaTab()) } } } }
        protocol AccountTab { associatedtype V: View; @ViewBuilder func makeView() -> V }
        struct MediaTab: AccountTab { func makeView() -> some View { MediaTabView() } }
        struct PostsTab: AccountTab { func makeView() -> some View { PostsTabView() } }
        struct TabContent: View {
            let tab: any AccountTab
            var body: some View { tab.makeView() }
        }
        struct MediaTabView: View { var body: some View { Text("Media") } }
        struct PostsTabView: View { var body: some View { Text("Posts") } }
        """)
        XCTAssertEqual(Self.edges(property.drawn(showContains: true), .contains),
                       ["view:TabContent -contains-> view:MediaTabView", "view:TabContent -contains-> view:PostsTabView"])
    }

    /// `AnyView(x)` shows the view it erases where it is written: `AnyView(home)` of `private let home = ExpenseHome()` is
    /// the view its initializer builds (it was skipped, its stack taken as read in full without it).
    func testAnyViewShowsTheViewItErases() {
        let g = Self.graph("""
        import SwiftUI
        @main struct ExpenseApp: App { var body: some Scene { WindowGroup { ExpenseRoot() } } }
        struct ExpenseRoot: View {
            private let home = ExpenseHome()
            var body: some View { NavigationStack { AnyView(home) } }
        }
        struct ExpenseHome: View { var body: some View { Text("Expenses") } }
        """)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g, .root), ["app:ExpenseApp -root-> view:ExpenseRoot", "stack:ExpenseRoot.body#1 -root-> view:ExpenseHome"])
    }
    /// A local holding the view's own view code under modifiers (`let controls = controlsLayer(…).frame(…).clipped()`),
    /// shown later in the body, shows that code's screens (a video player's controls, as in yattee). A local under a
    /// presentation modifier stays unread: its sheet is not drawn from a local.
    func testALocalHoldingTheViewsOwnViewCodeShowsItsScreens() {
        let g = Self.graph("""
        import SwiftUI
        @main struct PlayerApp: App { var body: some Scene { WindowGroup { PlayerScreen() } } }
        struct PlayerScreen: View {
            @State private var showsInfo = false
            var body: some View {
                GeometryReader { geometry in layout(width: geometry.size.width) }
            }
            @ViewBuilder
            func layout(width: CGFloat) -> some View {
                let controls = controlsLayer(width: width, onToggle: { showsInfo.toggle() })
                    .frame(width: width)
                    .clipped()
                let badge = self.qualityBadge.geometryGroup()
                ZStack { controls; badge }
            }
            func controlsLayer(width: CGFloat, onToggle: @escaping () -> Void) -> some View {
                PlayerControls()
            }
            var qualityBadge: some View { QualityPicker() }
        }
        struct PlayerControls: View { var body: some View { NavigationStack { List { Text("Chapters") } } } }
        struct QualityPicker: View { var body: some View { NavigationStack { Text("Quality") } } }
        """)
        XCTAssertEqual(Self.grey(g), [])
        XCTAssertEqual(Self.edges(g.drawn(showContains: true), .contains).filter { $0.hasPrefix("view:PlayerScreen") },
                       ["view:PlayerScreen -contains-> view:PlayerControls", "view:PlayerScreen -contains-> view:QualityPicker"])
    }
    /// A cover the app wraps in a generic modifier of its own (`func appCover<Item>(_ item: Binding<Item?>, content:
    /// (Item) -> Content)`) hands its closure the item of the binding's type, and the screen that item's method returns
    /// (even after `return`) is drawn as that cover (a media viewer, as in damus). Without the item's type, the closure's
    /// parameter would be taken for the view the modifier is applied to.
    func testAnItemHandedToTheClosureOfTheAppsCoverShowsTheScreenItsMethodReturns() {
        let g = Self.graph("""
        import SwiftUI
        @main struct PhotosApp: App { var body: some Scene { WindowGroup { LibraryView() } } }
        enum FullScreenItem: Identifiable, Equatable {
            case viewer(photos: [URL], selected: Binding<Int>)
            var id: String { "viewer" }
            static func == (a: FullScreenItem, b: FullScreenItem) -> Bool { a.id == b.id }
            func view(zoomable: Bool) -> some View {
                switch self {
                case .viewer(let photos, let selected):
                    return PhotoViewer<AnyView>(photos: photos, selected: selected)
                }
            }
        }
        struct LibraryView: View {
            @State private var fullScreen: FullScreenItem?
            var body: some View {
                NavigationStack { Text("Library") }
                    .appCover($fullScreen, content: { item in
                        return item.view(zoomable: true)
                    })
            }
        }
        struct PhotoViewer<Overlay: View>: View {
            let photos: [URL]
            @Binding var selected: Int
            var body: some View { NavigationStack { Text("Photo") } }
        }
        extension View {
            func appCover<Content: View>(_ isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                fullScreenCover(isPresented: isPresented, content: content)
            }
            func appCover<Content: View, Item: Identifiable>(_ item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
                fullScreenCover(item: item, content: content)
            }
        }
        """)
        XCTAssertEqual(Self.grey(g), [])
        // Each overload's own cover (the content it is handed, written in place) is drawn too, as before.
        XCTAssertEqual(Self.edges(g, .cover), ["view:LibraryView -cover-> inline:View.appCover#2", "view:LibraryView -cover-> inline:View.appCover~2#2",
                                               "view:LibraryView -cover-> view:PhotoViewer"])
    }
}
