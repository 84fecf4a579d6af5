// swift-tools-version:6.0
// A package that uses NavLint the way an app's package would: PluginTests builds it (from a copy whose
// dependency path points at this repository) with `swift package navlint` and `swift build`.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "NavLint", path: "../../.."),
    ],
    targets: [
        // Linted by `swift package navlint` only.
        .target(name: "Catalog"),
        // Linted on every build that changes its sources, by the build-tool plugin.
        .target(name: "Shop", plugins: [.plugin(name: "NavLintBuildToolPlugin", package: "NavLint")]),
    ]
)
