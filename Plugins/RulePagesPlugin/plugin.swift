// Embeds the rule pages in NavLintRules: while the target builds, embed-rule-pages turns every `Rules/<rule-id>.md`
// of this package (not Rules/README.md) into `RulePages.swift` in the plugin's work directory, which is compiled
// into the target. Internal to this package: not a product.
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
                arguments: [output.path, rules.path],
                inputFiles: [tool, rules] + pages,
                outputFiles: [output]
            )
        ]
    }
}
