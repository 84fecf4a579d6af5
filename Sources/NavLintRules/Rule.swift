// The rule interface and the catalog of all rules.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

/// Everything a rule may read: the analysis of all files, and its options.
public struct RuleContext {
    public let analysis: NavigationAnalysis
    public let options: [String: String]
    public let codableTypes: Set<String>
    /// Types whose `navigationDestination(for:)` is registered in code NavLint does not scan (`.navlint.json`).
    public let externalDestinationTypes: Set<String>

    /// A finding's place for a user: `File.swift:12:5`.
    public func describe(_ location: SourceLocation) -> String {
        let path = analysis.files.first { $0.file == location.file }?.path ?? "?"
        return "\(path):\(location.line):\(location.column)"
    }

    package init(analysis: NavigationAnalysis, options: [String: String], codableTypes: Set<String>, externalDestinationTypes: Set<String> = []) {
        self.analysis = analysis
        self.options = options
        self.codableTypes = codableTypes
        self.externalDestinationTypes = externalDestinationTypes
    }
}

public protocol Rule: Sendable {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    /// Off unless enabled in the configuration.
    static var isOptIn: Bool { get }
    /// Option names and their allowed values (empty: any value).
    static var options: [String: [String]] { get }
    /// The optional analysis passes the rule reads (`AnalysisPass.isOptional`); the others always run.
    static var requiredPasses: Set<AnalysisPass> { get }
    /// The rule's own facts of each file, gathered during the walk (`WalkCollector`); made only when the rule is enabled.
    static var collector: (any WalkCollector.Type)? { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public static var isOptIn: Bool { false }
    public static var options: [String: [String]] { [:] }
    public static var requiredPasses: Set<AnalysisPass> { [] }
    public static var collector: (any WalkCollector.Type)? { nil }

    package func finding(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(ruleID: Self.id, severity: Self.defaultSeverity, message: message, location: location, notes: notes)
    }
}

public enum RuleCatalog {
    /// Rules that take longest on large programs (`navlint-bench --timings` prints the slowest), started first when
    /// rules run in parallel. Only the order in which they start depends on this; findings come back in catalog order.
    static let slowestFirst = [UnreachableRoute.id, UnusedDestination.id, ModelObjectInPath.id, NonCodablePathElement.id,
                               NavigationLoop.id, UnmappedDestination.id]

    package static func startOrder(_ rule: any Rule.Type) -> Int {
        slowestFirst.firstIndex(of: rule.id) ?? slowestFirst.count
    }

    public static let all: [any Rule.Type] = [
        UnmappedDestination.self,
        DestinationInLazyContainer.self,
        NonCodablePathElement.self,
        DeprecatedNavigationAPI.self,
        ModelObjectInPath.self,
        DuplicateDestination.self,
        UnguardedRemoveLast.self,
        MisplacedNavigationModifier.self,
        LinkOutsideNavigation.self,
        DestinationOutsideStack.self,
        PushAfterAwait.self,
        UnusedDestination.self,
        UnreachableRoute.self,
        NestedNavigationStack.self,
        NavigationLoop.self,
        PathBindingPassedDown.self,
        ViewLinkInRestoredStack.self,
        SuperfluousSuppression.self,
    ]

    public static func rule(_ id: String) -> (any Rule.Type)? { all.first { $0.id == id } }
}
