import SwiftUI

@main
struct HostelApp: App {
    var body: some Scene {
        WindowGroup {
            HostelRoot()
        }
    }
}

struct HostelRoot: View {
    @State private var path: [BookingRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            DormsView()
                .navigationDestination(for: BookingRoute.self) { route in
                    switch route {
                    case .bed(let dormID, let bed): Text("Dorm \(dormID), bed \(bed)")
                    case .dorm(let id): DormDetail(dormID: id)
                    case .houseRules: Text("Quiet hours 11pm–7am")
                    }
                }
        }
        .environment(\.openBooking) { route in
            path.append(route)
        }
    }
}

struct DormsView: View {
    @Environment(\.openBooking) private var openBooking

    var body: some View {
        List {
            ForEach([4, 6, 8], id: \.self) { size in
                Button("\(size)-bed dorm") { openBooking(.dorm(id: size)) }
            }
            Button("House rules") { openBooking(.houseRules) }
        }
        .navigationTitle("Dorms")
    }
}

struct DormDetail: View {
    let dormID: Int
    @Environment(\.openBooking) private var openBooking

    var body: some View {
        List(1...dormID, id: \.self) { bed in
            Button("Bed \(bed)") { openBooking(.bed(dormID: dormID, bed: bed)) }
        }
        .navigationTitle("Dorm \(dormID)")
    }
}
