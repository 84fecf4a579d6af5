import SwiftUI

@main
struct DarkroomApp: App {
    var body: some Scene {
        WindowGroup {
            DarkroomView()
        }
    }
}

struct DarkroomView: View {
    @State private var path = NavigationPath()
    @AppStorage("darkroom.path") private var savedPath: Data?
    private let photos = [EditablePhoto(id: "p1", title: "Harbour at dusk")]

    var body: some View {
        NavigationStack(path: $path) {
            List(photos) { photo in
                NavigationLink(photo.title, value: photo)
            }
            .navigationTitle("Darkroom")
            .navigationDestination(for: EditablePhoto.self) { photo in
                PhotoEditor(photo: photo)
            }
            .navigationDestination(for: FilterPreset.self) { preset in
                PresetDetail(preset: preset)
            }
        }
        .onAppear {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            if let representation = path.codable {
                savedPath = try? JSONEncoder().encode(representation)
            }
        }
    }
}

struct PhotoEditor: View {
    let photo: EditablePhoto

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.gray.gradient)
                .aspectRatio(4 / 3, contentMode: .fit)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(FilterPreset.builtIn) { preset in
                        NavigationLink(value: preset) {
                            Circle()
                                .fill(preset.tint.gradient)
                                .frame(width: 56, height: 56)
                                .overlay { Text(preset.name).font(.caption2) }
                        }
                    }
                }
                .padding()
            }
        }
        .navigationTitle(photo.title)
    }
}

struct PresetDetail: View {
    let preset: FilterPreset

    var body: some View {
        Form {
            LabeledContent("Exposure", value: preset.exposure, format: .number)
            LabeledContent("Contrast", value: preset.contrast, format: .number)
        }
        .navigationTitle(preset.name)
    }
}
