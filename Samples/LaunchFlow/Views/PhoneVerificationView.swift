import SwiftUI

struct PhoneVerificationView: View {
    let phoneNumber: String
    @Environment(\.injected) private var injected: DIContainer
    @State private var code = ""
    @State private var isVerified = false
    @FocusState private var isCodeFieldFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("\(phoneNumber)(으)로 보낸 인증번호 6자리를 입력해 주세요.")
            TextField("인증번호", text: $code)
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
                .textFieldStyle(.roundedBorder)
                .focused($isCodeFieldFocused)
            Button("확인") {
                injected.appState[\.auth.verifiedPhoneNumber] = phoneNumber
                isVerified = true
            }
            .buttonStyle(.borderedProminent)
            .disabled(code.count != 6)
            Spacer()
        }
        .padding()
        .navigationTitle("휴대폰 인증")
        .onAppear { isCodeFieldFocused = true }
        .navigationDestination(isPresented: $isVerified) {
            SignUpCompleteView()
                .inject(injected)
        }
    }
}

struct SignUpCompleteView: View {
    @Environment(\.injected) private var injected: DIContainer

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 64))
                .foregroundStyle(.green)
            Text("가입이 완료되었어요")
                .font(.title2.bold())
            Button("처음으로 돌아가기") {
                injected.appState.bulkUpdate {
                    $0.routing.realNameCheck.toPhoneVerification = false
                    $0.routing.launchScreen.toRealNameCheckView = false
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .navigationBarBackButtonHidden()
    }
}
