// Turns one syntax tree into FileFacts: declarations first, then every member body (view code and plain code).

import NavLintSupport
import NavLintSyntax

/// What names the path in the code of an extension of a path type (`FileIndexer.pathReceiver`).
enum PathReceiver {
    case none
    /// `self` (`extension NavigationPath`, `extension Array`): `append(x)`, `self.append(x)`, `self += [x]`.
    case value
    /// `wrappedValue` (`extension Binding`): `wrappedValue.append(x)`, `self.wrappedValue = …`.
    case binding
}

public struct FileIndexer {
    package let tree: SyntaxTree
    package let file: Int32
    package let lazyContainers: Set<String>
    package var facts: FileFacts
    /// Lines and columns of byte offsets, looked up from the line last found (`LineLocator`).
    let lines: LineLocator

    /// Local names in scope while walking a body: name -> what it stands for. Scopes are marked by counts.
    /// With each name's `localKey`: a lookup in a long scope compares keys, and names only where keys agree.
    package var locals: [(String, ValueExpr, key: UInt64)] = []
    /// The values of `$0`, `$1`… in the closures being walked, innermost last (they shadow any outer closure's).
    var shorthandParameters: [ClosureParameters] = []
    var scopeMarks: [Int] = []
    /// The type whose code is being walked ("" at top level) and the member.
    package var owner = ""
    var ownerParents: [String] = []
    package var member = ""
    /// The member's parameter signature (`FunctionKey.signature`), made from `memberParameters` when a fact first
    /// needs it (`functionKey`): most functions record none. nil until then.
    var memberSignature: String? = ""
    var memberParameters: [ParameterDecl] = []
    /// Some parameter of the member is `inout` or a `Binding`: it may be a path, handed on to other helpers.
    var memberHasPathParameter = false
    /// The case of a switch over one of the function's parameters being walked (`PushFact.parameterCase`).
    var parameterCase: ParameterCase?
    /// The values of a `switch (a, b)` subject's parts, while its cases are walked: a tuple pattern binds each part.
    var switchTupleElements: [ValueExpr]?
    /// In the members of an extension of a path type: what names the path each call's receiver is (`PathRef.receiver`).
    var pathReceiver = PathReceiver.none
    /// The closure of `$routes.withDelaysIfUnsupported { $0.push(x) }` being walked (its depth in `shorthandParameters`)
    /// and the routes array its `$0` stands for.
    var routesClosure: (level: Int, target: PathRef)?
    /// Generic parameter names in scope (a type's and the current function's): a registration for one maps any type.
    var genericNames: Set<String> = []
    /// The row values of the `Table`s being walked, innermost last: what a `TableColumn`'s closure is handed.
    var tableRows: [ValueExpr] = []
    /// Indices in `locals` of `var` copies of properties (`markLastLocalAsCopy`).
    var copiedLocals: Set<Int> = []
    /// Locals that may be built as paths and then assigned to one (`var next = path; next.append(x); path = next`): the
    /// index in `locals`, the initializer's node, and the count of `facts.pushes` when it was bound (`noteLocalPath`).
    var localPaths: [(local: Int, initializer: Int32, pushes: Int)] = []
    /// The closure parameters of app-written modifiers (`.if(c) { view in … }`) in scope, with the modifier's name.
    var subjectParameters: [String: String] = [:]
    /// Set just before a closure handed to an app-written modifier is walked: its first parameter is the subject.
    var pendingSubjectModifier: String?
    /// Member names of the current type that are view code (`header`, `row(_:)`), for member uses.
    var viewMembers: [String] = []   // few: a list, not a table
    /// Properties of the current type and parameters of the current function that may hold view content handed in by
    /// a caller (`let content: Content`, `content: () -> Content`, `AnyView`, `some View`): where view code shows
    /// them is recorded (`ViewRegion.contentSinks`).
    /// Each with what a caller calls it: a parameter's argument label (`content body:` is `content`), a stored
    /// property's name when the type has no `init` of its own (memberwise), else the label of the parameter its
    /// `init`s assign it from (`contentAssignments`), or "" when they do not say (any argument may end up there).
    /// "_" is an unlabelled parameter's.
    /// A parameter of the same name that is not content (`body(content: Content)` of a ViewModifier) shadows a
    /// property; `self.name` still reads the property.
    var contentNames: [ContentName] = []  // few: a list, not a table
    struct ContentName {
        package var name: String
        /// nil: a parameter that is not content, shadowing a property of its name.
        package var label: String?
        var isProperty: Bool
    }
    /// Arguments handing a content name on whose sink is recorded (`sheet(content: content)`, `Host(content: content)`):
    /// `walkArgument` records any other as shown in place.
    var recordedContentArguments: [Int32] = []
    /// The view region being filled, when walking view code (`inRegion`). A struct filled in place; regions
    /// within regions swap it out and back.
    var region = ViewRegionDraft()
    var inRegion = false
    /// Inside a closure taken as view content that a view builder cannot have written (`isViewBuilderClosure`): its
    /// statements are code, and only what it returns is a view.
    var returnsViews = false
    var walkDepth = 0
    /// Names read as SwiftUI constructs besides SwiftUI's own: the app's declared wrappers and the libraries the file
    /// imports (`Libraries.swift`). Empty for most files.
    package var vocabulary = NavigationVocabulary()
    /// Arguments of a library's or wrapper's call whose labels the construct reads otherwise (`FlowStack($routes)`:
    /// `path`), by node: `hasLabel` asks this first.
    var relabelled: [Int32: String] = [:]
    /// Inside the `else` of `if #available(…)`, or inside a declaration marked `@available(…, deprecated:)`.
    var inAvailabilityFallback = false
    /// The platforms the code being read exists on: those of the `#if os(…)` clauses around it (all outside any).
    var platforms: Platforms = .all
    /// Paths whose `isEmpty` or `count` this function has tested so far (guards for `removeLast`).
    var checkedPaths: [PathRef] = []
    /// Open `Task { }` closures and async functions: the last `await` not yet followed by a liveness check.
    struct AsyncState { var unsafeAwait: SourceLocation? }
    var asyncStates: [AsyncState] = []

