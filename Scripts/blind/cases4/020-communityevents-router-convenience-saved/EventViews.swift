import SwiftUI

struct EventRow: View {
    @Environment(EventsRouter.self) private var router
    let event: CommunityEvent

    var body: some View {
        Button {
            router.showEvent(event)
        } label: {
            VStack(alignment: .leading) {
                Text(event.title)
                Text(event.venue).font(.caption)
            }
        }
    }
}

struct EventDetail: View {
    @Environment(EventsRouter.self) private var router
    let eventID: UUID
    let shifts: [VolunteerShift] = []

    var body: some View {
        List(shifts) { shift in
            Button(shift.role) { router.showShift(shift) }
        }
        .navigationTitle("Volunteer shifts")
    }
}
