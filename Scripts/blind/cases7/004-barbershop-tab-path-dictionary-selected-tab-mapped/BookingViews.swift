import SwiftUI

struct BookingListView: View {
    var body: some View {
        List(ShopData.appointments) { appointment in
            NavigationLink(value: appointment) {
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
            Section("Your barber") {
                BarberCard(barber: appointment.barber)
            }
            LabeledContent("Service", value: appointment.service.title)
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
