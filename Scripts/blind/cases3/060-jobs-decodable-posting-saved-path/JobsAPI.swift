import Foundation

struct JobPosting: Decodable, Hashable, Identifiable {
    let id: Int
    let title: String
    let company: String
    let location: String
    let remote: Bool
    let salaryRange: String?
}

struct ApplicationDraft: Codable, Hashable {
    let jobID: JobPosting.ID
    var coverLetter: String = ""
}

struct JobsAPI {
    func search(_ query: String) async throws -> [JobPosting] {
        let url = URL(string: "https://api.example.com/jobs?q=\(query)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([JobPosting].self, from: data)
    }
}
