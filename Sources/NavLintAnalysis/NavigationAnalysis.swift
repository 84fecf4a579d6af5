// The navigation model: the facts of all files analysed into stacks, pages, registrations, links, pushes and
// paths (docs/model.md). Built once by the passes `AnalysisPass` lists, in order, then only read.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// The analysis of all files. Once built it changes no more, except for memo tables behind locks
/// (`LockedCache`): the rules read it from several threads at once. Its state is grouped by the pass that fills it;
/// a pass's file says what it reads and adds (Passes/), queries several rules share are in Queries/, and a
/// query only one rule asks is in that rule's file.
public final class NavigationAnalysis: @unchecked Sendable {
    // Tables made before the passes (`init`).
    public let files: [FileFacts]
    public let table: TypeTable
    public let inference: TypeInference
    public let graph: ViewGraph
    /// The type of each value link, by region and link (`linkType(_:)`).
    let linkTypeTable: [[ResolvedType]]
    /// Value links made through an app-declared initializer whose type that initializer chooses: where it does.
    package let linkTypeChosenAt: [FactRef: SourceLocation]

    // `registrations`
    public internal(set) var registrations: [Registration] = []
    package internal(set) var registrationsByFrame: [Frame: [RegistrationID]] = [:]
    /// Scopes compare types by number: each distinct registered type gets one, in registration order.
    var registeredTypeIDs: [ResolvedType: Int32] = [:]
    /// The number of each registration's type: two registrations have one number when they have one type.
    var registrationTypeID: [Int32] = []
    /// The number of a registration of type `.unknown` (which may map anything), or -1.
    var unknownTypeID: Int32 = -1
    /// Each value link's type number: `notKnown`, `notRegistered`, or the number of its registered type.
    var linkTypeIDs: [[Int32]] = []
    static let notKnown: Int32 = -2
    static let notRegistered: Int32 = -1
    package internal(set) var registrationsAttachedTo: [FactRef: [RegistrationID]] = [:]
    /// Value links in a generic view whose type its generic parameters decide (`NavigationLink(value: destination)` in
    /// `MediaCard<Destination>`): their type at each construction of the view (docs/model.md#generic-views).
    public internal(set) var genericLinks: [FactRef: [GenericLinkInstance]] = [:]

    // `bindings`
    var bindings = PathBindings()
    /// Computed bindings and the property each reads and writes.
    var computedBindings: [PathKey: PathKey] = [:]

    // `stacks`
    public internal(set) var contexts: [NavigationContext] = []
    var contextsByKey: [PathKey: [ContextID]] = [:]
    /// Saved paths: representative key -> where it is saved.
    public internal(set) var persisted: [PathKey: SourceLocation] = [:]

    // `pushes`
    public internal(set) var pushSites: [PushSite] = []
    var pushSitesByKey: [PathKey: [Int]] = [:]
    /// The number of each push site's type among the registered types (see `registeredTypeIDs`), or -1.
    var pushSiteTypeIDs: [Int32] = []
    public internal(set) var unresolvedPushes = 0
    /// Where the pushes of unknown type are (for `--explain`).
    public internal(set) var unresolvedPushLocations: [SourceLocation] = []
    /// Paths that some push of unknown type goes onto: any registration may be pushed on them.
    var keysWithUnresolvedPushes: Set<PathKey> = []
    /// Calls by the type they are made on and the method name (`NavigationRouter.push`), each resolved once.
    var callsByTarget: [MemberName: [(file: Int, index: Int, callerOwner: String?)]] = [:]
    /// `Owner.method` of functions that push onto a stack's path (push wrappers, called or not), once per push: made
    /// into a set only when asked (`callsOfPushingFunctions`). A function whose only writes replace the whole path
    /// (`path = [.home]`) is not one: what it leaves does not depend on the screen on top.
    package internal(set) var pushingFunctions: [MemberName] = []
    /// Calls of functions in `pushingFunctions` at which none of their pushes happens (`PushBatch.callsLeftOut`).
    package internal(set) var callsPushingNothing: Set<CallRef> = []

    // `scopes`
    /// `registrations(in:)` of every page, worked out ahead (`preparePages`) and read with no lock.
    var pageRegistrations: [Frame: Set<RegistrationID>] = [:]
    /// How each value link fares in each context it is reached in.
    public internal(set) var linkContexts: [FactRef: [LinkInContext]] = [:]
    /// How each instance of a generic link fares in each context that shows its construction.
    public internal(set) var genericLinkContexts: [GenericLinkKey: [LinkInContext]] = [:]
    /// The numbers of the types registered on each context's pages (`registeredTypeIDs`).
    var contextTypeIDs: [Set<Int32>] = []

    // `placement` (empty when the pass did not run)
    /// Computed when the analysis is built (a lazy property would be filled by two threads at once).
    public internal(set) var placement = Placement()

    /// The platforms the program is built for, as its project says (`ProjectPlatforms`); all when it does not say.
    /// A fact relates to others only on these (docs/model.md#platforms).
    public let programPlatforms: Platforms

