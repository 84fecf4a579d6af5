// deprecated-navigation-api's fix of NavigationLink(isActive:) and NavigationLink(tag:selection:): a Button and a
// navigationDestination modifier, placed where the link's surroundings allow.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension Fixes {
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
}
