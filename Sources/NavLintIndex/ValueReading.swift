// Reading types and values from syntax: TypeRef from type nodes, ValueExpr and PathRef from expressions.

import NavLintSupport
import NavLintSyntax

extension FileIndexer {
    // MARK: - Values

    /// The symbolic value of an expression. With `viaLocals`, local names are replaced by what they were bound to.
    func valueExpr(_ node: Int32, viaLocals: Bool = true, depth: Int = 0) -> ValueExpr {
        if depth > 24 { return .unknown }
        switch kind(node) {
        case .stringLiteral:
            return FileIndexer.stringLiteral
        case .integerLiteral:
            return FileIndexer.integerLiteral
        case .floatLiteral:
            return FileIndexer.floatLiteral
        case .booleanLiteral:
            return FileIndexer.booleanLiteral
        case .identifier:
            // Compared by bytes before a String is made.
            // `NavigationLink(value: self)` in a route's own code: a value of the owner (the analysis decides whether that
            // names its type).
            if tree.nameIs(node, "self") { return owner.isEmpty ? .unknown : .selfValue }
            if tree.nameIs(node, "Self") || tree.nameIs(node, "super") { return .unknown }
            var n: String
            if let dollar = asciiDollarName(node) {
                // `$0`…: a closure's parameter (past `$3`, unknown); `$path`: the name without its `$`.
                if let k = dollar.shorthandIndex { return viaLocals && k < 4 ? shorthandParameter(index: k) : .unknown }
                n = dollar.rest
            } else {
                n = name(node)
                if tree.nameStartsWithByte(node, UInt8(ascii: "$")) {
                    if n.count > 1, n.dropFirst().allSatisfy(\.isNumber) {
                        return viaLocals ? shorthandParameter(n) : .unknown
                    }
                    n.removeFirst()
                }
            }
            if viaLocals, let local = lookupLocal(n) { return local }
            if n.startsWithUppercaseLetter { return .unknown }
            return owner.isEmpty ? .unknown : .selfProperty(n)
        case .memberAccess:
            let member = name(node)
            guard let base = tree.firstChild(node) else { return .implicitMember(member) }
            if kind(base) == .identifier && tree.nameIs(base, "self") { return .selfProperty(member) }
            if let type = tree.typeNamed(byExpression: base) {
                if member == "self" { return .unknown }
                return .typeMember(type, member)
            }
            let baseValue = valueExpr(base, viaLocals: viaLocals, depth: depth + 1)
            if case .unknown = baseValue { return .unknown }
            return .member(baseValue, member)
        case .call:
            guard let callee = tree.firstChild(node) else { return .unknown }
            switch kind(callee) {
            case .memberAccess:
                let member = name(callee)
                guard let base = tree.firstChild(callee) else { return .implicitMember(member) }
                // `Blog.Item(slug:)`: a nested type's initializer (Analysis falls back to a case when no such type exists).
                // (The base's type is read once: `typeNamed(byExpression: callee)` would read it again.)
                if let type = tree.typeNamed(byExpression: base) {
                    if case .named(let path, let generics) = type, generics.isEmpty, tree.nameStartsUppercase(callee) {
                        return .typed(.named(path + [member], generics: []))
                    }
                    if member == "init" { return .typed(type) }
                    return .typeMemberCall(type, member)
                }
                if kind(base) == .identifier && tree.nameIs(base, "self") { return .freeCall(member) }
                // `decoder.decode(NavigationPath.CodableRepresentation.self, from: data)` is of the type it names.
                if member == "decode", let first = children(node).first(where: { kind($0) == .argument }),
                   let v = tree.firstChild(first), let t = tree.typeOfSelfExpression(v) {
                    return .typed(t)
                }
                let baseValue = valueExpr(base, viaLocals: viaLocals, depth: depth + 1)
                if case .unknown = baseValue { return .unknown }
                // `items.map { $0.route }`, `routes.compactMap(\.screen)`: what the closure makes of one element.
                if FileIndexer.transformingMethods.lookup(callee, in: tree) != 0 {
                    return transformedValue(node, base: baseValue, method: member, viaLocals: viaLocals, depth: depth)
                }
                // `sightings.reduce(first) { best, next in … }`, `reduce(into: start) { … }`: a value of the initial
                // result's type (`Result` in both of the standard library's). A literal is not read: `reduce(0) { $0 +
                // $1.price }` makes a `Double`.
                if member == "reduce", let first = arguments(of: node).first, let v = argumentValue(first), kind(v) != .closure {
                    let initial = valueExpr(v, viaLocals: viaLocals, depth: depth + 1)
                    switch initial {
                    case .literal, .nilLiteral, .implicitMember, .unknown: return .unknown
                    default: return .oneOf([initial])
                    }
                }
                return .call(baseValue, member)
            case .identifier:
                if let standard = standardCallValue(node, callee: callee, viaLocals: viaLocals, depth: depth) { return standard }
                // (A type's name is read by `typeNamed`: the callee's String is made only for a call of a function.)
                if let type = tree.typeNamed(byExpression: callee) { return constructionValue(node, type: type, viaLocals: viaLocals, depth: depth) }
                let n = name(callee)
                // A local closure or function of that name is called, not a method or a global function.
                if viaLocals && lookupLocal(n) != nil { return .unknown }
                return .freeCall(n)
            case .typeExpression, .arrayLiteral:
                return tree.typeNamed(byExpression: callee).map { .typed($0) } ?? .unknown
            case .closure:
                // `{ … }()`: a closure called where it is written.
                return calledClosureValue(callee, viaLocals: viaLocals, depth: depth)
            default:
                return .unknown
            }
        case .forceUnwrap, .optionalChain:
            return tree.firstChild(node).map { .unwrap(valueExpr($0, viaLocals: viaLocals, depth: depth + 1)) } ?? .unknown
        case .subscriptCall:
            return subscriptValue(node, viaLocals: viaLocals, depth: depth)
        case .tuple:
            if let only = onlyChild(node), !tree[only].hasName, let inner = tree.firstChild(only) {
                return valueExpr(inner, viaLocals: viaLocals, depth: depth + 1)
            }
            return .unknown
        case .tryExpr, .awaitExpr:
            return tree.firstChild(node).map { valueExpr($0, viaLocals: viaLocals, depth: depth + 1) } ?? .unknown
        case .arrayLiteral:
            return .array(children(node).map { valueExpr($0, viaLocals: viaLocals, depth: depth + 1) })
        case .sequence:
            return sequenceValue(Array(children(node))[...], viaLocals: viaLocals, depth: depth + 1)
        case .ifStmt:
            return ifExpressionValue(node, viaLocals: viaLocals, depth: depth + 1)
        case .switchStmt:
            return switchExpressionValue(node, viaLocals: viaLocals, depth: depth + 1)
        case .nilLiteral:
            return .nilLiteral
        case .prefixOperator:
            // `each routes` in `repeat path.append(each routes)`: one value of the pack at a time.
            guard tree.nameIs(node, "each"), let operand = tree.firstChild(node) else { return .unknown }
            return valueExpr(operand, viaLocals: viaLocals, depth: depth + 1)
        default:
            return .unknown
        }
    }