    /// The `await` a fact here follows with no liveness check between, inside a Task or an async function.
    var pendingAwait: SourceLocation? { asyncStates.last?.unsafeAwait }
    /// The enabled rules' collectors (`WalkCollector`), one of each type of `collectorSlots`, which also says the ones
    /// each event calls: with none, the walk makes no event.
    var collectorSlots = WalkCollectors.none
    var collectors: [any WalkCollector] = []

    public static let defaultLazyContainers: Set<String> = ["List", "Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup"]

    public init(tree: consuming SyntaxTree, file: Int32, lazyContainers: Set<String> = FileIndexer.defaultLazyContainers,
                wrappers: NavigationVocabulary = NavigationVocabulary()) {
        self.file = file
        self.lazyContainers = lazyContainers
        self.vocabulary = wrappers
        self.facts = FileFacts(file: file, path: tree.source.path)
        facts.lineCount = tree.source.lineCount
        facts.byteCount = tree.source.bytes.count
        lines = LineLocator(tree.source)
        self.tree = tree    // the last use: moved, not copied
    }

    /// Indexes a whole file. Takes the tree over (`consuming`): callers hand over a tree they are done with, and the indexer keeps it
    /// without a copy.
    /// `collectors`: those of the enabled rules (`WalkCollector`); one of each is made for the file.
    public static func index(_ tree: consuming SyntaxTree, file: Int32, lazyContainers: Set<String> = FileIndexer.defaultLazyContainers,
                             wrappers: NavigationVocabulary = NavigationVocabulary(), collectors: WalkCollectors = .none) -> FileFacts {
        var indexer = FileIndexer(tree: tree, file: file, lazyContainers: lazyContainers, wrappers: wrappers)
        if !collectors.types.isEmpty {
            indexer.collectorSlots = collectors
            indexer.collectors = collectors.types.map { $0.init() }
        }
        for library in indexer.importedLibraries() { indexer.vocabulary = indexer.vocabulary.adding(library) }
        indexer.indexItems(of: indexer.tree.root, parents: [])
        indexer.facts.suppressions = SuppressionDirective.scan(indexer.tree, file: file)
        indexer.facts.constructions = indexer.constructions()
        if !indexer.collectors.isEmpty { indexer.facts.collected = indexer.collectedFacts() }
        // Moved out, not copied: a copy would retain every array of the facts, and dropping the indexer release them.
        var facts = FileFacts(file: file, path: "")
        swap(&facts, &indexer.facts)
        return facts
    }

    // MARK: - Locations and text

    // Small helpers the mutating walkers call often are inlined (`@inline(__always)`): a call to a non-mutating
    // method from a mutating one copies the whole indexer (some 550 bytes) to pass it.

    @inline(__always)
    package func location(_ node: Int32) -> SourceLocation {
        let (l, c) = lines.location(of: Int(tree[node].start))
        return SourceLocation(file: file, line: Int32(l), column: Int32(c))
    }

    @inline(__always)
    func nameLocation(_ node: Int32) -> SourceLocation { tree.nameLocation(node, file: file, lines: lines) }

    // The tree's own questions (`TreeReading.swift`), by their short names.
    package func kind(_ node: Int32) -> SyntaxKind { tree[node].kind }
    @inline(__always)
    func nameStartsUppercase(_ node: Int32) -> Bool { tree.nameStartsUppercase(node) }
    /// The children of `node`, in source order (read along the sibling links, not copied).
    func children(_ node: Int32) -> IndexedChildren { tree.indexedChildren(node) }
    package func nextSibling(_ node: Int32) -> Int32? { tree.nextSibling(node) }
    func siblings(after node: Int32) -> IndexedChildren { tree.siblings(after: node) }
    func onlyChild(_ node: Int32) -> Int32? { tree.onlyChild(node) }
    package func lastChild(_ node: Int32, kind wanted: SyntaxKind? = nil) -> Int32? { tree.lastChild(node, kind: wanted) }
    func isTypeNode(_ n: Int32) -> Bool { tree.isTypeNode(n) }
    package func name(_ node: Int32) -> String { tree.name(node) }

    // MARK: - Declarations

    mutating func indexItems(of container: Int32, parents: [String]) {
        for item in children(container) {
            indexItem(item, parents: parents)
        }
    }

