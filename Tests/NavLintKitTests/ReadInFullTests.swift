// Stacks NavLint reads in full (docs/model.md#incomplete): view code of real apps that it used to leave unread, and
// the forms that stay unread because the text truly leaves them open.

import XCTest
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintKit

final class ReadInFullTests: XCTestCase {
    /// "line read-in-full" for each context, and the place the first incomplete one could not follow.
    private func contexts(_ text: String) -> [String] {
        AnalysisHarness.analysis(text).contexts.map { c in
            c.unread.map { "\(c.location.line) unread at \($0.location.line):\($0.location.column)" } ?? "\(c.location.line) full"
        }
    }

    /// A closure a view builder cannot have written is code even where a closure of view content is expected: a
    /// gesture's `onEnded` action with a `guard`, an app modifier's callback assigning a value. Only what such a
    /// closure returns is a view: the card returned is composed, and its link, which no destination maps, is reported.
    func testClosureWithStatementsNoViewBuilderHoldsIsCode() {
        let text = """
            import SwiftUI
            enum Route: Hashable { case profile }
            final class Account { func unfollow(_ key: String) {}; var following = false }
            struct ProfileCard: View {
                var body: some View { NavigationLink("Profile", value: Route.profile) }
            }
            struct FollowButton: View {
                @Environment(\\.account) private var account
                let key: String
                @State private var busy = false
                var body: some View {
                    NavigationStack {
                        Text("Follow")
                            .highPriorityGesture(TapGesture().onEnded {
                                guard !busy else { return }
                                withAnimation { busy = true }
                                account.unfollow(key)
                            })
                            .onSwipe { direction in
                                busy = false
                                account.unfollow(key)
                            }
                            .background {
                                account.following = true
                                return ProfileCard()
                            }
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["12 full"])
        XCTAssertEqual(AnalysisHarness.lint([("Example.swift", text)], rule: "unmapped-destination"), ["Example.swift:5:60"])
    }

    /// A closure a view builder can hold (an expression, `let`, `if`) stays view content: a call NavLint cannot place in
    /// it leaves the stack unread, as before.
    func testViewBuilderClosureWithUnknownCallStaysUnread() {
        let text = """
            import SwiftUI
            struct FollowButton: View {
                @Environment(\\.account) private var account
                var body: some View {
                    NavigationStack {
                        Text("Follow")
                            .cardOverlay {
                                let key = "k"
                                if key.isEmpty { account.unfollow(key) }
                            }
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["5 unread at 9:38"])
    }

    /// What is handed to `Text` or `Image` is a value, never a view: a closure in it (`compactMap { $0 }`) is code. So is
    /// a method of a literal (`[a, b].compactMap { $0 }` handed to an app view).
    func testClosuresInValuesHandedToViewsAreCode() {
        let text = """
            import SwiftUI
            struct Tags: View {
                let tags: [String]
                var body: some View { Text(tags.joined()) }
            }
            struct RelayRow: View {
                let read: Bool
                let write: Bool
                var body: some View {
                    NavigationStack {
                        Text([read ? "read" : nil, write ? "write" : nil].compactMap { $0 }.joined(separator: ", "))
                        Image(systemName: [read ? "book" : nil].compactMap { $0 }.first ?? "pencil")
                        Tags(tags: ["dm", write ? "write" : nil].compactMap { $0 })
                    }
                }
            }
            """
        XCTAssertEqual(contexts(text), ["10 full"])
    }

    /// A type whose name starts with an underscore (`_GIFImage`, a UIViewRepresentable the app declares) is a type:
    /// constructing it shows that view, which holds no navigation, not a call of a function NavLint cannot follow.
    func testUnderscoredTypeIsAView() {
        let text = """
            import SwiftUI
            import UIKit
            struct GIFImage: View {
                let data: Data
                var body: some View {
                    NavigationStack {
                        _GIFImage(data: data)
                            .contentShape(Rectangle())
                    }
                }
            }
            private struct _GIFImage: UIViewRepresentable {
                let data: Data
                func makeUIView(context: Context) -> UIImageView { UIImageView() }
                func updateUIView(_ view: UIImageView, context: Context) {}
            }
            """
        XCTAssertEqual(contexts(text), ["6 full"])
        // A function called so still is one NavLint cannot follow.
        XCTAssertEqual(contexts(text.replacingOccurrences(of: "_GIFImage(data: data)", with: "_gifImage(data)")), ["6 unread at 7:13"])
    }
}
