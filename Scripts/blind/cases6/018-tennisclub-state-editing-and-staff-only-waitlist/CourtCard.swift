import SwiftUI

struct CourtCard: View {
    let court: Court
    let showsWaitlist: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(court.name).font(.headline)
                Text(court.surface).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            if showsWaitlist {
                NavigationLink(value: court.waitlist) {
                    Label("\(court.waitlist.members.count)", systemImage: "person.2")
                }
                .buttonStyle(.bordered)
            }
        }
    }
}