    mutating func indexItem(_ item: Int32, parents: [String]) {
        switch kind(item) {
        case .typeDecl:
            indexType(item, parents: parents)
        case .typealiasDecl:
            if let typeNode = children(item).first(where: { isTypeNode($0) }) {
                let qualified = (parents + [name(item)]).joined(separator: ".")
                var alias = TypeAliasDecl(name: qualified, lexicalParents: parents, target: tree.typeRef(typeNode))
                if let clause = children(item).first(where: { kind($0) == .genericParameterClause }) {
                    alias.genericParameterNames = children(clause).filter { kind($0) == .genericParameter }.map { name($0) }
                }
                facts.typealiases.append(alias)
            }
        case .ifConfig:
            let outer = platforms
            var clauses = PlatformCondition.Clauses(outer: outer)
            for clause in children(item) {
                platforms = clauses.next(condition(ofClause: clause))
                indexItems(of: clause, parents: parents)
            }
            platforms = outer
        case .functionDecl, .variableDecl:
            // Top-level code: plain functions and globals.
            if parents.isEmpty {
                if kind(item) == .functionDecl { facts.globalFunctions.append(tree.method(item, file: file, lines: lines)) }
                indexMemberBodies(item, ownerIsMain: false)
            }
        default:
            break
        }
    }

