import Foundation

struct Term: Identifiable, Hashable {
    let id: String
    let title: String
    let isRequired: Bool
    let text: String

    static let signUpTerms: [Term] = [
        Term(id: "service", title: "서비스 이용약관", isRequired: true, text: "제1조 (목적) 이 약관은 회사가 제공하는 서비스의 이용 조건을 정합니다."),
        Term(id: "privacy", title: "개인정보 수집 및 이용 동의", isRequired: true, text: "수집 항목: 이름, 생년월일, 휴대폰 번호"),
        Term(id: "identity", title: "본인확인 서비스 이용 동의", isRequired: true, text: "통신사를 통한 본인확인에 동의합니다."),
        Term(id: "marketing", title: "마케팅 정보 수신 동의", isRequired: false, text: "이벤트와 혜택 소식을 받아볼 수 있어요."),
    ]
}

struct Notice: Identifiable, Hashable {
    let id: Int
    let title: String
    let text: String
    let isPinned: Bool
    let postedAt: Date

    static let samples: [Notice] = [
        Notice(id: 3, title: "서비스 점검 안내 (6/14 02:00~05:00)", text: "안정적인 서비스를 위해 점검을 진행합니다.", isPinned: true, postedAt: .now),
        Notice(id: 2, title: "개인정보 처리방침 개정 안내", text: "개정된 처리방침은 7월 1일부터 적용됩니다.", isPinned: false, postedAt: .now.addingTimeInterval(-7 * 86_400)),
        Notice(id: 1, title: "앱 출시 기념 이벤트", text: "첫 가입 고객께 수수료 무료 쿠폰을 드려요.", isPinned: false, postedAt: .now.addingTimeInterval(-30 * 86_400)),
    ]
}

struct FAQ: Identifiable, Hashable {
    let id: Int
    let question: String
    let answer: String

    static let all: [FAQ] = [
        FAQ(id: 1, question: "실명인증이 왜 필요한가요?", answer: "전자금융거래법에 따라 본인 확인이 필요합니다."),
        FAQ(id: 2, question: "인증번호가 오지 않아요.", answer: "스팸 문자함을 확인하거나 1분 후 다시 요청해 주세요."),
        FAQ(id: 3, question: "외국인도 가입할 수 있나요?", answer: "외국인등록번호가 있으면 가입할 수 있습니다."),
    ]
}
