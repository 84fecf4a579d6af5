// What a file's expressions may construct, read from every node of its tree (previews and top-level code too).

extension FileIndexer {
    /// Member names written as `.name` or `Type.name`, raw-value and `allCases` constructions, and decoding, outside
    /// case patterns (`case .detail:` matches a value, it does not make one).
    func constructions() -> ConstructionFacts {
        var result = ConstructionFacts()
        // Every node of the file is visited: they are read from the parser's block and the source bytes directly
        // (`tree` owns both for the whole call), not through the checked subscripts and `nameEquals`.
        let storage = tree.nodes.storage
        let nodes = UnsafeBufferPointer(start: storage.base, count: storage.count)
        return withExtendedLifetime(storage) { tree.source.bytes.withUnsafeBufferPointer { bytes -> ConstructionFacts in
            func nameIs(_ n: SyntaxNode, _ word: StaticString) -> Bool {
                bytesEqual(bytes.baseAddress!, Int(n.nameStart), Int(n.nameEnd) - Int(n.nameStart), word)
            }
            // Byte ranges of patterns, in source order (a pattern's nodes lie inside its range), and of previews.
            var patterns: [(UInt32, UInt32)] = []
            var previews: [(UInt32, UInt32)] = []
            for n in nodes {
                switch n.kind {
                case .casePattern:
                    if n.firstChild >= 0 {
                        let p = nodes[Int(n.firstChild)]
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
                default:
                    break
                }
            }
            // Merged into disjoint ranges, so that one binary search answers.
            patterns.sort { $0.0 < $1.0 }
            var ranges: [(UInt32, UInt32)] = []
            for p in patterns {
                if let last = ranges.last, p.0 < last.1 { ranges[ranges.count - 1].1 = max(last.1, p.1) } else { ranges.append(p) }
            }
            func inPattern(_ offset: UInt32) -> Bool {
                var lo = 0, hi = ranges.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if ranges[mid].0 <= offset { lo = mid + 1 } else { hi = mid }
                }
                return lo > 0 && offset < ranges[lo - 1].1
            }
            for i in nodes.indices {
                let n = nodes[i]
                switch n.kind {
                case .memberAccess:
                    guard n.hasName else { continue }
                    if nameIs(n, "decode") || nameIs(n, "decodeIfPresent") { result.decodes = true }
                    guard !inPattern(n.start) else { continue }
                    let base = n.firstChild
                    let baseIsType: Bool    // `Type.member` (as opposed to `.member` or `Self.member`)
                    if base < 0 {
                        baseIsType = false
                    } else if nodes[Int(base)].kind == .identifier || nodes[Int(base)].kind == .memberAccess {
                        guard nameStartsUppercase(base) else { continue }
                        baseIsType = !nameIs(nodes[Int(base)], "Self")
                    } else if nodes[Int(base)].kind == .typeExpression {
                        baseIsType = false
                    } else {
                        continue
                    }
                    // Names are kept as hashes of their bytes: no String is made for every `.font` and `.caption`.
                    let start = Int(n.nameStart), length = Int(n.nameEnd - n.nameStart)
                    result.memberNames.insert(FNV1a.hash(UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])))
                    if nameIs(n, "allCases") { result.allCasesTypes.insert(baseIsType ? name(base) : "") }
                    if nameIs(n, "CodableRepresentation") { result.decodes = true }
                case .call:
                    let callee = n.firstChild
                    guard callee >= 0 else { continue }
                    let calleeNode = nodes[Int(callee)]
                    if calleeNode.kind == .identifier, nameIs(calleeNode, "NavigationLink"),
                       arguments(of: Int32(i)).contains(where: { hasLabel($0, "value") }),
                       !previews.contains(where: { $0.0 <= n.start && n.start < $0.1 }) {
                        result.valueLinks.append(location(callee))
                    }
                    // `Route(rawValue: s)`, `.init(rawValue: s)`. The callee is read before the arguments are looked for.
                    let namesType = calleeNode.kind == .identifier && nameStartsUppercase(callee)
                    guard namesType || (calleeNode.kind == .memberAccess && nameIs(calleeNode, "init")),
                          let first = arguments(of: Int32(i)).first, hasLabel(first, "rawValue") else { continue }
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
            return result
        } }
    }
}
