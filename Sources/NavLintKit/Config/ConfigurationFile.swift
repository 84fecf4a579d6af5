// `.navlint.json`: where it is found, what it may say, and the exact complaint when it says something else.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report to write: `text`, or `sarif:navlint.sarif` (a file; without one, stdout).
public struct ReporterSpec: Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var file: String?

    public static let names = ["text", "json", "sarif", "github", "checkstyle", "junit"]

    public init(name: String, file: String?) {
        self.name = name
        self.file = file
    }

    /// Parses `NAME[:FILE]`; the message of a failure says what to write instead.
    public static func parse(_ text: String) -> Result<ReporterSpec, ConfigurationError> {
        let name: String, file: String?
        if let colon = text.firstIndex(of: ":") {
            name = String(text[..<colon])
            file = String(text[text.index(after: colon)...])
        } else {
            name = text
            file = nil
        }
        guard names.contains(name) else {
            let hint = closest(name, among: names).map { "; did you mean '\($0)'?" } ?? "."
            return .failure(ConfigurationError("unknown reporter '\(name)'\(hint) The reporters are \(names.joined(separator: ", "))."))
        }
        if file == "" { return .failure(ConfigurationError("the reporter '\(name):' names no file; write '\(name):FILE', or '\(name)' for stdout")) }
        if let file, file.hasSuffix(".swift") {
            return .failure(ConfigurationError("the report file '\(file)' ends in .swift: NavLint will not write over Swift source; name a report file such as navlint.\(name == "text" ? "txt" : name)"))
        }
        // `-` is stdout, as for most tools.
        return .success(ReporterSpec(name: name, file: file == "-" ? nil : file))
    }

    public var description: String { file.map { "\(name):\($0)" } ?? name }
}

public struct ConfigurationError: Error, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// What a configuration file sets. Absent keys leave the defaults.
public struct ConfigurationFile: Equatable {
    public static let fileName = ".navlint.json"
    public static let keys = ["include", "exclude", "rules", "lazyContainers", "codableTypes", "externalDestinationTypes", "reporters", "navigationWrappers"]
    public static let severityNames = ["off", "info", "warning", "error"]

    public var path: String
    public var include: [String] = []
    public var exclude: [String] = []
    /// Rule id → severity name (`off` included) when set.
    public var severities: [String: String] = [:]
    public var ruleOptions: [String: [String: String]] = [:]
    public var lazyContainers: [String] = []
    public var codableTypes: [String] = []
    /// Types whose `navigationDestination(for:)` is registered in code NavLint does not scan.
    public var externalDestinationTypes: [String] = []
    public var reporters: [ReporterSpec]?
    /// An app's own navigation wrappers: a view or modifier name → the SwiftUI construct it stands for, with the
    /// wrapper's argument labels mapped onto the construct's ("_": unlabelled).
    public var navigationWrappers: [String: ConstructMapping] = [:]

    /// The `.navlint.json` in `directory` or the nearest folder above it, stopping at the repository root
    /// (the first folder holding `.git`).
    public static func discover(from directory: String) -> String? {
        for dir in Paths.upToRepositoryRoot(from: directory) {
            let candidate = dir == "/" ? "/" + fileName : dir + "/" + fileName
            var st = stat()
            // Shown relative to the working directory (`.navlint.json`, `../../.navlint.json`).
            if stat(candidate, &st) == 0 { return Paths.relativeWithParents(candidate, to: Paths.normalize(directory)) }
        }
        return nil
    }

    /// Reads and checks a configuration file. Every complaint starts with the file's path.
    public static func load(_ path: String) -> Result<ConfigurationFile, ConfigurationError> {
        let text: String
        var st = stat()
        if stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR {
            return .failure(ConfigurationError("\(path): is a directory; --config takes a JSON file such as .navlint.json"))
        }
        switch SourceReader.read(path) {
        case .failure(let problem):
            let reason = problem.message.hasPrefix("no such file") ? "no such file; check the path" : String(problem.message.prefix { $0 != ";" })
            return .failure(ConfigurationError("\(path): cannot read the configuration: \(reason)"))
        case .success(let bytes):
            guard let decoded = validUTF8String(bytes) else {
                return .failure(ConfigurationError("\(path): the configuration is not UTF-8 text; save it as UTF-8 JSON"))
            }
            text = decoded
        }
        return parse(text, path: path)
    }

