import SwiftUI

struct AgendaView: View {
    private let days = AgendaData.nextDays(30)

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                ForEach(days) { day in
                    Section {
                        ForEach(day.events) { event in
                            NavigationLink(value: event) {
                                EventRow(event: event)
                            }
                            .buttonStyle(.plain)
                        }
                    } header: {
                        Text(day.date, format: .dateTime.weekday(.wide).day().month())
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.vertical, 6)
                            .background(.bar)
                    }
                    .navigationDestination(for: CalendarEvent.self) { event in
                        EventDetail(event: event)
                    }
                }
            }
            .padding(.horizontal)
        }
        .navigationTitle("Agenda")
    }
}

struct EventRow: View {
    let event: CalendarEvent

    var body: some View {
        HStack {
            Text(event.start, style: .time)
                .font(.caption.monospacedDigit())
                .frame(width: 60, alignment: .leading)
            VStack(alignment: .leading) {
                Text(event.title)
                if let location = event.location {
                    Text(location).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct EventDetail: View {
    let event: CalendarEvent

    var body: some View {
        Form {
            LabeledContent("Starts") { Text(event.start, style: .time) }
            if let location = event.location {
                LabeledContent("Where", value: location)
            }
        }
        .navigationTitle(event.title)
    }
}
