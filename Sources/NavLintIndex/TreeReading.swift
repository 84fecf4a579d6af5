// The questions the indexer asks of a syntax tree that read nothing but the tree: kinds, names, children, declared
// types, which members are view code.
//
// They are methods of `SyntaxTree`, not of `FileIndexer`, for speed: a non-mutating method of the indexer called
// from one of its mutating walkers gets the whole indexer (some 550 bytes) copied as its `self` by a call to memcpy;
// a method of the tree gets the tree's nine words, copied in place.

import NavLintSupport
import NavLintSyntax

extension SyntaxTree {
    package func kind(_ node: Int32) -> SyntaxKind { self[node].kind }

    // Children are read along the sibling links, never copied into an array: an array per question was a heap
    // allocation and its refcounting. They are read through `IndexedNodes`, which does not retain the tree's nodes.
    /// The children of `node`, in source order.
    func indexedChildren(_ node: Int32) -> IndexedChildren { IndexedChildren(nodes: IndexedNodes(nodes), first: self[node].firstChild) }
    /// The next child of `node`'s parent, after `node`.
    package func nextSibling(_ node: Int32) -> Int32? {
        let s = self[node].nextSibling
        return s >= 0 ? s : nil
    }
    /// The children of `node`'s parent that follow `node`.
    func siblings(after node: Int32) -> IndexedChildren { IndexedChildren(nodes: IndexedNodes(nodes), first: self[node].nextSibling) }
    /// How many children `node` has.
    func childCount(_ node: Int32) -> Int {
        var count = 0
        for _ in indexedChildren(node) { count += 1 }
        return count
    }
    /// The single child of `node`, when it has exactly one.
    func onlyChild(_ node: Int32) -> Int32? {
        guard let c = firstChild(node), self[c].nextSibling < 0 else { return nil }
        return c
    }
    /// The last child of `node`, or the last of kind `kind` when one is given.
    package func lastChild(_ node: Int32, kind wanted: SyntaxKind? = nil) -> Int32? {
        var result: Int32?
        for c in indexedChildren(node) where wanted == nil || kind(c) == wanted { result = c }
        return result
    }

    /// Where the node's name starts (its start when it has no name), in file `file`, found by `lines`.
    @inline(__always)
    func nameLocation(_ node: Int32, file: Int32, lines: LineLocator) -> SourceLocation {
        let n = self[node]
        let (l, c) = lines.location(of: Int(n.hasName ? n.nameStart : n.start))
        return SourceLocation(file: file, line: Int32(l), column: Int32(c))
    }

