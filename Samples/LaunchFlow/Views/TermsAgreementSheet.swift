import SwiftUI

struct TermsAgreementSheet: View {
    let terms: [Term]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("약관 동의")
                .font(.title3.bold())
                .padding()
            List(terms) { term in
                NavigationLink(term.title, value: term)
            }
            .listStyle(.plain)
            Button {
                dismiss()
            } label: {
                Text("확인")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
        .presentationDetents([.medium, .large])
    }
}