    mutating func indexType(_ decl: Int32, parents: [String]) {
        let keyword = Keyword(rawValue: tree[decl].aux) ?? .struct
        let declKind: DeclKind
        switch keyword {
        case .class: declKind = .class
        case .enum: declKind = .enum
        case .actor: declKind = .actor
        case .protocol: declKind = .protocol
        case .extension: declKind = .extension
        default: declKind = .struct
        }
        var typeName = name(decl)
        var extended: TypeRef?
        if declKind == .extension, let t = children(decl).first(where: { isTypeNode($0) }) {
            extended = tree.typeRef(t)
            typeName = extended!.description
        }
        // Most types are at the top level, where the qualified name is the name: no array to build and join.
        let qualified = declKind == .extension || parents.isEmpty ? typeName : parents.joined(separator: ".") + "." + typeName
        var inherits: [TypeRef] = []
        var attributes: [String] = []
        var members: Int32 = -1
        var conditional = false
        var genericNamesOfType: [String] = []
        for child in children(decl) {
            switch kind(child) {
            case .attribute: attributes.append(name(child))
            // A type of one file (`private struct NumberList` written in three files) is marked: it is no other file's.
            case .modifier where tree.nameIs(child, "private") || tree.nameIs(child, "fileprivate"): attributes.append("private")
            case .inheritanceClause:
                inherits.reserveCapacity(tree.childCount(child))
                for t in children(child) { inherits.append(tree.typeRef(t)) }
            case .memberBlock: members = child
            case .genericWhereClause: conditional = true
            case .genericParameterClause: genericNamesOfType = children(child).filter { kind($0) == .genericParameter }.map { name($0) }
            default: break
            }
        }
        let location = nameLocation(decl)
        guard members >= 0 else {
            facts.types.append(TypeDecl(name: qualified, lexicalParents: parents, kind: declKind, inherits: consume inherits,
                                        attributes: consume attributes, location: location, isConditional: conditional,
                                        genericParameterNames: consume genericNamesOfType, platforms: platforms))
            return
        }
        // The declaration's shape comes first: bodies need to know which members are view code.
        var memberItems: [Int32] = []
        memberItems.reserveCapacity(tree.childCount(members))
        // The platforms of each member, when some member is inside `#if` (else each has the type's own).
        var memberPlatforms: [Platforms] = []
        collectMembers(members, into: &memberItems, platforms: &memberPlatforms, within: platforms)
        var viewMemberNames: [String] = []
        // Each function's declaration, read once: its body walk needs it again (`methods`, in member order).
        var properties: [PropertyDecl] = [], cases: [EnumCaseDecl] = [], methods: [MethodDecl] = [], subscripts: [MethodDecl] = []
        // Whether each of `methods` is view code; methods are read in member order, as their bodies are walked below.
        var methodIsViewCode = SmallBits()
        // Whether each member (by its index in `memberItems`) that declares variables binds one with code: read with
        // its properties, so that neither the view-member check nor the body walk looks for code in stored properties.
        var memberHasCode = SmallBits()
        // Sized first (a declaration usually binds one property, a case declaration has one case), so that each array
        // is allocated once rather than grown.
        var variableCount = 0, caseCount = 0, functionCount = 0
        for m in memberItems {
            switch kind(m) {
            case .variableDecl: variableCount += 1
            case .enumCaseDecl: caseCount += 1
            case .functionDecl, .initDecl: functionCount += 1
            default: break
            }
        }
        // Not for none: reserving on an empty array costs a call into the runtime even then.
        if variableCount > 0 { properties.reserveCapacity(variableCount) }
        if caseCount > 0 { cases.reserveCapacity(caseCount) }
        if functionCount > 0 { methods.reserveCapacity(functionCount) }
        for (k, m) in memberItems.enumerated() {
            switch kind(m) {
            case .variableDecl:
                // Only members with a body are view code (`let content: () -> Content` is a closure to call).
                // Initializers are read as the type's own code: `static let all = [swift, apple]` names its members.
                var outerOwner = qualified
                swap(&owner, &outerOwner)
                let hasCode = appendProperties(of: m, to: &properties)
                swap(&owner, &outerOwner)
                if hasCode {
                    memberHasCode.set(k)
                    if tree.isViewCodeVariable(m) {
                        for b in children(m) where kind(b) == .patternBinding && tree.bodyBlock(ofBinding: b) != nil { viewMemberNames.append(name(b)) }
                    }
                }
            case .enumCaseDecl:
                for element in children(m) where kind(element) == .enumCaseElement {
                    cases.append(tree.enumCase(element, file: file, lines: lines))
                }
            case .functionDecl:
                let md = tree.method(m, file: file, lines: lines)
                let isViewCode = tree.isViewCodeFunction(m, md)
                if isViewCode {
                    methodIsViewCode.set(methods.count)
                    viewMemberNames.append(name(m))
                }
                methods.append(md)
            case .initDecl:
                methods.append(tree.method(m, file: file, lines: lines))
            case .subscriptDecl:
                subscripts.append(tree.subscriptMethod(m, file: file, lines: lines))
            default:
                break
            }
        }
        // The arrays are moved into the declaration, not copied (a copy is a retain now and a release at the end);
        // the code below reads them from it.
        let typeDecl = TypeDecl(name: qualified, lexicalParents: parents, kind: declKind, inherits: consume inherits,
                                attributes: consume attributes, location: location, isConditional: conditional,
                                genericParameterNames: consume genericNamesOfType, properties: consume properties,
                                cases: consume cases, methods: consume methods, subscripts: consume subscripts, platforms: platforms)
        facts.types.append(typeDecl)
        // The parents of nested declarations, made only when there are some.
        var nestedParents: [String] = []
        let typePlatforms = platforms
        defer { platforms = typePlatforms }
        for (k, m) in memberItems.enumerated() {
            switch kind(m) {
            case .typeDecl, .typealiasDecl:
                if nestedParents.isEmpty {
                    nestedParents = declKind == .extension ? parents + qualified.dotComponents : parents + CollectionOfOne(typeName)
                }
                if !memberPlatforms.isEmpty { platforms = memberPlatforms[k] }
                indexItem(m, parents: nestedParents)
                platforms = typePlatforms
            default:
                break
            }
        }
        // Previews are not contexts (docs/navigation.md#s9): a PreviewProvider's members create no stacks and use no views.
        if typeDecl.inherits.contains(where: { $0.simpleName == "PreviewProvider" }) { return }
        let savedGenerics = genericNames
        let savedFallback = inAvailabilityFallback
        if tree.isMarkedDeprecated(decl) { inAvailabilityFallback = true }
        defer { inAvailabilityFallback = savedFallback }
        if let clause = children(decl).first(where: { kind($0) == .genericParameterClause }) {
            for g in children(clause) where kind(g) == .genericParameter { genericNames.insert(name(g)) }
        }
        // The enclosing type's owner, parents, view members and content names are swapped out and back in, not copied.
        var outerOwner = qualified, outerParents = parents, outerViewMembers = viewMemberNames
        var outerContentNames: [ContentName] = []
        swap(&owner, &outerOwner)
        swap(&ownerParents, &outerParents)
        swap(&viewMembers, &outerViewMembers)
        swap(&contentNames, &outerContentNames)
        // `extension NavigationPath`, `extension Array where Element == Route`, `extension Binding where Value == …`: their
        // methods change the path they are called on. `Element` and `Value` are the generic parameters of the extended type.
        let outerReceiver = pathReceiver
        pathReceiver = declKind == .extension ? FileIndexer.pathReceiver(ofExtended: extended) : .none
        defer { pathReceiver = outerReceiver }
        let memberwise = !typeDecl.methods.contains { $0.name == "init" }
        var assignedLabels: [String: String]?
        // Computed view code (`var body: some View { … }`) is the type's own, not content handed in.
        // By index: `for p in properties` would copy every declaration (and retain each of its fields).
        let declared = typeDecl.properties
        for i in declared.indices where !declared[i].isStatic && FileIndexer.isContentType(declared[i].type, genericNames: genericNames)
            && !viewMemberNames.contains(declared[i].name) {
            let name = declared[i].name
            if memberwise {
                contentNames.append(ContentName(name: name, label: name, isProperty: true))
            } else {
                if assignedLabels == nil { assignedLabels = contentAssignments(memberItems, methods: typeDecl.methods) }
                contentNames.append(ContentName(name: name, label: assignedLabels?[name] ?? "", isProperty: true))
            }
        }
        switch pathReceiver {
        case .value where extended?.simpleName != "NavigationPath": genericNames.insert("Element")
        case .binding: genericNames.insert("Value")
        default: break
        }
        var nextMethod = 0
        let isMain = typeDecl.attributes.contains("@main")
        for (k, m) in memberItems.enumerated() where kind(m) == .variableDecl || kind(m) == .functionDecl || kind(m) == .initDecl || kind(m) == .subscriptDecl {
            var method: (MethodDecl, Bool)?
            if kind(m) == .functionDecl || kind(m) == .initDecl {
                method = (typeDecl.methods[nextMethod], methodIsViewCode[nextMethod])
                nextMethod += 1
            }
            if !memberPlatforms.isEmpty { platforms = memberPlatforms[k] }
            indexMemberBodies(m, ownerIsMain: isMain, method: method, hasCode: kind(m) == .variableDecl ? memberHasCode[k] : nil)
        }
        platforms = typePlatforms
        swap(&owner, &outerOwner)
        swap(&ownerParents, &outerParents)
        swap(&viewMembers, &outerViewMembers)
        swap(&contentNames, &outerContentNames)
        genericNames = savedGenerics
    }

