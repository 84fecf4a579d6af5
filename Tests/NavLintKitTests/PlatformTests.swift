// The platforms code exists on: `#if os(…)` clauses around facts, and the platforms a program's project names.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintKit

final class PlatformTests: XCTestCase {
    // MARK: - Conditions

    func testConditionsAboutPlatforms() {
        XCTAssertEqual(PlatformCondition.read("os(iOS)"), PlatformCondition(may: .iOS, must: .iOS))
        XCTAssertEqual(PlatformCondition.read(" os( macOS ) || os(tvOS) "), PlatformCondition(may: [.macOS, .tvOS], must: [.macOS, .tvOS]))
        XCTAssertEqual(PlatformCondition.read("!os(tvOS)"), PlatformCondition(may: [.iOS, .macOS, .watchOS, .visionOS], must: [.iOS, .macOS, .watchOS, .visionOS]))
        XCTAssertEqual(PlatformCondition.read("os(iOS) && DEBUG"), PlatformCondition(may: .iOS, must: []))
        XCTAssertEqual(PlatformCondition.read("(os(iOS) || os(xrOS)) && !targetEnvironment(macCatalyst)"), PlatformCondition(may: [.iOS, .visionOS], must: []))
        XCTAssertEqual(PlatformCondition.read("os(visionOS) // the headset"), PlatformCondition(may: .visionOS, must: .visionOS))
        // A platform SwiftUI does not run on: the clause exists on none of them.
        XCTAssertEqual(PlatformCondition.read("os(Linux)"), PlatformCondition(may: [], must: []))
        // Conditions about something else, or that cannot be read, may hold anywhere.
        for text in ["DEBUG", "canImport(UIKit)", "swift(>=5.9)", "compiler(>=6)", "!DEBUG", "os(iOS) ||", "((os(iOS)", "os(iOS) garbage"] {
            XCTAssertEqual(PlatformCondition.read(text).may, .all, text)
        }
    }

    func testClausesOfOneIfConfig() {
        var clauses = PlatformCondition.Clauses(outer: .all)
        XCTAssertEqual(clauses.next(.read("os(tvOS)")), .tvOS)
        XCTAssertEqual(clauses.next(.read("os(macOS)")), .macOS)
        XCTAssertEqual(clauses.next(.always), [.iOS, .watchOS, .visionOS])
        // `#if DEBUG … #else`: both clauses on every platform.
        var debug = PlatformCondition.Clauses(outer: .all)
        XCTAssertEqual(debug.next(.read("DEBUG")), .all)
        XCTAssertEqual(debug.next(.always), .all)
        // Nested in `#if os(iOS) || os(macOS)`: the intersection.
        var nested = PlatformCondition.Clauses(outer: [.iOS, .macOS])
        XCTAssertEqual(nested.next(.read("!os(macOS)")), .iOS)
        XCTAssertEqual(nested.next(.always), .macOS)
    }

    // MARK: - Facts

    /// Statement clauses, modifier clauses, members and declarations inside `#if`: each element gets the platforms of
    /// the clauses around it.
    func testElementsRecordThePlatformsOfTheirClauses() {
        let a = AnalysisHarness.analysis("""
            import SwiftUI
            #if os(iOS) || os(macOS)
            struct PlayerView: View {
                var body: some View {
                    #if os(macOS)
                    NavigationStack { Text("Mac") }
                    #else
                    NavigationStack { Text("Phone") }
                        #if DEBUG
                        .sheet(isPresented: .constant(false)) { Text("Debug") }
                        #endif
                    #endif
                }
                #if !os(macOS)
                var queue: some View { NavigationStack { Text("Queue") } }
                #endif
            }
            #endif
            """)
        var stacks: [String] = []
        for r in a.graph.regions {
            for c in r.containers { stacks.append("\(r.member) \(c.location.line) \(r.elements[Int(c.element)].platforms.description)") }
        }
        XCTAssertEqual(stacks, ["body 6 macOS", "body 8 iOS", "queue 15 iOS"])
        let sheet = a.graph.regions[0].elements.first { $0.kind == .presentation }
        XCTAssertEqual(sheet?.platforms, .iOS)
        XCTAssertEqual(a.graph.regions[0].elements[0].platforms, [.iOS, .macOS])
    }

    // MARK: - Relations

