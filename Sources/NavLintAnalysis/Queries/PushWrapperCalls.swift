// Calls of push wrappers: the calls the push-site pass typed whose callee pushes onto a stack's path.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A call fact of the program: its file's index in `NavigationAnalysis.files`, and its index in that file's `calls`.
public struct CallRef: Hashable, Sendable {
    public var file: Int32
    public var index: Int32

    public init(file: Int, index: Int) {
        self.file = Int32(file)
        self.index = Int32(index)
    }
}

extension NavigationAnalysis {
    /// The calls whose callee, as the push-site pass typed it (`Owner.method`), is a function that pushes onto a stack's
    /// path (`pushingFunctions`: a push wrapper, or a function calling one), leaving out the calls at which none of the
    /// function's pushes happens (`callsPushingNothing`).
    public func callsOfPushingFunctions() -> Set<CallRef> {
        var result: Set<CallRef> = []
        for target in Set(pushingFunctions) {
            for c in callsByTarget[target] ?? [] { result.insert(CallRef(file: c.file, index: c.index)) }
        }
        return callsPushingNothing.isEmpty ? result : result.subtracting(callsPushingNothing)
    }
}
