// `swift package navlint [ARGS]`: runs NavLint on the package that depends on it (in Xcode: on the project).
//
// The arguments go to `navlint lint` unchanged, except `--target NAME` (repeatable), which the plugin takes
// to choose what to lint: the named targets instead of all of them. The package's targets are linted
// together, as one program, the way `navlint lint Sources/A Sources/B` does it. `help`, `--help`,
// `version`, `--version` and `debug ...` go to navlint as they are, without paths.
//
// The findings and the summary are navlint's own output, on the streams the CLI uses: the findings on stdout,
// the summary (and navlint's own errors and warnings) on stderr. SwiftPM prints whatever a plugin process writes,
// stdout or stderr, on its stdout, so the plugin reads navlint's stderr and hands each line to SwiftPM as a
// diagnostic, which SwiftPM prints on stderr: `error:` and `warning:` lines as errors and warnings, the summary as
// progress (SwiftPM puts `[NavLintCommandPlugin]` before it). navlint's exit status decides the plugin's: any
// status but 0 (findings at error severity, a usage or I/O error) makes `swift package navlint` fail, with the
// plugin's error line last, after the findings and the summary. (When SwiftPM's stdout is not a terminal, SwiftPM
// holds a plugin's stdout back until the plugin has ended, so the stderr lines are printed first there.)
// The plugin asks for no permission: it writes nothing itself. An option that makes navlint write a file
// into the package (a reporter's output file) needs `swift package --allow-writing-to-package-directory navlint ...`
// on macOS, where plugins run in a sandbox.

import Foundation
import PackagePlugin

@main
struct NavLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "navlint").url
        let (targetNames, passThrough) = NavLintInvocation.takeTargetOptions(arguments)
        let directory = context.package.directoryURL
        guard !NavLintInvocation.takesNoPaths(passThrough) else {
            try NavLintInvocation.run(tool, passThrough, in: directory)
            return
        }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        var paths: [String] = []
        for target in targets {
            guard let module = target as? SwiftSourceModuleTarget else {
                if !targetNames.isEmpty {
                    Diagnostics.warning("target '\(target.name)' has no Swift sources; NavLint skips it")
                }
                continue
            }
            paths.append(NavLintInvocation.relativePath(module.directoryURL, to: directory))
        }
        guard !paths.isEmpty else {
            throw NavLintPluginError("package '\(context.package.displayName)' has no Swift target to lint")
        }
        try NavLintInvocation.run(tool, NavLintInvocation.lintArguments(paths: paths, passThrough), in: directory)
    }
}

/// A failure the plugin reports as its error message.
struct NavLintPluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum NavLintInvocation {
    /// SwiftPM's own options for plugins. SwiftPM acts on them wherever they are (`swift package navlint
    /// --allow-writing-to-package-directory ...` works) but also passes them on; navlint must not see them.
    static let swiftPMFlags: Set<String> = ["--allow-writing-to-package-directory", "--disable-sandbox"]
    static let swiftPMOptions: Set<String> = ["--allow-writing-to-directory", "--allow-network-connections", "--package"]

    /// Takes out `--target NAME` and `--target=NAME` (before a `--`), and SwiftPM's plugin options; everything
    /// else stays, in order.
    static func takeTargetOptions(_ arguments: [String]) -> (targets: [String], rest: [String]) {
        var targets: [String] = []
        var rest: [String] = []
        var k = 0
        while k < arguments.count {
            let argument = arguments[k]
            k += 1
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if argument == "--" {
                rest += arguments[(k - 1)...]
                break
            } else if argument == "--target", k < arguments.count {
                targets.append(arguments[k])
                k += 1
            } else if argument.hasPrefix("--target=") {
                targets.append(String(argument.dropFirst("--target=".count)))
            } else if swiftPMFlags.contains(argument) {
                continue
            } else if swiftPMOptions.contains(name) {
                if name == argument { k += 1 }  // the value follows
            } else {
                rest.append(argument)
            }
        }
        return (targets, rest)
    }

    /// Commands that lint nothing, passed to navlint as they are.
    static func takesNoPaths(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return ["help", "--help", "-h", "version", "--version", "debug"].contains(first)
    }

    /// `lint PATHS ARGS`: the paths come first, so that an option at the end of ARGS cannot take a path as its value.
    static func lintArguments(paths: [String], _ passThrough: [String]) -> [String] {
        let rest = passThrough.first == "lint" ? Array(passThrough.dropFirst()) : passThrough
        return ["lint"] + paths + rest
    }

    /// `url` relative to `base` when it is inside it (shorter finding lines), else absolute.
    static func relativePath(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let root = base.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return path }
        let relative = String(path.dropFirst(prefix.count))
        return relative.hasPrefix("-") ? "./" + relative : relative
    }

    /// Runs navlint in `directory`: its stdout goes where the plugin's goes, its stderr is relayed as diagnostics once it
    /// has finished (`relay`). A status other than 0 fails the plugin.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        // Only stderr is a pipe (stdout is the plugin's own), so reading it to its end cannot block navlint.
        let written = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        relay(String(decoding: written, as: UTF8.self))
        guard process.terminationReason == .exit else {
            throw NavLintPluginError("navlint was stopped by signal \(process.terminationStatus)")
        }
        switch process.terminationStatus {
        case 0: return
        case 1: throw NavLintPluginError("NavLint found navigation errors")
        default: throw NavLintPluginError("navlint exited with status \(process.terminationStatus)")
        }
    }

    /// navlint's stderr, line by line, to SwiftPM's stderr: `error: X` and `warning: X` as SwiftPM errors and warnings
    /// (which SwiftPM prints as `error: X`, `warning: X`), every other line (the summary) as progress.
    static func relay(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            if line.hasPrefix("error: ") {
                Diagnostics.error(String(line.dropFirst("error: ".count)))
            } else if line.hasPrefix("warning: ") {
                Diagnostics.warning(String(line.dropFirst("warning: ".count)))
            } else {
                Diagnostics.progress(String(line))
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// In Xcode (File > Packages or the project's context menu): the project folder, or the Swift files of the
// targets chosen with `--target`. Written against Xcode 16's XcodeProjectPlugin; it cannot be compiled on Linux.
extension NavLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "navlint").url
        let (targetNames, passThrough) = NavLintInvocation.takeTargetOptions(arguments)
        let directory = context.xcodeProject.directoryURL
        guard !NavLintInvocation.takesNoPaths(passThrough) else {
            try NavLintInvocation.run(tool, passThrough, in: directory)
            return
        }
        var paths: [String] = []
        if targetNames.isEmpty {
            paths = ["."]
        } else {
            for name in targetNames {
                guard let target = context.xcodeProject.targets.first(where: { $0.displayName == name }) else {
                    throw NavLintPluginError("project '\(context.xcodeProject.displayName)' has no target '\(name)'")
                }
                paths += target.inputFiles
                    .filter { $0.type == .source && $0.url.pathExtension == "swift" }
                    .map { NavLintInvocation.relativePath($0.url, to: directory) }
            }
        }
        guard !paths.isEmpty else {
            throw NavLintPluginError("the targets \(targetNames) have no Swift files to lint")
        }
        try NavLintInvocation.run(tool, NavLintInvocation.lintArguments(paths: paths, passThrough), in: directory)
    }
}
#endif
