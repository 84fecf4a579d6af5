// StoreNavigation: a contacts app on The Composable Architecture. Its stack's `destination:` closure switches over
// every case of the path's state (Swift makes the switch exhaustive), so every value pushed has a page.

import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature {
    @Reducer
    enum Path {
        case detail(ContactDetail)
        case edit(EditContact)
    }

    @Reducer
    enum Destination {
        case settings(Settings), camera(Camera)
    }

    @ObservableState
    struct State {
        var path = StackState<Path.State>()
        @Presents var destination: Destination.State?
        var contacts: [String] = []
    }

    enum Action {
        case path(StackActionOf<Path>)
        case destination(PresentationAction<Destination.Action>)
        case settingsTapped
    }
}

struct AppView: View {
    @Bindable var store: StoreOf<AppFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List(store.contacts, id: \.self) { name in
                NavigationLink(state: AppFeature.Path.State.detail(ContactDetail.State(name: name))) {
                    Text(name)
                }
            }
            .toolbar {
                Button("Settings") { store.send(.settingsTapped) }
            }
        } destination: { store in
            switch store.case {
            case .detail(let store):
                ContactDetailView(store: store)
            case .edit(let store):
                EditContactView(store: store)
            }
        }
        .sheet(item: $store.scope(state: \.destination?.settings, action: \.destination.settings)) { store in
            SettingsView(store: store)
        }
        .fullScreenCover(item: $store.scope(state: \.destination?.camera, action: \.destination.camera)) { store in
            CameraView(store: store)
        }
    }
}
