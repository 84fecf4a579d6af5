// The lexer against Swift 6's lexical grammar: exact token dumps for every form, bracket matching, robustness.

import XCTest
import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput
import NavLintKit

// MARK: - Helpers

/// The `navlint debug tokens` lines for `text`, with the two tab separators shown as single spaces:
/// `"1:5 identifier x"`. Every call also checks the invariants every tokenization must keep.
private func dump(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    dump(bytes: Array(text.utf8), file: file, line: line)
}

private func dump(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let source = SourceText(path: "Test.swift", bytes: bytes)
    let tokenized = Lexer.tokenize(bytes)
    checkInvariants(bytes, tokenized, file: file, line: line)
    return SyntaxDump.tokens(source, tokenized)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast()
        .map { $0.replacingOccurrences(of: "\t", with: " ") }
}

/// Each token as `KIND TEXT` with the lexer's own kind (attribute, poundName, stringHead…), no end of file.
private func kinds(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let bytes = Array(text.utf8)
    let source = SourceText(path: "Test.swift", bytes: bytes)
    let tokenized = Lexer.tokenize(bytes)
    checkInvariants(bytes, tokenized, file: file, line: line)
    return tokenized.tokens.dropLast().map { "\($0.kind) \(source.text(of: $0))" }
}

/// Each bracket or string segment paired by `matching`, as `TEXT@COL -> TEXT@COL` (one line of input),
/// with `-> none` for the unmatched ones. Other tokens are left out.
private func pairs(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let bytes = Array(text.utf8)
    let source = SourceText(path: "Test.swift", bytes: bytes)
    let tokenized = Lexer.tokenize(bytes)
    checkInvariants(bytes, tokenized, file: file, line: line)
    var out: [String] = []
    for (i, t) in tokenized.tokens.enumerated() {
        let isBracket = t.kind == .punctuation && "([{)]}".utf8.contains(t.aux)
        let isSegment = t.kind == .stringHead || t.kind == .stringMiddle || t.kind == .stringTail
        guard isBracket || isSegment else {
            XCTAssertEqual(tokenized.matching[i], -1, "\(t.kind) \(source.text(of: t)) has a match", file: file, line: line)
            continue
        }
        let m = Int(tokenized.matching[i])
        let me = "\(source.text(of: t))@\(source.location(of: Int(t.start)).column)"
        if m < 0 {
            out.append("\(me) -> none")
        } else {
            let o = tokenized.tokens[m]
            out.append("\(me) -> \(source.text(of: o))@\(source.location(of: Int(o.start)).column)")
        }
    }
    return out
}

private func lex(_ text: String) -> (SourceText, TokenizedFile) {
    let bytes = Array(text.utf8)
    return (SourceText(path: "Test.swift", bytes: bytes), Lexer.tokenize(bytes))
}

