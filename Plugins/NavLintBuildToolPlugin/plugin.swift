// NavLint as a build step: lints a target's Swift files when the target is built (`swift build`, Xcode).
//
// navlint prints its findings as compiler-style lines (`/path/File.swift:12:5: warning: ... [rule-id]`), which
// `swift build` shows and Xcode places on the source lines. Findings at error severity make navlint exit 1
// and so fail the build, as SwiftLint's plugin does; warnings and info do not.
//
// Incremental builds: this is a build command (a prebuild command would run on every build). Its inputs are the
// target's Swift files and the navlint executable; its one output is a Swift file in the plugin's work directory,
// written only when navlint exits 0. So the command runs when a Swift file of the target (or navlint) changed, a
// build with no change runs nothing, and a failed lint (errors) runs again on the next build, failing it again.
// Why a Swift file: SwiftPM runs a build command "when any of its output files are needed by the build, but
// out-of-date", and a `.swift` output is compiled into the target (this one holds a comment only, so it adds
// nothing to the module). Any other output becomes a resource of the target: tried with `NavLint-Shop.stamp`,
// SwiftPM 6.3 copied it into a resource bundle and compiled a `resource_bundle_accessor.swift` (`Bundle.module`)
// into the target. A command with no outputs has no defined schedule (SwiftPM 6.3 on Linux happens to run it
// when an input changes; the API promises nothing).
//
// navlint has no option to write that file, and none is added for this: the command is `/bin/sh -c` with
// navlint's arguments passed as positional parameters (no quoting involved), which exists on macOS and Linux.

import Foundation
import PackagePlugin

@main
struct NavLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return NavLintBuildCommand.commands(
            tool: try context.tool(named: "navlint").url, targetName: target.name,
            files: files, workDirectory: context.pluginWorkDirectoryURL)
    }
}

enum NavLintBuildCommand {
    /// Runs navlint (its arguments follow the output path) and, when it exits 0, writes the output file.
    static let script = """
        output="$1"; shift
        "$@" || exit
        echo "// NavLint's build-tool plugin linted this target's Swift files; this file records when (it holds no code)." > "$output"
        """

    static func commands(tool: URL, targetName: String, files: [URL], workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("NavLint-\(targetName).swift")
        // The text reporter whatever the configuration names (the build shows compiler-style lines), and the
        // configuration's include/exclude applied to the files named here.
        let lint = [tool.path, "lint", "--quiet", "--reporter", "text", "--force-exclude"] + files.map(\.path)
        return [
            .buildCommand(
                displayName: "Running NavLint on \(targetName)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "navlint-build-step", output.path] + lint,
                inputFiles: [tool] + files,
                outputFiles: [output]
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// The same step for an Xcode target (Build Phases > Run Build Tool Plug-ins). Written against Xcode 16's
// XcodeProjectPlugin; it cannot be compiled on Linux.
extension NavLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles
            .filter { $0.type == .source && $0.url.pathExtension == "swift" }
            .map(\.url)
        return NavLintBuildCommand.commands(
            tool: try context.tool(named: "navlint").url, targetName: target.displayName,
            files: files, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
