import SwiftUI

struct Job: Hashable, Identifiable {
    let id: Int
    var title: String
    var company: Company
}

struct Company: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct JobsAPI {
    func job(id: Int) async throws -> Job {
        Job(id: id, title: "iOS Engineer", company: Company(id: 1, name: "Acme"))
    }

    func company(id: Int) async throws -> Company {
        Company(id: id, name: "Acme")
    }
}

@MainActor
@Observable
final class JobsRouter {
    var path = NavigationPath()
    private let api = JobsAPI()

    func openJob(id: Int) async {
        guard let job = try? await api.job(id: id) else { return }
        path.append(job)
    }

    func openCompany(id: Int) async {
        guard let company = try? await api.company(id: id) else { return }
        path.append(company)
    }
}
