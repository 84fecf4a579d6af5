// swift-tools-version:6.0
// SwiftParser baseline for NavLint's speed comparison. A separate package: NavLint itself has no dependencies,
// and the root package's `swift build` / `swift test` never build this one.
import PackageDescription

let package = Package(
    name: "SwiftParserBaseline",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "swiftparser-baseline",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ]
)
