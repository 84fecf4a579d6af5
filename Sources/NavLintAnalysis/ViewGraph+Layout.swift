// Laying out each view-code region on its own: the frame of each element and the facts in each frame.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension ViewGraph {
    /// What the graph needs of each region that the type table does not decide: the regions of all files in order,
    /// the frame of each element and the facts in each frame. It can be worked out while the table is built.
    public struct Layout: Sendable {
        package let regions: [ViewRegion]
        let frameOf: [[UInt64]]
        package let contents: [[FrameContent]]
        /// The program's top-level functions, by name: what they return.
        let globalFunctions: [NameKey: [TypeRef?]]
        /// Types constructed in `#Preview` blocks.
        let previewTypes: Set<String>
        /// Per region: some element exists on fewer than all platforms.
        let conditional: [Bool]
        /// The paths of the files, by file number (`SourceLocation.file`).
        var paths: [String] = []
    }

    /// Each region on its own, on `jobs` threads: the frame of each element, the facts in each frame.
    public static func layout(of files: [FileFacts], jobs: Int) -> Layout {
        let all = files.flatMap(\.regions)
        let perRegion = ParallelMap.map(count: all.count, jobs: jobs) { i -> ([UInt64], [FrameContent], Bool) in
            let r = all[i]
            var conditional = false
            var frameCount: UInt64 = 0
            var frames: [UInt64] = []
            for (e, element) in r.elements.enumerated() {
                if element.platforms != .all { conditional = true }
                if e == 0 || element.kind.isBoundary {
                    frames.append(frameCount << 32 | UInt64(UInt32(e)))
                    frameCount += 1
                } else {
                    // Parents come before children (a parent that did not would have read the root's frame).
                    let parent = Int(element.parent)
                    frames.append(parent >= 0 && parent < e ? frames[parent] : 0)
                }
            }
            // The content slot of an element's frame (a region with no elements has one frame, empty).
            func frame(_ element: Int32) -> Int { element >= 0 && Int(element) < frames.count ? Int(frames[Int(element)] >> 32) : 0 }
            var regionContents = [FrameContent](repeating: FrameContent(), count: max(1, Int(frameCount)))
            for k in r.uses.indices {
                let f = frame(r.uses[k].element)
                regionContents[f].uses.append(Int32(k))
                if case .opaque = r.uses[k].target { regionContents[f].hasOpaqueUse = true }
            }
            for k in r.links.indices { regionContents[frame(r.links[k].element)].links.append(Int32(k)) }
            for k in r.destinations.indices { regionContents[frame(r.destinations[k].element)].destinations.append(Int32(k)) }
            for k in r.containers.indices {
                let parent = r.elements[Int(r.containers[k].element)].parent
                regionContents[frame(parent)].containers.append(Int32(k))
            }
            return (frames, regionContents, conditional)
        }
        var globals: [NameKey: [TypeRef?]] = [:]
        var previewTypes: Set<String> = []
        for file in files {
            for f in file.globalFunctions { globals[NameKey(f.name), default: []].append(f.returnType) }
            previewTypes.formUnion(file.constructions.previewTypes)
        }
        var layout = Layout(regions: all, frameOf: perRegion.map(\.0), contents: perRegion.map(\.1), globalFunctions: globals,
                            previewTypes: previewTypes, conditional: perRegion.map(\.2))
        var count = 0
        for i in files.indices { count = max(count, Int(files[i].file) + 1) }
        var paths = [String](repeating: "", count: count)
        for i in files.indices where files[i].file >= 0 { paths[Int(files[i].file)] = files[i].path }
        layout.paths = paths
        return layout
    }
}

extension ViewGraph {
    /// The folders of files (by file number): the hashes of the names on their paths, the file's own name left out.
    /// (Splitting the paths as Strings, by characters, cost 5 % of a run.)
    static func folders(of paths: [String]) -> [[UInt64]?] {
        paths.map { path in
            path.isEmpty ? nil : path.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { FNV1a.hash($0) }
        }
    }
}
