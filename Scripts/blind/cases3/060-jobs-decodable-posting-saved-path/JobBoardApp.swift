import SwiftUI

@main
struct JobBoardApp: App {
    var body: some Scene {
        WindowGroup {
            JobSearchView()
        }
    }
}

struct JobSearchView: View {
    @State private var path = NavigationPath()
    @State private var query = "iOS"
    @State private var results: [JobPosting] = []
    @SceneStorage("jobs.path") private var savedPath: Data?
    private let api = JobsAPI()

    var body: some View {
        NavigationStack(path: $path) {
            List(results) { job in
                NavigationLink(value: job) {
                    VStack(alignment: .leading) {
                        Text(job.title).font(.headline)
                        Text("\(job.company) · \(job.remote ? "Remote" : job.location)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .searchable(text: $query)
            .onSubmit(of: .search) {
                Task { results = (try? await api.search(query)) ?? [] }
            }
            .navigationTitle("Jobs")
            .navigationDestination(for: JobPosting.self) { job in
                JobDetail(job: job)
            }
            .navigationDestination(for: ApplicationDraft.self) { draft in
                Text("Applying to #\(draft.jobID)")
            }
        }
        .task {
            results = (try? await api.search(query)) ?? []
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct JobDetail: View {
    let job: JobPosting

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(job.title).font(.title.bold())
                if let salary = job.salaryRange {
                    Text(salary)
                }
                NavigationLink("Apply", value: ApplicationDraft(jobID: job.id))
                    .buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }
}
