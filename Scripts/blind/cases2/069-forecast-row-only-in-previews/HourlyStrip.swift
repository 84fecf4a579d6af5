import SwiftUI

/// An hourly strip that will be shown on the day screen; for now it is only tried out in previews.
struct HourlyStrip: View {
    let hours: [HourlyForecast]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 16) {
                ForEach(hours) { hour in
                    NavigationLink(value: hour) {
                        VStack(spacing: 6) {
                            Text(hour.id, format: .dateTime.hour())
                                .font(.caption)
                            Text("\(hour.temperature)°")
                                .font(.headline)
                            Text("\(hour.precipitationChance)%")
                                .font(.caption2)
                                .foregroundStyle(.blue)
                        }
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(.horizontal)
        }
    }
}

#Preview("Hourly strip") {
    NavigationStack {
        HourlyStrip(hours: ForecastSamples.hours)
    }
}

#Preview("Home") {
    ForecastHome()
}
