import SwiftUI
import CoreData

@main
struct JournalApp: App {
    let persistence = PersistenceController.shared

    var body: some Scene {
        WindowGroup {
            JournalView()
                .environment(\.managedObjectContext, persistence.container.viewContext)
        }
    }
}

struct JournalView: View {
    @SectionedFetchRequest(
        sectionIdentifier: \JournalEntry.day,
        sortDescriptors: [SortDescriptor(\JournalEntry.createdAt, order: .reverse)]
    ) private var days: SectionedFetchResults<String, JournalEntry>

    @FetchRequest(sortDescriptors: [SortDescriptor(\Tag.name)])
    private var tags: FetchedResults<Tag>

    var body: some View {
        NavigationStack {
            List {
                Section("Tags") {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(tags) { tag in
                                NavigationLink(tag.name ?? "—", value: tag)
                                    .buttonStyle(.bordered)
                            }
                        }
                    }
                }
                ForEach(days) { day in
                    Section(day.id) {
                        ForEach(day) { entry in
                            NavigationLink(entry.title ?? "Untitled", value: entry)
                        }
                    }
                }
            }
            .navigationTitle("Journal")
            .navigationDestination(for: JournalEntry.self) { entry in
                ScrollView {
                    Text(entry.text ?? "").padding()
                }
                .navigationTitle(entry.title ?? "Entry")
            }
        }
    }
}
