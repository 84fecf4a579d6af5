// swift-tools-version:6.0
// NavLint: a linter and route-graph analyzer for SwiftUI navigation. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "NavLint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "NavLintKit", targets: ["NavLintKit"]),
        // `swift package navlint [ARGS]`: lints the package that depends on NavLint.
        .plugin(name: "NavLintCommandPlugin", targets: ["NavLintCommandPlugin"]),
        // Lints a target's Swift files during `swift build` and in Xcode; findings show as warnings and errors.
        .plugin(name: "NavLintBuildToolPlugin", targets: ["NavLintBuildToolPlugin"]),
    ],
    targets: [
        // The pipeline, one target per stage: a stage imports only the stages before it, so a backward
        // dependency does not compile (README, Layout).
        .target(name: "NavLintSupport"),                                                     // threads, JSON, hashing, files
        .target(name: "NavLintSyntax", dependencies: ["NavLintSupport"]),                   // bytes -> tokens -> tree
        .target(name: "NavLintIndex", dependencies: ["NavLintSyntax"]),                     // tree -> per-file facts
        .target(name: "NavLintAnalysis", dependencies: ["NavLintIndex"]),                   // facts -> navigation model
        .target(name: "NavLintRules", dependencies: ["NavLintAnalysis"]),                   // model -> diagnostics
        .target(name: "NavLintOutput", dependencies: ["NavLintRules"]),                     // diagnostics, graph -> text
        .target(name: "NavLintKit", dependencies: ["NavLintOutput"]),                       // config, driver, commands
        // The rule pages (Rules/*.md), compiled at build time by an internal plugin into a module of their own, which
        // only the executable and the tests link: NavLintRules finds them at run time (RuleDocs.swift).
        .target(name: "NavLintRulePages", dependencies: ["NavLintRules"], plugins: ["RulePagesPlugin"]),
        .executableTarget(name: "navlint", dependencies: ["NavLintKit", "NavLintSupport", "NavLintRulePages"]),
        .executableTarget(name: "navlint-bench", dependencies: ["NavLintKit", "NavLintSupport", "NavLintSyntax", "NavLintIndex"]),
        .plugin(
            name: "NavLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "navlint", description: "Lint the SwiftUI navigation of this package's targets with NavLint")
            ),
            dependencies: ["navlint"]
        ),
        .plugin(name: "NavLintBuildToolPlugin", capability: .buildTool(), dependencies: ["navlint"]),
        .testTarget(name: "NavLintKitTests", dependencies: ["NavLintKit", "NavLintRulePages"]),

        // The rule pages, Rules/*.md, compiled into NavLintRulePages (`RulePages.all`) while it builds. Internal: no product.
        .executableTarget(name: "embed-rule-pages"),
        .plugin(name: "RulePagesPlugin", capability: .buildTool(), dependencies: ["embed-rule-pages"]),
    ]
)
