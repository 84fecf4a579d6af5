// What a file's expressions may construct, read from every node of its tree (previews and top-level code too).

import NavLintSupport
import NavLintSyntax

extension FileIndexer {
    /// Member names written as `.name` or `Type.name`, raw-value and `allCases` constructions, and decoding, outside
    /// case patterns (`case .detail:` matches a value, it does not make one).
    package func constructions() -> ConstructionFacts {
        // From the shared empty value: its hash table is copied at the first name inserted (a new one allocated
        // through an unspecialized array initializer, for every file), and not at all in a file with none.
        var result = ConstructionFacts.empty
        // Every node of the file is visited: they are read from the parser's block and the source bytes directly
        // (`tree` owns both for the whole call), not through the checked subscripts and `nameEquals`.
        let storage = tree.nodes.storage
        let nodes = UnsafeBufferPointer(start: storage.base, count: storage.count)
        return withExtendedLifetime(storage) { tree.source.bytes.withUnsafeBufferPointer { bytes -> ConstructionFacts in
            func nameIs(_ n: SyntaxNode, _ word: StaticString) -> Bool {
                bytesEqual(bytes.baseAddress!, Int(n.nameStart), Int(n.nameEnd) - Int(n.nameStart), word)
            }
            /// `nameStartsUppercase`, read from the block and the bytes (the tree is asked for a name not in ASCII).
            func startsUppercase(_ k: Int32) -> Bool {
                let m = nodes[Int(k)]
                guard m.nameEnd > m.nameStart else { return false }
                let b = bytes[Int(m.nameStart)]
                if b < 0x80 && b != UInt8(ascii: "_") { return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
                return nameStartsUppercase(k)
            }
            // Byte ranges of patterns (a pattern's nodes lie inside its range) and of previews. One pass over the nodes:
            // whether a member access or a link lies in one is known only once every node is seen, so the few that
            // count are kept (`members`, `links`) and sorted out at the end.
            var patterns: [(UInt32, UInt32)] = []
            var previews: [(UInt32, UInt32)] = []
            var members: [Int32] = []   // `.name` and `Type.name` member accesses, in node order
            var links: [Int32] = []     // `NavigationLink(…, value: …)` calls, in node order
            var constructions: [Int32] = []  // calls of a capitalised name (`Host()`), kept only when the file has previews
            for i in nodes.indices {
                let n = nodes[i]
                switch n.kind {
                case .casePattern:
                    if n.firstChild >= 0 {
                        let p = nodes[Int(n.firstChild)]
                        // Room for a file's worth at the first: growing from one reallocates four or five times.
                        if patterns.capacity == 0 { patterns.reserveCapacity(32) }
                        patterns.append((p.start, p.end))
                    }
                case .catchClause:
                    // `catch Failure.offline`: everything before the block is a pattern.
                    var c = n.firstChild
                    while c >= 0 && nodes[Int(c)].kind != .codeBlock {
                        patterns.append((nodes[Int(c)].start, nodes[Int(c)].end))
                        c = nodes[Int(c)].nextSibling
                    }
                case .macroExpansion:
                    if n.nameEnd > n.nameStart && nameIs(n, "#Preview") { previews.append((n.start, n.end)) }
                case .memberAccess:
                    guard n.hasName else { continue }
                    if nameIs(n, "decode") || nameIs(n, "decodeIfPresent") { result.decodes = true }
                    let base = n.firstChild
                    if base >= 0 {
                        let baseKind = nodes[Int(base)].kind
                        if baseKind == .identifier || baseKind == .memberAccess {
                            guard startsUppercase(base) else { continue }
                        } else if baseKind != .typeExpression {
                            continue
                        }
                    }
                    if members.capacity == 0 { members.reserveCapacity(32) }
                    members.append(Int32(i))
                case .call:
                    let callee = n.firstChild
                    guard callee >= 0 else { continue }
                    let calleeNode = nodes[Int(callee)]
                    if calleeNode.kind == .identifier && !previews.isEmpty && startsUppercase(callee) { constructions.append(callee) }
                    if calleeNode.kind == .identifier, nameIs(calleeNode, "NavigationLink"),
                       argument("value", in: arguments(of: Int32(i))) != nil {
                        links.append(Int32(i))
                    }
                    // `Route(rawValue: s)`, `.init(rawValue: s)`. The first argument's label is read first, from the block
                    // (the first child of kind argument, as `arguments(of:)` finds it): most calls have no `rawValue:`.
                    var first = callee
                    while first >= 0 && nodes[Int(first)].kind != .argument { first = nodes[Int(first)].nextSibling }
                    guard first >= 0, nameIs(nodes[Int(first)], "rawValue") else { continue }
                    let namesType = calleeNode.kind == .identifier && startsUppercase(callee)
                    guard namesType || (calleeNode.kind == .memberAccess && nameIs(calleeNode, "init")) else { continue }
                    if namesType {
                        result.rawValueTypes.insert(name(callee))
                    } else {
                        let base = calleeNode.firstChild
                        result.rawValueTypes.insert(base >= 0 && nameStartsUppercase(base) && !tree.nameEquals(base, "Self") ? name(base) : "")
                    }
                default:
                    continue
                }
            }
            for c in constructions where previews.contains(where: { $0.0 <= nodes[Int(c)].start && nodes[Int(c)].start < $0.1 }) {
                result.previewTypes.insert(name(c))
            }
            for i in links {
                let n = nodes[Int(i)]
                if !previews.contains(where: { $0.0 <= n.start && n.start < $0.1 }) { result.valueLinks.append(location(n.firstChild)) }
            }
            // Merged in place into disjoint ranges, so that one binary search answers.
            patterns.sort { $0.0 < $1.0 }
            var merged = 0
            for k in patterns.indices {
                let p = patterns[k]
                if merged > 0 && p.0 < patterns[merged - 1].1 {
                    patterns[merged - 1].1 = max(patterns[merged - 1].1, p.1)
                } else {
                    patterns[merged] = p
                    merged += 1
                }
            }
            func inPattern(_ offset: UInt32) -> Bool {
                var lo = 0, hi = merged
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if patterns[mid].0 <= offset { lo = mid + 1 } else { hi = mid }
                }
                return lo > 0 && offset < patterns[lo - 1].1
            }
            for i in members {
                let n = nodes[Int(i)]
                guard !inPattern(n.start) else { continue }
                // Names are kept as hashes of their bytes: no String is made for every `.font` and `.caption`.
                let start = Int(n.nameStart), length = Int(n.nameEnd - n.nameStart)
                result.memberNames.insert(FNV1a.hash(UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])))
                if nameIs(n, "allCases") {
                    // `Type.allCases` (as opposed to `.allCases` or `Self.allCases`).
                    let base = n.firstChild
                    let baseIsType = base >= 0 && nodes[Int(base)].kind != .typeExpression && !nameIs(nodes[Int(base)], "Self")
                    result.allCasesTypes.insert(baseIsType ? name(base) : "")
                }
                if nameIs(n, "CodableRepresentation") { result.decodes = true }
            }
            return result
        } }
    }
}
