import SwiftUI

struct SoundRow: View {
    @Binding var sound: String
    @State private var choosingSound = false

    private let sounds = ["Radar", "Beacon", "Chimes", "Circuit", "Constellation", "Cosmic"]

    var body: some View {
        Button {
            choosingSound = true
        } label: {
            LabeledContent("Sound", value: sound)
        }
        .foregroundStyle(.primary)
        .navigationDestination(isPresented: $choosingSound) {
            List(sounds, id: \.self) { name in
                Button {
                    sound = name
                    choosingSound = false
                } label: {
                    HStack {
                        Text(name)
                        Spacer()
                        if name == sound {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
            .navigationTitle("Sound")
        }
    }
}
