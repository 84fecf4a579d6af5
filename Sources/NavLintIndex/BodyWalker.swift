// Walks statements and expressions of member bodies: the view tree (containers, links, destinations, lazy
// containers, presentations, view uses) in view code, and path mutations, wrapper calls and persistence everywhere.

import NavLintSupport
import NavLintSyntax

extension FileIndexer {
    /// Modifiers whose closures are actions (code), not view content.
    static let actionModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit",
        "onOpenURL", "refreshable", "onContinueUserActivity", "onDrop", "onHover", "onKeyPress", "onMove", "onDelete",
        "onCommand", "onExitCommand", "onPlayPauseCommand", "onGeometryChange", "onScrollPhaseChange", "onPreferenceChange",
        "onInsert", "onCopyCommand", "onPasteCommand", "onDeleteCommand", "onMoveCommand", "handlesExternalEvents",
        "fileImporter", "fileExporter", "fileMover", "dropDestination", "onScrollGeometryChange", "onScrollVisibilityChange",
        // Closures that make values (an anchor, a preference, the environment), not views.
        "anchorPreference", "transformAnchorPreference", "transformPreference", "transformEnvironment",
    ]

    static let words = WordTable([
        (SwiftUIName.navigationModifier, Array(navigationModifiers)),
        (SwiftUIName.commonModifier, Array(commonModifiers.subtracting(navigationModifiers))),
        (SwiftUIName.actionModifier, Array(actionModifiers.subtracting(navigationModifiers).subtracting(commonModifiers))),
        (SwiftUIName.builtInView, SwiftUIName.builtInViews),
    ])

    /// The class of a node's name in `words` (0: none), read from its bytes.
    @inline(__always)
    func nameClass(_ node: Int32) -> UInt8 { FileIndexer.nameClass(node, in: tree) }

    @inline(__always)
    static func nameClass(_ node: Int32, in tree: SyntaxTree) -> UInt8 {
        let n = tree[node]
        guard n.nameEnd > n.nameStart else { return 0 }
        return tree.source.bytes.withUnsafeBufferPointer { FileIndexer.words.lookup($0.baseAddress!, Int(n.nameStart), Int(n.nameEnd - n.nameStart)) }
    }

    static let shorthandNames = ["$0", "$1", "$2", "$3"]

    /// SwiftUI's modifiers none of whose arguments is a view: gestures, lengths, feedback.
    static let valueOnlyModifiers = WordTable([(1, [
        "gesture", "simultaneousGesture", "highPriorityGesture", "containerRelativeFrame", "sensoryFeedback",
    ])])

    /// SwiftUI's views none of whose initializers takes a view as a value (closures aside): what is handed to them is
    /// code. Class 2: views whose closures draw (code too).
    static let valueOnlyViews = WordTable([(1, [
        "Text", "Image", "Color", "Spacer", "Divider", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
        "EmptyView", "TextField", "SecureField", "TextEditor", "Font", "Animation", "Binding", "GridItem",
        "LinearGradient", "RadialGradient", "AngularGradient",
    ]), (2, ["Path", "Canvas"])])

    /// Modifiers that matter to navigation scopes.
    static let navigationModifiers: Set<String> = ["navigationDestination", "sheet", "fullScreenCover", "popover", "modifier", "navigationViewStyle"]

    /// SwiftUI modifiers common enough not to be recorded as possible app-written modifiers.
    static let commonModifiers: Set<String> = [
        "padding", "font", "frame", "foregroundColor", "foregroundStyle", "background", "overlay", "navigationTitle",
        "navigationBarTitleDisplayMode", "toolbar", "listStyle", "tint", "bold", "italic", "lineLimit", "multilineTextAlignment",
        "cornerRadius", "clipShape", "shadow", "opacity", "disabled", "tag", "id", "environment", "environmentObject",
        "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "buttonStyle", "labelStyle", "textFieldStyle",
        "searchable", "alert", "confirmationDialog", "contextMenu", "swipeActions", "tabItem", "badge", "animation",
        "transition", "scaleEffect", "rotationEffect", "offset", "position", "fixedSize", "layoutPriority", "edgesIgnoringSafeArea",
        "ignoresSafeArea", "safeAreaInset", "scrollContentBackground", "listRowBackground", "listRowInsets", "listRowSeparator",
        "textCase", "keyboardType", "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel", "focused",
        "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled", "navigationBarBackButtonHidden",
        "toolbarBackground", "toolbarColorScheme", "toolbarRole", "symbolRenderingMode", "imageScale", "resizable",
        "aspectRatio", "scaledToFit", "scaledToFill", "border", "mask", "blur", "saturation", "grayscale", "contentShape",
        "gesture", "simultaneousGesture", "highPriorityGesture", "zIndex", "allowsHitTesting", "hidden", "redacted",
        "monospacedDigit", "kerning", "tracking", "underline", "strikethrough", "minimumScaleFactor", "truncationMode",
        "lineSpacing", "headerProminence", "formStyle", "pickerStyle", "toggleStyle", "datePickerStyle", "progressViewStyle",
        "controlSize", "menuStyle", "navigationSplitViewStyle", "tabViewStyle", "indexViewStyle",
        "preferredColorScheme", "colorScheme", "dynamicTypeSize", "sensoryFeedback", "contentTransition", "matchedGeometryEffect",
        "navigationSplitViewColumnWidth", "containerRelativeFrame", "scrollTargetBehavior", "scrollTargetLayout", "scrollIndicators",
        "scrollPosition", "refreshable", "listSectionSpacing", "fontWeight", "fontDesign", "help", "keyboardShortcut", "inject",
    ]

    // MARK: - Regions

    mutating func walkViewRegion(_ block: Int32, kind: RegionKind, location: SourceLocation) {
        // The enclosing region's draft (if any) is swapped out, not copied, while this one is read.
        var saved = ViewRegionDraft(owner: owner, lexicalParents: ownerParents, member: member, kind: kind, location: location)
        swap(&saved, &region)
        let wasInRegion = inRegion
        inRegion = true
        // Room for a small body's elements at once (grown from one, the array was reallocated three times by then).
        region.elements.reserveCapacity(8)
        region.elements.append(ViewElement(kind: .root, platforms: platforms, parent: -1, name: member, aux: -1, location: location))
        walkStatements(block, view: true, element: 0)
        swap(&saved, &region)
        inRegion = wasInRegion
        facts.regions.append(ViewRegion(consume saved))
    }

    /// Code that is not view code (an action closure, a function body): it adds nothing to the region around it.
    mutating func walkCodeBody(_ block: Int32) {
        let wasInRegion = inRegion
        inRegion = false
        walkStatements(block, view: false, element: -1)
        inRegion = wasInRegion
    }

    mutating func addElement(_ kind: ElementKind, parent: Int32, name: String, aux: Int32 = -1, at node: Int32) -> Int32 {
        guard inRegion else { return parent }
        region.elements.append(ViewElement(kind: kind, platforms: platforms, parent: parent, name: name, aux: aux, location: location(node)))
        return Int32(region.elements.count - 1)
    }

    var functionKey: FunctionKey {
        mutating get {
            if memberSignature == nil { memberSignature = MethodDecl.signature(of: memberParameters) }
            return FunctionKey(owner: owner, name: member, signature: memberSignature!)
        }
    }

    /// The member's signature as a call fact keeps it: the one made already, else its parameters to make it from.
    var deferredSignature: DeferredSignature {
        memberSignature.map { DeferredSignature(made: $0, parameters: []) } ?? DeferredSignature(made: nil, parameters: memberParameters)
    }

    // MARK: - Statements

    mutating func walkStatements(_ block: Int32, view: Bool, element: Int32) {
        pushScope()
        for s in children(block) {
            walkStatement(s, view: view, element: element)
        }
        popScope()
    }

    mutating func walkStatement(_ s: Int32, view: Bool, element: Int32) {
        switch kind(s) {
        case .variableDecl:
            for binding in children(s) where kind(binding) == .patternBinding {
                var value = ValueExpr.unknown
                var typed: TypeRef?
                var tuplePattern: Int32?
                var initializer: Int32 = -1
                for c in children(binding) {
                    if kind(c) == .pattern {
                        tuplePattern = c
                    } else if isTypeNode(c) {
                        typed = tree.typeRef(c)
                    } else if kind(c) == .codeBlock || kind(c) == .accessorBlock {
                        walkStatements(c, view: false, element: element)
                    } else {
                        value = valueExpr(c)
                        initializer = c
                        walkExpression(c, view: false, element: element)
                    }
                }
                if let tuplePattern {
                    // `let (a, b) = pair`: each name is that element of the value (of unknown type when one is annotated).
                    let names = Array(children(tuplePattern))
                    for (k, n) in names.enumerated() {
                        bindLocal(self.name(n), typed == nil && kind(n) == .identifier ? .member(value, String(k)) : .unknown)
                    }
                    continue
                }
                let localName = name(binding)
                let named = !localName.isEmpty && localName != "_"
                bindLocal(localName, typed.map { typedValue($0) } ?? value)
                let isVar = Keyword(rawValue: tree[s].aux) == .var
                if isVar {
                    switch value {
                    case .selfProperty, .member: markLastLocalAsCopy()
                    default: break
                    }
                }
                // A path built in a local before it is assigned (`var next = path; next.append(x); path = next`,
                // `let next = [Route.home, .detail(x)]`): what it starts from, and the changes made to it from here on.
                if named && initializer >= 0 && (isVar || kind(initializer) == .arrayLiteral || kind(initializer) == .call) {
                    noteLocalPath(initializer: initializer)
                }
            }
        case .ifStmt:
            walkIf(s, view: view, element: element)
        case .guardStmt:
            for c in children(s) {
                if kind(c) == .conditionList { walkConditions(c, element: element) } else if kind(c) == .codeBlock { walkStatements(c, view: false, element: element) }
            }
        case .forStmt:
            pushScope()
            var patternNames: [String] = []
            for c in children(s) {
                switch kind(c) {
                case .pattern:
                    patternNames = children(c).map { name($0) }
                case .codeBlock:
                    walkStatements(c, view: view, element: element)
                default:
                    // `for route in path`, `for (id, element) in zip(state.path.ids, state.path)`: in the loop's body the
                    // path holds an element.
                    if collectorSlots.tracksCheckedPaths { noteIteratedPaths(c) }
                    // `for x in items` binds x to an element; `for (i, x) in items.enumerated()` each to a part of one.
                    if patternNames.count == 1, kind(c) == .prefixOperator, tree.nameIs(c, "each"), let pack = tree.firstChild(c) {
                        // `for item in repeat each items`: one value handed in for the parameter pack `items`.
                        bindLocal(patternNames[0], valueExpr(pack))
                    } else if patternNames.count == 1 {
                        bindLocal(patternNames[0], .elementOf(valueExpr(c)))
                    } else if patternNames.count == 2 {
                        let element = ValueExpr.elementOf(valueExpr(c))
                        bindLocal(patternNames[0], .member(element, "0"))
                        bindLocal(patternNames[1], .member(element, "1"))
                    } else {
                        for n in patternNames { bindLocal(n, .unknown) }
                    }
                    patternNames = []
                    walkExpression(c, view: false, element: element)
                }
            }
            popScope()
        case .switchStmt:
            walkSwitch(s, view: view, element: element)
        case .whileStmt, .repeatStmt, .doStmt, .catchClause, .deferStmt, .labeledStmt:
            for c in children(s) {
                switch kind(c) {
                case .codeBlock: walkStatements(c, view: view, element: element)
                case .conditionList: walkConditions(c, element: element)
                default: walkStatement(c, view: view, element: element)
                }
            }
        case .returnStmt, .throwStmt:
            // The view a view-code closure returns is shown as a statement of a view builder is (`return item.view()`).
            let returnsView = (view || returnsViews) && kind(s) == .returnStmt
            for c in children(s) {
                if returnsView { walkStatement(c, view: true, element: element) } else { walkExpression(c, view: false, element: element) }
            }
        case .functionDecl:
            // A local function: its code is code.
            let m = tree.method(s, file: file, lines: lines)
            // Its name is a local: a call of it is not a method of the owner.
            bindLocal(m.name, .unknown)
            pushScope()
            for p in m.parameters { bindLocal(p.name, p.type.map { typedValue($0) } ?? .unknown) }
            let savedReturnsViews = returnsViews
            returnsViews = false
            if let body = lastChild(s, kind: .codeBlock) { walkStatements(body, view: false, element: element) }
            returnsViews = savedReturnsViews
            popScope()
        case .ifConfig:
            let outer = platforms
            var clauses = PlatformCondition.Clauses(outer: outer)
            for clause in children(s) {
                platforms = clauses.next(condition(ofClause: clause))
                let branch = branchElement(view: view, element: element, at: clause)
                for item in children(clause) where kind(item) != .ifConfigCondition {
                    walkStatement(item, view: view, element: branch)
                }
            }
            platforms = outer
        case .typeDecl, .typealiasDecl, .importDecl, .breakStmt, .continueStmt, .fallthroughStmt, .unknown, .otherDecl:
            break
        default:
            if view && inRegion, let (base, closure) = optionalMapStatement(s) {
                // `island.map { island in IslandRow(island) }`: an optional's `map` shows its closure's view when there is
                // a value (the closure is view content, handed the unwrapped value); the optional itself is a value.
                walkExpression(base, view: false, element: element)
                walkArgument(closure, view: true, element: branchElement(view: view, element: element, at: s),
                             parameters: ClosureParameters(.unwrap(valueExpr(base))))
                return
            }
            if view && inRegion && FileIndexer.isOpaqueViewStatement(s, in: tree, contentNames: contentNames, viewMembers: viewMembers) {
                // A statement showing content handed in (`content`, `content().padding()`): where the view shows it.
                var sink = false
                if !contentNames.isEmpty, let n = opaqueStatementName(s), let label = contentLabel(of: n.name, viaSelf: n.viaSelf) {
                    region.contentSinks.append(ContentSink(name: label, element: element))
                    // Shown outside any stack of the wrapper's own, the content is composed where the wrapper is used
                    // (as `.forwarded` content there): nothing is left unknown here. Inside one, that stack cannot see it.
                    sink = !isInsideContainer(element)
                }
                if !isModifierSubject(s, element: element) {
                    switch FileIndexer.statementStart(s, in: tree) {
                    case .image:
                        break  // `image.resizable()`: an Image (an image loader's, a local one), which holds no navigation
                    case _ where sink:
                        break
                    case .named(let base, let member, _) where subjectParameters[base] != nil:
                        let value = lookupLocal(base) ?? shorthandValue(base) ?? .unknown
                        region.uses.append(ViewUse(target: .subject(modifier: subjectParameters[base]!, value: value, member: member),
                                                   element: element, arguments: [], location: location(s)))
                    case .named(let base, let member, let then) where lookupLocal(base) != nil || shorthandValue(base) != nil:
                        // A local, a closure's parameter, or its shorthand (`{ $0.destination }`).
                        let value = lookupLocal(base) ?? shorthandValue(base)!
                        if var target = localViewTarget(value, element: element) {
                            if let member, case .type(let t) = target { target = .method(t, name: member) }
                            // `rawOutput.outputView` of a row's element: the member of a value whose type the analysis reads.
                            // `backgroundColor` of `let backgroundColor = c ? theme.accent : theme.background`: the value itself ("").
                            // A value of a protocol type (`tab: any AccountTab`) too: its conforming types' members.
                            if target == .opaque, value.writtenType == nil || isExistential(value.writtenType), value != .unknown {
                                // `tabs.selected.makeView(…)`: the method of the property's value (the analysis falls back on
                                // the property when its type has no such member: a modifier applied to it).
                                if let member, let then {
                                    target = .value(.member(value, member), member: then)
                                } else {
                                    target = .value(value, member: member ?? "")
                                }
                            }
                            region.uses.append(ViewUse(target: target, element: element, arguments: [], location: location(s)))
                        }
                    case .named(let base, let member, _):
                        region.uses.append(ViewUse(target: .named(base, member: member), element: element, arguments: [], location: location(s)))
                    default:
                        region.uses.append(ViewUse(target: .opaque, element: element, arguments: [], location: location(s)))
                    }
                }
            }
            walkExpression(s, view: view, element: element)
        }
    }

    /// The value a `@Published` property's publisher sends (`router.$pending`, `$query.debounce(for: …)`,
    /// `model.$selection.compactMap { $0 }`): the property's value, through operators that pass values on unchanged
    /// (`compactMap { $0 }` unwraps them). Unknown for any other publisher or operator.
    func publishedValue(_ node: Int32, depth: Int = 0) -> ValueExpr {
        guard depth < 16 else { return .unknown }
        switch kind(node) {
        case .identifier:
            return tree.nameStartsWithByte(node, UInt8(ascii: "$")) ? valueExpr(node) : .unknown
        case .memberAccess:
            guard tree.nameStartsWithByte(node, UInt8(ascii: "$")), let base = tree.firstChild(node) else { return .unknown }
            let baseValue = valueExpr(base)
            if case .unknown = baseValue { return .unknown }
            return .member(baseValue, String(name(node).dropFirst()))
        case .call:
            guard let callee = tree.firstChild(node), kind(callee) == .memberAccess, let base = tree.firstChild(callee) else { return .unknown }
            if FileIndexer.passingPublisherOperators.lookup(callee, in: tree) != 0 { return publishedValue(base, depth: depth + 1) }
            if tree.nameIs(callee, "compactMap"), case .transformed(_, _, .elementOrWrapped) = valueExpr(node) {
                return .unwrap(publishedValue(base, depth: depth + 1))
            }
            return .unknown
        default:
            return .unknown
        }
    }

    /// Combine's operators that send on the values they receive.
    static let passingPublisherOperators = WordTable([(1, [
        "removeDuplicates", "receive", "debounce", "throttle", "delay", "dropFirst", "prefix", "filter", "eraseToAnyPublisher",
        "share", "print", "subscribe", "first", "last",
    ])])

    /// A view statement `value.map { … }` or `value.flatMap { … }` with one closure, on a value (`sub.map { sub in … }`):
    /// the value and the closure's argument.
    func optionalMapStatement(_ s: Int32) -> (base: Int32, closure: Int32)? {
        guard kind(s) == .call, let callee = tree.firstChild(s), kind(callee) == .memberAccess,
              tree.nameIs(callee, "map") || tree.nameIs(callee, "flatMap"), let base = tree.firstChild(callee),
              tree.isValueReceiver(base) else { return nil }
        let args = arguments(of: s)
        guard let only = args.first, args.index(after: only) == args.endIndex, isClosure(only) else { return nil }
        return (base, only)
    }

    mutating func walkIf(_ s: Int32, view: Bool, element: Int32) {
        pushScope()
        // `if #available(iOS 16, *) { NavigationStack … } else { NavigationView … }`: the else is the fallback.
        let checksAvailability = children(s).contains { c in
            kind(c) == .conditionList && children(c).contains { kind($0) == .availabilityCondition && tree.nameIs($0, "#available") }
        }
        var sawThen = false
        let savedFallback = inAvailabilityFallback
        // In view code, what the condition says of the view's own properties (read before its bindings are made).
        var requires: (then: [FlagNeed], otherwise: [FlagNeed]) = ([], [])
        for c in children(s) {
            switch kind(c) {
            case .conditionList:
                if view && inRegion && element >= 0 { requires = flagRequirements(c) }
                walkConditions(c, element: element)
            case .codeBlock:
                if sawThen && checksAvailability { inAvailabilityFallback = true }
                let branch = branchElement(view: view, element: element, at: c)
                recordRequirements(sawThen ? requires.otherwise : requires.then, branch: branch, of: element)
                walkStatements(c, view: view, element: branch)
                sawThen = true
                // Bindings of the condition hold in the `then` block only.
                popScope()
                pushScope()
            case .ifStmt:
                if checksAvailability { inAvailabilityFallback = true }
                let branch = branchElement(view: view, element: element, at: c)
                recordRequirements(requires.otherwise, branch: branch, of: element)
                walkIf(c, view: view, element: branch)
            default:
                break
            }
        }
        inAvailabilityFallback = savedFallback
        popScope()
    }

    /// What the conditions of an `if` in view code say of the view's own properties: each condition (and each operand
    /// of `&&`) that is a property, its negation, or a comparison of a property with a constant (`style == .full`,
    /// `kind != .compact`) must hold in the `then` branch; the `else` branch is live when a condition that is one such
    /// test alone does not.
    func flagRequirements(_ list: Int32) -> (then: [FlagNeed], otherwise: [FlagNeed]) {
        var then: [FlagNeed] = []
        var terms = 0
        var single = true
        for cond in children(list) {
            terms += 1
            guard kind(cond) == .sequence else {
                if let need = flagNeed(cond) { then.append(need) } else { single = false }
                continue
            }
            let parts = Array(children(cond))
            // `a == .c`: one comparison.
            if parts.count == 3, let need = flagComparison(parts[0], parts[1], parts[2]) {
                then.append(need)
                continue
            }
            single = false
            // `a && b == .c && !d`: operands between `&&`s, each a test or a comparison; any other operator (`||`)
            // leaves the whole out.
            var chunk: [Int32] = []
            var needs: [FlagNeed] = []
            var readable = true
            func close() {
                if chunk.count == 1, let need = flagNeed(chunk[0]) {
                    needs.append(need)
                } else if chunk.count == 3, let need = flagComparison(chunk[0], chunk[1], chunk[2]) {
                    needs.append(need)
                }
                chunk.removeAll()
            }
            for part in parts {
                if kind(part) == .binaryOperator {
                    if tree.nameIs(part, "&&") { close(); continue }
                    if !(tree.nameIs(part, "==") || tree.nameIs(part, "!=")) { readable = false; break }
                }
                chunk.append(part)
            }
            if readable {
                close()
                then.append(contentsOf: needs)
            }
        }
        let otherwise = single && terms == 1 && then.count == 1 ? [then[0].negated] : []
        return (then, otherwise)
    }

    /// A test of one of the view's own Booleans (`isDetail`, `!isDetail`, `(isDetail)`).
    func flagNeed(_ node: Int32) -> FlagNeed? {
        guard case .property(let n, let negated)? = flagValue(node) else { return nil }
        return FlagNeed(n, "true", equal: !negated)
    }

    /// `style == .full`, `.full == style`, `style != CellStyle.full`: a comparison of a property with a constant.
    func flagComparison(_ lhs: Int32, _ op: Int32, _ rhs: Int32) -> FlagNeed? {
        guard kind(op) == .binaryOperator else { return nil }
        let equal: Bool
        if tree.nameIs(op, "==") { equal = true } else if tree.nameIs(op, "!=") { equal = false } else { return nil }
        if case .property(let n, false)? = flagValue(lhs), case .constant(let c)? = flagValue(rhs) { return FlagNeed(n, c, equal: equal) }
        if case .property(let n, false)? = flagValue(rhs), case .constant(let c)? = flagValue(lhs) { return FlagNeed(n, c, equal: equal) }
        return nil
    }

    /// Records what a branch of view code needs of the view's properties (nothing when it needs nothing).
    mutating func recordRequirements(_ requires: [FlagNeed], branch: Int32, of element: Int32) {
        guard !requires.isEmpty, branch != element else { return }
        region.branchConditions.append(BranchCondition(element: branch, requires: requires))
    }

    /// A flag as a construction fixes it: a literal or an enum case, one of the view's own properties (`isDetail`,
    /// `self.isDetail`), either negated or in parentheses. nil for anything else.
    func flagValue(_ node: Int32) -> FlagValue? {
        switch kind(node) {
        case .booleanLiteral:
            return .constant(tree.isTrueLiteral(node) ? "true" : "false")
        case .identifier:
            if case .selfProperty(let n) = valueExpr(node) { return .property(n, negated: false) }
            return nil
        case .memberAccess:
            // `self.isDetail` (a member of anything else is no flag of the view's own), or an enum case (`.full`,
            // `CellStyle.full`).
            guard let base = tree.firstChild(node) else { return tree.flagLiteral(node).map { .constant($0) } }
            guard kind(base) == .identifier, tree.nameIs(base, "self") else { return tree.flagLiteral(node).map { .constant($0) } }
            return .property(name(node), negated: false)
        case .prefixOperator:
            guard tree.nameIs(node, "!"), let operand = tree.firstChild(node), let inner = flagValue(operand) else { return nil }
            switch inner {
            case .constant(let b): return b == "true" ? .constant("false") : b == "false" ? .constant("true") : nil
            case .property(let n, let negated): return .property(n, negated: !negated)
            case .other: return nil
            }
        case .tuple:
            let items = Array(children(node))
            guard items.count == 1, kind(items[0]) == .argument, !tree[items[0]].hasName, let inner = tree.firstChild(items[0]) else { return nil }
            return flagValue(inner)
        default:
            return nil
        }
    }

    /// Conditions of if/guard/while: bindings enter the current scope.
    /// In view code, a branch of `if`/`switch` is a `.conditional` element: what is in it is live only sometimes.
    mutating func branchElement(view: Bool, element: Int32, at node: Int32) -> Int32 {
        guard view, inRegion, element >= 0 else { return element }
        return addElement(.conditional, parent: element, name: "branch", at: node)
    }

    mutating func walkConditions(_ list: Int32, element: Int32) {
        for cond in children(list) {
            switch kind(cond) {
            case .optionalBinding:
                let value = optionalBindingValue(cond)
                for c in children(cond) where !isTypeNode(c) { walkExpression(c, view: false, element: element) }
                bindLocal(name(cond), value)
            case .casePattern:
                if let pattern = tree.firstChild(cond), let value = lastChild(cond), value != pattern {
                    let subject = valueExpr(value)
                    bindPattern(pattern, subject: subject)
                    walkExpression(value, view: false, element: element)
                }
            default:
                walkExpression(cond, view: false, element: element)
                // A plain Boolean condition after an await (`guard alive`, `!Task.isCancelled`) is a liveness check.
                if !asyncStates.isEmpty { asyncStates[asyncStates.count - 1].unsafeAwait = nil }
            }
        }
    }

    mutating func walkSwitch(_ s: Int32, view: Bool, element: Int32) {
        guard let subjectNode = tree.firstChild(s) else { return }
        let subject = valueExpr(subjectNode)
        walkExpression(subjectNode, view: false, element: element)
        // `switch (mission.status, mission.openIssue)`: the parts, for the tuple patterns of its cases.
        let outerTuple = switchTupleElements
        switchTupleElements = nil
        if kind(subjectNode) == .tuple {
            let parts = children(subjectNode).filter { kind($0) == .argument }
            if parts.count > 1 { switchTupleElements = parts.map { p in tree.firstChild(p).map { valueExpr($0) } ?? .unknown } }
        }
        defer { switchTupleElements = outerTuple }
        for c in siblings(after: subjectNode) {
            walkSwitchCase(c, subject: subject, view: view, element: element)
        }
    }

    mutating func walkSwitchCase(_ c: Int32, subject: ValueExpr, view: Bool, element: Int32) {
        if kind(c) == .ifConfig {
            let outer = platforms
            var clauses = PlatformCondition.Clauses(outer: outer)
            for clause in children(c) {
                platforms = clauses.next(condition(ofClause: clause))
                for item in children(clause) where kind(item) == .switchCase { walkSwitchCase(item, subject: subject, view: view, element: element) }
            }
            platforms = outer
            return
        }
        guard kind(c) == .switchCase else { return }
        pushScope()
        // `case .presentSheet:` of `switch transition` in `func show(_ screen: Screen, by transition: Transition)`: the
        // pushes of the branch are made only by calls that pass that case (`navigate(to: .containers, with: item)` pushes
        // onto the path of `case .containers:` only).
        let outerCase = parameterCase
        defer { parameterCase = outerCase }
        if !view, case .parameter(let i, _) = subject {
            let patterns = children(c).filter { kind($0) == .casePattern }
            let names = patterns.compactMap { tree.firstChild($0).flatMap { casePatternName($0) } }
            parameterCase = !patterns.isEmpty && names.count == patterns.count ? ParameterCase(parameter: i, caseNames: names) : nil
        }
        let branch = branchElement(view: view, element: element, at: c)
        if view, inRegion, branch != element {
            let names = children(c).compactMap { kind($0) == .casePattern ? tree.firstChild($0).flatMap { casePatternName($0) } : nil }
            region.switchCases.append(SwitchCaseFact(element: branch, subject: subject, caseNames: names, location: location(c)))
        }
        for item in children(c) {
            if kind(item) == .casePattern {
                if let p = tree.firstChild(item) { bindPattern(p, subject: subject) }
            } else {
                walkStatement(item, view: view, element: branch)
            }
        }
        popScope()
    }

    /// The enum case a case pattern matches at its top: `.detail(let id)`, `let .detail(id)`, `Route.detail`.
    func casePatternName(_ pattern: Int32) -> String? {
        var node = pattern
        if kind(node) == .valueBindingPattern, let inner = tree.firstChild(node) { node = inner }
        if kind(node) == .call, let callee = tree.firstChild(node) { node = callee }
        return kind(node) == .memberAccess ? name(node) : nil
    }

    /// Binds the names of a case pattern: `.detail(let item)`, `let .detail(item)`, `.edit(id: let id, _)`.
    /// `bindingAll`: under a `let` around an enclosing pattern (`case let (.detail(item), _)`).
    mutating func bindPattern(_ pattern: Int32, subject: ValueExpr, bindingAll: Bool = false) {
        var node = pattern
        var bindAll = bindingAll
        if kind(node) == .valueBindingPattern, let inner = tree.firstChild(node) {
            node = inner
            bindAll = true
        }
        // `case (.grounded, let issue?)` of `switch (status, openIssue)`: each part's pattern against that part.
        if kind(node) == .tuple, let parts = switchTupleElements {
            let items = children(node).filter { kind($0) == .argument }
            if items.count == parts.count {
                switchTupleElements = nil
                defer { switchTupleElements = parts }
                for (item, part) in zip(items, parts) {
                    guard let sub = tree.firstChild(item) else { continue }
                    bindPart(sub, subject: part, all: bindAll)
                }
                return
            }
        }
        guard kind(node) == .call, let callee = tree.firstChild(node), kind(callee) == .memberAccess else {
            // Any other pattern (`let x`, `let (a, b)`, `.some(let x)` forms not read): its names are of unknown type.
            bindNamesOfUnknownType(in: pattern, all: bindAll)
            return
        }
        let caseName = name(callee)
        var index = 0
        for arg in children(node) where kind(arg) == .argument {
            let label: String? = tree[arg].hasName ? name(arg) : nil
            if let value = tree.firstChild(arg) {
                var bound: String?
                if kind(value) == .valueBindingPattern, let inner = tree.firstChild(value), kind(inner) == .identifier {
                    bound = name(inner)
                } else if bindAll, kind(value) == .identifier {
                    bound = name(value)
                }
                if let bound {
                    bindLocal(bound, .associatedValue(subject, caseName: caseName, index: index, label: label))
                } else {
                    bindNamesOfUnknownType(in: value, all: bindAll)
                }
            }
            index += 1
        }
    }

    /// The paths a `for` loop iterates (the sequence, `zip`'s arguments, the base of `enumerated()`, `reversed()`, `ids`),
    /// counted as checked: the loop's body runs only when they hold an element.
    mutating func noteIteratedPaths(_ sequence: Int32) {
        var work = [sequence]
        var steps = 0
        while let n = work.popLast(), steps < 16 {
            steps += 1
            if let ref = pathRef(n) { checkedPaths.append(ref) }
            switch kind(n) {
            case .call:
                guard let callee = tree.firstChild(n) else { continue }
                if kind(callee) == .identifier && tree.nameIs(callee, "zip") {
                    for a in arguments(of: n) { if let v = argumentValue(a) { work.append(v) } }
                } else if kind(callee) == .memberAccess, tree.nameIs(callee, "enumerated") || tree.nameIs(callee, "reversed"),
                          let base = tree.firstChild(callee) {
                    work.append(base)
                }
            case .memberAccess where tree.nameIs(n, "ids") || tree.nameIs(n, "indices"):
                if let base = tree.firstChild(n) { work.append(base) }
            default:
                break
            }
        }
    }

    /// Binds the names of one part of a tuple pattern to that part of the subject: `let issue` (or `issue` under `case
    /// let (…)`) is the part, `let issue?` its wrapped value; a case pattern (`.some(let x)`, `.detail(let id)`) is
    /// read against the part. `all`: the names are bound by a `let` around the whole tuple.
    mutating func bindPart(_ pattern: Int32, subject: ValueExpr, all: Bool) {
        var node = pattern
        var binding = all
        if kind(node) == .valueBindingPattern, let inner = tree.firstChild(node) {
            node = inner
            binding = true
        }
        switch kind(node) {
        case .identifier where binding:
            if !tree.nameIs(node, "_") { bindLocal(name(node), subject) }
        case .optionalChain where binding:
            if let inner = tree.firstChild(node), kind(inner) == .identifier { bindLocal(name(inner), .unwrap(subject)) }
            else { bindNamesOfUnknownType(in: pattern, all: all) }
        case .call:
            bindPattern(pattern, subject: subject, bindingAll: all)
        default:
            bindNamesOfUnknownType(in: pattern, all: all)
        }
    }

    /// Binds every name a pattern introduces to an unknown value, so that none falls back to a property.
    mutating func bindNamesOfUnknownType(in pattern: Int32, all: Bool) {
        var stack = [(pattern, all)]
        while let (n, binding) = stack.popLast() {
            switch kind(n) {
            case .valueBindingPattern:
                for c in children(n) { stack.append((c, true)) }
            case .identifier:
                if binding { bindLocal(name(n), .unknown) }
            default:
                for c in children(n) { stack.append((c, binding)) }
            }
        }
    }

    // MARK: - Expressions

    /// Walks an expression; returns the element of the navigation container it constructs (through modifiers), or -1.
    @discardableResult
    mutating func walkExpression(_ node: Int32, view: Bool, element: Int32) -> Int32 {
        walkDepth += 1
        defer { walkDepth -= 1 }
        if walkDepth > 1_000 {
            // Too deep to follow: what is below is not read, so scopes through this region are incomplete.
            if inRegion { region.isIncomplete = true }
            return -1
        }
        switch kind(node) {
        case .call:
            return walkCall(node, view: view, element: element)
        case .identifier:
            if view && inRegion && tree.nameIsOne(of: viewMembers, node) {
                region.uses.append(ViewUse(target: .member(name(node)), element: element, arguments: [], location: location(node)))
            }
            return -1
        case .memberAccess:
            if let base = tree.firstChild(node) {
                if collectorSlots.tracksCheckedPaths, tree.nameIs(node, "isEmpty") || tree.nameIs(node, "count") {
                    if let checked = pathRef(base) { checkedPaths.append(checked) }
                    // `state.path.ids.isEmpty` (The Composable Architecture's `StackState`): a check of `state.path`.
                    if kind(base) == .memberAccess, tree.nameIs(base, "ids"), let inner = tree.firstChild(base), let checked = pathRef(inner) {
                        checkedPaths.append(checked)
                    }
                }
                if tree.nameIs(node, "codable"), let target = pathRef(base) {
                    facts.persistence.append(PersistenceFact(target: target, kind: .codableProperty, owner: owner, location: location(node)))
                }
                if view && inRegion && kind(base) == .identifier && tree.nameIs(base, "self") && tree.nameIsOne(of: viewMembers, node) {
                    region.uses.append(ViewUse(target: .member(name(node)), element: element, arguments: [], location: location(node)))
                }
                walkExpression(base, view: false, element: element)
            }
            return -1
        case .closure:
            walkClosure(node, view: view, element: element, parameters: ClosureParameters())
            return -1
        case .awaitExpr:
            for c in children(node) { walkExpression(c, view: view, element: element) }
            if !asyncStates.isEmpty { asyncStates[asyncStates.count - 1].unsafeAwait = location(node) }
            return -1
        case .tryExpr where tree.nameIs(node, "try"):
            for c in children(node) { walkExpression(c, view: view, element: element) }
            // `try await Task.sleep(…)` throws when the task is cancelled: once it returns, the task was still live.
            if !asyncStates.isEmpty, let a = tree.firstChild(node), kind(a) == .awaitExpr, let call = tree.firstChild(a), kind(call) == .call,
               let callee = tree.firstChild(call), kind(callee) == .memberAccess, tree.nameIs(callee, "sleep"),
               let base = tree.firstChild(callee), kind(base) == .identifier, tree.nameIs(base, "Task") {
                asyncStates[asyncStates.count - 1].unsafeAwait = nil
            }
            return -1
        case .ifStmt, .switchStmt:
            walkStatement(node, view: view, element: element)
            return -1
        case .sequence:
            if let lhs = tree.firstChild(node), let op = nextSibling(lhs), let rhs = nextSibling(op), kind(op) == .binaryOperator {
                if tree.nameIs(op, "=") {
                    recordAssignment(lhs: lhs, rhs: rhs, at: op)
                } else if tree.nameIs(op, "+="), nextSibling(rhs) == nil, let target = pathRef(lhs) {
                    recordAppend(contentsOf: rhs, to: target, at: op)
                }
            }
            for k in children(node) where kind(k) != .binaryOperator { walkExpression(k, view: view, element: element) }
            return -1
        case .postfixIfConfig:
            var container: Int32 = -1
            let outer = platforms
            var clauses = PlatformCondition.Clauses(outer: outer)
            for c in children(node) {
                if kind(c) == .ifConfigClause {
                    // `#if os(iOS) .modifier … #else .modifier … #endif`: clauses are alternatives, never both live.
                    platforms = clauses.next(condition(ofClause: c))
                    let branch = branchElement(view: view, element: element, at: c)
                    for item in children(c) where kind(item) != .ifConfigCondition {
                        walkExpression(item, view: view, element: branch)
                    }
                    platforms = outer
                } else {
                    container = walkExpression(c, view: view, element: element)
                }
            }
            return container
        case .stringLiteral, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .regexLiteral, .keyPath, .placeholder:
            return -1
        default:
            for c in children(node) { walkExpression(c, view: view, element: element) }
            return -1
        }
    }

    /// The arguments of a call, in order (trailing closures last).
    package func arguments(of call: Int32) -> CallArguments { CallArguments(nodes: tree.nodes, call: call) }

    func argumentValue(_ arg: Int32) -> Int32? { tree.firstChild(arg) }

    package func label(_ arg: Int32) -> String? { tree[arg].hasName ? name(arg) : nil }

    /// True when the argument's label is exactly `word` (no String is made).
    func hasLabel(_ arg: Int32, _ word: StaticString) -> Bool {
        // A library's or wrapper's argument read under the construct's label (`Libraries.swift`).
        if !relabelled.isEmpty, let l = relabelled[arg] { return l == word.description }
        return tree[arg].hasName && tree.nameIs(arg, word)
    }

    /// The first of `args` labelled `word`.
    @inline(__always)
    func argument(_ word: StaticString, in args: CallArguments) -> Int32? {
        for a in args where hasLabel(a, word) { return a }
        return nil
    }

    func isTrailing(_ arg: Int32) -> Bool { tree[arg].flags & SyntaxNode.trailingClosure != 0 }


    /// What callers call the content name `n`, when `n` is one (the innermost: a parameter shadows a property).
    /// `viaSelf`: written `self.n`, which reads the property even where a parameter shadows it.
    func contentLabel(of n: String, viaSelf: Bool = false) -> String? {
        FileIndexer.contentLabel(of: n, viaSelf: viaSelf, in: contentNames)
    }

    static func contentLabel(of n: String, viaSelf: Bool, in contentNames: [ContentName]) -> String? {
        contentNames.last { $0.name == n && (!viaSelf || $0.isProperty) }?.label
    }

    /// What callers call the content an argument hands on (`content: content`, `content()`, `destination: content()`),
    /// when view code has content names.
    func contentNameArgument(_ arg: Int32) -> String? {
        guard !contentNames.isEmpty, var v = argumentValue(arg) else { return nil }
        // `{ _ in content() }`, `{ item in content(item) }`: a closure that shows the content and nothing else hands it on.
        if kind(v) == .closure {
            var statements = children(v).filter { kind($0) != .closureSignature }
            guard statements.count == 1 else { return nil }
            if kind(statements[0]) == .returnStmt { statements = Array(children(statements[0])) }
            guard statements.count == 1, kind(statements[0]) == .call, let callee = tree.firstChild(statements[0]) else { return nil }
            if kind(callee) == .memberAccess { return tree.isSelfMember(callee) ? contentLabel(of: name(callee), viaSelf: true) : nil }
            return kind(callee) == .identifier ? contentLabel(of: name(callee)) : nil
        }
        if kind(v) == .call, let callee = tree.firstChild(v), kind(callee) == .identifier || kind(callee) == .memberAccess,
           arguments(of: v).isEmpty { v = callee }
        if kind(v) == .memberAccess {
            guard tree.isSelfMember(v) else { return nil }
            return contentLabel(of: name(v), viaSelf: true)
        }
        guard kind(v) == .identifier else { return nil }
        return contentLabel(of: name(v))
    }

    /// Content names that `args` hand on as they are to the use about to be appended (`HalfSheet(content: content)`).
    mutating func recordContentHandedOn(_ args: CallArguments, element: Int32) {
        guard !contentNames.isEmpty else { return }
        for a in args {
            if let n = contentNameArgument(a) {
                region.contentSinks.append(ContentSink(name: n, element: element, use: Int32(region.uses.count), label: label(a)))
                recordedContentArguments.append(a)
            }
        }
    }

    /// A view statement whose view NavLint cannot follow: at the bottom of its modifier chain, a closure or a
    /// property (`content()`, `content`), or a method on a value (`coordinator.build(page: .main)`).
    /// The name an opaque view statement starts from (`content` in `content().padding()`).
    func opaqueStatementName(_ statement: Int32) -> (name: String, viaSelf: Bool)? {
        var n = statement
        for _ in 0..<256 {
            switch kind(n) {
            case .memberAccess where tree.isSelfMember(n):
                return (name(n), true)
            case .call, .memberAccess, .postfixIfConfig:
                guard let first = tree.firstChild(n) else { return nil }
                n = first
            case .identifier:
                return (name(n), false)
            default:
                return nil
            }
        }
        return nil
    }

    enum StatementStart: Equatable {
        case image                                 // a modifier only `Image` has is applied: it is an Image
        /// `dismiss()`, `header`, `self.rows`, `router.view(for: r)`; `then`: the member applied next to a property
        /// `member` (`makeView` of `tabs.selected.makeView(…)`), a method of its value or a modifier.
        case named(String, member: String?, then: String? = nil)
        case other
    }

    /// Modifiers that only SwiftUI's `Image` has: a statement applying one shows an image.
    static let imageOnlyModifiers: [StaticString] = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// What a view statement NavLint cannot place starts from: the owner's name it is built from (and the method then
    /// called on it), or an image. Read from the outside in: the last member met is the first one applied to the name.
    static func statementStart(_ statement: Int32, in tree: SyntaxTree) -> StatementStart {
        var n = statement
        var member: String?
        // The member met before `member`, and whether `member` is a property read (not called).
        var next: String?
        var memberIsProperty = false
        var then: String? { memberIsProperty ? next : nil }
        for _ in 0..<256 {
            switch tree.kind(n) {
            case .call:
                guard let callee = tree.firstChild(n) else { return .other }
                if tree.kind(callee) == .memberAccess {
                    if imageOnlyModifiers.contains(where: { tree.nameIs(callee, $0) }) { return .image }
                    if tree.isSelfMember(callee) { return .named(tree.name(callee), member: member) }
                    next = member
                    member = tree.name(callee)
                    memberIsProperty = false
                    guard let base = tree.firstChild(callee) else { return .other }
                    n = base
                } else if tree.kind(callee) == .identifier {
                    return .named(tree.name(callee), member: member)
                } else {
                    return .other
                }
            case .memberAccess:
                if tree.isSelfMember(n) { return .named(tree.name(n), member: member) }
                next = member
                member = tree.name(n)
                memberIsProperty = true
                guard let base = tree.firstChild(n) else { return .other }
                n = base
            case .identifier:
                return tree.nameIs(n, "self") ? .other : .named(tree.name(n), member: member, then: then)
            case .postfixIfConfig:
                guard let base = tree.firstChild(n) else { return .other }
                n = base
            default:
                return .other
            }
        }
        return .other
    }

    /// Static, with what it reads handed in: as a method of the indexer, called from `walkStatement` for every
    /// statement of view code, it would get the whole indexer copied as its `self`.
    static func isOpaqueViewStatement(_ statement: Int32, in tree: SyntaxTree, contentNames: [ContentName], viewMembers: [String]) -> Bool {
        var n = statement
        for _ in 0..<256 {
            switch tree.kind(n) {
            case .call:
                guard let callee = tree.firstChild(n) else { return false }
                // `self.content()` calls a content property; `self.padding()`, `content.padding()` modify the subject.
                if tree.kind(callee) == .memberAccess && tree.isSelfMember(callee)
                    && contentLabel(of: tree.name(callee), viaSelf: true, in: contentNames) != nil {
                    return true
                }
                if tree.kind(callee) == .memberAccess, let base = tree.firstChild(callee) { n = base; continue }
                if tree.kind(callee) == .identifier {
                    return !tree.nameStartsUppercase(callee) && !tree.nameIsOne(of: viewMembers, callee)
                        && nameClass(callee, in: tree) != SwiftUIName.navigationModifier && !tree.nameIs(callee, "modifier")
                }
                return false
            case .memberAccess:
                if tree.isSelfMember(n) { return !tree.nameIsOne(of: viewMembers, n) }
                guard let base = tree.firstChild(n) else { return false }
                n = base
            case .identifier:
                return !tree.nameStartsUppercase(n) && !tree.nameIs(n, "self") && !tree.nameIsOne(of: viewMembers, n)
            case .postfixIfConfig:
                guard let base = tree.firstChild(n) else { return false }
                n = base
            default:
                return false
            }
        }
        return false
    }

    /// A local or a parameter shown as a view: a value of a written type is that type's view (a scanned View's body, or
    /// a framework view holding no navigation of the program); a ViewModifier's `Content` is the view it modifies,
    /// composed where the modifier is used (nil: nothing to follow); anything else is a view NavLint cannot follow.
    func localViewTarget(_ value: ValueExpr, element: Int32) -> ViewUseTarget? {
        // `let label = Label(…).lineLimit(1)`: a view with SwiftUI's modifiers that hold no navigation is that view.
        var value = value
        while case .call(let base, let method) = value, FileIndexer.words.lookup(method) == SwiftUIName.commonModifier { value = base }
        // `let layer = controlsOverlay(…).frame(…).geometryGroup()`: the view's own view code, shown where the local is
        // (under any modifiers but those that present or register).
        var code = value
        while case .call(let base, let method) = code, FileIndexer.words.lookup(method) != SwiftUIName.navigationModifier { code = base }
        switch code {
        case .freeCall(let n), .selfProperty(let n), .call(.selfValue, let n):
            if viewMembers.contains(n) { return .member(n) }
        default: break
        }
        var written: TypeRef?
        switch value {
        case .typed(let t), .constructed(let t, _, _): written = t
        case .parameter(_, let t): written = t
        default: written = nil
        }
        // `title($0)` of a parameter `title: (T) -> Text`: the closure's result.
        if case .function(_, let result)? = written?.unwrapped { written = result }
        guard case .named(let path, _)? = written, let first = path.first, first.first?.isUppercase == true else { return .opaque }
        // Inside a stack of the modifier's own, the view it modifies is not known there (as `isModifierSubject` says).
        if path == ["Content"] && !genericNames.contains("Content") { return isInsideContainer(element) ? .opaque : nil }
        if path.count == 1 && genericNames.contains(first) { return .opaque }
        return .type(written!)
    }

    /// `any AccountTab`, `some AccountTab`: a value of a protocol type other than `View`, whose members the analysis looks
    /// up in the types that conform to it.
    func isExistential(_ t: TypeRef?) -> Bool {
        guard case .opaque(let inner)? = t?.unwrapped, case .named(let path, _) = inner, let last = path.last else { return false }
        return last != "View" && !(path.count == 1 && genericNames.contains(last))
    }

    /// Is the element inside a navigation container or split-view column of this region?
    func isInsideContainer(_ element: Int32) -> Bool {
        var e = element
        while e >= 0 && Int(e) < region.elements.count {
            if region.elements[Int(e)].kind.isContainer || region.elements[Int(e)].kind == .column { return true }
            e = region.elements[Int(e)].parent
        }
        return false
    }

    /// `content` in a ViewModifier's `body(content:)`: the view it modifies, whose methods are modifiers
    /// (`content.appCover(item) { … }`), not methods of a value.
    func isModifiedView(_ node: Int32) -> Bool {
        guard inRegion && region.kind == .viewModifierBody && kind(node) == .identifier, !genericNames.contains("Content"),
              let local = lookupLocal(name(node)) else { return false }
        switch local {
        case .typed(let t): return t == .named(["Content"], generics: [])
        case .parameter(_, let t): return t == .named(["Content"], generics: [])
        default: return false
        }
    }

    /// In a ViewModifier's `body(content:)`, `content` outside any container is the view the modifier is
    /// applied to, which is composed where the modifier is used: not opaque. Inside a stack it is.
    func isModifierSubject(_ statement: Int32, element: Int32) -> Bool {
        guard inRegion && region.kind == .viewModifierBody else { return false }
        // Only the content itself: another view shown there (`destination.view()` in a destination's closure) is one to
        // follow. (With a generic parameter named `Content`, the parameter's type does not tell, and any is taken.)
        if !genericNames.contains("Content") {
            guard case .named(let base, _, _) = FileIndexer.statementStart(statement, in: tree), let local = lookupLocal(base) else { return false }
            let content = TypeRef.named(["Content"], generics: [])
            switch local {
            case .typed(let t): guard t == content else { return false }
            case .parameter(_, let t): guard t == content else { return false }
            default: return false
            }
        }
        var e = element
        while e >= 0 && Int(e) < region.elements.count {
            if region.elements[Int(e)].kind.isContainer || region.elements[Int(e)].kind == .column { return false }
            e = region.elements[Int(e)].parent
        }
        return true
    }

    static let modifiersForContent: [StaticString] = ["navigationTitle", "navigationDestination", "toolbar", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden"]

    /// `.navigationTitle` and friends applied to a NavigationStack itself, where they have no effect.
    mutating func recordIfMisplaced(_ nameNode: Int32, container: Int32, args: CallArguments) {
        guard inRegion, Int(container) < region.elements.count, region.elements[Int(container)].kind == .stack,
              FileIndexer.modifiersForContent.contains(where: { tree.nameIs(nameNode, $0) }) else { return }
        // `.toolbar(.hidden, for: .tabBar)` acts on the tab bar from the stack: only toolbar content is misplaced.
        if tree.nameIs(nameNode, "toolbar") && !args.contains(where: { isClosure($0) }) { return }
        // Keyboard items sit above the keyboard, not in the navigation bar: whether they need the stack's content
        // cannot be told from the text, so a toolbar of keyboard items only is not reported.
        if tree.nameIs(nameNode, "toolbar"), let closure = args.last.flatMap({ argumentValue($0) }), kind(closure) == .closure,
           isKeyboardOnlyToolbar(closure) { return }
        region.misplacedModifiers.append(MisplacedModifierFact(modifier: name(nameNode), location: nameLocation(nameNode),
                                                               containerLocation: region.elements[Int(container)].location, containerElement: container,
                                                               platforms: platforms))
    }

    /// Is every item of a toolbar's content a `ToolbarItem`/`ToolbarItemGroup` placed `.keyboard`?
    func isKeyboardOnlyToolbar(_ closure: Int32) -> Bool {
        var any = false
        for item in children(closure) {
            guard kind(item) == .call, let callee = tree.firstChild(item), kind(callee) == .identifier,
                  tree.nameIs(callee, "ToolbarItem") || tree.nameIs(callee, "ToolbarItemGroup"),
                  let placement = argument("placement", in: arguments(of: item)),
                  let value = argumentValue(placement), kind(value) == .memberAccess, tree.firstChild(value) == nil,
                  tree.nameIs(value, "keyboard") else { return false }
            any = true
        }
        return any
    }

    /// `Task { … }` / `Task.detached { … }`: its closure is asynchronous work started now and never cancelled
    /// with the view (unlike `.task { }`).
    mutating func walkTask(_ args: CallArguments, element: Int32) {
        for a in args {
            if isClosure(a) {
                asyncStates.append(AsyncState(unsafeAwait: nil))
                walkArgument(a, view: false, element: element)
                asyncStates.removeLast()
            } else {
                walkArgument(a, view: false, element: element)
            }
        }
    }


    mutating func walkCall(_ node: Int32, view: Bool, element: Int32) -> Int32 {
        guard let callee = tree.firstChild(node) else { return -1 }
        let args = arguments(of: node)
        switch kind(callee) {
        case .memberAccess:
            if let base = tree.firstChild(callee), kind(base) == .identifier, tree.nameIs(base, "Task") {
                if tree.nameIs(callee, "detached") { walkTask(args, element: element); return -1 }
                // `try Task.checkCancellation()` is a liveness check.
                if tree.nameIs(callee, "checkCancellation"), !asyncStates.isEmpty { asyncStates[asyncStates.count - 1].unsafeAwait = nil }
            }
            guard let base = tree.firstChild(callee) else {
                for a in args { walkArgument(a, view: false, element: element) }
                return -1
            }
            // `StatusEditor.MainView(mode: .new)` in view code: a view type nested in another type (an enum used as a
            // namespace) is constructed, as `MainView(…)` is. (`SwiftUI.Text(…)` keeps the walk below.)
            if view && inRegion && nameStartsUppercase(callee), case .named(let path, _)? = tree.typeNamed(byExpression: callee),
               path.count > 1 && path[0] != "SwiftUI" {
                return walkConstruction(path[path.count - 1], type: .named(path, generics: []), call: node, callee: callee, args: args,
                                        view: view, element: element, construction: 0)
            }
            // In view code a SwiftUI modifier is a modifier whatever its subject (`coordinator.build(page:).navigationDestination`).
            var wordClass = nameClass(callee)
            // A library's or wrapper's modifier (`.nbNavigationDestination(for:)`, `.flowDestination(for:)`) is one too.
            if wordClass == 0 && view && !vocabulary.modifiers.isEmpty && vocabulary.modifiers[name(callee)] != nil {
                wordClass = SwiftUIName.navigationModifier
            }
            let knownModifier = view && (wordClass == SwiftUIName.navigationModifier || wordClass == SwiftUIName.commonModifier || wordClass == SwiftUIName.actionModifier)
            // A method on a plain value (`router.push(…)`, `path.append(…)`) is code; on a call's result in view
            // code (`content().withAppRouter()`) it may be an app-written modifier: it is recorded as both.
            // (Asked only of what is not a known modifier: a known one is walked as a modifier whatever its subject.)
            if !knownModifier {
                let valueReceiver = tree.isValueReceiver(base)
                // A method of collections and optionals (`posters.prefix(8).map { $0 }`) is one on a value, however built;
                // but in view code `map`/`flatMap` may be an optional's, whose closure builds the view shown
                // (`.overlay(model.current().map { BannerView(text: $0) })`).
                let collectionMethod = FileIndexer.ignoredCallNames.lookup(callee, in: tree) != 0
                    && !(view && tree.nameIsOne(of: FileIndexer.optionalViewMaps, callee) && !isCollectionMethodCall(base))
                let plainValue = valueReceiver && (!tree.containsCall(base) || collectionMethod)
                    && !(kind(base) == .identifier && tree.nameIsOne(of: viewMembers, base)) && !isModifiedView(base)
                if view && valueReceiver && !plainValue {
                    recordMethodCall(node, base: base, args: args, nameNode: callee)
                }
                if plainValue || !view {
                    recordMethodCall(node, base: base, args: args, nameNode: callee)
                    if view && inRegion && kind(base) == .identifier && tree.nameIsOne(of: viewMembers, base) {
                        region.uses.append(ViewUse(target: .member(name(base)), element: element, arguments: [], location: location(base)))
                    }
                    walkExpression(base, view: false, element: element)
                    // FlowStacks 1's `$routes.withDelaysIfUnsupported { $0.goBackToRoot(); $0.push(.detail) }`: the
                    // closure changes the routes array through its `inout` parameter.
                    if vocabulary.pushWrapsInRoute && tree.nameIs(callee, "withDelaysIfUnsupported"), let target = pathRef(base) {
                        walkRoutesClosures(args, target: target, element: element)
                        return -1
                    }
                    // `items.forEach { path.append($0) }`, `article.source.map { path.append($0) }`: the closure is handed
                    // an element (or the optional's value).
                    if FileIndexer.elementClosureMethods.lookup(callee, in: tree) != 0, let only = args.first, isClosure(only), args.count == 1 {
                        walkArgument(only, view: false, element: element, parameters: elementClosureParameters(base, closure: only))
                        return -1
                    }
                    for a in args { walkArgument(a, view: false, element: element) }
                    return -1
                }
            }
            let usesBefore = region.uses.count, linksBefore = region.links.count
            let subjectContainer = walkExpression(base, view: true, element: element)
            // `NavigationLink(value: x) { … }.tag(project)`: in a `List(selection:)` the row selects its tag.
            if inRegion && region.links.count > linksBefore && tree.nameIs(callee, "tag") && args.count == 1,
               let first = args.first, let v = argumentValue(first) {
                let tag = valueExpr(v)
                for l in linksBefore..<region.links.count where region.links[l].kind == .value { region.links[l].tag = tag }
            }
            if subjectContainer >= 0 { recordIfMisplaced(callee, container: subjectContainer, args: args) }
            // `.disabled(true)`: nothing in the views it modifies can be tapped (a preview of a screen, drawn only).
            if inRegion && region.uses.count > usesBefore && tree.nameIs(callee, "disabled") && args.count == 1,
               let first = args.first, let v = argumentValue(first), kind(v) == .booleanLiteral, tree.isTrueLiteral(v) {
                for u in usesBefore..<region.uses.count { region.disabledUses.append(Int32(u)) }
            }
            if wordClass == SwiftUIName.commonModifier, inRegion, tree.nameIs(callee, "environment"), let key = environmentSetterKey(args) {
                // `.environment(\.openRoute, OpenRouteAction { route in path.append(route) })`: a value set for the views below.
                walkEnvironmentSetter(key: key, nameNode: callee, args: args, element: element, subjectContainer: subjectContainer, views: true)
            } else if wordClass == SwiftUIName.commonModifier {
                // A gesture, or a closure computing a length or a feedback, holds no view.
                let valuesOnly = FileIndexer.valueOnlyModifiers.lookup(callee, in: tree) != 0
                for a in args { walkArgument(a, view: !valuesOnly && (isClosure(a) ? isContentClosure(a) : true), element: element) }
            } else if wordClass == SwiftUIName.actionModifier {
                // `.onChange(of: path) { old, new in … }`: the closure's parameters are the observed value.
                var observed: ValueExpr = .unknown
                if let of = argument("of", in: args), let v = argumentValue(of) {
                    observed = valueExpr(v)
                } else if tree.nameIs(callee, "onReceive"), let first = args.first, !isClosure(first), let v = argumentValue(first) {
                    observed = publishedValue(v)
                }
                for a in args { walkArgument(a, view: false, element: element, parameters: ClosureParameters(observed, observed)) }
            } else {
                walkModifier(name(callee), call: node, nameNode: callee, args: args, element: element, subjectContainer: subjectContainer)
            }
            return subjectContainer
        case .identifier:
            if tree.nameIs(callee, "Task") {
                walkTask(args, element: element)
                return -1
            }
            if nameStartsUppercase(callee) {
                // The Composable Architecture's `Reduce { state, action in state.path.append(.detail(…)) }` in a feature's
                // `body`: `state` is the feature's `State`.
                if vocabulary.readsReducers && !view && !owner.isEmpty && tree.nameIs(callee, "Reduce") {
                    for a in args {
                        walkArgument(a, view: false, element: element,
                                     parameters: isClosure(a) ? ClosureParameters(.typed(.named(["State"], generics: []))) : ClosureParameters())
                    }
                    return -1
                }
                guard view && inRegion else {
                    // Outside view code a construction records nothing (as `walkConstruction` says): no name is made.
                    for a in args { walkArgument(a, view: false, element: element) }
                    return -1
                }
                if nameClass(callee) == SwiftUIName.builtInView {
                    // SwiftUI's own views (`Text`, `VStack`): their closures are content, nothing else to record. The
                    // values handed to a view that shows only values (`Text(tags.map { $0.name }.joined())`) are code.
                    let valuesOnly = FileIndexer.valueOnlyViews.lookup(callee, in: tree)
                    // A type the program declares by that name (`struct TimelineView: View` of the app's own) is the
                    // program's: the analysis composes it when it finds one, and nothing when it does not.
                    region.uses.append(ViewUse(target: .builtInView(name(callee)), element: element, arguments: [], location: location(callee)))
                    // `AnyView(tab.makeView())`: the view it erases is shown where it is, as a statement of its own.
                    if tree.nameIs(callee, "AnyView"), args.count == 1, let only = args.first, !isClosure(only), label(only) == nil,
                       let value = argumentValue(only) {
                        walkStatement(value, view: true, element: element)
                        return -1
                    }
                    // `Path { path in path.addRect(r) }`, `Canvas { context, size in … }`: their closures draw.
                    for a in args { walkArgument(a, view: isClosure(a) ? valuesOnly != 2 && isContentClosure(a) : valuesOnly == 0, element: element) }
                    return -1
                }
                // The constructions walkConstruction knows are named by literals (nothing to build); others by their bytes.
                var construction = FileIndexer.constructionNames.lookup(callee, in: tree)
                let n = construction != 0 ? FileIndexer.constructionName(construction) : name(callee)
                // A library's or wrapper's view (`NBNavigationStack`, `FlowLink`), read as the construct it stands for.
                if !vocabulary.views.isEmpty, let m = vocabulary.views[n] {
                    let mapped: Construction = m.construct == .navigationStack ? .navigationStack : .navigationLink
                    if !m.onlyPushStyle || isPushStyle(args) {
                        relabel(args, m)
                        construction = mapped.rawValue
                        return walkConstruction(n, type: nil, call: node, callee: callee, args: args, view: view, element: element, construction: construction,
                                                mapping: m)
                    }
                }
                return walkConstruction(n, type: nil, call: node, callee: callee, args: args, view: view, element: element, construction: construction)
            }
            // The name is read from its bytes, and made into a String only for what records it.
            if view && inRegion && tree.nameIsOne(of: viewMembers, callee) {
                recordContentHandedOn(args, element: element)
                region.uses.append(ViewUse(target: .member(name(callee)), element: element, arguments: [], location: location(callee)))
                // Content handed to view code of the view itself (`channelSearchable { List { … } }`): shown where that
                // member shows it, as content handed to an app's own wrapper is.
                var handsContent = false
                for a in args where isClosure(a) && isContentClosure(a) { handsContent = true; break }
                if handsContent {
                    recordCall(receiver: nil, nameNode: callee, args: args)
                    for a in args {
                        let content = isClosure(a) && isContentClosure(a)
                        let target = content ? addElement(.forwarded, parent: element, name: name(callee), at: callee) : element
                        if content, let l = label(a), target != element { region.contentArguments.append(ContentArgument(element: target, label: l)) }
                        walkArgument(a, view: content, element: target)
                    }
                    return -1
                }
            }
            if view && inRegion && (nameClass(callee) == SwiftUIName.navigationModifier
                                    || (!vocabulary.modifiers.isEmpty && vocabulary.modifiers[name(callee)] != nil)) && !tree.nameIs(callee, "navigationViewStyle") {
                // A modifier on the implicit `self`, as written inside `extension View { … }`: navigationDestination,
                // sheet, fullScreenCover, popover, modifier.
                walkModifier(name(callee), call: node, nameNode: callee, args: args, element: element, subjectContainer: -1)
                return -1
            }
            // `environment(\.navigate, NavigateAction(perform: perform))` in a method of `extension View`: a value set for the
            // views below the one modified.
            if view && inRegion && tree.nameIs(callee, "environment"), let key = environmentSetterKey(args) {
                recordCall(receiver: nil, nameNode: callee, args: args)
                walkEnvironmentSetter(key: key, nameNode: callee, args: args, element: element, subjectContainer: -1, views: false)
                return -1
            }
            // `append(x)`, `insert(x, at: 0)`, `removeLast()` in `extension NavigationPath` or of an array: a change of the
            // path the method is called on.
            if pathReceiver == .value, case let method = FileIndexer.methodNames.lookup(callee, in: tree), method > 0 && method < 5 {
                recordMethodCall(node, base: -1, args: args, nameNode: callee)
                for a in args { walkArgument(a, view: false, element: element) }
                return -1
            }
            recordCall(receiver: nil, nameNode: callee, args: args)
            for a in args { walkArgument(a, view: false, element: element) }
            return -1
        case .typeExpression:
            let t = tree.firstChild(callee).map { tree.typeRef($0) } ?? .other
            return walkConstruction(t.simpleName ?? "", type: t, call: node, callee: callee, args: args, view: view, element: element)
        default:
            walkExpression(callee, view: view, element: element)
            for a in args { walkArgument(a, view: false, element: element) }
            return -1
        }
    }

    /// Walks the closures of `$routes.withDelaysIfUnsupported { routes in … }` with their first parameter (named, or
    /// `$0`) standing for the routes array `target`.
    mutating func walkRoutesClosures(_ args: CallArguments, target: PathRef, element: Int32) {
        var value = ValueExpr.unknown
        switch target {
        case .selfProperty(let p): value = .selfProperty(p)
        case .member(let b, let p): value = .member(b, p)
        default: break
        }
        let outer = routesClosure
        defer { routesClosure = outer }
        for a in args {
            if let v = argumentValue(a), kind(v) == .closure {
                // `$0` of this closure: the innermost once `walkClosure` adds the closure's parameters.
                routesClosure = (shorthandParameters.count + 1, target)
                walkArgument(a, view: false, element: element, parameters: ClosureParameters(value))
                routesClosure = outer
            } else {
                walkArgument(a, view: false, element: element)
            }
        }
    }

    /// Does the expression read `count` or `isEmpty` of `target` anywhere (`min(3, path.count)`)?
    func readsCount(of target: PathRef, in node: Int32) -> Bool {
        var stack = [node]
        while let n = stack.popLast() {
            if kind(n) == .memberAccess, tree.nameIs(n, "count") || tree.nameIs(n, "isEmpty"),
               let base = tree.firstChild(n), pathRef(base) == target { return true }
            for c in children(n) { stack.append(c) }
        }
        return false
    }

    /// `parameters` (the closure's `$0`…) are taken over (`consuming`), down to `shorthandParameters`: callers hand over
    /// arrays they just made, which are then moved rather than retained again.
    mutating func walkArgument(_ arg: Int32, view: Bool, element: Int32, parameters: consuming ClosureParameters = ClosureParameters()) {
        guard let value = argumentValue(arg) else { return }
        // Content handed in, passed as it is to what shows it in place (`VStack(content: content)`,
        // `overlay(content: content)`, `navigationDestination(isPresented: $x, destination: content)`) or to a callee
        // NavLint does not follow: shown where this element is.
        if inRegion, !contentNames.isEmpty, kind(value) != .closure, let n = contentNameArgument(arg), !recordedContentArguments.contains(arg) {
            region.contentSinks.append(ContentSink(name: n, element: element))
        }
        if kind(value) == .closure {
            walkClosure(value, view: view, element: element, parameters: parameters)
        } else {
            walkExpression(value, view: view, element: element)
        }
    }

    mutating func walkClosure(_ closure: Int32, view: Bool, element: Int32, parameters: consuming ClosureParameters) {
        pushScope()
        var index = 0
        let subjectModifier = pendingSubjectModifier
        pendingSubjectModifier = nil
        let savedSubjects = subjectParameters
        var restoreSubjects = subjectModifier != nil
        defer { if restoreSubjects { subjectParameters = savedSubjects } }
        for c in children(closure) where kind(c) == .closureSignature {
            for p in children(c) where kind(p) == .closureParameter {
                var value = index < parameters.count ? parameters[index] : .unknown
                if let t = children(p).first(where: { isTypeNode($0) }) { value = typedValue(tree.typeRef(t)) }
                if index == 0, let m = subjectModifier { subjectParameters[name(p)] = m }
                // `ForEach($items) { $item in … }`: `item` is the element, `$item` its binding.
                var bound = name(p)
                if bound.hasPrefix("$") { bound.removeFirst() }
                bindLocal(bound, value)
                index += 1
            }
        }
        // `.applying { $0.overlay(…) }`: with no parameter named, `$0` is the one the modifier hands its closure; this
        // closure's `$0` shadows an outer closure's.
        if index == 0 {
            if let m = subjectModifier {
                subjectParameters["$0"] = m
            } else if subjectParameters["$0"] != nil {
                subjectParameters["$0"] = nil
                restoreSubjects = true
            }
        }
        // `$0`… of this closure shadow any outer closure's, even when their values are not known.
        shorthandParameters.append(parameters)
        // A closure taken as view content whose body a view builder cannot have written is code that returns its view.
        let builder = !view || isViewBuilderClosure(closure)
        let savedReturnsViews = returnsViews
        returnsViews = view && !builder
        for s in children(closure) where kind(s) != .closureSignature {
            walkStatement(s, view: view && builder, element: element)
        }
        returnsViews = savedReturnsViews
        shorthandParameters.removeLast()
        popScope()
    }

    /// Can a view builder have written the closure's body? Not when it holds a statement a result builder cannot
    /// hold (`guard`, a loop, `defer`, `throw`, `do`/`catch`, `break`/`continue`, an assignment) or an explicit `return`,
    /// which turns the builder off (SE-0289): then the closure is code, as an action's, and only what it returns is a
    /// view. Branches of `if`/`switch`/`#if` are looked into; nested closures are not.
    func isViewBuilderClosure(_ closure: Int32) -> Bool {
        for s in children(closure) where kind(s) != .closureSignature {
            if !isBuilderStatement(s, depth: 0) { return false }
        }
        return true
    }

    /// A statement a result builder can hold, looking into its branches (past 64 levels, it is taken as one).
    func isBuilderStatement(_ s: Int32, depth: Int) -> Bool {
        guard depth < 64 else { return true }
        switch kind(s) {
        case .guardStmt, .whileStmt, .repeatStmt, .forStmt, .deferStmt, .throwStmt, .returnStmt, .breakStmt, .continueStmt,
             .fallthroughStmt, .catchClause, .labeledStmt:
            return false
        case .doStmt, .ifStmt, .codeBlock:
            for c in children(s) where kind(c) == .codeBlock || kind(c) == .ifStmt || kind(c) == .catchClause || kind(s) == .codeBlock {
                if !isBuilderStatement(c, depth: depth + 1) { return false }
            }
        case .switchStmt:
            for c in children(s).dropFirst() where !isBuilderStatement(c, depth: depth + 1) { return false }
        case .switchCase:
            for c in children(s) where kind(c) != .casePattern {
                if !isBuilderStatement(c, depth: depth + 1) { return false }
            }
        case .ifConfig:
            for clause in children(s) {
                for item in children(clause) where kind(item) != .ifConfigCondition {
                    if !isBuilderStatement(item, depth: depth + 1) { return false }
                }
            }
        case .sequence:
            // `x = y`, `count += 1`: an assignment is `()`, which no view builder takes.
            for c in children(s) where kind(c) == .binaryOperator && isAssignmentOperator(c) { return false }
            return !suspendsOrThrows(s, depth: 0)
        default:
            break
        }
        // `let page = try await client.get(…)`: a view builder's closure is neither async nor throwing.
        return !suspendsOrThrows(s, depth: 0)
    }

    /// Does the code hold an `await` or a `try` (not `try?`, `try!`) outside the closures nested in it?
    func suspendsOrThrows(_ node: Int32, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        switch kind(node) {
        case .awaitExpr: return true
        case .tryExpr where tree.nameIs(node, "try"): return true
        case .closure: return false
        default:
            for c in children(node) where suspendsOrThrows(c, depth: depth + 1) { return true }
            return false
        }
    }

    /// `=`, `+=`, `-=`, `*=`, `/=`, `%=`, `&=`, `|=`, `^=`, `<<=`, `>>=`, `??=`: not `==`, `<=`, `>=`, `!=`, `===`, `!==`.
    func isAssignmentOperator(_ op: Int32) -> Bool {
        let n = tree[op]
        let start = Int(n.nameStart), end = Int(n.nameEnd)
        guard end > start, tree.source.bytes[end - 1] == UInt8(ascii: "=") else { return false }
        if end - start == 1 { return true }
        let before = tree.source.bytes[end - 2]
        if before == UInt8(ascii: "=") || before == UInt8(ascii: "!") { return false }
        if end - start == 2 && (before == UInt8(ascii: "<") || before == UInt8(ascii: ">")) { return false }
        return true
    }

    // MARK: - Code facts

    /// The method's name is compared by its bytes (none of the names asked about has a character another is canonically
    /// equal to), and made into a String only when a call fact records it. `base` < 0: a call with no receiver in an
    /// extension of a path type (`append(x)` in `extension NavigationPath`), made on the path the method is called on.
    mutating func recordMethodCall(_ call: Int32, base: Int32, args: CallArguments, nameNode: Int32) {
        let loc = nameLocation(nameNode)
        // `self.init(…)` in an app-declared NavigationLink initializer: what it links is read from what it hands on.
        if owner == "NavigationLink" && member == "init" && tree.nameIs(nameNode, "init") && base >= 0 && kind(base) == .identifier && tree.nameIs(base, "self") {
            facts.linkInitializers.append(LinkInitializerFact(parameters: memberParameters, call: linkArguments(args), location: loc))
            return
        }
        var method = FileIndexer.methodNames.lookup(nameNode, in: tree)
        let pushCount = facts.pushes.count
        // Under a `case` of a switch over the function's parameter (files that import FlowStacks only).
        defer { if parameterCase != nil { markParameterCase(from: pushCount) } }
        // `path.push(x)`, `routes.push(.detail)`, `routes.presentSheet(.share, withNavigation: true)`: a library's helper
        // that appends (recorded as a call too, in case the receiver is an app's own router with a method of that name).
        var libraryPush = false
        var presentStyle = PushStyle.push
        if method == 0 && !vocabulary.pushMethods.isEmpty, let first = args.first, !tree[first].hasName {
            let n = name(nameNode)
            if vocabulary.pushMethods.contains(n) && args.count == 1 {
                method = 1
                libraryPush = true
            } else if let style = vocabulary.presentMethods[n], args.dropFirst().allSatisfy({ tree[$0].hasName }) {
                method = 1
                libraryPush = true
                presentStyle = style
            }
        }
        // `routes.goBack()`, `routes.dismiss()`, `routes.goBackToRoot()`: FlowStacks' helpers that go back.
        if method == 0 && !vocabulary.backMethods.isEmpty, let op = vocabulary.backMethods[name(nameNode)], let target = pathRef(receiver: base) {
            // They check the count themselves: going back from the root does nothing (and asserts in a debug build).
            recordPush(PushFact(target: target, operation: op == .removeLast && !args.isEmpty ? .removeLastCount : op, values: [],
                                function: functionKey, location: loc), checksCount: true)
        }
        switch method {
        case 1:   // append
            if let target = pathRef(receiver: base), let arg = args.first, let value = argumentValue(arg) {
                if hasLabel(arg, "contentsOf") {
                    recordAppend(contentsOf: value, to: target, at: nameNode)
                } else {
                    var pushed = valueExpr(value)
                    // FlowStacks' `routes.push(x)` appends `Route.push(x)`: `x` is a screen, not an element of the array.
                    if libraryPush && vocabulary.pushWrapsInRoute { pushed = .routed(pushed) }
                    var fact = PushFact(target: target, operation: .append, values: [(pushed, location(value))], function: functionKey, location: loc)
                    // `routes.presentSheet(x)`, `routes.append(.sheet(x, withNavigation: false))`: shown as a sheet.
                    if presentStyle != .push {
                        fact.valueStyles = [presentStyle]
                    } else if !libraryPush && vocabulary.pushWrapsInRoute {
                        fact.valueStyles = routeStyles([value])
                    }
                    recordPush(fact)
                }
            }
            if !libraryPush { return }
        case 2:   // removeLast
            if let target = pathRef(receiver: base) {
                var op = PushOperation.removeLast
                if let arg = args.first, let value = argumentValue(arg) {
                    op = .removeLastCount
                    if kind(value) == .memberAccess, tree.nameIs(value, "count"), let counted = tree.firstChild(value), pathRef(counted) == target {
                        op = .reset
                    }
                }
                // `removeLast(min(k, path.count))`: a count of the path read in the argument is a check of it.
                recordPush(PushFact(target: target, operation: op, values: [], function: functionKey, location: loc),
                           countArgument: op == .removeLastCount ? args.first.flatMap { argumentValue($0) } : nil)
            }
            return
        case 3:   // removeAll
            if let target = pathRef(receiver: base) {
                recordPush(PushFact(target: target, operation: .removeAll, values: [], function: functionKey, location: loc))
            }
            return
        case 4:   // insert, replaceSubrange, swapAt
            guard let target = pathRef(receiver: base) else { break }
            if tree.nameIs(nameNode, "insert"), let arg = args.first, let value = argumentValue(arg) {
                // `path.insert(x, at: 0)`, `path.insert(contentsOf: [a, b], at: 0)`: values put on the path, as by `append`
                // (below the screens already shown, but on the path all the same).
                if hasLabel(arg, "contentsOf") {
                    recordAppend(contentsOf: value, to: target, at: nameNode)
                } else {
                    var fact = PushFact(target: target, operation: .append, values: [(valueExpr(value), location(value))], function: functionKey, location: loc)
                    if vocabulary.pushWrapsInRoute { fact.valueStyles = routeStyles([value]) }
                    recordPush(fact)
                }
            } else if tree.nameIs(nameNode, "replaceSubrange"), let with = argument("with", in: args), let value = argumentValue(with) {
                // `path.replaceSubrange(1..., with: [x])`: the values put in place of others.
                recordAppend(contentsOf: value, to: target, at: nameNode)
            } else {
                // `path.swapAt(0, 1)`: a write that puts no value of its own.
                recordPush(PushFact(target: target, operation: .opaqueWrite, values: [], function: functionKey, location: loc))
            }
        case 5:   // encode
            if let first = args.first, let value = argumentValue(first), let target = pathRef(value) {
                facts.persistence.append(PersistenceFact(target: target, kind: .encoded, owner: owner, location: loc))
            }
        default:
            break
        }
        // `insert(x, at: 0)` on the implicit `self` of an extension of a path type: nothing more to record.
        if base < 0 { return }
        // A method `recordCall` ignores (`map`, `first`) records only the paths handed to it (`&path`, `$path`): with none
        // handed (most calls), nothing is recorded, and its receiver's value is not read.
        if FileIndexer.ignoredCallNames.lookup(nameNode, in: tree) != 0 && !handsPath(args) { return }
        var receiver = valueExpr(base)
        if case .unknown = receiver {
            guard kind(base) == .identifier else { return }
            // `DeepLinks.open(url, into: &path)`: a static method, called on its type.
            if let type = tree.typeNamed(byExpression: base) { receiver = .typed(type) }
        }
        recordCall(receiver: receiver, nameNode: nameNode, args: args)
    }

    /// The path a method call changes: the receiver's (`path.append(x)`), or, for a call with no receiver (`base` < 0) in
    /// an extension of `NavigationPath` or of an array (`append(x)`), the path the extension's method is called on.
    @inline(__always)
    func pathRef(receiver base: Int32) -> PathRef? {
        base < 0 ? (pathReceiver == .value ? .receiver : nil) : pathRef(base)
    }

    /// The methods `recordMethodCall` reads.
    static let methodNames = WordTable([(1, ["append"]), (2, ["removeLast"]), (3, ["removeAll"]), (4, ["insert", "replaceSubrange", "swapAt"]), (5, ["encode"])])

    static let ignoredCalls = [
        "map", "filter", "compactMap", "flatMap", "forEach", "reduce", "sorted", "sort", "first", "last", "contains",
        "print", "min", "max", "insert", "remove", "removeFirst", "firstIndex", "lastIndex", "joined", "split",
        "replacingOccurrences", "formatted", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "zip",
        "withAnimation", "fatalError", "precondition", "assert", "assertionFailure", "dismiss", "toggle",
    ]

    /// Methods of an optional that show what their closure builds when written in view code.
    static let optionalViewMaps = ["map", "flatMap"]

    /// `posters.prefix(8)`, `items.filter { … }`: the result of a collection method, itself a collection (so its
    /// `map` is a collection's, not an optional's).
    func isCollectionMethodCall(_ node: Int32) -> Bool {
        guard kind(node) == .call, let callee = tree.firstChild(node), kind(callee) == .memberAccess else { return false }
        return FileIndexer.ignoredCallNames.lookup(callee, in: tree) != 0
    }

    /// `ignoredCalls`, looked up by bytes (no hashing of the name).
    static let ignoredCallNames = WordTable([(1, ignoredCalls)])

    /// Is some argument written as one that may hand a path on (`&path`, `$path`), as `recordCall` reads them?
    @inline(__always)
    func handsPath(_ args: CallArguments) -> Bool {
        for a in args {
            guard let v = argumentValue(a) else { continue }
            if (kind(v) == .prefixOperator && tree.nameIs(v, "&")) || tree.isProjection(v) { return true }
        }
        return false
    }

    mutating func recordCall(receiver: ValueExpr?, nameNode node: Int32, args: CallArguments) {
        // `handle(&path)`, `router.bind($path)`: the callee may write the path with values NavLint does not see.
        for a in args {
            guard var v = argumentValue(a) else { continue }
            let isInout = kind(v) == .prefixOperator && tree.nameIs(v, "&")
            if isInout, let operand = tree.firstChild(v) { v = operand }
            guard isInout || tree.isProjection(v), let target = pathRef(v) else { continue }
            recordPush(PushFact(target: target, operation: .opaqueWrite, values: [], function: functionKey, location: location(v)))
        }
        guard FileIndexer.ignoredCallNames.lookup(node, in: tree) == 0 else { return }
        let name = self.name(node)
        // The arguments go to the file's list, together (no call fact is recorded while they are read).
        let start = facts.callArguments.count
        var inoutTargets: [(argument: Int, target: PathRef)] = []
        for a in args {
            guard let v = argumentValue(a), kind(v) != .closure else { continue }
            // `open(url, into: &path)`: the path a helper's `inout` parameter changes; `open(x, on: $path)`: the path a
            // `Binding` parameter's `wrappedValue` changes; `open(x, on: path)` in a helper: its own parameter, handed on.
            let k = facts.callArguments.count - start
            if kind(v) == .prefixOperator && tree.nameIs(v, "&") {
                if let operand = tree.firstChild(v), let target = pathRef(operand) { inoutTargets.append((k, target)) }
            } else if tree.isProjection(v) {
                if let target = pathRef(v) { inoutTargets.append((k, target)) }
            } else if memberHasPathParameter, kind(v) == .identifier, let target = pathRef(v), case .parameter = target {
                inoutTargets.append((k, target))
            }
            facts.callArguments.append((label(a), valueExpr(v), location(v)))
        }
        recordCallFact(CallFact(receiver: receiver, name: name, argumentStart: Int32(start), argumentCount: Int32(facts.callArguments.count - start),
                                functionOwner: owner, functionName: member, functionSignature: deferredSignature,
                                location: nameLocation(node), inoutTargets: inoutTargets))
    }

    /// `path += [a, b]`, `path = path + [a, b]`, `path.append(contentsOf: [a, b])`: values added to what the path holds,
    /// as `append(contentsOf:)`. `at`: the operator, or the method's name.
    mutating func recordAppend(contentsOf value: Int32, to target: PathRef, at op: Int32) {
        let values = kind(value) == .arrayLiteral ? children(value).map { (valueExpr($0), location($0)) } : [(.elementOf(valueExpr(value)), location(value))]
        var fact = PushFact(target: target, operation: .appendContentsOf, values: values, function: functionKey,
                            location: kind(op) == .binaryOperator ? location(op) : nameLocation(op))
        if vocabulary.pushWrapsInRoute && kind(value) == .arrayLiteral { fact.valueStyles = routeStyles(Array(children(value))) }
        fact.parameterCase = parameterCase
        recordPush(fact)
    }

    /// How FlowStacks shows each route written (`.sheet(x, withNavigation: true)`, `Route.cover(x)`, `.push(x)`,
    /// `.root(x)`); empty when every one is pushed.
    func routeStyles(_ nodes: [Int32]) -> [PushStyle] {
        let styles = nodes.map { node -> PushStyle in
            guard kind(node) == .call, let callee = tree.firstChild(node), kind(callee) == .memberAccess else { return .push }
            if let base = tree.firstChild(callee), !(kind(base) == .identifier && tree.nameIs(base, "Route")) { return .push }
            return tree.nameIs(callee, "sheet") ? .sheet : tree.nameIs(callee, "cover") ? .cover : .push
        }
        return styles.allSatisfy { $0 == .push } ? [] : styles
    }

    /// Notes the local just bound as a path that may be built and then assigned (`recordAssignmentOfLocalPath`).
    mutating func noteLocalPath(initializer: Int32) {
        guard !locals.isEmpty else { return }
        localPaths.append((locals.count - 1, initializer, facts.pushes.count))
    }

    /// Marks the pushes recorded from index `start` on as made under the current `parameterCase`.
    mutating func markParameterCase(from start: Int) {
        guard start < facts.pushes.count else { return }
        for i in start..<facts.pushes.count { facts.pushes[i].parameterCase = parameterCase }
    }

    mutating func recordAssignment(lhs: Int32, rhs: Int32, at op: Int32) {
        guard let target = pathRef(lhs) else { return }
        recordAssignment(to: target, rhs: rhs, at: op, depth: 0)
    }

    /// `path = next`, where `next` is a local path built before (`noteLocalPath`): the path gets what the local started
    /// from (read as if assigned itself: `path` itself, `NavigationPath()`, `[a, b]`, or values NavLint does not read),
    /// then every change made to the local since, each recorded again on the path, at this assignment. A removal is
    /// recorded as checked: whether the local was checked before it is not kept. nil: `rhs` is no such local.
    mutating func recordAssignmentOfLocalPath(to target: PathRef, rhs: Int32, at op: Int32, depth: Int) -> Bool? {
        guard !localPaths.isEmpty, kind(rhs) == .identifier, !tree.nameStartsWithByte(rhs, UInt8(ascii: "$")) else { return nil }
        let n = name(rhs)
        guard let k = localIndex(n), let noted = localPaths.last(where: { $0.local == k }) else { return nil }
        // Copied back into itself (`var path = path`, assigned to `path` again): nothing more to read.
        guard target != .local(n) else { return true }
        let end = facts.pushes.count, here = functionKey
        if pathRef(noted.initializer) != target { recordAssignment(to: target, rhs: noted.initializer, at: op, depth: depth + 1) }
        // Started from values of its own (`NavigationPath()`, `[a]`), or emptied since (`next.removeAll()`): what is added
        // next is part of a path set whole, whatever it held (as `path = [a, b]` is, for push-after-await).
        var whole = facts.pushes.count > end && (facts.pushes[end].operation == .reset || facts.pushes[end].operation == .assign)
        var i = noted.pushes
        while i < end {
            if facts.pushes[i].target == .local(n) && facts.pushes[i].function == here {
                var fact = facts.pushes[i]
                fact.target = target
                fact.location = location(op)
                switch fact.operation {
                case .reset, .removeAll: whole = true
                case .append, .appendContentsOf: if whole { fact.operation = .assign }
                default: break
                }
                let removal = fact.operation == .removeLast || fact.operation == .removeLastCount
                recordPush(fact, checksCount: removal)
            }
            i += 1
        }
        return true
    }

    mutating func recordAssignment(to target: PathRef, rhs: Int32, at op: Int32, depth: Int) {
        if depth < 4, recordAssignmentOfLocalPath(to: target, rhs: rhs, at: op, depth: depth) != nil { return }
        let pushCount = facts.pushes.count
        defer { if parameterCase != nil { markParameterCase(from: pushCount) } }
        let loc = location(op)
        // `path = path + [a, b]`: the path's own values, then more. (`var next = path + [a, b]`: one sequence node.)
        let sum = kind(rhs) == .sequence ? tree.firstChild(rhs) : rhs
        if let sum, let plus = nextSibling(sum), kind(plus) == .binaryOperator, tree.nameIs(plus, "+"), let added = nextSibling(plus),
           nextSibling(added) == nil, pathRef(sum) == target {
            recordAppend(contentsOf: added, to: target, at: op)
            return
        }
        switch kind(rhs) {
        case .arrayLiteral:
            if tree.firstChild(rhs) == nil {
                recordPush(PushFact(target: target, operation: .reset, values: [], function: functionKey, location: loc))
            } else {
                var fact = PushFact(target: target, operation: .assign, values: children(rhs).map { (valueExpr($0), location($0)) }, function: functionKey, location: loc)
                // `routes = [.root(.home), .sheet(.login, withNavigation: true)]`
                if vocabulary.pushWrapsInRoute { fact.valueStyles = routeStyles(Array(children(rhs))) }
                recordPush(fact)
            }
        case .call where tree.firstChild(rhs).map({ kind($0) == .identifier && (tree.nameIs($0, "NavigationPath")
                || (!vocabulary.pathTypes.isEmpty && vocabulary.pathTypes.contains(name($0)))) }) == true:
            let args = arguments(of: rhs)
            if args.isEmpty {
                recordPush(PushFact(target: target, operation: .reset, values: [], function: functionKey, location: loc))
            } else if let first = args.first, let value = argumentValue(first) {
                if kind(value) == .arrayLiteral {
                    recordPush(PushFact(target: target, operation: .assign, values: children(value).map { (valueExpr($0), location($0)) }, function: functionKey, location: loc))
                } else {
                    facts.persistence.append(PersistenceFact(target: target, kind: .restoredFromRepresentation, owner: owner, location: loc, value: valueExpr(value)))
                }
            }
        default:
            // `path = restored`, `path = try load()`: the path gets values NavLint does not read. (Not a finding of
            // push-after-await, which judges the mutations whose values it reads.)
            recordPush(PushFact(target: target, operation: .opaqueWrite, values: [], function: functionKey, location: loc))
        }
    }
}

/// The argument nodes of a call, in order, read from the tree as they are visited (no array is made). The indices are
/// the argument nodes themselves: siblings are numbered in source order, and `Int32.max` is the end.
public struct CallArguments: Collection {
    let nodes: IndexedNodes
    public let startIndex: Int32
    public var endIndex: Int32 { Int32.max }

    package init(nodes: NodeList, call: Int32) {
        self.nodes = IndexedNodes(nodes)
        startIndex = CallArguments.argument(from: self.nodes[call].firstChild, in: self.nodes)
    }

    /// The first argument node at or after sibling `node`.
    static func argument(from node: Int32, in nodes: IndexedNodes) -> Int32 {
        var c = node
        while c >= 0 {
            if nodes[c].kind == .argument { return c }
            c = nodes[c].nextSibling
        }
        return Int32.max
    }

    public subscript(position: Int32) -> Int32 { position }
    public func index(after i: Int32) -> Int32 { CallArguments.argument(from: nodes[i].nextSibling, in: nodes) }

    /// The last argument (a trailing closure, if any).
    public var last: Int32? {
        var result: Int32?
        for a in self { result = a }
        return result
    }
}