    /// A podcast app's settings: on tvOS the "add feed" screen is pushed from the settings stack, on iPhone and Mac
    /// it is shown in a sheet with a stack of its own. The stack is in the `#else` of its body: no platform has both.
    static let feedSettings: AnalysisHarness.Files = [
        ("SettingsView.swift", """
        import SwiftUI
        struct SettingsView: View {
            @State private var addsFeed = false
            var body: some View {
                NavigationStack {
                    List {
                        Button("Add feed") { addsFeed = true }
                    }
                    #if os(tvOS)
                    .navigationDestination(isPresented: $addsFeed) {
                        TVPanel { AddFeedView() }
                    }
                    #else
                    .sheet(isPresented: $addsFeed) {
                        AddFeedView()
                    }
                    #endif
                }
            }
        }
        struct TVPanel<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View { content.padding(80) }
        }
        """),
        ("AddFeedView.swift", """
        import SwiftUI
        struct AddFeedView: View {
            var body: some View {
                #if os(tvOS)
                form
                #else
                NavigationStack {
                    form.navigationTitle("Add Feed")
                }
                #endif
            }
            var form: some View { Form { TextField("URL", text: .constant("")) } }
        }
        """),
    ]

    func testAStackOnNoPlatformWhereTheViewIsPushedIsNotNested() {
        XCTAssertEqual(AnalysisHarness.lint(PlatformTests.feedSettings, rule: "nested-navigation-stack"), [])
    }

