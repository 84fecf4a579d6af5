// Compiler-style text: `path:line:col: severity: message [rule-id]`, then its `note:` lines.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules

public enum TextReporter {
    /// `color`: ANSI styles as clang uses them (bold places, red errors, magenta warnings, cyan notes).
    public static func render(_ diagnostics: [Diagnostic], paths: [String], color: Bool = false) -> String {
        // Written as bytes: interpolating each line's pieces made several strings per line, which on a project with
        // tens of thousands of findings took longer than some of the analysis.
        var out: [UInt8] = []
        func text(_ s: String) { out.append(contentsOf: s.utf8) }
        func number(_ n: Int32) { text(String(n)) }
        func open(_ code: String) {
            if color { text("\u{1B}["); text(code); out.append(UInt8(ascii: "m")) }
        }
        func close() {
            if color { text("\u{1B}[0m") }
        }
        /// `path:line:col:`, bold in color.
        func place(_ l: SourceLocation) {
            open("1")
            text(Int(l.file) < paths.count ? paths[Int(l.file)] : "?")
            out.append(UInt8(ascii: ":"))
            number(l.line)
            out.append(UInt8(ascii: ":"))
            number(l.column)
            out.append(UInt8(ascii: ":"))
            close()
        }
        for d in diagnostics {
            place(d.location)
            out.append(UInt8(ascii: " "))
            switch d.severity {
            case .error: open("1;31"); text("error:")
            case .warning: open("1;35"); text("warning:")
            case .info: open("1;36"); text("info:")
            }
            close()
            out.append(UInt8(ascii: " "))
            text(d.message)
            out.append(UInt8(ascii: " "))
            open("2")
            out.append(UInt8(ascii: "["))
            text(d.ruleID)
            out.append(UInt8(ascii: "]"))
            close()
            out.append(UInt8(ascii: "\n"))
            for n in d.notes {
                place(n.location)
                out.append(UInt8(ascii: " "))
                open("1;36")
                text("note:")
                close()
                out.append(UInt8(ascii: " "))
                text(n.message)
                out.append(UInt8(ascii: "\n"))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `--explain`: each navigation context NavLint could not read in full, at the container, naming the first place
    /// it could not follow (docs/model.md#incomplete).
    public static func renderUnread(_ contexts: [(location: SourceLocation, kind: ElementKind, unread: UnreadContent)], paths: [String]) -> String {
        func path(_ l: SourceLocation) -> String { Int(l.file) < paths.count && l.file >= 0 ? paths[Int(l.file)] : "?" }
        var out = ""
        for c in contexts {
            let what = c.kind == .column ? "NavigationSplitView column" : c.kind == .navigationView ? "NavigationView" : "NavigationStack"
            let place = "\(path(c.unread.location)):\(c.unread.location.line):\(c.unread.location.column)"
            let why: String
            switch c.unread.reason {
            case .opaqueView: why = "NavLint cannot follow the view at \(place)"
            case .tooDeep: why = "the code at \(place) is nested too deeply to read"
            case .tooManySteps: why = "its pages did not settle"
            }
            out += "\(path(c.location)):\(c.location.line):\(c.location.column): remark: this \(what) is not read in full, so its links and destinations are checked only for types that nothing in the scanned files registers: \(why) [incomplete]\n"
        }
        return out
    }

    /// `--explain`: remarks a rule makes, each a text that ends in its `[tag]`.
    public static func renderRemarks(_ remarks: [(location: SourceLocation, remark: String)], paths: [String]) -> String {
        var out = ""
        for r in remarks {
            let path = Int(r.location.file) < paths.count && r.location.file >= 0 ? paths[Int(r.location.file)] : "?"
            out += "\(path):\(r.location.line):\(r.location.column): remark: \(r.remark)\n"
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
