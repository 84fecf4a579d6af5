// The fixes of the rules that have them, worked out from the syntax tree at each finding (docs: the rule pages'
// "Fix" sections). A fix is offered only where the file parsed cleanly over the code it reads or changes.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

public enum Fixes {
    /// The rules some of whose findings have a fix.
    public static let ruleIDs: Set<String> = [DeprecatedNavigationAPI.id, MisplacedNavigationModifier.id]

    /// The fix of finding `d` in `file` (the file the finding is in, as it was linted), or nil when it has none.
    public static func fix(for d: Diagnostic, in file: FixableFile) -> Fix? {
        guard ruleIDs.contains(d.ruleID), let offset = file.offset(d.location) else { return nil }
        var found: (fix: Fix, site: Int32)?
        switch d.ruleID {
        case DeprecatedNavigationAPI.id:
            if d.message == DeprecatedNavigationAPI.message(.stackStyleOnStack) {
                found = removeStackStyle(at: offset, file)
            } else if d.message == DeprecatedNavigationAPI.stackStyleWithoutNavigationViewMessage {
                found = removeStackStyle(at: offset, file, title: "Remove '.navigationViewStyle(…)', which styles no NavigationView here")
            } else if d.message == DeprecatedNavigationAPI.message(.navigationView) {
                found = navigationViewToStack(at: offset, file)
            } else if d.message == DeprecatedNavigationAPI.nestedNavigationViewMessage {
                found = unwrapNavigationView(at: offset, file)
            } else if d.destinationFits && d.message == DeprecatedNavigationAPI.message(.isActiveLink) {
                found = replaceLink(at: offset, selection: false, file)
            } else if d.destinationFits && d.message == DeprecatedNavigationAPI.message(.selectionLink) {
                found = replaceLink(at: offset, selection: true, file)
            }
        case MisplacedNavigationModifier.id:
            found = moveModifierOntoRoot(at: offset, file)
        default:
            break
        }
        guard let found, !found.fix.edits.isEmpty else { return nil }
        // The whole expression the fix reads must have parsed cleanly, and its edits must lie in it.
        let site = file.start(found.site)..<file.end(found.site)
        guard file.parsedCleanly(site), found.fix.edits.allSatisfy({ $0.start >= site.lowerBound && $0.end <= site.upperBound }) else { return nil }
        return found.fix
    }

    // MARK: deprecated-navigation-api

    /// `.navigationViewStyle(.stack)` on a NavigationStack: removed.
    static func removeStackStyle(at offset: Int, _ file: FixableFile,
                                 title: String = "Remove '.navigationViewStyle(…)', which does nothing to a NavigationStack") -> (fix: Fix, site: Int32)? {
        guard let member = file.node(.memberAccess, at: offset, named: true), file.tree.name(member) == "navigationViewStyle",
              let call = file.parent(member), file.kind(call) == .call, file.tree.firstChild(call) == member,
              isStackStyle(call, file), let removal = removeModifier(call, member, file) else { return nil }
        return (Fix(title: title, isSafe: true, edits: [removal]),
                file.chainTop(call))
    }

    /// `NavigationView { … }` → `NavigationStack { … }`, with the stack style it no longer needs removed, and the
    /// navigation modifiers applied to it moved onto its root view (on a stack they would do nothing).
    static func navigationViewToStack(at offset: Int, _ file: FixableFile) -> (fix: Fix, site: Int32)? {
        guard let (call, name) = navigationViewCall(at: offset, file), file.arguments(call).count == 1,
              let (argument, closure) = file.contentClosure(call) else { return nil }
        var edits = [TextEdit(start: file.start(name), end: file.end(name), replacement: "NavigationStack")]
        if file.label(argument) == "content" {
            let a = file.tree[argument]
            edits.append(TextEdit(start: Int(a.nameStart), end: Int(a.nameEnd), replacement: "root"))
        }
        let statements = file.statements(closure)
        // Several views are columns: they call for a NavigationSplitView, not a stack.
        guard statements.count == 1 else { return nil }
        let root = file.isViewExpression(statements[0]) ? statements[0] : nil
        var columnStyle = false
        for (c, m) in file.modifierChain(of: call) {
            if file.tree.name(m) == "navigationViewStyle" {
                if !isStackStyle(c, file) { columnStyle = true }
                guard let removal = removeModifier(c, m, file) else { return nil }
                edits.append(removal)
            } else if isContentModifier(c, m, file) {
                guard let root, let moved = moveModifier(c, m, onto: root, file) else { return nil }
                edits += moved
            }
        }
        // One view and no column style: NavLint can see that no second column is given. An `if`, a `switch`, a
        // `ForEach` or a `Group` may give several.
        let oneColumn = !columnStyle && root.map { !["ForEach", "Group"].contains(file.rootCallee($0) ?? "") } == true
        return (Fix(title: "Replace 'NavigationView' with 'NavigationStack'", isSafe: oneColumn, edits: edits), file.chainTop(call))
    }

