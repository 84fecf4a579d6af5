import SwiftUI

struct MeetingRoom: Hashable, Identifiable {
    let id: Int
    var name: String
    var seats: Int
}

struct Desk: Hashable, Identifiable {
    let id: Int
    var label: String
    var todaysBooking: Booking
}

struct Booking: Hashable {
    var member: String
    var room: MeetingRoom
}

struct DesksTab: View {
    @Bindable var router: Router
    let desks = [Desk(id: 1, label: "A1", todaysBooking: Booking(member: "Lea", room: MeetingRoom(id: 3, name: "Fjord", seats: 6)))]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(desks) { desk in
                NavigationLink(desk.label, value: desk)
            }
            .navigationDestination(for: Desk.self) { desk in
                DeskDetail(desk: desk)
            }
        }
        .environment(router)
    }
}

struct RoomsTab: View {
    @Bindable var router: Router
    let rooms = [MeetingRoom(id: 3, name: "Fjord", seats: 6)]

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                ForEach(rooms) { room in
                    NavigationLink(room.name, value: room)
                }
                BookingSummary(booking: Booking(member: "You", room: rooms[0]))
            }
            .navigationDestination(for: MeetingRoom.self) { room in
                Text("\(room.name), \(room.seats) seats")
            }
        }
        .environment(router)
    }
}

struct DeskDetail: View {
    let desk: Desk

    var body: some View {
        VStack(spacing: 20) {
            Text("Desk \(desk.label)").font(.largeTitle)
            BookingSummary(booking: desk.todaysBooking)
        }
    }
}

struct BookingSummary: View {
    @Environment(Router.self) private var router
    let booking: Booking

    var body: some View {
        Button("\(booking.member) meets in \(booking.room.name)") {
            router.push(booking.room)
        }
    }
}
