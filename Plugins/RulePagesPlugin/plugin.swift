// Embeds the rule pages in NavLintRulePages: while the target builds, embed-rule-pages turns every
// `Rules/<rule-id>.md` of this package (not Rules/README.md) into `RulePages.swift` in the plugin's work directory,
// which is compiled into the target. Internal to this package: not a product.
//
// Why a module of its own, which only the executable and the tests link: in a package that uses NavLint's plugins,
// SwiftPM 6.3 builds the `navlint` tool twice for every `swift package navlint` (once for the plugin's tools, once
// as the product it asks for), each time with this generated file at another path. Every module that compiles the
// file is compiled again each time, and so is every module that imports it: when the pages were part of
// NavLintRules, that was NavLintRules, NavLintOutput and NavLintKit, about 20 seconds per command and per build
// after one. Here it is this small module and the executable's link.
//
// When it runs: the command's inputs are the pages, the Rules folder and the tool, so a build after a page was
// edited regenerates the file, and a build with no change runs nothing. The pages are listed when SwiftPM runs
// this plugin, which it does when it plans the build again (a manifest or a target's file list changed), not on
// every build; Rules/ is outside every target, so a page added alone does not do that. The folder is therefore an
// input too (adding or removing a page changes it) and the tool lists the folder itself: an added page is embedded
// at the next build, and edits to it are seen once SwiftPM plans again (as when the rule's source file is added).

import Foundation
import PackagePlugin

@main
struct RulePagesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let rules = context.package.directoryURL.appendingPathComponent("Rules")
        let pages = try FileManager.default.contentsOfDirectory(atPath: rules.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .sorted()
            .map { rules.appendingPathComponent($0) }
        let tool = try context.tool(named: "embed-rule-pages").url
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RulePages.swift")
        return [
            .buildCommand(
                displayName: "Embedding the rule pages (Rules/*.md) in \(target.name)",
                executable: tool,
                arguments: [output.path, rules.path, "NavLintRules"],
                inputFiles: [tool, rules] + pages,
                outputFiles: [output]
            )
        ]
    }
}
