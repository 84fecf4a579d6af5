// Codable decisions (docs/navigation.md#s6): standard types, the program's declarations and extensions, and why a
// value stays undecided.

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
    static let codableStandardTypes: Set<String> = Set([
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "CGFloat", "CGPoint", "CGSize",
        "CGRect", "CGVector", "Set", "Array", "Dictionary", "Optional", "PersonNameComponents", "TimeZone", "Locale", "Calendar",
        "DateComponents", "DateInterval", "Measurement", "IndexPath",
    ]).union(NavigationLibrary.pathRepresentations)

    /// Standard types known not to be Codable.
    static let nonCodableStandardTypes: Set<String> = ["Color", "Image", "AnyView", "AnyHashable", "NSObject", "UIImage", "NSImage", "UIColor", "NSColor", "Font"]

    /// Protocols from the standard libraries that do not imply Codable (so a type conforming only to these is not Codable).
    static let nonCodableProtocols: Set<String> = [
        "Hashable", "Equatable", "Identifiable", "CaseIterable", "Sendable", "Comparable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "View", "ObservableObject", "Observable", "Error", "LocalizedError", "RawRepresentable",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "Transferable", "AnyObject", "NSObject", "App", "Scene",
        "ViewModifier", "Shape", "PreviewProvider", "String", "Int", "Double", "Float", "Character", "UInt", "Int8", "Int16",
        "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Strideable", "CustomStringConvertible", "BitwiseCopyable",
        "PersistentModel", "NSManagedObject",
    ]

    /// Protocols and superclasses from the frameworks that make a type Hashable: SwiftData's `PersistentModel` (which
    /// `@Model` adds), and `NSObject` with its Core Data subclass `NSManagedObject`. None of them brings Codable.
    static let hashableBases: Set<String> = ["Hashable", "PersistentModel", "NSObject", "NSManagedObject"]

    /// Is the type Codable? true / false, or nil when the source cannot tell (docs/navigation.md#s6).
    public func isCodable(_ type: ResolvedType, extraCodable: Set<String> = []) -> Bool? {
        switch codability(type, extraCodable: extraCodable) {
        case .codable: return true
        case .notCodable: return false
        case .unknown: return nil
        }
    }

    /// Whether the type is Codable, as the source tells (docs/navigation.md#s6), and when it cannot tell, why.
    public func codability(_ type: ResolvedType, extraCodable: Set<String> = [], depth: Int = 0) -> Codability {
        if depth > 8 { return .unknown(.typeNotRead) }
        switch type {
        case .unknown, .tuple, .elements:
            // A tuple or a sequence's elements is never a path's element as such.
            return .unknown(.typeNotRead)
        case .array(let t), .optional(let t):
            return codability(t, extraCodable: extraCodable, depth: depth + 1)
        case .dictionary(let k, let v):
            return Codability.all([k, v].map { codability($0, extraCodable: extraCodable, depth: depth + 1) })
        case .external(let name, let generics):
            // `extension Color: Codable` in the scanned code makes it so.
            if extraCodable.contains(name) || declaresCodable(conformances(of: name)) { return .codable }
            if TypeTable.nonCodableStandardTypes.contains(name) { return .notCodable }
            guard TypeTable.codableStandardTypes.contains(name) else { return .unknown(.typeNotScanned(name)) }
            return Codability.all(generics.map { codability($0, extraCodable: extraCodable, depth: depth + 1) })
        case .nominal(let name, _):
            if extraCodable.contains(name) || extraCodable.contains(name.lastDotComponent) { return .codable }
            guard let info = self[name] else { return .unknown(.typeNotRead) }
            // What `Codable` or `Encodable & Decodable` the type declares (itself, in an extension, through a protocol or
            // a typealias) is trusted: a declared conformance the compiler cannot synthesize does not compile.
            let conformances = conformances(of: name)
            if declaresCodable(conformances) { return .codable }
            // An attribute NavLint does not know may be a macro that adds conformances (`@Codable`). SwiftData's `@Model`
            // adds `PersistentModel` (Hashable, not Codable) and `Observable`.
            let isModel = info.kind == .class && info.attributes.contains("@Model")
            if let attribute = info.attributes.first(where: { !TypeTable.knownTypeAttributes.contains($0) && !(isModel && $0 == "@Model") }) {
                return .unknown(.attribute(type: name, attribute: attribute))
            }
            // A value on a path is Hashable; when the scanned text shows no Hashable, some conformance is elsewhere.
            var hashable = isModel
            if info.kind == .enum && info.cases.allSatisfy({ $0.associated.isEmpty }) { hashable = true }
            for c in conformances {
                switch c {
                case .external(let n, _):
                    if TypeTable.hashableBases.contains(n) { hashable = true }
                    // A protocol or superclass from outside the scanned code might bring Codable.
                    if n != "Encodable" && n != "Decodable" && !TypeTable.nonCodableProtocols.contains(n) {
                        return .unknown(.conformanceNotScanned(type: name, conformance: n))
                    }
                case .nominal:
                    // A scanned protocol or superclass: `conformances` already followed it.
                    break
                default:
                    // A conformance NavLint cannot read (a module-qualified name it does not know): it might bring Codable.
                    return .unknown(.conformanceNotRead(type: name))
                }
            }
            return hashable ? .notCodable : .unknown(.noHashableSeen(name))
        }
    }

    /// Do these conformances include `Codable`, or both `Encodable` and `Decodable`?
    private func declaresCodable(_ conformances: [ResolvedType]) -> Bool {
        var encodable = false, decodable = false
        for c in conformances {
            switch c.externalName {
            case "Codable": return true
            case "Encodable": encodable = true
            case "Decodable": decodable = true
            default: break
            }
        }
        return encodable && decodable
    }
}

public enum Codability: Equatable, Sendable {
    case codable
    case notCodable
    /// The source cannot tell.
    case unknown(CodabilityDoubt)

    /// All of the parts Codable: Codable; one not: not; else the first doubt.
    static func all(_ parts: [Codability]) -> Codability {
        if parts.contains(.notCodable) { return .notCodable }
        return parts.first { $0 != .codable } ?? .codable
    }
}

/// Why the source cannot tell whether a type is Codable.
public enum CodabilityDoubt: Equatable, Sendable {
    /// The value's type is not read.
    case typeNotRead
    /// A type declared outside the scanned code, and not one of the standard types NavLint knows.
    case typeNotScanned(String)
    /// A scanned type conforms to, or inherits from, something declared outside the scanned code.
    case conformanceNotScanned(type: String, conformance: String)
    /// A scanned type's conformance that NavLint cannot read.
    case conformanceNotRead(type: String)
    /// A scanned type carries an attribute that may be a macro adding conformances.
    case attribute(type: String, attribute: String)
    /// A scanned type on a path shows no `Hashable`: its conformances are partly elsewhere.
    case noHashableSeen(String)
}
