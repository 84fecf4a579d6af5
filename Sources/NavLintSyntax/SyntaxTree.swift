// The tolerant syntax tree: nodes in one flat block, linked first-child / next-sibling.

import NavLintSupport

/// What a syntax node is. Declarations, statements, expressions and types NavLint reads; anything else
/// the parser skipped by bracket matching is `.unknown`.
public enum SyntaxKind: UInt8, Sendable {
    case sourceFile
    case codeBlock            // `{ statements }` of a function, accessor, statement
    case memberBlock          // `{ members }` of a type or extension
    case ifConfig             // #if … #endif; children: ifConfigClause
    case ifConfigClause       // name: the directive (#if, #elseif, #else); children: [ifConfigCondition], items
    case ifConfigCondition    // the condition text after #if / #elseif, to the end of its line

    // declarations
    case importDecl
    case typeDecl             // aux: Keyword of struct/class/enum/actor/protocol/extension; name: the type name
    case variableDecl         // aux: Keyword.let or .var; children: attributes, modifiers, patternBinding…
    case patternBinding       // name: the bound name; children: [type], [initializer expr], [accessorBlock | codeBlock]
    case functionDecl         // name: the function name; children: genericParameterClause?, parameterClause, [returnType: type], [codeBlock]
    case initDecl
    case deinitDecl
    case subscriptDecl
    case parameterClause
    case parameter            // name: internal name; children: [parameterLabel], [type], [default expr]
    case parameterLabel       // name: external label when it differs from the internal name
    case enumCaseDecl         // children: enumCaseElement…
    case enumCaseElement      // name: case name; children: [parameterClause], [raw value expr]
    case typealiasDecl        // name; children: [genericParameterClause], type
    case associatedTypeDecl   // name; children: [inheritanceClause], [type]
    case otherDecl            // operator, precedencegroup, macro declarations: kept as a span
    case attribute            // name: `@Name`; children: argument…
    case modifier             // name: `static`, `private`, …
    case genericParameterClause
    case genericParameter     // name; children: [type] (its constraint)
    case inheritanceClause    // children: type…
    case genericWhereClause
    case accessorBlock        // children: accessor…
    case accessor             // name: get/set/willSet/didSet/…; children: [codeBlock]

    // types
    case simpleType           // name: the identifier; children: generic argument types
    case memberType           // first child: base type; name: member; further children: generic arguments
    case optionalType         // child: wrapped
    case implicitlyUnwrappedType
    case arrayType            // child: element
    case dictionaryType       // children: key, value
    case tupleType            // children: tupleTypeElement…
    case tupleTypeElement     // name: label, if any; child: type
    case functionType         // children: tupleType (parameters), return type
    case someType             // `some P`
    case anyType              // `any P`
    case compositionType      // children: A & B …
    case metatypeType         // child: base; name: Type / Protocol
    case attributedType       // `@escaping T`, `inout T`; name: the attribute or specifier; child: type
    case variadicType         // child: element
    case placeholderType      // `_`

    // statements
    case ifStmt               // children: conditionList, codeBlock, [ifStmt | codeBlock] (else)
    case guardStmt            // children: conditionList, codeBlock
    case whileStmt
    case repeatStmt           // children: codeBlock, condition expr
    case forStmt              // children: pattern, sequence expr, [where expr], codeBlock
    case switchStmt           // children: subject expr, switchCase…
    case switchCase           // aux: Keyword.case or .default; children: casePattern…, [where], statements…
    case casePattern          // child: pattern expression
    case conditionList        // children: conditions (expressions, optionalBinding, casePattern …)
    case optionalBinding      // aux: let/var; name: bound name; children: [type], [initializer]
    case availabilityCondition // `#available(…)` / `#unavailable(…)`
    case returnStmt
    case throwStmt
    case breakStmt
    case continueStmt
    case fallthroughStmt
    case deferStmt
    case doStmt               // children: codeBlock, catchClause…
    case catchClause          // children: [pattern exprs], codeBlock
    case labeledStmt          // name: label; child: statement
    case pattern              // a binding pattern in for-in: children identifier leaves

