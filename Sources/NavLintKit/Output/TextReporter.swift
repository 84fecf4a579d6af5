// Compiler-style text: `path:line:col: severity: message [rule-id]`, then its `note:` lines.

public enum TextReporter {
    /// `color`: ANSI styles as clang uses them (bold places, red errors, magenta warnings, cyan notes).
    public static func render(_ diagnostics: [Diagnostic], paths: [String], color: Bool = false) -> String {
        var out = ""
        func place(_ l: SourceLocation) -> String {
            let path = Int(l.file) < paths.count ? paths[Int(l.file)] : "?"
            return "\(path):\(l.line):\(l.column)"
        }
        func style(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func severity(_ s: Severity) -> String {
            switch s {
            case .error: return style("error:", "1;31")
            case .warning: return style("warning:", "1;35")
            case .info: return style("info:", "1;36")
            }
        }
        for d in diagnostics {
            out += "\(style(place(d.location) + ":", "1")) \(severity(d.severity)) \(d.message) \(style("[\(d.ruleID)]", "2"))\n"
            for n in d.notes {
                out += "\(style(place(n.location) + ":", "1")) \(style("note:", "1;36")) \(n.message)\n"
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
