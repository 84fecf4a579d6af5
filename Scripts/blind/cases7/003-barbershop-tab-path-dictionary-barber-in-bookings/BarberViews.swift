import SwiftUI

struct BarberListView: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        List {
            Section("Barbers") {
                ForEach(ShopData.barbers) { barber in
                    NavigationLink(value: barber) {
                        VStack(alignment: .leading) {
                            Text(barber.name)
                            Text(barber.specialty).font(.caption)
                        }
                    }
                }
            }
            Section("Services") {
                ForEach(ShopData.services) { service in
                    Button(service.title) {
                        router.push(service, in: .barbers)
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
        Text("\(barber.name) — \(barber.specialty)")
            .navigationTitle(barber.name)
    }
}

struct ServiceDetailView: View {
    let service: Service

    var body: some View {
        Text("\(service.title), \(service.minutes) minutes")
    }
}