    /// A NavigationView shown inside another navigation container: replaced by its content, a single view.
    static func unwrapNavigationView(at offset: Int, _ file: FixableFile) -> (fix: Fix, site: Int32)? {
        guard let (call, _) = navigationViewCall(at: offset, file), file.arguments(call).count == 1,
              let (_, closure) = file.contentClosure(call) else { return nil }
        let statements = file.statements(closure)
        guard statements.count == 1, file.isViewExpression(statements[0]) else { return nil }
        let content = statements[0]
        // Nothing but the braces around the content (no comment) goes away with the wrapper.
        let before = file.text(file.start(closure), file.start(content)), after = file.text(file.end(content), file.end(closure))
        guard before.filter({ !$0.isWhitespace }) == "{", after.filter({ !$0.isWhitespace }) == "}" else { return nil }
        var text = file.text(file.start(content), file.end(content))
        let outer = file.indentation(file.start(call)), inner = file.indentation(file.start(content))
        if file.startsLine(file.start(content)), inner.hasPrefix(outer), let dedented = file.reindent(text, from: inner, to: outer) {
            text = dedented
        }
        var edits = [TextEdit(start: file.start(call), end: file.end(call), replacement: text)]
        for (c, m) in file.modifierChain(of: call) where file.tree.name(m) == "navigationViewStyle" {
            guard let removal = removeModifier(c, m, file) else { return nil }
            edits.append(removal)
        }
        return (Fix(title: "Remove the nested 'NavigationView' and keep its content", isSafe: true, edits: edits), file.chainTop(call))
    }

    /// The call `NavigationView(…) { … }` whose name is at `offset`, and its name.
    static func navigationViewCall(at offset: Int, _ file: FixableFile) -> (call: Int32, name: Int32)? {
        guard let name = file.node(.identifier, at: offset), file.tree.name(name) == "NavigationView",
              let call = file.parent(name), file.kind(call) == .call, file.tree.firstChild(call) == name else { return nil }
        return (call, name)
    }

    /// `.navigationViewStyle(.stack)` or `.navigationViewStyle(StackNavigationViewStyle())`.
    static func isStackStyle(_ call: Int32, _ file: FixableFile) -> Bool {
        guard let a = file.arguments(call).first, file.arguments(call).count == 1, file.label(a).isEmpty, let v = file.value(a) else { return false }
        if file.kind(v) == .memberAccess { return file.tree.firstChild(v) == nil && file.tree.name(v) == "stack" }
        if file.kind(v) == .call, let callee = file.tree.firstChild(v), file.kind(callee) == .identifier {
            return file.tree.name(callee) == "StackNavigationViewStyle" && file.arguments(v).isEmpty
        }
        return false
    }

    // MARK: deprecated-navigation-api: NavigationLink(isActive:) and NavigationLink(tag:selection:)

    /// A deprecated link's arguments: a title or a label closure, the destination (a view or a closure), the binding
    /// (`isActive:` or `selection:`) and the tag.
    struct DeprecatedLink {
        var call: Int32
        var title: Int32?
        var destination: Int32
        var label: Int32?
        var binding: Int32
        var tag: Int32?
    }

