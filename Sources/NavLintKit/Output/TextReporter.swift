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
}