    /// What names the path in the methods of an extension of `extended`: `self` of `NavigationPath` and of an array
    /// (`Array`, `[Route]`, `Array<Route>`), `wrappedValue` of a `Binding`; nothing of any other type.
    static func pathReceiver(ofExtended extended: TypeRef?) -> PathReceiver {
        switch extended {
        case .array?:
            return .value
        case .named(let path, _)?:
            guard path.count == 1 || (path.count == 2 && (path[0] == "SwiftUI" || path[0] == "Swift")), let last = path.last else { return .none }
            switch last {
            case "NavigationPath", "Array": return .value
            case "Binding": return .binding
            default: return .none
            }
        default:
            return .none
        }
    }

    /// Members of a member block, looking inside `#if` clauses (every clause is kept), and, once some member is inside
    /// one, the platforms of each (`platforms` stays empty while none is: each member then has `outer`).
    func collectMembers(_ block: Int32, into items: inout [Int32], platforms: inout [Platforms], within outer: Platforms) {
        for m in children(block) {
            if kind(m) == .ifConfig {
                if platforms.isEmpty { platforms = [Platforms](repeating: outer, count: items.count) }
                var clauses = PlatformCondition.Clauses(outer: outer)
                for clause in children(m) {
                    collectMembers(clause, into: &items, platforms: &platforms, within: clauses.next(condition(ofClause: clause)))
                }
            } else if kind(m) != .ifConfigCondition {
                items.append(m)
                if !platforms.isEmpty { platforms.append(outer) }
            }
        }
    }

    /// What the condition of one clause of `#if` says about platforms (`#else`: always true).
    func condition(ofClause clause: Int32) -> PlatformCondition {
        guard let c = tree.child(clause, kind: .ifConfigCondition) else {
            return tree.nameIs(clause, "#else") ? .always : .unknown
        }
        return tree.source.bytes.withUnsafeBufferPointer { PlatformCondition.read($0, Int(tree[c].start), Int(tree[c].end)) }
    }

    /// May a value of this declared type be view content a caller hands in: a generic parameter (`Content`), `AnyView`
    /// or `some View` (optional or not), or a closure returning one (`() -> Content`; `() -> Void` is an action)?
    func isContentType(_ type: TypeRef?) -> Bool { FileIndexer.isContentType(type, genericNames: genericNames) }

    /// Static, with the generic names handed in: `indexType` asks for every property, and as a method of the indexer
    /// it would get the whole indexer copied as its `self`.
    static func isContentType(_ type: TypeRef?, genericNames: Set<String>) -> Bool {
        switch type {
        case .function(_, let result)?: return isContentType(result, genericNames: genericNames)
        case .opaque(let t)?: return t.simpleName == "View"
        case .optional(let t)?: return isContentType(t, genericNames: genericNames)
        case .named(let path, _)?:
            guard path.count == 1, let n = path.first else { return false }
            return n == "AnyView" || (!genericNames.isEmpty && genericNames.contains(n))
        default: return false
        }
    }

    /// The argument label each content property gets its value from, when the type's `init`s say so: `self.sheetBody =
    /// sheet()` (or `= sheet`) with `sheet: () -> Sheet` a content parameter gives `sheetBody` the label `sheet` ("_" for
    /// an unlabelled `_ sheet`). A property no `init` fills that way, or that two `init`s fill from different labels, is
    /// left out: any argument may end up there.
    func contentAssignments(_ memberItems: [Int32], methods: [MethodDecl]) -> [String: String] {
        var labels: [String: String] = [:]
        var conflicting: Set<String> = []
        var nextMethod = 0
        for m in memberItems where kind(m) == .functionDecl || kind(m) == .initDecl {
            let decl = methods[nextMethod]
            nextMethod += 1
            guard kind(m) == .initDecl, let body = lastChild(m, kind: .codeBlock) else { continue }
            for statement in children(body) where kind(statement) == .sequence {
                guard let lhs = tree.firstChild(statement), let op = nextSibling(lhs), let rhs = nextSibling(op), nextSibling(rhs) == nil,
                      kind(op) == .binaryOperator, tree.nameIs(op, "=") else { continue }
                var property = lhs, value = rhs
                guard kind(property) == .identifier || (kind(property) == .memberAccess && tree.isSelfMember(property)) else { continue }
                if kind(value) == .call, let callee = tree.firstChild(value), arguments(of: value).isEmpty { value = callee }
                guard kind(value) == .identifier,
                      let parameter = decl.parameters.last(where: { $0.name == name(value) }), isContentType(parameter.type) else { continue }
                let propertyName = name(property), label = parameter.label ?? "_"
                if let known = labels[propertyName], known != label { conflicting.insert(propertyName) }
                labels[propertyName] = label
            }
        }
        for n in conflicting { labels[n] = nil }
        return labels
    }


    @inline(__always)
    func hasModifier(_ decl: Int32, _ word: StaticString) -> Bool {
        children(decl).contains { kind($0) == .modifier && tree.nameIs($0, word) }
    }


    /// Property wrappers NavLint reads, as written (`@State`) and as recorded (`State`).
    static let propertyWrappers: [(StaticString, String)] = [
        ("@State", "State"), ("@Binding", "Binding"), ("@StateObject", "StateObject"), ("@ObservedObject", "ObservedObject"),
        ("@EnvironmentObject", "EnvironmentObject"), ("@Environment", "Environment"), ("@Bindable", "Bindable"),
        ("@Published", "Published"), ("@SceneStorage", "SceneStorage"), ("@AppStorage", "AppStorage"),
        ("@FocusState", "FocusState"), ("@Query", "Query"), ("@FocusedValue", "FocusedValue"), ("@FocusedObject", "FocusedObject"),
    ]

