import SwiftUI

struct BookingListView: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        List(ShopData.appointments) { appointment in
            Button {
                router.push(appointment, in: .bookings)
            } label: {
                VStack(alignment: .leading) {
                    Text(appointment.service.title)
                    Text(appointment.start, style: .date).font(.caption)
                }
            }
        }
        .navigationTitle("Bookings")
    }
}

struct AppointmentDetailView: View {
    @Environment(TabRouter.self) private var router
    let appointment: Appointment

    var body: some View {
        Form {
            LabeledContent("Service", value: appointment.service.title)
            LabeledContent("When") {
                Text(appointment.start, style: .time)
            }
            Button("About \(appointment.barber.name)") {
                router.push(appointment.barber, in: .bookings)
            }
            Button("Cancel booking", role: .destructive) {
                router.popToRoot(.bookings)
            }
        }
        .navigationTitle("Appointment")
    }
}

struct ProfileView: View {
    var body: some View {
        Text("Signed in")
            .navigationTitle("Profile")
    }
}
