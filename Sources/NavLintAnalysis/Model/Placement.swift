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
        /// The platforms on which a frame of `inside` (`outside`) stands there, for the frames that do so on fewer
        /// than all platforms (docs/model.md#platforms); a frame not listed does so on all.
        public var insidePlatforms: [Frame: Platforms] = [:]
        public var outsidePlatforms: [Frame: Platforms] = [:]

        /// The platforms on which a frame stands inside some navigation context (none when it is not inside).
        public func platformsInside(_ f: Frame) -> Platforms { inside.contains(f) ? insidePlatforms[f] ?? .all : [] }

        /// The platforms on which a frame stands in a context outside navigation (none when it is not outside).
        public func platformsOutside(_ f: Frame) -> Platforms { outside[f] != nil ? outsidePlatforms[f] ?? .all : [] }
    }
}
