import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

/// Path arithmetic that report paths, configuration globs and baselines depend on.
final class PathsTests: XCTestCase {
    func testNormalizeRemovesDotsEmptyComponentsAndClimbs() {
        XCTAssertEqual(Paths.normalize("/a/./b/../c"), "/a/c")
        XCTAssertEqual(Paths.normalize("//a//b/"), "/a/b")
        XCTAssertEqual(Paths.normalize("/"), "/")
        XCTAssertEqual(Paths.normalize(""), "/")
        XCTAssertEqual(Paths.normalize("/.."), "/")
        XCTAssertEqual(Paths.normalize("/../a/.."), "/")
        XCTAssertEqual(Paths.normalize("/a/b/c/../../d"), "/a/d")
        XCTAssertEqual(Paths.normalize("a/b"), "/a/b")
    }

    func testNormalizeKeepsNamesThatOnlyLookLikeDots() {
        XCTAssertEqual(Paths.normalize("/a/.../b/.hidden/..x"), "/a/.../b/.hidden/..x")
        XCTAssertEqual(Paths.normalize("/Récettes/./é/../Ünï.swift"), "/Récettes/Ünï.swift")
    }

    func testRelativeAndRelativeClimbing() {
        XCTAssertEqual(Paths.relative("/r/App/A.swift", to: "/r"), "App/A.swift")
        XCTAssertEqual(Paths.relative("/r", to: "/r"), "")
        XCTAssertNil(Paths.relative("/rx/A.swift", to: "/r"))
        XCTAssertEqual(Paths.relative("/r/A.swift", to: "/"), "r/A.swift")
    }

    func testCurrentDirectoryIsAbsolute() {
        XCTAssertTrue(Paths.currentDirectory().hasPrefix("/"))
        XCTAssertEqual(Paths.absolute("x/../y.swift"), Paths.normalize(Paths.currentDirectory() + "/y.swift"))
    }
}

/// Dotted type names as the analysis splits them.
final class DottedNameTests: XCTestCase {
    func testDotComponents() {
        XCTAssertEqual("Route".dotComponents, ["Route"])
        XCTAssertEqual("Outer.Inner.Leaf".dotComponents, ["Outer", "Inner", "Leaf"])
        XCTAssertEqual("".dotComponents, [])
        XCTAssertEqual(".A..B.".dotComponents, ["A", "B"])
        XCTAssertEqual("Écran.Détail".dotComponents, ["Écran", "Détail"])
    }

    /// Fingerprints trim each source line: ASCII spaces at once, any other Unicode white space by the slow path.
    func testTrimmingWhitespace() {
        XCTAssertEqual("    NavigationLink(value: x)  \t".trimmingWhitespace(), "NavigationLink(value: x)")
        XCTAssertEqual("\t\r\n".trimmingWhitespace(), "")
        XCTAssertEqual("".trimmingWhitespace(), "")
        XCTAssertEqual("a".trimmingWhitespace(), "a")
        XCTAssertEqual("  é ".trimmingWhitespace(), "é")
        XCTAssertEqual("\u{00A0} x = 1\u{2003}".trimmingWhitespace(), "x = 1")
        XCTAssertEqual(" \u{3000} ".trimmingWhitespace(), "")
        XCTAssertEqual("  \u{00A0}".trimmingWhitespace(), "")
        XCTAssertEqual(" a\u{00A0}b ".trimmingWhitespace(), "a\u{00A0}b")
    }

    func testContainsDot() {
        XCTAssertFalse("Route".containsDot)
        XCTAssertFalse("".containsDot)
        XCTAssertTrue("Outer.Inner".containsDot)
        XCTAssertTrue("Écran.Détail".containsDot)
        // A long (heap) string and a bridged-like substring copy behave the same.
        XCTAssertTrue((String(repeating: "A", count: 40) + ".B").containsDot)
        XCTAssertFalse(String("x.Route".dropFirst(2)).containsDot)
    }

    func testPathOrderIsByteOrder() {
        let paths = ["", "a", "a/b.swift", "a/B.swift", "a/b", "ab", "a-b", "é/x.swift", "e/x.swift", "Z", "z",
                     String(repeating: "long/", count: 20) + "x.swift", String(repeating: "long/", count: 20) + "w.swift"]
        for a in paths {
            for b in paths {
                XCTAssertEqual(SourceFinder.pathOrder(a, b), Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a) < \(b)")
            }
        }
    }

    func testLastDotComponent() {
        XCTAssertEqual("Route".lastDotComponent, "Route")
        XCTAssertEqual("Outer.Inner".lastDotComponent, "Inner")
        XCTAssertEqual("Écran.Détail".lastDotComponent, "Détail")
    }
}
