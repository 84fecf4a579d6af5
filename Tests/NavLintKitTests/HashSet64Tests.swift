import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

/// The hash set behind `ConstructionFacts.memberNames` answers exactly as `Set<UInt64>` does.
final class HashSet64Tests: XCTestCase {
    func testAgreesWithSetThroughGrowthZeroAndUnion() {
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        var a = HashSet64(), b = HashSet64()
        var setA: Set<UInt64> = [], setB: Set<UInt64> = []
        // Values that differ only in high bits land near each other; zero is the empty-slot marker.
        let special: [UInt64] = [0, 1, 1 << 63, (1 << 63) | 1, UInt64.max, 0x9E37_79B9_7F4A_7C15]
        for v in special { a.insert(v); setA.insert(v) }
        for _ in 0..<5000 {
            let v = next() % 3000   // many repeats
            a.insert(v); setA.insert(v)
            let w = next()
            b.insert(w); setB.insert(w)
        }
        XCTAssertEqual(a.count, setA.count)
        XCTAssertEqual(b.count, setB.count)
        for v in setA { XCTAssertTrue(a.contains(v)) }
        for v: UInt64 in 3000..<6000 { XCTAssertEqual(a.contains(v), setA.contains(v)) }
        XCTAssertFalse(b.contains(0))
        a.formUnion(b)
        let union = setA.union(setB)
        XCTAssertEqual(a.count, union.count)
        for v in union { XCTAssertTrue(a.contains(v)) }
        XCTAssertFalse(a.contains(2_999_999_999))
    }

    func testMemberNamesAreFoundByName() {
        let source = SourceText(path: "A.swift", bytes: Array("""
        let r = Route.detail(1)
        let s: Route = .settings
        switch r { case .about: break; default: break }
        """.utf8))
        let facts = FileIndexer.index(Parser.parse(source), file: 0, lazyContainers: [])
        XCTAssertTrue(facts.constructions.constructs("detail"))
        XCTAssertTrue(facts.constructions.constructs("settings"))
        XCTAssertFalse(facts.constructions.constructs("about"))   // a case pattern constructs nothing
        XCTAssertFalse(facts.constructions.constructs("edit"))
    }
}
