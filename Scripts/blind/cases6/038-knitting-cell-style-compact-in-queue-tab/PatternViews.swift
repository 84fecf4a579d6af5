import SwiftUI

enum CellStyle {
    case compact
    case full
}

struct PatternCell: View {
    let pattern: Pattern
    var style: CellStyle = .full

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(pattern.name).font(style == .full ? .headline : .body)
            if style == .full {
                NavigationLink(value: pattern.designer) {
                    Text("by \(pattern.designer.name)")
                        .font(.caption)
                }
                .buttonStyle(.plain)
            }
        }
    }
}

struct BrowseView: View {
    @State private var patterns: [Pattern] = []

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 16) {
                ForEach(patterns) { pattern in
                    VStack(alignment: .leading) {
                        NavigationLink(value: pattern) {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(.quaternary)
                                .aspectRatio(1, contentMode: .fit)
                        }
                        PatternCell(pattern: pattern)
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Browse")
    }
}

struct QueueView: View {
    @State private var queue: [Pattern] = []

    var body: some View {
        List {
            ForEach(queue) { pattern in
                NavigationLink(value: pattern) {
                    PatternCell(pattern: pattern, style: .compact)
                }
            }
            .onMove { from, to in
                queue.move(fromOffsets: from, toOffset: to)
            }
        }
        .toolbar { EditButton() }
        .navigationTitle("Queue")
    }
}

struct PatternDetail: View {
    let pattern: Pattern

    var body: some View {
        Form {
            LabeledContent("Yardage", value: "\(pattern.yardage) yd")
            LabeledContent("Needles", value: pattern.needleSize, format: .number)
            LabeledContent("Designer", value: pattern.designer.name)
        }
        .navigationTitle(pattern.name)
    }
}