    /// The value of `$0`…`$3` in the innermost closure being walked (unknown past `$3`, or outside closures).
    func shorthandParameter(_ name: String) -> ValueExpr {
        guard let k = FileIndexer.shorthandNames.firstIndex(of: name) else { return .unknown }
        return shorthandParameter(index: k)
    }

    /// `$0` … `$3` of the innermost closure being walked, when the closure's parameters were read; nil for any other name.
    func shorthandValue(_ name: String) -> ValueExpr? {
        guard name.utf8.first == UInt8(ascii: "$"), FileIndexer.shorthandNames.contains(name) else { return nil }
        let value = shorthandParameter(name)
        if case .unknown = value { return nil }
        return value
    }

    /// The value of `$k` in the innermost closure being walked.
    func shorthandParameter(index k: Int) -> ValueExpr {
        guard let parameters = shorthandParameters.last, k < parameters.count else { return .unknown }
        return parameters[k]
    }

    /// A name written `$…` in ASCII bytes only (for ASCII, each Character is one byte: the bytes decide what
    /// `hasPrefix("$")`, `dropFirst().allSatisfy(\.isNumber)` and `removeFirst()` find on the String): with only digits
    /// after the `$` (and at least one), their value when there is one digit (`$0`), else `Int.max`; otherwise the name
    /// without its `$`. nil for a name not starting with `$` or not all ASCII (the String is asked then).
    func asciiDollarName(_ node: Int32) -> (shorthandIndex: Int?, rest: String)? {
        let nd = tree[node]
        let start = Int(nd.nameStart), end = Int(nd.nameEnd)
        guard end > start else { return nil }
        let scan = tree.source.bytes.withUnsafeBufferPointer { b -> (dollar: Bool, ascii: Bool, digits: Bool) in
            guard b[start] == UInt8(ascii: "$") else { return (false, false, false) }
            var ascii = true, digits = true
            for i in (start + 1)..<end {
                let c = b[i]
                if c >= 0x80 { ascii = false }
                if c < UInt8(ascii: "0") || c > UInt8(ascii: "9") { digits = false }
            }
            return (true, ascii, digits)
        }
        guard scan.dollar, scan.ascii else { return nil }
        if end - start > 1 && scan.digits {
            return (end - start == 2 ? Int(tree.source.bytes[start + 1]) - Int(UInt8(ascii: "0")) : Int.max, "")
        }
        return (nil, tree.source.text(start + 1, end))
    }

