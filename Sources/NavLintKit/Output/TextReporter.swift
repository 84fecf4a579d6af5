// Compiler-style text: `path:line:col: severity: message [rule-id]`, then its `note:` lines.

public enum TextReporter {
    public static func render(_ diagnostics: [Diagnostic], paths: [String]) -> String {
        var out = ""
        func place(_ l: SourceLocation) -> String {
            let path = Int(l.file) < paths.count ? paths[Int(l.file)] : "?"
            return "\(path):\(l.line):\(l.column)"
        }
        for d in diagnostics {
            out += "\(place(d.location)): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]\n"
            for n in d.notes {
                out += "\(place(n.location)): note: \(n.message)\n"
            }
        }
        return out
    }

    /// `--explain`: each value NavLint could not type, as compiler remarks.
    public static func renderUnresolved(_ places: [(location: SourceLocation, isLink: Bool)], paths: [String]) -> String {
        var out = ""
        for p in places {
            let path = Int(p.location.file) < paths.count ? paths[Int(p.location.file)] : "?"
            let what = p.isLink ? "this link's value" : "this pushed value"
            out += "\(path):\(p.location.line):\(p.location.column): remark: the type of \(what) cannot be read from the source, so it is not checked [unresolved]\n"
        }
        return out
    }
}
