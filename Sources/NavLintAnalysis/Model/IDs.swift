// Typed dense ids: the model's places and things by number, one type per kind, so that a region cannot be taken for
// an element or a registration for a context. Each wraps the index the storage layer uses (facts' `Int32` fields,
// the graph's and the analysis's arrays); `raw` and `index` are for that layer only.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

/// A view-code region (a body, a view-code member, a View extension function): `graph[region]`.
public struct RegionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let raw: Int32
    package init(_ raw: Int32) { self.raw = raw }
    package init(_ index: Int) { raw = Int32(index) }
    package var index: Int { Int(raw) }
    public static func < (a: RegionID, b: RegionID) -> Bool { a.raw < b.raw }
    public var description: String { "r\(raw)" }
}

/// An element of a region's view tree (a container, a modifier, a branch …): `graph[region][element]`. Elements
/// come after their parent; the region's root is element 0.
public struct ElementID: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let raw: Int32
    package init(_ raw: Int32) { self.raw = raw }
    package init(_ index: Int) { raw = Int32(index) }
    package var index: Int { Int(raw) }
    /// The region's root (the top of its first frame).
    public static let root = ElementID(Int32(0))
    public static func < (a: ElementID, b: ElementID) -> Bool { a.raw < b.raw }
    public var description: String { "e\(raw)" }
}

/// A `navigationDestination(for:)` registration: `analysis[registration]`.
public struct RegistrationID: Hashable, Comparable, Sendable {
    package let raw: Int32
    package init(_ raw: Int32) { self.raw = raw }
    package init(_ index: Int) { raw = Int32(index) }
    package var index: Int { Int(raw) }
    public static func < (a: RegistrationID, b: RegistrationID) -> Bool { a.raw < b.raw }
}

/// A navigation context (a stack, a NavigationView, a split-view column): `analysis[context]`.
public struct ContextID: Hashable, Comparable, Sendable {
    package let raw: Int32
    package init(_ raw: Int32) { self.raw = raw }
    package init(_ index: Int) { raw = Int32(index) }
    package var index: Int { Int(raw) }
    public static func < (a: ContextID, b: ContextID) -> Bool { a.raw < b.raw }
}

/// A distinct registered type, by number: two registrations have one number when they have one type, so scopes
/// compare types by number. Numbers are dense, from 0, in registration order (`NavigationAnalysis.registeredTypeCount`).
public struct RegisteredTypeID: Hashable, Sendable {
    package let raw: Int32
    package init(_ raw: Int32) { self.raw = raw }
    package var index: Int { Int(raw) }
}

extension ViewRegion {
    /// The element `e` of this region.
    public subscript(_ e: ElementID) -> ViewElement { elements[e.index] }
}

// Where each fact of a region sits in its element tree, as an id.
extension ViewElement { public var parentID: ElementID { ElementID(parent) } }
extension ViewUse { public var elementID: ElementID { ElementID(element) } }
extension LinkFact {
    public var elementID: ElementID { ElementID(element) }
    public var contentElementID: ElementID { ElementID(contentElement) }
}
extension DestinationFact {
    public var elementID: ElementID { ElementID(element) }
    public var contentElementID: ElementID { ElementID(contentElement) }
}
extension ContainerFact { public var elementID: ElementID { ElementID(element) } }
extension SwitchCaseFact { public var elementID: ElementID { ElementID(element) } }
extension SelectionFact { public var elementID: ElementID { ElementID(element) } }
extension MisplacedModifierFact { public var containerElementID: ElementID { ElementID(containerElement) } }

// The storage layer's conversions, for the analysis's own arrays (not visible to rules).
extension Int {
    init(_ id: RegionID) { self = id.index }
    init(_ id: ElementID) { self = id.index }
}
