// The project has one home, NavLintVersion.repositoryURL: the README's CI examples and package URL name it, and
// the SARIF report links to it (informationUri, and each rule's helpUri below it).

import Foundation
@testable import NavLintSupport
@testable import NavLintRules
import XCTest

final class HomeTests: XCTestCase {
    static let home = NavLintVersion.repositoryURL

    /// `owner/name` of the home, as GitHub Actions' `repository:` takes it.
    static var ownerAndName: String {
        String(home.dropFirst("https://github.com/".count))
    }

    func testTheHomeIsAGitHubRepositoryURL() {
        XCTAssertTrue(Self.home.hasPrefix("https://github.com/"), Self.home)
        XCTAssertEqual(Self.ownerAndName.split(separator: "/").count, 2, Self.home)
        XCTAssertFalse(Self.home.hasSuffix("/") || Self.home.hasSuffix(".git"), Self.home)
    }

    func testTheREADMENamesTheHomeEverywhereItNamesOne() throws {
        let readme = try String(contentsOf: RulePage.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        // Every GitHub repository URL in the README is the home (or a page below it).
        var urls: [String] = []
        var rest = readme[...]
        while let range = rest.range(of: "https://github.com/") {
            let tail = rest[range.lowerBound...]
            let url = tail.prefix { !" \t\n)\"'`>".contains($0) }
            urls.append(String(url))
            rest = rest[range.upperBound...]
        }
        XCTAssertFalse(urls.isEmpty, "the README's examples name no home")
        for url in urls {
            XCTAssertTrue(url == Self.home || url.hasPrefix(Self.home + "/"), "the README names another home: \(url)")
        }
        // GitHub Actions checks it out by owner/name.
        let repositories = readme.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "repository: ") else { return nil }
            return String(line[r.upperBound...].prefix { !", }".contains($0) })
        }
        XCTAssertFalse(repositories.isEmpty, "the GitHub Actions example checks out no repository")
        for repository in repositories { XCTAssertEqual(repository, Self.ownerAndName) }
        // The examples that need the home: GitHub Actions, GitLab CI, and the Swift package dependency.
        XCTAssertTrue(readme.contains("repository: \(Self.ownerAndName),"))
        XCTAssertTrue(readme.contains("git clone --depth 1 \(Self.home) "))
        XCTAssertTrue(readme.contains(".package(url: \"\(Self.home)\""))
        // No placeholder in its place.
        XCTAssertFalse(readme.contains("Git URL>") || readme.contains("<owner>") || readme.contains("OWNER/"), "a placeholder for the home")
    }

    /// Through the executable: SARIF's informationUri is the home, and every helpUri is below it.
    func testTheSARIFReportLinksToTheHome() throws {
        let run = try runNavLint(["-q", "--reporter", "sarif", "Samples/RecipeBook"], in: RulePage.repositoryRoot.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let driver = ((object?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual(driver?["informationUri"] as? String, Self.home)
        let rules = driver?["rules"] as? [[String: Any]] ?? []
        XCTAssertFalse(rules.isEmpty)
        for rule in rules {
            XCTAssertEqual(rule["helpUri"] as? String, "\(Self.home)/blob/main/Rules/\(rule["id"] as? String ?? "?").md")
        }
    }
}
