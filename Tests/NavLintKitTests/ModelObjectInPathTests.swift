import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class ModelObjectInPathTests: XCTestCase {
    /// A protocol that refines `ObservableObject` is a model; a struct or enum never is, whatever it says it
    /// conforms to (`ObservableObject` refines `AnyObject`, so no value type can).
    func testProtocolRefiningObservableObjectIsAModelAndValueTypesAreNot() {
        let source = """
        import SwiftUI

        protocol Store: ObservableObject {}
        struct Route: Hashable { let id: Int }
        enum Tab: Hashable { case home }

        struct Screen: View {
            let store: Store
            let route: Route
            let tab: Tab

            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Store", value: store)
                        NavigationLink("Route", value: route)
                        NavigationLink("Tab", value: tab)
                    }
                    .navigationDestination(for: Route.self) { Text("\\($0.id)") }
                    .navigationDestination(for: Tab.self) { _ in Text("Tab") }
                }
            }
        }
        """
        var configuration = LintConfiguration()
        configuration.only = [ModelObjectInPath.id]
        let found = Linter.lint([SourceText(path: "Screen.swift", text: source)], configuration: configuration)
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "15:48 \"Store\" is a model object (an ObservableObject), not a value. Put a lightweight value on the path instead, such as its identifier or a value-type route.",
        ])
    }
}
