/// A value that the `copy` association policies can copy: `NSCopying`'s analogue.
///
/// Conform a class whose instances are stored with ``AssociationPolicy/copy`` or
/// ``AssociationPolicy/copyNonatomic``; storing an instance of a class that does not conform
/// throws (Apple's runtime crashes with an unrecognized `-copyWithZone:`). Value types need not
/// conform: they are copied by nature. A conformance cannot be isolated to an actor
/// (`SendableMetatype`), because the copy is made on whichever thread stores.
public protocol RuntimeCopying: SendableMetatype {
    /// An independent copy, of the same type as `self` (`-copyWithZone:`). Called outside every
    /// runtime lock, so it may use the runtime.
    func runtimeCopy() -> Any
}
