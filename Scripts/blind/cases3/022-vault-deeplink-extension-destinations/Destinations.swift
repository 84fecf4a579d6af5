import SwiftUI

extension View {
    func vaultDestinations() -> some View {
        navigationDestination(for: VaultLink.self) { link in
            switch link {
            case .item(let id): ItemDetail(id: id)
            case .generator(let length): Text("Generating \(length) characters")
            case .breachReport: Text("No breaches found")
            }
        }
    }
}

struct ItemDetail: View {
    let id: UUID

    var body: some View {
        Form {
            LabeledContent("Item", value: id.uuidString)
            NavigationLink("Replace password", value: VaultLink.generator(length: 24))
        }
    }
}
