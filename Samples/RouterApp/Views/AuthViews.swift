import SwiftUI

struct SignUpView: View {
    let email: String
    @Environment(NavigationRouter.self) private var router
    @Environment(PetStore.self) private var petStore
    @State private var agreesToTerms = false

    var body: some View {
        Form {
            Section("계정 정보") {
                LabeledContent("이메일", value: email)
            }
            Section {
                Toggle("서비스 이용약관에 동의합니다", isOn: $agreesToTerms)
            }
            Button("가입 완료") {
                petStore.signUp(email: email)
                router.popToRootView()
            }
            .disabled(!agreesToTerms)
        }
        .navigationTitle("회원 가입")
    }
}

struct DeleteAccountView: View {
    @Environment(NavigationRouter.self) private var router
    @Environment(PetStore.self) private var petStore

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "exclamationmark.triangle.fill")
                .font(.system(size: 48))
                .foregroundStyle(.red)
            Text("탈퇴하면 모든 건강 기록이 삭제됩니다.")
                .multilineTextAlignment(.center)
            Button("탈퇴하기", role: .destructive) {
                petStore.deleteAccount()
                router.popToRootView()
            }
            .buttonStyle(.borderedProminent)
            Button("취소") {
                router.pop()
            }
        }
        .padding()
        .navigationTitle("회원 탈퇴")
    }
}
