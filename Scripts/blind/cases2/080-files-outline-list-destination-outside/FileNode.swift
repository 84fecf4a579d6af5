import Foundation

struct FileNode: Identifiable, Hashable {
    let id: String
    let name: String
    let isFolder: Bool
    var children: [FileNode]?
    let size: Int
}

enum Drive {
    static let root: [FileNode] = [
        FileNode(id: "docs", name: "Documents", isFolder: true, children: [
            FileNode(id: "cv", name: "CV.pdf", isFolder: false, children: nil, size: 120_000),
            FileNode(id: "taxes", name: "Taxes", isFolder: true, children: [
                FileNode(id: "t24", name: "2024.xlsx", isFolder: false, children: nil, size: 48_000),
            ], size: 0),
        ], size: 0),
        FileNode(id: "photos", name: "Photos", isFolder: true, children: [
            FileNode(id: "beach", name: "beach.heic", isFolder: false, children: nil, size: 3_400_000),
        ], size: 0),
        FileNode(id: "readme", name: "README.txt", isFolder: false, children: nil, size: 900),
    ]
}

extension FileNode {
    var fileExtension: String {
        name.split(separator: ".").last.map(String.init) ?? ""
    }

    var itemCount: Int {
        children?.count ?? 0
    }
}
