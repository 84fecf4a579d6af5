// Programmatic pushes and value links as the model judges them: where the value is chosen, and how a link fares per context.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A programmatic push as NavLint reports it: at the place the value was chosen.
public struct PushSite: Sendable {
    public var type: ResolvedType
    public var location: SourceLocation
    public var key: PathKey                  // the property pushed onto
    public var targets: [PathKey]            // the properties it may stand for (through @Binding children)
    /// The function the value is chosen in (a view's body, a coordinator's method).
    public var function: FunctionKey
}

/// How a value link fares in one context it is reached in (the types it sees there: `visibleTypes(ofLink:in:)`).
public struct LinkInContext: Sendable {
    public var context: Int
    public var mapped: Bool
}
