// A navigation context: what a NavigationStack, a NavigationView or a split-view column is in the model.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A navigation context: a NavigationStack, a legacy NavigationView, or one column of a NavigationSplitView.
public struct NavigationContext: Sendable {
    public var kind: ElementKind
    public var root: Frame
    public var container: FactRef            // the ContainerFact (for a column: its split view)
    public var location: SourceLocation      // the container's name token
    public var pathKey: PathKey?             // the bound path's representative key
    /// Registrations visible on each page (the root frame and every pushed content frame).
    public var visible: [Frame: Set<RegistrationID>] = [:]
    public var allRegistrations: Set<RegistrationID> = []
    /// The pages each page may push (through links, destinations and pushes onto the bound path).
    public var successors: [Frame: Set<Frame>] = [:]
    /// Some of its code could not be read in full (nesting too deep): findings that depend on it stay silent.
    public var isIncomplete = false
    /// For an incomplete context, the first place (in source order) that could not be followed, and why.
    public var unread: UnreadContent?
}

/// Why a context is not read in full (docs/model.md#incomplete), shown by `--explain`.
public struct UnreadContent: Sendable, Equatable {
    public enum Reason: UInt8, Sendable {
        case opaqueView   // a view NavLint cannot follow: `content()`, a helper's result, an unknown closure's view
        case tooDeep      // code nested too deeply to read
        case tooManySteps // the scope did not settle
    }
    public var reason: Reason
    public var location: SourceLocation
}