    /// Appends the properties a variable declaration declares (one per binding: `let a = 1, b = 2`) to `result`:
    /// in place, with no array of their own to build, copy and free.
    /// Returns whether some binding has code (`hasComputedBinding`), read on the way.
    /// Mutating, though it changes nothing: called from `indexType` as a method that is not, it got the whole indexer
    /// copied as its `self`.
    mutating func appendProperties(of decl: Int32, to result: inout [PropertyDecl]) -> Bool {
        var wrapper: String?
        var wrapperType: TypeRef?
        var environmentKey: String?
        for a in children(decl) where kind(a) == .attribute {
            guard let known = FileIndexer.propertyWrappers.first(where: { tree.nameIs(a, $0.0) }) else { continue }
            wrapper = known.1
            if let arg = tree.firstChild(a), let value = tree.firstChild(arg) {
                wrapperType = tree.typeOfSelfExpression(value)
                // `@Environment(\.theme)`, `@FocusedValue(\.logRouter)`: the key of `EnvironmentValues` or `FocusedValues`.
                if kind(value) == .keyPath && (known.1 == "Environment" || known.1 == "FocusedValue") { environmentKey = environmentKeyName(value) }
            }
        }
        let isStatic = tree.isTypeMember(decl)
        let isLet = tree[decl].aux == Keyword.let.rawValue
        var hasCode = false
        for binding in children(decl) where kind(binding) == .patternBinding {
            var type: TypeRef?
            var initializer: ValueExpr?
            var initialFlag: String?
            var block = false
            for c in children(binding) {
                if isTypeNode(c) {
                    type = tree.typeRef(c)
                } else if kind(c) != .accessorBlock && kind(c) != .codeBlock {
                    initializer = valueExpr(c, viaLocals: false)
                    initialFlag = tree.flagLiteral(c)
                } else {
                    block = true
                }
            }
            // `bodyBlock` decides, asked only of a binding with a block.
            if block && !hasCode && tree.bodyBlock(ofBinding: binding) != nil { hasCode = true }
            result.append(PropertyDecl(name: name(binding), type: type, initializer: initializer, wrapper: wrapper,
                                       wrapperType: wrapperType, isStatic: isStatic, location: nameLocation(binding),
                                       environmentKey: environmentKey, isLet: isLet, initialFlag: initialFlag))
        }
        return hasCode
    }

