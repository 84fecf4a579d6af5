import SwiftUI

struct HourlyForecast: Hashable, Identifiable {
    let id: Date
    var temperature: Int
    var symbol: String
}

struct ForecastDay: Hashable, Identifiable {
    let id: Date
    var high: Int
    var low: Int
}

struct WeatherAlert: Hashable {
    var title: String
    var severity: String
}

@main
struct ForecastApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ForecastScreen()
            }
        }
    }
}

struct ForecastScreen: View {
    @State private var hours: [HourlyForecast] = (0..<24).map {
        HourlyForecast(id: .now.addingTimeInterval(Double($0) * 3_600), temperature: 14 + $0 % 6, symbol: "cloud.sun")
    }
    @State private var days: [ForecastDay] = (0..<10).map {
        ForecastDay(id: .now.addingTimeInterval(Double($0) * 86_400), high: 19, low: 11)
    }
    @State private var alert: WeatherAlert? = WeatherAlert(title: "Wind advisory", severity: "Moderate")

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 16) {
                        ForEach(hours) { hour in
                            NavigationLink(value: hour) {
                                VStack {
                                    Text(hour.id, format: .dateTime.hour())
                                    Image(systemName: hour.symbol)
                                    Text("\(hour.temperature)°")
                                }
                            }
                        }
                    }
                    .padding(.horizontal)
                }
                Group {
                    if let alert {
                        NavigationLink(value: alert) {
                            Label(alert.title, systemImage: "exclamationmark.triangle.fill")
                        }
                    }
                    TenDayForecast(days: days)
                }
                .navigationDestination(for: WeatherAlert.self) { alert in
                    Text("\(alert.title) (\(alert.severity))")
                }
            }
        }
        .navigationTitle("Cupertino")
        .navigationDestination(for: HourlyForecast.self) { hour in
            Text("\(hour.temperature)° at \(hour.id.formatted(date: .omitted, time: .shortened))")
        }
    }
}

struct TenDayForecast: View {
    let days: [ForecastDay]

    var body: some View {
        VStack(alignment: .leading) {
            Text("10-day forecast").font(.headline)
            ForEach(days) { day in
                NavigationLink(value: day) {
                    HStack {
                        Text(day.id, format: .dateTime.weekday(.wide))
                        Spacer()
                        Text("\(day.low)° – \(day.high)°")
                    }
                }
            }
        }
        .padding()
        .navigationDestination(for: ForecastDay.self) { day in
            Text(day.id, style: .date)
        }
    }
}
