import SwiftUI

struct Plot: Hashable, Identifiable {
    let id: Int
    var quadrats: [Quadrat]
}

struct Quadrat: Hashable, Identifiable {
    let id: String
    var coverPercent: Int
}

@Observable
final class PlotSurvey {
    var path = NavigationPath()
    var plots: [Plot] = []
}

@main
struct VegetationApp: App {
    @State private var survey = PlotSurvey()

    var body: some Scene {
        WindowGroup { SurveyShell(survey: survey) }
    }
}

struct SurveyShell: View {
    @Bindable var survey: PlotSurvey

    var body: some View {
        NavigationStack(path: $survey.path) {
            PlotList(survey: survey)
                .navigationDestination(for: Plot.self) { plot in
                    PlotView(survey: survey, plot: plot)
                }
        }
    }
}

struct PlotList: View {
    let survey: PlotSurvey

    var body: some View {
        List(survey.plots) { plot in
            Button("Plot \(plot.id)") { survey.path.append(plot) }
        }
    }
}

struct PlotView: View {
    let survey: PlotSurvey
    let plot: Plot

    var body: some View {
        List(plot.quadrats) { quadrat in
            Button(quadrat.id) { survey.path.append(quadrat) }
        }
        .navigationDestination(for: Quadrat.self) { quadrat in
            QuadratView(survey: survey, quadrat: quadrat)
        }
        .navigationTitle("Plot \(plot.id)")
    }
}

struct QuadratView: View {
    let survey: PlotSurvey
    let quadrat: Quadrat

    var body: some View {
        VStack {
            Text("\(quadrat.coverPercent)% cover")
            Button("Next plot") {
                if let next = survey.plots.first(where: { !$0.quadrats.contains(quadrat) }) {
                    survey.path.append(next)
                }
            }
        }
    }
}
