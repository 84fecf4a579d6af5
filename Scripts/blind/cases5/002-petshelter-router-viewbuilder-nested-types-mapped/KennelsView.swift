import SwiftUI

struct KennelsView: View {
    @Environment(ShelterRouter.self) private var router
    let kennels = [Kennel(id: 1, block: "A"), Kennel(id: 2, block: "B")]

    var body: some View {
        List {
            ForEach(kennels) { kennel in
                Button("Kennel \(kennel.id), block \(kennel.block)") {
                    router.push(.kennel(kennel))
                }
            }
            Section("Intake") {
                Button("Report a stray") { router.push(.intake(.strayReport)) }
                Button("Foster homes") { router.push(.fosterHomes) }
            }
        }
        .navigationTitle("Kennels")
    }
}

struct KennelDetail: View {
    @Environment(ShelterRouter.self) private var router
    let kennel: Kennel

    var body: some View {
        VStack(spacing: 16) {
            Text("Block \(kennel.block)")
            Button("Scan microchip") {
                router.push(.intake(.microchipScan(kennelID: kennel.id)))
            }
        }
        .navigationTitle("Kennel \(kennel.id)")
    }
}

struct IntakeStepView: View {
    let step: ShelterRoute.Intake

    var body: some View {
        switch step {
        case .strayReport: Text("Where was the animal found?")
        case .microchipScan(let kennelID): Text("Scanning kennel \(kennelID)")
        }
    }
}
