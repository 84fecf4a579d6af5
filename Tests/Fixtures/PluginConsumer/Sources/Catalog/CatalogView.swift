// SwiftUI code: the compiler skips it where SwiftUI is missing (Linux); NavLint reads both sides of `#if`.
#if canImport(SwiftUI)
import SwiftUI

public struct CatalogView: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                // Deliberate mistake: no navigationDestination(for: Tool.self) in this stack.
                NavigationLink("Hammer", value: Tool.hammer)
            }
            .navigationTitle("Catalog")
        }
    }
}
#endif
