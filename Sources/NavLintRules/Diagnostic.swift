// What rules report: a finding at a place, with a severity, a message and notes pointing at related places.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info, warning, error

    var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

public struct Note: Sendable, Equatable {
    public var message: String
    public var location: SourceLocation
}

extension Note {
    /// For a value whose type a wrapper (a push function, an app's NavigationLink initializer) chooses: where the
    /// wrapper is called, the first call and how many others (none when it has no call).
    static func calls(_ callers: [SourceLocation], of wrapper: String = "the function that pushes it") -> [Note] {
        guard let first = callers.first else { return [] }
        let others = callers.count - 1
        let rest = others == 0 ? "" : others == 1 ? " and at 1 other place" : " and at \(others) other places"
        return [Note(message: "\(wrapper) is called here\(rest)", location: first)]
    }
}

extension Note {
    /// For a value in a generic view whose type a construction of the view fixes (`MediaCard(destination: person)`):
    /// where a view is built so, per view (the generic view, or one that hands it a value of its own parameter), the
    /// first place and how many others.
    static func constructions(_ places: [(location: SourceLocation, view: String)], type: ResolvedType) -> [Note] {
        var byView: [String: [SourceLocation]] = [:]
        for p in places { byView[p.view, default: []].append(p.location) }
        return byView.map { view, locations in
            let sorted = Array(Set(locations)).sorted()
            let others = sorted.count - 1
            let rest = others == 0 ? "" : others == 1 ? " and at 1 other place" : " and at \(others) other places"
            return Note(message: "\"\(view)\" is built here\(rest), which gives the value the type \"\(type)\"", location: sorted[0])
        }.sorted { $0.location < $1.location }
    }
}

public struct Diagnostic: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]
    /// The finding's fix, when the driver worked one out (`Fixes`; the json and sarif reports show it).
    public var fix: Fix? = nil
    /// For a deprecated `isActive:` or `tag:selection:` link: a `navigationDestination` can take its place, as far as
    /// the model sees (every navigation container it is shown in is a NavigationStack or a split-view column, and no
    /// lazy container holds it from outside its view's code). Its fix needs this; the syntax tree alone cannot tell.
    public var destinationFits = false

    /// `findings` in output order: path (by the file list, which is sorted), line, column, rule. Findings that tie
    /// on all four keep their order.
    public static func inOutputOrder(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.sortedStably(byKey: \.location, tieBreak: { $0.ruleID < $1.ruleID })
    }
}
