import SwiftUI

@main
struct FieldSurveyApp: App {
    @State private var session = SurveySession()

    var body: some Scene {
        WindowGroup { ContentView(session: session) }
    }
}

struct ContentView: View {
    let session: SurveySession

    var body: some View {
        SurveyRoot(session: session)
    }
}

struct SurveyRoot: View {
    @Bindable var session: SurveySession

    var body: some View {
        NavigationStack(path: $session.path) {
            SiteList(session: session)
                .navigationDestination(for: SurveySite.self) { site in
                    Text(site.habitat)
                }
        }
    }
}
