// Push sites grouped where their type is chosen (docs/model.md#push-sites).

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension NavigationAnalysis {
    /// The push sites the type-judging rules report, in source order of where they are reported: each site whose call
    /// site chose the value on its own, and once per wrapper push whose type the wrapper fixes (with its call sites).
    /// The sites of one wrapper push share their type and the path they act on, so one judgement holds for all.
    package func judgedPushes() -> [JudgedPush] {
        var result: [JudgedPush] = []
        var byChoice: [SourceLocation: Int] = [:]
        for i in pushSites.indices {
            guard let chosen = pushSites[i].typeChosenAt else {
                result.append(JudgedPush(site: i, location: pushSites[i].location, callers: []))
                continue
            }
            if let k = byChoice[chosen] {
                result[k].callers.append(pushSites[i].location)
            } else {
                byChoice[chosen] = result.count
                result.append(JudgedPush(site: i, location: chosen, callers: [pushSites[i].location]))
            }
        }
        return result.sorted { $0.location < $1.location || (!($1.location < $0.location) && $0.site < $1.site) }
    }
}
