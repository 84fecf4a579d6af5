// Content handed to an app-written view or modifier: composed where the wrapper stands only when the wrapper shows it there.

import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
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

    /// Each content argument is matched on its own: a labelled one to the property or parameter of that name, the
    /// trailing closure to what the labelled ones leave. `SheetButton { label } sheetContent: { … }` shows its label in
    /// place and its `sheetContent` in a sheet; `pair { inline } popup: { … }` the same for a modifier.
    func testEachContentArgumentIsMatchedToWhereTheWrapperShowsIt() {
        let pair = """
            extension View {
                func pair<A: View, B: View>(@ViewBuilder inline: () -> A, @ViewBuilder popup: @escaping () -> B) -> some View {
                    VStack { self; inline() }.sheet(isPresented: .constant(true)) { popup() }
                }
            }

            struct SheetFirst<Sheet: View, Label: View>: View {
                @State private var isShown = false
                @ViewBuilder let sheet: Sheet
                @ViewBuilder let label: Label

                var body: some View {
                    Button { isShown = true } label: { label }
                        .sheet(isPresented: $isShown) { sheet }
                }
            }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Wrappers.swift", ForwardedContentTests.wrappers), ("Pair.swift", pair), ("Home.swift", """
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        SheetButton { Text("Share") } sheetContent: { NavigationStack { Text("Quiet") } }
                        SheetButton { NavigationStack { Text("Label") } } sheetContent: { Text("Sheet") }
                        SheetFirst { NavigationStack { Text("Quiet") } } label: { Text("Share") }
                        SheetFirst { Text("Sheet") } label: { NavigationStack { Text("Label") } }
                        Text("Home").pair { NavigationStack { Text("Inline") } } popup: { NavigationStack { Text("Quiet") } }
                    }
                }
            }
            """)], rule: "nested-navigation-stack", notes: true), [
                "Home.swift:5:27", "  note Home.swift:3:9 the enclosing NavigationStack is here",
                "Home.swift:7:51", "  note Home.swift:3:9 the enclosing NavigationStack is here",
                "Home.swift:8:33", "  note Home.swift:3:9 the enclosing NavigationStack is here",
            ])
    }

    /// Review cases: content also shown in place through what NavLint does not follow (`VStack(content: content)`,
    /// `ScrollView(content: content)`), handed on under another internal name (`content body:`), to an overload that
    /// shows it in place, or read by a view-code member that shows it in place, is still composed; an action
    /// closure (`() -> Void`) handed on is not content. Each is a real nested stack.
    func testContentAlsoShownInPlaceSomewhereIsStillComposed() {
        let wrappers = """
            extension View {
                func inline<C: View>(content body: @escaping () -> C) -> some View {
                    VStack { self; body() }
                }

                func inlineAndSheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    self.inline(content: content)
                        .sheet(isPresented: isPresented, content: content)
                }

                func present<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    sheet(isPresented: isPresented, content: content)
                }

                func present<C: View>(inline: Bool, @ViewBuilder content: @escaping () -> C) -> some View {
                    VStack { self; content() }
                }

                func card<C: View>(@ViewBuilder content: @escaping () -> C) -> some View {
                    self.present(inline: true, content: content)
                }

                func tapSheet<C: View>(_ action: @escaping () -> Void, isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    onTapGesture(perform: action)
                        .sheet(isPresented: isPresented, content: content)
                }
            }

            struct Stacked<C: View>: View {
                @State private var shown = false
                let content: () -> C

                var body: some View {
                    VStack(content: content)
                        .sheet(isPresented: $shown, content: content)
                }
            }

            struct Tile<C: View>: View {
                @State private var help = false
                let content: () -> C
                let onTap: () -> Void

                var body: some View {
                    ScrollView(content: content)
                        .tapSheet(onTap, isPresented: $help) { Text("Help") }
                }
            }

            struct Helper<C: View>: View {
                @State private var shown = false
                let content: () -> C

                var body: some View {
                    inlineBody
                        .sheet(isPresented: $shown, content: content)
                }

                private var inlineBody: some View { content() }
            }

            struct SheetOnlyHelper<C: View>: View {
                @State private var shown = false
                let content: () -> C

                var body: some View {
                    Text("Open").sheet(isPresented: $shown) { sheetBody }
                }

                private var sheetBody: some View { content() }
            }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Wrappers.swift", wrappers), ("Home.swift", """
            struct Home: View {
                @State private var shown = false

                var body: some View {
                    NavigationStack {
                        Text("A").inlineAndSheet(isPresented: $shown) { NavigationStack { Text("1") } }
                        Text("B").card { NavigationStack { Text("2") } }
                        Tile(content: { NavigationStack { Text("3") } }, onTap: {})
                        Stacked { NavigationStack { Text("4") } }
                        Helper { NavigationStack { Text("5") } }
                        SheetOnlyHelper { NavigationStack { Text("Quiet") } }
                    }
                }
            }
            """)], rule: "nested-navigation-stack"), [
                "Home.swift:6:61", "Home.swift:7:30", "Home.swift:8:29", "Home.swift:9:23", "Home.swift:10:22",
            ])
    }

    /// Second review: an `init` deciding where an argument goes (`preview = content()` in place, `content` in a
    /// sheet), an argument label differing from the parameter's name (`content header:`), a member of a ViewModifier
    /// or a chain of members showing it in place, and `NavigationLink(destination: content())` beside a sheet are
    /// still composed; a closure returning `Bool` is not content.
    func testInitsLabelsMembersAndCallsAreFollowedToWhereContentIsShown() {
        let wrappers = """
            struct InfoButton<C: View>: View {
                @State private var shown = false
                let preview: C
                let content: () -> C

                init(@ViewBuilder content: @escaping () -> C) {
                    preview = content()
                    self.content = content
                }

                var body: some View {
                    preview.sheet(isPresented: $shown, content: content)
                }
            }

            extension View {
                func disclosureSheet<H: View, D: View>(content header: () -> H, detail content: @escaping () -> D) -> some View {
                    VStack { self; header() }.sheet(isPresented: .constant(true), content: content)
                }
            }

            struct Peek<P: View>: ViewModifier {
                @State private var shown = false
                let preview: () -> P

                func body(content: Content) -> some View {
                    VStack { content; inlinePreview }.sheet(isPresented: $shown, content: preview)
                }

                private var inlinePreview: some View { preview() }
            }

            extension View {
                func peek<P: View>(@ViewBuilder preview: @escaping () -> P) -> some View { modifier(Peek(preview: preview)) }
            }

            struct Chain<C: View>: View {
                @State private var shown = false
                let content: () -> C

                var body: some View { inline.sheet(isPresented: $shown, content: content) }
                private var inline: some View { card }
                private var card: some View { content() }
            }

            struct Linked<C: View>: View {
                @State private var shown = false
                let content: () -> C

                var body: some View {
                    NavigationLink(destination: content()) { Text("Open") }
                        .sheet(isPresented: $shown, content: content)
                }
            }

            struct Filtered<C: View>: View {
                @State private var shown = false
                let isIncluded: (Int) -> Bool
                let content: () -> C

                var body: some View {
                    Text("\\([1, 2].filter(isIncluded).count)").sheet(isPresented: $shown, content: content)
                }
            }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Wrappers.swift", wrappers), ("Home.swift", """
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        InfoButton { NavigationStack { Text("1") } }
                        Text("A").disclosureSheet(content: { NavigationStack { Text("2") } }, detail: { Text("D") })
                        Text("B").peek { NavigationStack { Text("3") } }
                        Chain { NavigationStack { Text("4") } }
                        Linked { NavigationStack { Text("5") } }
                        Filtered(isIncluded: { $0 > 1 }) { NavigationStack { Text("Quiet") } }
                    }
                }
            }
            """)], rule: "nested-navigation-stack"), [
                "Home.swift:4:26", "Home.swift:5:50", "Home.swift:6:30", "Home.swift:7:21", "Home.swift:8:22",
            ])
    }

    /// An `init` storing each content argument in a property of another name (`self.sheetBody = sheet()`): the
    /// property answers to the argument's label, so the sheet's content is not mixed up with the content shown in place.
    func testAnInitsAssignmentsTellWhichArgumentEachPropertyHolds() {
        let wrappers = """
            struct SheetHost<Main: View, Sheet: View>: View {
                @Binding var isPresented: Bool
                let main: Main
                let sheetBody: Sheet

                init(isPresented: Binding<Bool>, @ViewBuilder content: () -> Main, @ViewBuilder sheet: () -> Sheet) {
                    self._isPresented = isPresented
                    self.main = content()
                    self.sheetBody = sheet()
                }

                var body: some View {
                    main.sheet(isPresented: $isPresented) { sheetBody }
                }
            }

            struct Unlabelled<Main: View, Sheet: View>: View {
                let main: Main
                let other: Sheet

                init(_ content: () -> Main, sheet: () -> Sheet) {
                    main = content()
                    other = sheet()
                }

                var body: some View { main.sheet(isPresented: .constant(true)) { other } }
            }

            struct TwoInits<Main: View, Sheet: View>: View {
                let main: Main
                let other: Sheet

                init(content: () -> Main, sheet: () -> Sheet) {
                    main = content()
                    other = sheet()
                }

                init(sheet: () -> Main, content: () -> Sheet) {
                    main = sheet()
                    other = content()
                }

                var body: some View { main.sheet(isPresented: .constant(true)) { other } }
            }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Wrappers.swift", wrappers), ("Home.swift", """
            struct Home: View {
                @State private var shown = false
                var body: some View {
                    NavigationStack {
                        SheetHost(isPresented: $shown) { NavigationStack { Text("1") } } sheet: { NavigationStack { Text("Quiet") } }
                        SheetHost(isPresented: $shown) { Text("A") } sheet: { NavigationStack { Text("Quiet") } }
                        SheetHost(isPresented: $shown, content: { NavigationStack { Text("2") } }, sheet: { Text("B") })
                        Unlabelled { NavigationStack { Text("3") } } sheet: { NavigationStack { Text("Quiet") } }
                        Unlabelled { Text("C") } sheet: { NavigationStack { Text("Quiet") } }
                        TwoInits { Text("D") } sheet: { NavigationStack { Text("4") } }
                    }
                }
            }
            """)], rule: "nested-navigation-stack"), [
                "Home.swift:5:46", "Home.swift:7:55", "Home.swift:8:26", "Home.swift:10:45",
            ])
    }

    /// In `body(content:)` of a ViewModifier, `content` is the modified view, not a property named `content`;
    /// `self.content` is the property.
    func testAViewModifiersContentParameterShadowsAPropertyOfThatName() {
        let wrappers = """
            struct HalfSheet<C: View>: ViewModifier {
                @Binding var isPresented: Bool
                let content: () -> C

                func body(content: Content) -> some View {
                    content.sheet(isPresented: $isPresented) {
                        self.content().presentationDetents([.medium])
                    }
                }
            }

            struct Beside<C: View>: ViewModifier {
                let content: C

                func body(content: Content) -> some View {
                    HStack {
                        content
                        self.content
                    }
                }
            }

            extension View {
                func halfSheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    modifier(HalfSheet(isPresented: isPresented, content: content))
                }

                func beside<C: View>(@ViewBuilder content: () -> C) -> some View {
                    modifier(Beside(content: content()))
                }
            }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Wrappers.swift", wrappers), ("Home.swift", """
            struct Home: View {
                @State private var shown = false
                var body: some View {
                    NavigationStack {
                        Text("A").halfSheet(isPresented: $shown) { NavigationStack { Text("Quiet") } }
                        Text("B").beside { NavigationStack { Text("1") } }
                    }
                }
            }
            """)], rule: "nested-navigation-stack"), ["Home.swift:6:32"])
    }

    /// `self.navigationDestination(…)`, `self.sheet { … }` in a View extension modify the subject: only `self.x` of a
    /// content property is content shown there. Reading them as content would leave the stack incomplete and silent.
    func testSelfModifiersInAViewExtensionAreNotContent() {
        XCTAssertEqual(AnalysisHarness.lint([("Routes.swift", """
            extension View {
                func withAppRoutes() -> some View {
                    self.navigationDestination(for: Int.self) { n in Text("Number") }
                }

                func halfSheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    self.sheet(isPresented: isPresented) { content() }
                }
            }
            """), ("Home.swift", """
            struct Home: View {
                @State private var shown = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Number", value: 1)
                            NavigationLink("Name", value: "Ann")
                        }
                        .withAppRoutes()
                        .halfSheet(isPresented: $shown) { Text("Share") }
                    }
                }
            }
            """)], rule: "unmapped-destination"), ["Home.swift:7:47"])
    }

    /// A property no `init` says the source of (`preview = AnyView(content())`) may hold any argument, labelled or not:
    /// content shown there is shown in place.
    func testAPropertyAnInitFillsInAnotherWayAnswersToEveryLabel() {
        XCTAssertEqual(AnalysisHarness.lint([("Expandable.swift", """
            struct Expandable<C: View>: View {
                @State private var expanded = false
                let content: () -> C
                let preview: AnyView

                init(@ViewBuilder content: @escaping () -> C) {
                    self.content = content
                    self.preview = AnyView(content())
                }

                var body: some View {
                    preview.onTapGesture { expanded = true }.sheet(isPresented: $expanded) { content() }
                }
            }
            """), ("Home.swift", """
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        Expandable(content: { NavigationStack { Text("1") } })
                        Expandable { NavigationStack { Text("2") } }
                    }
                }
            }
            """)], rule: "nested-navigation-stack"), ["Home.swift:4:35", "Home.swift:5:26"])
    }

    /// In a ViewModifier's body, a method called on `content` is a modifier applied to the view it modifies, and a
    /// closure that only shows the content (`{ _ in coverContent() }`, `{ item in return coverContent(item) }`) hands
    /// it on as it is. A closure that shows more than the content does not.
    func testContentHandedOnInAClosureToAModifierOfTheModifiedView() {
        let facts = AnalysisHarness.facts([("Cover.swift", """
            struct BooleanCover<C: View>: ViewModifier {
                @Binding var item: Token?
                let coverContent: () -> C
                let itemContent: (Token) -> C
                func body(content: Content) -> some View {
                    content
                        .appCover(self.$item, content: { _ in coverContent() })
                        .appCover(self.$item) { item in return itemContent(item) }
                        .appCover(self.$item) { _ in VStack { coverContent() } }
                }
            }
            """)])
        let r = facts[0].regions[0]
        XCTAssertEqual(r.contentSinks.map { sink in
            sink.use < 0 ? "\(sink.name)@\(r.elements[Int(sink.element)].kind)"
                : "\(sink.name)->\(ForwardedContentTests.describe(r.uses[Int(sink.use)].target)):\(sink.label ?? "_")"
        }, [
            "coverContent->modifier appCover:content", "coverContent@modifierContent",
            // Returned with `return`, the content is shown as the closure without it shows it.
            "itemContent->modifier appCover:_", "itemContent@modifierContent",
            "coverContent@modifierContent",
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

    /// Content handed to a list view of the app's own is inside the lazy container the wrapper shows it in: directly
    /// (`List(items) { row($0) }`), through a view-code member of the wrapper (`var body: some View { rows }`), or
    /// handed on to another wrapper that does (a news feed's stories). A wrapper that shows it in a `VStack` creates
    /// its rows up front: silent.
    func testContentHandedToAListWrapperIsInsideItsList() {
        let wrappers = """
            import SwiftUI
            struct RefreshableList<Item: Identifiable, Row: View>: View {
                let items: [Item]
                @ViewBuilder var row: (Item) -> Row
                var body: some View { List(items) { item in row(item) } }
            }
            struct SectionedList<Item: Identifiable, Row: View>: View {
                let items: [Item]
                @ViewBuilder var row: (Item) -> Row
                var body: some View { rows.refreshable { } }
                private var rows: some View {
                    LazyVStack { ForEach(items) { item in row(item) } }
                }
            }
            struct FeedList<Item: Identifiable, Row: View>: View {
                let items: [Item]
                @ViewBuilder var row: (Item) -> Row
                var body: some View { RefreshableList(items: items, row: row) }
            }
            struct StoryStack<Item: Identifiable, Row: View>: View {
                let items: [Item]
                @ViewBuilder var row: (Item) -> Row
                var body: some View { ScrollView { VStack { ForEach(items) { item in row(item) } } } }
            }
            """
        func lint(_ wrapper: String) -> [String] {
            AnalysisHarness.lint([("Wrappers.swift", wrappers), ("Stories.swift", """
                import SwiftUI
                struct Story: Hashable, Identifiable { let id: Int; var headline: String }
                struct StoriesView: View {
                    let stories: [Story] = []
                    var body: some View {
                        NavigationStack {
                            \(wrapper)(items: stories) { story in
                                NavigationLink(story.headline, value: story)
                                    .navigationDestination(for: Story.self) { Text($0.headline) }
                            }
                        }
                    }
                }
                """)], rule: "destination-in-lazy-container", notes: true)
        }
        XCTAssertEqual(lint("RefreshableList"), ["Stories.swift:9:22", "  note Wrappers.swift:5:27 the lazy container 'List' is here"])
        XCTAssertEqual(lint("SectionedList"), ["Stories.swift:9:22", "  note Wrappers.swift:12:9 the lazy container 'LazyVStack' is here"])
        XCTAssertEqual(lint("FeedList"), ["Stories.swift:9:22", "  note Wrappers.swift:5:27 the lazy container 'List' is here"])
        XCTAssertEqual(lint("StoryStack"), [])
    }

    /// A stack handed to a wrapper of the app's that shows its content inside a stack of its own (`SheetContent {
    /// OpenedFiles() }`, a library's tabs, as in kiwix) is within that stack's content: the outer bar takes its title
    /// and toolbar, so they are not misplaced. The same screen shown with no stack around it is reported.
    func testModifiersOnAStackAWrapperShowsInsideItsOwnStackAreNotMisplaced() {
        let wrapper = """
            import SwiftUI
            struct SheetContent<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    NavigationStack { content.toolbar { Button("Done") { } } }
                }
            }
            struct OpenedFiles: View {
                var body: some View {
                    NavigationStack { List { Text("wikipedia.zim") } }
                        .navigationTitle("Opened")
                }
            }
            """
        XCTAssertEqual(AnalysisHarness.lint([("Library.swift", wrapper), ("LibraryTab.swift", """
            struct LibraryTab: View {
                @State private var showsLibrary = false
                var body: some View {
                    Button("Library") { showsLibrary = true }
                        .sheet(isPresented: $showsLibrary) { SheetContent { OpenedFiles() } }
                }
            }
            """)], rule: "misplaced-navigation-modifier"), [])
        XCTAssertEqual(AnalysisHarness.lint([("Library.swift", wrapper), ("LibraryTab.swift", """
            struct LibraryTab: View {
                @State private var showsLibrary = false
                var body: some View {
                    Button("Library") { showsLibrary = true }
                        .sheet(isPresented: $showsLibrary) { OpenedFiles() }
                }
            }
            """)], rule: "misplaced-navigation-modifier"), ["Library.swift:12:14"])
    }

    static func describe(_ target: ViewUseTarget) -> String {
        switch target {
        case .type(let t): return "type \(t.simpleName ?? "?")"
        case .member(let n): return "member \(n)"
        case .modifier(let n): return "modifier \(n)"
        case .modifierType(let t): return "modifierType \(t.simpleName ?? "?")"
        case .named(let n, let m): return "named \(n)\(m.map { "." + $0 } ?? "")"
        case .method(let t, let m): return "method \(t.simpleName ?? "?").\(m)"
        case .subject(let m, _, _): return "subject of \(m)"
        case .value(_, let m): return "value.\(m)"
        case .opaque: return "opaque"
        case .builtInView(let n): return "builtIn \(n)"
        }
    }

    /// A wrapper that shows its content inside a stack of its own (`RoutingStack { RecipeList() }`, whose body is
    /// `NavigationStack(path:) { content().navigationDestination(for:) }`) has that content in its stack: the content's
    /// links are judged against the stack's registrations (an unmapped one is reported, with the wrapper's stack as
    /// the one searched), and the stack is read in full. So for content a wrapper shows in a sheet's stack. Content that
    /// writes a link in the closure itself still comes in, but the stack is not read in full; and the stack of a wrapper
    /// built twice stands for both constructions, whose registrations of one type are not duplicates of each other.
    func testContentShownInAWrappersOwnStackIsInThatStack() {
        let wrapper = """
            import SwiftUI
            struct Recipe: Hashable { let id: Int }
            struct Ingredient: Hashable { let name: String }
            struct RoutingStack<Content: View>: View {
                @State private var path: [Recipe] = []
                @ViewBuilder var content: () -> Content
                var body: some View {
                    NavigationStack(path: $path) {
                        content()
                            .navigationDestination(for: Recipe.self) { Text("\\($0.id)") }
                    }
                }
            }
            struct EditorSheet<Content: View>: View {
                @State private var shown = false
                @ViewBuilder let content: Content
                var body: some View {
                    Button("Edit") { shown = true }
                        .sheet(isPresented: $shown) { NavigationStack { content } }
                }
            }
            struct RecipeList: View {
                var body: some View {
                    NavigationLink("Soup", value: Recipe(id: 1))
                    NavigationLink("Salt", value: Ingredient(name: "salt"))
                }
            }
            struct Editor: View {
                var body: some View { NavigationLink("Pepper", value: Ingredient(name: "pepper")) }
            }
            """
        let app = """
            import SwiftUI
            @main
            struct Kitchen: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            RoutingStack { RecipeList() }
                            EditorSheet { Editor() }
                        }
                    }
                }
            }
            """
        let files = [("Wrappers.swift", wrapper), ("Kitchen.swift", app)]
        XCTAssertEqual(AnalysisHarness.lint(files, rule: "unmapped-destination", notes: true), [
            "Wrappers.swift:25:39",
            "  note Wrappers.swift:8:9 the NavigationStack searched is here; it maps \"Recipe\"",
            "Wrappers.swift:29:59",
            "  note Wrappers.swift:19:43 the NavigationStack searched is here; it maps no value types",
        ])
        XCTAssertEqual(AnalysisHarness.analysis(files).contexts.map { $0.unread == nil }, [true, true])

        // A link written in the closure handed in: its views come in, the stack is not read in full (nor is the sheet's
        // stack of a wrapper that nothing builds).
        let inline = """
            import SwiftUI
            @main
            struct Kitchen: App {
                var body: some Scene {
                    WindowGroup {
                        RoutingStack {
                            RecipeList()
                            NavigationLink("Thyme", value: Ingredient(name: "thyme"))
                        }
                    }
                }
            }
            """
        let inlineFiles = [("Wrappers.swift", wrapper), ("Kitchen.swift", inline)]
        XCTAssertEqual(AnalysisHarness.analysis(inlineFiles).contexts.map { $0.unread == nil }, [false, false])

        // Built twice, each content registering `Ingredient` in its own view: the registrations are not duplicates.
        let twice = """
            import SwiftUI
            struct Pantry: View {
                var body: some View {
                    NavigationLink("Flour", value: Ingredient(name: "flour"))
                        .navigationDestination(for: Ingredient.self) { Text($0.name) }
                }
            }
            struct Spices: View {
                var body: some View {
                    NavigationLink("Cumin", value: Ingredient(name: "cumin"))
                        .navigationDestination(for: Ingredient.self) { Text($0.name) }
                }
            }
            @main
            struct Kitchen: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            RoutingStack { Pantry() }
                            RoutingStack { Spices() }
                        }
                    }
                }
            }
            """
        let twiceFiles = [("Wrappers.swift", wrapper), ("Kitchen.swift", twice)]
        XCTAssertEqual(AnalysisHarness.lint(twiceFiles, rule: "duplicate-destination"), [])
        XCTAssertEqual(AnalysisHarness.lint(twiceFiles, rule: "unmapped-destination"), [])

        // Built twice, only one content registering `Ingredient`: the other tab's link is judged against its own content,
        // where nothing maps it (each construction is a stack of its own at run time).
        let oneRegisters = twice.replacingOccurrences(of: """
                    NavigationLink("Cumin", value: Ingredient(name: "cumin"))
                        .navigationDestination(for: Ingredient.self) { Text($0.name) }
            """, with: """
                    NavigationLink("Cumin", value: Ingredient(name: "cumin"))
            """)
        XCTAssertNotEqual(oneRegisters, twice)
        XCTAssertEqual(AnalysisHarness.lint([("Wrappers.swift", wrapper), ("Kitchen.swift", oneRegisters)], rule: "unmapped-destination", notes: true), [
            "Kitchen.swift:10:40",
            "  note Wrappers.swift:8:9 the NavigationStack searched is here, built in several places with content of its own each; with all of them it maps \"Ingredient\", \"Recipe\"",
        ])
    }
}