    /// The key of `\.theme` or `\EnvironmentValues.theme`: one name after the root; nil for a longer path.
    func environmentKeyName(_ keyPath: Int32) -> String? {
        let n = tree[keyPath]
        let bytes = tree.source.bytes
        var i = Int(n.start)
        let end = min(Int(n.end), bytes.count)
        guard i < end, bytes[i] == UInt8(ascii: "\\") else { return nil }
        i += 1
        let root: [UInt8] = Array("EnvironmentValues".utf8)
        if end - i > root.count && Array(bytes[i..<(i + root.count)]) == root { i += root.count }
        guard i < end, bytes[i] == UInt8(ascii: ".") else { return nil }
        i += 1
        let start = i
        while i < end, bytes[i] == UInt8(ascii: "_") || (bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9"))
                || (bytes[i] | 0x20 >= UInt8(ascii: "a") && bytes[i] | 0x20 <= UInt8(ascii: "z")) { i += 1 }
        guard i > start, i == end else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }



    // MARK: - Which members are view code





    // MARK: - Bodies


    /// `method`: the function's declaration and whether it is view code, when the caller has read them already.
    /// `ownerIsMain`: the member's type is marked `@main`.
    /// `hasCode`: for a variable declaration, whether it binds a property with code, when the caller has read it.
    mutating func indexMemberBodies(_ decl: Int32, ownerIsMain: Bool, method known: (MethodDecl, Bool)? = nil, hasCode: Bool? = nil) {
        let declKind = kind(decl)
        // Most members are stored properties, with no code: nothing more is read of them.
        if declKind == .variableDecl && !(hasCode ?? tree.hasComputedBinding(decl)) { return }
        // Emptied only when it is not empty: assigning `[]` costs a release even then.
        if !checkedPaths.isEmpty { checkedPaths = [] }
        let savedFallback = inAvailabilityFallback
        if tree.isMarkedDeprecated(decl) { inAvailabilityFallback = true }
        defer { inAvailabilityFallback = savedFallback }
        if declKind == .variableDecl {
            let isStatic = hasModifier(decl, "static")
            let viewCode = tree.isViewCodeVariable(decl)
            for binding in children(decl) where kind(binding) == .patternBinding {
                // Previews are not contexts. (The name is made only for a member with a body: most have none.)
                if isStatic && tree.nameIs(binding, "previews") { continue }
                guard let body = tree.bodyBlock(ofBinding: binding) else { continue }
                let memberName = name(binding)
                member = memberName
                memberSignature = ""
                if !isStatic && !owner.isEmpty {
                    for target in bindingAliasTargets(body) {
                        facts.bindingAliases.append(BindingAliasFact(owner: owner, property: memberName, target: target))
                    }
                }
                if viewCode {
                    let isApp = ownerIsMain || (children(binding).first(where: { isTypeNode($0) }).map { tree.isSomeScene($0) } ?? false)
                    walkViewRegion(body, kind: isApp ? .app : (owner == "View" ? .viewExtension : .body), location: nameLocation(binding))
                } else {
                    walkCodeBody(body)
                }
            }
            return
        }
        guard let body = lastChild(decl, kind: .codeBlock) else { return }
        let m = known?.0 ?? tree.method(decl, file: file, lines: lines)
        member = m.name
        memberSignature = nil
        memberParameters = m.parameters
        memberHasPathParameter = m.parameters.contains { $0.isInout || FileIndexer.isBinding($0.type) }
        // `func path(for tab: Tab) -> Binding<NavigationPath> { switch tab { case .home: return Binding(get: { homePath }, …) … } }`:
        // the properties the method's result stands for, as a property of its name.
        if declKind == .functionDecl, !owner.isEmpty, FileIndexer.isBinding(m.returnType) {
            for target in bindingAliasTargets(body) {
                facts.bindingAliases.append(BindingAliasFact(owner: owner, property: m.name, target: target))
            }
        }
        let savedGenerics = genericNames
        if let clause = children(decl).first(where: { kind($0) == .genericParameterClause }) {
            for g in children(clause) where kind(g) == .genericParameter { genericNames.insert(name(g)) }
        }
        defer { genericNames = savedGenerics }
        let savedContentNames = contentNames
        for p in m.parameters {
            if isContentType(p.type) {
                contentNames.append(ContentName(name: p.name, label: p.label ?? "_", isProperty: false))
            } else if contentNames.contains(where: { $0.name == p.name }) {
                contentNames.append(ContentName(name: p.name, label: nil, isProperty: false))
            }
        }
        defer { if contentNames.count != savedContentNames.count { contentNames = savedContentNames } }
        pushScope()
        for (index, p) in m.parameters.enumerated() {
            // A parameter of a generic type (`_ value: Value`): the caller's argument decides its type.
            let generic = !genericNames.isEmpty && (p.type?.simpleName.map { genericNames.contains($0) } ?? false)
            // A variadic parameter is an array of what is handed (a pack is walked one value at a time: `repeat each`).
            let type = p.isVariadic && !generic ? p.type.map { TypeRef.array($0) } : p.type
            bindLocal(p.name, .parameter(index, generic ? nil : type))
        }
        // An async function's body is asynchronous work: pushes after its awaits are checked for liveness.
        let isAsync = tree[decl].flags & SyntaxNode.asyncFlag != 0
        if isAsync { asyncStates.append(AsyncState(unsafeAwait: nil)) }
        defer { if isAsync { asyncStates.removeLast() } }
        if declKind == .functionDecl && (known?.1 ?? tree.isViewCodeFunction(decl, m)) {
            let regionKind: RegionKind
            if m.name == "body" && m.parameters.first?.label == "content" {
                regionKind = .viewModifierBody
            } else if owner == "View" || owner.hasSuffix(".View") {
                regionKind = .viewExtension
            } else {
                regionKind = .body
            }
            walkViewRegion(body, kind: regionKind, location: nameLocation(decl))
        } else {
            walkCodeBody(body)
        }
        popScope()
    }



    /// `some Scene`, made once (each `.opaque(…)` made is an allocation).
    static let someScene = TypeRef.opaque(.named(["Scene"], generics: []))

    // MARK: - Local scopes

    mutating func pushScope() {
        // Room for a file's nesting at the first scope: the stacks would otherwise grow from one, reallocating each time.
        if scopeMarks.capacity == 0 {
            scopeMarks.reserveCapacity(16)
            locals.reserveCapacity(16)
            shorthandParameters.reserveCapacity(8)
        }
        scopeMarks.append(locals.count)
    }

    mutating func popScope() {
        let mark = scopeMarks.popLast() ?? 0
        // One by one from the end: scopes hold few names, and `removeSubrange` costs a generic range replacement.
        while locals.count > mark { locals.removeLast() }
        if !copiedLocals.isEmpty { copiedLocals = copiedLocals.filter { $0 < mark } }
        while let last = localPaths.last, last.local >= mark { localPaths.removeLast() }
    }

    /// `var path = model.path`: a copy of a property. Reading it reads the property's value, but a change to it changes
    /// the copy only (paths are values), so it is not the property for `pathRef`.
    mutating func markLastLocalAsCopy() {
        if !locals.isEmpty { copiedLocals.insert(locals.count - 1) }
    }

    /// Takes its arguments (`consuming`): callers hand over values they just made, which are moved into `locals`.
    mutating func bindLocal(_ name: consuming String, _ value: consuming ValueExpr) {
        guard !name.isEmpty, name != "_" else { return }
        // The first few locals bound are found by their names (`localIndex`): their key is not made.
        let key = locals.count >= FileIndexer.localsComparedByName ? FileIndexer.localKey(name) : 0
        locals.append((name, value, key))
    }

    func lookupLocal(_ name: String) -> ValueExpr? {
        // By index: binding each (name, value) pair would copy it.
        localIndex(name).map { locals[$0].1 }
    }

    /// The index in `locals` of the innermost local of that name.
    func localIndex(_ name: String) -> Int? {
        var i = locals.count - 1
        // Past a few locals, names are compared only where their keys agree: a generated function may have a hundred
        // locals in scope, and comparing two Strings that differ (the long names of generated code) costs a call into the
        // standard library. (In a short scope, making the keys would cost more than it saves: the first few have none.)
        if locals.count > FileIndexer.localsComparedByName {
            let key = FileIndexer.localKey(name)
            while i >= 0 {
                if (locals[i].key == key || locals[i].key == 0 || key == 0) && locals[i].0 == name { return i }
                i -= 1
            }
            return nil
        }
        while i >= 0 {
            if locals[i].0 == name { return i }
            i -= 1
        }
        return nil
    }

    /// How many locals, the first bound (a function's parameters, mostly), have no key (0): they are found by their names.
    static let localsComparedByName = 8

    /// A key of a local's name that tells most names apart with no String compared: for a name all ASCII, its FNV-1a hash
    /// (two such names are equal Strings only when their bytes are equal); 0 for any other name, which is compared as a
    /// String (canonically equal names may be written with different bytes). Never 0 for an ASCII name.
    static func localKey(_ name: String) -> UInt64 {
        // Read from the String's own bytes: iterating its UTF-8 view byte by byte costs several times more.
        name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes {
                if b >= 0x80 { return 0 }
                h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3
            }
            return h | 1
        } ?? 0
    }

