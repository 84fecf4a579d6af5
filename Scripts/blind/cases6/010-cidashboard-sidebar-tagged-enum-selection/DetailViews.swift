import SwiftUI

struct DetailRoot: View {
    @Environment(DashboardStore.self) private var store
    let selection: SidebarItem?

    var body: some View {
        switch selection {
        case .pipelines?:
            PipelineTable(pipelines: store.recentPipelines)
                .navigationTitle("Pipelines")
        case .runners?:
            List(store.runners) { runner in
                NavigationLink(value: runner) {
                    Label(runner.hostname, systemImage: runner.isOnline ? "circle.fill" : "circle")
                }
            }
            .navigationTitle("Runners")
        case .project(let id)?:
            if let project = store.project(id) {
                PipelineTable(pipelines: project.pipelines)
                    .navigationTitle(project.name)
            }
        case nil:
            Text("Select an item")
        }
    }
}

struct PipelineTable: View {
    let pipelines: [Pipeline]

    var body: some View {
        List(pipelines) { pipeline in
            NavigationLink(value: pipeline) {
                HStack {
                    Text("#\(pipeline.id)").monospacedDigit()
                    Text(pipeline.ref)
                    Spacer()
                    Text(pipeline.status).foregroundStyle(.secondary)
                }
            }
        }
    }
}

struct PipelineView: View {
    let pipeline: Pipeline

    var body: some View {
        List(pipeline.jobs) { job in
            NavigationLink(job.name, value: job)
        }
        .navigationTitle("Pipeline #\(pipeline.id)")
    }
}