    /// Does the node's name start with an uppercase letter (a type name, by Swift convention)? Leading underscores
    /// are skipped: `_GIFImage` is a type too (an underscored one), `_isPlaying` a property's storage.
    @inline(__always)
    func nameStartsUppercase(_ node: Int32) -> Bool {
        let n = self[node]
        var start = Int(n.nameStart)
        while start < Int(n.nameEnd) && source.bytes[start] == UInt8(ascii: "_") { start += 1 }
        guard Int(n.nameEnd) > start else { return false }
        let b = source.bytes[start]
        if b < 0x80 { return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        return name(node).drop { $0 == "_" }.unicodeScalars.first?.properties.isUppercase ?? false
    }

    /// Is the node's name one of `names`? Compared by bytes, with no String made, when both are ASCII: Strings that are
    /// equal differ in bytes only where some byte is not (`K` and the Kelvin sign, repaired invalid UTF-8).
    func nameIsOne(of names: [String], _ node: Int32) -> Bool {
        guard !names.isEmpty else { return false }
        let n = self[node]
        let start = Int(n.nameStart), end = Int(n.nameEnd)
        return source.bytes.withUnsafeBufferPointer { bytes in
            let written = UnsafeBufferPointer(rebasing: bytes[start..<end])
            guard !written.contains(where: { $0 >= 0x80 }) else { return names.contains(name(node)) }
            for k in names.indices {
                let u = names[k].utf8
                if u.count == written.count && u.elementsEqual(written) { return true }
                if u.contains(where: { $0 >= 0x80 }) && names[k] == name(node) { return true }
            }
            return false
        }
    }

    /// `nameEquals`, with the lengths compared first in place: most names asked about are not the word, and differ in length.
    @inline(__always)
    func nameIs(_ node: Int32, _ word: StaticString) -> Bool {
        let n = self[node]
        guard Int(n.nameEnd) - Int(n.nameStart) == word.utf8CodeUnitCount else { return false }
        return nameEquals(node, word)
    }

    /// Is the first byte of the node's name `byte`?
    func nameStartsWithByte(_ node: Int32, _ byte: UInt8) -> Bool {
        let n = self[node]
        return n.nameEnd > n.nameStart && source.bytes[Int(n.nameStart)] == byte
    }

    func isTypeNode(_ n: Int32) -> Bool {
        switch kind(n) {
        case .simpleType, .memberType, .optionalType, .implicitlyUnwrappedType, .arrayType, .dictionaryType, .tupleType,
             .functionType, .someType, .anyType, .compositionType, .metatypeType, .attributedType, .placeholderType, .variadicType:
            return true
        default:
            return false
        }
    }

    // MARK: - Declarations

    /// Members of a member block, looking inside `#if` clauses (every branch is kept).
    func collectMembers(_ block: Int32, into items: inout [Int32]) {
        for m in indexedChildren(block) {
            if kind(m) == .ifConfig {
                for clause in indexedChildren(m) { collectMembers(clause, into: &items) }
            } else {
                items.append(m)
            }
        }
    }

    /// `static` or `class`.
    /// Is `word` written in `container` just before the type node `node` (`repeat each Route`: the parser keeps the type
    /// `Route` alone)? Read from the bytes between the node and the colon before it.
    func startsWithWord(before node: Int32, in container: Int32, _ word: StaticString) -> Bool {
        let start = Int(self[container].start), end = Int(self[node].start)
        guard end > start, end <= source.bytes.count else { return false }
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return source.bytes.withUnsafeBufferPointer { bytes in
            var colon = end - 1
            while colon > start && bytes[colon] != UInt8(ascii: ":") { colon -= 1 }
            var i = colon + 1
            while i < end && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
            guard i + w.count <= end else { return false }
            return w.indices.allSatisfy { bytes[i + $0] == w[$0] }
        }
    }

    /// A constant as flags compare it (`FlagValue.constant`): "true" or "false" for a Boolean literal, ".case" for an
    /// implicit member or a member of a type (`.full`, `CellStyle.full`); nil for anything else.
    func flagLiteral(_ node: Int32) -> String? {
        switch kind(node) {
        case .booleanLiteral:
            return isTrueLiteral(node) ? "true" : "false"
        case .memberAccess:
            guard self[node].hasName else { return nil }
            if let base = firstChild(node) {
                guard kind(base) == .identifier, nameStartsUppercase(base) else { return nil }
            }
            return "." + name(node)
        default:
            return nil
        }
    }

    /// Is the Boolean literal `true`?
    func isTrueLiteral(_ node: Int32) -> Bool {
        let n = self[node]
        return n.nameEnd > n.nameStart && source.bytes[Int(n.nameStart)] == UInt8(ascii: "t")
    }

    func isTypeMember(_ decl: Int32) -> Bool {
        indexedChildren(decl).contains { kind($0) == .modifier && (nameIs($0, "static") || nameIs($0, "class")) }
    }

    func enumCase(_ element: Int32, file: Int32, lines: LineLocator) -> EnumCaseDecl {
        var associated: [(label: String?, type: TypeRef)] = []
        if let clause = indexedChildren(element).first(where: { kind($0) == .parameterClause }) {
            for p in indexedChildren(clause) where kind(p) == .parameter {
                let label: String? = self[p].hasName ? name(p) : nil
                let t = indexedChildren(p).first(where: { isTypeNode($0) }).map { typeRef($0) } ?? .other
                associated.append((label, t))
            }
        }
        return EnumCaseDecl(name: name(element), associated: associated, location: nameLocation(element, file: file, lines: lines))
    }

    func method(_ decl: Int32, file: Int32, lines: LineLocator) -> MethodDecl {
        var params: [ParameterDecl] = []
        var returnType: TypeRef?
        var sawClause = false
        var genericNames: [String] = []
        for c in indexedChildren(decl) {
            if kind(c) == .genericParameterClause {
                for g in indexedChildren(c) where kind(g) == .genericParameter { genericNames.append(name(g)) }
            } else if kind(c) == .parameterClause {
                sawClause = true
                for p in indexedChildren(c) where kind(p) == .parameter {
                    var label: String? = name(p)
                    var t: TypeRef?
                    var isInout = false
                    var defaultFlag: String?
                    var isVariadic = false
                    for pc in indexedChildren(p) {
                        if kind(pc) == .parameterLabel { label = name(pc) } else if isTypeNode(pc), t == nil {
                            t = typeRef(pc)
                            isInout = kind(pc) == .attributedType && nameIs(pc, "inout")
                            isVariadic = kind(pc) == .variadicType || startsWithWord(before: pc, in: p, "repeat")
                        } else if let v = flagLiteral(pc) {
                            defaultFlag = v
                        }
                    }
                    if label == "_" { label = nil }
                    params.append(ParameterDecl(label: label, name: name(p), type: t, isInout: isInout, defaultFlag: defaultFlag,
                                                isVariadic: isVariadic))
                }
            } else if sawClause && isTypeNode(c) {
                returnType = typeRef(c)
            }
        }
        let isStatic = isTypeMember(decl)
        var n = kind(decl) == .initDecl ? "init" : name(decl)
        // `func `if`(…)` is called as `.if(…)`: the name without its backticks.
        if nameStartsWithByte(decl, UInt8(ascii: "`")) && n.hasSuffix("`") && n.count > 2 { n = String(n.dropFirst().dropLast()) }
        return MethodDecl(name: n, parameters: params, returnType: returnType, isStatic: isStatic,
                          isAsync: self[decl].flags & SyntaxNode.asyncFlag != 0, location: nameLocation(decl, file: file, lines: lines),
                          genericParameterNames: genericNames)
    }

    /// A subscript as a method named `subscript`: its parameters have no argument label unless one is written
    /// (`subscript(safe index: Int)` has `safe`, `subscript(index: Int)` none).
    func subscriptMethod(_ decl: Int32, file: Int32, lines: LineLocator) -> MethodDecl {
        var m = method(decl, file: file, lines: lines)
        m.name = "subscript"
        var k = 0
        for c in indexedChildren(decl) where kind(c) == .parameterClause {
            for p in indexedChildren(c) where kind(p) == .parameter {
                if k < m.parameters.count && !indexedChildren(p).contains(where: { kind($0) == .parameterLabel }) { m.parameters[k].label = nil }
                k += 1
            }
        }
        return m
    }

    func returnsView(_ type: TypeRef?) -> Bool {
        guard let type else { return false }
        switch type {
        case .opaque(let inner):
            // Toolbar content (`some ToolbarContent`) is view code too: its items show views in the toolbar of the view
            // that applies it.
            let n = inner.simpleName
            return n == "View" || n == "Scene" || n == "ToolbarContent"
        case .named(let path, _):
            return path.last == "AnyView"
        default:
            return false
        }
    }

    func hasViewBuilder(_ decl: Int32) -> Bool {
        indexedChildren(decl).contains {
            kind($0) == .attribute && (nameIs($0, "@ViewBuilder") || nameIs($0, "@SceneBuilder") || nameIs($0, "@ToolbarContentBuilder"))
        }
    }

    func isViewCodeVariable(_ decl: Int32) -> Bool {
        for c in indexedChildren(decl) {
            switch kind(c) {
            case .attribute:
                if nameIs(c, "@ViewBuilder") || nameIs(c, "@SceneBuilder") || nameIs(c, "@ToolbarContentBuilder") { return true }
            case .patternBinding:
                // `some View`, `some Scene`, `some ToolbarContent`, `AnyView`, read without building the type.
                for t in indexedChildren(c) {
                    if kind(t) == .someType, let inner = firstChild(t), kind(inner) == .simpleType,
                       nameIs(inner, "View") || nameIs(inner, "Scene") || nameIs(inner, "ToolbarContent") { return true }
                    if kind(t) == .simpleType, nameIs(t, "AnyView") { return true }
                }
            default:
                break
            }
        }
        return false
    }

    /// `m`: the function's declaration, `method(decl)`.
    func isViewCodeFunction(_ decl: Int32, _ m: MethodDecl) -> Bool {
        hasViewBuilder(decl) || returnsView(m.returnType)
    }

    /// `@available(iOS, deprecated: 16)`, `@available(*, deprecated)`, `@available(iOS, obsoleted: 16)`.
    func isMarkedDeprecated(_ decl: Int32) -> Bool {
        for a in indexedChildren(decl) where kind(a) == .attribute && nameIs(a, "@available") {
            for arg in indexedChildren(a) where kind(arg) == .argument {
                if nameIs(arg, "deprecated") || nameIs(arg, "obsoleted") { return true }
                if let v = firstChild(arg), kind(v) == .identifier, nameIs(v, "deprecated") { return true }
            }
        }
        return false
    }

    /// Does a variable declaration bind a property with code (a computed property, or one with a `get`)?
    func hasComputedBinding(_ decl: Int32) -> Bool {
        for b in indexedChildren(decl) where kind(b) == .patternBinding && bodyBlock(ofBinding: b) != nil { return true }
        return false
    }

    /// The statements of a computed property: its code block, or its `get` accessor's.
    func bodyBlock(ofBinding binding: Int32) -> Int32? {
        for c in indexedChildren(binding) {
            if kind(c) == .codeBlock { return c }
            if kind(c) == .accessorBlock {
                for acc in indexedChildren(c) where nameIs(acc, "get") {
                    return indexedChildren(acc).first(where: { kind($0) == .codeBlock })
                }
            }
        }
        return nil
    }

    func typeRef(_ node: Int32) -> TypeRef {
        switch kind(node) {
        case .simpleType:
            var generics: [TypeRef] = []
            for c in indexedChildren(node) where isTypeNode(c) { generics.append(typeRef(c)) }
            // The sugar names are compared by their bytes: a String is made only for the named type.
            if generics.count == 1 && nameIs(node, "Array") { return .array(generics[0]) }
            if generics.count == 1 && nameIs(node, "Optional") { return .optional(generics[0]) }
            if generics.count == 2 && nameIs(node, "Dictionary") { return .dictionary(generics[0], generics[1]) }
            return .named(typePath(node), generics: generics)
        case .memberType:
            guard let base = firstChild(node) else { return .other }
            var generics: [TypeRef] = []
            for c in siblings(after: base) where isTypeNode(c) { generics.append(typeRef(c)) }
            if case .named(let path, _) = typeRef(base) {
                return .named(path + [name(node)], generics: generics)
            }
            return .other
        case .optionalType, .implicitlyUnwrappedType:
            return firstChild(node).map { .optional(typeRef($0)) } ?? .other
        case .arrayType:
            return firstChild(node).map { .array(typeRef($0)) } ?? .other
        case .dictionaryType:
            guard let key = firstChild(node), let value = nextSibling(key), nextSibling(value) == nil else { return .other }
            return .dictionary(typeRef(key), typeRef(value))
        case .tupleType:
            var elements: [TypeRef] = [], labels: [String?] = []
            for e in indexedChildren(node) {
                guard let t = firstChild(e) else { continue }
                elements.append(typeRef(t))
                labels.append(self[e].hasName ? name(e) : nil)
            }
            if elements.count == 1, let first = firstChild(node), !self[first].hasName { return elements[0] }
            return .tuple(elements, labels: labels)
        case .functionType:
            // The parameters (a parenthesised list, or one type) and, last, the result.
            var first: Int32 = -1, last: Int32 = -1
            for c in indexedChildren(node) {
                if first < 0 { first = c }
                last = c
            }
            var parameters: [TypeRef] = []
            if first >= 0 && first != last {
                if kind(first) == .tupleType {
                    for e in indexedChildren(first) { if let t = firstChild(e) { parameters.append(typeRef(t)) } }
                } else {
                    parameters.append(typeRef(first))
                }
            }
            return .function(parameters: parameters, result: last >= 0 ? typeRef(last) : .other)
        case .compositionType:
            return .composition(indexedChildren(node).map { typeRef($0) })
        case .someType, .anyType:
            return firstChild(node).map { .opaque(typeRef($0)) } ?? .other
        case .metatypeType:
            return firstChild(node).map { .metatype(typeRef($0)) } ?? .other
        case .attributedType, .variadicType:
            return firstChild(node).map { typeRef($0) } ?? .other
        default:
            return .other
        }
    }

    /// Is `typeRef(node) == FileIndexer.someScene` (`some Scene`)? Read from the nodes for `some`/`any` of a plain
    /// name; any other form that may read as an opaque type is built and compared.
    func isSomeScene(_ node: Int32) -> Bool {
        switch kind(node) {
        case .someType, .anyType:
            guard let inner = firstChild(node) else { return false }
            guard kind(inner) == .simpleType else { return typeRef(node) == FileIndexer.someScene }
            // `.named(["Scene"], generics: [])`: the name (no String equal to "Scene" differs from it in bytes) and no
            // generic arguments.
            return nameIs(inner, "Scene") && !indexedChildren(inner).contains { isTypeNode($0) }
        case .tupleType, .attributedType, .variadicType:
            return typeRef(node) == FileIndexer.someScene
        default:
            // Built as a name, an optional, an array… never as an opaque type.
            return false
        }
    }

    /// `[name]` for the type the node names; a common type's is shared (`CommonTypeNames`), not made again.
    func typePath(_ node: Int32) -> [String] {
        let n = self[node]
        let k = source.bytes.withUnsafeBufferPointer {
            CommonTypeNames.table.lookup($0.baseAddress!, Int(n.nameStart), Int(n.nameEnd) - Int(n.nameStart))
        }
        return k > 0 ? CommonTypeNames.paths[Int(k) - 1] : [name(node)]
    }

    /// `Recipe.self`, `Route.Settings.self`, `Page<Item>.self`, `[Recipe].self` -> the type.
    func typeOfSelfExpression(_ node: Int32) -> TypeRef? {
        guard kind(node) == .memberAccess, nameIs(node, "self"), let base = firstChild(node) else { return nil }
        return typeNamed(byExpression: base)
    }

    /// An expression that names a type: `Recipe`, `Route.Settings`, `Page<Item>`, `[Recipe]`.
    func typeNamed(byExpression node: Int32) -> TypeRef? {
        switch kind(node) {
        case .identifier:
            guard nameStartsUppercase(node) else { return nil }
            return .named(typePath(node), generics: [])
        case .memberAccess:
            guard let base = firstChild(node), case .named(let path, let g)? = typeNamed(byExpression: base), g.isEmpty else { return nil }
            guard nameStartsUppercase(node) else { return nil }
            return .named(path + [name(node)], generics: [])
        case .typeExpression:
            return firstChild(node).map { typeRef($0) }
        case .arrayLiteral:
            guard let only = onlyChild(node), let element = typeNamed(byExpression: only) else { return nil }
            return .array(element)
        default:
            return nil
        }
    }

    /// Does the expression bottom out at a value (a lowercase name, `self`, `$x`), rather than a view construction?
    func isValueReceiver(_ node: Int32) -> Bool {
        var n = node
        var steps = 0
        while steps < 64 {
            steps += 1
            switch kind(n) {
            case .identifier:
                // `self.navigationDestination(…)` in view code applies a modifier to the view itself.
                if nameIs(n, "self") { return steps > 1 }
                return self[n].hasName && !nameStartsUppercase(n)
            case .memberAccess, .forceUnwrap, .optionalChain, .subscriptCall:
                guard let base = firstChild(n) else { return false }
                n = base
            case .call:
                // `model.items.first(…)`: a call on a value is a value; a constructor call is a view.
                guard let callee = firstChild(n) else { return false }
                if kind(callee) == .identifier { return self[callee].hasName && !nameStartsUppercase(callee) }
                if kind(callee) == .memberAccess, let base = firstChild(callee) {
                    n = base
                    continue
                }
                return false
            case .stringLiteral, .arrayLiteral, .dictionaryLiteral, .integerLiteral, .floatLiteral, .booleanLiteral:
                // `[a, b].compactMap { $0 }`, `"\(n)".uppercased()`: a method on a literal is on a value.
                return true
            default:
                return false
            }
        }
        return false
    }

    /// Does a receiver chain contain a call (`coordinator.build(page: .main)`, `content()`)?
    func containsCall(_ node: Int32) -> Bool {
        var n = node
        for _ in 0..<64 {
            switch kind(n) {
            case .call: return true
            case .memberAccess, .forceUnwrap, .optionalChain, .subscriptCall:
                guard let base = firstChild(n) else { return false }
                n = base
            default: return false
            }
        }
        return false
    }

    /// `self.name`.
    func isSelfMember(_ n: Int32) -> Bool {
        guard let base = firstChild(n), kind(base) == .identifier else { return false }
        return nameIs(base, "self")
    }

    /// Does the expression construct a value of a named type, through any modifiers (`Home()`,
    /// `AnyView(Home())`, `Home().padding()`)? Handed to an app's own view, it may be view content.
    func isViewConstruction(_ node: Int32) -> Bool {
        var n = node
        for _ in 0..<256 {
            guard kind(n) == .call, let callee = firstChild(n) else { return false }
            switch kind(callee) {
            case .identifier:
                return nameStartsUppercase(callee)
            case .typeExpression:
                return true
            case .memberAccess:
                guard let base = firstChild(callee) else { return false }
                n = base
            default:
                return false
            }
        }
        return false
    }

    /// Is the argument view content handed to a view: a closure, or a value constructing a view (`root: Home()`)?
    func isContentArgument(_ arg: Int32) -> Bool {
        guard let v = firstChild(arg) else { return false }
        return kind(v) == .closure || isViewConstruction(v)
    }

    /// `$path`, `$model.path`: a projected binding.
    func isProjection(_ node: Int32) -> Bool {
        var n = node
        while kind(n) == .memberAccess, let base = firstChild(n) { n = base }
        guard kind(n) == .identifier else { return false }
        let start = Int(self[n].nameStart)
        return start < source.bytes.count && source.bytes[start] == UInt8(ascii: "$")
    }
}
