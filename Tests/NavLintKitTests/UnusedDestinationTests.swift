import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class UnusedDestinationTests: XCTestCase {
    /// What code NavLint does not follow may push is judged stack by stack: a path assigned from a value it does not
    /// read (stack A: `insert` puts a value that is read, the assignment from another property values that are not), or
    /// handed to a view that was not scanned (stack C), may carry any value; a path handed to a child's `@Binding`
    /// (stack B) is still followed. A class that a scanned class inherits (`Base`) is not judged; one that none
    /// inherits (`Node`) is.
    func testUnseenWritesAreJudgedPerStackAndInheritedClassesAreNotJudged() {
        let source = """
        import SwiftUI

        struct Shown: Hashable {}
        struct NeverA: Hashable {}
        struct NeverB: Hashable {}
        struct NeverC: Hashable {}
        class Base: Hashable {
            static func == (a: Base, b: Base) -> Bool { a === b }
            func hash(into hasher: inout Hasher) {}
        }
        final class Sub: Base {}
        final class Node: Hashable {
            static func == (a: Node, b: Node) -> Bool { a === b }
            func hash(into hasher: inout Hasher) {}
        }

        struct ScreenA: View {
            @State private var path: [Shown] = []
            let restored: [Shown]
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Go") {
                        path.append(Shown())
                        path.insert(Shown(), at: 0)
                        path = restored
                    }
                    .navigationDestination(for: Shown.self) { _ in Text("shown") }
                    .navigationDestination(for: NeverA.self) { _ in Text("a") }
                }
            }
        }

        struct ScreenB: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Child(path: $path)
                        .navigationDestination(for: NeverB.self) { _ in Text("b") }
                }
            }
        }

        struct Child: View {
            @Binding var path: NavigationPath
            var body: some View {
                Button("Go") { path.append(Shown()) }
            }
        }

        struct ScreenC: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Helper(path: $path)
                        .navigationDestination(for: NeverC.self) { _ in Text("c") }
                }
            }
        }

        struct ScreenD: View {
            var body: some View {
                NavigationStack {
                    Text("D")
                        .navigationDestination(for: Base.self) { _ in Text("base") }
                        .navigationDestination(for: Node.self) { _ in Text("node") }
                }
            }
        }
        """
        let found = AnalysisHarness.diagnostics([("App.swift", source)], rule: UnusedDestination.id)
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "38:18 This navigationDestination for \"NeverB\" is never used: nothing in the scanned code pushes or links a value of type \"NeverB\". Remove it, or push the value it was written for.",
            "65:18 This navigationDestination for \"Node\" is never used: nothing in the scanned code pushes or links a value of type \"Node\". Remove it, or push the value it was written for.",
        ])
    }
}