    package static let stringLiteral = ValueExpr.literal(.named(["String"], generics: []))
    package static let integerLiteral = ValueExpr.literal(.named(["Int"], generics: []))
    package static let floatLiteral = ValueExpr.literal(.named(["Double"], generics: []))
    package static let booleanLiteral = ValueExpr.literal(.named(["Bool"], generics: []))

    /// A reference to a property that may hold a path: `path`, `self.path`, `model.path`, `$router.destination`.
    func pathRef(_ node: Int32) -> PathRef? {
        switch kind(node) {
        case .identifier:
            var n: String
            if let dollar = asciiDollarName(node) {
                // `$0` of `$routes.withDelaysIfUnsupported { $0.push(x) }`: the routes array.
                if dollar.shorthandIndex == 0, let r = routesClosure, r.level == shorthandParameters.count { return r.target }
                n = dollar.shorthandIndex == nil ? dollar.rest : tree.source.text(Int(tree[node].nameStart) + 1, Int(tree[node].nameEnd))
            } else {
                n = name(node)
                if tree.nameStartsWithByte(node, UInt8(ascii: "$")) { n.removeFirst() }
            }
            if n.isEmpty { return nil }
            // `self.append(x)`, `self += [x]` in `extension NavigationPath`; `self.wrappedValue` in `extension Binding`.
            if n == "self" { return pathReceiver == .none ? nil : .receiver }
            // A local bound to a property (`.onChange(of: path) { _, new in new.codable }`) names that property;
            // any other local is not followed.
            if let local = lookupLocal(n) {
                // A `var` copy of a property: changing it changes the copy (assigned back, the assignment is the change).
                if isCopiedLocal(n) { return .local(n) }
                switch local {
                case .selfProperty(let p): return .selfProperty(p)
                case .member(let base, let p): return .member(base, p)
                // `path.append(x)` in `func open(_ url: URL, into path: inout NavigationPath)`: the caller's path.
                // `path.wrappedValue.append(x)` in `func open(_ x: X, on path: Binding<NavigationPath>)`: the same.
                case .parameter(let i, _) where memberParameters.indices.contains(i) && memberParameters[i].name == n
                    && (memberParameters[i].isInout || FileIndexer.isBinding(memberParameters[i].type)):
                    return .parameter(i)
                default: return .local(n)
                }
            }
            if n.startsWithUppercaseLetter { return nil }
            // `wrappedValue.append(x)` in `extension Binding where Value == NavigationPath`: the path the binding reads.
            if pathReceiver == .binding && n == "wrappedValue" { return .receiver }
            return .selfProperty(n)
        case .memberAccess:
            guard let base = tree.firstChild(node) else { return nil }
            // `$path.wrappedValue`, `_path.wrappedValue`, `path.wrappedValue` of a `Binding` parameter: the value the
            // binding reads and writes, which is the path itself (a property wrapper's storage `_path` is `path`'s).
            if tree.nameIs(node, "wrappedValue") {
                guard let ref = pathRef(base) else { return nil }
                if case .selfProperty(let p) = ref, p.count > 1, p.first == "_" || p.first == "$" { return .selfProperty(String(p.dropFirst())) }
                return ref
            }
            let member = name(node)
            if kind(base) == .identifier && (tree.nameIs(base, "self") || tree.nameIs(base, "$self")) { return .selfProperty(member) }
            // (A name whose first byte is not `$` does not start with "$": no String is made for it.)
            if kind(base) == .identifier && tree.nameStartsWithByte(base, UInt8(ascii: "$")) && name(base).hasPrefix("$") {
                // `$router.destination`: the projected binding of `router`, then its member.
                var n = name(base)
                n.removeFirst()
                let baseValue = lookupLocal(n) ?? (owner.isEmpty ? .unknown : .selfProperty(n))
                return .member(baseValue, member)
            }
            let baseValue = valueExpr(base)
            if case .unknown = baseValue { return nil }
            return .member(baseValue, member)
        case .forceUnwrap, .optionalChain:
            return tree.firstChild(node).flatMap { pathRef($0) }
        case .call:
            // `Binding(get: { path }, set: { path = $0 })`: the property its getter reads.
            return bindingGetterTarget(node).flatMap { pathRef($0) }
        default:
            return nil
        }
    }

