import SwiftUI

struct Filing: Identifiable, Hashable {
    let id: Int
    let title: String
    let filedOn: Date
    let party: String
}

struct DocketCase: Identifiable, Hashable {
    let id: String
    let caption: String
    let court: String
    let filings: [Filing]
}

enum Docket {
    static let cases = [
        DocketCase(id: "2:24-cv-01187", caption: "Harbor Freight Co. v. Lindqvist", court: "W.D. Wash.", filings: [
            Filing(id: 1, title: "Complaint", filedOn: .now.addingTimeInterval(-2_592_000), party: "Plaintiff"),
            Filing(id: 2, title: "Answer", filedOn: .now.addingTimeInterval(-864_000), party: "Defendant"),
        ]),
        DocketCase(id: "3:24-cv-00402", caption: "In re Okafor", court: "N.D. Cal.", filings: []),
    ]
}

@main
struct DocketApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(Docket.cases) { docketCase in
                    NavigationLink(value: docketCase) {
                        VStack(alignment: .leading) {
                            Text(docketCase.caption)
                            Text("\(docketCase.id) · \(docketCase.court)").font(.caption)
                        }
                    }
                }
                .navigationTitle("Matters")
                .navigationDestination(for: DocketCase.self) { docketCase in
                    FilingsView(docketCase: docketCase)
                }
            }
        }
    }
}
