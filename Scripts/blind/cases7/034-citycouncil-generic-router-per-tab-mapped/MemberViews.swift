import SwiftUI

struct MembersView: View {
    @Environment(Router<MemberRoute>.self) private var router

    var body: some View {
        List(Council.members) { member in
            Button {
                router.push(.member(member.id))
            } label: {
                LabeledContent(member.name, value: member.ward)
            }
        }
        .navigationTitle("Council")
    }
}

struct MemberView: View {
    @Environment(Router<MemberRoute>.self) private var router
    let memberID: Member.ID

    var body: some View {
        List {
            ForEach(Council.members.first { $0.id == memberID }?.committees ?? [], id: \.self) { name in
                Button(name) {
                    router.push(.committee(name))
                }
            }
        }
    }
}
