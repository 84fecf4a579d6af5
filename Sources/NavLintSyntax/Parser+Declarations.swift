// Declarations: types, extensions, properties, functions, initializers, enum cases, typealiases, #if blocks.

import NavLintSupport

/// What kind of list an item stands in; it decides what `case` means and where a list stops.
enum ItemContext {
    case topLevel
    case members
    case statements
    case switchCases
}

extension ParserState {
    // MARK: - Items

    mutating func parseItem(context: ItemContext) {
        if isPunct(UInt8(ascii: ";")) { advance(); return }
        if cur.kind == .directive {
            if tokenEquals(cur, "#if") {
                parseIfConfig(context: context)
            } else {
                skipUnknownOne()
            }
            return
        }
        if context == .switchCases {
            if isKeyword(.case) || isKeyword(.default) || (cur.kind == .attribute && tokenEquals(cur, "@unknown")) {
                parseSwitchCase()
            } else {
                skipUnknownOne()
            }
            return
        }
        if atDeclarationStart(context: context) {
            parseDeclaration(context: context)
        } else {
            parseStatement()
        }
    }

    /// Parses items until `}` (not consumed), the end of the file, or a directive that ends an #if clause.
    mutating func parseItems(context: ItemContext, stopAtClauseEnd: Bool) {
        while !atEnd && !isPunct(UInt8(ascii: "}")) {
            if stopAtClauseEnd && cur.kind == .directive && !tokenEquals(cur, "#if") { return }
            let before = (i, cur.start)
            parseItem(context: context)
            if (i, cur.start) == before { skipUnknownOne() }
        }
    }

    mutating func parseIfConfig(context: ItemContext) {
        guard enter() else { return }
        defer { leave() }
        let node = begin(.ifConfig)
        while true {
            let clause = begin(.ifConfigClause)
            setName(clause, cur)
            let opensCondition = tokenEquals(cur, "#if") || tokenEquals(cur, "#elseif")
            advance()
            if opensCondition { parseIfConfigCondition() }
            parseItems(context: context, stopAtClauseEnd: true)
            end(clause)
            if cur.kind == .directive && (tokenEquals(cur, "#elseif") || tokenEquals(cur, "#else")) { continue }
            if cur.kind == .directive && tokenEquals(cur, "#endif") { advance() }
            break
        }
        end(node)
    }

    /// The condition of `#if`/`#elseif`: the rest of the directive's line, kept as a span.
    mutating func parseIfConfigCondition() {
        guard !atEnd && !cur.isAtStartOfLine else { return }
        let node = begin(.ifConfigCondition)
        while !atEnd && !cur.isAtStartOfLine { skipOne() }
        end(node)
    }

    // MARK: - Declaration start