    /// The views around a place in view code, walking out through the calls whose content it is, as far as the code
    /// around it can be read: up to a navigation container, or to the top of a body or function.
    struct Surroundings {
        /// The calls (`List { … }`, `VStack { … }`), innermost first, each with the names bound between the place
        /// and it (closure parameters, `if let`, `let` in a closure before the place), which the call does not see.
        var calls: [(call: Int32, name: String, bound: Set<String>)] = []
        /// The parameters of the closures around the place that make a view per element (`ForEach(items) { item in`,
        /// `List(items) { item in`).
        var forEachParameters: Set<String> = []
        /// False when the walk stopped in a modifier's content (`.toolbar { }`, `.overlay { }`), in a `Menu`, or in
        /// code it does not read: what holds the place is not known.
        var complete = false
    }

    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// `NavigationLink(…isActive: $flag…)` → a Button that sets the flag, and `.navigationDestination(isPresented: $flag)`
    /// with the link's destination; `NavigationLink(…tag: x, selection: $selection…)` → a Button that sets the
    /// selection, and `.navigationDestination(item: $selection)`. The modifier goes on the outermost lazy container
    /// around the link (for a selection, outside any ForEach too: one destination serves every tag), else on the
    /// Button. A hidden link (an `EmptyView` label or an empty title) leaves only the modifier: in place of the
    /// `.background(…)` or `.overlay(…)` that holds it, or on the view whose content it is.
    static func replaceLink(at offset: Int, selection: Bool, _ file: FixableFile) -> (fix: Fix, site: Int32)? {
        guard let link = deprecatedLink(at: offset, selection: selection, file) else { return nil }
        let top = file.chainTop(link.call)
        let hidden = isHidden(link, file)
        var edits: [TextEdit] = []
        var holder: (call: Int32, member: Int32)?   // the `.background(…)` of a hidden link
        let around: Surroundings
        if hidden, let h = modifierHolding(top, file) {
            holder = h
            around = surroundings(of: h.call, file)
        } else if hidden {
            // A statement among others in a view's content: its lines go.
            guard let closure = file.parent(top), file.kind(closure) == .closure, file.statements(closure).count >= 2,
                  file.startsLine(file.start(top)), file.text(file.end(top), file.lineEnd(file.end(top))).allSatisfy({ $0 == " " || $0 == "\t" })
            else { return nil }
            var end = file.lineEnd(file.end(top))
            if end < file.bytes.count { end += file.bytes[end] == 13 && end + 1 < file.bytes.count && file.bytes[end + 1] == 10 ? 2 : 1 }
            edits.append(TextEdit(start: file.lineStart(file.start(top)), end: end, replacement: ""))
            around = surroundings(of: top, file)
            // The closure is the content of the innermost call around (not of a modifier or a navigation container).
            guard let argument = file.parent(closure), let call = around.calls.first?.call, file.parent(argument) == call else { return nil }
        } else {
            around = surroundings(of: top, file)
        }
        guard around.complete else { return nil }

        // The view the modifier goes on: the outermost lazy container (or ForEach, for a selection); for a hidden
        // statement at least the view whose content it is. A modifier on a ForEach, a Group or a Section applies to
        // each view it makes: the view around it takes the modifier instead.
        var at = around.calls.lastIndex { FileIndexer.defaultLazyContainers.contains($0.name) || (selection && $0.name == "ForEach") }
        if hidden && holder == nil { at = max(at ?? 0, 0) }
        if var i = at {
            while i < around.calls.count && ["ForEach", "Group", "Section"].contains(around.calls[i].name) { i += 1 }
            guard i < around.calls.count else { return nil }
            at = i
        }

        // A selection: the view's own `@State`, bound by this link alone (two links on it would give two destinations).
        var parameter: String?
        var action: String
        if selection {
            guard let tag = link.tag, file.kind(link.binding) == .identifier else { return nil }
            let name = String(file.tree.name(link.binding).dropFirst())
            guard file.tree.name(link.binding).hasPrefix("$"), isState(name, around: link.call, file), projections(of: name, file) == 1,
                  !file.text(file.start(tag), file.end(tag)).contains(where: { $0.isNewline }) else { return nil }
            // The tag that is a ForEach's element names the destination's parameter: the selected element.
            parameter = "_"
            if file.kind(tag) == .identifier, around.forEachParameters.contains(file.tree.name(tag)) { parameter = file.tree.name(tag) }
            action = "\(name) = \(file.text(file.start(tag), file.end(tag)))"
        } else {
            guard let property = assignedProperty(link.binding, file) else { return nil }
            action = "\(property) = true"
        }

        // What moves must mean the same where it goes: no name bound in between.
        if let at {
            var moved = names(in: link.binding, file).union(names(in: link.destination, file))
            if let parameter { moved.remove(parameter) }
            let bound = Set(around.calls[at].bound.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 })
            guard moved.allSatisfy({ !bound.contains($0.hasPrefix("$") ? String($0.dropFirst()) : $0) && !($0.hasPrefix("$") && $0.dropFirst().first?.isNumber == true) })
            else { return nil }
        }

