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
        let placeholders = facts[0].regions.map { r in "\(r.owner).\(r.member) \(r.contentSinks.map { "\(r.elements[Int($0.element)].kind)" })" }
        XCTAssertEqual(placeholders, [
            "View.halfSheet [\"presentation\"]",
            "View.card [\"root\"]",
            "SheetButton.body [\"root\", \"presentation\"]",
            "Card.body [\"root\"]",
            "SheetHost.body [\"stack\"]",
            "Row.body [\"viewLinkContent\"]",
        ])
    }
    /// Wrappers that hand their content on: to a ViewModifier (`modifier(HalfSheet(sheetContent: content))`), to
    /// `sheet` itself (`sheet(isPresented:content: content)`), or to another wrapper (`SheetHost { content }`,
    /// `SheetHost(title:content: content)`). Followed to where it is finally shown.
    static let handingOn = """
        import SwiftUI

        struct HalfSheet<SheetContent: View>: ViewModifier {
            @Binding var isPresented: Bool
            let sheetContent: () -> SheetContent

            func body(content: Content) -> some View {
                content.sheet(isPresented: $isPresented) { sheetContent() }
            }
        }

        struct Beside<Extra: View>: ViewModifier {
            let extra: () -> Extra

            func body(content: Content) -> some View {
                VStack {
                    content
                    extra()
                }
            }
        }

        extension View {
            func halfSheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                modifier(HalfSheet(isPresented: isPresented, sheetContent: content))
            }

            func plainSheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                sheet(isPresented: isPresented, content: content)
            }

            func beside<C: View>(@ViewBuilder content: @escaping () -> C) -> some View {
                modifier(Beside(extra: content))
            }
        }

        struct SheetHost<Content: View>: View {
            let title: String
            @State private var isShown = false
            @ViewBuilder let content: Content

            var body: some View {
                Button(title) { isShown = true }
                    .sheet(isPresented: $isShown) { content }
            }
        }

        struct OuterHost<Content: View>: View {
            @ViewBuilder let content: Content

            var body: some View {
                SheetHost(title: "Open") { content }
            }
        }

        struct PassingHost<Inner: View>: View {
            let content: () -> Inner

            var body: some View {
                SheetHost(title: "Open", content: content)
            }
        }

        struct InPlaceHost<Content: View>: View {
            @ViewBuilder let content: Content

            var body: some View {
                VStack { content }
            }
        }

        struct OuterInPlace<Content: View>: View {
            @ViewBuilder let content: Content

            var body: some View {
                InPlaceHost { content }
            }
        }

        struct PassingInPlace<Inner: View>: View {
            let content: () -> Inner

            var body: some View {
                InPlaceHost(content: content)
                    .plainSheet(isPresented: .constant(false), content: content)
            }
        }

        """

    func testContentHandedOnToWhereItIsShownInASheetIsNotComposedWhereTheWrapperIsUsed() {
        XCTAssertEqual(AnalysisHarness.lint([("Wrappers.swift", ForwardedContentTests.handingOn), ("Home.swift", """
            struct Home: View {
                @State private var a = false
                @State private var b = false

                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .halfSheet(isPresented: $a) {
                                NavigationStack { Text("Half") }
                            }
                            .plainSheet(isPresented: $b) {
                                NavigationStack { Text("Plain") }
                            }
                        OuterHost {
                            NavigationStack { Text("Outer") }
                        }
                        PassingHost {
                            NavigationStack { Text("Passing") }
                        }
                    }
                }
            }
            """)], rule: "nested-navigation-stack", notes: true), [])
    }

    /// Handed on to a modifier or wrapper that shows it in place (`VStack { content; extra() }`), or shown in place by
    /// one callee and in a sheet by another: still composed where the wrapper is used.
    func testContentHandedOnToWhereItIsShownInPlaceIsStillComposed() {
        XCTAssertEqual(AnalysisHarness.lint([("Wrappers.swift", ForwardedContentTests.handingOn), ("Home.swift", """
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .beside {
                                NavigationStack { Text("Beside") }
                            }
                        OuterInPlace {
                            NavigationStack { Text("Outer") }
                        }
                        PassingInPlace {
                            NavigationStack { Text("Both") }
                        }
                    }
                }
            }
            """)], rule: "nested-navigation-stack", notes: true), [
                "Home.swift:6:21", "  note Home.swift:3:9 the enclosing NavigationStack is here",
                "Home.swift:9:17", "  note Home.swift:3:9 the enclosing NavigationStack is here",
                "Home.swift:12:17", "  note Home.swift:3:9 the enclosing NavigationStack is here",
            ])
    }

    /// The facts: what each wrapper shows where, and what it hands on to which use under which label.
    func testWrappersRecordWhatTheyHandOn() {
        let facts = AnalysisHarness.facts([("Wrappers.swift", ForwardedContentTests.handingOn)])
        let sinks = facts[0].regions.map { r in
            "\(r.owner).\(r.member) " + r.contentSinks.map { sink in
                sink.use < 0 ? "\(sink.name)@\(r.elements[Int(sink.element)].kind)"
                    : "\(sink.name)->\(ForwardedContentTests.describe(r.uses[Int(sink.use)].target)):\(sink.label ?? "_")"
            }.joined(separator: " ")
        }
        XCTAssertEqual(sinks, [
            "HalfSheet.body sheetContent@presentation",
            "Beside.body extra@root",
            "View.halfSheet content->modifierType HalfSheet:sheetContent",
            "View.plainSheet content@presentation",
            "View.beside content->modifierType Beside:extra",
            "SheetHost.body content@presentation",
            "OuterHost.body content@forwarded",
            "PassingHost.body content->type SheetHost:content",
            "InPlaceHost.body content@root",
            "OuterInPlace.body content@forwarded",
            "PassingInPlace.body content->type InPlaceHost:content content->modifier plainSheet:content",
        ])
    }

    static func describe(_ target: ViewUseTarget) -> String {
        switch target {
        case .type(let t): return "type \(t.simpleName ?? "?")"
        case .member(let n): return "member \(n)"
        case .modifier(let n): return "modifier \(n)"
        case .modifierType(let t): return "modifierType \(t.simpleName ?? "?")"
        case .opaque: return "opaque"
        }
    }
}