    /// Is the innermost local of that name a `var` copy of a property (`markLastLocalAsCopy`)?
    func isCopiedLocal(_ name: String) -> Bool {
        guard !copiedLocals.isEmpty else { return false }
        return localIndex(name).map { copiedLocals.contains($0) } ?? false
    }
}

/// Flags by index, the first 64 in one word (a type rarely has more members), with no array made for them.
struct SmallBits {
    package var word: UInt64 = 0
    package var more: [Bool] = []

    package subscript(_ k: Int) -> Bool {
        if k < 64 { return word & (1 << UInt64(k)) != 0 }
        return k - 64 < more.count && more[k - 64]
    }

    package mutating func set(_ k: Int) {
        if k < 64 { word |= 1 << UInt64(k); return }
        while more.count <= k - 64 { more.append(false) }
        more[k - 64] = true
    }
}

/// `SourceText.location(of:)`, looking first at the line of the last offset asked about and the few after it: the
/// indexer asks mostly in source order, so that a binary search over every line start is rarely needed. It answers
/// as `SourceText` does (the last line starting at or before the offset, clamped to the text).
final class LineLocator {
    /// The line starts, copied into a block of their own after one word holding the index of the line last found:
    /// read with no array access (a closure call and a bounds check each time), and the hint written with no
    /// exclusivity check (a stored `var` of a class is checked at every write).
    package let block: UnsafeMutablePointer<UInt32>
    package let count: Int
    package let byteCount: Int
    /// For lookups the hint does not settle: `SourceText`'s own search.
    package let source: SourceText

    package init(_ source: SourceText) {
        let starts = source.lineStarts
        count = starts.count
        byteCount = source.bytes.count
        self.source = source
        block = .allocate(capacity: count + 1)
        block.initialize(to: 0)
        starts.withUnsafeBufferPointer { (block + 1).initialize(from: $0.baseAddress!, count: count) }
    }

    deinit { block.deallocate() }

    /// 1-based line and 1-based column (in UTF-8 bytes) of a byte offset.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        let o = UInt32(max(0, min(offset, byteCount)))
        let s = block + 1, n = count
        var h = Int(block.pointee)
        if h < n && s[h] <= o {
            // Forward from the last line, a few lines at most.
            var steps = 0
            while steps < 8 && h + 1 < n && s[h + 1] <= o { h += 1; steps += 1 }
            if h + 1 >= n || s[h + 1] > o {
                block.pointee = UInt32(truncatingIfNeeded: h)
                return (h + 1, Int(o - s[h]) + 1)
            }
        }
        let found = source.location(of: offset)
        block.pointee = UInt32(truncatingIfNeeded: found.line - 1)
        return found
    }
}

/// The values of a closure's parameters (`$0`, `$1`), as far as the walker knows them: at most two, held in place (an
/// array of them was an allocation for every closure handed some).
struct ClosureParameters {
    package var count = 0
    package var first = ValueExpr.unknown
    package var second = ValueExpr.unknown

    package init() {}
    package init(_ a: consuming ValueExpr) { count = 1; first = a }
    package init(_ a: ValueExpr, _ b: ValueExpr) { count = 2; first = a; second = b }

    package subscript(_ k: Int) -> ValueExpr { k == 0 ? first : second }
}

/// The nodes of the tree being indexed, read without retaining their storage. Every read happens while the indexer
/// runs (or within a call on the tree, `TreeReading.swift`), and the indexer's `tree` owns the nodes for as long as it
/// exists. A retained reference (`NodeList`) held across the walkers' mutating calls cost a retain and a release for
/// every call's arguments and every loop over children.
struct IndexedNodes {
    unowned(unsafe) let storage: NodeList.Storage

    package init(_ nodes: NodeList) { storage = nodes.storage }

    package subscript(_ i: Int32) -> SyntaxNode {
        precondition(UInt(bitPattern: Int(i)) < UInt(bitPattern: storage.count), "syntax node index out of range")
        return storage.base[Int(i)]
    }
}

/// Sibling nodes from `first` on (the children of a node), as `ChildSequence` reads them, over `IndexedNodes`.
struct IndexedChildren: Sequence {
    package let nodes: IndexedNodes
    package let first: Int32

    package struct Iterator: IteratorProtocol {
        package let nodes: IndexedNodes
        package var upcoming: Int32
        package mutating func next() -> Int32? {
            guard upcoming >= 0 else { return nil }
            let r = upcoming
            upcoming = nodes[r].nextSibling
            return r
        }
    }

    package func makeIterator() -> Iterator { Iterator(nodes: nodes, upcoming: first) }
}