    static func isDeclarationModifier(_ k: Keyword) -> Bool {
        switch k {
        case .public, .private, .fileprivate, .internal, .package, .open, .static, .class, .final, .override,
             .mutating, .nonmutating, .lazy, .weak, .unowned, .convenience, .required, .dynamic, .optional,
             .indirect, .nonisolated, .prefix, .postfix, .infix, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    func isDeclarationKeyword(_ t: Token, context: ItemContext, next: Token) -> Bool {
        guard let k = t.keyword else { return false }
        switch k {
        case .import, .struct, .enum, .protocol, .extension, .typealias, .associatedtype, .let, .var, .func,
             .`init`, .deinit, .subscript, .operator, .precedencegroup, .class:
            return t.kind == .keyword
        case .case:
            return context == .members
        case .actor, .macro:
            return next.kind == .identifier
        default:
            return false
        }
    }

    @inline(__always)
    func atDeclarationStart(context: ItemContext) -> Bool {
        var j = i
        var steps = 0
        while steps < 64 {
            steps += 1
            let t = tokens[j]
            if t.kind == .attribute {
                j += 1
                if tokens[j].isPunct(UInt8(ascii: "(")) && !tokens[j].hasTriviaBefore && matching[j] > Int32(j) { j = Int(matching[j]) + 1 }
                continue
            }
            if let k = t.keyword, ParserState.isDeclarationModifier(k), j + 1 < tokens.count {
                let next = tokens[j + 1]
                let nextIsModifierish = next.kind == .attribute
                    || isDeclarationKeyword(next, context: context, next: j + 2 < tokens.count ? tokens[j + 2] : next)
                    || (next.keyword.map { ParserState.isDeclarationModifier($0) } ?? false)
                    || (next.isPunct(UInt8(ascii: "(")) && !next.hasTriviaBefore && k != .class)
                if nextIsModifierish {
                    j += 1
                    if tokens[j].isPunct(UInt8(ascii: "(")) && matching[j] > Int32(j) { j = Int(matching[j]) + 1 }
                    continue
                }
            }
            break
        }
        let next = j + 1 < tokens.count ? tokens[j + 1] : tokens[tokens.count - 1]
        return isDeclarationKeyword(tokens[j], context: context, next: next)
    }

    // MARK: - Declarations

    mutating func parseDeclaration(context: ItemContext) {
        guard enter() else { return }
        defer { leave() }
        let decl = begin(.otherDecl)
        parseAttributesAndModifiers()
        guard let k = cur.keyword else { end(decl); return }
        switch k {
        case .import:
            nodes[Int(decl)].kind = .importDecl
            advance()
            let nameStart = cur.start
            while !atEnd && !cur.isAtStartOfLine && !isPunct(UInt8(ascii: ";")) { advance() }
            nodes[Int(decl)].nameStart = nameStart
            nodes[Int(decl)].nameEnd = max(nameStart, lastEnd)
        case .struct, .class, .enum, .protocol, .extension, .actor:
            parseTypeDeclaration(decl, keyword: k)
        case .let, .var:
            parseVariableDeclaration(decl, keyword: k)
        case .func:
            parseFunctionDeclaration(decl)
        case .`init`:
            parseInitializer(decl)
        case .deinit:
            nodes[Int(decl)].kind = .deinitDecl
            advance()
            if isPunct(UInt8(ascii: "{")) { parseCodeBlock() }
        case .subscript:
            parseSubscript(decl)
        case .case:
            parseEnumCase(decl)
        case .typealias:
            nodes[Int(decl)].kind = .typealiasDecl
            advance()
            if atNameLike { setName(decl, cur); advance() }
            if atGenericOpen { parseGenericParameterClause() }
            if isOperator("=") { advance(); parseType() }
            if isKeyword(.where) { parseGenericWhereClause() }
        case .associatedtype:
            nodes[Int(decl)].kind = .associatedTypeDecl
            advance()
            if atNameLike { setName(decl, cur); advance() }
            if isPunct(UInt8(ascii: ":")) { parseInheritanceClause() }
            if isOperator("=") { advance(); parseType() }
            if isKeyword(.where) { parseGenericWhereClause() }
        default:
            // operator, precedencegroup, macro: kept as a span.
            advance()
            if atNameLike || cur.kind == .operator { setName(decl, cur); advance() }
            while !atEnd && !cur.isAtStartOfLine && !isPunct(UInt8(ascii: "}")) { skipOne() }
        }
        end(decl)
    }

    mutating func parseAttributesAndModifiers() {
        while true {
            if cur.kind == .attribute {
                parseAttribute()
                continue
            }
            if let k = cur.keyword, ParserState.isDeclarationModifier(k) {
                let next = peek()
                let isModifier = next.kind == .attribute
                    || isDeclarationKeyword(next, context: .members, next: peek(2))
                    || (next.keyword.map { ParserState.isDeclarationModifier($0) } ?? false)
                    || (next.isPunct(UInt8(ascii: "(")) && !next.hasTriviaBefore && k != .class)
                guard isModifier else { return }
                leaf(.modifier)
                if isPunct(UInt8(ascii: "(")) && !cur.hasTriviaBefore { skipOne() }
                continue
            }
            return
        }
    }

    mutating func parseAttribute() {
        let node = begin(.attribute)
        setName(node, cur)
        advance()
        if isPunct(UInt8(ascii: "(")) && !cur.hasTriviaBefore {
            parseArgumentList(closer: UInt8(ascii: ")"))
        }
        end(node)
    }

    @inline(__always) var atGenericOpen: Bool { cur.kind == .operator && curByte == UInt8(ascii: "<") }

    mutating func parseTypeDeclaration(_ decl: Int32, keyword: Keyword) {
        nodes[Int(decl)].kind = .typeDecl
        nodes[Int(decl)].aux = keyword.rawValue
        advance()
        if keyword == .extension {
            let start = cur.start
            parseType()
            nodes[Int(decl)].nameStart = start
            nodes[Int(decl)].nameEnd = max(start, lastEnd)
        } else if atNameLike {
            setName(decl, cur)
            advance()
        }
        if atGenericOpen { parseGenericParameterClause() }
        if isPunct(UInt8(ascii: ":")) { parseInheritanceClause() }
        if isKeyword(.where) { parseGenericWhereClause() }
        if isPunct(UInt8(ascii: "{")) { parseMemberBlock() }
    }

    mutating func parseMemberBlock() {
        guard enter() else { return }
        defer { leave() }
        let node = begin(.memberBlock)
        advance()
        parseItems(context: .members, stopAtClauseEnd: false)
        expectPunct(UInt8(ascii: "}"))
        end(node)
    }

    mutating func parseInheritanceClause() {
        let node = begin(.inheritanceClause)
        advance()
        while !atEnd {
            if !parseType() { break }
            if isPunct(UInt8(ascii: ",")) { advance(); continue }
            break
        }
        end(node)
    }

    /// `where` requirements: kept as a span up to the body's `{`.
    mutating func parseGenericWhereClause() {
        let node = begin(.genericWhereClause)
        while !atEnd && !isPunct(UInt8(ascii: "{")) && !isPunct(UInt8(ascii: "}")) && !isPunct(UInt8(ascii: ";")) {
            if cur.isAtStartOfLine && !isKeyword(.where) && !isPunct(UInt8(ascii: ",")) && lastEndIsNotComma { break }
            skipOne()
        }
        end(node)
    }

    @inline(__always)
    var lastEndIsNotComma: Bool {
        guard lastEnd > 0 else { return true }
        return bytes[Int(lastEnd) - 1] != UInt8(ascii: ",")
    }

    mutating func parseGenericParameterClause() {
        let node = begin(.genericParameterClause)
        advanceOneByte()
        while !atEnd {
            if cur.kind == .operator && curByte == UInt8(ascii: ">") { advanceOneByte(); break }
            if atNameLike {
                let param = begin(.genericParameter)
                if isKeyword(.each) && peek().kind == .identifier { advance() }
                setName(param, cur)
                advance()
                if isPunct(UInt8(ascii: ":")) { advance(); parseType() }
                end(param)
            } else if isKeyword(.where) {
                parseGenericWhereClauseInsideBrackets()
            } else {
                skipOne()
            }
            if isPunct(UInt8(ascii: ",")) { advance() }
            if isPunct(UInt8(ascii: "{")) || isPunct(UInt8(ascii: "(")) || isPunct(UInt8(ascii: "}")) { break }
        }
        end(node)
    }

    mutating func parseGenericWhereClauseInsideBrackets() {
        while !atEnd && !(cur.kind == .operator && curByte == UInt8(ascii: ">")) && !isPunct(UInt8(ascii: "{")) { skipOne() }
    }

    mutating func parseVariableDeclaration(_ decl: Int32, keyword: Keyword) {
        nodes[Int(decl)].kind = .variableDecl
        nodes[Int(decl)].aux = keyword.rawValue
        advance()
        while !atEnd {
            let binding = begin(.patternBinding)
            if atNameLike && !isPunct(UInt8(ascii: "(")) {
                setName(binding, cur)
                advance()
            } else if isPunct(UInt8(ascii: "(")) {
                parseTuplePattern()
            }
            if isPunct(UInt8(ascii: ":")) { advance(); parseType() }
            var initialized = false
            if isOperator("=") { advance(); parseExpression(.basic); initialized = true }
            // SwiftParser's rule: after an initializer, braces on the same line are accessors; on a new line only
            // observers (`didSet`/`willSet`) are.
            if isPunct(UInt8(ascii: "{")) && (!initialized || !cur.isAtStartOfLine || atStartOfObserverBlock()) { parseAccessorsOrBody() }
            end(binding)
            if isPunct(UInt8(ascii: ",")) { advance(); continue }
            break
        }
    }

    /// `(a, (b, _))`: a `pattern` node holding the bound names as identifier leaves.
    mutating func parseTuplePattern() {
        let node = begin(.pattern)
        let close = matching[i]
        advance()
        while !atEnd && (close < 0 || Int32(i) < close) {
            if cur.kind == .identifier { leaf(.identifier) } else { advance() }
        }
        if close >= 0 && Int32(i) == close { advance() }
        end(node)
    }

    /// After `var x: T`: `{ get set }`, `{ didSet { } }`, or a computed getter's statements.
    mutating func parseAccessorsOrBody() {
        if atStartOfAccessorBlock() {
            guard enter() else { return }
            defer { leave() }
            let node = begin(.accessorBlock)
            advance()
            while !atEnd && !isPunct(UInt8(ascii: "}")) {
                let before = (i, cur.start)
                if cur.kind == .directive && tokenEquals(cur, "#if") { skipIfConfigSpan(); continue }
                let acc = begin(.accessor)
                while cur.kind == .attribute { parseAttribute() }
                while isKeyword(.mutating) || isKeyword(.nonmutating) || tokenEquals(cur, "__consuming") { advance() }
                if atNameLike { setName(acc, cur); advance() }
                if isPunct(UInt8(ascii: "(")) { skipOne() }
                while isKeyword(.async) || isKeyword(.throws) || isKeyword(.rethrows) {
                    advance()
                    if isPunct(UInt8(ascii: "(")) && !cur.hasTriviaBefore { skipOne() }
                }
                if isPunct(UInt8(ascii: "{")) { parseCodeBlock() }
                end(acc)
                if (i, cur.start) == before { skipUnknownOne() }
            }
            expectPunct(UInt8(ascii: "}"))
            end(node)
        } else {
            parseCodeBlock()
        }
    }

    /// Skips a `#if … #endif` span (used where its content is not needed).
    mutating func skipIfConfigSpan() {
        let node = begin(.unknown)
        var level = 0
        repeat {
            if cur.kind == .directive {
                if tokenEquals(cur, "#if") { level += 1 } else if tokenEquals(cur, "#endif") { level -= 1 }
            }
            skipOne()
        } while !atEnd && level > 0
        end(node)
    }

    static let accessorNames: [StaticString] = ["get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "init", "unsafeAddress", "unsafeMutableAddress"]

    @inline(__always)
    func isAccessorName(_ t: Token) -> Bool {
        guard t.kind == .identifier || t.kind == .keyword else { return false }
        for name in ParserState.accessorNames where tokenEquals(t, name) { return true }
        return false
    }

    /// At `{` after an expression: SwiftParser's rule — only `{ didSet`, `{ willSet`, `{ init`, or attributes
    /// followed by an accessor name, start accessors there; anything else is a trailing closure.
    func atStartOfObserverBlock() -> Bool {
        let next = peek()
        if next.isKeyword(.didSet) || next.isKeyword(.willSet) || next.isKeyword(.`init`) { return true }
        guard next.kind == .attribute else { return false }
        return atStartOfAccessorBlock()
    }

    /// At `{`: does an accessor list start here (`{ get`, `{ didSet {`, `{ @MainActor get`)?
    func atStartOfAccessorBlock() -> Bool {
        var j = i + 1
        while j < tokens.count && tokens[j].kind == .attribute {
            j += 1
            if tokens[j].isPunct(UInt8(ascii: "(")) && matching[j] > Int32(j) { j = Int(matching[j]) + 1 }
        }
        while j < tokens.count && (tokens[j].isKeyword(.mutating) || tokens[j].isKeyword(.nonmutating)) { j += 1 }
        guard j + 1 < tokens.count, isAccessorName(tokens[j]) else { return false }
        let next = tokens[j + 1]
        if next.isPunct(UInt8(ascii: "{")) || next.isPunct(UInt8(ascii: "}")) || next.isPunct(UInt8(ascii: "(")) { return true }
        if next.isKeyword(.async) || next.isKeyword(.throws) || next.isKeyword(.rethrows) { return true }
        if isAccessorName(next) { return true }
        return false
    }

    mutating func parseFunctionDeclaration(_ decl: Int32) {
        nodes[Int(decl)].kind = .functionDecl
        advance()
        if atNameLike || cur.kind == .operator {
            setName(decl, cur)
            advance()
        }
        if atGenericOpen { parseGenericParameterClause() }
        if isPunct(UInt8(ascii: "(")) { parseParameterClause(typeOnlyAllowed: false) }
        parseEffects(decl)
        if isOperator("->") { advance(); parseType() }
        if isKeyword(.where) { parseGenericWhereClause() }
        if isPunct(UInt8(ascii: "{")) { parseCodeBlock() }
    }

    mutating func parseEffects(_ decl: Int32) {
        while true {
            if isKeyword(.async) || tokenEquals(cur, "reasync") {
                nodes[Int(decl)].flags |= SyntaxNode.asyncFlag
                advance()
            } else if isKeyword(.throws) || isKeyword(.rethrows) {
                nodes[Int(decl)].flags |= SyntaxNode.throwsFlag
                advance()
                if isPunct(UInt8(ascii: "(")) && !cur.hasTriviaBefore { skipOne() }
            } else {
                return
            }
        }
    }

    mutating func parseInitializer(_ decl: Int32) {
        nodes[Int(decl)].kind = .initDecl
        setName(decl, cur)
        advance()
        if cur.kind == .operator && (curByte == UInt8(ascii: "?") || curByte == UInt8(ascii: "!")) && !cur.hasTriviaBefore { advanceOneByte() }
        if atGenericOpen { parseGenericParameterClause() }
        if isPunct(UInt8(ascii: "(")) { parseParameterClause(typeOnlyAllowed: false) }
        parseEffects(decl)
        if isKeyword(.where) { parseGenericWhereClause() }
        if isPunct(UInt8(ascii: "{")) { parseCodeBlock() }
    }

    mutating func parseSubscript(_ decl: Int32) {
        nodes[Int(decl)].kind = .subscriptDecl
        setName(decl, cur)
        advance()
        if atGenericOpen { parseGenericParameterClause() }
        if isPunct(UInt8(ascii: "(")) { parseParameterClause(typeOnlyAllowed: false) }
        parseEffects(decl)
        if isOperator("->") { advance(); parseType() }
        if isKeyword(.where) { parseGenericWhereClause() }
        if isPunct(UInt8(ascii: "{")) { parseAccessorsOrBody() }
    }

    mutating func parseEnumCase(_ decl: Int32) {
        nodes[Int(decl)].kind = .enumCaseDecl
        advance()
        while !atEnd {
            guard atNameLike else { break }
            let element = begin(.enumCaseElement)
            setName(element, cur)
            advance()
            if isPunct(UInt8(ascii: "(")) { parseParameterClause(typeOnlyAllowed: true) }
            if isOperator("=") { advance(); parseExpression(.basic) }
            end(element)
            if isPunct(UInt8(ascii: ",")) { advance(); continue }
            break
        }
    }

    /// `(label name: Type = default, …)`; with `typeOnlyAllowed` (enum associated values) an element may be just a type.
    mutating func parseParameterClause(typeOnlyAllowed: Bool) {
        guard enter() else { return }
        defer { leave() }
        let node = begin(.parameterClause)
        advance()
        while !atEnd && !isPunct(UInt8(ascii: ")")) {
            let before = (i, cur.start)
            let param = begin(.parameter)
            while cur.kind == .attribute { parseAttribute() }
            let next = peek()
            if atNameLike && next.isPunct(UInt8(ascii: ":")) {
                setName(param, cur)
                advance()
                advance()
                parseType()
            } else if atNameLike && (next.kind == .identifier || next.kind == .keyword) && peek(2).isPunct(UInt8(ascii: ":")) {
                leaf(.parameterLabel)
                setName(param, cur)
                advance()
                advance()
                parseType()
            } else if typeOnlyAllowed || !atNameLike {
                parseType()
            } else {
                setName(param, cur)
                advance()
            }
            if cur.kind == .operator && tokenEquals(cur, "...") { advance() }
            if isOperator("=") { advance(); parseExpression(.basic) }
            end(param)
            if isPunct(UInt8(ascii: ",")) { advance(); continue }
            while !atEnd && !isPunct(UInt8(ascii: ",")) && !isPunct(UInt8(ascii: ")")) && !isPunct(UInt8(ascii: "{")) && !isPunct(UInt8(ascii: "}")) { skipOne() }
            if isPunct(UInt8(ascii: ",")) { advance() } else if !isPunct(UInt8(ascii: ")")) { break }
            if (i, cur.start) == before { skipOne() }
        }
        expectPunct(UInt8(ascii: ")"))
        end(node)
    }
}
