import SwiftUI

@main
struct GitClientApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                RepositoryView(repository: .sample)
            }
        }
    }
}

struct RepositoryView: View {
    let repository: Repository

    var body: some View {
        List {
            branchesSection
            tagsSection
        }
        .navigationTitle(repository.name)
        .navigationDestination(for: GitTag.self) { tag in
            Text("\(tag.name) → \(tag.commit)").monospaced()
        }
    }

    private var branchesSection: some View {
        Section("Branches") {
            ForEach(repository.branches) { branch in
                NavigationLink(value: branch) {
                    HStack {
                        Label(branch.name, systemImage: branch.isRemote ? "cloud" : "arrow.triangle.branch")
                        Spacer()
                        if branch.ahead > 0 { Text("↑\(branch.ahead)") }
                        if branch.behind > 0 { Text("↓\(branch.behind)") }
                    }
                }
            }
        }
        .navigationDestination(for: Branch.self) { branch in
            BranchHistory(branch: branch)
        }
    }

    @ViewBuilder
    private var tagsSection: some View {
        if !repository.tags.isEmpty {
            Section("Tags") {
                ForEach(repository.tags) { tag in
                    NavigationLink(tag.name, value: tag)
                }
            }
        }
    }
}

struct BranchHistory: View {
    let branch: Branch

    var body: some View {
        Text("History of \(branch.name)")
            .navigationTitle(branch.name)
    }
}
