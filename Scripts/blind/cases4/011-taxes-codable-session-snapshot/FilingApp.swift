import SwiftUI

@main
struct FilingApp: App {
    @State private var session = FilingSession()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            FormsHomeView()
                .environment(session)
                .onAppear { session.restore() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { session.save() }
        }
    }
}

struct FormsHomeView: View {
    @Environment(FilingSession.self) private var session
    let forms = [TaxForm(code: "1040", title: "Individual return"), TaxForm(code: "Schedule C", title: "Business profit")]

    var body: some View {
        @Bindable var session = session
        NavigationStack(path: $session.path) {
            List(forms, id: \.code) { form in
                NavigationLink(form.title, value: form)
            }
            .toolbar {
                Button("Jump to line 1z") {
                    session.path.append(FormLine(form: "1040", line: "1z"))
                }
            }
            .navigationDestination(for: TaxForm.self) { form in
                Text(form.title)
            }
            .navigationDestination(for: FormLine.self) { line in
                Text("Form \(line.form), line \(line.line)")
            }
        }
    }
}
