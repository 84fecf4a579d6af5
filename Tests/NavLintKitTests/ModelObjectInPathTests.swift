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

    /// A generic row that links its own value, and one that pushes it: the types its constructions give the value are
    /// judged, each reported at the value in the row with a note where the row is built with a model object.
    func testValuesOfAGenericViewsParameterAreJudgedPerConstruction() {
        let source = """
        import SwiftUI

        @Observable final class Account: Hashable {
            let id: Int
            init(id: Int) { self.id = id }
            static func == (a: Account, b: Account) -> Bool { a.id == b.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        struct Invoice: Hashable { let number: Int }

        struct LinkRow<Item: Hashable>: View {
            let item: Item
            var body: some View { NavigationLink("Open", value: item) }
        }

        struct PushRow<Item: Hashable>: View {
            @Binding var path: NavigationPath
            let item: Item
            var body: some View { Button("Open") { path.append(item) } }
        }

        struct Billing: View {
            @State private var path = NavigationPath()
            let account = Account(id: 1)
            let invoice = Invoice(number: 7)

            var body: some View {
                NavigationStack(path: $path) {
                    LinkRow(item: account)
                    LinkRow(item: invoice)
                    PushRow(path: $path, item: invoice)
                    PushRow(path: $path, item: account)
                        .navigationDestination(for: Account.self) { Text("\\($0.id)") }
                        .navigationDestination(for: Invoice.self) { Text("\\($0.number)") }
                }
            }
        }
        """
        XCTAssertEqual(AnalysisHarness.lint([("Billing.swift", source)], rule: ModelObjectInPath.id, notes: true), [
            "Billing.swift:13:57",
            "  note Billing.swift:29:13 \"LinkRow\" is built here, which gives the value the type \"Account\"",
            "Billing.swift:19:56",
            "  note Billing.swift:32:13 \"PushRow\" is built here, which gives the value the type \"Account\"",
        ])
    }
}
