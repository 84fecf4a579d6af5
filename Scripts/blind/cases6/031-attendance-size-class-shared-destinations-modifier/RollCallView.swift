import SwiftUI

struct RollCallView: View {
    let homeroom: Homeroom
    @State private var present: Set<Pupil.ID> = []

    var body: some View {
        List(homeroom.pupils) { pupil in
            HStack {
                NavigationLink(pupil.name, value: pupil)
                Spacer()
                Toggle("Present", isOn: Binding(
                    get: { present.contains(pupil.id) },
                    set: { isOn in
                        if isOn { present.insert(pupil.id) } else { present.remove(pupil.id) }
                    }
                ))
                .labelsHidden()
            }
        }
        .navigationTitle(homeroom.name)
    }
}

struct PupilView: View {
    let pupil: Pupil

    var body: some View {
        List(pupil.absences) { note in
            NavigationLink(value: note) {
                Text(note.date, format: .dateTime.day().month())
            }
        }
        .navigationTitle(pupil.name)
    }
}

struct AbsenceNoteView: View {
    let note: AbsenceNote

    var body: some View {
        Text(note.reason).navigationTitle("Absence")
    }
}