        if !hidden {
            guard let button = button(link, action: action, file) else { return nil }
            edits.append(TextEdit(start: file.start(link.call), end: file.end(link.call), replacement: button))
        }
        let site: Int32
        if let at {
            site = file.chainTop(around.calls[at].call)
            let place = modifierPlace(after: site, ownLine: true, file)
            guard let modifier = destinationModifier(link, parameter: parameter, indent: place.indent, ownLine: !place.prefix.isEmpty, file)
            else { return nil }
            edits.append(TextEdit(start: place.at, end: place.at, replacement: place.prefix + modifier))
            if let holder {
                guard let removal = removeModifier(holder.call, holder.member, file) else { return nil }
                edits.append(removal)
            }
        } else if let holder {
            // In place of the `.background(…)`.
            guard let (_, dot) = modifierStart(holder.member, file),
                  let modifier = destinationModifier(link, parameter: parameter, indent: file.indentation(dot), ownLine: file.startsLine(dot), file)
            else { return nil }
            site = file.chainTop(holder.call)
            edits.append(TextEdit(start: dot, end: file.end(holder.call), replacement: modifier))
        } else {
            // On the Button.
            site = top
            let place = modifierPlace(after: top, ownLine: true, file)
            guard let modifier = destinationModifier(link, parameter: parameter, indent: place.indent, ownLine: !place.prefix.isEmpty, file)
            else { return nil }
            edits.append(TextEdit(start: place.at, end: place.at, replacement: place.prefix + modifier))
        }
        let kind = selection ? "NavigationLink(tag:selection:)" : "NavigationLink(isActive:)"
        let modifier = selection ? "navigationDestination(item:)" : "navigationDestination(isPresented:)"
        let title = hidden ? "Replace the hidden '\(kind)' with '.\(modifier)'" : "Replace '\(kind)' with a Button and '.\(modifier)'"
        return (Fix(title: title, isSafe: false, edits: edits), site)
    }

    /// The deprecated link whose name is at `offset`, in one of its forms.
    static func deprecatedLink(at offset: Int, selection: Bool, _ file: FixableFile) -> DeprecatedLink? {
        guard let name = file.node(.identifier, at: offset), file.tree.name(name) == "NavigationLink",
              let call = file.parent(name), file.kind(call) == .call, file.tree.firstChild(call) == name else { return nil }
        var title: Int32?, destination: Int32?, label: Int32?, binding: Int32?, tag: Int32?
        for (i, a) in file.arguments(call).enumerated() {
            guard let v = file.value(a) else { return nil }
            let l = file.label(a)
            if l == "destination" && destination == nil {
                destination = a
            } else if l == "label" && label == nil {
                label = a
            } else if l == (selection ? "selection" : "isActive") && binding == nil {
                binding = v
            } else if l == "tag" && selection && tag == nil {
                tag = v
            } else if l.isEmpty && file.kind(v) == .closure {
                // Unlabelled closures: the destination, then the label.
                if destination == nil { destination = a } else if label == nil { label = a } else { return nil }
            } else if l.isEmpty && i == 0 {
                title = a
            } else {
                return nil
            }
        }
        guard let destination, let binding, (title == nil) != (label == nil), (tag != nil) == selection else { return nil }
        return DeprecatedLink(call: call, title: title, destination: destination, label: label, binding: binding, tag: tag)
    }

    /// A link with nothing to show: an empty title, or a label that is `EmptyView()`, `EmptyView.init` or nothing.
    static func isHidden(_ link: DeprecatedLink, _ file: FixableFile) -> Bool {
        if let t = link.title, let v = file.value(t) { return file.kind(v) == .stringLiteral && file.text(file.start(v), file.end(v)) == "\"\"" }
        guard let l = link.label, let v = file.value(l) else { return false }
        guard file.kind(v) == .closure else { return file.text(file.start(v), file.end(v)) == "EmptyView.init" }
        let statements = file.statements(v)
        if statements.isEmpty { return file.tree.child(v, kind: .closureSignature) == nil }
        guard statements.count == 1, file.kind(statements[0]) == .call, let callee = file.tree.firstChild(statements[0]) else { return false }
        return file.kind(callee) == .identifier && file.tree.name(callee) == "EmptyView" && file.arguments(statements[0]).isEmpty
    }

    /// `.background(link)`, `.background { link }` (or `.overlay`) whose one argument is the chain `top`.
    static func modifierHolding(_ top: Int32, _ file: FixableFile) -> (call: Int32, member: Int32)? {
        guard var argument = file.parent(top) else { return nil }
        if file.kind(argument) == .closure {
            guard file.statements(argument) == [top], let a = file.parent(argument) else { return nil }
            argument = a
        }
        guard file.kind(argument) == .argument, file.label(argument).isEmpty, let call = file.parent(argument), file.kind(call) == .call,
              file.arguments(call) == [argument], let member = file.tree.firstChild(call), file.kind(member) == .memberAccess,
              ["background", "overlay"].contains(file.tree.name(member)) else { return nil }
        return (call, member)
    }

    static func surroundings(of node: Int32, _ file: FixableFile) -> Surroundings {
        var result = Surroundings()
        var bound: Set<String> = []
        var n = node
        walk: while let p = file.parent(n) {
            switch file.kind(p) {
            case .memberAccess, .call:
                // Up a chain of modifiers: `n` is their subject.
                guard file.tree.firstChild(p) == n else { break walk }
            case .argument:
                // Content of a view (`VStack { … }`, `List(items) { … }`), not of a modifier.
                guard let call = file.parent(p), file.kind(call) == .call, let callee = file.tree.firstChild(call),
                      file.kind(callee) == .identifier else { break walk }
                let name = file.tree.name(callee)
                if navigationContainers.contains(name) {
                    result.complete = true
                    break walk
                }
                // A menu shows its content elsewhere, only while it is open.
                if name == "Menu" { break walk }
                result.calls.append((call, name, bound))
                if name == "ForEach" || FileIndexer.defaultLazyContainers.contains(name), let closure = file.value(p), file.kind(closure) == .closure,
                   let signature = file.tree.child(closure, kind: .closureSignature) {
                    result.forEachParameters.formUnion(boundNames(in: signature, file))
                }
                n = call
                continue walk
            case .closure:
                if let signature = file.tree.child(p, kind: .closureSignature) { bound.formUnion(boundNames(in: signature, file)) }
                for statement in file.statements(p) {
                    if statement == n { break }
                    if file.kind(statement) == .variableDecl { bound.formUnion(boundNames(in: statement, file)) }
                }
            case .codeBlock:
                guard let q = file.parent(p), file.kind(q) == .ifStmt else {
                    // The top of a body, a function or an accessor.
                    result.complete = file.parent(p).map { [.patternBinding, .accessor, .functionDecl].contains(file.kind($0)) } ?? false
                    break walk
                }
            case .ifStmt, .switchCase:
                for c in file.children(p) where file.kind(c) == .conditionList || file.kind(c) == .casePattern {
                    bound.formUnion(boundNames(in: c, file))
                }
            case .switchStmt:
                break
            case .returnStmt:
                result.complete = true
                break walk
            default:
                break walk
            }
            n = p
        }
        return result
    }

    /// The names a declaration, a pattern or a condition may bind: every name in it (more than it binds, which
    /// only makes a fix less often possible).
    static func boundNames(in node: Int32, _ file: FixableFile) -> Set<String> {
        var result: Set<String> = []
        var pending = [node]
        while let n = pending.popLast() {
            switch file.kind(n) {
            case .identifier, .closureParameter, .optionalBinding, .valueBindingPattern, .patternBinding:
                if file.tree[n].hasName { result.insert(file.tree.name(n)) }
            default:
                break
            }
            pending += file.children(n)
        }
        return result
    }

    /// The identifiers an expression reads.
    static func names(in node: Int32, _ file: FixableFile) -> Set<String> {
        var result: Set<String> = []
        var pending = [node]
        while let n = pending.popLast() {
            if file.kind(n) == .identifier { result.insert(file.tree.name(n)) }
            pending += file.children(n)
        }
        return result
    }

    /// `flag` for `$flag`, `model.flag` for `$model.flag`: what the Button sets.
    static func assignedProperty(_ binding: Int32, _ file: FixableFile) -> String? {
        var n = binding
        while file.kind(n) == .memberAccess, let base = file.tree.firstChild(n) { n = base }
        guard file.kind(n) == .identifier else { return nil }
        let name = file.tree.name(n)
        guard name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber else { return nil }
        let text = file.text(file.start(binding) + 1, file.end(binding))
        return text.contains(where: { $0.isWhitespace }) ? nil : text
    }

    /// Is `name` a `@State` property of the type whose code holds `node`?
    static func isState(_ name: String, around node: Int32, _ file: FixableFile) -> Bool {
        var n = node
        while let p = file.parent(n), file.kind(p) != .typeDecl { n = p }
        guard let type = file.parent(n), file.kind(type) == .typeDecl, let members = file.tree.child(type, kind: .memberBlock) else { return false }
        return file.children(members).contains { d in
            file.kind(d) == .variableDecl
                && file.children(d).contains { file.kind($0) == .attribute && file.tree.name($0) == "@State" }
                && file.children(d).contains { file.kind($0) == .patternBinding && file.tree.name($0) == name }
        }
    }

    /// How many times the file writes `$name` (a name or a member).
    static func projections(of name: String, _ file: FixableFile) -> Int {
        let projection = "$" + name
        var count = 0
        for i in file.tree.nodes.indices {
            let k = file.tree.nodes[i].kind
            if (k == .identifier || k == .memberAccess) && file.tree.nodes[i].hasName && file.tree.name(Int32(i)) == projection { count += 1 }
        }
        return count
    }

    /// `Button("Title") { action }` or `Button { action } label: { … }`, the label as the link wrote it.
    static func button(_ link: DeprecatedLink, action: String, _ file: FixableFile) -> String? {
        if let t = link.title, let v = file.value(t) { return "Button(\(file.text(file.start(v), file.end(v)))) { \(action) }" }
        guard let l = link.label, let v = file.value(l), file.kind(v) == .closure, file.tree.child(v, kind: .closureSignature) == nil else { return nil }
        return "Button { \(action) } label: " + file.text(file.start(v), file.end(v))
    }

    /// `.navigationDestination(isPresented: $flag) { … }` (`item: $selection` and a closure taking `parameter`, for a
    /// selection) with the link's destination, for a line indented with `indent`: the destination on lines of its
    /// own when `ownLine`, else as the link wrote it.
    static func destinationModifier(_ link: DeprecatedLink, parameter: String?, indent: String, ownLine: Bool, _ file: FixableFile) -> String? {
        guard let v = file.value(link.destination) else { return nil }
        let binding = file.text(file.start(link.binding), file.end(link.binding))
        let head = ".navigationDestination(\(link.tag == nil ? "isPresented" : "item"): \(binding)) {" + (parameter.map { " \($0) in" } ?? "")
        let from = file.indentation(file.start(v))
        if file.kind(v) == .closure {
            guard file.tree.child(v, kind: .closureSignature) == nil,
                  let text = file.reindent(file.text(file.start(v), file.end(v)), from: from, to: indent) else { return nil }
            return head + text.dropFirst()
        }
        let inner = ownLine ? indent + file.indentUnit : indent
        guard let text = file.reindent(file.text(file.start(v), file.end(v)), from: from, to: inner) else { return nil }
        return ownLine ? head + file.lineBreak + inner + text + file.lineBreak + indent + "}" : head + " " + text + " }"
    }

    // MARK: misplaced-navigation-modifier

    /// The modifiers misplaced-navigation-modifier reports on a NavigationStack.
    static let contentModifiers: Set<String> = ["navigationTitle", "navigationDestination", "toolbar", "navigationBarTitleDisplayMode",
                                                "navigationBarBackButtonHidden"]

    static func isContentModifier(_ call: Int32, _ member: Int32, _ file: FixableFile) -> Bool {
        let name = file.tree.name(member)
        guard contentModifiers.contains(name) else { return false }
        if name == "toolbar" {
            // `.toolbar(.hidden, for: .tabBar)` acts from the stack; a toolbar of keyboard items is not reported.
            guard let last = file.arguments(call).last, let v = file.value(last), file.kind(v) == .closure else { return false }
            let items = file.statements(v)
            let keyboardOnly = !items.isEmpty && items.allSatisfy { file.text(file.start($0), file.end($0)).contains("placement: .keyboard") }
            return !keyboardOnly
        }
        return true
    }

    /// `.navigationTitle(…)` and the like on `NavigationStack { root }`: moved onto `root`.
    static func moveModifierOntoRoot(at offset: Int, _ file: FixableFile) -> (fix: Fix, site: Int32)? {
        guard let member = file.node(.memberAccess, at: offset, named: true),
              let call = file.parent(member), file.kind(call) == .call, file.tree.firstChild(call) == member,
              var base = file.tree.firstChild(member) else { return nil }
        // Down the chain to the stack: `NavigationStack { }.padding().navigationTitle("")`.
        while file.kind(base) == .call, let callee = file.tree.firstChild(base), file.kind(callee) == .memberAccess,
              let inner = file.tree.firstChild(callee) {
            base = inner
        }
        guard file.kind(base) == .call, let callee = file.tree.firstChild(base), file.kind(callee) == .identifier,
              file.tree.name(callee) == "NavigationStack", let (_, closure) = file.contentClosure(base) else { return nil }
        let statements = file.statements(closure)
        guard statements.count == 1, file.isViewExpression(statements[0]),
              let edits = moveModifier(call, member, onto: statements[0], file) else { return nil }
        return (Fix(title: "Move '.\(file.tree.name(member))' onto the stack's root view", isSafe: true, edits: edits), file.chainTop(base))
    }

    // MARK: Edits

    /// Removes the modifier `call` (`.name(…)`, whose member access is `member`) from the chain it is in, with the
    /// blanks and line breaks before it; nil when anything else (a comment) lies between it and its subject.
    static func removeModifier(_ call: Int32, _ member: Int32, _ file: FixableFile) -> TextEdit? {
        guard let (subjectEnd, _) = modifierStart(member, file) else { return nil }
        return TextEdit(start: subjectEnd, end: file.end(call), replacement: "")
    }

    /// Where a modifier's subject ends and where its `.` is; nil unless only blanks and line breaks lie between.
    static func modifierStart(_ member: Int32, _ file: FixableFile) -> (subjectEnd: Int, dot: Int)? {
        guard let base = file.tree.firstChild(member), file.kind(base) != .placeholder, file.tree[member].hasName else { return nil }
        let bytes = file.bytes
        let subjectEnd = file.end(base)
        var dot = Int(file.tree[member].nameStart) - 1
        while dot > subjectEnd && file.isSpace(bytes[dot]) { dot -= 1 }
        guard dot >= subjectEnd, bytes[dot] == UInt8(ascii: "."), (subjectEnd..<dot).allSatisfy({ file.isSpace(bytes[$0]) }) else { return nil }
        return (subjectEnd, dot)
    }

    /// Moves the modifier `call` from its chain to the end of `root`: on a line of its own when it had one (indented
    /// as the root's own modifiers are), else right after the root.
    static func moveModifier(_ call: Int32, _ member: Int32, onto root: Int32, _ file: FixableFile) -> [TextEdit]? {
        guard let (subjectEnd, dot) = modifierStart(member, file) else { return nil }
        let bytes = file.bytes
        let text = file.text(dot, file.end(call))
        let ownLine = (subjectEnd..<dot).contains { bytes[$0] == 10 || bytes[$0] == 13 }
        let place = modifierPlace(after: root, ownLine: ownLine, file)
        guard let moved = file.reindent(text, from: file.indentation(dot), to: place.indent) else { return nil }
        return [TextEdit(start: place.at, end: place.at, replacement: place.prefix + moved),
                TextEdit(start: subjectEnd, end: file.end(call), replacement: "")]
    }

    /// Where a modifier is added at the end of `root`, and how: on a line of its own when `ownLine` and only a comment
    /// follows the root on its line (`prefix` is the line break and indentation), else right after the root. `indent`
    /// is the indentation of the modifier's line.
    static func modifierPlace(after root: Int32, ownLine: Bool, _ file: FixableFile) -> (at: Int, prefix: String, indent: String) {
        let bytes = file.bytes
        let rootEnd = file.end(root)
        let rest = String(file.text(rootEnd, file.lineEnd(rootEnd)).drop { $0 == " " || $0 == "\t" })
        guard ownLine && (rest.isEmpty || rest.hasPrefix("//")) else { return (rootEnd, "", file.indentation(rootEnd)) }
        // The indentation of the root's last line when it closes the root or is one of its modifiers, else one
        // level deeper than the root's first line.
        let lastLine = file.lineStart(rootEnd)
        var first = lastLine
        while first < rootEnd && file.isBlank(bytes[first]) { first += 1 }
        let closes = lastLine > file.lineStart(file.start(root)) && [UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ".")].contains(bytes[first])
        let indent = closes ? file.indentation(rootEnd) : file.indentation(file.start(root)) + file.indentUnit
        return (file.lineEnd(rootEnd), file.lineBreak + indent, indent)
    }
}
