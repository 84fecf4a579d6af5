import SwiftUI

struct InsuranceCard: Hashable {
    var memberID: String
    var groupNumber: String
}

@main
struct PharmacyApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { PatientProfileView() }
        }
    }
}

struct PatientProfileView: View {
    @State private var name = ""
    @State private var allergies = ""
    @State private var cards: [InsuranceCard] = []
    @State private var addingCard = false

    var body: some View {
        Form {
            Section("Patient") {
                TextField("Full name", text: $name)
                TextField("Allergies", text: $allergies, axis: .vertical)
            }
            Section {
                ForEach(cards, id: \.memberID) { card in
                    LabeledContent(card.memberID, value: card.groupNumber)
                }
                Button("Add insurance card") { addingCard = true }
            } header: {
                Text("Insurance")
            } footer: {
                Text("We bill your plan before you pick up.")
            }
            .navigationDestination(isPresented: $addingCard) {
                CardEntryView { card in
                    cards.append(card)
                    addingCard = false
                }
            }
        }
        .navigationTitle("Profile")
    }
}

struct CardEntryView: View {
    var onSave: (InsuranceCard) -> Void
    @State private var memberID = ""
    @State private var group = ""

    var body: some View {
        Form {
            TextField("Member ID", text: $memberID)
            TextField("Group number", text: $group)
            Button("Save") { onSave(InsuranceCard(memberID: memberID, groupNumber: group)) }
        }
    }
}
