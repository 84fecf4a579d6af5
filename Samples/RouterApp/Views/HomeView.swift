import SwiftUI

struct HomeView: View {
    @Environment(NavigationRouter.self) private var router
    @Environment(PetStore.self) private var petStore
    @State private var email = ""

    var body: some View {
        List {
            Section("내 반려동물") {
                ForEach(petStore.pets) { pet in
                    NavigationLink("\(pet.name) 건강 기록", value: pet)
                        .swipeActions {
                            Button("프로필 수정") {
                                router.push(to: .profile(.editPetProfile(pet)))
                            }
                            .tint(.orange)
                        }
                }
            }

            Section("진단") {
                NavigationLink("증상 체크리스트", value: NavigationDestination.diagnostic(.symptomChecklist))
                if let pet = petStore.pets.first {
                    Button("\(pet.name) 오늘의 일지 쓰기") {
                        router.push(to: .diagnostic(.makeJournal(pet)))
                    }
                }
            }

            Section("계정") {
                if let accountEmail = petStore.accountEmail {
                    LabeledContent("이메일", value: accountEmail)
                    Button("회원 탈퇴", role: .destructive) {
                        router.push(to: .auth(.deleteAccount))
                    }
                } else {
                    TextField("이메일", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    Button("가입하기") {
                        router.push(to: .auth(.signUp(email)))
                    }
                    .disabled(email.isEmpty)
                }
            }
        }
        .navigationTitle("반려일지")
    }
}

#Preview {
    NavigationStack {
        HomeView()
            .withAppRouter()
    }
    .environment(NavigationRouter())
    .environment(PetStore())
}
