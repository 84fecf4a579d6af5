// swift-tools-version:6.0
// NavLint: a linter and route-graph analyzer for SwiftUI navigation. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "NavLint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "NavLintKit", targets: ["NavLintKit"]),
    ],
    targets: [
        .target(name: "NavLintKit"),
        .executableTarget(name: "navlint", dependencies: ["NavLintKit"]),
        .executableTarget(name: "navlint-bench", dependencies: ["NavLintKit"]),
        .testTarget(name: "NavLintKitTests", dependencies: ["NavLintKit"]),
    ]
)
