import SwiftUI

struct SiteList: View {
    let session: SurveySession

    var body: some View {
        List(session.sites) { site in
            SiteRow(session: session, site: site)
        }
        .navigationTitle("Sites")
    }
}

struct SiteRow: View {
    let session: SurveySession
    let site: SurveySite

    var body: some View {
        HStack {
            Button(site.id) { session.path.append(site) }
            Spacer()
            Button("Start transect") {
                session.path.append(Transect(siteID: site.id, number: 1, lengthMetres: 100))
            }
            .buttonStyle(.bordered)
        }
    }
}
