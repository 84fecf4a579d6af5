import SwiftUI

struct RoutineRow: View {
    @Binding var routine: Routine
    @State private var isEditing = false

    var body: some View {
        HStack {
            Label(routine.title, systemImage: routine.icon)
            Spacer()
            Button("Edit") { isEditing = true }
                .buttonStyle(.borderless)
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                RoutineEditor(routine: $routine)
                    .navigationDestination(for: ReminderSound.self) { sound in
                        SoundPreview(sound: sound)
                    }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { isEditing = false }
                        }
                    }
            }
        }
    }
}

struct RoutineEditor: View {
    @Binding var routine: Routine

    var body: some View {
        Form {
            TextField("Title", text: $routine.title)
            Section("Sound") {
                ForEach(ReminderSound.allCases) { sound in
                    NavigationLink(sound.rawValue.capitalized, value: sound)
                }
            }
            Section("Reminders") {
                ForEach(routine.reminderTimes.indices, id: \.self) { index in
                    Text("At \(routine.reminderTimes[index].hour ?? 0):00")
                }
            }
        }
        .navigationTitle("Edit routine")
    }
}

struct SoundPreview: View {
    let sound: ReminderSound

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: sound == .none ? "speaker.slash" : "speaker.wave.2")
                .font(.system(size: 60))
            Text(sound.rawValue.capitalized)
        }
        .navigationTitle("Sound")
    }
}
