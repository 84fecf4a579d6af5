import SwiftUI

@main
struct DiaryApp: App {
    var body: some Scene {
        WindowGroup {
            DiaryHome()
        }
    }
}

struct DiaryHome: View {
    @State private var path = NavigationPath()
    @SceneStorage("diary.path") private var pathData: Data?

    private let years = [2025, 2024, 2023]
    private let tags = ["travel", "family", "work"]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    Button("Today") {
                        path.append(Calendar.current.startOfDay(for: .now))
                    }
                }
                Section("Years") {
                    ForEach(years, id: \.self) { year in
                        NavigationLink(String(year), value: year)
                    }
                }
                Section("Tags") {
                    ForEach(tags, id: \.self) { tag in
                        NavigationLink("#\(tag)", value: tag)
                    }
                }
            }
            .navigationTitle("Diary")
            .navigationDestination(for: Int.self) { year in
                YearView(year: year)
            }
            .navigationDestination(for: Date.self) { day in
                DayEntryView(day: day)
            }
            .navigationDestination(for: String.self) { tag in
                Text("Entries tagged #\(tag)")
            }
        }
        .onAppear(perform: restore)
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }

    private func restore() {
        guard let pathData,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
        else { return }
        path = NavigationPath(representation)
    }
}
