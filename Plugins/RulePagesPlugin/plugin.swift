// Embeds the rule pages in NavLintKit: while the target builds, embed-rule-pages turns every `Rules/<rule-id>.md`
// of this package (not Rules/README.md) into `RulePages.swift` in the plugin's work directory, which is compiled
// into the target. The pages are the build command's inputs, so editing one regenerates the file on the next
// build, and a build with no change runs nothing. The list of pages is read each time SwiftPM runs the plugin, so
// a page added or removed is picked up too. Internal to this package: not a product.

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
                displayName: "Embedding \(pages.count) rule pages in \(target.name)",
                executable: tool,
                arguments: [output.path] + pages.map(\.path),
                inputFiles: [tool] + pages,
                outputFiles: [output]
            )
        ]
    }
}
