import SwiftUI

@main
struct VolunteerApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    ShiftsTab()
                }
                .tabItem { Label("Shifts", systemImage: "calendar") }
                NavigationStack {
                    ProfileTab(lastShift: Shift(id: 41, role: "Sorting", start: .now))
                }
                .tabItem { Label("Me", systemImage: "person") }
            }
        }
    }
}

struct ShiftsTab: View {
    let shifts: [Shift] = []

    var body: some View {
        List(shifts) { shift in
            NavigationLink(shift.role, value: ShiftRoute.shift(id: shift.id))
        }
        .navigationDestination(for: ShiftRoute.self) { route in
            Text(String(describing: route))
        }
        .toolbar {
            NavigationLink("Today", value: ShiftRoute.today)
        }
    }
}

struct ProfileTab: View {
    let lastShift: Shift
    let badges = [Badge(id: "100h", title: "100 hours")]

    var body: some View {
        List {
            Section("Shortcuts") {
                NavigationLink("Today's roster", value: ShiftRoute.today)
                NavigationLink("My next shift", value: ShiftRoute.following(lastShift))
            }
            Section("Badges") {
                ForEach(badges) { badge in
                    NavigationLink(badge.title, value: badge)
                }
            }
        }
        .navigationDestination(for: Badge.self) { badge in
            Text(badge.title)
        }
        .navigationTitle("Profile")
    }
}
