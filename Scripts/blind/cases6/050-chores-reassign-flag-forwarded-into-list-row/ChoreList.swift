import SwiftUI

struct ChoreList: View {
    let chores: [Chore]
    let allowsReassign: Bool

    var body: some View {
        List(chores) { chore in
            ChoreRow(chore: chore, allowsReassign: allowsReassign)
        }
    }
}

struct ChoreRow: View {
    let chore: Chore
    let allowsReassign: Bool

    var body: some View {
        HStack {
            Image(systemName: chore.isDone ? "checkmark.circle.fill" : "circle")
            VStack(alignment: .leading) {
                Text(chore.title)
                Text("\(chore.points) points · \(chore.assignee.name)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if allowsReassign {
                ReassignButton(chore: chore)
            }
        }
    }
}

struct ReassignButton: View {
    let chore: Chore
    @State private var isPicking = false

    var body: some View {
        Button {
            isPicking = true
        } label: {
            Image(systemName: "arrow.triangle.swap")
        }
        .buttonStyle(.borderless)
        .navigationDestination(isPresented: $isPicking) {
            MemberPicker(chore: chore)
        }
    }
}

struct MemberPicker: View {
    @Environment(Household.self) private var household
    let chore: Chore

    var body: some View {
        List(household.members) { member in
            Text(member.name)
        }
        .navigationTitle("Reassign \(chore.title)")
    }
}