    /// Is the type written `Binding<…>` (or `SwiftUI.Binding<…>`)?
    static func isBinding(_ type: TypeRef?) -> Bool {
        guard case .named(let path, let generics)? = type, generics.count == 1, path.last == "Binding" else { return false }
        return path.count == 1 || (path.count == 2 && path[0] == "SwiftUI")
    }

    /// In `Binding(get: { x }, set: …)` (or `get: { return x }`), the expression `x`.
    func bindingGetterTarget(_ call: Int32) -> Int32? {
        guard let callee = tree.firstChild(call), kind(callee) == .identifier, tree.nameIs(callee, "Binding"),
              case let args = arguments(of: call), argument("set", in: args) != nil,
              let get = argument("get", in: args),
              let closure = argumentValue(get), kind(closure) == .closure else { return nil }
        guard let statement = onlyChild(closure) else { return nil }
        if kind(statement) == .returnStmt { return tree.firstChild(statement) }
        return statement
    }

    /// The properties a computed binding (or a method returning one) stands for: the property `x` of each
    /// `Binding(get: { x }, set: …)` it returns, and, as a property of that name, each method of its own type whose
    /// result it returns (`return path(for: selectedTab)`, followed by the analysis). Empty when some value it returns is
    /// neither (or reads a local or parameter).
    func bindingAliasTargets(_ body: Int32) -> [PathRef] {
        var returned: [Int32] = []
        var stack = [body]
        var sawReturn = false
        while let n = stack.popLast() {
            for c in children(n) {
                switch kind(c) {
                case .closure: continue   // `get: { return x }` returns from the closure
                case .returnStmt:
                    sawReturn = true
                    guard let value = tree.firstChild(c) else { return [] }
                    returned.append(value)
                default: stack.append(c)
                }
            }
        }
        if !sawReturn {
            guard let only = onlyChild(body) else { return [] }
            returned = [only]
        }
        var targets: [PathRef] = []
        for value in returned {
            guard kind(value) == .call, let callee = tree.firstChild(value) else { return [] }
            if let getter = bindingGetterTarget(value) {
                guard let ref = pathRef(getter) else { return [] }
                switch ref {
                case .local, .parameter, .receiver: return []
                default: targets.append(ref)
                }
            } else if kind(callee) == .identifier {
                targets.append(.selfProperty(name(callee)))
            } else if kind(callee) == .memberAccess, let base = tree.firstChild(callee), kind(base) == .identifier, tree.nameIs(base, "self") {
                targets.append(.selfProperty(name(callee)))
            } else {
                return []
            }
        }
        return targets
    }
}
