// One scanned type as the type table holds it: its declarations and extensions merged.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// One scanned type with everything its declaration and extensions say. Members are read through the
/// declarations, not copied out of them.
public struct TypeInfo: Sendable {
    public var name: String
    public var kind: DeclKind
    /// Each declaration or extension, with the scope its member types are written in.
    public var declarations: [(decl: TypeDecl, context: [String])] = []
    public var genericParameterCount = 0
    /// The generic parameters of the type's declaration, in order (`Page<Item>`: `Item`).
    public var genericParameterNames: [String] = []

    package init(name: String, kind: DeclKind) {
        self.name = name
        self.kind = kind
    }

    package mutating func add(_ t: TypeDecl, context: [String]) {
        declarations.append((t, context))
        genericParameterCount = max(genericParameterCount, t.genericParameterNames.count)
        if t.kind != .extension && genericParameterNames.isEmpty { genericParameterNames = t.genericParameterNames }
    }

    public func property(_ name: String) -> (PropertyDecl, context: [String])? {
        for (d, context) in declarations {
            if let p = d.properties.first(where: { $0.name == name }) { return (p, context) }
        }
        return nil
    }

    /// Every declaration of the property `name`: more than one only for a generic type whose conditional extensions
    /// (`extension Page where Item == Product`) each declare it.
    public func properties(named name: String) -> [(PropertyDecl, context: [String])] {
        var result: [(PropertyDecl, context: [String])] = []
        for (d, context) in declarations {
            if let p = d.properties.first(where: { $0.name == name }) { result.append((p, context)) }
        }
        return result
    }

    public func enumCase(_ name: String) -> EnumCaseDecl? {
        for (d, _) in declarations {
            if let c = d.cases.first(where: { $0.name == name }) { return c }
        }
        return nil
    }

    public func methods(named name: String) -> [(MethodDecl, context: [String])] {
        var result: [(MethodDecl, context: [String])] = []
        for (d, context) in declarations {
            for m in d.methods where m.name == name { result.append((m, context)) }
        }
        return result
    }

    /// What the type inherits, each in the scope it is written in (an extension's own scope).
    public var inherits: [(TypeRef, context: [String])] {
        declarations.flatMap { d, context in d.inherits.map { ($0, d.kind == .extension ? d.lexicalParents : context) } }
    }

    public var attributes: [String] { declarations.flatMap(\.decl.attributes) }
    public var cases: [EnumCaseDecl] { declarations.flatMap(\.decl.cases) }
    public var hasBindingProperty: Bool {
        declarations.contains { $0.decl.properties.contains { $0.holdsBinding || $0.wrapper == "Bindable" } }
    }
}
