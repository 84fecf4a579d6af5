// A member of a type by name (`Router.push`): how push wrappers and view code are looked up.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// `Owner.member` (a method, a view-code member, an enum case), kept as two strings: no concatenation to make or hash.
package struct MemberName: Hashable, Sendable {
    package var owner: String
    package var name: String

    package init(owner: String, name: String) {
        self.owner = owner
        self.name = name
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(FastHash.strings(owner, name)) }
}
