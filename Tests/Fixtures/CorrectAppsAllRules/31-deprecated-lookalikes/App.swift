import SwiftUI
// Before iOS 16 we used NavigationView { } and NavigationLink(isActive:)
final class NavigationViewModel: ObservableObject { @Published var isActive = false }
struct Detail: View {
    @Binding var isActive: Bool
    var body: some View { Toggle("Active", isOn: $isActive) }
}
struct TagPicker: View {
    let tag: Int
    @Binding var selection: Int?
    var body: some View { Text("\(tag)") }
}
@main
struct LookApp: App {
    @StateObject private var model = NavigationViewModel()
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    Text("Migrated from NavigationView { } and .navigationViewStyle(.stack)")
                    NavigationLink(destination: Detail(isActive: $model.isActive)) { Text("Detail") }
                    NavigationLink("Tags", destination: TagPicker(tag: 1, selection: .constant(nil)))
                    NavigationLink {
                        Detail(isActive: $model.isActive)
                    } label: { Text("Closure") }
                }
            }
        }
    }
}
