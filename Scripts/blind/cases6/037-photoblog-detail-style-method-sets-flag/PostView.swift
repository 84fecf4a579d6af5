import SwiftUI

struct PostView: View {
    let post: Post
    private var isDetail = false

    init(post: Post) {
        self.post = post
    }

    func detailStyle() -> PostView {
        var copy = self
        copy.isDetail = true
        return copy
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            AsyncImage(url: post.imageURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Rectangle().fill(.quaternary).aspectRatio(3 / 2, contentMode: .fit)
            }
            Text(post.caption)
                .lineLimit(isDetail ? nil : 2)
            if isDetail {
                CameraInfo(exif: post.exif)
            }
        }
    }
}

struct CameraInfo: View {
    let exif: Exif

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(exif.camera).font(.subheadline.bold())
            NavigationLink(value: exif.lens) {
                Label(exif.lens.name, systemImage: "camera.aperture")
            }
            Text("ƒ/\(exif.aperture, specifier: "%.1f") · \(exif.shutter)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
