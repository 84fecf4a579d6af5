import SwiftUI

struct FilingsView: View {
    let docketCase: DocketCase
    @State private var startingFiling = false

    var body: some View {
        List {
            if docketCase.filings.isEmpty {
                ContentUnavailableView {
                    Label("No filings yet", systemImage: "doc.text")
                } description: {
                    Text("Nothing has been filed in \(docketCase.id).")
                } actions: {
                    Button("Start a filing") { startingFiling = true }
                        .navigationDestination(isPresented: $startingFiling) {
                            NewFilingView(caseNumber: docketCase.id)
                        }
                }
            } else {
                ForEach(docketCase.filings) { filing in
                    NavigationLink(value: filing) {
                        LabeledContent(filing.title, value: filing.filedOn.formatted(date: .abbreviated, time: .omitted))
                    }
                }
            }
        }
        .navigationTitle(docketCase.caption)
        .navigationDestination(for: Filing.self) { filing in
            Text("\(filing.title), filed by the \(filing.party.lowercased())")
        }
    }
}

struct NewFilingView: View {
    let caseNumber: String
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Document title", text: $title)
        }
        .navigationTitle("New filing")
    }
}
