// The report formats CI systems read: json, sarif, github, checkstyle, junit (text is in TextReporter.swift).

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules

public enum Reporters {
    /// The report `name` (one of `ReporterSpec.names`) of `report`.
    public static func render(_ name: String, _ report: Report, color: Bool = false) -> String {
        precondition(report.contents.isSuperset(of: needs(name)), "the report lacks parts that \(name) writes")
        switch name {
        case "json": return JSONReporter.render(report)
        case "sarif": return SARIFReporter.render(report)
        case "github": return GitHubReporter.render(report)
        case "checkstyle": return CheckstyleReporter.render(report)
        case "junit": return JUnitReporter.render(report)
        default: return TextReporter.render(report.diagnostics, paths: report.paths, color: color)
        }
    }
}

extension Reporters {
    /// The parts of a report that the report `name` writes.
    public static func needs(_ name: String) -> ReportContents {
        switch name {
        case "json", "sarif": return .fingerprints
        case "github": return .repositoryPaths
        default: return []
        }
    }
}

/// NavLint's own JSON (schema in the README): stable key order, findings in output order.
public enum JSONReporter {
    public static func render(_ report: Report) -> String {
        func place(_ l: SourceLocation) -> [(String, JSONValue)] {
            [("path", .string(report.path(l))), ("line", .int(Int(l.line))), ("column", .int(Int(l.column)))]
        }
        let findings: [JSONValue] = report.diagnostics.enumerated().map { k, d in
            .object([("rule", .string(d.ruleID)), ("severity", .string(d.severity.rawValue)), ("message", .string(d.message))]
                    + place(d.location)
                    + [("notes", .array(d.notes.map { .object([("message", .string($0.message))] + place($0.location)) })),
                       ("fingerprint", .string(report.fingerprints[k]))]
                    + (d.fix.map { [("fix", fixJSON($0))] } ?? []))
        }
        var top: [(String, JSONValue)] = [
            ("schemaVersion", .int(1)),
            ("tool", .object([("name", .string("navlint")), ("version", .string(NavLintVersion.current))])),
            ("filesScanned", .int(report.filesScanned)),
            ("summary", .object([("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))),
                                 ("info", .int(report.count(.info)))])),
        ]
        if let b = report.baseline {
            top.append(("baseline", .object([("matched", .int(b.matched)), ("stale", .int(b.stale))])))
        }
        top.append(("findings", .array(findings)))
        return JSON.write(.object(top)) + "\n"
    }

    /// A finding's fix: its title, whether it is safe, and its edits as byte ranges of the file and the text replacing them.
    static func fixJSON(_ fix: Fix) -> JSONValue {
        .object([("title", .string(fix.title)), ("safe", .bool(fix.isSafe)),
                 ("edits", .array(fix.edits.map { .object([("start", .int($0.start)), ("end", .int($0.end)), ("replacement", .string($0.replacement))]) }))])
    }
}

/// SARIF 2.1.0, as GitHub code scanning reads it.
public enum SARIFReporter {
    public static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// `unmapped-destination` → `UnmappedDestination`.
    static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    public static func render(_ report: Report) -> String {
        // The rules that have results, in catalog order (a report does not change when an unrelated page does).
        let reported = Set(report.diagnostics.map(\.ruleID))
        let rules = RuleCatalog.all.filter { reported.contains($0.id) }
        let rulesJSON: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(ruleName(rule.id))),
                ("shortDescription", .object([("text", .string(RuleDocs.summary(rule.id)))])),
                ("fullDescription", .object([("text", .string(RuleDocs.plain(RuleDocs.description(rule.id)))),
                                             ("markdown", .string(RuleDocs.description(rule.id)))])),
                ("helpUri", .string(RuleDocs.helpURI(rule.id))),
                ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ])
        }
        func physical(_ l: SourceLocation) -> JSONValue {
            let path = report.repositoryPath(l)
            // A file outside the repository has an absolute URI, which takes no uriBaseId.
            let artifact: JSONValue = path.hasPrefix("/")
                ? .object([("uri", .string("file://" + percentEncode(path)))])
                : .object([("uri", .string(percentEncode(path))), ("uriBaseId", .string("%SRCROOT%"))])
            return .object([
                ("artifactLocation", artifact),
                ("region", .object([("startLine", .int(Int(l.line))), ("startColumn", .int(report.utf16Column(l)))])),
            ])
        }
        let results: [JSONValue] = report.diagnostics.enumerated().map { k, d in
            var fields: [(String, JSONValue)] = [("ruleId", .string(d.ruleID))]
            if let index = rules.firstIndex(where: { $0.id == d.ruleID }) { fields.append(("ruleIndex", .int(index))) }
            fields += [
                ("level", .string(level(d.severity))),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([("physicalLocation", physical(d.location))])])),
            ]
            if !d.notes.isEmpty {
                fields.append(("relatedLocations", .array(d.notes.enumerated().map { n, note in
                    .object([("id", .int(n + 1)), ("physicalLocation", physical(note.location)),
                             ("message", .object([("text", .string(note.message))]))])
                })))
            }
            fields.append(("partialFingerprints", .object([("navlintFingerprint/v1", .string(report.fingerprints[k]))])))
            if let fix = d.fix {
                // SARIF 2.1.0 §3.55: a fix changes artifacts; its regions are byte ranges of the file.
                let artifact = physical(d.location)["artifactLocation"] ?? .null
                fields.append(("fixes", .array([.object([
                    ("description", .object([("text", .string(fix.isSafe ? fix.title : fix.title + " (unsafe: review the change)"))])),
                    ("artifactChanges", .array([.object([
                        ("artifactLocation", artifact),
                        ("replacements", .array(fix.edits.map { e in
                            .object([("deletedRegion", .object([("byteOffset", .int(e.start)), ("byteLength", .int(e.end - e.start))])),
                                     ("insertedContent", .object([("text", .string(e.replacement))]))])
                        })),
                    ])])),
                    ("properties", .object([("safe", .bool(fix.isSafe))])),
                ])])))
            }
            return .object(fields)
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("NavLint")),
                ("version", .string(NavLintVersion.current)),
                ("semanticVersion", .string(NavLintVersion.current)),
                ("informationUri", .string(NavLintVersion.repositoryURL)),
                ("rules", .array(rulesJSON)),
            ]))])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        return JSON.write(.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])) + "\n"
    }
}

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`.
public enum GitHubReporter {
    package static func command(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// The runner's escaping of a command's message.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// The runner's escaping of a property value (`file=`, `title=`).
    public static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }

    public static func render(_ report: Report) -> String {
        var out = ""
        for d in report.diagnostics {
            // GitHub places an annotation by its path from the repository root: the notes name their files the same way.
            let message = messageWithNotes(d, report, repositoryPaths: true)
            out += "::\(command(d.severity)) file=\(escapeProperty(report.repositoryPath(d.location))),line=\(d.location.line),col=\(d.location.column),"
            out += "title=\(escapeProperty("NavLint: \(d.ruleID)"))::\(escapeData(message))\n"
        }
        return out
    }
}

/// XML text for attributes and element content: markup characters as entities, line breaks and tabs as
/// character references, and characters XML 1.0 cannot hold as U+FFFD.
public func xmlEscape(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\n": out += "&#10;"
        case "\r": out += "&#13;"
        case "\t": out += "&#9;"
        default:
            let v = c.value
            if v < 0x20 || v == 0xFFFE || v == 0xFFFF || v == 0x7F { out += "\u{FFFD}" } else { out.unicodeScalars.append(c) }
        }
    }
    return out
}

/// A finding's message with its notes, for formats that have one message field. `repositoryPaths`: the notes' paths
/// relative to the repository root, for a format whose finding paths are (github), so one report uses one kind of path.
func messageWithNotes(_ d: Diagnostic, _ report: Report, repositoryPaths: Bool = false) -> String {
    var message = d.message
    for n in d.notes {
        let path = repositoryPaths ? report.repositoryPath(n.location) : report.path(n.location)
        message += "\nnote: \(path):\(n.location.line):\(n.location.column): \(n.message)"
    }
    return message
}

/// Checkstyle XML (Jenkins' warnings-ng, Bitrise, Danger): one `<file>` per file with findings.
public enum CheckstyleReporter {
    public static func render(_ report: Report) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var current: Int32? = nil
        for d in report.diagnostics {
            if d.location.file != current {
                if current != nil { out += "  </file>\n" }
                current = d.location.file
                out += "  <file name=\"\(xmlEscape(report.path(d.location)))\">\n"
            }
            out += "    <error line=\"\(d.location.line)\" column=\"\(d.location.column)\" severity=\"\(d.severity.rawValue)\" "
            out += "message=\"\(xmlEscape(messageWithNotes(d, report)))\" source=\"navlint.\(xmlEscape(d.ruleID))\"/>\n"
        }
        if current != nil { out += "  </file>\n" }
        return out + "</checkstyle>\n"
    }
}

/// JUnit XML (GitLab, CircleCI): a test suite per file, a failed test case per finding.
public enum JUnitReporter {
    public static func render(_ report: Report) -> String {
        var byFile: [(Int32, [Diagnostic])] = []
        for d in report.diagnostics {
            if byFile.last?.0 == d.location.file { byFile[byFile.count - 1].1.append(d) } else { byFile.append((d.location.file, [d])) }
        }
        let total = report.diagnostics.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"navlint\" tests=\"\(total)\" failures=\"\(total)\" errors=\"0\">\n"
        for (file, findings) in byFile {
            let path = xmlEscape(report.paths.indices.contains(Int(file)) ? report.paths[Int(file)] : "?")
            out += "  <testsuite name=\"\(path)\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\">\n"
            for d in findings {
                let l = d.location
                out += "    <testcase classname=\"\(path)\" name=\"\(xmlEscape(d.ruleID)) at \(l.line):\(l.column)\" file=\"\(path)\" line=\"\(l.line)\">\n"
                out += "      <failure type=\"\(d.severity.rawValue)\" message=\"\(xmlEscape(d.message))\">"
                out += xmlEscape("\(report.path(l)):\(l.line):\(l.column): \(d.severity.rawValue): \(messageWithNotes(d, report)) [\(d.ruleID)]")
                out += "</failure>\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}

/// RFC 3986 encoding of a path for a URI: unreserved characters and `/` stay, everything else is %XX of its UTF-8.
func percentEncode(_ path: String) -> String {
    var out = ""
    for b in path.utf8 {
        switch b {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            out.unicodeScalars.append(Unicode.Scalar(b))
        default:
            out += "%" + String(b, radix: 16, uppercase: true).leftPadded(2)
        }
    }
    return out
}
