import SwiftUI

@main
struct AlarmsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                AlarmEditor()
            }
        }
    }
}

struct Alarm: Hashable {
    var time = Date.now
    var label = "Alarm"
    var repeatDays: Set<Int> = []
    var sound = "Radar"
    var snoozes = true
}

struct AlarmEditor: View {
    @State private var alarm = Alarm()

    var body: some View {
        Form {
            DatePicker("Time", selection: $alarm.time, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
                .labelsHidden()
            Section {
                RepeatRow(repeatDays: $alarm.repeatDays)
                TextField("Label", text: $alarm.label)
                SoundRow(sound: $alarm.sound)
                Toggle("Snooze", isOn: $alarm.snoozes)
            }
        }
        .navigationTitle("Edit Alarm")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct RepeatRow: View {
    @Binding var repeatDays: Set<Int>

    var body: some View {
        NavigationLink {
            List(0..<7, id: \.self) { day in
                Button(Calendar.current.weekdaySymbols[day]) {
                    if repeatDays.contains(day) { repeatDays.remove(day) } else { repeatDays.insert(day) }
                }
            }
            .navigationTitle("Repeat")
        } label: {
            LabeledContent("Repeat", value: repeatDays.isEmpty ? "Never" : "\(repeatDays.count) days")
        }
    }
}