/// What must hold for any input: one `.endOfFile` at the very end; tokens and comments in order, never
/// overlapping; every byte outside them is white space; `matching` pairs brackets both ways and chains
/// string segments head -> middle… -> tail -> head.
private func checkInvariants(_ bytes: [UInt8], _ f: TokenizedFile, file: StaticString = #filePath, line: UInt = #line) {
    let n = UInt32(bytes.count)
    guard let last = f.tokens.last, last.kind == .endOfFile, last.start == n, last.end == n else {
        return XCTFail("tokens do not end with .endOfFile at \(n)", file: file, line: line)
    }
    XCTAssertEqual(f.tokens.filter { $0.kind == .endOfFile }.count, 1, "more than one .endOfFile", file: file, line: line)
    XCTAssertEqual(f.matching.count, f.tokens.count, "matching has the wrong length", file: file, line: line)
    XCTAssertTrue(f.comments.allSatisfy { $0.kind == .comment }, "a non-comment among the comments", file: file, line: line)
    XCTAssertFalse(f.tokens.contains { $0.kind == .comment }, "a comment among the tokens", file: file, line: line)

    let all = (f.tokens.dropLast() + f.comments).sorted { $0.start < $1.start }
    var covered = [Bool](repeating: false, count: bytes.count)
    var previousEnd: UInt32 = 0
    for t in all {
        if t.start < previousEnd || t.end <= t.start || t.end > n {
            return XCTFail("token \(t.kind) \(t.start)..<\(t.end) is empty, overlaps or runs past the end", file: file, line: line)
        }
        for k in Int(t.start)..<Int(t.end) { covered[k] = true }
        previousEnd = t.end
    }
    var gap: [UInt8] = []
    func checkGap() {
        defer { gap.removeAll() }
        guard !gap.isEmpty else { return }
        let text = String(decoding: gap, as: UTF8.self)
        let allowed: Set<UInt32> = [9, 10, 11, 12, 13, 32, 0xA0, 0x2028, 0x2029, 0x3000, 0xFEFF]
        for s in text.unicodeScalars where !allowed.contains(s.value) && !(0x2000...0x200B).contains(s.value) {
            return XCTFail("bytes \(gap) are in no token and are not white space", file: file, line: line)
        }
    }
    for (k, b) in bytes.enumerated() {
        if covered[k] { checkGap() } else { gap.append(b) }
    }
    checkGap()

    for (i, m32) in f.matching.enumerated() where m32 >= 0 {
        let m = Int(m32)
        guard m < f.tokens.count, m != i else { return XCTFail("matching[\(i)] = \(m)", file: file, line: line) }
        switch f.tokens[i].kind {
        case .punctuation:
            XCTAssertEqual(Int(f.matching[m]), i, "bracket \(i) -> \(m) is not mutual", file: file, line: line)
            let (open, close) = i < m ? (f.tokens[i], f.tokens[m]) : (f.tokens[m], f.tokens[i])
            let shapes: [UInt8: UInt8] = [UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"), UInt8(ascii: "{"): UInt8(ascii: "}")]
            XCTAssertTrue(open.kind == .punctuation && close.kind == .punctuation && shapes[open.aux] == close.aux,
                          "bracket \(i) -> \(m) pairs different shapes", file: file, line: line)
        case .stringHead:
            // Follow the chain to its tail, which must point back here.
            var k = i
            while f.tokens[k].kind != .stringTail {
                let next = Int(f.matching[k])
                guard next > k else { break }
                k = next
            }
            if f.tokens[k].kind == .stringTail {
                XCTAssertEqual(Int(f.matching[k]), i, "string chain from \(i) ends at \(k), which points elsewhere", file: file, line: line)
            }
            fallthrough
        case .stringMiddle:
            XCTAssertGreaterThan(m, i, file: file, line: line)
            XCTAssertTrue([.stringMiddle, .stringTail].contains(f.tokens[m].kind), "segment \(i) -> \(f.tokens[m].kind)", file: file, line: line)
        case .stringTail:
            XCTAssertLessThan(m, i, file: file, line: line)
            XCTAssertEqual(f.tokens[m].kind, .stringHead, "tail \(i) -> \(f.tokens[m].kind)", file: file, line: line)
        default:
            XCTFail("\(f.tokens[i].kind) at \(i) has a match", file: file, line: line)
        }
    }
}

/// A small deterministic generator (SplitMix64) for the fuzz test.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

final class LexerTests: XCTestCase {

    // MARK: - Identifiers

    func testASCIIIdentifiers() {
        XCTAssertEqual(dump("foo _bar Baz9 x_1 iOS17"), [
            "1:1 identifier foo",
            "1:5 identifier _bar",
            "1:10 identifier Baz9",
            "1:15 identifier x_1",
            "1:19 identifier iOS17",
        ])
    }

    func testUnicodeIdentifiersColumnsCountUTF8Bytes() {
        // é is 2 bytes, each Hangul syllable 3, the emoji 4: columns are byte columns, as swiftc reports.
        XCTAssertEqual(dump("let café = 변수 + 😀\nvar 😀x = naïve"), [
            "1:1 keyword let",
            "1:5 identifier café",
            "1:11 operator =",
            "1:13 identifier 변수",
            "1:20 operator +",
            "1:22 identifier 😀",
            "2:1 keyword var",
            "2:5 identifier 😀x",
            "2:11 operator =",
            "2:13 identifier naïve",
        ])
    }

    func testCombiningMarkContinuesAnIdentifier() {
        // "e" followed by U+0301 COMBINING ACUTE ACCENT: one identifier of 3 bytes.
        XCTAssertEqual(dump("e\u{301} x"), ["1:1 identifier e\u{301}", "1:5 identifier x"])
    }

    func testBacktickedIdentifiers() {
        XCTAssertEqual(dump("let `default` = `class`.self\nfunc `foo bar`()"), [
            "1:1 keyword let",
            "1:5 identifier `default`",
            "1:15 operator =",
            "1:17 identifier `class`",
            "1:24 punctuation .",
            "1:25 keyword self",
            "2:1 keyword func",
            "2:6 identifier `foo bar`",
            "2:15 punctuation (",
            "2:16 punctuation )",
        ])
        // A backticked keyword is an identifier that is not a keyword.
        let (_, f) = lex("`default`")
        XCTAssertEqual(f.tokens[0].kind, .identifier)
        XCTAssertNil(f.tokens[0].keyword)
    }

    func testBacktickWithoutCloserOnItsLineIsUnknownAndLexingGoesOn() {
        XCTAssertEqual(dump("a `b\nc`"), [
            "1:1 identifier a",
            "1:3 unknown `",
            "1:4 identifier b",
            "2:1 identifier c",
            "2:2 unknown `",
        ])
    }

    func testDollarIdentifiers() {
        XCTAssertEqual(dump("$0 + $12.count + $name + $isOn.wrappedValue"), [
            "1:1 identifier $0",
            "1:4 operator +",
            "1:6 identifier $12",
            "1:9 punctuation .",
            "1:10 identifier count",
            "1:16 operator +",
            "1:18 identifier $name",
            "1:24 operator +",
            "1:26 identifier $isOn",
            "1:31 punctuation .",
            "1:32 identifier wrappedValue",
        ])
    }

    func testEditorPlaceholdersAreOneIdentifier() {
        XCTAssertEqual(dump("let v: <#Type#> = <#value#>\nf(<#T##label: String##String#>, <#T##() -> Void#>)\nx ==<#a#> ..<<#b#>\n<##>"), [
            "1:1 keyword let",
            "1:5 identifier v",
            "1:6 punctuation :",
            "1:8 identifier <#Type#>",
            "1:17 operator =",
            "1:19 identifier <#value#>",
            "2:1 identifier f",
            "2:2 punctuation (",
            "2:3 identifier <#T##label: String##String#>",
            "2:31 punctuation ,",
            "2:33 identifier <#T##() -> Void#>",
            "2:50 punctuation )",
            "3:1 identifier x",
            "3:3 operator ==",
            "3:5 identifier <#a#>",
            "3:11 operator ..<",
            "3:14 identifier <#b#>",
            "4:1 identifier <##>",
        ])
        XCTAssertEqual(kinds("<#Type#>"), ["identifier <#Type#>"])
    }

    func testPlaceholderOpenerWithoutItsCloserOnTheLineIsAnOperator() {
        XCTAssertEqual(dump("a <#b\nc <#d <#e#>\n<#f\n#>\ng <# h"), [
            "1:1 identifier a",
            "1:3 operator <",
            "1:4 identifier #b",
            "2:1 identifier c",
            "2:3 operator <",
            "2:4 identifier #d",
            "2:7 identifier <#e#>",
            "3:1 operator <",
            "3:2 identifier #f",
            "4:1 punctuation #",
            "4:2 operator >",
            "5:1 identifier g",
            "5:3 operator <",
            "5:4 punctuation #",
            "5:6 identifier h",
        ])
        // An operator stops before `<#` when a `#>` follows on the line, even one that closes a later placeholder.
        XCTAssertEqual(kinds("x ==<#a<#b#>"), ["identifier x", "operator ==", "operator <", "poundName #a", "identifier <#b#>"])
    }

    func testWildcard() {
        XCTAssertEqual(dump("_ = f(_:)\nfor _ in x {}"), [
            "1:1 identifier _",
            "1:3 operator =",
            "1:5 identifier f",
            "1:6 punctuation (",
            "1:7 identifier _",
            "1:8 punctuation :",
            "1:9 punctuation )",
            "2:1 keyword for",
            "2:5 identifier _",
            "2:7 keyword in",
            "2:10 identifier x",
            "2:12 punctuation {",
            "2:13 punctuation }",
        ])
    }

    // MARK: - Keywords

    /// The keywords SwiftParser 602 classifies in its lexer (`IsLexerClassified.swift`).
    static let reservedWords = """
        Any as associatedtype break case catch class continue default defer deinit do else enum extension \
        fallthrough false fileprivate for func guard if import in init inout internal is let nil operator \
        precedencegroup private protocol public repeat rethrows return self Self static struct subscript \
        super switch throw throws true try typealias var where while
        """.split(separator: " ").map(String.init)

    func testEveryReservedWordIsAKeywordToken() {
        for word in Self.reservedWords {
            let (source, f) = lex(word)
            XCTAssertEqual(f.tokens.count, 2, word)
            XCTAssertEqual(f.tokens[0].kind, .keyword, word)
            XCTAssertEqual(f.tokens[0].kind.category, "keyword", word)
            XCTAssertEqual(f.tokens[0].keyword?.text, word, word)
            XCTAssertEqual(f.tokens[0].keyword?.isReserved, true, word)
            XCTAssertEqual(source.text(of: f.tokens[0]), word)
        }
        XCTAssertEqual(Set(Keyword.allCases.filter(\.isReserved).map(\.text)), Set(Self.reservedWords))
    }

    func testContextualKeywordsAreIdentifiersCarryingTheirKeyword() {
        let contextual = Keyword.allCases.filter { $0 != .none && !$0.isReserved }
        XCTAssertTrue(contextual.contains(.some) && contextual.contains(.get) && contextual.contains(.await))
        for k in contextual {
            let (_, f) = lex(k.text)
            XCTAssertEqual(f.tokens.count, 2, k.text)
            XCTAssertEqual(f.tokens[0].kind, .identifier, k.text)
            XCTAssertEqual(f.tokens[0].keyword, k, k.text)
            XCTAssertTrue(f.tokens[0].isKeyword(k), k.text)
        }
        XCTAssertEqual(dump("var body: some View { get async throws }\nawait f()"), [
            "1:1 keyword var",
            "1:5 identifier body",
            "1:9 punctuation :",
            "1:11 identifier some",
            "1:16 identifier View",
            "1:21 punctuation {",
            "1:23 identifier get",
            "1:27 identifier async",
            "1:33 keyword throws",
            "1:40 punctuation }",
            "2:1 identifier await",
            "2:7 identifier f",
            "2:8 punctuation (",
            "2:9 punctuation )",
        ])
    }

    func testWordsThatMerelyStartOrEndLikeKeywordsAreIdentifiers() {
        let (_, f) = lex("classy lets iff ins selfish Self_ _self inout2 returned ifelse awaiting somes")
        XCTAssertEqual(f.tokens.count, 13)
        for t in f.tokens.dropLast() {
            XCTAssertEqual(t.kind, .identifier)
            XCTAssertNil(t.keyword)
        }
    }

    // MARK: - Attributes and `#` forms

    func testAttributesAreTokensWithTheirAt() {
        XCTAssertEqual(kinds("@State private var x\n@MainActor @objc(foo:) @available(iOS 17, *) @_spi(X)"), [
            "attribute @State",
            "keyword private",
            "keyword var",
            "identifier x",
            "attribute @MainActor",
            "attribute @objc",
            "punctuation (",
            "identifier foo",
            "punctuation :",
            "punctuation )",
            "attribute @available",
            "punctuation (",
            "identifier iOS",
            "integer 17",
            "punctuation ,",
            "operator *",
            "punctuation )",
            "attribute @_spi",
            "punctuation (",
            "identifier X",
            "punctuation )",
        ])
        XCTAssertEqual(dump("@State var x\n@MainActor"), [
            "1:1 identifier @State",
            "1:8 keyword var",
            "1:12 identifier x",
            "2:1 identifier @MainActor",
        ])
    }

    func testLoneAtSignIsPunctuation() {
        XCTAssertEqual(dump("@ State\n@"), ["1:1 punctuation @", "1:3 identifier State", "2:1 punctuation @"])
    }

    func testConditionalCompilationDirectivesWithTheirConditionsAsTokens() {
        let text = """
            #if os(iOS) && !DEBUG
            let a = 1
            #elseif canImport(UIKit) || swift(>=5.9)
            #else
            #endif
            #sourceLocation(file: "a.swift", line: 1)
            """
        XCTAssertEqual(dump(text), [
            "1:1 directive #if",
            "1:5 identifier os",
            "1:7 punctuation (",
            "1:8 identifier iOS",
            "1:11 punctuation )",
            "1:13 operator &&",
            "1:16 operator !",
            "1:17 identifier DEBUG",
            "2:1 keyword let",
            "2:5 identifier a",
            "2:7 operator =",
            "2:9 number 1",
            "3:1 directive #elseif",
            "3:9 identifier canImport",
            "3:18 punctuation (",
            "3:19 identifier UIKit",
            "3:24 punctuation )",
            "3:26 operator ||",
            "3:29 identifier swift",
            "3:34 punctuation (",
            "3:35 operator >=",
            "3:37 number 5.9",
            "3:40 punctuation )",
            "4:1 directive #else",
            "5:1 directive #endif",
            "6:1 directive #sourceLocation",
            "6:16 punctuation (",
            "6:17 identifier file",
            "6:21 punctuation :",
            "6:23 string \"a.swift\"",
            "6:32 punctuation ,",
            "6:34 identifier line",
            "6:38 punctuation :",
            "6:40 number 1",
            "6:41 punctuation )",
        ])
    }

    func testMacrosAndPoundKeywordsAreIdentifiersWithTheirPound() {
        XCTAssertEqual(kinds("#Preview { V() }\n#selector(f) #available(iOS 17, *) #file #warning(\"w\") #externalMacro #ifdef #endiff"), [
            "poundName #Preview",
            "punctuation {",
            "identifier V",
            "punctuation (",
            "punctuation )",
            "punctuation }",
            "poundName #selector",
            "punctuation (",
            "identifier f",
            "punctuation )",
            "poundName #available",
            "punctuation (",
            "identifier iOS",
            "integer 17",
            "punctuation ,",
            "operator *",
            "punctuation )",
            "poundName #file",
            "poundName #warning",
            "punctuation (",
            "string \"w\"",
            "punctuation )",
            "poundName #externalMacro",
            "poundName #ifdef",
            "poundName #endiff",
        ])
        XCTAssertEqual(dump("#Preview {}\nif #available(iOS 17, *) {}"), [
            "1:1 identifier #Preview",
            "1:10 punctuation {",
            "1:11 punctuation }",
            "2:1 keyword if",
            "2:4 identifier #available",
            "2:14 punctuation (",
            "2:15 identifier iOS",
            "2:19 number 17",
            "2:21 punctuation ,",
            "2:23 operator *",
            "2:24 punctuation )",
            "2:26 punctuation {",
            "2:27 punctuation }",
        ])
    }

    func testLonePoundSignsArePunctuation() {
        XCTAssertEqual(dump("# x ##y #"), [
            "1:1 punctuation #",
            "1:3 identifier x",
            "1:5 punctuation #",
            "1:6 identifier #y",
            "1:9 punctuation #",
        ])
    }

    // MARK: - Numbers

    func testIntegerLiterals() {
        XCTAssertEqual(kinds("0 42 1_000_000 0x1F 0xff_FF 0o17 0b1010_0101 007"), [
            "integer 0", "integer 42", "integer 1_000_000", "integer 0x1F", "integer 0xff_FF",
            "integer 0o17", "integer 0b1010_0101", "integer 007",
        ])
    }

    func testFloatLiteralsWithExponents() {
        XCTAssertEqual(kinds("3.14 1e10 1E+5 2.5e-3 1.0e-3 1_000.000_1 6.02E23"), [
            "float 3.14", "float 1e10", "float 1E+5", "float 2.5e-3", "float 1.0e-3", "float 1_000.000_1", "float 6.02E23",
        ])
    }

    func testHexadecimalFloats() {
        XCTAssertEqual(kinds("0x1.8p3 0x1p-2 0xA.Bp+1 0xFF_FFp1 0x1.fffp+2"), [
            "float 0x1.8p3", "float 0x1p-2", "float 0xA.Bp+1", "float 0xFF_FFp1", "float 0x1.fffp+2",
        ])
        XCTAssertEqual(dump("let d = 0x1.8p3 * 1.0e-3"), [
            "1:1 keyword let",
            "1:5 identifier d",
            "1:7 operator =",
            "1:9 number 0x1.8p3",
            "1:17 operator *",
            "1:19 number 1.0e-3",
        ])
    }

    func testTupleAccessLexesEachIndexSeparately() {
        XCTAssertEqual(dump("t.0.1 + a[0].1"), [
            "1:1 identifier t",
            "1:2 punctuation .",
            "1:3 number 0",
            "1:4 punctuation .",
            "1:5 number 1",
            "1:7 operator +",
            "1:9 identifier a",
            "1:10 punctuation [",
            "1:11 number 0",
            "1:12 punctuation ]",
            "1:13 punctuation .",
            "1:14 number 1",
        ])
        XCTAssertEqual(kinds("t.0.1"), ["identifier t", "punctuation .", "integer 0", "punctuation .", "integer 1"])
    }

    func testRangesAndMembersOfIntegerLiterals() {
        XCTAssertEqual(dump("1..<5 1...5 0x1F.description 1.description 5.0.rounded()"), [
            "1:1 number 1",
            "1:2 operator ..<",
            "1:5 number 5",
            "1:7 number 1",
            "1:8 operator ...",
            "1:11 number 5",
            "1:13 number 0x1F",
            "1:17 punctuation .",
            "1:18 identifier description",
            "1:30 number 1",
            "1:31 punctuation .",
            "1:32 identifier description",
            "1:44 number 5.0",
            "1:47 punctuation .",
            "1:48 identifier rounded",
            "1:55 punctuation (",
            "1:56 punctuation )",
        ])
        XCTAssertEqual(kinds("0x10.bitWidth 1.e5"), [
            "integer 0x10", "punctuation .", "identifier bitWidth",
            "integer 1", "punctuation .", "identifier e5",
        ])
    }

    func testMalformedNumberKeepsItsSuffixAsSwiftcDoes() {
        XCTAssertEqual(dump("1st 0xZZ 0b102 1_ -1"), [
            "1:1 number 1st",
            "1:5 number 0xZZ",
            "1:10 number 0b102",
            "1:16 number 1_",
            "1:19 operator -",
            "1:20 number 1",
        ])
    }

    // MARK: - Strings

    func testStringWithEscapes() {
        let text = #"let a = "q\"x\\y\u{1F600}z\n\t\0" + "" + "\\""#
        XCTAssertEqual(dump(text), [
            "1:1 keyword let",
            "1:5 identifier a",
            "1:7 operator =",
            #"1:9 string "q\"x\\y\u{1F600}z\n\t\0""#,
            "1:35 operator +",
            #"1:37 string """#,
            "1:40 operator +",
            #"1:42 string "\\""#,
        ])
    }

    func testEscapedBackslashBeforeParenIsNotAnInterpolation() {
        XCTAssertEqual(kinds(#""a\\(b)" c"#), [#"string "a\\(b)""#, "identifier c"])
    }

    func testMultiLineString() {
        let text = "let b = \"\"\"\n  line \"one\" \"\"\n  \\\"\"\" still\n  \"\"\"\nx"
        XCTAssertEqual(dump(text), [
            "1:1 keyword let",
            "1:5 identifier b",
            "1:7 operator =",
            #"1:9 string """\n  line "one" ""\n  \""" still\n  """"#,
            "5:1 identifier x",
        ])
    }

    func testMultiLineStringWithLineContinuation() {
        XCTAssertEqual(kinds("\"\"\"\n  a \\\n  b\n  \"\"\" c"), [
            "string \"\"\"\n  a \\\n  b\n  \"\"\"",
            "identifier c",
        ])
    }

    func testRawStrings() {
        XCTAssertEqual(dump(###"let c = #"a "quoted" \n"# + ##"x"#y"##"###), [
            "1:1 keyword let",
            "1:5 identifier c",
            "1:7 operator =",
            ##"1:9 string #"a "quoted" \n"#"##,
            "1:27 operator +",
            ###"1:29 string ##"x"#y"##"###,
        ])
    }

    func testRawStringWithThreePounds() {
        XCTAssertEqual(kinds(####"###"a"##b"### x"####), [####"string ###"a"##b"###"####, "identifier x"])
    }

    func testRawStringEscapedQuoteDoesNotClose() {
        XCTAssertEqual(kinds(##"#"a\#"b"# x"##), [##"string #"a\#"b"#"##, "identifier x"])
    }

    func testMultiLineRawString() {
        let text = "let e = #\"\"\"\n  raw \"#\" and \"\"\" inside\n  \\(notInterpolated)\n  \"\"\"#\nx"
        XCTAssertEqual(dump(text), [
            "1:1 keyword let",
            "1:5 identifier e",
            "1:7 operator =",
            ##"1:9 string #"""\n  raw "#" and """ inside\n  \(notInterpolated)\n  """#"##,
            "5:1 identifier x",
        ])
    }

    func testRawStringWhoseContentIsQuotesIsOneLine() {
        // `#"""` opens a multi-line string only when no `"#` ends a string on its line: these hold `"`, `""`, `"`.
        XCTAssertEqual(dump(####"let q = #"""# + #""""# + ##"""## + x"####), [
            "1:1 keyword let",
            "1:5 identifier q",
            "1:7 operator =",
            ##"1:9 string #"""#"##,
            "1:15 operator +",
            ##"1:17 string #""""#"##,
            "1:24 operator +",
            ###"1:26 string ##"""##"###,
            "1:34 operator +",
            "1:36 identifier x",
        ])
        XCTAssertEqual(kinds(##"#"""a"b"# c"##), [##"string #"""a"b"#"##, "identifier c"])
        // `"#` ends the line's string wherever it is, escaped or not, as in Swift.
        XCTAssertEqual(kinds(##"#"""\"# c"##), [##"string #"""\"#"##, "identifier c"])
        // A `"` without the closing `#`s does not: still a multi-line string.
        XCTAssertEqual(kinds("#\"\"\" \"\" \n\"\"\"# x"), ["string #\"\"\" \"\" \n\"\"\"#", "identifier x"])
        XCTAssertEqual(kinds("##\"\"\"\"#\n\"\"\"## x"), ["string ##\"\"\"\"#\n\"\"\"##", "identifier x"])
    }

    func testRawStringWhoseContentEndsInABackslash() {
        // In a raw string `\` escapes only when followed by as many `#`s as the delimiter has.
        XCTAssertEqual(dump(###"x = #"\"# + #"a\"# + ##"\#"## + #"\\"#"###), [
            "1:1 identifier x",
            "1:3 operator =",
            ##"1:5 string #"\"#"##,
            "1:11 operator +",
            ##"1:13 string #"a\"#"##,
            "1:20 operator +",
            ###"1:22 string ##"\#"##"###,
            "1:31 operator +",
            ##"1:33 string #"\\"#"##,
        ])
        // `\#"` is an escaped quote: the string runs on to its line's end.
        XCTAssertEqual(kinds(##"z = #"\#"# + w"## + "\nv"), ["identifier z", "operator =", ##"string #"\#"# + w"##, "identifier v"])
    }

    func testRawInterpolationAfterABackslash() {
        // `\\#(` is a plain `\` and then an interpolation; `\#\#(` is an escaped `\` and then plain text.
        XCTAssertEqual(kinds(##"#"\\#(v)"# + #"\#\#(v)"#"##), [
            ##"stringHead #"\\#("##,
            "identifier v",
            ##"stringTail )"#"##,
            "operator +",
            ##"string #"\#\#(v)"#"##,
        ])
    }

    // MARK: - Interpolation

    func testInterpolationSplitsTheStringAroundOrdinaryTokens() {
        XCTAssertEqual(kinds(#"let f = "a\(x)b\(y + 1)c""#), [
            "keyword let",
            "identifier f",
            "operator =",
            #"stringHead "a\("#,
            "identifier x",
            #"stringMiddle )b\("#,
            "identifier y",
            "operator +",
            "integer 1",
            #"stringTail )c""#,
        ])
        XCTAssertEqual(dump(#"let f = "a\(x)b\(y + 1)c""#), [
            "1:1 keyword let",
            "1:5 identifier f",
            "1:7 operator =",
            #"1:9 string "a\("#,
            "1:13 identifier x",
            #"1:14 string )b\("#,
            "1:18 identifier y",
            "1:20 operator +",
            "1:22 number 1",
            #"1:23 string )c""#,
        ])
    }

    func testMatchingChainsStringSegmentsFromHeadToTail() {
        XCTAssertEqual(pairs(#""a\(x)b\(f(y))c""#), [
            #""a\(@1 -> )b\(@6"#,
            #")b\(@6 -> )c"@14"#,
            "(@11 -> )@13",
            ")@13 -> (@11",
            #")c"@14 -> "a\(@1"#,
        ])
        XCTAssertEqual(pairs(#"f("\(g(1))")"#), [
            "(@2 -> )@12",
            #""\(@3 -> )"@10"#,
            "(@7 -> )@9",
            ")@9 -> (@7",
            #")"@10 -> "\(@3"#,
            ")@12 -> (@2",
        ])
    }

    func testRawInterpolation() {
        XCTAssertEqual(kinds(###"let g = #"r\#(v)s\(notInterp)"# + ##"p\##(q)r\#(no)"##"###), [
            "keyword let",
            "identifier g",
            "operator =",
            ##"stringHead #"r\#("##,
            "identifier v",
            ##"stringTail )s\(notInterp)"#"##,
            "operator +",
            ###"stringHead ##"p\##("###,
            "identifier q",
            ###"stringTail )r\#(no)"##"###,
        ])
    }

    func testNestedInterpolationWithStringsClosuresAndParentheses() {
        let text = #"let s = "a\(f("b\(g({ x in "c\((x))d" }))e"))f""#
        XCTAssertEqual(dump(text), [
            "1:1 keyword let",
            "1:5 identifier s",
            "1:7 operator =",
            #"1:9 string "a\("#,
            "1:13 identifier f",
            "1:14 punctuation (",
            #"1:15 string "b\("#,
            "1:19 identifier g",
            "1:20 punctuation (",
            "1:21 punctuation {",
            "1:23 identifier x",
            "1:25 keyword in",
            #"1:28 string "c\("#,
            "1:32 punctuation (",
            "1:33 identifier x",
            "1:34 punctuation )",
            #"1:35 string )d""#,
            "1:39 punctuation }",
            "1:40 punctuation )",
            #"1:41 string )e""#,
            "1:44 punctuation )",
            #"1:45 string )f""#,
        ])
        XCTAssertEqual(pairs(text), [
            #""a\(@9 -> )f"@45"#,
            "(@14 -> )@44",
            #""b\(@15 -> )e"@41"#,
            "(@20 -> )@40",
            "{@21 -> }@39",
            #""c\(@28 -> )d"@35"#,
            "(@32 -> )@34",
            ")@34 -> (@32",
            #")d"@35 -> "c\(@28"#,
            "}@39 -> {@21",
            ")@40 -> (@20",
            #")e"@41 -> "b\(@15"#,
            ")@44 -> (@14",
            #")f"@45 -> "a\(@9"#,
        ])
    }

    func testInterpolationWithAClosureWhoseStringsHoldParentheses() {
        XCTAssertEqual(kinds(#""\(items.map { "(\($0))" }.joined(separator: ")"))!""#), [
            #"stringHead "\("#,
            "identifier items",
            "punctuation .",
            "identifier map",
            "punctuation {",
            #"stringHead "(\("#,
            "identifier $0",
            #"stringTail ))""#,
            "punctuation }",
            "punctuation .",
            "identifier joined",
            "punctuation (",
            "identifier separator",
            "punctuation :",
            #"string ")""#,
            "punctuation )",
            #"stringTail )!""#,
        ])
    }

    func testInterpolationInMultiLineAndRawMultiLineStrings() {
        let text = "let m = \"\"\"\n  x \\(items.map { \"\\($0)\" }.count) y\n  \"\"\"\nlet r = #\"\"\"\n  \\#(a)\n  \"\"\"#"
        XCTAssertEqual(dump(text), [
            "1:1 keyword let",
            "1:5 identifier m",
            "1:7 operator =",
            #"1:9 string """\n  x \("#,
            "2:7 identifier items",
            "2:12 punctuation .",
            "2:13 identifier map",
            "2:17 punctuation {",
            #"2:19 string "\("#,
            "2:22 identifier $0",
            #"2:24 string )""#,
            "2:27 punctuation }",
            "2:28 punctuation .",
            "2:29 identifier count",
            #"2:34 string ) y\n  """"#,
            "4:1 keyword let",
            "4:5 identifier r",
            "4:7 operator =",
            ##"4:9 string #"""\n  \#("##,
            "5:6 identifier a",
            ##"5:7 string )\n  """#"##,
        ])
    }

    func testInterpolationHoldingACommentAndARawString() {
        XCTAssertEqual(dump(##""\(x /* ) */ + #")"#)""##), [
            #"1:1 string "\("#,
            "1:4 identifier x",
            "1:6 comment /* ) */",
            "1:14 operator +",
            ##"1:16 string #")"#"##,
            #"1:21 string )""#,
        ])
    }

    // MARK: - Regex literals

    func testRegexWhereSwiftExpectsAnExpression() {
        let text = """
            let r = /ab+c/
            f(/x/, /y\\/z/)
            func g() -> Regex<Substring> { return /a[b]c/ }
            if s.contains(/foo/) {}
            let z = try! /\\d+/.wholeMatch(in: s)
            """
        XCTAssertEqual(dump(text), [
            "1:1 keyword let",
            "1:5 identifier r",
            "1:7 operator =",
            "1:9 regex /ab+c/",
            "2:1 identifier f",
            "2:2 punctuation (",
            "2:3 regex /x/",
            "2:6 punctuation ,",
            #"2:8 regex /y\/z/"#,
            "2:14 punctuation )",
            "3:1 keyword func",
            "3:6 identifier g",
            "3:7 punctuation (",
            "3:8 punctuation )",
            "3:10 operator ->",
            "3:13 identifier Regex",
            "3:18 operator <",
            "3:19 identifier Substring",
            "3:28 operator >",
            "3:30 punctuation {",
            "3:32 keyword return",
            "3:39 regex /a[b]c/",
            "3:47 punctuation }",
            "4:1 keyword if",
            "4:4 identifier s",
            "4:5 punctuation .",
            "4:6 identifier contains",
            "4:14 punctuation (",
            "4:15 regex /foo/",
            "4:20 punctuation )",
            "4:22 punctuation {",
            "4:23 punctuation }",
            "5:1 keyword let",
            "5:5 identifier z",
            "5:7 operator =",
            "5:9 keyword try",
            "5:12 operator !",
            #"5:14 regex /\d+/"#,
            "5:19 punctuation .",
            "5:20 identifier wholeMatch",
            "5:30 punctuation (",
            "5:31 keyword in",
            "5:33 punctuation :",
            "5:35 identifier s",
            "5:36 punctuation )",
        ])
    }

    func testDivisionIsNotARegex() {
        XCTAssertEqual(dump("let q = a / b / c\nlet h = x/2\nlet i = (x/2) / 3 + a[0]/b/c + 1/2/3"), [
            "1:1 keyword let",
            "1:5 identifier q",
            "1:7 operator =",
            "1:9 identifier a",
            "1:11 operator /",
            "1:13 identifier b",
            "1:15 operator /",
            "1:17 identifier c",
            "2:1 keyword let",
            "2:5 identifier h",
            "2:7 operator =",
            "2:9 identifier x",
            "2:10 operator /",
            "2:11 number 2",
            "3:1 keyword let",
            "3:5 identifier i",
            "3:7 operator =",
            "3:9 punctuation (",
            "3:10 identifier x",
            "3:11 operator /",
            "3:12 number 2",
            "3:13 punctuation )",
            "3:15 operator /",
            "3:17 number 3",
            "3:19 operator +",
            "3:21 identifier a",
            "3:22 punctuation [",
            "3:23 number 0",
            "3:24 punctuation ]",
            "3:25 operator /",
            "3:26 identifier b",
            "3:27 operator /",
            "3:28 identifier c",
            "3:30 operator +",
            "3:32 number 1",
            "3:33 operator /",
            "3:34 number 2",
            "3:35 operator /",
            "3:36 number 3",
        ])
    }

    func testSlashAfterAnExpressionKeywordOrLiteralIsDivision() {
        XCTAssertEqual(kinds("self/x/y; nil/a/b; \"s\"/a/b; 2.0/a/b; x++/a/b"), [
            "keyword self", "operator /", "identifier x", "operator /", "identifier y", "punctuation ;",
            "keyword nil", "operator /", "identifier a", "operator /", "identifier b", "punctuation ;",
            #"string "s""#, "operator /", "identifier a", "operator /", "identifier b", "punctuation ;",
            "float 2.0", "operator /", "identifier a", "operator /", "identifier b", "punctuation ;",
            "identifier x", "operator ++/", "identifier a", "operator /", "identifier b",
        ])
    }

    func testSlashAfterASpacedPostfixOperatorStartsARegex() {
        // As in SwiftParser: `/` with a space before and none after is in prefix position.
        XCTAssertEqual(kinds("let s = x! /y/"), ["keyword let", "identifier s", "operator =", "identifier x", "operator !", "regex /y/"])
    }

    func testSlashFollowedOrPrecededBySpaceIsNotARegex() {
        // After `(`: `/ a/` starts with a space, `/a /` ends with one; both are operators.
        XCTAssertEqual(kinds("f(/ a/)\nf(/a /)"), [
            "identifier f", "punctuation (", "operator /", "identifier a", "operator /", "punctuation )",
            "identifier f", "punctuation (", "operator /", "identifier a", "operator /", "punctuation )",
        ])
    }

    func testExtendedRegexLiterals() {
        XCTAssertEqual(dump("let e = #/a/b/# + ##/a/#b/##"), [
            "1:1 keyword let",
            "1:5 identifier e",
            "1:7 operator =",
            "1:9 regex #/a/b/#",
            "1:17 operator +",
            "1:19 regex ##/a/#b/##",
        ])
    }

    func testMultiLineExtendedRegex() {
        let text = "let m = #/\n  a+ # comment\n  (?<x> b )\n  /#\nlet n = 1"
        XCTAssertEqual(dump(text), [
            "1:1 keyword let",
            "1:5 identifier m",
            "1:7 operator =",
            #"1:9 regex #/\n  a+ # comment\n  (?<x> b )\n  /#"#,
            "5:1 keyword let",
            "5:5 identifier n",
            "5:7 operator =",
            "5:9 number 1",
        ])
    }

    // MARK: - Comments, shebang, BOM, line ends

    func testCommentsAreMergedInOrder() {
        let text = "// line\n/// doc\n/* a /* nested */ still */ x\n/** doc block */\nlet y = 1 // end\n/*/ not closed by its own slash */ z"
        XCTAssertEqual(dump(text), [
            "1:1 comment // line",
            "2:1 comment /// doc",
            "3:1 comment /* a /* nested */ still */",
            "3:28 identifier x",
            "4:1 comment /** doc block */",
            "5:1 keyword let",
            "5:5 identifier y",
            "5:7 operator =",
            "5:9 number 1",
            "5:11 comment // end",
            "6:1 comment /*/ not closed by its own slash */",
            "6:36 identifier z",
        ])
        let (_, f) = lex(text)
        XCTAssertEqual(f.comments.count, 6)
        XCTAssertEqual(f.tokens.count, 7)
    }

    func testMultiLineBlockComment() {
        XCTAssertEqual(dump("a /* one\n two /* three\n */ four */ b"), [
            "1:1 identifier a",
            #"1:3 comment /* one\n two /* three\n */ four */"#,
            "3:13 identifier b",
        ])
    }

    func testShebangOnlyOnTheFirstLine() {
        XCTAssertEqual(dump("#!/usr/bin/env swift\nprint(1)\n#!x"), [
            "1:1 comment #!/usr/bin/env swift",
            "2:1 identifier print",
            "2:6 punctuation (",
            "2:7 number 1",
            "2:8 punctuation )",
            "3:1 punctuation #",
            "3:2 operator !",
            "3:3 identifier x",
        ])
    }

    func testByteOrderMarkIsSkippedAndCountedInColumns() {
        // SwiftParser keeps the BOM as leading trivia and SourceLocationConverter counts its 3 bytes:
        // `let` after a BOM is at 1:4 (checked with swift-syntax 602).
        XCTAssertEqual(dump("\u{FEFF}let x = 1\nvar y"), [
            "1:4 keyword let",
            "1:8 identifier x",
            "1:10 operator =",
            "1:12 number 1",
            "2:1 keyword var",
            "2:5 identifier y",
        ])
        let (_, f) = lex("\u{FEFF}let")
        XCTAssertEqual(f.tokens[0].start, 3)
        XCTAssertTrue(f.tokens[0].hasTriviaBefore)
        XCTAssertFalse(f.tokens[0].isAtStartOfLine)
    }

    func testByteOrderMarkBeforeShebang() {
        // NavLint follows swiftc (the C++ lexer skips the BOM before looking for `#!`). SwiftParser 602
        // only takes `#!` at offset 0 and lexes this line as ordinary tokens.
        XCTAssertEqual(dump("\u{FEFF}#!/bin/swift\nx"), ["1:4 comment #!/bin/swift", "2:1 identifier x"])
    }

    func testCRLFAndCROnlyLineEnds() {
        XCTAssertEqual(dump("let x = 1\r\nvar y\r\r\nz\rw\n\nv"), [
            "1:1 keyword let",
            "1:5 identifier x",
            "1:7 operator =",
            "1:9 number 1",
            "2:1 keyword var",
            "2:5 identifier y",
            "4:1 identifier z",
            "5:1 identifier w",
            "7:1 identifier v",
        ])
        let (source, _) = lex("a\r\nb\rc\nd")
        XCTAssertEqual(source.lineStarts, [0, 3, 5, 7])
        XCTAssertEqual(source.location(of: 1).line, 1)   // the \r of \r\n belongs to line 1
        XCTAssertEqual(source.location(of: 2).line, 1)   // and so does its \n
        XCTAssertEqual(source.lineText(2), "b")
    }

    /// The line table, found eight bytes at a time, is the one a byte-by-byte scan gives: line feeds at every position
    /// within and across words, bytes one away from LF and CR (0x0B, 0x0C, 0x8A, 0x8D, 0x00, 0xFF), and a CR anywhere,
    /// even after many words of LF-only text.
    func testLineStartsMatchAByteByByteScan() {
        func reference(_ b: [UInt8]) -> [UInt32] {
            var starts: [UInt32] = [0]
            var i = 0
            while i < b.count {
                if b[i] == 10 { starts.append(UInt32(i + 1)) }
                else if b[i] == 13 {
                    if i + 1 < b.count && b[i + 1] == 10 { i += 1 }
                    starts.append(UInt32(i + 1))
                }
                i += 1
            }
            return starts
        }
        let alphabet: [UInt8] = [97, 10, 10, 13, 0x0B, 0x0C, 0x8A, 0x8D, 0x00, 0xFF, 0x09, 0x20]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        var checked = 0
        for length in 0...70 {
            for variant in 0..<40 {
                var bytes = (0..<length).map { _ in alphabet[next() % alphabet.count] }
                // Half the texts have no CR, so the eight-byte path runs to the end.
                if variant % 2 == 0 { bytes = bytes.map { $0 == 13 ? 10 : $0 } }
                XCTAssertEqual(SourceText(path: "t.swift", bytes: bytes).lineStarts, reference(bytes), "bytes \(bytes)")
                checked += 1
            }
        }
        let late = Array(repeating: UInt8(97), count: 60) + [10, 97, 13, 10, 97, 13, 97]
        XCTAssertEqual(SourceText(path: "t.swift", bytes: late).lineStarts, [0, 61, 64, 66])
        XCTAssertEqual(checked, 71 * 40)
    }

    /// Every offset of texts with 1 to 9 lines (empty lines, a last line with and without a break, the end of the
    /// text) gets the line and column a plain scan of the line starts gives.
    func testLocationOfEveryOffsetMatchesALinearScan() {
        for text in ["", "a", "\n", "ab\n", "a\nb", "\n\n\nx", "a\n\nbc\nd\n", "1\n22\n333\n4444\n55555\n6\n77\n888\n9",
                     "x\r\ny\rz\n\r\n"] {
            let source = SourceText(path: "t.swift", bytes: Array(text.utf8))
            for offset in -1...(source.bytes.count + 1) {
                let o = UInt32(max(0, min(offset, source.bytes.count)))
                let line = source.lineStarts.lastIndex(where: { $0 <= o })!
                let expected = (line + 1, Int(o - source.lineStarts[line]) + 1)
                let got = source.location(of: offset)
                XCTAssertTrue(got == expected, "\(text.debugDescription) at \(offset): \(got), expected \(expected)")
            }
        }
    }

    func testLineEndsInsideMultiLineTokensCount() {
        XCTAssertEqual(dump("\"\"\"\r\na\r\n\"\"\" x /* \r */ y\n#/\ra\r/# z"), [
            #"1:1 string """\r\na\r\n""""#,
            "3:5 identifier x",
            #"3:7 comment /* \r */"#,
            "4:5 identifier y",
            #"5:1 regex #/\ra\r/#"#,
            "7:4 identifier z",
        ])
    }

    // MARK: - Operators and punctuation

    func testOperatorsIncludingCustomAndUnicodeOnes() {
        XCTAssertEqual(dump("a <*> b • c ∪ d ?? e -> f == g !== h &&& i"), [
            "1:1 identifier a",
            "1:3 operator <*>",
            "1:7 identifier b",
            "1:9 operator •",
            "1:13 identifier c",
            "1:15 operator ∪",
            "1:19 identifier d",
            "1:21 operator ??",
            "1:24 identifier e",
            "1:26 operator ->",
            "1:29 identifier f",
            "1:31 operator ==",
            "1:34 identifier g",
            "1:36 operator !==",
            "1:40 identifier h",
            "1:42 operator &&&",
            "1:46 identifier i",
        ])
    }

    func testOptionalChainingForceUnwrapAndRanges() {
        XCTAssertEqual(dump("a?.b!.c ?? d\nlet z = 1...5, w = 0..<n, v = ...5, u = x..."), [
            "1:1 identifier a",
            "1:2 operator ?",
            "1:3 punctuation .",
            "1:4 identifier b",
            "1:5 operator !",
            "1:6 punctuation .",
            "1:7 identifier c",
            "1:9 operator ??",
            "1:12 identifier d",
            "2:1 keyword let",
            "2:5 identifier z",
            "2:7 operator =",
            "2:9 number 1",
            "2:10 operator ...",
            "2:13 number 5",
            "2:14 punctuation ,",
            "2:16 identifier w",
            "2:18 operator =",
            "2:20 number 0",
            "2:21 operator ..<",
            "2:24 identifier n",
            "2:25 punctuation ,",
            "2:27 identifier v",
            "2:29 operator =",
            "2:31 operator ...",
            "2:34 number 5",
            "2:35 punctuation ,",
            "2:37 identifier u",
            "2:39 operator =",
            "2:41 identifier x",
            "2:42 operator ...",
        ])
    }

    func testDotOperatorsAndImplicitMembers() {
        XCTAssertEqual(kinds("a .+. b .leading x.y .init"), [
            "identifier a", "operator .+.", "identifier b", "punctuation .", "identifier leading",
            "identifier x", "punctuation .", "identifier y", "punctuation .", "keyword init",
        ])
    }

    func testOperatorStopsAtACommentStart() {
        XCTAssertEqual(dump("a+/* c */b\nc-// trailing\nd ..// e\nf <*>/* g */h"), [
            "1:1 identifier a",
            "1:2 operator +",
            "1:3 comment /* c */",
            "1:10 identifier b",
            "2:1 identifier c",
            "2:2 operator -",
            "2:3 comment // trailing",
            "3:1 identifier d",
            "3:3 operator ..",
            "3:5 comment // e",
            "4:1 identifier f",
            "4:3 operator <*>",
            "4:6 comment /* g */",
            "4:13 identifier h",
        ])
    }

    func testPrefixAndPostfixOperators() {
        XCTAssertEqual(kinds("-x + !y; z!; &w; ~v; x++"), [
            "operator -", "identifier x", "operator +", "operator !", "identifier y", "punctuation ;",
            "identifier z", "operator !", "punctuation ;",
            "operator &", "identifier w", "punctuation ;",
            "operator ~", "identifier v", "punctuation ;",
            "identifier x", "operator ++",
        ])
    }

    func testPunctuation() {
        XCTAssertEqual(dump("( ) [ ] { } , ; : . \\ @ #"), [
            "1:1 punctuation (",
            "1:3 punctuation )",
            "1:5 punctuation [",
            "1:7 punctuation ]",
            "1:9 punctuation {",
            "1:11 punctuation }",
            "1:13 punctuation ,",
            "1:15 punctuation ;",
            "1:17 punctuation :",
            "1:19 punctuation .",
            "1:21 punctuation \\",
            "1:23 punctuation @",
            "1:25 punctuation #",
        ])
        let (_, f) = lex("(,;:.")
        XCTAssertEqual(f.tokens.dropLast().map(\.aux), Array("(,;:.".utf8))
        XCTAssertTrue(f.tokens[0].isPunct(UInt8(ascii: "(")))
    }

    func testKeyPathBackslashIsPunctuation() {
        XCTAssertEqual(kinds(#"@Environment(\.dismiss) var d; let k = \Foo.bar"#), [
            "attribute @Environment", "punctuation (", #"punctuation \"#, "punctuation .", "identifier dismiss",
            "punctuation )", "keyword var", "identifier d", "punctuation ;",
            "keyword let", "identifier k", "operator =", #"punctuation \"#, "identifier Foo", "punctuation .",
            "identifier bar",
        ])
    }

    // MARK: - Unknown bytes

    func testNulAndControlBytesAreUnknownAndLexingContinues() {
        XCTAssertEqual(dump(bytes: Array("a\u{0}b \u{1} c \u{7F} d\u{0}".utf8)), [
            "1:1 identifier a",
            "1:2 unknown \u{0}",
            "1:3 identifier b",
            "1:5 unknown \u{1}",
            "1:7 identifier c",
            "1:9 unknown \u{7F}",
            "1:11 identifier d",
            "1:12 unknown \u{0}",
        ])
    }

    func testInvalidUTF8IsUnknownOneByteAtATime() {
        // 0xFF never occurs in UTF-8; E2 82 is a truncated 3-byte sequence; C3 at the end is truncated too;
        // ED A0 80 encodes a surrogate; C0 AF is an overlong "/".
        let bytes: [UInt8] = Array("a ".utf8) + [0xFF] + Array(" b ".utf8) + [0xE2, 0x82] + Array(" c".utf8)
            + [0xED, 0xA0, 0x80] + Array("d".utf8) + [0xC0, 0xAF] + Array("e ".utf8) + [0xC3]
        let f = Lexer.tokenize(bytes)
        checkInvariants(bytes, f)
        XCTAssertEqual(f.tokens.map(\.kind), [
            .identifier, .unknown, .identifier, .unknown, .unknown, .identifier, .unknown, .unknown, .unknown,
            .identifier, .unknown, .unknown, .identifier, .unknown, .endOfFile,
        ])
        XCTAssertEqual(f.tokens.map(\.start), [0, 2, 4, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 18, 19])
        let s = SourceText(path: "t", bytes: bytes)
        XCTAssertEqual(dump(bytes: bytes).first, "1:1 identifier a")
        XCTAssertEqual(s.location(of: Int(f.tokens[12].start)).column, 17)  // `e`: columns still count bytes
    }

    func testInvalidUTF8InsideStringsAndCommentsStaysInsideThem() {
        let bytes: [UInt8] = [0x22, 0xFF, 0x22, 0x20, 0x2F, 0x2F, 0xFE, 0x0A, 0x78]   // "\xFF" //\xFE \n x
        let f = Lexer.tokenize(bytes)
        checkInvariants(bytes, f)
        XCTAssertEqual(f.tokens.map(\.kind), [.string, .identifier, .endOfFile])
        XCTAssertEqual(f.comments.map(\.start), [4])
    }

    func testUnicodeWhiteSpaceIsTrivia() {
        XCTAssertEqual(dump("a\u{A0}b\u{3000}c\u{2028}d"), [
            "1:1 identifier a",
            "1:4 identifier b",
            "1:8 identifier c",
            "1:12 identifier d",
        ])
    }

    func testStrayCombiningMarkIsUnknown() {
        XCTAssertEqual(kinds("a \u{301}b"), ["identifier a", "unknown \u{301}", "identifier b"])
    }

    // MARK: - Flags

    func testNewlineAndTriviaFlags() {
        let (source, f) = lex("a b\n  c/* x */d.e\n// note\nf(g)")
        let flags = f.tokens.dropLast().map { "\(source.text(of: $0)):\($0.isAtStartOfLine ? "N" : "")\($0.hasTriviaBefore ? "T" : "")" }
        XCTAssertEqual(flags, ["a:", "b:T", "c:NT", "d:T", ".:", "e:", "f:NT", "(:", "g:", "):"])
        XCTAssertEqual(f.comments.map(\.isAtStartOfLine), [false, true])
        let eof = f.tokens.last!
        XCTAssertFalse(eof.isAtStartOfLine)
    }

    func testEndOfFileCarriesTheTrailingTrivia() {
        let (_, f) = lex("a\n")
        XCTAssertTrue(f.tokens[1].isAtStartOfLine)
        XCTAssertTrue(f.tokens[1].hasTriviaBefore)
        XCTAssertFalse(f.tokens[0].hasTriviaBefore)
    }

    // MARK: - Bracket matching

    func testMatchingPairsNestedBrackets() {
        XCTAssertEqual(pairs("f(a[b{c}])"), [
            "(@2 -> )@10", "[@4 -> ]@9", "{@6 -> }@8", "}@8 -> {@6", "]@9 -> [@4", ")@10 -> (@2",
        ])
    }

    func testMatchingDoesNotPairAcrossAMismatch() {
        // A closer with no opener of its shape stays unmatched and leaves the open ones alone.
        XCTAssertEqual(pairs("( ] )"), ["(@1 -> )@5", "]@3 -> none", ")@5 -> (@1"])
        // A closer that finds its opener further down leaves the openers it skipped unmatched.
        XCTAssertEqual(pairs("[ ( ] )"), ["[@1 -> ]@5", "(@3 -> none", "]@5 -> [@1", ")@7 -> none"])
        XCTAssertEqual(pairs("{ ( } ) }"), ["{@1 -> }@5", "(@3 -> none", "}@5 -> {@1", ")@7 -> none", "}@9 -> none"])
        XCTAssertEqual(pairs(") ] } ( [ {"), [
            ")@1 -> none", "]@3 -> none", "}@5 -> none", "(@7 -> none", "[@9 -> none", "{@11 -> none",
        ])
    }

    func testMatchingNeverClosesAcrossAString() {
        // The `]` inside the interpolation cannot close the `[` outside the string.
        XCTAssertEqual(pairs(#"[ "\( ] )" ]"#), [
            "[@1 -> ]@12", #""\(@3 -> )"@9"#, "]@7 -> none", #")"@9 -> "\(@3"#, "]@12 -> [@1",
        ])
        // Openers left unclosed inside an interpolation stay unmatched; the string still chains.
        XCTAssertEqual(pairs(#""\(a[{)" x"#), [#""\(@1 -> )"@7"#, "[@5 -> none", "{@6 -> none", #")"@7 -> "\(@1"#])
    }

    // MARK: - Robustness

    func testEmptyFile() {
        let f = Lexer.tokenize([])
        checkInvariants([], f)
        XCTAssertEqual(f.tokens, [Token(kind: .endOfFile, flags: 0, aux: 0, start: 0, end: 0)])
        XCTAssertTrue(f.comments.isEmpty)
        XCTAssertEqual(f.matching, [-1])
        XCTAssertEqual(dump(""), [])
    }

    func testFileWithOnlyAByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        let f = Lexer.tokenize(bytes)
        checkInvariants(bytes, f)
        XCTAssertEqual(f.tokens.count, 1)
        XCTAssertEqual(f.tokens[0].kind, .endOfFile)
        XCTAssertEqual(f.tokens[0].start, 3)
        XCTAssertEqual(dump(bytes: bytes), [])
        // Part of a BOM is not a BOM.
        XCTAssertEqual(Lexer.tokenize([0xEF, 0xBB]).tokens.map(\.kind), [.unknown, .unknown, .endOfFile])
    }

    func testOnlyNulBytes() {
        let bytes = [UInt8](repeating: 0, count: 10_000)
        let f = Lexer.tokenize(bytes)
        checkInvariants(bytes, f)
        XCTAssertEqual(f.tokens.count, 10_001)
        XCTAssertTrue(f.tokens.dropLast().allSatisfy { $0.kind == .unknown && $0.length == 1 })
    }

    func testUnterminatedStringEndsAtTheLineEnd() {
        XCTAssertEqual(dump("let s = \"abc\nlet t = 1"), [
            "1:1 keyword let",
            "1:5 identifier s",
            "1:7 operator =",
            "1:9 string \"abc",
            "2:1 keyword let",
            "2:5 identifier t",
            "2:7 operator =",
            "2:9 number 1",
        ])
        XCTAssertEqual(kinds("\"abc\\"), ["string \"abc\\"])
        XCTAssertEqual(kinds("\""), ["string \""])
        XCTAssertEqual(kinds("x = #\"abc"), ["identifier x", "operator =", "string #\"abc"])
        XCTAssertEqual(kinds("#"), ["punctuation #"])
    }

    /// The raw-string and placeholder forms of real files, cut off at the end of the file: each ends there, as one
    /// token, and an editor placeholder with no `#>` is a `<` and what follows.
    func testUnterminatedRawStringsAndPlaceholdersAtTheEndOfTheFile() {
        XCTAssertEqual(dump(#"let s = #"\"#), ["1:1 keyword let", "1:5 identifier s", "1:7 operator =", #"1:9 string #"\"#])
        XCTAssertEqual(dump(##"x = #"""#"##), ["1:1 identifier x", "1:3 operator =", ##"1:5 string #"""#"##])
        XCTAssertEqual(dump(##"x = ##"a"#"##), ["1:1 identifier x", "1:3 operator =", ##"1:5 string ##"a"#"##])
        XCTAssertEqual(dump("x = #\"\"\"\nabc \"\"\" \n"), ["1:1 identifier x", "1:3 operator =", "1:5 string #\"\"\"\\nabc \"\"\" \\n"])
        XCTAssertEqual(dump(##"x = #"\#(y"##), ["1:1 identifier x", "1:3 operator =", ##"1:5 string #"\#("##, "1:10 identifier y"])
        XCTAssertEqual(pairs(##"#"\#(y"##), [##"#"\#(@1 -> none"##])
        XCTAssertEqual(dump("let x: <#Type"), ["1:1 keyword let", "1:5 identifier x", "1:6 punctuation :", "1:8 operator <", "1:9 identifier #Type"])
        XCTAssertEqual(kinds("let x: <#Type"), ["keyword let", "identifier x", "punctuation :", "operator <", "poundName #Type"])
        XCTAssertEqual(dump("f(<#a#>, <#b"), ["1:1 identifier f", "1:2 punctuation (", "1:3 identifier <#a#>", "1:8 punctuation ,", "1:10 operator <", "1:11 identifier #b"])
        XCTAssertEqual(dump("<#"), ["1:1 operator <", "1:2 punctuation #"])
        XCTAssertEqual(dump("<#T##"), ["1:1 operator <", "1:2 identifier #T", "1:4 punctuation #", "1:5 punctuation #"])
    }

    func testUnterminatedMultiLineStringsRunToTheEndOfTheFile() {
        XCTAssertEqual(dump("let s = \"\"\"\nabc\n\" \"\" x"), [
            "1:1 keyword let",
            "1:5 identifier s",
            "1:7 operator =",
            #"1:9 string """\nabc\n" "" x"#,
        ])
        // `"""` without the `#` does not close a raw multi-line string.
        XCTAssertEqual(kinds("#\"\"\"\nabc\n\"\"\""), ["string #\"\"\"\nabc\n\"\"\""])
        XCTAssertEqual(kinds("\"\"\""), ["string \"\"\""])
    }

    func testUnterminatedInterpolationAtTheEndOfTheFile() {
        XCTAssertEqual(kinds(#"let s = "a\(b"#), ["keyword let", "identifier s", "operator =", #"stringHead "a\("#, "identifier b"])
        XCTAssertEqual(pairs(#""a\(b"#), [#""a\(@1 -> none"#])
        XCTAssertEqual(pairs(#""a\(f("b\(("#), [#""a\(@1 -> none"#, "(@6 -> none", #""b\(@7 -> none"#, "(@11 -> none"])
        XCTAssertEqual(kinds(#""a\("#), [#"stringHead "a\("#])
        XCTAssertEqual(kinds(#""a\(x)b"#), [#"stringHead "a\("#, "identifier x", #"stringTail )b"#])
    }

    func testUnterminatedBlockCommentsRunToTheEndOfTheFile() {
        XCTAssertEqual(dump("x /* a /* b */ c\nd"), ["1:1 identifier x", #"1:3 comment /* a /* b */ c\nd"#])
        XCTAssertEqual(dump("/*"), ["1:1 comment /*"])
        XCTAssertEqual(dump("/*/"), ["1:1 comment /*/"])
    }

    func testUnterminatedRegexes() {
        XCTAssertEqual(kinds("x = #/abc"), ["identifier x", "operator =", "regex #/abc"])
        XCTAssertEqual(kinds("x = ##/abc/#"), ["identifier x", "operator =", "regex ##/abc/#"])
        XCTAssertEqual(kinds("x = /abc\ny"), ["identifier x", "operator =", "operator /", "identifier abc", "identifier y"])
        XCTAssertEqual(kinds("(/"), ["punctuation (", "operator /"])
        XCTAssertEqual(kinds("#/\\"), ["regex #/\\"])
        XCTAssertEqual(kinds("(/\\"), ["punctuation (", "operator /", "punctuation \\"])
    }

    func testTruncationsAtEveryByteOfAFileWithEveryForm() {
        let text = """
            #!/usr/bin/env swift
            \u{FEFF}import SwiftUI // c
            @MainActor struct V: View { @State var café = 0x1.8p3 + 1_0e-2 ; let t = (1, 2).0
              var body: some View { Text("a\\(f("b\\(x)", { $0 })) c \\u{1F600}") ; Text(#"r\\#(y)"#) }
              let m = \"\"\"
                l \\(z) "q"
                \"\"\" ; let r = ##"x"#"## ; let re = try! /a+b/ ; let e = #/
                x
              /#
            }
            #if DEBUG /* a /* b */ */
            #Preview { V() }   // é
            #elseif os(iOS)
            let q = a ?? b / c <*> `default` • d...e ==<#T##x: Int##Int#> + #\"\"\"# + #"\\"#
            #endif\r\n\u{0}\u{7}
            """
        let bytes = Array(text.utf8) + [0xFF, 0xC3]
        for end in 0...bytes.count {
            let prefix = Array(bytes[0..<end])
            checkInvariants(prefix, Lexer.tokenize(prefix))
            var missingOne = bytes
            if end < bytes.count {
                missingOne.remove(at: end)
                checkInvariants(missingOne, Lexer.tokenize(missingOne))
            }
        }
    }

    func testRandomBytesFromTheLexicalAlphabet() {
        let alphabet: [[UInt8]] = ["\"", "\"\"\"", "#", "##", "\\", "\\(", "\\#(", "(", ")", "[", "]", "{", "}", "/",
                                   "/*", "*/", "//", "*", "`", "$", "@", "a", "if", "0x", "1", ".", "e", "p", "-", " ",
                                   "\n", "\r", "é", "•", "\u{301}", "<#", "#>"].map { Array($0.utf8) } + [[0], [0xFF], [0xE2, 0x82], [0xEF, 0xBB, 0xBF]]
        var rng = SplitMix64(state: 20_240_611)
        for _ in 0..<1_500 {
            var bytes: [UInt8] = []
            let count = Int(rng.next() % 60)
            for _ in 0..<count { bytes += alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            checkInvariants(bytes, Lexer.tokenize(bytes))
        }
    }

    func testHundredThousandNestedBrackets() {
        let depth = 100_000
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            // Unclosed.
            let unclosed = Array(String(repeating: open, count: depth).utf8)
            let f = Lexer.tokenize(unclosed)
            XCTAssertEqual(f.tokens.count, depth + 1)
            XCTAssertEqual(f.tokens.last?.kind, .endOfFile)
            XCTAssertTrue(f.matching.allSatisfy { $0 == -1 })
            // Closed: the outermost pair spans the whole file.
            let closed = Array((String(repeating: open, count: depth) + String(repeating: close, count: depth)).utf8)
            let g = Lexer.tokenize(closed)
            XCTAssertEqual(g.tokens.count, 2 * depth + 1)
            XCTAssertEqual(g.matching[0], Int32(2 * depth - 1))
            XCTAssertEqual(g.matching[depth - 1], Int32(depth))
            XCTAssertEqual(g.matching[2 * depth - 1], 0)
        }
        // Mixed and closed in reverse order.
        let mixed = String(repeating: "([{", count: depth / 3) + String(repeating: "}])", count: depth / 3)
        let m = Lexer.tokenize(Array(mixed.utf8))
        let n = 2 * (depth / 3) * 3
        XCTAssertEqual(m.tokens.count, n + 1)
        XCTAssertEqual(m.matching[0], Int32(n - 1))
        XCTAssertEqual(m.matching[1], Int32(n - 2))
    }

    func testHundredThousandNestedInterpolations() {
        let depth = 100_000
        let text = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let f = Lexer.tokenize(Array(text.utf8))
        XCTAssertEqual(f.tokens.count, 2 * depth + 2)
        XCTAssertEqual(f.tokens[depth].kind, .identifier)
        XCTAssertTrue(f.tokens[0..<depth].allSatisfy { $0.kind == .stringHead })
        XCTAssertTrue(f.tokens[(depth + 1)...].dropLast().allSatisfy { $0.kind == .stringTail })
        XCTAssertEqual(f.matching[0], Int32(2 * depth))
        XCTAssertEqual(f.matching[2 * depth], 0)
    }

    func testTenMegabyteSingleLineString() {
        var bytes = Array("let s = \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000)
        bytes += Array("\" + x".utf8)
        let f = Lexer.tokenize(bytes)
        XCTAssertEqual(f.tokens.map(\.kind), [.keyword, .identifier, .operator, .string, .operator, .identifier, .endOfFile])
        XCTAssertEqual(f.tokens[3].length, 10_000_002)
        let source = SourceText(path: "big.swift", bytes: bytes)
        XCTAssertEqual(source.location(of: Int(f.tokens[5].start)).line, 1)
        XCTAssertEqual(source.location(of: Int(f.tokens[5].start)).column, 10_000_014)
    }

    func testTenMegabyteSingleLineOperatorChain() {
        // `abcdefgh+abcdefgh+…abcdefgh`: 10 MB, 2.2 million tokens, one line.
        let unit = Array("abcdefgh+".utf8)
        let units = 10_000_000 / unit.count + 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units * unit.count)
        for _ in 0..<units { bytes += unit }
        bytes.removeLast()
        let f = Lexer.tokenize(bytes)
        XCTAssertEqual(f.tokens.count, 2 * units)
        XCTAssertEqual(f.tokens[2 * units - 2].kind, .identifier)
        XCTAssertEqual(f.tokens[2 * units - 3].kind, .operator)
        XCTAssertEqual(f.tokens.last?.start, UInt32(bytes.count))
        XCTAssertTrue(f.comments.isEmpty)
        let source = SourceText(path: "chain.swift", bytes: bytes)
        XCTAssertEqual(source.location(of: Int(f.tokens[2 * units - 2].start)).line, 1)
    }

    // MARK: - Cases that once went wrong

    /// SwiftParser (and swiftc) lex a `!` or `?` that touches the operand before it as a postfix token of its
    /// own, so `w!+1` is `w`, `!`, `+`, `1`. NavLint glues them into one operator `!+`.
    func testPostfixBangOrQuestionMarkIsATokenOfItsOwn() {
        XCTAssertEqual(kinds("w!+1"), ["identifier w", "operator !", "operator +", "integer 1"])
        XCTAssertEqual(kinds("x!/y"), ["identifier x", "operator !", "operator /", "identifier y"])
        XCTAssertEqual(kinds("a!==b"), ["identifier a", "operator !", "operator ==", "identifier b"])
    }

    /// SwiftParser lexes `0xFF.fpValue` as `0xFF` `.` `fpValue` (a hex float needs digits after the `p`).
    /// NavLint takes `0xFF.fp` as a hex float and swallows `Value` as a malformed suffix.
    func testHexIntegerFollowedByAMemberStartingWithFP() {
        XCTAssertEqual(kinds("0xFF.fpValue"), ["integer 0xFF", "punctuation .", "identifier fpValue"])
    }

    /// An unapplied `/` passed as an argument is an operator: SwiftParser gives up on a regex when it meets an
    /// unbalanced `)`. NavLint lexes `/) + zip(c, d).map(/` as one regex and loses `zip`, `c`, `d`, `map`.
    func testUnappliedSlashArgumentsAreNotARegex() {
        XCTAssertEqual(dump("let q = zip(a, b).map(/) + zip(c, d).map(/)"), [
            "1:1 keyword let",
            "1:5 identifier q",
            "1:7 operator =",
            "1:9 identifier zip",
            "1:12 punctuation (",
            "1:13 identifier a",
            "1:14 punctuation ,",
            "1:16 identifier b",
            "1:17 punctuation )",
            "1:18 punctuation .",
            "1:19 identifier map",
            "1:22 punctuation (",
            "1:23 operator /",
            "1:24 punctuation )",
            "1:26 operator +",
            "1:28 identifier zip",
            "1:31 punctuation (",
            "1:32 identifier c",
            "1:33 punctuation ,",
            "1:35 identifier d",
            "1:36 punctuation )",
            "1:37 punctuation .",
            "1:38 identifier map",
            "1:41 punctuation (",
            "1:42 operator /",
            "1:43 punctuation )",
        ])
    }

    /// After `operator` and `func` the next token is an operator's name, never a regex (SwiftParser checks
    /// the previous keyword). NavLint lexes `/^/` here as a regex literal.
    func testOperatorNameStartingWithSlashInADeclaration() {
        XCTAssertEqual(kinds("infix operator /^/\nstatic func /^/ (l: X, r: X) -> X {}"), [
            "identifier infix", "keyword operator", "operator /^/",
            "keyword static", "keyword func", "operator /^/", "punctuation (", "identifier l", "punctuation :",
            "identifier X", "punctuation ,", "identifier r", "punctuation :", "identifier X", "punctuation )",
            "operator ->", "identifier X", "punctuation {", "punctuation }",
        ])
    }

    /// A single-line string cannot span lines, and neither can its interpolation: SwiftParser ends both at
    /// the line end. NavLint stays inside the interpolation for the rest of the file, so the string head sits
    /// on the bracket stack and every later closer refuses to match across it: here the function's `}` on
    /// line 3 is left unmatched and the parser would take the rest of the file as its body.
    func testUnterminatedInterpolationInASingleLineStringEndsAtTheLineEnd() {
        let (source, f) = lex("func f() {\n    Text(\"Hello \\(name\")\n}\nfunc g() { h() }\n")
        let open = f.tokens.firstIndex { $0.isPunct(UInt8(ascii: "{")) }!
        XCTAssertEqual(source.location(of: Int(f.tokens[open].start)).line, 1)
        let close = Int(f.matching[open])
        XCTAssertGreaterThanOrEqual(close, 0, "the `{` of f is unmatched")
        if close >= 0 {
            XCTAssertEqual(source.location(of: Int(f.tokens[close].start)).line, 3)
        }
    }

    /// SwiftParser ends an unterminated single-line extended regex (`#/` not followed by a line break) at the
    /// line end, as NavLint does for single-line raw strings. NavLint runs it to the end of the file.
    func testUnterminatedSingleLineExtendedRegexEndsAtTheLineEnd() {
        XCTAssertEqual(dump("x = #/abc\ny = 1"), ["1:1 identifier x", "1:3 operator =", "1:5 regex #/abc", "2:1 identifier y", "2:3 operator =", "2:5 number 1"])
    }

    /// 200,000 unmatched closers after 200,000 openers: every closer is rejected at once (a quadratic search
    /// would not finish), and no pair is made.
    func testUnmatchedClosersAreRejectedWithoutSearching() {
        let n = 200_000
        let f = Lexer.tokenize(Array((String(repeating: "(", count: n) + String(repeating: "]", count: n)).utf8))
        XCTAssertEqual(f.tokens.count, 2 * n + 1)
        XCTAssertEqual(f.tokens.last?.kind, .endOfFile)
        XCTAssertTrue(f.matching.allSatisfy { $0 == -1 })
    }

    /// The same inside an interpolation: openers above the string's head count, those below it do not.
    func testClosersInsideAnInterpolationDoNotSearchPastTheString() {
        let n = 100_000
        let text = "[\"\\(" + String(repeating: "{", count: n) + String(repeating: "]", count: n) + ")\"]"
        let f = Lexer.tokenize(Array(text.utf8))
        XCTAssertEqual(f.matching[0], Int32(f.tokens.count - 2), "the outer [ pairs with the last ]")
    }

    /// 200,000 `#` in a row are 200,000 punctuation tokens, lexed in one pass.
    func testLongRunOfPoundSignsIsOnePunctuationTokenEach() {
        let n = 200_000
        let f = Lexer.tokenize(Array(String(repeating: "#", count: n).utf8))
        XCTAssertEqual(f.tokens.count, n + 1)
        XCTAssertTrue(f.tokens.dropLast().allSatisfy { $0.kind == .punctuation && $0.length == 1 })
    }
}
