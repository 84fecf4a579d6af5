import ComposableArchitecture
import SwiftUI

@Reducer
struct ContactDetail {
    @ObservableState
    struct State {
        var name: String
        @Presents var history: History.State?
    }
    enum Action {
        case history(PresentationAction<History.Action>)
    }
}

struct ContactDetailView: View {
    @Bindable var store: StoreOf<ContactDetail>

    var body: some View {
        VStack {
            Text(store.name)
            NavigationLink(state: AppFeature.Path.State.edit(EditContact.State(name: store.name))) {
                Text("Edit")
            }
        }
        .navigationDestination(item: $store.scope(state: \.history, action: \.history)) { store in
            HistoryView(store: store)
        }
    }
}

struct EditContactView: View {
    let store: StoreOf<EditContact>

    var body: some View {
        Form {
            Text("Editing")
                // Deliberate finding: a destination inside a Form row.
                .navigationDestination(isPresented: .constant(false)) {
                    Text("Never")
                }
        }
    }
}

struct HistoryView: View {
    let store: StoreOf<History>
    var body: some View { Text("History") }
}

struct SettingsView: View {
    let store: StoreOf<Settings>
    var body: some View { Text("Settings") }
}

struct CameraView: View {
    let store: StoreOf<Camera>
    var body: some View { Text("Scan a card") }
}
