// Frames and fact references: the places of the view graph the model speaks of.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A frame: the part of one view-code region under one boundary element (or its root), not crossing
/// nested boundaries (stacks, columns, presentations, pushed content).
public struct Frame: Hashable, Comparable, Sendable {
    public var region: RegionID
    public var element: ElementID

    public static func < (a: Frame, b: Frame) -> Bool { (a.region, a.element) < (b.region, b.element) }

    /// Hashed as one 64-bit word: half the hashing of two 32-bit fields, and frames key the scopes' largest tables.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(UInt32(bitPattern: region.raw)) << 32 | UInt64(UInt32(bitPattern: element.raw)))
    }

    package init(region: RegionID, element: ElementID) {
        self.region = region
        self.element = element
    }

    /// The top frame of a region.
    package init(top region: RegionID) {
        self.region = region
        element = .root
    }
}

/// A fact of one region (a link, a destination, a view use, a container), by its index in that region's list.
public struct FactRef: Hashable, Comparable, Sendable {
    public var region: RegionID
    package var index: Int32
    public static func < (a: FactRef, b: FactRef) -> Bool { (a.region, a.index) < (b.region, b.index) }

    /// Hashed as one 64-bit word (see `Frame`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(UInt32(bitPattern: region.raw)) << 32 | UInt64(UInt32(bitPattern: index)))
    }

    package init(region: RegionID, index: Int32) {
        self.region = region
        self.index = index
    }

    package init(region: RegionID, index: Int) {
        self.region = region
        self.index = Int32(index)
    }
}
