import Combine
import SwiftUI

struct LaunchScreen: View {
    @Environment(\.injected) private var injected: DIContainer
    @State private var routingState: Routing = .init()
    @State private var showsNotices = false
    @State private var showsHelp = false

    private var routingBinding: Binding<Routing> {
        $routingState.dispatched(to: injected.appState, \.routing.launchScreen)
    }

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: "wonsign.circle.fill")
                .font(.system(size: 72))
                .foregroundStyle(.tint)
            Text("간편하게 시작하는 내 자산 관리")
                .font(.title3.bold())
            Spacer()
            Button {
                routingBinding.toRealNameCheckView.wrappedValue = true
            } label: {
                Text("실명인증 하고 시작하기")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding()
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("공지사항", systemImage: "megaphone") {
                    showsNotices = true
                }
                Button("도움말", systemImage: "questionmark.circle") {
                    showsHelp = true
                }
            }
        }
        .navigationDestination(isPresented: routingBinding.toRealNameCheckView) {
            RealNameCheckView(viewModel: .init(isJoin: true))
                .inject(injected)
        }
        .sheet(isPresented: $showsNotices) {
            NoticeBoardView()
        }
        .sheet(isPresented: $showsHelp) {
            if #available(iOS 16, *) {
                NavigationStack {
                    HelpCenterView()
                }
            } else {
                NavigationView {
                    HelpCenterView()
                }
            }
        }
        .onReceive(routingUpdate) { routingState = $0 }
    }
}

extension LaunchScreen {
    struct Routing: Equatable {
        var toRealNameCheckView = false
    }
}

private extension LaunchScreen {
    var routingUpdate: AnyPublisher<Routing, Never> {
        injected.appState.updates(for: \.routing.launchScreen)
    }
}

#Preview {
    LaunchScreen()
        .inject(.preview)
}
