// A view's own Booleans that its constructions fix (`PostRow(isDetail: false)`) decide which `if` branches of its view
// code a stack shows (docs/model.md#flags); a view drawn under `.disabled(true)` navigates nowhere.

import XCTest
@testable import NavLintKit

final class ConstructionFlagTests: XCTestCase {
    /// A social app's post: the footer with the counters' links is shown only in the post's detail screen, which is
    /// pushed in the timeline's stack (where `PostRoute` is mapped); the composer's sheet shows the post as a row.
    static func post(composerBuilds composer: String) -> AnalysisHarness.Files {
        [
            ("Timeline.swift", """
            import SwiftUI
            enum PostRoute: Hashable { case likes(String), reposts(String) }
            struct Post: Hashable, Identifiable { let id: String }
            struct TimelineView: View {
                let posts: [Post]
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        List(posts) { post in
                            NavigationLink(value: post) { PostRow(post: post) }
                        }
                        .navigationDestination(for: Post.self) { post in PostDetail(post: post) }
                        .navigationDestination(for: PostRoute.self) { route in Text("counters") }
                        .sheet(isPresented: $composing) {
                            NavigationStack { ComposerView(post: posts[0]) }
                        }
                    }
                }
            }
            struct PostDetail: View {
                let post: Post
                var body: some View { ScrollView { PostRow(post: post, isDetail: true) } }
            }
            """),
            ("PostRow.swift", """
            import SwiftUI
            struct PostRow: View {
                let post: Post
                var isDetail = false
                var body: some View {
                    VStack {
                        Text(post.id)
                        PostLayout(post: post, isDetail: isDetail)
                    }
                }
            }
            struct PostLayout: View {
                private let post: Post
                private let isDetail: Bool
                private let isEmbedded: Bool
                init(post: Post, isDetail: Bool = false, isEmbedded: Bool = false) {
                    self.post = post
                    self.isDetail = isDetail
                    self.isEmbedded = isEmbedded
                }
                var body: some View {
                    Text(post.id)
                    if isDetail && !isEmbedded {
                        DetailFooter(post: post)
                    }
                }
            }
            struct DetailFooter: View {
                let post: Post
                var body: some View {
                    HStack {
                        NavigationLink(value: PostRoute.likes(post.id)) { Text("likes") }
                        NavigationLink(value: PostRoute.reposts(post.id)) { Text("reposts") }
                    }
                }
            }
            """),
            ("Composer.swift", """
            import SwiftUI
            struct ComposerView: View {
                let post: Post
                @State private var text = ""
                var body: some View {
                    VStack {
                        TextField("Reply", text: $text)
                        \(composer)
                    }
                }
            }
            """),
        ]
    }

