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
}
