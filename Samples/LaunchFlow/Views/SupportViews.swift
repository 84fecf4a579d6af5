import SwiftUI

struct NoticeBoardView: View {
    @State private var showsPinnedNotice = false

    private let notices = Notice.samples

    var body: some View {
        NavigationView {
            List {
                if let pinned = notices.first(where: \.isPinned) {
                    Button {
                        showsPinnedNotice = true
                    } label: {
                        Label(pinned.title, systemImage: "pin.fill")
                    }
                    NavigationLink(destination: NoticeDetailView(notice: pinned), isActive: $showsPinnedNotice) {
                        EmptyView()
                    }
                    .hidden()
                }
                ForEach(notices) { notice in
                    NavigationLink(destination: NoticeDetailView(notice: notice)) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(notice.title)
                            Text(notice.postedAt, style: .date)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("공지사항")
        }
    }
}

struct NoticeDetailView: View {
    let notice: Notice

    var body: some View {
        ScrollView {
            Text(notice.text)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
        .navigationTitle(notice.title)
    }
}

struct HelpCenterView: View {
    @Environment(\.dismiss) private var dismiss

    private let questions = FAQ.all

    var body: some View {
        List(questions) { faq in
            NavigationLink(faq.question) {
                ScrollView {
                    Text(faq.answer)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
                .navigationTitle(faq.question)
            }
        }
        .navigationTitle("도움말")
        .toolbar {
            Button("닫기") {
                dismiss()
            }
        }
    }
}