    /// Built with the default (`isDetail` false) in the composer's stack: the footer is not part of it.
    func testABranchTheConstructionRulesOutIsNotPartOfTheStack() {
        XCTAssertEqual(AnalysisHarness.lint(ConstructionFlagTests.post(composerBuilds: "PostRow(post: post)"), rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(ConstructionFlagTests.post(composerBuilds: "PostRow(post: post, isDetail: false)"),
                                            rule: "unmapped-destination"), [])
        // `isEmbedded: true` rules the branch out however `isDetail` is set.
        XCTAssertEqual(AnalysisHarness.lint(ConstructionFlagTests.post(composerBuilds: "PostLayout(post: post, isDetail: true, isEmbedded: true)"),
                                            rule: "unmapped-destination"), [])
    }

    /// Built with `isDetail: true` in the composer's stack, which maps no `PostRoute`: both links are unmapped there.
    func testABranchTheConstructionLetsInIsJudged() {
        let expected = ["PostRow.swift:32:35", "PostRow.swift:33:35"]
        XCTAssertEqual(AnalysisHarness.lint(ConstructionFlagTests.post(composerBuilds: "PostRow(post: post, isDetail: true)"),
                                            rule: "unmapped-destination"), expected)
        // A value NavLint does not fix may be either: the branch is part of the stack.
        XCTAssertEqual(AnalysisHarness.lint(ConstructionFlagTests.post(composerBuilds: "PostRow(post: post, isDetail: text.isEmpty)"),
                                            rule: "unmapped-destination"), expected)
        // `!isEmbedded` holds for a default `isEmbedded`.
        XCTAssertEqual(AnalysisHarness.lint(ConstructionFlagTests.post(composerBuilds: "PostLayout(post: post, isDetail: true)"),
                                            rule: "unmapped-destination"), expected)
    }

    /// The `else` of `if compact` is ruled out where `compact` is true; a `@State` Boolean changes, and rules nothing out.
    func testElseBranchesAndStateBooleans() {
        func files(_ row: String) -> AnalysisHarness.Files {
            [("Recipes.swift", """
            import SwiftUI
            struct Recipe: Hashable { let name: String }
            struct RecipeBook: View {
                let recipes: [Recipe]
                var body: some View {
                    NavigationStack {
                        ForEach(recipes, id: \\.name) { recipe in \(row) }
                    }
                }
            }
            struct RecipeRow: View {
                let recipe: Recipe
                let compact: Bool
                @State private var expanded = false
                var body: some View {
                    if compact {
                        Text(recipe.name)
                    } else {
                        RecipeLink(recipe: recipe)
                    }
                    if expanded {
                        MoreLink(recipe: recipe)
                    }
                }
            }
            struct RecipeLink: View {
                let recipe: Recipe
                var body: some View { NavigationLink(value: recipe) { Text(recipe.name) } }
            }
            struct MoreLink: View {
                let recipe: Recipe
                var body: some View { NavigationLink(value: recipe.name) { Text("more") } }
            }
            """)]
        }
        XCTAssertEqual(AnalysisHarness.lint(files("RecipeRow(recipe: recipe, compact: true)"), rule: "unmapped-destination"),
                       ["Recipes.swift:32:49"])
        XCTAssertEqual(AnalysisHarness.lint(files("RecipeRow(recipe: recipe, compact: false)"), rule: "unmapped-destination"),
                       ["Recipes.swift:28:49", "Recipes.swift:32:49"])
    }

    /// The links of a view drawn under `.disabled(true)` (a preview of a post in its composer) cannot be tapped; under a
    /// condition, they can.
    func testAViewDrawnDisabledNavigatesNowhere() {
        XCTAssertEqual(AnalysisHarness.lint(ConstructionFlagTests.post(composerBuilds: "PostRow(post: post, isDetail: true).padding(8).disabled(true)"),
                                            rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(ConstructionFlagTests.post(composerBuilds: "PostRow(post: post, isDetail: true).disabled(text.isEmpty)"),
                                            rule: "unmapped-destination"), ["PostRow.swift:32:35", "PostRow.swift:33:35"])
    }

    /// A view reached two ways, once with the branch ruled out and once with it let in, shows it.
    func testAViewReachedWithTheBranchOnAndOffShowsIt() {
        let files = ConstructionFlagTests.post(composerBuilds: "PostRow(post: post)\n            PostRow(post: post, isDetail: !text.isEmpty)")
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), ["PostRow.swift:32:35", "PostRow.swift:33:35"])
    }

    /// Links and destinations written in the branch itself are left out too: a trip's stop row shows its link only when
    /// built `showsLink: true`, and the day screen registers the stop's destination only when built `isEditable: true`.
    func testLinksAndDestinationsWrittenInARuledOutBranch() {
        func files(_ row: String, _ day: String) -> AnalysisHarness.Files {
            [("Trip.swift", """
            import SwiftUI
            struct Stop: Hashable { let name: String }
            struct Day: Hashable { let stops: [Stop] }
            struct TripView: View {
                let days: [Day]
                var body: some View {
                    NavigationStack {
                        ScrollView {
                            ForEach(days, id: \\.self) { day in \(day) }
                        }
                        .navigationDestination(for: Day.self) { day in DayView(day: day, isEditable: true) }
                    }
                }
            }
            struct DayView: View {
                let day: Day
                var isEditable = false
                var body: some View {
                    VStack {
                        ForEach(day.stops, id: \\.name) { stop in \(row) }
                    }
                    if isEditable {
                        Color.clear.navigationDestination(for: Stop.self) { stop in Text(stop.name) }
                    }
                }
            }
            struct StopRow: View {
                let stop: Stop
                var showsLink = true
                var body: some View {
                    if showsLink {
                        NavigationLink(value: stop) { Text(stop.name) }
                    } else {
                        Text(stop.name)
                    }
                }
            }
            """)]
        }
        // The stack's root shows each day with `isEditable` false (no `Stop` destination) and rows with links.
        XCTAssertEqual(AnalysisHarness.lint(files("StopRow(stop: stop)", "DayView(day: day)"), rule: "unmapped-destination"),
                       ["Trip.swift:32:35"])
        // Its rows without links: nothing to report; the pushed day registers `Stop` and its rows' links are mapped.
        XCTAssertEqual(AnalysisHarness.lint(files("StopRow(stop: stop, showsLink: false)", "DayView(day: day)"), rule: "unmapped-destination"), [])
        // Shown editable at the root as well: the root's rows are mapped.
        XCTAssertEqual(AnalysisHarness.lint(files("StopRow(stop: stop)", "DayView(day: day, isEditable: true)"), rule: "unmapped-destination"), [])
    }

