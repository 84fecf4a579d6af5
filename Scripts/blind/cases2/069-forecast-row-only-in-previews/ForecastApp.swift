import SwiftUI

@main
struct ForecastApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastHome()
        }
    }
}

struct DailyForecast: Identifiable, Hashable {
    let id: Date
    let high: Int
    let low: Int
    let symbol: String
}

struct HourlyForecast: Identifiable, Hashable {
    let id: Date
    let temperature: Int
    let precipitationChance: Int
}

enum ForecastSamples {
    static let days: [DailyForecast] = (0..<7).map { offset in
        DailyForecast(
            id: Calendar.current.date(byAdding: .day, value: offset, to: .now) ?? .now,
            high: 20 + offset % 4,
            low: 12 + offset % 3,
            symbol: offset.isMultiple(of: 2) ? "sun.max" : "cloud.drizzle"
        )
    }

    static let hours: [HourlyForecast] = (0..<12).map { offset in
        HourlyForecast(id: .now.addingTimeInterval(Double(offset) * 3600), temperature: 15 + offset / 2, precipitationChance: offset * 5)
    }
}

struct ForecastHome: View {
    var body: some View {
        NavigationStack {
            List(ForecastSamples.days) { day in
                NavigationLink(value: day) {
                    HStack {
                        Text(day.id, format: .dateTime.weekday(.wide))
                        Spacer()
                        Image(systemName: day.symbol)
                        Text("\(day.low)° / \(day.high)°")
                    }
                }
            }
            .navigationTitle("7-day forecast")
            .navigationDestination(for: DailyForecast.self) { day in
                Text("High \(day.high)°, low \(day.low)°")
            }
        }
    }
}
