// Reading values out of the expressions apps write around them: operators, `if` and `switch` expressions, closures
// (called at once, or handed to `map`), subscripts and the standard collection initializers.

import NavLintSupport
import NavLintSyntax

extension FileIndexer {
    /// Methods whose result is made by their closure or key path, element by element (`map`) or from an optional's value.
    static let transformingMethods = WordTable([(1, ["map", "compactMap", "flatMap"])])

    /// A value of a written type, unless the type names a generic parameter of the code around it (its callers pick it).
    func typedValue(_ t: TypeRef) -> ValueExpr {
        mentionsGenericParameter(t) ? .unknown : .typed(t)
    }

    func mentionsGenericParameter(_ t: TypeRef) -> Bool {
        !genericNames.isEmpty && t.mentions(genericNames)
    }

    /// The operands and operators of a sequence expression, flat as the parser leaves them: `c ? a : b`, `a ?? b`,
    /// `n + 1`, `x as T`. Any other mix of operators is not read.
    func sequenceValue(_ items: ArraySlice<Int32>, viaLocals: Bool, depth: Int) -> ValueExpr {
        guard depth < 24, let first = items.first else { return .unknown }
        if items.count == 1 { return valueExpr(first, viaLocals: viaLocals, depth: depth + 1) }
        // `x as Recipe` (also `as?`, `as!`): the written type.
        if items.count == 2, let cast = items.last, kind(cast) == .cast, !tree.nameIs(cast, "is"), let t = tree.firstChild(cast) {
            return typedValue(tree.typeRef(t))
        }
        // The conditional operator binds loosest (assignments aside) and groups to the right: `c ? a : d ? e : f`.
        if let q = items.firstIndex(where: { isOperator($0, "?") }) {
            var nesting = 0
            var colon = q + 1
            while colon < items.endIndex {
                if isOperator(items[colon], "?") {
                    nesting += 1
                } else if isOperator(items[colon], ":") {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                colon += 1
            }
            guard colon < items.endIndex else { return .unknown }
            return .oneOf([sequenceValue(items[(q + 1)..<colon], viaLocals: viaLocals, depth: depth + 1),
                           sequenceValue(items[(colon + 1)...], viaLocals: viaLocals, depth: depth + 1)])
        }
        // Operands and operators alternate.
        guard items.count % 2 == 1 else { return .unknown }
        let operators = stride(from: items.startIndex + 1, to: items.endIndex, by: 2).map { items[$0] }
        guard operators.allSatisfy({ kind($0) == .binaryOperator }) else { return .unknown }
        if operators.count <= 8, operators.allSatisfy({ tree.nameIs($0, "??") }) {
            // `a ?? b ?? c` groups to the right (a long chain would nest values deeper than they are ever read).
            let operands = stride(from: items.startIndex, to: items.endIndex, by: 2).map { valueExpr(items[$0], viaLocals: viaLocals, depth: depth + 1) }
            return operands.dropLast().reversed().reduce(operands[operands.count - 1]) { .coalesce($1, $0) }
        }
        if items.count == 3, let op = operators.first,
           tree.nameIs(op, "+") || tree.nameIs(op, "-") || tree.nameIs(op, "*") || tree.nameIs(op, "/") {
            return .arithmetic(valueExpr(first, viaLocals: viaLocals, depth: depth + 1),
                               valueExpr(items[items.startIndex + 2], viaLocals: viaLocals, depth: depth + 1))
        }
        return .unknown
    }

    func isOperator(_ node: Int32, _ op: StaticString) -> Bool {
        kind(node) == .binaryOperator && tree.nameIs(node, op)
    }

    /// `if c { a } else { b }` used as a value: each branch one expression, an `else` required. Names the conditions
    /// bind (`if let x = …`) are in scope in the first branch.
    func ifExpressionValue(_ node: Int32, viaLocals: Bool, depth: Int) -> ValueExpr {
        guard depth < 24 else { return .unknown }
        var conditions: Int32?, then: Int32?, otherwise: Int32?
        for c in children(node) {
            switch kind(c) {
            case .conditionList: conditions = c
            case .codeBlock: if then == nil { then = c } else { otherwise = c }
            case .ifStmt: otherwise = c
            default: break
            }
        }
        guard let then, let otherwise else { return .unknown }
        let first: ValueExpr
        if let conditions, children(conditions).contains(where: { kind($0) == .optionalBinding || kind($0) == .casePattern }) {
            guard viaLocals else { return .unknown }
            var inner = self
            inner.pushScope()
            inner.bindConditionNames(conditions)
            first = inner.branchValue(then, depth: depth)
        } else {
            first = branchValue(then, viaLocals: viaLocals, depth: depth)
        }
        let second = kind(otherwise) == .ifStmt
            ? ifExpressionValue(otherwise, viaLocals: viaLocals, depth: depth + 1)
            : branchValue(otherwise, viaLocals: viaLocals, depth: depth)
        return .oneOf([first, second])
    }

    /// `switch x { case .a: v1 case .b(let y): v2 }` used as a value: each case one expression, with the names its
    /// patterns bind in scope.
    func switchExpressionValue(_ node: Int32, viaLocals: Bool, depth: Int) -> ValueExpr {
        guard depth < 24, viaLocals, let subjectNode = tree.firstChild(node) else { return .unknown }
        let subject = valueExpr(subjectNode, viaLocals: viaLocals, depth: depth + 1)
        var branches: [ValueExpr] = []
        for c in siblings(after: subjectNode) {
            guard kind(c) == .switchCase else { return .unknown }
            var inner = self
            inner.pushScope()
            var body: [Int32] = []
            for item in children(c) {
                if kind(item) == .casePattern {
                    if let p = tree.firstChild(item) { inner.bindPattern(p, subject: subject) }
                } else {
                    body.append(item)
                }
            }
            guard body.count == 1 else { return .unknown }
            branches.append(inner.valueExpr(body[0], viaLocals: true, depth: depth + 1))
        }
        return branches.isEmpty ? .unknown : .oneOf(branches)
    }

    /// A branch of an `if` expression: its one expression.
    func branchValue(_ block: Int32, viaLocals: Bool = true, depth: Int) -> ValueExpr {
        guard let only = onlyChild(block) else { return .unknown }
        return valueExpr(only, viaLocals: viaLocals, depth: depth + 1)
    }

    /// Binds the names an `if`/`guard` condition list introduces (`if let x = …`, `if case .a(let y) = …`).
    mutating func bindConditionNames(_ list: Int32) {
        for cond in children(list) {
            switch kind(cond) {
            case .optionalBinding:
                bindLocal(name(cond), optionalBindingValue(cond))
            case .casePattern:
                if let pattern = tree.firstChild(cond), let value = lastChild(cond), value != pattern {
                    bindPattern(pattern, subject: valueExpr(value))
                }
            default:
                break
            }
        }
    }

    /// What `if let x = value` (or `if let x: T = value`, `if let x`) binds `x` to.
    func optionalBindingValue(_ cond: Int32) -> ValueExpr {
        let bound = name(cond)
        var value: ValueExpr = lookupLocal(bound) ?? (owner.isEmpty ? .unknown : .selfProperty(bound))
        var typed: TypeRef?
        for c in children(cond) {
            if isTypeNode(c) { typed = tree.typeRef(c) } else { value = valueExpr(c) }
        }
        return typed.map { typedValue($0) } ?? .unwrap(value)
    }

    /// `Type(a: x, b: y)`: a value of the type; with arguments (none a closure), they are kept with their labels so
    /// that the analysis can read a generic type's arguments from them (`Page(items: packs)`).
    func constructionValue(_ call: Int32, type: TypeRef, viaLocals: Bool, depth: Int) -> ValueExpr {
        guard depth < 24, case .named(_, let generics) = type, generics.isEmpty else { return .typed(type) }
        // The arguments are counted and checked before any value is read: a closure among them (a trailing one, most
        // often) or more than 8 make the value only typed, whatever the others are.
        var count = 0
        for a in arguments(of: call) {
            guard let v = argumentValue(a), kind(v) != .closure, count < 8 else { return .typed(type) }
            count += 1
        }
        if count == 0 { return .typed(type) }
        var labels: [String] = [], values: [ValueExpr] = []
        labels.reserveCapacity(count)
        values.reserveCapacity(count)
        for a in arguments(of: call) {
            labels.append(label(a) ?? "_")
            values.append(valueExpr(argumentValue(a)!, viaLocals: viaLocals, depth: depth + 1))
        }
        return .constructed(type, labels: labels, values: values)
    }

    /// `items[i]`, `byID[id]`, `counts[key, default: 0]`. A range (`items[1...]`) makes a slice, not an element.
    /// `items[safe: i]`: a subscript the program declares, by its labels.
    func subscriptValue(_ node: Int32, viaLocals: Bool, depth: Int) -> ValueExpr {
        guard let base = tree.firstChild(node) else { return .unknown }
        var sawIndex = false
        let labels = siblings(after: base).filter { kind($0) == .argument }.map { tree[$0].hasName ? name($0) : "_" }
        if labels.contains(where: { $0 != "_" && $0 != "default" }) {
            let collection = valueExpr(base, viaLocals: viaLocals, depth: depth + 1)
            if case .unknown = collection { return .unknown }
            return .labelledSubscript(collection, labels: labels)
        }
        for a in siblings(after: base) where kind(a) == .argument {
            if tree[a].hasName {
                guard tree.nameIs(a, "default") else { return .unknown }
                continue
            }
            guard !sawIndex, let index = tree.firstChild(a), !isRange(index) else { return .unknown }
            sawIndex = true
        }
        guard sawIndex else { return .unknown }
        let collection = valueExpr(base, viaLocals: viaLocals, depth: depth + 1)
        if case .unknown = collection { return .unknown }
        return .subscripted(collection)
    }

    /// `a...b`, `a..<b`, `a...`, `..<b`, `...b`.
    func isRange(_ node: Int32) -> Bool {
        switch kind(node) {
        case .postfixOperator, .prefixOperator:
            return tree.nameIs(node, "...") || tree.nameIs(node, "..<")
        case .sequence:
            return children(node).contains { isOperator($0, "...") || isOperator($0, "..<") }
        default:
            return false
        }
    }

    /// `Array(x)`, `Set(x)`, `ContiguousArray(x)`: a collection of `x`'s elements; `zip(a, b)`. nil for any other call.
    func standardCallValue(_ node: Int32, callee: Int32, viaLocals: Bool, depth: Int) -> ValueExpr? {
        let isCollection = tree.nameIs(callee, "Array") || tree.nameIs(callee, "Set") || tree.nameIs(callee, "ContiguousArray")
        guard isCollection || tree.nameIs(callee, "zip") else { return nil }
        let args = Array(arguments(of: node))
        guard !args.contains(where: { tree[$0].hasName || isClosure($0) }) else { return nil }
        let values = args.compactMap { argumentValue($0) }.map { valueExpr($0, viaLocals: viaLocals, depth: depth + 1) }
        if isCollection {
            guard values.count == 1 else { return nil }
            return .standardCollection(name(callee), .elementOf(values[0]))
        }
        guard values.count == 2 else { return nil }
        return .zipped(values[0], values[1])
    }

    /// `{ … }()`: the closure's declared result type, or its one expression.
    func calledClosureValue(_ closure: Int32, viaLocals: Bool, depth: Int) -> ValueExpr {
        closureResult(closure, parameters: [], viaLocals: viaLocals, depth: depth)
    }

    /// `base.map { … }`, `base.compactMap(\.x)`, `base.flatMap { … }`: the closure's (or key path's) value for one element
    /// of `base`, or for its value when `base` is optional.
    func transformedValue(_ call: Int32, base: ValueExpr, method: String, viaLocals: Bool, depth: Int) -> ValueExpr {
        let args = Array(arguments(of: call))
        guard args.count == 1, !tree[args[0]].hasName, let function = argumentValue(args[0]) else { return .unknown }
        let element = ValueExpr.elementOrWrapped(base)
        let result: ValueExpr
        switch kind(function) {
        case .keyPath:
            // `map(\.category?.title)` would make optionals the chain's own type does not show.
            guard let path = keyPathValue(function, root: element, optionalChainAllowed: method == "compactMap") else { return .unknown }
            result = path
        case .closure:
            let count = closureParameterCount(function)
            let parameters: [ValueExpr] = count == 2 ? [.member(element, "0"), .member(element, "1")] : [element]
            result = closureResult(function, parameters: parameters, viaLocals: viaLocals, depth: depth)
        default:
            return .unknown
        }
        if case .unknown = result { return .unknown }
        return .transformed(base, method: method, result: result)
    }

    /// Methods whose closure is handed each element of a collection (or an optional's value): `map`, `forEach` ….
    static let elementClosureMethods = WordTable([(1, ["map", "compactMap", "flatMap", "forEach"])])

    /// The parameters of the closure argument `arg` of `base.forEach { … }` (a method of `elementClosureMethods`): an
    /// element of `base` (its two parts for a closure of two names), or the value of an optional `base`.
    func elementClosureParameters(_ base: Int32, closure arg: Int32) -> ClosureParameters {
        let value = valueExpr(base)
        if case .unknown = value { return ClosureParameters() }
        let element = ValueExpr.elementOrWrapped(value)
        if let closure = argumentValue(arg), closureParameterCount(closure) == 2 {
            return ClosureParameters(.member(element, "0"), .member(element, "1"))
        }
        return ClosureParameters(element)
    }

    /// `\.route`, `\Note.folder.name`, `\.self`: the value the key path reads from `root`. nil for subscripts and
    /// force unwraps, and for optional chaining unless allowed.
    func keyPathValue(_ node: Int32, root: ValueExpr, optionalChainAllowed: Bool) -> ValueExpr? {
        var text = tree.text(node)
        guard text.first == "\\" else { return nil }
        text.removeFirst()
        if text.contains("[") || text.contains("!") { return nil }
        if text.contains("?") {
            guard optionalChainAllowed else { return nil }
            text.removeAll { $0 == "?" }
        }
        var components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // `\.name` starts with an empty component, `\Note.name` with the root type.
        if let first = components.first, first.isEmpty || first.startsWithUppercaseLetter { components.removeFirst() }
        guard !components.isEmpty, !components.contains(where: { $0.isEmpty }) else { return nil }
        var value = root
        for c in components where c != "self" { value = .member(value, c) }
        return value
    }

    /// How many parameters a closure declares (0 when it uses `$0`… or takes none).
    func closureParameterCount(_ closure: Int32) -> Int {
        guard let signature = children(closure).first(where: { kind($0) == .closureSignature }) else { return 0 }
        return children(signature).filter { kind($0) == .closureParameter }.count
    }

    /// The value a closure returns: its declared result type, else its one expression (`{ $0.route }`,
    /// `{ item in item.route }`, `{ return … }`) with its parameters bound to `parameters`. Unknown for a closure of
    /// several statements.
    func closureResult(_ closure: Int32, parameters: [ValueExpr], viaLocals: Bool, depth: Int) -> ValueExpr {
        guard depth < 24 else { return .unknown }
        var names: [(name: String, type: TypeRef?)] = []
        var statements: [Int32] = []
        var resultType: TypeRef?
        for c in children(closure) {
            guard kind(c) == .closureSignature else {
                statements.append(c)
                continue
            }
            for p in children(c) {
                if kind(p) == .closureParameter {
                    names.append((name(p), children(p).first(where: { isTypeNode($0) }).map { tree.typeRef($0) }))
                } else if isTypeNode(p) {
                    resultType = tree.typeRef(p)
                }
            }
        }
        if let resultType { return typedValue(resultType) }
        guard viaLocals, statements.count == 1 else { return .unknown }
        var expression = statements[0]
        if kind(expression) == .returnStmt {
            guard let returned = tree.firstChild(expression) else { return .unknown }
            expression = returned
        }
        var inner = self
        inner.pushScope()
        for (k, p) in names.enumerated() {
            var bound = p.name
            if bound.hasPrefix("$") { bound.removeFirst() }
            inner.bindLocal(bound, p.type.map { typedValue($0) } ?? (k < parameters.count ? parameters[k] : .unknown))
        }
        // `$0`… stand for the parameters when none is named; an outer closure's are hidden either way.
        var shorthand = ClosureParameters()
        if names.isEmpty && parameters.count == 1 { shorthand = ClosureParameters(parameters[0]) }
        if names.isEmpty && parameters.count == 2 { shorthand = ClosureParameters(parameters[0], parameters[1]) }
        inner.shorthandParameters.append(shorthand)
        return inner.valueExpr(expression, viaLocals: true, depth: depth + 1)
    }
}
