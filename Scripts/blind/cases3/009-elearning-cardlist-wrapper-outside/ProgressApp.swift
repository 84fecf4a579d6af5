import SwiftUI

struct Certificate: Hashable, Identifiable {
    let id: UUID
    var course: String
    var issued: Date
}

struct Streak: Hashable {
    var days: Int
}

@main
struct ProgressApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    AchievementsView()
                }
                .tabItem { Label("Achievements", systemImage: "rosette") }
            }
        }
    }
}

struct AchievementsView: View {
    @State private var certificates: [Certificate] = [
        Certificate(id: UUID(), course: "iOS Development 101", issued: .now),
    ]
    @State private var streak = Streak(days: 12)

    var body: some View {
        CardList(title: "Achievements") {
            Section {
                NavigationLink(value: streak) {
                    Label("\(streak.days)-day streak", systemImage: "flame")
                }
            }
            Section("Certificates") {
                ForEach(certificates) { certificate in
                    NavigationLink(value: certificate) {
                        VStack(alignment: .leading) {
                            Text(certificate.course)
                            Text(certificate.issued, style: .date).font(.caption)
                        }
                    }
                }
            }
        }
        .navigationDestination(for: Certificate.self) { certificate in
            CertificateView(certificate: certificate)
        }
        .navigationDestination(for: Streak.self) { streak in
            Text("Keep going! \(streak.days) days")
        }
    }
}

struct CertificateView: View {
    let certificate: Certificate

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "checkmark.seal.fill").font(.system(size: 64))
            Text(certificate.course).font(.title2)
            ShareLink(item: "I finished \(certificate.course)!")
        }
    }
}
