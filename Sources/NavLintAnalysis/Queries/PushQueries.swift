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
        // A push in a generic view has a site per construction of the view: those of one type are judged together.
        var byInstanceType: [ResolvedType: [SourceLocation: Int]] = [:]
        for i in pushSites.indices {
            if pushSites[i].fixedAt != nil {
                if let k = byInstanceType[pushSites[i].type]?[pushSites[i].location] {
                    result[k].sites.append(i)
                } else {
                    byInstanceType[pushSites[i].type, default: [:]][pushSites[i].location] = result.count
                    result.append(JudgedPush(location: pushSites[i].location, callers: [], sites: [i]))
                }
                continue
            }
            guard let chosen = pushSites[i].typeChosenAt else {
                result.append(JudgedPush(location: pushSites[i].location, callers: [], sites: [i]))
                continue
            }
            if let k = byChoice[chosen] {
                result[k].callers.append(pushSites[i].location)
                result[k].sites.append(i)
            } else {
                byChoice[chosen] = result.count
                result.append(JudgedPush(location: chosen, callers: [pushSites[i].location], sites: [i]))
            }
        }
        return result.sorted { $0.location < $1.location || (!($1.location < $0.location) && $0.site < $1.site) }
    }
}

extension NavigationAnalysis {
    /// The stacks a judged push fails on: those of each of its sites (a wrapper's call sites may be shown in other
    /// stacks), in the order first found.
    package func unmappedContexts(of judged: JudgedPush) -> [ContextID] {
        var seen: Set<ContextID> = []
        return judged.sites.flatMap { unmappedContexts(ofPushSite: $0) }.filter { seen.insert($0).inserted }
    }
}
