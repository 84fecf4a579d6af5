import SwiftUI

struct LetterTile: View {
    let letter: Letter
    @State private var bounce = false

    var body: some View {
        NavigationLink(value: letter) {
            Text(String(letter.character))
                .font(.system(size: 80, weight: .black, design: .rounded))
                .frame(width: 140, height: 140)
                .background(Color.yellow.gradient, in: .rect(cornerRadius: 28))
                .scaleEffect(bounce ? 1.1 : 1)
        }
        .buttonStyle(.plain)
        .onAppear {
            withAnimation(.spring.repeatCount(1)) { bounce = true }
        }
        .navigationDestination(for: Letter.self) { letter in
            LetterStory(letter: letter)
        }
    }
}

struct LetterStory: View {
    let letter: Letter

    var body: some View {
        VStack(spacing: 24) {
            Text(letter.emoji).font(.system(size: 160))
            Text("\(String(letter.character)) is for \(letter.word)")
                .font(.largeTitle.bold())
        }
    }
}