    /// The same view with its stack on every platform: pushed on tvOS, it is nested there.
    func testAStackOnAPlatformWhereTheViewIsPushedIsNested() {
        let files: AnalysisHarness.Files = [PlatformTests.feedSettings[0], ("AddFeedView.swift", """
            import SwiftUI
            struct AddFeedView: View {
                var body: some View {
                    NavigationStack {
                        Form { TextField("URL", text: .constant("")) }
                    }
                }
            }
            """)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "nested-navigation-stack", notes: true), [
            "AddFeedView.swift:4:9", "  note SettingsView.swift:5:9 the enclosing NavigationStack is here",
        ])
    }

    /// The platforms of a way in are those of every use on it: the view is composed into the stack on tvOS (through a
    /// view that is itself on every platform), and its stack is on the others.
    func testPlatformsAreIntersectedAlongTheUsesIntoAPage() {
        XCTAssertEqual(AnalysisHarness.lint([("Library.swift", """
            import SwiftUI
            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        #if os(tvOS)
                        ShelfRow()
                        #endif
                    }
                }
            }
            struct ShelfRow: View {
                var body: some View { EpisodeList() }
            }
            struct EpisodeList: View {
                var body: some View {
                    #if os(tvOS)
                    List { Text("Episode") }
                    #else
                    NavigationStack { List { Text("Episode") } }
                    #endif
                }
            }
            """)], rule: "nested-navigation-stack"), [])
    }

    /// A stack on iOS only, pushed by a destination on every platform: nested on iOS.
    func testAStackInAnIOSClausePushedOnEveryPlatformIsNested() {
        XCTAssertEqual(AnalysisHarness.lint([("Episodes.swift", """
            import SwiftUI
            struct Episode: Hashable { let title: String }
            struct EpisodesView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Pilot", value: Episode(title: "Pilot"))
                            .navigationDestination(for: Episode.self) { EpisodeView(episode: $0) }
                    }
                }
            }
            struct EpisodeView: View {
                let episode: Episode
                var body: some View {
                    #if os(iOS)
                    NavigationStack { Text(episode.title) }
                    #else
                    Text(episode.title)
                    #endif
                }
            }
            """)], rule: "nested-navigation-stack"), ["Episodes.swift:15:9"])
    }

    /// A view shown in a sheet on iPhone and Mac, pushed on tvOS: its tvOS destination and link are not outside
    /// navigation because of the sheet, which is not on tvOS; the same on iPhone, in the sheet, is.
    func testAPlaceOutsideNavigationHoldsOnlyOnItsPlatforms() {
        let files: AnalysisHarness.Files = [
            ("App.swift", """
            import SwiftUI
            @main
            struct FeedsApp: App {
                var body: some Scene { WindowGroup { SettingsView() } }
            }
            """),
            PlatformTests.feedSettings[0],
            ("AddFeedView.swift", """
            import SwiftUI
            struct AddFeedView: View {
                @State private var scans = false
                var body: some View {
                    #if os(tvOS)
                    Form {
                        NavigationLink("Help") { Text("Type the feed's address") }
                    }
                    .navigationDestination(isPresented: $scans) { Text("Scanner") }
                    #else
                    Form {
                        NavigationLink("Help") { Text("Paste the feed's address") }
                    }
                    .navigationDestination(isPresented: $scans) { Text("Scanner") }
                    #endif
                }
            }
            """),
        ]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "link-outside-navigation"), ["AddFeedView.swift:12:13"])
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "destination-outside-stack"), ["AddFeedView.swift:14:10"])
    }

    /// A registration that exists only on tvOS maps nothing for a link that exists only elsewhere.
    func testARegistrationOnOtherPlatformsDoesNotMapALink() {
        let files: AnalysisHarness.Files = [("Browse.swift", """
            import SwiftUI
            struct Show: Hashable { let name: String }
            struct BrowseView: View {
                var body: some View {
                    NavigationStack {
                        #if os(tvOS)
                        ShowGrid()
                            .navigationDestination(for: Show.self) { Text($0.name) }
                        #else
                        NavigationLink("Tonight", value: Show(name: "Tonight"))
                        #endif
                    }
                }
            }
            struct ShowGrid: View {
                var body: some View { NavigationLink("Late", value: Show(name: "Late")) }
            }
            """)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination"), ["Browse.swift:10:46"])
    }

    // MARK: - A program's platforms

    func testPlatformsAnXcodeProjectNames() {
        func read(_ text: String) -> Platforms { ProjectPlatforms.xcodeProject(Array(text.utf8)) }
        XCTAssertEqual(read("buildSettings = {\n\t\t\t\tSDKROOT = macosx;\n\t\t\t};\n"), .macOS)
        XCTAssertEqual(read("SDKROOT = auto;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\";\n"), [.iOS, .visionOS])
        XCTAssertEqual(read("SDKROOT = appletvos;\nSDKROOT = iphoneos;\nSDKROOT = watchos;\n"), [.tvOS, .iOS, .watchOS])
        XCTAssertEqual(read("ADDITIONAL_SDKROOT = iphoneos;\nSDKROOT = macosx;\n"), .macOS)
        XCTAssertEqual(read("SDKROOT = auto;\n"), [])
    }

    func testPlatformsAPackageNames() {
        func read(_ text: String) -> Platforms { ProjectPlatforms.package(Array(text.utf8)) }
        XCTAssertEqual(read("let package = Package(name: \"Clip\", platforms: [.macOS(.v14)], targets: [])"), .macOS)
        XCTAssertEqual(read("let package = Package(name: \"Clip\", platforms: [.macOS(\"14.0\"), .iOS(.v17)])"), [])
        XCTAssertEqual(read("let package = Package(name: \"Clip\", targets: [.executableTarget(name: \"Clip\")])"), [])
    }

    /// A folder laid out as an app: the files, and its project file when given.
    private func app(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-platforms-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = dir + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    private static let converter = """
        import SwiftUI
        @main
        struct ConverterApp: App {
            var body: some Scene { WindowGroup { ConvertView() } }
        }
        struct ConvertView: View {
            var body: some View {
                NavigationStack {
                    Text("Drop a video")
                }
                .toolbar { Button("Open") { } }
                .navigationDestination(isPresented: .constant(false)) { Text("Done") }
            }
        }
        """

    private func misplaced(_ dir: String) -> [String] {
        var configuration = LintConfiguration()
        configuration.only = ["misplaced-navigation-modifier"]
        let result = Linter.run(paths: [dir], jobs: 1, configuration: configuration)
        return result.diagnostics.map { "\($0.location.line):\($0.location.column)" }
    }

    /// A Mac app (its project builds for macOS alone): the window takes the stack's toolbar; a destination on the
    /// stack still maps nothing.
    func testAMacAppsToolbarOnTheStackIsNotMisplaced() throws {
        let mac = try app(["Converter.xcodeproj/project.pbxproj": "buildSettings = {\n\tSDKROOT = macosx;\n};\n",
                           "Converter/ConverterApp.swift": PlatformTests.converter])
        XCTAssertEqual(misplaced(mac), ["12:10"])
        let phone = try app(["Converter.xcodeproj/project.pbxproj": "SDKROOT = iphoneos;\nSDKROOT = macosx;\n",
                             "Converter/ConverterApp.swift": PlatformTests.converter])
        XCTAssertEqual(misplaced(phone), ["11:10", "12:10"])
        let package = try app(["Package.swift": "let package = Package(name: \"Converter\", platforms: [.macOS(.v14)])",
                               "Sources/Converter/ConverterApp.swift": PlatformTests.converter])
        XCTAssertEqual(misplaced(package), ["12:10"])
        let unknown = try app(["Converter/ConverterApp.swift": PlatformTests.converter])
        XCTAssertEqual(misplaced(unknown), ["11:10", "12:10"])
    }

    /// Code that `#if os(macOS)` keeps to the Mac is judged as the Mac's, whatever the project says.
    func testAToolbarOnAStackInMacOnlyCodeIsNotMisplaced() {
        XCTAssertEqual(AnalysisHarness.lint([("Preferences.swift", """
            import SwiftUI
            #if os(macOS)
            struct PreferencesWindow: View {
                var body: some View {
                    NavigationStack { Form { Toggle("Launch at login", isOn: .constant(true)) } }
                        .toolbar { Button("Reset") { } }
                        .navigationTitle("Preferences")
                }
            }
            #endif
            struct AboutView: View {
                var body: some View {
                    NavigationStack { Text("Version 2") }
                        .navigationTitle("About")
                }
            }
            """)], rule: "misplaced-navigation-modifier"), ["Preferences.swift:14:14"])
    }
}
