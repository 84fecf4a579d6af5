import SwiftUI

struct YearView: View {
    let year: Int

    private var months: [Date] {
        let calendar = Calendar.current
        return (1...12).compactMap { month in
            calendar.date(from: DateComponents(year: year, month: month, day: 1))
        }
    }

    var body: some View {
        List(months, id: \.self) { month in
            NavigationLink(value: month) {
                Text(month, format: .dateTime.month(.wide))
            }
        }
        .navigationTitle(String(year))
    }
}

struct DayEntryView: View {
    let day: Date
    @State private var text = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $text)
                .padding()
            NavigationLink("Same day last year", value: Calendar.current.date(byAdding: .year, value: -1, to: day) ?? day)
                .padding()
        }
        .navigationTitle(day.formatted(date: .abbreviated, time: .omitted))
    }
}
