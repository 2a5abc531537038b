/// Apple's rules for what a notification carries, given a registration's options: the one
/// place both the notifying setter's fast path and the `willChange` / `didChange` path ask.
extension KeyValueObservingOptions {
    /// Whether the value before a change of `kind` is read for this registration: it asked for
    /// the old value, and the change is not an insertion (which has no old elements).
    func readsOldValue(for kind: KeyValueChange.Kind) -> Bool {
        contains(.old) && kind != .insertion
    }

    /// Whether a notification includes the old value read for it.
    var includesOldValue: Bool { contains(.old) }

    /// Whether a notification includes the new value: asked for, not the prior notification
    /// (sent before the value exists), and not a removal (which has no new elements).
    func includesNewValue(isPrior: Bool, kind: KeyValueChange.Kind) -> Bool {
        contains(.new) && !isPrior && kind != .removal
    }

    /// Whether a notification is also sent before the change.
    var sendsPriorNotification: Bool { contains(.prior) }
}
