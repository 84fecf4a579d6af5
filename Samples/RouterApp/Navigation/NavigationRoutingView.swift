import SwiftUI

struct NavigationRoutingView: View {
    let destination: NavigationDestination

    var body: some View {
        switch destination {
        case .auth(let auth):
            authView(auth)
        case .profile(let profile):
            profileView(profile)
        case .diagnostic(let diagnostic):
            diagnosticView(diagnostic)
        }
    }

    @ViewBuilder
    private func authView(_ route: NavigationDestination.AuthDestination) -> some View {
        switch route {
        case .signUp(let email):
            SignUpView(email: email)
        case .deleteAccount:
            DeleteAccountView()
        }
    }

    @ViewBuilder
    private func profileView(_ route: NavigationDestination.ProfileDestination) -> some View {
        switch route {
        case .editPetProfile(let pet):
            EditPetProfileView(pet: pet)
        }
    }

    @ViewBuilder
    private func diagnosticView(_ route: NavigationDestination.DiagnosticDestination) -> some View {
        switch route {
        case .makeJournal(let pet):
            MakeJournalView(pet: pet)
        case .symptomChecklist:
            SymptomChecklistView()
        }
    }
}

extension View {
    func withAppRouter() -> some View {
        navigationDestination(for: NavigationDestination.self) { destination in
            NavigationRoutingView(destination: destination)
        }
    }
}
