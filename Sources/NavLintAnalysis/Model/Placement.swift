// Where each view stands: inside some navigation context, or only outside any (the `placement` pass).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// Where each frame stands: inside some navigation context's pages, and/or in a context known to be outside
    /// navigation (the app's scenes, a sheet's content), with the place that starts that outside context.
    public struct Placement {
        public var inside: Set<Frame> = []
        public var outside: [Frame: SourceLocation] = [:]
    }
}
