import Foundation

/// A change of a property of type `Value`, as the typed observation API delivers it: the old
/// and new values typed (`nil` when not asked for — for an optional `Value`, a present nil is
/// `.some(nil)`).
public struct ObservedChange<Value> {
    /// What kind of change.
    public let kind: KeyValueChange.Kind
    /// The value before the change, if asked for.
    public let oldValue: Value?
    /// The value after the change, if asked for (never in a prior notification).
    public let newValue: Value?
    /// The indexes an ordered to-many change touched.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change.
    public let isPrior: Bool

    init(kind: KeyValueChange.Kind = .setting, oldValue: Value?, newValue: Value?, indexes: IndexSet? = nil, isPrior: Bool = false) {
        self.kind = kind
        self.oldValue = oldValue
        self.newValue = newValue
        self.indexes = indexes
        self.isPrior = isPrior
    }

    init(_ change: KeyValueChange) {
        kind = change.kind
        oldValue = change.containsOldValue ? change.oldValue as? Value : nil
        newValue = change.containsNewValue ? change.newValue as? Value : nil
        indexes = change.indexes
        isPrior = change.isPrior
    }
}
