// non-codable-path-element on apps of the kinds that save paths: SwiftData and Core Data models, NavigationBackport's
// NBNavigationPath, Codable declared in every way the language allows, and what `--explain` says when the source cannot
// tell (docs/navigation.md#s6).

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class NonCodablePathElementTests: XCTestCase {
    static let faultyApps = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/FaultyApps")

    /// Every finding of a fixture app, "File.swift:line:col rule", each followed by its notes, with the rules that judge
    /// path elements on.
    static func findings(_ app: String) -> [String] {
        var configuration = LintConfiguration()
        configuration.only = [NonCodablePathElement.id, ModelObjectInPath.id, UnmappedDestination.id]
        let dir = faultyApps.appendingPathComponent(app).path
        let result = Linter.run(paths: [dir], jobs: 1, configuration: configuration)
        XCTAssertTrue(result.scan.problems.isEmpty, "\(app): \(result.scan.problems)")
        return AnalysisHarness.findingLines(result, below: dir)
    }

    /// `navlint lint --explain -q FOLDER`, run in the process: its remarks.
    static func remarks(_ folder: String) -> [String] {
        let out = BufferSink(), err = BufferSink()
        _ = NavLintCommand(stdout: out, stderr: err).run(["lint", "--explain", "-q", folder])
        return out.text.split(separator: "\n").filter { $0.contains(": remark: ") }
            .map { String($0.dropFirst(folder.count + 1)) }
    }

    /// A SwiftData trip planner saves its path: a `@Model` trip pushed as it is, and a route enum with a trip inside,
    /// make `path.codable` nil. A model that declares Codable and codes itself (`Stop`, in an extension in another
    /// file), a route declared Codable and a Codable struct are silent.
    func testSwiftDataModelsAreNotCodableUnlessTheyDeclareIt() {
        XCTAssertEqual(Self.findings("SwiftDataTrips"), [
            "Views/TripsView.swift:12:50 model-object-in-path",
            "Views/TripsView.swift:12:50 non-codable-path-element",
            "  note TripRouter.swift:8:15 the path is saved here",
            "Views/TripsView.swift:14:54 model-object-in-path",
            "Views/TripsView.swift:16:58 non-codable-path-element",
            "  note TripRouter.swift:8:15 the path is saved here",
            "Views/TripsView.swift:20:52 non-codable-path-element",
            "  note TripRouter.swift:8:15 the path is saved here",
        ])
    }

    /// A Core Data journal: an `NSManagedObject` subclass is not Codable unless it declares it (`Mood` does); a class
    /// Xcode generates from the model (`Notebook`) is not in the sources, so it is not judged, and `--explain` says why.
    func testCoreDataManagedObjectsAreNotCodableUnlessTheyDeclareIt() {
        XCTAssertEqual(Self.findings("CoreDataJournal"), [
            "JournalView.swift:17:74 model-object-in-path",
            "JournalView.swift:17:74 non-codable-path-element",
            "  note JournalView.swift:46:18 the path is saved here",
            "JournalView.swift:22:58 model-object-in-path",
        ])
        let diagnostics = Linter.run(paths: [Self.faultyApps.appendingPathComponent("CoreDataJournal").path], jobs: 1).diagnostics
        XCTAssertEqual(diagnostics.filter { $0.ruleID == ModelObjectInPath.id }.map(\.message), [
            "\"Entry\" is a model object (a Core Data NSManagedObject), not a value. Put a lightweight value on the path instead, such as its identifier or a value-type route.",
            "\"Mood\" is a model object (a Core Data NSManagedObject), not a value. Put a lightweight value on the path instead, such as its identifier or a value-type route.",
        ])
        XCTAssertEqual(Self.remarks("Tests/Fixtures/FaultyApps/CoreDataJournal").filter { $0.hasSuffix("[codable-unknown]") }, [
            "JournalView.swift:27:59: remark: whether \"Notebook\" is Codable cannot be told: \"Notebook\" is declared outside the scanned files; this value on the saved NavigationPath 'path' is not checked [codable-unknown]",
        ])
    }

    /// NavigationBackport's `NBNavigationPath` is saved through the same `codable` property, nil in the same case: an
    /// iOS 15 reader pushing a `Highlight` that holds a `Color` loses its saved path.
    func testNBNavigationPathIsJudgedLikeNavigationPath() {
        XCTAssertEqual(Self.findings("BackportReader"), [
            "ReaderApp.swift:25:31 non-codable-path-element",
            "  note ReaderApp.swift:37:36 the path is saved here",
        ])
    }

    /// `path = NBNavigationPath(representation)` of an `NBNavigationPath.CodableRepresentation` restores the path, as
    /// `NavigationPath(_:)` does; an `NBNavigationPath` built from an array literal pushes its elements.
    func testNBNavigationPathRestoredFromItsRepresentationIsSaved() {
        let source = """
        import SwiftUI
        import NavigationBackport

        struct Photo: Hashable { let url: URL }
        enum Album: Hashable, Codable { case favorites, recents }

        struct GalleryView: View {
            @State private var path = NBNavigationPath()
            @AppStorage("galleryPath") private var data = Data()

            var body: some View {
                NBNavigationStack(path: $path) {
                    Button("Favorites") { path = NBNavigationPath([Album.favorites, Photo(url: URL(filePath: "/a.jpg"))]) }
                        .nbNavigationDestination(for: Album.self) { Text("\\($0)") }
                        .nbNavigationDestination(for: Photo.self) { Text($0.url.path()) }
                }
                .onAppear {
                    if let saved = try? JSONDecoder().decode(NBNavigationPath.CodableRepresentation.self, from: data) {
                        path = NBNavigationPath(saved)
                    }
                }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("GalleryView.swift", source)], rule: NonCodablePathElement.id, notes: true), [
            "GalleryView.swift:13:77",
            "  note GalleryView.swift:19:22 the path is saved here",
        ])
        // Without the import, `NBNavigationStack` is an app's own view: no stack, nothing judged.
        let withoutImport = source.replacingOccurrences(of: "import NavigationBackport\n", with: "")
        XCTAssertEqual(AnalysisHarness.lint([("GalleryView.swift", withoutImport)], rule: NonCodablePathElement.id), [])
    }

    /// FlowStacks' `FlowPath` is restored from a `FlowPath.CodableRepresentation` and saved through `codable`, as
    /// `NavigationPath` is: a hiking app's waypoint holding a `Color` breaks it; a `FlowPath` never saved is not judged;
    /// without the import, `FlowStack` is an app's own view.
    func testFlowPathIsJudgedLikeNavigationPath() {
        let source = """
        import SwiftUI
        import FlowStacks

        struct Trail: Hashable, Codable { let id: Int; let name: String }
        struct Waypoint: Hashable { let trailID: Int; let tint: Color }

        struct TrailsView: View {
            @State private var path = FlowPath()
            @SceneStorage("trailsPath") private var saved: Data?

            var body: some View {
                FlowStack($path, withNavigation: true) {
                    List {
                        Button("Ridge") { path.push(Trail(id: 1, name: "Ridge")) }
                        Button("Marker") { path.push(Waypoint(trailID: 1, tint: .orange)) }
                    }
                    .flowDestination(for: Trail.self) { trail in Text(trail.name) }
                    .flowDestination(for: Waypoint.self) { point in Text("\\(point.trailID)") }
                }
                .onAppear {
                    if let saved, let representation = try? JSONDecoder().decode(FlowPath.CodableRepresentation.self, from: saved) {
                        path = FlowPath(representation)
                    }
                }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("TrailsView.swift", source)], rule: NonCodablePathElement.id, notes: true), [
            "TrailsView.swift:15:46",
            "  note TrailsView.swift:22:22 the path is saved here",
        ])
        let neverSaved = source.replacingOccurrences(of: "path = FlowPath(representation)", with: "_ = representation")
        XCTAssertEqual(AnalysisHarness.lint([("TrailsView.swift", neverSaved)], rule: NonCodablePathElement.id), [])
        let withoutImport = source.replacingOccurrences(of: "import FlowStacks\n", with: "")
        XCTAssertEqual(AnalysisHarness.lint([("TrailsView.swift", withoutImport)], rule: NonCodablePathElement.id), [])
    }

    /// A generic tile that links its own value, and a generic row that pushes its own value, on a saved path: judged at
    /// each construction, with the type it gives the value. A `Color` tile and a row of a struct that is not Codable
    /// are reported at the value in the generic view, with a note where it is built that way; the Codable ones are
    /// silent.
    func testGenericViewsValuesOnASavedPathAreJudgedPerConstruction() {
        let source = """
        import SwiftUI

        struct Trail: Hashable, Codable { let id: Int }
        struct Sighting: Hashable { let species: String }

        struct Tile<Value: Hashable>: View {
            let value: Value
            var body: some View { NavigationLink("Open", value: value) }
        }

        struct PushRow<Item: Hashable>: View {
            @Binding var path: NavigationPath
            let item: Item
            var body: some View { Button("Open") { path.append(item) } }
        }

        struct HikeView: View {
            @State private var path = NavigationPath()
            @SceneStorage("hikePath") private var saved: Data?

            var body: some View {
                NavigationStack(path: $path) {
                    Tile(value: Trail(id: 1))
                    Tile(value: Color.green)
                    PushRow(path: $path, item: Trail(id: 2))
                    PushRow(path: $path, item: Sighting(species: "Heron"))
                        .navigationDestination(for: Trail.self) { Text("\\($0.id)") }
                        .navigationDestination(for: Color.self) { $0 }
                        .navigationDestination(for: Sighting.self) { Text($0.species) }
                }
                .onChange(of: path) { saved = try? JSONEncoder().encode(path.codable) }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("HikeView.swift", source)], rule: NonCodablePathElement.id, notes: true), [
            "HikeView.swift:8:57",
            "  note HikeView.swift:31:65 the path is saved here",
            "  note HikeView.swift:24:13 \"Tile\" is built here, which gives the value the type \"Color\"",
            "HikeView.swift:14:56",
            "  note HikeView.swift:31:65 the path is saved here",
            "  note HikeView.swift:26:13 \"PushRow\" is built here, which gives the value the type \"Sighting\"",
        ])
    }

    /// Codable declared through a protocol spelled `Encodable, Decodable`, through a typealias composition, and by an
    /// app's `extension Color: Codable` is silent; a conformance to a protocol of a module that is not scanned leaves
    /// the type undecided: not reported, and `--explain` names the protocol.
    func testCodableDeclaredInEveryWayIsSilentAndAnUnscannedProtocolIsExplained() {
        let folder = "Tests/Fixtures/CorrectApps/92-codable-declared-many-ways"
        let dir = RulePage.repositoryRoot.appendingPathComponent(folder).path
        XCTAssertEqual(Linter.run(paths: [dir], jobs: 1).diagnostics.map(\.ruleID), [])
        XCTAssertEqual(Self.remarks(folder), [
            "PodcastsApp.swift:29:52: remark: whether \"Clip\" is Codable cannot be told: \"Clip\" conforms to \"Sharable\", which is declared outside the scanned files and may bring Codable; this value on the saved NavigationPath 'path' is not checked [codable-unknown]",
        ])
        // The same app without `extension Color: Codable`: the `Color` link is reported.
        var files = try! FileManager.default.contentsOfDirectory(atPath: dir).sorted().filter { $0 != "Color+Codable.swift" }
            .map { (name: $0, text: try! String(contentsOfFile: dir + "/" + $0, encoding: .utf8)) }
        XCTAssertEqual(AnalysisHarness.lint(files, rule: NonCodablePathElement.id), ["PodcastsApp.swift:28:49"])
        // A module-qualified protocol is named as written.
        files = files.map { ($0.name, $0.text.replacingOccurrences(of: "Hashable, Sharable", with: "Hashable, PodcastKit.Sharable")) }
        let scratch = try! CLIScratchDirectory()
        for f in files { _ = try! scratch.write(f.name, f.text) }
        XCTAssertEqual(Self.remarks(scratch.path).filter { $0.contains("Clip") }, [
            "PodcastsApp.swift:29:52: remark: whether \"Clip\" is Codable cannot be told: \"Clip\" conforms to \"PodcastKit.Sharable\", which is declared outside the scanned files and may bring Codable; this value on the saved NavigationPath 'path' is not checked [codable-unknown]",
        ])
    }

    /// The remarks follow the rule: none for a path that is not saved (in the default mode), none when the rule is off,
    /// and with `mode: always` the path is called what it is, not saved.
    func testCodableRemarksOnlyForValuesTheRuleChecks() throws {
        let scratch = try CLIScratchDirectory()
        _ = try scratch.write("App.swift", """
        import SwiftUI
        import StoreKitExtras

        struct Offer: Hashable, PurchaseRepresentable { let id: String }

        struct StoreView: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Offer", value: Offer(id: "yearly"))
                        .navigationDestination(for: Offer.self) { Text($0.id) }
                }
            }
        }

        """)
        XCTAssertEqual(Self.remarks(scratch.path), [])
        _ = try scratch.write(".navlint.json", #"{"rules": {"non-codable-path-element": {"mode": "always"}}}"#)
        let out = BufferSink(), err = BufferSink()
        _ = NavLintCommand(stdout: out, stderr: err).run(["lint", "--explain", "-q", "--config", scratch.path + "/.navlint.json", scratch.path])
        XCTAssertEqual(out.text, scratch.path + "/App.swift:11:44: remark: whether \"Offer\" is Codable cannot be told: \"Offer\" conforms to \"PurchaseRepresentable\", which is declared outside the scanned files and may bring Codable; this value on the NavigationPath 'path' is not checked [codable-unknown]\n")
        let off = BufferSink()
        _ = NavLintCommand(stdout: off, stderr: BufferSink()).run(["lint", "--explain", "-q", "--disable", NonCodablePathElement.id,
                                                                   "--config", scratch.path + "/.navlint.json", scratch.path])
        XCTAssertEqual(off.text, "")
    }
}
