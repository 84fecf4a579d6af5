import SwiftUI

struct CitiesView: View {
    @State private var model = ForecastModel()
    @State private var selectedCity: City?
    @State private var showingUnits = false

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(model.cities) { city in
                    CityCard(city: city) {
                        selectedCity = city
                    }
                }
            }
            .padding()
        }
        .refreshable { await model.refresh() }
        .navigationTitle("Weather")
        .toolbar {
            Button("Units", systemImage: "thermometer") { showingUnits = true }
        }
        .navigationDestination(item: $selectedCity) { city in
            CityForecast(city: city)
        }
        .navigationDestination(isPresented: $showingUnits) {
            UnitsSettings()
        }
    }
}

struct CityCard: View {
    let city: City
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            HStack {
                Text(city.name).font(.title3)
                Spacer()
                Image(systemName: city.condition)
                Text("\(city.temperature)°").font(.title2.monospacedDigit())
            }
            .padding()
            .background(.blue.opacity(0.1), in: .rect(cornerRadius: 14))
        }
        .buttonStyle(.plain)
    }
}

struct CityForecast: View {
    let city: City

    var body: some View {
        List(0..<10, id: \.self) { day in
            LabeledContent("Day \(day + 1)", value: "\(city.temperature + day % 3)°")
        }
        .navigationTitle(city.name)
    }
}

struct UnitsSettings: View {
    @AppStorage("useCelsius") private var useCelsius = true

    var body: some View {
        Form {
            Toggle("Celsius", isOn: $useCelsius)
        }
        .navigationTitle("Units")
    }
}
