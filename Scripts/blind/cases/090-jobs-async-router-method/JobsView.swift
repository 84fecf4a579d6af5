import SwiftUI

@main
struct JobsApp: App {
    @State private var router = JobsRouter()

    var body: some Scene {
        WindowGroup {
            JobsView()
                .environment(router)
        }
    }
}

struct JobsView: View {
    @Environment(JobsRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List {
                Button("Open job 42") {
                    Task { await router.openJob(id: 42) }
                }
                Button("Open Acme") {
                    Task { await router.openCompany(id: 1) }
                }
            }
            .navigationTitle("Jobs")
            .navigationDestination(for: Job.self) { job in
                VStack {
                    Text(job.title).font(.title)
                    Text(job.company.name)
                }
            }
        }
        .onOpenURL { url in
            guard let id = Int(url.lastPathComponent) else { return }
            Task { await router.openJob(id: id) }
        }
    }
}