    /// Checks the text of a configuration file; `path` is named in every complaint.
    public static func parse(_ text: String, path: String) -> Result<ConfigurationFile, ConfigurationError> {
        let value: JSONValue
        do {
            value = try JSON.parse(text)
        } catch let error as JSONParseError {
            return .failure(ConfigurationError("\(path):\(error.line):\(error.column): the configuration is not valid JSON: \(error.message)"))
        } catch {
            return .failure(ConfigurationError("\(path): the configuration is not valid JSON"))
        }
        do {
            return .success(try parse(value, path: path))
        } catch let error as ConfigurationError {
            return .failure(error)
        } catch {
            return .failure(ConfigurationError("\(path): \(error)"))
        }
    }

    static func parse(_ value: JSONValue, path: String) throws -> ConfigurationFile {
        func fail(_ key: String, _ message: String) -> ConfigurationError {
            ConfigurationError("\(path): \(key): \(message)")
        }
        func hint(_ word: String, _ candidates: [String]) -> String {
            closest(word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? "."
        }
        func strings(_ v: JSONValue, _ key: String) throws -> [String] {
            guard case .array(let items) = v else { throw fail(key, "must be an array of strings, not \(v.kindDescription)") }
            return try items.enumerated().map { k, item in
                guard let s = item.stringValue else { throw fail("\(key)[\(k)]", "must be a string, not \(item.kindDescription)") }
                guard !s.isEmpty else { throw fail("\(key)[\(k)]", "is empty") }
                return s
            }
        }
        /// `{"RouteLink": {"construct": "NavigationLink", "labels": {"route": "value"}}, …}`.
        func wrappers(_ v: JSONValue, _ key: String) throws -> [String: ConstructMapping] {
            guard case .object(let entries) = v else {
                throw fail(key, "must be an object of wrapper names, such as {\"RouteLink\": {\"construct\": \"NavigationLink\", \"labels\": {\"route\": \"value\"}}}, not \(v.kindDescription)")
            }
            let constructs = SwiftUIConstruct.allCases.map(\.rawValue)
            var result: [String: ConstructMapping] = [:]
            for (name, entry) in entries {
                let at = "\(key).\(name)"
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !(name.first?.isNumber ?? true) else {
                    throw fail(at, "is not a Swift name; name the wrapper as it is written (RouteLink, routeDestination)")
                }
                guard case .object(let fields) = entry else {
                    throw fail(at, "must be an object such as {\"construct\": \"NavigationLink\"}, not \(entry.kindDescription)")
                }
                var construct: SwiftUIConstruct?
                var labels: [String: String] = [:]
                for (field, fv) in fields {
                    switch field {
                    case "construct":
                        guard let text = fv.stringValue else { throw fail("\(at).construct", "must be a string, not \(fv.kindDescription)") }
                        guard let c = SwiftUIConstruct(rawValue: text) else {
                            throw fail("\(at).construct", "\"\(text)\" is not a construct NavLint maps wrappers onto\(hint(text, constructs)) Use one of \(constructs.joined(separator: ", ")).")
                        }
                        construct = c
                    case "labels":
                        guard case .object(let pairs) = fv else {
                            throw fail("\(at).labels", "must be an object from the wrapper's labels to the construct's, such as {\"route\": \"value\"}, not \(fv.kindDescription)")
                        }
                        for (from, to) in pairs {
                            guard let t = to.stringValue, !t.isEmpty, !from.isEmpty else {
                                throw fail("\(at).labels.\(from)", "must be a non-empty argument label (\"_\" for an unlabelled argument)")
                            }
                            labels[from] = t
                        }
                    default:
                        throw fail("\(at).\(field)", "unknown key\(hint(field, ["construct", "labels"])) The keys are construct, labels.")
                    }
                }
                guard let construct else { throw fail(at, "needs \"construct\": one of \(constructs.joined(separator: ", "))") }
                if construct.isView != (name.first?.isUppercase ?? false) {
                    throw fail(at, construct.isView ? "is written as a view (an uppercase name) to stand for \(construct.rawValue)"
                                                     : "is written as a modifier (a lowercase name) to stand for \(construct.rawValue)")
                }
                result[name] = ConstructMapping(construct: construct, labels: labels)
            }
            return result
        }
        guard case .object(let members) = value else {
            throw ConfigurationError("\(path): the configuration must be a JSON object ({ ... }), not \(value.kindDescription)")
        }
        var file = ConfigurationFile(path: path)
        // Every mistake is collected, so that one run names them all (a key's mistakes stop at its first).
        var problems: [String] = []
        func collect(_ check: () throws -> Void) {
            do { try check() } catch let e as ConfigurationError { problems.append(e.message) } catch { problems.append("\(path): \(error)") }
        }
        for (key, v) in members {
            collect {
                switch key {
                case "include", "exclude":
                    let patterns = try strings(v, key)
                    for (k, p) in patterns.enumerated() {
                        if let problem = Glob.problem(p) { throw fail("\(key)[\(k)]", problem) }
                    }
                    if key == "include" { file.include = patterns } else { file.exclude = patterns }
                case "lazyContainers": file.lazyContainers = try strings(v, key)
                case "codableTypes": file.codableTypes = try strings(v, key)
                case "externalDestinationTypes": file.externalDestinationTypes = try strings(v, key)
                case "navigationWrappers": file.navigationWrappers = try wrappers(v, key)
                case "reporters":
                    if case .array(let items) = v, items.isEmpty {
                        throw fail(key, "is empty; name at least one reporter, such as \"text\"")
                    }
                    file.reporters = try strings(v, key).enumerated().map { k, s in
                        switch ReporterSpec.parse(s) {
                        case .success(let spec): return spec
                        case .failure(let e): throw fail("\(key)[\(k)]", e.message)
                        }
                    }
                case "rules":
                    guard case .object(let rules) = v else { throw fail(key, "must be an object of rule ids, not \(v.kindDescription)") }
                    let ids = RuleCatalog.all.map { $0.id }
                    for (id, setting) in rules {
                        collect {
                            let where_ = "rules.\(id)"
                            guard let rule = RuleCatalog.rule(id) else {
                                throw fail(where_, "no rule has this id\(hint(id, ids)) 'navlint rules' lists them")
                            }
                            func severity(_ s: JSONValue, _ at: String) throws -> String {
                                guard let name = s.stringValue else {
                                    throw fail(at, "must be a severity (\(severityNames.map { "\"\($0)\"" }.joined(separator: ", "))), not \(s.kindDescription)")
                                }
                                guard severityNames.contains(name) else {
                                    throw fail(at, "\"\(name)\" is not a severity\(hint(name, severityNames)) Use one of \(severityNames.joined(separator: ", ")).")
                                }
                                return name
                            }
                            switch setting {
                            case .string:
                                file.severities[id] = try severity(setting, where_)
                            case .object(let fields):
                                var options: [String: String] = [:]
                                for (name, fieldValue) in fields {
                                    if name == "severity" {
                                        file.severities[id] = try severity(fieldValue, "\(where_).severity")
                                        continue
                                    }
                                    guard let allowed = rule.options[name] else {
                                        let valid = ["severity"] + rule.options.keys.sorted()
                                        let list = rule.options.isEmpty ? "it takes only \"severity\"" : "its keys are \(valid.map { "\"\($0)\"" }.joined(separator: ", "))"
                                        throw fail("\(where_).\(name)", "\(id) has no option \"\(name)\"\(hint(name, valid)) (\(list))")
                                    }
                                    guard let text = fieldValue.stringValue else {
                                        throw fail("\(where_).\(name)", "must be a string, not \(fieldValue.kindDescription)")
                                    }
                                    if !allowed.isEmpty && !allowed.contains(text) {
                                        throw fail("\(where_).\(name)", "\"\(text)\" is not a value of this option\(hint(text, allowed)) Use one of \(allowed.joined(separator: ", ")).")
                                    }
                                    options[name] = text
                                }
                                if !options.isEmpty { file.ruleOptions[id] = options }
                            default:
                                throw fail(where_, "must be a severity (\"off\", \"info\", \"warning\", \"error\") or an object such as {\"severity\": \"error\"}, not \(setting.kindDescription)")
                            }
                        }
                    }
                default:
                    throw fail(key, "unknown key\(hint(key, keys)) The keys are \(keys.joined(separator: ", ")).")
                }
            }
        }
        // Several mistakes: one complaint a line, each said as the first is (`error: ` before it).
        if !problems.isEmpty { throw ConfigurationError(problems.joined(separator: "\nerror: ")) }
        return file
    }

    /// The settings of this file applied to `configuration`: a rule given a severity runs (opt-in rules too),
    /// `off` turns it off; lazy containers and Codable types add to the defaults.
    public func apply(to configuration: inout LintConfiguration) {
        for (id, name) in severities {
            if name == "off" {
                configuration.disabled.insert(id)
                configuration.enabledOptIn.remove(id)
            } else {
                configuration.disabled.remove(id)
                configuration.enabledOptIn.insert(id)
                configuration.severities[id] = Severity(rawValue: name)
            }
        }
        for (id, options) in ruleOptions {
            configuration.ruleOptions[id, default: [:]].merge(options) { $1 }
            // Options of an opt-in rule given without a severity turn it on.
            if severities[id] == nil { configuration.enabledOptIn.insert(id) }
        }
        configuration.lazyContainers.formUnion(lazyContainers)
        configuration.codableTypes.formUnion(codableTypes)
        configuration.externalDestinationTypes.formUnion(externalDestinationTypes)
        configuration.navigationWrappers.merge(navigationWrappers) { $1 }
    }

    /// The `include`/`exclude` globs, relative to this file's folder.
    public var filter: PathFilter? {
        guard !include.isEmpty || !exclude.isEmpty else { return nil }
        return PathFilter(base: Paths.folder(ofAbsolute: Paths.real(path)), include: include.map(Glob.init), exclude: exclude.map(Glob.init))
    }
}

