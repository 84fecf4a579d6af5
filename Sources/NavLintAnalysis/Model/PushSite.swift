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
    /// Where the pushed value's type is fixed, when that is inside a push wrapper and not at `location`: the
    /// `append` in `func push(_ page: Page) { path.append(Frame(page: page)) }` pushes a `Frame` whatever the call
    /// site passes. Nil when the call site's value decides the type.
    public var typeChosenAt: SourceLocation?
    /// Pushed, or presented as a sheet or cover (FlowStacks' `presentSheet`, `presentCover`, `.sheet(x)` routes).
    public var style = PushStyle.push
    /// For a value whose type is a generic parameter of the view that pushes it (`path.append(item)` in `Row<Item>`):
    /// the construction of the view that fixes it (its name token), one site per construction; nil for any other push.
    public var fixedAt: SourceLocation?
    /// The view built there (the pushing view, or one that hands its value on to it).
    public var fixedIn: String?
    /// That construction's frame (and those of the constructions around it that fix its arguments, see
    /// `GenericInstance`): the push lands on a stack that shows them.
    package var constructionFrames: [Frame] = []

    package init(type: ResolvedType, location: SourceLocation, key: PathKey, targets: [PathKey], function: FunctionKey, typeChosenAt: SourceLocation? = nil) {
        self.type = type
        self.location = location
        self.key = key
        self.targets = targets
        self.function = function
        self.typeChosenAt = typeChosenAt
    }
}

/// Push sites as the rules that judge a pushed type report them (docs/model.md#push-sites): a type chosen inside a
/// wrapper is judged once, at the wrapper's push, whatever number of call sites reach it.
public struct JudgedPush: Sendable {
    /// The first site (an index into `pushSites`) whose type is chosen at `location`.
    public var site: Int { sites[0] }
    public var location: SourceLocation
    /// The call sites through which a wrapper's push is reached, in source order (empty for a site reported where it is).
    public var callers: [SourceLocation]
    /// Every site judged here (indices into `pushSites`): `site` alone, or each call site of the wrapper.
    public var sites: [Int]
}

/// How a value link fares in one context it is reached in (the types it sees there: `visibleTypes(ofLink:in:)`).
public struct LinkInContext: Sendable {
    public var context: ContextID
    public var mapped: Bool
}
