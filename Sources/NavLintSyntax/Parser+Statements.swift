// Statements inside functions, closures and result builders: if, guard, switch, for, while, do, return …

import NavLintSupport

extension ParserState {
    mutating func parseCodeBlock() {
        guard isPunct(UInt8(ascii: "{")) else { return }
        guard enter() else { return }
        defer { leave() }
        let node = begin(.codeBlock)
        advance()
        parseItems(context: .statements, stopAtClauseEnd: false)
        expectPunct(UInt8(ascii: "}"))
        end(node)
    }

    mutating func parseStatement() {
        guard enter() else { return }
        defer { leave() }
        if cur.kind == .keyword || cur.kind == .identifier {
            switch cur.keyword {
            case .if?: parseIf(); return
            case .guard?: parseGuard(); return
            case .for?: parseFor(); return
            case .while?: parseWhile(); return
            case .repeat?: parseRepeat(); return
            case .switch?: parseSwitch(); return
            case .return?: parseReturn(); return
            case .throw?:
                let node = begin(.throwStmt)
                advance()
                parseExpression(.basic)
                end(node)
                return
            case .break?, .continue?:
                let node = begin(isKeyword(.break) ? .breakStmt : .continueStmt)
                advance()
                if cur.kind == .identifier && !cur.isAtStartOfLine { setName(node, cur); advance() }
                end(node)
                return
            case .fallthrough?:
                leaf(.fallthroughStmt, named: false)
                return
            case .defer?:
                let node = begin(.deferStmt)
                advance()
                parseCodeBlock()
                end(node)
                return
            case .do?:
                parseDo()
                return
            default:
                break
            }
            if cur.kind == .identifier && peek().isPunct(UInt8(ascii: ":")) {
                let target = peek(2)
                if target.isKeyword(.for) || target.isKeyword(.while) || target.isKeyword(.repeat) || target.isKeyword(.do)
                    || target.isKeyword(.if) || target.isKeyword(.switch) {
                    let node = begin(.labeledStmt)
                    setName(node, cur)
                    advance()
                    advance()
                    parseStatement()
                    end(node)
                    return
                }
            }
        }
        parseExpression(.basic)
    }

    mutating func parseIf() {
        let node = begin(.ifStmt)
        advance()
        parseConditionList()
        parseCodeBlock()
        if isKeyword(.else) {
            nodes[Int(node)].flags |= SyntaxNode.hasElse
            advance()
            if isKeyword(.if) {
                guard enter() else { end(node); return }
                parseIf()
                leave()
            } else {
                parseCodeBlock()
            }
        }
        end(node)
    }

    mutating func parseGuard() {
        let node = begin(.guardStmt)
        advance()
        parseConditionList()
        if isKeyword(.else) { advance() }
        parseCodeBlock()
        end(node)
    }

    mutating func parseWhile() {
        let node = begin(.whileStmt)
        advance()
        parseConditionList()
        parseCodeBlock()
        end(node)
    }

    mutating func parseRepeat() {
        // `repeat path.append(each routes)`: a pack expansion, an expression run once per value of the pack.
        if !peek().isPunct(UInt8(ascii: "{")) {
            advance()
            parseExpression(.basic)
            return
        }
        let node = begin(.repeatStmt)
        advance()
        parseCodeBlock()
        if isKeyword(.while) {
            advance()
            parseExpression(.basic)
        }
        end(node)
    }

    mutating func parseConditionList() {
        let node = begin(.conditionList)
        while !atEnd {
            parseCondition()
            if isPunct(UInt8(ascii: ",")) { advance(); continue }
            break
        }
        end(node)
    }

    mutating func parseCondition() {
        if isKeyword(.let) || isKeyword(.var) {
            let node = begin(.optionalBinding)
            nodes[Int(node)].aux = cur.aux
            advance()
            if atNameLike && !isPunct(UInt8(ascii: "(")) {
                setName(node, cur)
                advance()
            } else if isPunct(UInt8(ascii: "(")) {
                skipOne()
            }
            if isPunct(UInt8(ascii: ":")) { advance(); parseType() }
            if isOperator("=") { advance(); parseExpression(.condition) }
            end(node)
            return
        }
        if isKeyword(.case) {
            let node = begin(.casePattern)
            advance()
            parseExpression(.condition, stopAtAssignment: true)
            if isPunct(UInt8(ascii: ":")) { advance(); parseType() }
            if isOperator("=") { advance(); parseExpression(.condition) }
            end(node)
            return
        }
        if cur.kind == .poundName && (tokenEquals(cur, "#available") || tokenEquals(cur, "#unavailable")) {
            let node = begin(.availabilityCondition)
            setName(node, cur)
            advance()
            if isPunct(UInt8(ascii: "(")) { skipOne() }
            end(node)
            return
        }
        parseExpression(.condition)
    }

