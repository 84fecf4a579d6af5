// Content handed to an app-written view or modifier: composed where the wrapper stands only when the wrapper shows it there.

import XCTest
@testable import NavLintKit

final class ForwardedContentTests: XCTestCase {
    static let wrappers = """
        import SwiftUI

        extension View {
            func halfSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                sheet(isPresented: isPresented) {
                    content().presentationDetents([.medium])
                }
            }

            func card<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
                VStack {
                    self
                    content()
                }
            }
        }

        struct SheetButton<Label: View, Sheet: View>: View {
            @State private var isShown = false
            @ViewBuilder let label: Label
            @ViewBuilder let sheetContent: Sheet

            var body: some View {
                Button { isShown = true } label: { label }
                    .sheet(isPresented: $isShown) { sheetContent }
            }
        }

        struct Card<Content: View>: View {
            @ViewBuilder let content: Content

            var body: some View {
                VStack { content }
            }
        }

        struct SheetHost<Content: View>: View {
            let title: String
            @State private var isShown = false
            @ViewBuilder let content: Content

            var body: some View {
                Button(title) { isShown = true }
                    .sheet(isPresented: $isShown) {
                        NavigationStack { content }
                    }
            }
        }

        struct Row<Destination: View>: View {
            let title: String
            @ViewBuilder let destination: Destination

            var body: some View {
                NavigationLink { destination } label: { Text(title) }
            }
        }

        """

    static func nested(_ home: String) -> [String] {
        AnalysisHarness.lint([("Wrappers.swift", wrappers), ("Home.swift", home)], rule: "nested-navigation-stack", notes: true)
    }

    /// A stack in content that an app's modifier or view shows in a sheet (at any depth inside it) is not nested in
    /// the stack where the wrapper is used.
    func testContentShownInASheetByAWrapperIsNotComposedWhereTheWrapperIsUsed() {
        XCTAssertEqual(ForwardedContentTests.nested("""
            struct Home: View {
                @State private var showShare = false

                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .halfSheet(isPresented: $showShare) {
                                NavigationStack { Text("Share") }
                            }
                        SheetHost(title: "Settings") {
                            NavigationStack { Text("Settings") }
                        }
                    }
                }
            }
            """), [])
    }

    /// Content that the wrapper shows where it stands (`VStack { content }`), pushes (`NavigationLink { destination }`),
    /// or shows in place as well as in a sheet (`Button { label }.sheet { sheetContent }`) is still composed where the
    /// wrapper is used: its stack is nested in the enclosing one.
    func testContentShownInPlacePushedOrPartlyInPlaceIsStillComposedWhereTheWrapperIsUsed() {
        XCTAssertEqual(ForwardedContentTests.nested("""
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .card {
                                NavigationStack { Text("Card") }
                            }
                        Card {
                            NavigationStack { Text("Inner") }
                        }
                        Row(title: "Pushed") {
                            NavigationStack { Text("Pushed") }
                        }
                        SheetButton {
                            NavigationStack { Text("Label") }
                        } sheetContent: {
                            Text("Sheet")
                        }
                    }
                }
            }
            """), [
                "Home.swift:6:21", "  note Home.swift:3:9 the enclosing NavigationStack is here",
                "Home.swift:9:17", "  note Home.swift:3:9 the enclosing NavigationStack is here",
                "Home.swift:12:17", "  note Home.swift:3:9 the enclosing NavigationStack is here",
                "Home.swift:15:17", "  note Home.swift:3:9 the enclosing NavigationStack is here",
            ])
    }

    /// Only the content handed to the wrapper is taken out: the wrapper's own stack, and views beside it, stay.
    func testOnlyTheForwardedContentIsTakenOut() {
        XCTAssertEqual(ForwardedContentTests.nested("""
            struct Home: View {
                @State private var showShare = false

                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .halfSheet(isPresented: $showShare) {
                                NavigationStack { Text("Share") }
                            }
                        NavigationStack { Text("Beside") }
                    }
                }
            }
            """), ["Home.swift:10:13", "  note Home.swift:5:9 the enclosing NavigationStack is here"])
    }

    /// The facts the decision rests on: where each wrapper shows what it is handed, and which elements of the
    /// using view are forwarded content.
    func testWrappersRecordWhereTheyShowTheirContent() {
        let facts = AnalysisHarness.facts([("Wrappers.swift", ForwardedContentTests.wrappers)])
        let placeholders = facts[0].regions.map { r in "\(r.owner).\(r.member) \(r.contentPlaceholders.map { "\(r.elements[Int($0)].kind)" })" }
        XCTAssertEqual(placeholders, [
            "View.halfSheet [\"presentation\"]",
            "View.card [\"root\"]",
            "SheetButton.body [\"root\", \"presentation\"]",
            "Card.body [\"root\"]",
            "SheetHost.body [\"stack\"]",
            "Row.body [\"viewLinkContent\"]",
        ])
    }
}
