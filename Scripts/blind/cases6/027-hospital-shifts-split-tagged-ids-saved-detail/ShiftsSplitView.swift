import SwiftUI

struct ShiftsSplitView: View {
    @Environment(Schedule.self) private var schedule
    @State private var selectedShiftID: Shift.ID?
    @State private var detailPath = NavigationPath()
    @SceneStorage("shifts.detail") private var savedDetail: Data?

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedShiftID) {
                ForEach(schedule.shifts) { shift in
                    NavigationLink(value: shift.id) {
                        VStack(alignment: .leading) {
                            Text(shift.ward)
                            Text(shift.start, style: .time)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .tag(shift.id)
                }
            }
            .navigationTitle("Shifts")
        } detail: {
            NavigationStack(path: $detailPath) {
                if let shift = schedule.shift(selectedShiftID) {
                    ShiftDetail(shift: shift)
                } else {
                    ContentUnavailableView("No shift selected", systemImage: "calendar.badge.clock")
                }
            }
        }
        .onChange(of: selectedShiftID) {
            detailPath = NavigationPath()
        }
        .onChange(of: detailPath) {
            guard let representation = detailPath.codable else { return }
            savedDetail = try? JSONEncoder().encode(representation)
        }
        .task {
            guard let savedDetail,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedDetail)
            else { return }
            detailPath = NavigationPath(representation)
        }
    }
}

struct ShiftDetail: View {
    let shift: Shift

    var body: some View {
        List(shift.nurses) { nurse in
            NavigationLink(nurse.name, value: nurse)
        }
        .navigationTitle(shift.ward)
        .navigationDestination(for: Nurse.self) { nurse in
            NurseView(nurse: nurse)
        }
    }
}

struct NurseView: View {
    let nurse: Nurse

    var body: some View {
        Form {
            LabeledContent("Ward", value: nurse.ward)
        }
        .navigationTitle(nurse.name)
    }
}
