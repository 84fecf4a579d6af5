// A deterministic synthetic corpus of SwiftUI-style code, for the benchmark and the scale tests.

import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput

/// Generates files of SwiftUI-style Swift: views with stacks, links and destinations, models, route enums,
/// strings with interpolation, comments. The same seed and size give the same bytes.
public struct SyntheticCorpus {
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]
    }

    private var state: UInt64

    public init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) {
        state = seed == 0 ? 1 : seed
    }

    /// Files totalling at least `lines` lines.
    public mutating func generate(lines: Int) -> [File] {
        var files: [File] = []
        var total = 0
        var index = 0
        while total < lines {
            let (text, count) = makeFile(index)
            files.append(File(path: "Synthetic/Module\(index / 100)/File\(index).swift", bytes: Array(text.utf8)))
            total += count
            index += 1
        }
        return files
    }

    private mutating func next() -> UInt64 {
        // xorshift64*
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    private mutating func chance(_ percent: Int) -> Bool { Int(next() % 100) < percent }

    static let nouns = ["Recipe", "Category", "Profile", "Order", "Invoice", "Album", "Track", "Station", "Ticket", "Garden",
                        "Planet", "Lesson", "Course", "Author", "Review", "Basket", "Flight", "Hotel", "Route", "Trail"]
    static let fields = ["name", "title", "subtitle", "price", "rating", "count", "identifier", "createdAt", "notes", "summary"]
    static let modifiers = [".padding()", ".font(.headline)", ".foregroundStyle(.secondary)", ".frame(maxWidth: .infinity, alignment: .leading)",
                            ".background(Color.blue.opacity(0.1))", ".clipShape(RoundedRectangle(cornerRadius: 12))", ".lineLimit(2)",
                            ".accessibilityLabel(Text(\"Details\"))", ".onAppear { model.load() }", ".tint(.accentColor)"]

    private mutating func makeFile(_ index: Int) -> (String, Int) {
        let noun = pick(SyntheticCorpus.nouns)
        let other = pick(SyntheticCorpus.nouns)
        let name = "\(noun)\(index)"
        var out = "//\n//  \(name)View.swift\n//  Synthetic benchmark corpus — generated, deterministic.\n//\n\nimport SwiftUI\n\n"
        out += "/// A \(noun.lowercased()) shown in lists and detail screens.\n"
        out += "struct \(name): Identifiable, Hashable, Codable {\n    let id: UUID\n"
        for f in SyntheticCorpus.fields.prefix(3 + Int(next() % 6)) {
            out += "    var \(f): \(pick(["String", "Int", "Double", "Date", "[String]", "URL?"]))\n"
        }
        out += "}\n\n"
        out += "enum \(name)Route: Hashable, Codable {\n    case list\n    case detail(\(name))\n    case edit(id: UUID, draft: Bool)\n    case related(\(other)ID: Int)\n}\n\n"
        out += "@Observable\nfinal class \(name)Router {\n    var path = NavigationPath()\n\n"
        out += "    func push(_ route: \(name)Route) {\n        path.append(route)\n    }\n\n"
        out += "    func pop() {\n        guard !path.isEmpty else { return }\n        path.removeLast()\n    }\n}\n\n"
        out += "struct \(name)ListView: View {\n    @State private var router = \(name)Router()\n    @State private var query = \"\"\n    let items: [\(name)]\n\n"
        out += "    var body: some View {\n        NavigationStack(path: $router.path) {\n            List(items) { item in\n"
        out += "                NavigationLink(value: \(name)Route.detail(item)) {\n"
        out += "                    VStack(alignment: .leading, spacing: \(Int(next() % 12))) {\n"
        out += "                        Text(\"\\(item.name) — \\(item.id.uuidString.prefix(\(Int(next() % 8) + 1)))\")\n"
        for _ in 0..<Int(next() % 4) { out += "                            \(pick(SyntheticCorpus.modifiers))\n" }
        out += "                        Text(item.notes ?? \"No notes\")\n                            .font(.caption)\n"
        out += "                    }\n                }\n            }\n"
        out += "            .searchable(text: $query)\n            .navigationTitle(\"\(noun)s\")\n"
        out += "            .navigationDestination(for: \(name)Route.self) { route in\n                switch route {\n"
        out += "                case .list:\n                    \(name)ListView(items: items)\n"
        out += "                case .detail(let item):\n                    \(name)DetailView(item: item)\n"
        out += "                case .edit(let id, _):\n                    Text(\"Editing \\(id)\")\n"
        out += "                case .related(let value):\n                    Text(\"Related \\(value, format: .number)\")\n                }\n            }\n"
        out += "            .toolbar {\n                ToolbarItem(placement: .primaryAction) {\n"
        out += "                    Button(\"Add\", systemImage: \"plus\") { router.push(.edit(id: UUID(), draft: true)) }\n"
        out += "                }\n            }\n        }\n    }\n}\n\n"
        let sections = 1 + Int(next() % 5)
        out += "struct \(name)DetailView: View {\n    let item: \(name)\n    @Environment(\\.dismiss) private var dismiss\n\n"
        out += "    var body: some View {\n        ScrollView {\n            LazyVStack(alignment: .leading) {\n"
        for s in 0..<sections {
            out += "                Section(\"Section \(s)\") {\n"
            out += "                    ForEach(0..<\(Int(next() % 20) + 1), id: \\.self) { row in\n"
            out += "                        Text(\"Row \\(row) of \\(item.name)\")\(chance(50) ? "\n                            " + pick(SyntheticCorpus.modifiers) : "")\n"
            out += "                    }\n                }\n"
        }
        out += "            }\n        }\n        .navigationTitle(item.name)\n"
        if chance(40) {
            out += "        /* Actions are grouped so that\n           /* nested comments */ stay readable. */\n"
        }
        out += "        .toolbar {\n            Button(\"Done\") { dismiss() }\n        }\n    }\n\n"
        out += "    private func formatted(_ value: Double) -> String {\n        let pattern = #\"\\d+(\\.\\d+)?\"#\n"
        out += "        return value > 0x1F ? \"\\(value.rounded())\" : \"\"\"\n            Small \\(value, specifier: \"%.2f\")\n            \"\"\" + pattern\n    }\n}\n\n"
        out += "#Preview {\n    \(name)ListView(items: [])\n}\n"
        var lines = 0
        for b in out.utf8 where b == 10 { lines += 1 }
        return (out, lines)
    }
}
