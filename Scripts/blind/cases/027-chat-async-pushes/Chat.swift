import SwiftUI

struct ChatThread: Hashable, Identifiable {
    let id: UUID
    var title: String
    var memberIDs: [UUID]
}

struct Member: Hashable, Identifiable {
    let id: UUID
    var displayName: String
}

struct SharedMedia: Hashable {
    var threadID: UUID
    var kind: String
}

actor ChatService {
    func createThread(with member: Member) async throws -> ChatThread {
        ChatThread(id: UUID(), title: member.displayName, memberIDs: [member.id])
    }

    func member(id: UUID) async -> Member? { nil }
}

@main
struct ChatApp: App {
    var body: some Scene {
        WindowGroup { ThreadsView(service: ChatService()) }
    }
}

struct ThreadsView: View {
    let service: ChatService
    @State private var path = NavigationPath()
    @State private var threads: [ChatThread] = []
    @State private var contacts: [Member] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Chats") {
                    ForEach(threads) { thread in
                        NavigationLink(thread.title, value: thread)
                    }
                }
                Section("Start a chat") {
                    ForEach(contacts) { member in
                        Button(member.displayName) { startChat(with: member) }
                    }
                }
            }
            .navigationTitle("Chats")
            .navigationDestination(for: ChatThread.self) { thread in
                ThreadView(thread: thread, path: $path, service: service)
            }
        }
    }

    private func startChat(with member: Member) {
        Task {
            guard let thread = try? await service.createThread(with: member) else { return }
            await MainActor.run {
                threads.append(thread)
                path.append(thread)
            }
        }
    }
}

struct ThreadView: View {
    let thread: ChatThread
    @Binding var path: NavigationPath
    let service: ChatService

    var body: some View {
        VStack {
            Text(thread.title).font(.headline)
            Spacer()
        }
        .toolbar {
            Menu("More", systemImage: "ellipsis.circle") {
                Button("Photos & videos") {
                    withAnimation(.snappy) {
                        path.append(SharedMedia(threadID: thread.id, kind: "media"))
                    }
                }
                Button("Links") {
                    DispatchQueue.main.async {
                        path.append(SharedMedia(threadID: thread.id, kind: "links"))
                    }
                }
                Button("First member") {
                    Task { @MainActor in
                        guard let id = thread.memberIDs.first, let member = await service.member(id: id) else { return }
                        path.append(member)
                    }
                }
            }
        }
    }
}
