// A `navigationDestination(for:)` registration, as the model holds it.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A `navigationDestination(for:)` registration.
public struct Registration: Sendable {
    public var ref: FactRef
    public var type: ResolvedType
    public var content: Frame
    public var location: SourceLocation
}
