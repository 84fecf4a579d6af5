import SwiftUI

@main
struct SleepApp: App {
    var body: some Scene {
        WindowGroup {
            SleepBrowser(nights: [
                Night(id: .now, stages: [
                    SleepStage(id: 1, kind: .core, minutes: 180),
                    SleepStage(id: 2, kind: .deep, minutes: 70),
                    SleepStage(id: 3, kind: .rem, minutes: 95),
                ], dips: [HeartRateDip(id: 1, at: .now, bpm: 48)]),
            ])
        }
    }
}

struct SleepBrowser: View {
    let nights: [Night]
    @State private var selectedNight: Night?
    @State private var detailPath = NavigationPath()

    var body: some View {
        NavigationSplitView {
            List(nights, selection: $selectedNight) { night in
                NavigationLink(night.id.formatted(date: .abbreviated, time: .omitted), value: night)
            }
            .navigationTitle("Nights")
        } detail: {
            NavigationStack(path: $detailPath) {
                if let selectedNight {
                    NightDetail(night: selectedNight)
                } else {
                    ContentUnavailableView("Pick a night", systemImage: "bed.double")
                }
            }
        }
        .onChange(of: selectedNight) { detailPath = NavigationPath() }
    }
}

struct NightDetail: View {
    let night: Night

    var body: some View {
        List {
            Section("Stages") {
                ForEach(night.stages) { stage in
                    NavigationLink(value: stage) {
                        LabeledContent(stage.kind.rawValue.uppercased(), value: "\(stage.minutes) min")
                    }
                }
            }
            Section("Heart rate") {
                ForEach(night.dips) { dip in
                    NavigationLink("\(dip.bpm) bpm", value: dip)
                }
            }
        }
        .navigationTitle("\(night.totalMinutes / 60)h \(night.totalMinutes % 60)m asleep")
        .navigationDestination(for: HeartRateDip.self) { dip in
            Text("Lowest heart rate at \(dip.at.formatted(date: .omitted, time: .shortened))")
        }
    }
}
