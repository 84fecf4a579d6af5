// The passes that build the navigation model, in the order they run: read this list to know the whole analysis.

/// Each pass reads what the passes above it added (and the tables `NavigationAnalysis.init` makes first: the type
/// table, the view graph and each value link's type) and adds one part of the model. The order is the order of
/// the cases; each says why it comes where it does.
public enum AnalysisPass: String, CaseIterable, Sendable {
    /// Reads: the view graph, link types. Adds: `registrations`, a number per registered type, each value link's
    /// type number, registrations by frame and by container. First: every later pass compares types by number.
    case registrations
    /// Reads: the type table, view uses, computed bindings in the facts. Adds: `bindings` (a child's `@Binding`
    /// handed `$path` stands for the parent's path). Before `stacks`: a stack bound to a computed binding binds
    /// the property it reads and writes.
    case bindings
    /// Reads: bindings. Adds: `contexts` (stacks, NavigationViews, split-view columns) with the path each binds,
    /// and the saved paths. Before `pushes`: an array no stack binds is not a path, and its pushes are not pushes.
    case stacks
    /// Reads: stacks, bindings, registration numbers. Adds: `pushSites` (each push reported where its value is
    /// chosen, through push wrappers), unresolved pushes, calls after an `await`. Before `scopes`: what a path is
    /// pushed decides which pages a stack reaches.
    case pushes
    /// Reads: registrations, stacks, pushes. Adds: each context's pages, the registrations each page sees, the
    /// pages it pushes, whether the context was read in full, and how each value link fares in each context. Then
    /// moves the pushes of closures set into the environment as actions to the calls of those actions in the views
    /// each stack shows (which the pages say; the sites keep their types, so the scopes stay as they are).
    case scopes
    /// Reads: scopes. Adds: `placement` (views inside some context, views only outside any). Last, and only for
    /// the rules that ask where a view stands and for the route graph.
    case placement

    /// A pass that runs only when some enabled rule (or the route graph) needs it; the others always run.
    public var isOptional: Bool { self == .placement }

    func run(on analysis: NavigationAnalysis, jobs: Int) {
        switch self {
        case .registrations: analysis.collectRegistrations(jobs: jobs)
        case .bindings:
            analysis.collectAliases()
            analysis.collectBindingAliases()
        case .stacks:
            analysis.collectContexts(jobs: jobs)
            analysis.collectPersistence()
        case .pushes: analysis.collectPushSites(jobs: jobs)
        case .scopes:
            analysis.computeScopes(jobs: jobs)
            analysis.moveEnvironmentActionPushes()
        case .placement: analysis.placement = analysis.computePlacement()
        }
    }
}