    // expressions
    case identifier           // name: the identifier (also self, Self, super, `_`, $0, $path)
    case memberAccess         // first child: base (absent for an implicit member `.name`); name: member
    case call                 // first child: callee; then argument… (trailing closures flagged)
    case argument             // name: label (empty when unlabelled); child: value
    case closure              // children: [closureSignature], statements…
    case closureSignature     // children: [captureList], closureParameter…, [return type]
    case captureList
    case closureParameter     // name; children: [type]
    case subscriptCall        // first child: base; then argument…
    case stringLiteral        // children: argument… for each interpolation
    case integerLiteral
    case floatLiteral
    case booleanLiteral
    case nilLiteral
    case regexLiteral
    case arrayLiteral         // children: elements
    case dictionaryLiteral    // children: dictionaryElement…
    case dictionaryElement    // children: key, value
    case tuple                // children: argument… (a parenthesised expression is a one-element tuple)
    case prefixOperator       // name: the operator; child: operand
    case postfixOperator      // name: the operator; child: operand
    case forceUnwrap          // child: operand
    case optionalChain        // child: operand (`a?` in `a?.b`)
    case sequence             // a flat binary-operator sequence: operand, binaryOperator, operand, cast …
    case binaryOperator       // name: the operator (also `=`, ternary `?` and `:`)
    case cast                 // name: as / as? / as! / is; child: type
    case tryExpr              // name: try / try? / try!; child: expression
    case awaitExpr            // child: expression
    case keyPath              // `\Type.member`, `\.member`: the span
    case macroExpansion       // name: `#Name`; children: argument…
    case valueBindingPattern  // `let x` / `var x` in patterns; name: bound name or child pattern
    case isPattern            // `is T` in a case pattern; child: type
    case postfixIfConfig      // first child: base expression; then ifConfigClause whose items are postfix chains on `placeholder`
    case placeholder          // the base of a postfix chain inside a postfixIfConfig clause
    case typeExpression       // a type in expression position (`[Recipe].self`, `Page<Item>.self`): child: type
    case unknown              // tokens skipped by recovery
}

/// One node. `start..<end` is its byte range; `nameStart..<nameEnd` the byte range of its name or label.
public struct SyntaxNode: Sendable {
    public var kind: SyntaxKind
    public var aux: UInt8
    public var flags: UInt16
    public var start: UInt32
    public var end: UInt32
    public var nameStart: UInt32
    public var nameEnd: UInt32
    public var firstChild: Int32
    public var nextSibling: Int32

    public static let trailingClosure: UInt16 = 1 << 0
    public static let hasElse: UInt16 = 1 << 1
    public static let inoutArgument: UInt16 = 1 << 2
    public static let throwsFlag: UInt16 = 1 << 3
    public static let asyncFlag: UInt16 = 1 << 4
    public static let staticFlag: UInt16 = 1 << 5

    public var hasName: Bool { nameEnd > nameStart }
}

/// A problem the parser noticed and worked around (it never stops).
public struct ParseDiagnostic: Sendable, Equatable {
    public var offset: Int
    public var message: String
}

/// The parse of one file.
public struct SyntaxTree: Sendable {
    public let source: SourceText
    public let tokens: TokenizedFile
    public let nodes: NodeList
    public internal(set) var diagnostics: [ParseDiagnostic]

    public var root: Int32 { 0 }

    public subscript(_ i: Int32) -> SyntaxNode { nodes[Int(i)] }

    /// The children of node `i`, in source order.
    public func children(_ i: Int32) -> ChildSequence { ChildSequence(nodes: nodes, first: nodes[Int(i)].firstChild) }

    public func firstChild(_ i: Int32) -> Int32? {
        let c = nodes[Int(i)].firstChild
        return c >= 0 ? c : nil
    }

    public func child(_ i: Int32, kind: SyntaxKind) -> Int32? {
        children(i).first { nodes[Int($0)].kind == kind }
    }

    public func text(_ i: Int32) -> String { source.text(Int(nodes[Int(i)].start), Int(nodes[Int(i)].end)) }

    public func name(_ i: Int32) -> String {
        let n = nodes[Int(i)]
        return source.text(Int(n.nameStart), Int(n.nameEnd))
    }

    /// True when the node's name is exactly `word` (no String is made).
    public func nameEquals(_ i: Int32, _ word: StaticString) -> Bool {
        let n = nodes[Int(i)]
        return bytesEqual(source.bytes, Int(n.nameStart), Int(n.nameEnd - n.nameStart), word)
    }

    public func location(_ i: Int32) -> (line: Int, column: Int) { source.location(of: Int(nodes[Int(i)].start)) }
}

public struct ChildSequence: Sequence, Sendable {
    package let nodes: NodeList
    package let first: Int32

    public struct Iterator: IteratorProtocol {
        package let nodes: NodeList
        package var upcoming: Int32
        public mutating func next() -> Int32? {
            guard upcoming >= 0 else { return nil }
            let r = upcoming
            upcoming = nodes[Int(r)].nextSibling
            return r
        }
    }

    public func makeIterator() -> Iterator { Iterator(nodes: nodes, upcoming: first) }
}

/// A tree's nodes, kept in the block the parser filled (no copy into an array at the end of each parse).
public struct NodeList: RandomAccessCollection, Sendable {
    /// Owns the block; frees it when the last tree sharing it goes.
    package final class Storage: @unchecked Sendable {
        package let base: UnsafeMutablePointer<SyntaxNode>
        package let count: Int

        /// Takes ownership of `count` initialized nodes at `base`.
        package init(base: UnsafeMutablePointer<SyntaxNode>, count: Int) {
            self.base = base
            self.count = count
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    package let storage: Storage

    package init(taking base: UnsafeMutablePointer<SyntaxNode>, count: Int) {
        storage = Storage(base: base, count: count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    public subscript(_ i: Int) -> SyntaxNode {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: storage.count), "syntax node index out of range")
        return storage.base[i]
    }
}
