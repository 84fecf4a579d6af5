import Combine
import SwiftUI

struct RealNameCheckView: View {
    @Environment(\.injected) private var injected: DIContainer
    @State var viewModel: ViewModel
    @State private var routingState: Routing = .init()

    private var routingBinding: Binding<Routing> {
        $routingState.dispatched(to: injected.appState, \.routing.realNameCheck)
    }

    var body: some View {
        Form {
            Section("본인 정보") {
                TextField("이름", text: $viewModel.name)
                TextField("생년월일 6자리", text: $viewModel.birthDate)
                    .keyboardType(.numberPad)
                Picker("통신사", selection: $viewModel.carrier) {
                    ForEach(Carrier.allCases) { carrier in
                        Text(carrier.displayName).tag(carrier)
                    }
                }
                TextField("휴대폰 번호", text: $viewModel.phoneNumber)
                    .keyboardType(.phonePad)
            }
            Section {
                Button("약관 전체 보기") {
                    routingBinding.showsTerms.wrappedValue = true
                }
                Toggle("필수 약관에 모두 동의합니다", isOn: $viewModel.agreesToTerms)
            }
            Button("인증번호 받기") {
                routingBinding.toPhoneVerification.wrappedValue = true
            }
            .disabled(!viewModel.canRequestCode)
        }
        .navigationTitle(viewModel.isJoin ? "실명인증" : "본인확인")
        .navigationDestination(isPresented: routingBinding.toPhoneVerification) {
            PhoneVerificationView(phoneNumber: viewModel.phoneNumber)
                .inject(injected)
        }
        .sheet(isPresented: routingBinding.showsTerms) {
            TermsAgreementSheet(terms: Term.signUpTerms)
        }
        .onReceive(routingUpdate) { routingState = $0 }
    }
}

extension RealNameCheckView {
    struct Routing: Equatable {
        var toPhoneVerification = false
        var showsTerms = false
    }

    struct ViewModel {
        var isJoin: Bool
        var name = ""
        var birthDate = ""
        var carrier: Carrier = .skt
        var phoneNumber = ""
        var agreesToTerms = false

        var canRequestCode: Bool {
            !name.isEmpty && birthDate.count == 6 && phoneNumber.count >= 10 && agreesToTerms
        }
    }

    enum Carrier: String, CaseIterable, Identifiable {
        case skt, kt, lgu

        var id: Self { self }

        var displayName: String {
            switch self {
            case .skt: "SKT"
            case .kt: "KT"
            case .lgu: "LG U+"
            }
        }
    }
}

private extension RealNameCheckView {
    var routingUpdate: AnyPublisher<Routing, Never> {
        injected.appState.updates(for: \.routing.realNameCheck)
    }
}
