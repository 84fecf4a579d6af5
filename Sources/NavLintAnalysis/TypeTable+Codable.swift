// Codable decisions (docs/navigation.md#s6): standard types, scanned types' conformances, and what stays undecided.

import NavLintSupport
import NavLintSyntax
import NavLintIndex

extension TypeTable {
    /// Attributes on a type that add no conformances.
    static let knownTypeAttributes: Set<String> = [
        "@Observable", "@MainActor", "@main", "@available", "@frozen", "@objc", "@objcMembers", "@dynamicMemberLookup",
        "@propertyWrapper", "@resultBuilder", "@usableFromInline", "@preconcurrency", "@Sendable", "@unchecked",
        "@dynamicCallable", "@globalActor", "@_spi", "@retroactive",
    ]

    /// Standard types that are Codable (docs/navigation.md#s6), by name without module.
    static let codableStandardTypes: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "CGFloat", "CGPoint", "CGSize",
        "CGRect", "CGVector", "Set", "Array", "Dictionary", "Optional", "PersonNameComponents", "TimeZone", "Locale", "Calendar",
        "DateComponents", "DateInterval", "Measurement", "IndexPath", "NavigationPath.CodableRepresentation",
    ]

    /// Standard types known not to be Codable.
    static let nonCodableStandardTypes: Set<String> = ["Color", "Image", "AnyView", "AnyHashable", "NSObject", "UIImage", "NSImage", "UIColor", "NSColor", "Font"]

    /// Protocols from the standard libraries that do not imply Codable (so a type conforming only to these is not Codable).
    static let nonCodableProtocols: Set<String> = [
        "Hashable", "Equatable", "Identifiable", "CaseIterable", "Sendable", "Comparable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "View", "ObservableObject", "Observable", "Error", "LocalizedError", "RawRepresentable",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "Transferable", "AnyObject", "NSObject", "App", "Scene",
        "ViewModifier", "Shape", "PreviewProvider", "String", "Int", "Double", "Float", "Character", "UInt", "Int8", "Int16",
        "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Strideable", "CustomStringConvertible", "BitwiseCopyable",
    ]

    /// Is the type Codable? true / false, or nil when the source cannot tell (docs/navigation.md#s6).
    public func isCodable(_ type: ResolvedType, extraCodable: Set<String> = [], depth: Int = 0) -> Bool? {
        if depth > 8 { return nil }
        switch type {
        case .unknown, .tuple, .elements:
            return nil
        case .array(let t), .optional(let t):
            return isCodable(t, extraCodable: extraCodable, depth: depth + 1)
        case .dictionary(let k, let v):
            guard let a = isCodable(k, extraCodable: extraCodable, depth: depth + 1), let b = isCodable(v, extraCodable: extraCodable, depth: depth + 1) else { return nil }
            return a && b
        case .external(let name, let generics):
            if extraCodable.contains(name) { return true }
            if TypeTable.nonCodableStandardTypes.contains(name) { return false }
            guard TypeTable.codableStandardTypes.contains(name) else { return nil }
            for g in generics {
                guard let c = isCodable(g, extraCodable: extraCodable, depth: depth + 1) else { return nil }
                if !c { return false }
            }
            return true
        case .nominal(let name, _):
            if extraCodable.contains(name) || extraCodable.contains(name.lastDotComponent) { return true }
            guard let info = self[name] else { return nil }
            // An attribute NavLint does not know may be a macro that adds conformances (`@Codable`).
            if info.attributes.contains(where: { !TypeTable.knownTypeAttributes.contains($0) }) { return nil }
            var encodable = false, decodable = false, unknownProtocol = false, hashable = false
            // A value on a path is Hashable; when the scanned text shows no Hashable, some conformance is elsewhere.
            if info.kind == .enum && info.cases.allSatisfy({ $0.associated.isEmpty }) { hashable = true }
            for c in conformances(of: name) {
                if c.externalName == "Hashable" { hashable = true }
                switch c {
                case .external(let n, _):
                    if n == "Codable" { return true }
                    if n == "Encodable" { encodable = true } else if n == "Decodable" { decodable = true } else if !TypeTable.nonCodableProtocols.contains(n) { unknownProtocol = true }
                case .nominal:
                    // A scanned protocol or superclass: `conformances` already followed it.
                    break
                default:
                    // A conformance NavLint cannot read: it might bring Codable.
                    unknownProtocol = true
                }
            }
            if encodable && decodable { return true }
            return unknownProtocol || !hashable ? nil : false
        }
    }
}
