import SwiftUI

/// Shown in the barbers list and on an appointment; pushes onto whichever tab is showing it.
struct BarberCard: View {
    @Environment(TabRouter.self) private var router
    let barber: Barber

    var body: some View {
        Button {
            router.push(barber, in: router.selectedTab)
        } label: {
            HStack {
                Image(systemName: "person.crop.circle")
                VStack(alignment: .leading) {
                    Text(barber.name)
                    Text(barber.specialty).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
    }
}

struct BarberListView: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        List {
            Section("Barbers") {
                ForEach(ShopData.barbers) { barber in
                    BarberCard(barber: barber)
                }
            }
            Section("Services") {
                ForEach(ShopData.services) { service in
                    Button(service.title) {
                        router.push(service, in: router.selectedTab)
                    }
                }
            }
        }
        .navigationTitle("Book a chair")
    }
}

struct BarberDetailView: View {
    let barber: Barber

    var body: some View {
        List(ShopData.services) { service in
            NavigationLink(service.title, value: service)
        }
        .navigationTitle(barber.name)
    }
}

struct ServiceDetailView: View {
    let service: Service

    var body: some View {
        Text("\(service.title), \(service.minutes) minutes")
    }
}
