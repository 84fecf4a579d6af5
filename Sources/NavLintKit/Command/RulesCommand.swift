// `navlint rules [ID]` and `navlint config --print`.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

extension NavLintCommand {
    func rules(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            stdout.write(NavLintCommand.rulesCommandHelp)
            return ExitCode.clean
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            throw UsageError(message: "unknown option '\(option)' for 'navlint rules'. See 'navlint rules --help'.")
        }
        guard arguments.count <= 1 else { throw UsageError(message: "'navlint rules' takes at most one rule id") }
        if let id = arguments.first {
            guard let page = RuleDocs.page(id) else {
                let hint = closest(id, among: RuleCatalog.all.map { $0.id }).map { "; did you mean '\($0)'?" } ?? "."
                throw UsageError(message: "no rule has the id '\(id)'\(hint) 'navlint rules' lists them.")
            }
            stdout.write(page)
            return ExitCode.clean
        }
        let width = RuleCatalog.all.map { $0.id.count }.max()! + 2
        var out = "RULE".rightPadded(width) + "DEFAULT           SUMMARY\n"
        for rule in RuleCatalog.all {
            let severity = rule.defaultSeverity.rawValue + (rule.isOptIn ? " (opt-in)" : "")
            out += rule.id.rightPadded(width) + severity.rightPadded(18)
            out += RuleDocs.summary(rule.id) + "\n"
        }
        stdout.write(out)
        return ExitCode.clean
    }

    func config(_ arguments: [String]) throws -> Int32 {
        guard let options = try parseLintOptions(arguments.filter { $0 != "--print" }, help: NavLintCommand.configHelp) else { return ExitCode.clean }
        guard arguments.contains("--print") else {
            throw UsageError(message: "'navlint config' needs --print (it prints the configuration in force). See 'navlint config --help'.")
        }
        if options.paths != ["."] {
            throw UsageError(message: "'navlint config --print' takes no paths; it prints the configuration read from the current directory")
        }
        let (configuration, file, reporters) = try settings(options)
        stdout.write(JSON.write(configuration.effectiveJSON(filter: file?.filter, reporters: reporters)) + "\n")
        stderr.write(file.map { "Configuration: \($0.path), over NavLint's defaults\n" } ?? "No .navlint.json found (from here up to the repository root): NavLint's defaults\n")
        return ExitCode.clean
    }

    static let rulesCommandHelp = """
    OVERVIEW: List NavLint's rules, or print one rule's page.

    USAGE: navlint rules
           navlint rules RULE

      Without RULE: each rule's id, default severity (opt-in rules run only when enabled) and
      summary. With RULE: its page (what it finds, why, known problems, examples, options), the
      same text as Rules/RULE.md.

    EXAMPLES:
      navlint rules
      navlint rules unmapped-destination

    """

    static let configHelp = """
    OVERVIEW: Print the configuration in force, as JSON, defaults included.

    USAGE: navlint config --print [--config FILE] [--enable|--disable|--only RULE] [--reporter NAME[:FILE]]

      Reads .navlint.json from the current directory or the nearest folder above it (up to the
      repository root), or FILE, applies the options given, and prints every setting: include,
      exclude, each rule's severity ("off" when it does not run) and options, lazyContainers,
      codableTypes and reporters. Which file was read is said on stderr.

    EXAMPLES:
      navlint config --print
      navlint config --print --config ci/navlint.json --enable view-link-in-restored-stack

    """
}
