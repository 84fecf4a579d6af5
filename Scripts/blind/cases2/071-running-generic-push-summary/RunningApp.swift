import SwiftUI

@main
struct RunningApp: App {
    @State private var router = RunRouter()
    @State private var recorder = RunRecorder()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                RecordView()
                    .navigationDestination(for: Run.self) { run in
                        RunDetail(run: run)
                    }
            }
            .environment(router)
            .environment(recorder)
        }
    }
}

struct RecordView: View {
    @Environment(RunRouter.self) private var router
    @Environment(RunRecorder.self) private var recorder

    var body: some View {
        VStack(spacing: 32) {
            Text(Duration.seconds(recorder.elapsed).formatted(.time(pattern: .minuteSecond)))
                .font(.system(size: 72, weight: .semibold, design: .rounded))
            if recorder.isRecording {
                Button("Finish") {
                    let run = recorder.stop()
                    router.push(RunSummary(runID: run.id, personalBest: run.pace < 5))
                }
                .buttonStyle(.borderedProminent)
                .tint(.red)
            } else {
                Button("Start run") { recorder.start() }
                    .buttonStyle(.borderedProminent)
            }
            if let last = recorder.lastRun {
                Button("Last run") { router.push(last) }
            }
        }
        .navigationTitle("Run")
    }
}

struct RunDetail: View {
    let run: Run

    var body: some View {
        Form {
            LabeledContent("Distance", value: "\(run.kilometres) km")
            LabeledContent("Time", value: "\(run.minutes) min")
            LabeledContent("Pace", value: String(format: "%.2f min/km", run.pace))
        }
        .navigationTitle(run.date.formatted(date: .abbreviated, time: .omitted))
    }
}
