import SwiftUI

struct DockRow: View {
    @Environment(DockRouter.self) private var router
    let dock: Dock

    var body: some View {
        Button {
            router.show(dock)
        } label: {
            LabeledContent(dock.id, value: "\(dock.freeBikes)")
        }
    }
}
