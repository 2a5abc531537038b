import DynamicRuntime

/// An associated value as its object held it — strongly or by a zeroing weak reference — kept
/// the same way, so an undo puts back exactly what was there.
struct HeldValue {
    let identity: ValueIdentity
    let isWeak: Bool
    private let strong: Any?
    private weak var referent: AnyObject?

    init(value: Any, isWeak: Bool) {
        identity = ValueIdentity(value)
        self.isWeak = isWeak
        if isWeak {
            strong = nil
            referent = value as AnyObject
        } else {
            strong = value
        }
    }

    /// The value; nil once a weakly held one is gone.
    var value: Any? { isWeak ? referent : strong }

    /// What `object` holds under `key` now; nil when nothing (or a weak value that is gone).
    static func current(of object: RuntimeObject, forKey key: AssociationKey) -> HeldValue? {
        guard let record = object.associations.first(where: { $0.key == key }), let value = record.value else { return nil }
        return HeldValue(value: value, isWeak: record.isWeak)
    }
}
