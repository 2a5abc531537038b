/// A selector by name alone: Objective-C's `SEL`.
///
/// Selectors are unique by name, so two values with the same name are identical and compare by
/// identity. The entries they point at are registered once and never freed.
public struct AnySelector: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    unowned(unsafe) let entry: SelectorEntry

    init(entry: SelectorEntry) {
        self.entry = entry
    }

    /// The selector named `name`, registered on first use (`sel_registerName`).
    public init(_ name: String) {
        self = SelectorTable.selector(named: name)
    }

    /// The selector's name, e.g. `pointInside:withEvent:` (`sel_getName`).
    public var name: String { entry.name }

    public var description: String { entry.name }

    public static func == (lhs: AnySelector, rhs: AnySelector) -> Bool {
        lhs.entry === rhs.entry
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(entry))
    }
}

/// The immortal record behind one selector name.
@usableFromInline
final class SelectorEntry: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// A selector name paired with a signature: the key of method caches and of method records.
///
/// Interned, so a cache hit is one identity comparison that proves both the name and the
/// signature match, which is what makes the typed send's unchecked cast sound.
@usableFromInline
final class MethodKey: Sendable {
    let selector: AnySelector
    let signature: Signature

    init(selector: AnySelector, signature: Signature) {
        self.selector = selector
        self.signature = signature
    }

    /// This key's address, which identifies it.
    var bits: UInt { UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }

    /// The key at `bits` (keys are never freed).
    static func at(_ bits: UInt) -> MethodKey {
        Unmanaged<MethodKey>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
    }
}

/// The process-wide tables of selector names and method keys.
enum SelectorTable {
    private struct KeyIdentity: Hashable {
        let selector: AnySelector
        let signature: Signature
    }

    private struct Tables {
        var entries: [String: SelectorEntry] = [:]
        var keys: [KeyIdentity: MethodKey] = [:]
    }

    private static let tables = Locked(Tables())

    static func selector(named name: String) -> AnySelector {
        tables.withLock { tables in
            if let entry = tables.entries[name] { return AnySelector(entry: entry) }
            let entry = SelectorEntry(name: name)
            tables.entries[name] = entry
            return AnySelector(entry: entry)
        }
    }

    static func key(_ selector: AnySelector, _ signature: Signature) -> MethodKey {
        tables.withLock { tables in
            let identity = KeyIdentity(selector: selector, signature: signature)
            if let key = tables.keys[identity] { return key }
            let key = MethodKey(selector: selector, signature: signature)
            tables.keys[identity] = key
            return key
        }
    }
}
