// Classifies SwiftUI names by their bytes, without making a String: the index asks this for every call.

import NavLintSupport
import NavLintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open-addressed table from words to a small class number, built once and never freed.
/// The words are kept in raw blocks (their bytes end to end, each word's offset, length and class): a lookup reads
/// them with no array bounds checks and no element copies.
final class WordTable: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Int32>     // index into the words + 1, 0 = empty
    private let bytes: UnsafeMutablePointer<UInt8>     // every word's bytes, end to end
    private let offsets: UnsafeMutablePointer<Int32>   // where each word's bytes start in `bytes`
    private let lengths: UnsafeMutablePointer<Int32>
    private let classes: UnsafeMutablePointer<UInt8>
    private static let size = 1024
    private static let mask = size - 1

    package init(_ groups: [(wordClass: UInt8, words: [String])]) {
        var all: [(bytes: [UInt8], wordClass: UInt8)] = []
        for (c, ws) in groups { for w in ws { all.append((Array(w.utf8), c)) } }
        let total = all.reduce(0) { $0 + $1.bytes.count }
        bytes = .allocate(capacity: max(total, 1))
        offsets = .allocate(capacity: max(all.count, 1))
        lengths = .allocate(capacity: max(all.count, 1))
        classes = .allocate(capacity: max(all.count, 1))
        var at = 0
        for (k, w) in all.enumerated() {
            for (j, b) in w.bytes.enumerated() { (bytes + at + j).initialize(to: b) }
            (offsets + k).initialize(to: Int32(at))
            (lengths + k).initialize(to: Int32(w.bytes.count))
            (classes + k).initialize(to: w.wordClass)
            at += w.bytes.count
        }
        slots = .allocate(capacity: WordTable.size)
        slots.initialize(repeating: 0, count: WordTable.size)
        for (k, w) in all.enumerated() {
            var h = WordTable.hash(w.bytes.count, w.bytes[0], w.bytes[w.bytes.count - 1], w.bytes[w.bytes.count / 2]) & WordTable.mask
            while slots[h] != 0 { h = (h + 1) & WordTable.mask }
            slots[h] = Int32(k + 1)
        }
    }

    @inline(__always)
    package static func hash(_ len: Int, _ first: UInt8, _ last: UInt8, _ mid: UInt8) -> Int {
        (len &* 131) ^ (Int(first) &* 31) ^ (Int(last) &* 7) ^ (Int(mid) &* 17)
    }

    /// The class of the word at `p[start..<start+len]`, or 0.
    package func lookup(_ p: UnsafePointer<UInt8>, _ start: Int, _ len: Int) -> UInt8 {
        guard len > 0 else { return 0 }
        let q = p + start
        var h = WordTable.hash(len, q[0], q[len - 1], q[len / 2]) & WordTable.mask
        while true {
            let k = Int(slots[h])
            if k == 0 { return 0 }
            // memcmp rather than a loop of byte reads: most lookups are hits, compared in full.
            if Int(lengths[k - 1]) == len && memcmp(bytes + Int(offsets[k - 1]), q, len) == 0 {
                return classes[k - 1]
            }
            h = (h + 1) & WordTable.mask
        }
    }
}

extension WordTable {
    /// The class of a String's UTF-8 bytes. (Bytes decide for words with no letter that a non-ASCII character is
    /// canonically equal to, as the Kelvin sign is to `K`: a String comparison would find that one equal too.)
    package func lookup(_ word: String) -> UInt8 {
        if let k = word.utf8.withContiguousStorageIfAvailable({ $0.isEmpty ? 0 : lookup($0.baseAddress!, 0, $0.count) }) { return k }
        var word = word
        return word.withUTF8 { $0.isEmpty ? 0 : lookup($0.baseAddress!, 0, $0.count) }
    }

    /// The class of a node's name, read from the source bytes.
    @inline(__always)
    package func lookup(_ node: Int32, in tree: SyntaxTree) -> UInt8 {
        let n = tree[node]
        guard n.nameEnd > n.nameStart else { return 0 }
        return tree.source.bytes.withUnsafeBufferPointer { lookup($0.baseAddress!, Int(n.nameStart), Int(n.nameEnd - n.nameStart)) }
    }
}

/// What a name is to the index.
package enum SwiftUIName {
    static let navigationModifier: UInt8 = 1   // navigationDestination, sheet, fullScreenCover, popover, modifier
    static let commonModifier: UInt8 = 2       // padding, font, … : nothing to record
    static let actionModifier: UInt8 = 3       // onAppear, task, … : closures are code
    static let builtInView: UInt8 = 4          // Text, VStack, … : SwiftUI's own views, never the app's

    package static let builtInViews = [
        "Text", "VStack", "HStack", "ZStack", "Image", "Spacer", "Divider", "Label", "Section", "ScrollView", "Group",
        "GeometryReader", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Toggle", "TextField",
        "SecureField", "TextEditor", "Picker", "Stepper", "Slider", "DatePicker", "ProgressView", "Menu", "ShareLink", "Link",
        "EmptyView", "AnyView", "ViewThatFits", "Grid", "GridRow", "ContentUnavailableView", "LabeledContent", "DisclosureGroup",
        "ToolbarItem", "ToolbarItemGroup", "ScrollViewReader", "TimelineView", "Canvas", "Path", "AsyncImage", "Gauge", "ControlGroup",
        "GridItem", "LinearGradient", "RadialGradient", "AngularGradient", "Font", "Animation", "Binding",
    ]
}

/// The names of common Swift, Foundation and SwiftUI types, each with its path (`[name]`) made once: most types an app
/// writes are these, and a `TypeRef.named` path made for each would cost an allocation and a String.
enum CommonTypeNames {
    package static let names = [
        "String", "Int", "Bool", "Double", "Float", "CGFloat", "Int64", "Int32", "UInt", "Character", "Decimal", "Void",
        "Any", "AnyObject", "Never", "Error", "UUID", "Date", "URL", "Data", "TimeInterval", "Array", "Set", "Dictionary",
        "Optional", "Result", "Task", "MainActor", "Hashable", "Equatable", "Identifiable", "Codable", "Decodable",
        "Encodable", "Sendable", "Comparable", "CaseIterable", "CustomStringConvertible", "RawRepresentable",
        "ObservableObject", "Observable", "View", "Scene", "App", "Body", "Content", "Label", "Binding", "State",
        "Published", "Environment", "EnvironmentObject", "EnvironmentValues", "EnvironmentKey", "ViewModifier",
        "ViewBuilder", "PreviewProvider", "AnyView", "EmptyView", "Text", "Image", "Color", "Font", "NavigationPath",
        "ToolbarContent", "Commands", "WindowGroup", "ShapeStyle", "Shape", "Animation", "LocalizedStringKey",
        "IndexSet", "Transferable",
    ]
    package static let table = WordTable(names.indices.map { (wordClass: UInt8($0 + 1), words: [names[$0]]) })
    package static let paths: [[String]] = names.map { [$0] }
}
