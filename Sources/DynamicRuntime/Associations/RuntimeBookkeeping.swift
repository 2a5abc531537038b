/// One object a runtime layer keeps on each object it serves, beside the object's associated
/// values but not one of them (key-value observing keeps its registrations here).
///
/// Apple keeps observation info apart from associated objects, so `objc_removeAssociatedObjects`
/// leaves observations working and removable; this is that place. It lives in the object's
/// association table, which is already per object and freed with it: reading it costs two atomic
/// loads and takes no lock, and it is released when the object is, after its deinit bodies, as
/// associated values are. ``RuntimeObject/removeAssociatedValues()`` leaves it, and
/// `associations` does not list it. It is set once and kept for the object's life.
///
/// There is one such object per object: it belongs to the layer that makes it (key-value
/// observing), and every caller must ask for the same type.
extension RuntimeObject {
    /// The bookkeeping object, if one was made; `type` must be the type it was made with.
    /// Inlinable, so the caller's specialisation reads two words instead of running generic code.
    @inlinable @inline(__always)
    package final func bookkeeping<Kept: AnyObject>(as type: Kept.Type) -> Kept? {
        withExtendedLifetime(self) {
            guard let table = AssociationTable.existing(of: self),
                  let kept = table._withUnsafeGuaranteedRef({ $0.bookkeeping() }) else { return nil }
            return unsafeDowncast(kept.takeUnretainedValue(), to: Kept.self)
        }
    }

    /// The bookkeeping object, `made` now if there is none (racing callers agree on one).
    package final func bookkeeping<Kept: AnyObject>(makingIfNeeded make: () -> Kept) -> Kept {
        withExtendedLifetime(self) {
            let kept = AssociationTable.of(self)._withUnsafeGuaranteedRef { $0.bookkeeping(makingIfNeeded: make) }
            return unsafeDowncast(kept.takeUnretainedValue(), to: Kept.self)
        }
    }
}