    /// An enum flag compared with a case (`if style == .full`): a cell built `.compact` in the queue's stack, which maps no
    /// `Designer`, shows no designer link there.
    func testAnEnumFlagComparedWithACase() {
        func files(_ cell: String, _ test: String = "style == .full") -> AnalysisHarness.Files {
            [("Knitting.swift", """
            import SwiftUI
            struct Designer: Hashable { let name: String }
            struct Pattern: Hashable { let name: String; let designer: Designer }
            enum CellStyle { case full, compact }
            struct QueueView: View {
                let queue: [Pattern]
                var body: some View {
                    NavigationStack {
                        List(queue, id: \\.name) { pattern in \(cell) }
                    }
                }
            }
            struct PatternCell: View {
                let pattern: Pattern
                var style: CellStyle = .full
                var body: some View {
                    Text(pattern.name)
                    if \(test) {
                        DesignerLink(designer: pattern.designer)
                    }
                }
            }
            struct DesignerLink: View {
                let designer: Designer
                var body: some View { NavigationLink(value: designer) { Text(designer.name) } }
            }
            """)]
        }
        XCTAssertEqual(AnalysisHarness.lint(files("PatternCell(pattern: pattern, style: .compact)"), rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(files("PatternCell(pattern: pattern, style: CellStyle.compact)"), rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(files("PatternCell(pattern: pattern)"), rule: "unmapped-destination"), ["Knitting.swift:25:49"])
        XCTAssertEqual(AnalysisHarness.lint(files("PatternCell(pattern: pattern, style: .compact)", "style != .compact"), rule: "unmapped-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(files("PatternCell(pattern: pattern, style: .compact)", ".compact == style"), rule: "unmapped-destination"),
                       ["Knitting.swift:25:49"])
    }

    /// Up from a destination to the containers around it, a construction that rules the branch out is no way up: a
    /// sensor row shows its history strip (which registers a destination) only when built `showsHistory: true`, as the
    /// detail screen's eager stack does, not in the list's rows; and a feed wrapper shows its content in a `LazyVStack`
    /// only when built `isLazy: true`.
    func testAWayUpThroughAConstructionThatRulesTheBranchOutIsNone() {
        func files(_ listRow: String, _ feed: String) -> AnalysisHarness.Files {
            [("Air.swift", """
            import SwiftUI
            struct Sensor: Hashable, Identifiable { let id: String }
            struct Reading: Hashable { let value: Int }
            struct SensorsView: View {
                let sensors: [Sensor]
                var body: some View {
                    NavigationStack {
                        List(sensors) { sensor in \(listRow) }
                        \(feed) { SensorRow(sensor: sensors[0], showsHistory: true) }
                    }
                }
            }
            struct SensorRow: View {
                let sensor: Sensor
                var showsHistory = false
                var body: some View {
                    Text(sensor.id)
                    if showsHistory { HistoryStrip(sensor: sensor) }
                }
            }
            struct HistoryStrip: View {
                let sensor: Sensor
                var body: some View {
                    Text("history").navigationDestination(for: Reading.self) { r in Text("\\(r.value)") }
                }
            }
            struct CardFeed<Content: View>: View {
                var isLazy = false
                @ViewBuilder let content: () -> Content
                var body: some View {
                    ScrollView {
                        if isLazy { LazyVStack { content() } } else { VStack { content() } }
                    }
                }
            }
            """)]
        }
        XCTAssertEqual(AnalysisHarness.lint(files("SensorRow(sensor: sensor)", "CardFeed"), rule: "destination-in-lazy-container"), [])
        XCTAssertEqual(AnalysisHarness.lint(files("SensorRow(sensor: sensor, showsHistory: true)", "CardFeed"), rule: "destination-in-lazy-container"),
                       ["Air.swift:24:25"])
        XCTAssertEqual(AnalysisHarness.lint(files("SensorRow(sensor: sensor)", "CardFeed(isLazy: true)"), rule: "destination-in-lazy-container"),
                       ["Air.swift:24:25"])
    }
}
