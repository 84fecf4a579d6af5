// Types: names with generic arguments, member types, optionals, arrays, dictionaries, tuples, functions, some/any.

import NavLintSupport

extension ParserState {
    /// Parses a type; false when no type starts here.
    @discardableResult
    mutating func parseType() -> Bool {
        guard enter() else { return true }
        defer { leave() }
        if cur.kind == .attribute || ((cur.kind == .identifier || isKeyword(.inout)) && atTypeSpecifier) {
            let node = begin(.attributedType)
            setName(node, cur)
            let wasAttribute = cur.kind == .attribute
            advance()
            if wasAttribute && isPunct(UInt8(ascii: "(")) && !cur.hasTriviaBefore { skipOne() }
            parseType()
            end(node)
            return true
        }
        if cur.kind == .identifier && (isKeyword(.some) || isKeyword(.any)) && startsType(peek()) {
            let node = begin(isKeyword(.some) ? .someType : .anyType)
            advance()
            parseType()
            end(node)
            return true
        }
        if isKeyword(.repeat) || (isKeyword(.each) && startsType(peek())) {
            advance()
            return parseType()
        }
        guard parseTypePrimary() else { return false }
        parseTypeSuffixes()
        if cur.kind == .operator && cur.end - cur.start == 1 && curByte == UInt8(ascii: "&") {
            let node = wrapLast(.compositionType)
            while cur.kind == .operator && cur.end - cur.start == 1 && curByte == UInt8(ascii: "&") {
                advance()
                guard parseTypePrimary() else { break }
                parseTypeSuffixes()
            }
            end(node)
        }
        if isKeyword(.async) || isKeyword(.throws) || isKeyword(.rethrows) || isOperator("->") {
            let node = wrapLast(.functionType)
            while isKeyword(.async) || isKeyword(.throws) || isKeyword(.rethrows) {
                advance()
                if isPunct(UInt8(ascii: "(")) && !cur.hasTriviaBefore { skipOne() }
            }
            if isOperator("->") {
                advance()
                parseType()
            }
            end(node)
        }
        return true
    }

    @inline(__always)
    var atTypeSpecifier: Bool {
        guard startsType(peek()) else { return false }
        return isKeyword(.inout) || isKeyword(.borrowing) || isKeyword(.consuming) || isKeyword(.sending)
            || isKeyword(.isolated) || tokenEquals(cur, "__owned") || tokenEquals(cur, "__shared")
    }

    @inline(__always)
    func startsType(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .attribute: return true
        case .keyword: return t.isKeyword(.Self) || t.isKeyword(.Any) || t.isKeyword(.inout)
        case .punctuation: return t.aux == UInt8(ascii: "(") || t.aux == UInt8(ascii: "[")
        default: return false
        }
    }

    mutating func parseTypePrimary() -> Bool {
        switch cur.kind {
        case .identifier, .keyword:
            if cur.kind == .keyword && !(isKeyword(.Self) || isKeyword(.Any)) { return false }
            if tokenEquals(cur, "_") {
                leaf(.placeholderType)
                return true
            }
            parseSimpleType()
            return true
        case .punctuation:
            if isPunct(UInt8(ascii: "[")) {
                guard enter() else { return true }
                defer { leave() }
                let node = begin(.arrayType)
                advance()
                parseType()
                if isPunct(UInt8(ascii: ":")) {
                    nodes[Int(node)].kind = .dictionaryType
                    advance()
                    parseType()
                }
                while !atEnd && !isPunct(UInt8(ascii: "]")) && !isPunct(UInt8(ascii: "{")) && !isPunct(UInt8(ascii: "}")) && !cur.isAtStartOfLine { skipOne() }
                expectPunct(UInt8(ascii: "]"))
                end(node)
                return true
            }
            if isPunct(UInt8(ascii: "(")) {
                guard enter() else { return true }
                defer { leave() }
                let node = begin(.tupleType)
                advance()
                while !atEnd && !isPunct(UInt8(ascii: ")")) {
                    let before = (i, cur.start)
                    let element = begin(.tupleTypeElement)
                    if (cur.kind == .identifier || cur.kind == .keyword) && peek().isPunct(UInt8(ascii: ":")) {
                        setName(element, cur)
                        advance()
                        advance()
                    } else if cur.kind == .identifier && peek().kind == .identifier && peek(2).isPunct(UInt8(ascii: ":")) {
                        advance()
                        setName(element, cur)
                        advance()
                        advance()
                    }
                    parseType()
                    if cur.kind == .operator && tokenEquals(cur, "...") { advance() }
                    if isOperator("=") { advance(); parseExpression(.basic) }
                    end(element)
                    if isPunct(UInt8(ascii: ",")) { advance(); continue }
                    while !atEnd && !isPunct(UInt8(ascii: ",")) && !isPunct(UInt8(ascii: ")")) && !isPunct(UInt8(ascii: "{")) && !isPunct(UInt8(ascii: "}")) { skipOne() }
                    if isPunct(UInt8(ascii: ",")) { advance() } else if !isPunct(UInt8(ascii: ")")) { break }
                    if (i, cur.start) == before { skipOne() }
                }
                expectPunct(UInt8(ascii: ")"))
                end(node)
                return true
            }
            return false
        default:
            return false
        }
    }

    /// `Name` or `Name<Args>`.
    mutating func parseSimpleType() {
        let node = begin(.simpleType)
        setName(node, cur)
        advance()
        if atGenericOpen && !cur.hasTriviaBefore { parseGenericArguments() }
        end(node)
    }

    /// `<T, U>` after a type name; the current token starts with `<`.
    mutating func parseGenericArguments() {
        guard enter() else { return }
        defer { leave() }
        advanceOneByte()
        while !atEnd {
            if cur.kind == .operator && curByte == UInt8(ascii: ">") { advanceOneByte(); return }
            let before = (i, cur.start)
            if !parseType() { skipOne() }
            if isPunct(UInt8(ascii: ",")) { advance(); continue }
            if cur.kind == .operator && curByte == UInt8(ascii: ">") { advanceOneByte(); return }
            if isPunct(UInt8(ascii: "{")) || isPunct(UInt8(ascii: "}")) || isPunct(UInt8(ascii: ")")) || isPunct(UInt8(ascii: "=")) || cur.isAtStartOfLine { return }
            if (i, cur.start) == before { skipOne() }
        }
    }

    /// `.Member`, `.Type`, `?`, `!`, `...` after a type.
    mutating func parseTypeSuffixes() {
        while !atEnd {
            if isPunct(UInt8(ascii: ".")) && !cur.hasTriviaBefore && (peek().kind == .identifier || peek().kind == .keyword) {
                let name = peek()
                let isMeta = tokenEquals(name, "Type") || tokenEquals(name, "Protocol")
                let node = wrapLast(isMeta ? .metatypeType : .memberType)
                advance()
                setName(node, cur)
                advance()
                if !isMeta && atGenericOpen && !cur.hasTriviaBefore { parseGenericArguments() }
                end(node)
                continue
            }
            if cur.kind == .operator && !cur.hasTriviaBefore {
                let b = curByte
                if b == UInt8(ascii: "?") {
                    let node = wrapLast(.optionalType)
                    advanceOneByte()
                    end(node)
                    continue
                }
                if b == UInt8(ascii: "!") {
                    let node = wrapLast(.implicitlyUnwrappedType)
                    advanceOneByte()
                    end(node)
                    continue
                }
                if tokenEquals(cur, "...") {
                    let node = wrapLast(.variadicType)
                    advance()
                    end(node)
                    continue
                }
            }
            return
        }
    }
}