extension LintConfiguration {
    /// The effective configuration as `navlint config --print` shows it: every key, defaults included.
    public func effectiveJSON(filter: PathFilter?, reporters: [ReporterSpec]) -> JSONValue {
        var rules: [(String, JSONValue)] = []
        for rule in RuleCatalog.all {
            var fields: [(String, JSONValue)] = []
            let severity = isEnabled(rule) ? (severities[rule.id] ?? rule.defaultSeverity).rawValue : "off"
            fields.append(("severity", .string(severity)))
            for name in rule.options.keys.sorted() {
                if let value = ruleOptions[rule.id]?[name] ?? rule.options[name]?.first {
                    fields.append((name, .string(value)))
                }
            }
            rules.append((rule.id, .object(fields)))
        }
        return .object([
            ("include", .array((filter?.include ?? []).map { .string($0.pattern) })),
            ("exclude", .array((filter?.exclude ?? []).map { .string($0.pattern) })),
            ("rules", .object(rules)),
            ("lazyContainers", .array(lazyContainers.sorted().map { .string($0) })),
            ("codableTypes", .array(codableTypes.sorted().map { .string($0) })),
            ("externalDestinationTypes", .array(externalDestinationTypes.sorted().map { .string($0) })),
            ("reporters", .array(reporters.map { .string($0.description) })),
            ("navigationWrappers", .object(navigationWrappers.keys.sorted().map { name in
                let m = navigationWrappers[name]!
                return (name, .object([("construct", .string(m.construct.rawValue)),
                                       ("labels", .object(m.labels.keys.sorted().map { ($0, .string(m.labels[$0]!)) }))]))
            })),
        ])
    }
}
