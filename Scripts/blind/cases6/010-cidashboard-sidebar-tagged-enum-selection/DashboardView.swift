import SwiftUI

struct DashboardView: View {
    @Environment(DashboardStore.self) private var store
    @State private var selection: SidebarItem? = .pipelines

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink(value: SidebarItem.pipelines) {
                    Label("Pipelines", systemImage: "arrow.triangle.branch")
                }
                .tag(SidebarItem.pipelines)
                NavigationLink(value: SidebarItem.runners) {
                    Label("Runners", systemImage: "server.rack")
                }
                .tag(SidebarItem.runners)
                Section("Projects") {
                    ForEach(store.projects) { project in
                        NavigationLink(value: SidebarItem.project(project.id)) {
                            Label(project.name, systemImage: "folder")
                        }
                        .tag(SidebarItem.project(project.id))
                    }
                }
            }
            .navigationSplitViewColumnWidth(min: 200, ideal: 240)
        } detail: {
            NavigationStack {
                DetailRoot(selection: selection)
                    .navigationDestination(for: Pipeline.self) { pipeline in
                        PipelineView(pipeline: pipeline)
                    }
                    .navigationDestination(for: Job.self) { job in
                        Text(job.name).navigationTitle(job.stage)
                    }
                    .navigationDestination(for: Runner.self) { runner in
                        Text(runner.hostname)
                    }
            }
        }
    }
}