    mutating func parseFor() {
        let node = begin(.forStmt)
        advance()
        if isKeyword(.try) { advance() }
        if isKeyword(.await) { advance() }
        if isKeyword(.case) { advance() }
        let pattern = begin(.pattern)
        while !atEnd && !isKeyword(.in) && !isPunct(UInt8(ascii: "{")) {
            if cur.kind == .identifier && !isKeyword(.let) && !isKeyword(.var) {
                leaf(.identifier)
            } else if isPunct(UInt8(ascii: ":")) {
                advance()
                parseType()
            } else if cur.kind == .punctuation && (cur.aux == UInt8(ascii: "(") || cur.aux == UInt8(ascii: ")") || cur.aux == UInt8(ascii: ",") || cur.aux == UInt8(ascii: ".")) {
                advance()
            } else {
                skipOne()
            }
        }
        end(pattern)
        if isKeyword(.in) {
            advance()
            // `for item in repeat each items`: each element of a parameter pack (`each items` is read as a prefix).
            if isKeyword(.repeat) { advance() }
            parseExpression(.condition)
        }
        if isKeyword(.where) {
            advance()
            parseExpression(.condition)
        }
        parseCodeBlock()
        end(node)
    }

    mutating func parseSwitch() {
        let node = begin(.switchStmt)
        advance()
        parseExpression(.condition)
        if isPunct(UInt8(ascii: "{")) {
            advance()
            parseItems(context: .switchCases, stopAtClauseEnd: false)
            expectPunct(UInt8(ascii: "}"))
        }
        end(node)
    }

    mutating func parseSwitchCase() {
        let node = begin(.switchCase)
        if cur.kind == .attribute { advance() }  // @unknown
        if isKeyword(.default) {
            nodes[Int(node)].aux = Keyword.default.rawValue
            advance()
        } else if isKeyword(.case) {
            nodes[Int(node)].aux = Keyword.case.rawValue
            advance()
            while !atEnd {
                let pattern = begin(.casePattern)
                parseExpression(.basic, stopAtAssignment: true)
                end(pattern)
                if isPunct(UInt8(ascii: ",")) { advance(); continue }
                break
            }
            if isKeyword(.where) {
                advance()
                parseExpression(.basic)
            }
        }
        // Recover to the colon when the patterns did not end there.
        while !atEnd && !isPunct(UInt8(ascii: ":")) && !isPunct(UInt8(ascii: "}")) && !isKeyword(.case) && !isKeyword(.default) && !cur.isAtStartOfLine {
            skipOne()
        }
        expectPunct(UInt8(ascii: ":"))
        while !atEnd && !isPunct(UInt8(ascii: "}")) && !isKeyword(.case) && !isKeyword(.default)
                && !(cur.kind == .attribute && tokenEquals(cur, "@unknown")) {
            if cur.kind == .directive && !tokenEquals(cur, "#if") { break }
            let before = (i, cur.start)
            if cur.kind == .directive {
                // An #if inside a case body holds statements; one around whole cases ends this case.
                if ifConfigHoldsCases() { break }
                parseIfConfig(context: .statements)
            } else {
                parseItem(context: .statements)
            }
            if (i, cur.start) == before { skipUnknownOne() }
        }
        end(node)
    }

    /// At `#if`: does its first clause start with `case`/`default` (so it wraps switch cases)?
    func ifConfigHoldsCases() -> Bool {
        var j = i + 1
        while j < tokens.count - 1 && !tokens[j].isAtStartOfLine { j += 1 }
        let t = tokens[j]
        return t.isKeyword(.case) || t.isKeyword(.default) || (t.kind == .attribute)
    }

    mutating func parseReturn() {
        let node = begin(.returnStmt)
        advance()
        if !atEnd && !isPunct(UInt8(ascii: "}")) && !isPunct(UInt8(ascii: ";")) && !isKeyword(.case) && !isKeyword(.default)
            && cur.kind != .directive && !(cur.isAtStartOfLine && atStatementKeyword) {
            parseExpression(.basic)
        }
        end(node)
    }

    /// Keywords that can only start a new statement or declaration.
    @inline(__always)
    var atStatementKeyword: Bool {
        guard let k = cur.keyword, cur.kind == .keyword else { return false }
        switch k {
        case .let, .var, .func, .if, .guard, .for, .while, .repeat, .return, .throw, .break, .continue, .defer,
             .do, .struct, .class, .enum, .protocol, .extension, .typealias, .import, .fallthrough:
            return true
        default:
            return false
        }
    }

    mutating func parseDo() {
        let node = begin(.doStmt)
        advance()
        if isKeyword(.throws) {
            advance()
            if isPunct(UInt8(ascii: "(")) { skipOne() }
        }
        parseCodeBlock()
        while isKeyword(.catch) {
            let clause = begin(.catchClause)
            advance()
            while !atEnd && !isPunct(UInt8(ascii: "{")) {
                let before = (i, cur.start)
                if isKeyword(.where) { advance() }
                parseExpression(.condition)
                if isPunct(UInt8(ascii: ",")) { advance() }
                if (i, cur.start) == before { skipOne() }
            }
            parseCodeBlock()
            end(clause)
        }
        end(node)
    }
}
