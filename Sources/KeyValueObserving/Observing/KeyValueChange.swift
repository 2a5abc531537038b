import DynamicRuntime
import Foundation

/// One change, as delivered to an observer: Apple's change dictionary as a typed value.
///
/// `oldValue` and `newValue` are nil both when a value is nil and when it was not asked for;
/// ``containsOldValue`` / ``containsNewValue`` tell them apart, and the dictionary-style
/// subscript returns a present nil as `Optional<Any>.none` boxed in `Any` (Apple's `NSNull`),
/// so ported code that tests for a key sees it.
public struct KeyValueChange: @unchecked Sendable {
    /// What kind of change (`NSKeyValueChange`).
    public enum Kind: Int, Sendable {
        /// The value was set.
        case setting = 1
        /// Elements were inserted into an ordered to-many relationship.
        case insertion
        /// Elements were removed.
        case removal
        /// Elements were replaced.
        case replacement
    }

    /// The fields, shared by every copy (see ``KeyValueChangeStorage``).
    let storage: KeyValueChangeStorage

    /// What kind of change.
    public var kind: Kind { storage.kind }
    /// The value before the change, if asked for.
    public var oldValue: Any? { storage.oldValue }
    /// The value after the change, if asked for (never in a prior notification).
    public var newValue: Any? { storage.newValue }
    /// Whether the old value was asked for and is included (even if nil).
    public var containsOldValue: Bool { storage.containsOldValue }
    /// Whether the new value was asked for and is included (even if nil).
    public var containsNewValue: Bool { storage.containsNewValue }
    /// The indexes changed in an ordered to-many relationship; nil for a setting.
    public var indexes: IndexSet? { storage.indexes }
    /// Whether this is the notification sent before the change (option `prior`).
    public var isPrior: Bool { storage.isPrior }

    /// A change of `kind`; include a value by passing it (a nil value as `.some(nil)`).
    public init(kind: Kind, old: Any?? = nil, new: Any?? = nil, indexes: IndexSet? = nil, isPrior: Bool = false) {
        storage = StoredChange(kind: kind, oldValue: old ?? nil, newValue: new ?? nil, containsOldValue: old != nil,
                               containsNewValue: new != nil, indexes: indexes, isPrior: isPrior)
    }

    /// A change whose fields are `storage`'s.
    init(_ storage: KeyValueChangeStorage) {
        self.storage = storage
    }

    /// The entry for `key`, as Apple's change dictionary would have it: nil when absent.
    public subscript(key: NSKeyValueChangeKey) -> Any? {
        switch key {
        case .kindKey: kind.rawValue
        case .oldKey: containsOldValue ? oldValue as Any : nil
        case .newKey: containsNewValue ? newValue as Any : nil
        case .indexesKey: indexes
        case .notificationIsPriorKey: isPrior ? true : nil
        default: nil
        }
    }

    /// Apple's change dictionary: the kind as an `NSKeyValueChange` raw value (`UInt`), values
    /// asked for (`NSNull` for nil), the indexes of a to-many change, and the prior flag.
    public var dictionary: [NSKeyValueChangeKey: Any] {
        var dictionary: [NSKeyValueChangeKey: Any] = [.kindKey: UInt(kind.rawValue)]
        if containsOldValue { dictionary[.oldKey] = oldValue ?? NSNull() }
        if containsNewValue { dictionary[.newKey] = newValue ?? NSNull() }
        if let indexes { dictionary[.indexesKey] = indexes }
        if isPrior { dictionary[.notificationIsPriorKey] = true }
        return dictionary
    }
}

/// The keys of Apple's change dictionary.
public typealias KeyValueChangeKey = NSKeyValueChangeKey
