import Foundation

/// Every screen the app can push, grouped by feature.
enum NavigationDestination: Hashable {
    case auth(AuthDestination)
    case profile(ProfileDestination)
    case diagnostic(DiagnosticDestination)

    enum AuthDestination: Hashable {
        /// 회원 가입
        case signUp(String)
        /// 회원 탈퇴
        case deleteAccount
    }

    enum ProfileDestination: Hashable {
        /// 반려동물 프로필 수정
        case editPetProfile(Pet)
    }

    enum DiagnosticDestination: Hashable {
        /// 일지 작성
        case makeJournal(Pet)
        /// 증상 체크리스트
        case symptomChecklist
    }
}
