import DynamicRuntime
import Foundation

/// The fields of a ``KeyValueChange``, shared by every copy: a change told to many observers is
/// made once, and each observer's copy costs a retain, not a copy of two `Any?` values.
class KeyValueChangeStorage: @unchecked Sendable {
    var kind: KeyValueChange.Kind { .setting }
    var oldValue: Any? { nil }
    var newValue: Any? { nil }
    var containsOldValue: Bool { false }
    var containsNewValue: Bool { false }
    var indexes: IndexSet? { nil }
    var isPrior: Bool { false }
}

/// A change made by hand or by `didChange`: every field as given.
final class StoredChange: KeyValueChangeStorage, @unchecked Sendable {
    private let storedKind: KeyValueChange.Kind
    private let old: Any?, new: Any?
    private let containsOld: Bool, containsNew: Bool
    private let storedIndexes: IndexSet?
    private let prior: Bool

    init(kind: KeyValueChange.Kind, oldValue: Any?, newValue: Any?, containsOldValue: Bool, containsNewValue: Bool, indexes: IndexSet?,
         isPrior: Bool) {
        storedKind = kind
        old = oldValue
        new = newValue
        containsOld = containsOldValue
        containsNew = containsNewValue
        storedIndexes = indexes
        prior = isPrior
    }

    override var kind: KeyValueChange.Kind { storedKind }
    override var oldValue: Any? { old }
    override var newValue: Any? { new }
    override var containsOldValue: Bool { containsOld }
    override var containsNewValue: Bool { containsNew }
    override var indexes: IndexSet? { storedIndexes }
    override var isPrior: Bool { prior }
}

/// A setting told by a notifying setter: its values typed, boxed only when an observer reads
/// them. A thread's notifying setters refill the storage of the last setting they told once no
/// change refers to it (``PendingChanges/spareChange``), so a thread telling settings of one value
/// type in a row allocates nothing; a setting of another type makes storage of its own.
final class SettingChange<Value>: KeyValueChangeStorage, @unchecked Sendable {
    // Written only by `refill`, while no change refers to the storage: no exclusivity checks needed.
    @exclusivity(unchecked) private var old: Value?, new: Value?
    @exclusivity(unchecked) private var containsOld = false, containsNew = false, prior = false
    /// Whether a value is unwrapped when boxed: an optional, or an `Any` that may hold one,
    /// boxes a nil as nil.
    private let unwraps = OptionalValues.mayHideNil(Value.self)

    /// Makes this the storage of a setting that includes the values `old` and `new` given.
    /// Only for storage no change refers to.
    func refill(old: Value??, new: Value??, isPrior: Bool) {
        self.old = old ?? nil
        self.new = new ?? nil
        containsOld = old != nil
        containsNew = new != nil
        prior = isPrior
    }

    override var oldValue: Any? { containsOld ? Self.box(old, unwrapping: unwraps) : nil }
    override var newValue: Any? { containsNew ? Self.box(new, unwrapping: unwraps) : nil }
    override var containsOldValue: Bool { containsOld }
    override var containsNewValue: Bool { containsNew }
    override var isPrior: Bool { prior }

    /// `value` as a change carries it: nil for nil, optionals unwrapped if `unwraps`.
    @inline(__always)
    static func box(_ value: Value?, unwrapping unwraps: Bool) -> Any? {
        guard let value else { return nil }
        return unwraps ? unwrappingOptionals(value) : value
    }
}
