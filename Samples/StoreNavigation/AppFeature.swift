// StoreNavigation: a contacts app on The Composable Architecture. Its stack's `destination:` closure switches over
// every case of the path's state (Swift makes the switch exhaustive), so every value pushed has a page: by a
// NavigationLink(state:) in a view, or by the feature's reducer appending to `state.path`.

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
        case newContactTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .newContactTapped:
                // The reducer pushes onto the path AppView's stack binds: the route graph draws it from AppView.
                state.path.append(.edit(EditContact.State(name: "")))
                return .none
            case .settingsTapped:
                state.destination = .settings(Settings.State())
                return .none
            case .path, .destination:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
        .ifLet(\.$destination, action: \.destination)
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
                Button("New contact") { store.send(.newContactTapped) }
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
