// Expressions as deep as SwiftUI code goes: call chains with trailing closures, modifier chains, closures, literals.

import NavLintSupport

extension ParserState {
    // MARK: - Operators: where they bind

    /// A token "touches" its left neighbour when nothing separates them and the left byte is not an opener or separator.
    @inline(__always)
    func isLeftBound(_ t: Token) -> Bool {
        if t.hasTriviaBefore || t.start == 0 { return false }
        switch bytes[Int(t.start) - 1] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    @inline(__always)
    func isRightBound(_ t: Token, leftBound: Bool) -> Bool {
        let e = Int(t.end)
        guard e < bytes.count else { return false }
        switch bytes[e] {
        case UInt8(ascii: " "), 9, 10, 13, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            // A comment after the operator counts as white space.
            if e + 1 < bytes.count && (bytes[e + 1] == UInt8(ascii: "/") || bytes[e + 1] == UInt8(ascii: "*")) { return false }
            return true
        case UInt8(ascii: "."):
            return !leftBound
        default:
            return true
        }
    }

    /// Is the current operator token a binary (infix) operator?
    @inline(__always)
    func atBinaryOperator(stopAtAssignment: Bool) -> Bool {
        guard cur.kind == .operator else { return false }
        if cur.end - cur.start == 1 {
            switch curByte {
            case UInt8(ascii: "="): return !stopAtAssignment
            case UInt8(ascii: "?"): return cur.hasTriviaBefore
            case UInt8(ascii: "&") where !cur.hasTriviaBefore && isRightBound(cur, leftBound: false): return false
            default: break
            }
        }
        if tokenEquals(cur, "->") { return false }
        let left = isLeftBound(cur)
        let right = isRightBound(cur, leftBound: left)
        return left == right
    }

    // MARK: - Expressions

    /// Parses one expression (a binary-operator sequence); false when nothing expression-like is here.
    @discardableResult
    mutating func parseExpression(_ flavor: ExprFlavor, stopAtAssignment: Bool = false) -> Bool {
        guard enter() else { return true }
        defer { leave() }
        guard parseUnary(flavor) else { return false }
        var sequence: Int32 = -1
        while !atEnd {
            if atBinaryOperator(stopAtAssignment: stopAtAssignment) {
                if sequence < 0 { sequence = wrapLast(.sequence) }
                if cur.end - cur.start == 1 && curByte == UInt8(ascii: "?") {
                    leaf(.binaryOperator)
                    parseExpression(.basic)
                    if isPunct(UInt8(ascii: ":")) { leaf(.binaryOperator) }
                    if !parseUnary(flavor) { break }
                    continue
                }
                leaf(.binaryOperator)
                if !parseUnary(flavor) { break }
                continue
            }
            if isKeyword(.as) || isKeyword(.is) {
                if sequence < 0 { sequence = wrapLast(.sequence) }
                let cast = begin(.cast)
                let start = cur.start
                advance()
                if cur.kind == .operator && (curByte == UInt8(ascii: "?") || curByte == UInt8(ascii: "!")) && !cur.hasTriviaBefore {
                    advanceOneByte()
                }
                nodes[Int(cast)].nameStart = start
                nodes[Int(cast)].nameEnd = lastEnd
                parseType()
                end(cast)
                continue
            }
            break
        }
        if sequence >= 0 { end(sequence) }
        return true
    }

    /// Prefix operators, `try`, `await`, and the binding patterns of `case` labels, then a postfix expression.
    mutating func parseUnary(_ flavor: ExprFlavor) -> Bool {
        guard enter() else { return true }
        defer { leave() }
        if isKeyword(.try) {
            let node = begin(.tryExpr)
            let start = cur.start
            advance()
            if cur.kind == .operator && (curByte == UInt8(ascii: "?") || curByte == UInt8(ascii: "!")) && !cur.hasTriviaBefore {
                advanceOneByte()
            }
            nodes[Int(node)].nameStart = start
            nodes[Int(node)].nameEnd = lastEnd
            _ = parseUnary(flavor)
            end(node)
            return true
        }
        if cur.kind == .identifier && (isKeyword(.await) || isKeyword(.consume) || tokenEquals(cur, "copy") || isKeyword(.each))
            && startsOperandOnSameLine(peek()) {
            let node = begin(isKeyword(.await) ? .awaitExpr : .prefixOperator)
            setName(node, cur)
            advance()
            _ = parseUnary(flavor)
            end(node)
            return true
        }
        if isKeyword(.let) || isKeyword(.var) {
            let node = begin(.valueBindingPattern)
            advance()
            if cur.kind == .identifier && !peek().isPunct(UInt8(ascii: "(")) && !peek().isPunct(UInt8(ascii: ".")) { setName(node, cur) }
            _ = parseUnary(flavor)
            end(node)
            return true
        }
        if isKeyword(.is) {
            let node = begin(.isPattern)
            advance()
            parseType()
            end(node)
            return true
        }
        if cur.kind == .operator {
            let left = isLeftBound(cur)
            let right = isRightBound(cur, leftBound: left)
            if right && !tokenEquals(cur, "->") {
                let node = begin(.prefixOperator)
                setName(node, cur)
                advance()
                _ = parseUnary(flavor)
                end(node)
                return true
            }
            // An operator used as a value: `reduce(0, +)`, `sorted(by: <)`.
            let next = peek()
            if next.isPunct(UInt8(ascii: ",")) || next.isPunct(UInt8(ascii: ")")) {
                leaf(.binaryOperator)
                return true
            }
            return false
        }
        guard parsePrimary(flavor) else { return false }
        parsePostfixSuffixes(flavor)
        return true
    }

    @inline(__always)
    func startsOperandOnSameLine(_ t: Token) -> Bool {
        if t.isAtStartOfLine { return false }
        switch t.kind {
        case .identifier, .keyword, .integer, .float, .string, .stringHead, .regex, .poundName: return true
        case .punctuation: return t.aux == UInt8(ascii: "(") || t.aux == UInt8(ascii: "[") || t.aux == UInt8(ascii: ".") || t.aux == UInt8(ascii: "{") || t.aux == UInt8(ascii: "\\")
        case .operator: return true
        default: return false
        }
    }

    // MARK: - Primary

    mutating func parsePrimary(_ flavor: ExprFlavor) -> Bool {
        switch cur.kind {
        case .identifier:
            if cur.end == tokens[i].end, peek().kind == .operator, bytes[Int(peek().start)] == UInt8(ascii: "<"), !peek().hasTriviaBefore,
               let close = genericArgumentsEnd(from: i + 1) {
                _ = close
                let node = begin(.typeExpression)
                parseSimpleType()
                end(node)
                return true
            }
            leaf(.identifier)
            return true
        case .keyword:
            switch cur.keyword {
            case .self?, .Self?, .super?, .`init`?, .Any?:
                leaf(.identifier)
                return true
            case .true?, .false?:
                leaf(.booleanLiteral)
                return true
            case .nil?:
                leaf(.nilLiteral)
                return true
            case .if?:
                parseIf()
                return true
            case .switch?:
                parseSwitch()
                return true
            default:
                return false
            }
        case .integer:
            leaf(.integerLiteral, named: false)
            return true
        case .float:
            leaf(.floatLiteral, named: false)
            return true
        case .string:
            leaf(.stringLiteral, named: false)
            return true
        case .stringHead:
            parseInterpolatedString()
            return true
        case .regex:
            leaf(.regexLiteral, named: false)
            return true
        case .poundName:
            parseMacroExpansion(flavor)
            return true
        case .punctuation:
            switch cur.aux {
            case UInt8(ascii: "("):
                guard enter() else { return true }
                let node = begin(.tuple)
                parseArgumentList(closer: UInt8(ascii: ")"))
                end(node)
                leave()
                return true
            case UInt8(ascii: "["):
                parseCollectionLiteral()
                return true
            case UInt8(ascii: "{"):
                parseClosure()
                return true
            case UInt8(ascii: "."):
                let next = peek()
                guard next.kind == .identifier || next.kind == .keyword, !next.hasTriviaBefore else { return false }
                let node = begin(.memberAccess)
                advance()
                setName(node, cur)
                advance()
                end(node)
                return true
            case UInt8(ascii: "\\"):
                parseKeyPath()
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    mutating func parseInterpolatedString() {
        guard enter() else { return }
        defer { leave() }
        let node = begin(.stringLiteral)
        advance()
        while !atEnd {
            if cur.kind == .stringMiddle { advance(); continue }
            if cur.kind == .stringTail { advance(); break }
            let before = (i, cur.start)
            parseArgument()
            if isPunct(UInt8(ascii: ",")) { advance() }
            while !atEnd && cur.kind != .stringMiddle && cur.kind != .stringTail && !isPunct(UInt8(ascii: ",")) {
                // Interpolations never end in the middle of the file's structure; stop at a line break of a broken string.
                skipOne()
            }
            if (i, cur.start) == before { skipOne() }
        }
        end(node)
    }

    mutating func parseMacroExpansion(_ flavor: ExprFlavor) {
        let node = begin(.macroExpansion)
        setName(node, cur)
        advance()
        if atGenericOpen && !cur.hasTriviaBefore, genericArgumentsEnd(from: i) != nil {
            let skipped = begin(.unknown)
            skipGenericArguments()
            end(skipped)
        }
        if isPunct(UInt8(ascii: "(")) && !cur.isAtStartOfLine {
            parseArgumentList(closer: UInt8(ascii: ")"))
        }
        if isPunct(UInt8(ascii: "{")) && flavor == .basic && atValidTrailingClosure(flavor) {
            parseTrailingClosures()
        }
        end(node)
    }

    mutating func parseKeyPath() {
        let node = begin(.keyPath)
        advance()
        if cur.kind == .identifier || cur.kind == .keyword, !cur.hasTriviaBefore {
            advance()
            if atGenericOpen && !cur.hasTriviaBefore, genericArgumentsEnd(from: i) != nil { skipGenericArguments() }
        }
        while !atEnd {
            if isPunct(UInt8(ascii: ".")) && !cur.hasTriviaBefore && (peek().kind == .identifier || peek().kind == .keyword || peek().kind == .integer) {
                advance()
                advance()
            } else if cur.kind == .operator && !cur.hasTriviaBefore && (curByte == UInt8(ascii: "?") || curByte == UInt8(ascii: "!")) && !atBinaryOperator(stopAtAssignment: true) {
                advanceOneByte()
            } else if isPunct(UInt8(ascii: "[")) && !cur.hasTriviaBefore {
                skipOne()
            } else {
                break
            }
        }
        end(node)
    }

    mutating func parseCollectionLiteral() {
        guard enter() else { return }
        defer { leave() }
        let node = begin(.arrayLiteral)
        let close = matching[i]
        advance()
        if isPunct(UInt8(ascii: ":")) && peek().isPunct(UInt8(ascii: "]")) {
            nodes[Int(node)].kind = .dictionaryLiteral
            advance()
            advance()
            end(node)
            return
        }
        while !atEnd && !isPunct(UInt8(ascii: "]")) {
            let before = (i, cur.start)
            if cur.kind == .directive { skipIfConfigSpan(); continue }
            if parseExpression(.basic) {
                if isPunct(UInt8(ascii: ":")) {
                    nodes[Int(node)].kind = .dictionaryLiteral
                    let element = wrapLast(.dictionaryElement)
                    advance()
                    parseExpression(.basic)
                    end(element)
                }
            }
            if isPunct(UInt8(ascii: ",")) { advance(); continue }
            if isPunct(UInt8(ascii: "]")) { break }
            guard close > Int32(i) else { break }
            while !atEnd && Int32(i) < close && !isPunct(UInt8(ascii: ",")) { skipOne() }
            if isPunct(UInt8(ascii: ",")) && Int32(i) < close { advance(); continue }
            if (i, cur.start) == before { break }
        }
        if close > 0 && Int32(i) == close { advance() } else { expectPunct(UInt8(ascii: "]")) }
        end(node)
    }

    // MARK: - Postfix suffixes

    /// Applies `.member`, calls, subscripts, trailing closures, `!`, `?` and postfix `#if` to the last parsed expression.
    mutating func parsePostfixSuffixes(_ flavor: ExprFlavor) {
        while !atEnd {
            if cur.kind == .punctuation {
                switch cur.aux {
                case UInt8(ascii: "."):
                    let next = peek()
                    guard next.kind == .identifier || next.kind == .keyword || next.kind == .integer else { return }
                    let node = wrapLast(.memberAccess)
                    advance()
                    setName(node, cur)
                    advance()
                    if atGenericOpen && !cur.hasTriviaBefore, genericArgumentsEnd(from: i) != nil {
                        let skipped = begin(.unknown)
                        skipGenericArguments()
                        end(skipped)
                    }
                    end(node)
                    continue
                case UInt8(ascii: "("):
                    guard !cur.isAtStartOfLine else { return }
                    guard enter() else { return }
                    let node = wrapLast(.call)
                    parseArgumentList(closer: UInt8(ascii: ")"))
                    if flavor == .basic && isPunct(UInt8(ascii: "{")) && atValidTrailingClosure(flavor) { parseTrailingClosures() }
                    end(node)
                    leave()
                    continue
                case UInt8(ascii: "["):
                    guard !cur.isAtStartOfLine else { return }
                    guard enter() else { return }
                    let node = wrapLast(.subscriptCall)
                    parseArgumentList(closer: UInt8(ascii: "]"))
                    if flavor == .basic && isPunct(UInt8(ascii: "{")) && atValidTrailingClosure(flavor) { parseTrailingClosures() }
                    end(node)
                    leave()
                    continue
                case UInt8(ascii: "{"):
                    if let last = lastChild {
                        switch nodes[Int(last)].kind {
                        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral, .regexLiteral: return
                        default: break
                        }
                    }
                    guard atValidTrailingClosure(flavor) else { return }
                    guard enter() else { return }
                    let node = wrapLast(.call)
                    parseTrailingClosures()
                    end(node)
                    leave()
                    // As SwiftParser: a call takes one bare trailing closure (`foo { } { }` is two expressions).
                    if isPunct(UInt8(ascii: "{")) { return }
                    continue
                default:
                    return
                }
            }
            if cur.kind == .operator && !cur.hasTriviaBefore && isLeftBound(cur) {
                let b = curByte
                if (b == UInt8(ascii: "?") || b == UInt8(ascii: "!")) && !(cur.end - cur.start == 1 && atBinaryOperator(stopAtAssignment: false)) {
                    let node = wrapLast(b == UInt8(ascii: "?") ? .optionalChain : .forceUnwrap)
                    advanceOneByte()
                    end(node)
                    continue
                }
                if !isRightBound(cur, leftBound: true) {
                    let node = wrapLast(.postfixOperator)
                    setName(node, cur)
                    advance()
                    end(node)
                    continue
                }
                return
            }
            if cur.kind == .directive && tokenEquals(cur, "#if") && atPostfixIfConfig() {
                parsePostfixIfConfig(flavor)
                continue
            }
            return
        }
    }

    /// `#if` whose first clause starts with `.member` continues a modifier chain.
    func atPostfixIfConfig() -> Bool {
        var j = i + 1
        while j < tokens.count - 1 && !tokens[j].isAtStartOfLine { j += 1 }
        return tokens[j].isPunct(UInt8(ascii: "."))
    }

    mutating func parsePostfixIfConfig(_ flavor: ExprFlavor) {
        guard enter() else { return }
        defer { leave() }
        let node = wrapLast(.postfixIfConfig)
        while true {
            let clause = begin(.ifConfigClause)
            setName(clause, cur)
            let opensCondition = tokenEquals(cur, "#if") || tokenEquals(cur, "#elseif")
            advance()
            if opensCondition { parseIfConfigCondition() }
            if isPunct(UInt8(ascii: ".")) {
                let placeholder = Int32(nodes.count)
                nodes.append(SyntaxNode(kind: .placeholder, aux: 0, flags: 0, start: cur.start, end: cur.start, nameStart: 0, nameEnd: 0, firstChild: -1, nextSibling: -1))
                link(placeholder)
                parsePostfixSuffixes(flavor)
            }
            // Anything else in the clause is not a chain; skip it.
            while !atEnd && cur.kind != .directive && !isPunct(UInt8(ascii: "}")) { skipOne() }
            end(clause)
            if cur.kind == .directive && (tokenEquals(cur, "#elseif") || tokenEquals(cur, "#else")) { continue }
            if cur.kind == .directive && tokenEquals(cur, "#endif") { advance() }
            break
        }
        end(node)
    }

    /// At `{`: is it a trailing closure here (SwiftParser's rule), rather than a statement body or accessor list?
    func atValidTrailingClosure(_ flavor: ExprFlavor) -> Bool {
        guard isPunct(UInt8(ascii: "{")) else { return false }
        if atStartOfObserverBlock() { return false }
        let next = peek()
        if next.isKeyword(.case) { return false }
        if flavor == .basic { return true }
        if next.isAtStartOfLine { return false }
        let close = Int(matching[i])
        guard close > i, close + 1 < tokens.count else { return false }
        let after = tokens[close + 1]
        if after.isPunct(UInt8(ascii: "{")) || after.isKeyword(.where) || after.isPunct(UInt8(ascii: ",")) { return true }
        let continues: Bool
        switch after.kind {
        case .punctuation:
            continues = after.aux == UInt8(ascii: "[") || after.aux == UInt8(ascii: "(") || after.aux == UInt8(ascii: ".") || after.aux == UInt8(ascii: ":")
        case .operator:
            continues = true
        case .keyword:
            continues = after.isKeyword(.is) || after.isKeyword(.as)
        default:
            continues = false
        }
        return continues && !after.isAtStartOfLine
    }

    mutating func parseTrailingClosures() {
        let first = begin(.argument)
        nodes[Int(first)].flags |= SyntaxNode.trailingClosure
        parseClosure()
        end(first)
        while (cur.kind == .identifier || cur.kind == .keyword) && !isKeyword(.default) && peek().isPunct(UInt8(ascii: ":")) && peek(2).isPunct(UInt8(ascii: "{")) {
            let arg = begin(.argument)
            nodes[Int(arg)].flags |= SyntaxNode.trailingClosure
            setName(arg, cur)
            advance()
            advance()
            parseClosure()
            end(arg)
        }
    }

    // MARK: - Arguments

    /// `( … )` or `[ … ]` with labelled arguments; the current token is the opener.
    mutating func parseArgumentList(closer: UInt8) {
        let close = matching[i]
        advance()
        while !atEnd && !isPunct(closer) {
            let before = (i, cur.start)
            parseArgument()
            if isPunct(UInt8(ascii: ",")) { advance(); continue }
            if isPunct(closer) { break }
            // Recovery: only when the opener has a matching closer is it safe to skip to the next argument or to
            // it; an unclosed list ends here, as in SwiftParser, and the code after it is parsed as usual.
            guard close > Int32(i) else { break }
            while !atEnd && Int32(i) < close && !isPunct(UInt8(ascii: ",")) { skipOne() }
            if isPunct(UInt8(ascii: ",")) && Int32(i) < close { advance(); continue }
            if (i, cur.start) == before { break }
        }
        if close > 0 && Int32(i) == close { advance() } else { expectPunct(closer) }
    }

    mutating func parseArgument() {
        let arg = begin(.argument)
        if (cur.kind == .identifier || cur.kind == .keyword) && peek().isPunct(UInt8(ascii: ":")) && !peek(2).isPunct(UInt8(ascii: ":")) {
            setName(arg, cur)
            advance()
            advance()
        }
        if cur.kind == .operator && cur.end - cur.start == 1 && curByte == UInt8(ascii: "&") {
            nodes[Int(arg)].flags |= SyntaxNode.inoutArgument
        }
        parseExpression(.basic)
        end(arg)
    }

    // MARK: - Closures

    mutating func parseClosure() {
        guard enter() else { return }
        defer { leave() }
        let node = begin(.closure)
        advance()
        if closureSignatureAhead() { parseClosureSignature() }
        parseItems(context: .statements, stopAtClauseEnd: false)
        expectPunct(UInt8(ascii: "}"))
        end(node)
    }

    /// Looks past `[captures] (params) async throws -> T` or `a, b` for the `in` that ends a closure signature.
    @inline(__always)
    func closureSignatureAhead() -> Bool {
        var j = i
        func skipBracket(_ k: Int) -> Int { matching[k] > Int32(k) ? Int(matching[k]) + 1 : k + 1 }
        while tokens[j].kind == .attribute {
            j += 1
            if tokens[j].isPunct(UInt8(ascii: "(")) && !tokens[j].hasTriviaBefore { j = skipBracket(j) }
        }
        if tokens[j].isPunct(UInt8(ascii: "[")) { j = skipBracket(j) }
        if tokens[j].isPunct(UInt8(ascii: "(")) {
            j = skipBracket(j)
        } else {
            while tokens[j].kind == .identifier {
                j += 1
                if tokens[j].isPunct(UInt8(ascii: ",")) { j += 1; continue }
                break
            }
        }
        var steps = 0
        while steps < 64 && j < tokens.count - 1 {
            steps += 1
            let t = tokens[j]
            if t.isKeyword(.in) && t.kind == .keyword { return true }
            switch t.kind {
            case .identifier, .attribute:
                j += 1
            case .keyword:
                if t.isKeyword(.throws) || t.isKeyword(.rethrows) || t.isKeyword(.Self) || t.isKeyword(.Any) { j += 1 } else { return false }
            case .operator:
                j += 1
            case .punctuation:
                switch t.aux {
                case UInt8(ascii: "("), UInt8(ascii: "["): j = skipBracket(j)
                case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"): j += 1
                default: return false
                }
            default:
                return false
            }
        }
        return false
    }

    mutating func parseClosureSignature() {
        let node = begin(.closureSignature)
        while cur.kind == .attribute { parseAttribute() }
        if isPunct(UInt8(ascii: "[")) {
            let capture = begin(.captureList)
            skipOne()
            end(capture)
        }
        if isPunct(UInt8(ascii: "(")) {
            advance()
            while !atEnd && !isPunct(UInt8(ascii: ")")) {
                let before = (i, cur.start)
                if cur.kind == .identifier || cur.kind == .keyword {
                    let param = begin(.closureParameter)
                    if peek().kind == .identifier && !peek().isPunct(UInt8(ascii: ":")) { advance() }
                    setName(param, cur)
                    advance()
                    if isPunct(UInt8(ascii: ":")) { advance(); parseType() }
                    end(param)
                }
                if isPunct(UInt8(ascii: ",")) { advance(); continue }
                if (i, cur.start) == before { skipOne() }
            }
            expectPunct(UInt8(ascii: ")"))
        } else {
            while cur.kind == .identifier {
                leaf(.closureParameter)
                if isPunct(UInt8(ascii: ",")) { advance(); continue }
                break
            }
        }
        while isKeyword(.async) || isKeyword(.throws) || isKeyword(.rethrows) {
            advance()
            if isPunct(UInt8(ascii: "(")) && !cur.hasTriviaBefore { skipOne() }
        }
        if isOperator("->") { advance(); parseType() }
        while !atEnd && !(isKeyword(.in) && cur.kind == .keyword) { skipOne() }
        if isKeyword(.in) { advance() }
        end(node)
    }

    // MARK: - Generic arguments in expressions

    /// When the `<` at token `j` opens generic arguments (`Page<Item>.self`, `Set<String>()`), the index of the
    /// token holding the matching `>`; nil when it is a less-than operator.
    func genericArgumentsEnd(from start: Int) -> Int? {
        var depth = 0
        var j = start
        var steps = 0
        while j < tokens.count - 1 && steps < 256 {
            steps += 1
            let t = tokens[j]
            switch t.kind {
            case .operator:
                var k = Int(t.start)
                while k < Int(t.end) {
                    let b = bytes[k]
                    if b == UInt8(ascii: "<") {
                        depth += 1
                    } else if b == UInt8(ascii: ">") {
                        if k > Int(t.start) && bytes[k - 1] == UInt8(ascii: "-") { k += 1; continue }  // `->`
                        depth -= 1
                        if depth == 0 {
                            // Only `?`, `!` may follow the closing `>` inside the same token.
                            var r = k + 1
                            while r < Int(t.end) && (bytes[r] == UInt8(ascii: "?") || bytes[r] == UInt8(ascii: "!")) { r += 1 }
                            guard r == Int(t.end) else { return nil }
                            return disambiguatesGenerics(tokens[j + 1]) ? j : nil
                        }
                    } else if b != UInt8(ascii: "?") && b != UInt8(ascii: "!") && b != UInt8(ascii: "&") && b != UInt8(ascii: "-") && b != UInt8(ascii: ".") {
                        return nil
                    }
                    k += 1
                }
                j += 1
            case .identifier, .attribute:
                j += 1
            case .keyword:
                guard t.isKeyword(.Self) || t.isKeyword(.Any) || t.isKeyword(.throws) else { return nil }
                j += 1
            case .punctuation:
                switch t.aux {
                case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"):
                    j += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    guard matching[j] > Int32(j) else { return nil }
                    j = Int(matching[j]) + 1
                default:
                    return nil
                }
            default:
                return nil
            }
        }
        return nil
    }

    func disambiguatesGenerics(_ t: Token) -> Bool {
        switch t.kind {
        case .punctuation:
            switch t.aux {
            case UInt8(ascii: "("): return !t.isAtStartOfLine
            case UInt8(ascii: "."), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"): return true
            case UInt8(ascii: "["), UInt8(ascii: "{"): return false
            default: return false
            }
        case .operator:
            return tokenEquals(t, "==") || tokenEquals(t, "!=") || tokenEquals(t, "=")
        case .endOfFile:
            return true
        default:
            return t.isAtStartOfLine
        }
    }

    /// Consumes `<…>` (current token starts with `<`), splitting a closing `>>` or `>?` as needed.
    mutating func skipGenericArguments() {
        var depth = 0
        repeat {
            if cur.kind == .operator {
                let b = curByte
                if b == UInt8(ascii: "<") { depth += 1; advanceOneByte(); continue }
                if b == UInt8(ascii: ">") { depth -= 1; advanceOneByte(); continue }
                advanceOneByte()
                continue
            }
            skipOne()
        } while !atEnd && depth > 0
    }
}
