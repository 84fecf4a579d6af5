import SwiftUI

struct Dose: Hashable, Identifiable {
    let id: UUID
    var medication: String
    var time: Date
    var taken: Bool
}

@main
struct ScheduleApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TodayScheduleView()
            }
        }
    }
}

struct TodayScheduleView: View {
    @State private var doses: [Dose] = [
        Dose(id: UUID(), medication: "Metformin", time: .now, taken: true),
        Dose(id: UUID(), medication: "Atorvastatin", time: .now.addingTimeInterval(36_000), taken: false),
    ]
    @State private var showingAddMedication = false

    var body: some View {
        Group {
            if doses.isEmpty {
                ContentUnavailableView("Nothing scheduled", systemImage: "pills",
                                       description: Text("Add a medication to get reminders."))
            } else {
                Form {
                    Section("Today") {
                        ForEach($doses) { $dose in
                            NavigationLink(value: dose) {
                                Toggle(isOn: $dose.taken) {
                                    VStack(alignment: .leading) {
                                        Text(dose.medication)
                                        Text(dose.time, style: .time).font(.caption)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle("Schedule")
        .toolbar {
            Button("Add", systemImage: "plus") { showingAddMedication = true }
        }
        .navigationDestination(for: Dose.self) { dose in
            Text("\(dose.medication) at \(dose.time.formatted(date: .omitted, time: .shortened))")
        }
        .navigationDestination(isPresented: $showingAddMedication) {
            Form {
                TextField("Name", text: .constant(""))
            }
            .navigationTitle("New medication")
        }
    }
}
