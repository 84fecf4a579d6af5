import SwiftUI

struct EditPetProfileView: View {
    @Environment(NavigationRouter.self) private var router
    @Environment(PetStore.self) private var petStore
    @State private var pet: Pet

    init(pet: Pet) {
        _pet = State(initialValue: pet)
    }

    var body: some View {
        Form {
            TextField("이름", text: $pet.name)
            Picker("종류", selection: $pet.species) {
                ForEach(Pet.Species.allCases, id: \.self) { species in
                    Text(species.rawValue)
                }
            }
            DatePicker("생일", selection: $pet.birthday, displayedComponents: .date)
            LabeledContent("체중") {
                TextField("kg", value: $pet.weightKg, format: .number)
                    .keyboardType(.decimalPad)
                    .multilineTextAlignment(.trailing)
            }
        }
        .navigationTitle("프로필 수정")
        .toolbar {
            Button("저장") {
                petStore.update(pet)
                router.pop()
            }
        }
    }
}

struct MakeJournalView: View {
    let pet: Pet
    @Environment(NavigationRouter.self) private var router
    @Environment(PetStore.self) private var petStore
    @State private var appetite = 3
    @State private var note = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("식욕") {
                    Stepper("\(appetite) / 5", value: $appetite, in: 1...5)
                }
                Section("메모") {
                    TextField("오늘 특이사항", text: $note, axis: .vertical)
                        .lineLimit(3...6)
                }
            }
            .navigationTitle("\(pet.name) 일지")
            .toolbar {
                Button("저장") {
                    petStore.add(JournalEntry(petID: pet.id, appetite: appetite, note: note))
                    router.pop()
                }
            }
        }
    }
}

struct SymptomChecklistView: View {
    @State private var checkedSymptoms: Set<String> = []

    private let symptoms = ["구토", "설사", "기침", "식욕 부진", "무기력"]

    var body: some View {
        List(symptoms, id: \.self) { symptom in
            Toggle(symptom, isOn: Binding(
                get: { checkedSymptoms.contains(symptom) },
                set: { isOn in
                    if isOn {
                        checkedSymptoms.insert(symptom)
                    } else {
                        checkedSymptoms.remove(symptom)
                    }
                }
            ))
        }
        .navigationTitle("증상 체크리스트")
    }
}
