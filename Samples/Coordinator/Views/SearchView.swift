import SwiftUI

struct SearchView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator
    @State private var query = ""
    @State private var isSearching = false
    @State private var alive = true

    private let api = ArticleService.live

    var body: some View {
        Form {
            TextField("Username", text: $query)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            Button("Find Author") {
                isSearching = true
                Task {
                    let user = try? await api.searchUser(named: query)
                    isSearching = false
                    guard alive, let user else { return }
                    coordinator.goToProfile(user)
                }
            }
            .disabled(query.isEmpty || isSearching)
        }
        .navigationTitle("Search")
        .toolbar {
            Button("Cancel") {
                coordinator.back()
            }
        }
        .onAppear {
            alive = true
        }
        .onDisappear {
            alive = false
        }
    }
}

struct SettingsView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator
    @AppStorage("digestHour") private var digestHour = 8
    @AppStorage("showsCommentCounts") private var showsCommentCounts = true

    var body: some View {
        Form {
            Stepper("Daily digest at \(digestHour):00", value: $digestHour, in: 5...11)
            Toggle("Show Comment Counts", isOn: $showsCommentCounts)
            Button("Back to Feed") {
                coordinator.popToRoot()
            }
        }
        .navigationTitle("Settings")
    }
}
