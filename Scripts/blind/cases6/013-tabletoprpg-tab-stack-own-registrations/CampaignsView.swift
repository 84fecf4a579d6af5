import SwiftUI

struct CampaignsView: View {
    @State private var campaigns: [Campaign] = []

    var body: some View {
        List(campaigns) { campaign in
            NavigationLink(campaign.name, value: campaign)
        }
        .navigationTitle("Campaigns")
        .navigationDestination(for: Campaign.self) { campaign in
            CampaignView(campaign: campaign)
        }
        .navigationDestination(for: Session.self) { session in
            Text(session.title).navigationTitle(session.date.formatted(date: .abbreviated, time: .omitted))
        }
        .navigationDestination(for: Character.self) { character in
            CharacterSheet(character: character)
        }
        .navigationDestination(for: Spell.self) { spell in
            SpellView(spell: spell)
        }
    }
}

struct CampaignView: View {
    let campaign: Campaign

    var body: some View {
        List {
            Section("Party") {
                ForEach(campaign.party) { member in
                    CharacterRow(character: member)
                }
            }
            Section("Sessions") {
                ForEach(campaign.sessions) { session in
                    NavigationLink(session.title, value: session)
                }
            }
        }
        .navigationTitle(campaign.name)
    }
}