    // Set by the driver and memo tables.
    /// Files that belong to several programs (shared code beside two apps, see `Linter.programs`): what they declare
    /// may be used by code that another program holds, so "never used anywhere" cannot be told from this one.
    public var sharedFiles: Set<Int32> = []
    /// Time each step of building the analysis took, in order (for `navlint-bench --timings`).
    public internal(set) var phaseNanoseconds: [(step: String, nanoseconds: UInt64)] = []
    /// Time each rule took on this analysis (set by `Linter`; rules run in parallel, so these overlap).
    public package(set) var ruleNanoseconds: [(rule: String, nanoseconds: UInt64)] = []
    let registeredTypesCache = LockedCache<ContextID, Set<ResolvedType>>()
    let viewTypesShownCache = LockedCache<ContextID, Set<String>>()
    /// Per context and view type shown on its pages: the numbers of the types registered where it is shown.
    let typesSeenByViewCache = LockedCache<ViewInContext, (found: Bool, types: Set<Int32>)>()
    /// The view-code regions of an owner type, by owner (each found once, when a push of that view is first judged).
    let regionsOfOwnerCache = LockedCache<String, [RegionID]>()
    /// Per context: the numbers of the types registered at its root page (`rootSees`).
    let rootTypesCache = LockedCache<ContextID, Set<Int32>>()
    /// Per context: `pagesShowingRegions(in:)`.
    let pagesShowingRegionsCache = LockedCache<ContextID, [RegionID: [Set<RegistrationID>]]>()
    let genericConstructionsCache = LockedCache<String, [GenericConstruction]>()
    let contextFramesCache = LockedCache<ContextID, Set<Frame>>()

    /// How many distinct types are registered (the numbers of `registrationTypeID` are below it).
    package var registeredTypeCount: Int { registeredTypeIDs.count }

    /// Builds the model: the type table and view graph, each link's type, then the passes of `AnalysisPass` in
    /// order. `passes`: the optional passes to run (`AnalysisPass.required(by:)` of the enabled rules); the others
    /// always run. `jobs`: threads for the parts computed region by region, file by file or context by context in
    /// parallel (the view graph, link and registered types, stack paths, push wrappers, pages and scopes).
    /// `platforms`: those the program is built for (all when not known).
    public init(files: [FileFacts], jobs: Int = 1, passes: Set<AnalysisPass> = Set(AnalysisPass.allCases), platforms: Platforms = .all) {
        self.files = files
        programPlatforms = platforms
        var clock = monotonicNanoseconds()
        var phases: [(String, UInt64)] = []
        func lap(_ name: String) {
            let now = monotonicNanoseconds()
            phases.append((name, now - clock))
            clock = now
        }
        // The type table is built on one thread while the others lay out the view regions, which need no table.
        let (builtTable, layout) = ParallelMap.both(jobs: jobs, { TypeTable(files: files) }, { ViewGraph.layout(of: files, jobs: max(1, jobs - 1)) })
        table = builtTable
        lap("types")
        graph = ViewGraph(layout: layout, table: table, jobs: jobs)
        inference = graph.inference
        lap("views")
        (linkTypeTable, linkTypeChosenAt) = NavigationAnalysis.typeLinks(graph, initializers: LinkInitializers(files: files, inference: inference), jobs: jobs)
        lap("links")
        for pass in AnalysisPass.allCases where !pass.isOptional || passes.contains(pass) {
            pass.run(on: self, jobs: jobs)
            lap(pass.rawValue)
        }
        phaseNanoseconds = phases
    }

    /// The type a value link presents, resolved in its region.
    public func linkType(_ ref: FactRef) -> ResolvedType {
        linkTypeTable[Int(ref.region)][Int(ref.index)]
    }

    /// The number of a value link's type among the registered types (`registrationTypeID`), or a negative number
    /// when no registration has its type (or it is not known).
    func linkTypeID(_ ref: FactRef) -> Int32 {
        linkTypeIDs[ref.region.index][Int(ref.index)]
    }

    // The model's registrations and contexts by id.

    public subscript(_ id: RegistrationID) -> Registration { registrations[id.index] }
    public var registrationIDs: [RegistrationID] { registrations.indices.map(RegistrationID.init) }
    public subscript(_ id: ContextID) -> NavigationContext { contexts[id.index] }
    public var contextIDs: [ContextID] { contexts.indices.map(ContextID.init) }

    // Registered types by number (`RegisteredTypeID`).

    /// The number of a registration's type.
    public func registeredType(of id: RegistrationID) -> RegisteredTypeID { RegisteredTypeID(registrationTypeID[id.index]) }
    /// The number of a value link's type, or nil when no registration has its type (or it is not known).
    public func registeredType(ofLink ref: FactRef) -> RegisteredTypeID? {
        let t = linkTypeID(ref)
        return t >= 0 ? RegisteredTypeID(t) : nil
    }
    /// The number of `pushSites[i]`'s type, or nil when no registration has it.
    public func registeredType(ofPushSite i: Int) -> RegisteredTypeID? {
        pushSiteTypeIDs[i] >= 0 ? RegisteredTypeID(pushSiteTypeIDs[i]) : nil
    }
    /// The number of `.unknown` when some registration's type is not known (it may map anything).
    public var unknownRegisteredType: RegisteredTypeID? { unknownTypeID >= 0 ? RegisteredTypeID(unknownTypeID) : nil }
}

/// A view type in one context (`NavigationAnalysis.typesSeen(byView:in:)`).
struct ViewInContext: Hashable, Sendable {
    let context: ContextID
    let owner: String
}
