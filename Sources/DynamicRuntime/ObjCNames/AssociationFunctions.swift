// The <objc/runtime.h> associated-object functions and policy constants, as thin wrappers over
// `RuntimeObject`'s associated values, so Objective-C code ports line for line. Where
// Objective-C accepts a value its policy cannot keep, these throw a `RuntimeError` naming the
// object's class and the key.

/// Objective-C's name for ``AssociationPolicy``.
public typealias objc_AssociationPolicy = AssociationPolicy

/// Not retained; unlike Apple's, zeroing: reads nil once the value is gone. Class instances only.
public let OBJC_ASSOCIATION_ASSIGN = AssociationPolicy.assign
/// Retained.
public let OBJC_ASSOCIATION_RETAIN_NONATOMIC = AssociationPolicy.retainNonatomic
/// Copied through `RuntimeCopying`; value types as is.
public let OBJC_ASSOCIATION_COPY_NONATOMIC = AssociationPolicy.copyNonatomic
/// Retained, atomically (every policy is atomic here).
public let OBJC_ASSOCIATION_RETAIN = AssociationPolicy.retain
/// Copied, atomically (every policy is atomic here).
public let OBJC_ASSOCIATION_COPY = AssociationPolicy.copy
/// A zeroing weak reference: SwizzleKit's own, Apple has no weak policy. Class instances only.
public let OBJC_ASSOCIATION_WEAK = AssociationPolicy.weak

/// Stores `value` for `key` under `policy`; nil removes. Throws `invalidAssociation` for a value
/// the policy cannot keep (a value type with assign or weak, a non-copying class with copy).
public func objc_setAssociatedObject(_ object: RuntimeObject, _ key: AssociationKey, _ value: consuming Any?,
                                     _ policy: AssociationPolicy) throws(RuntimeError) {
    try object.setAssociatedValue(value, forKey: key, policy: policy)
}

/// As above, keyed by a selector, as in `objc_setAssociatedObject(self, @selector(name), …)`.
public func objc_setAssociatedObject(_ object: RuntimeObject, _ key: AnySelector, _ value: consuming Any?,
                                     _ policy: AssociationPolicy) throws(RuntimeError) {
    try object.setAssociatedValue(value, forKey: AssociationKey(key), policy: policy)
}

/// As above, keyed by the address of a static, as in `objc_setAssociatedObject(self, &key, …)`;
/// a temporary pointer (a string, `&` a local) is a compiler warning, as it would never match.
public func objc_setAssociatedObject(_ object: RuntimeObject, @_nonEphemeral _ key: UnsafeRawPointer, _ value: consuming Any?,
                                     _ policy: AssociationPolicy) throws(RuntimeError) {
    try object.setAssociatedValue(value, forKey: AssociationKey(key), policy: policy)
}

/// The value stored for `key`, or nil; nil too once an assign or weak value is gone (Apple's
/// assign returns a dangling pointer).
public func objc_getAssociatedObject(_ object: RuntimeObject, _ key: AssociationKey) -> Any? {
    object.associatedValue(forKey: key)
}

/// As above, keyed by a selector, as in `objc_getAssociatedObject(self, _cmd)`.
public func objc_getAssociatedObject(_ object: RuntimeObject, _ key: AnySelector) -> Any? {
    object.associatedValue(forKey: AssociationKey(key))
}

/// As above, keyed by the address of a static, as in `objc_getAssociatedObject(self, &key)`;
/// a temporary pointer (a string, `&` a local) is a compiler warning, as it would never match.
public func objc_getAssociatedObject(_ object: RuntimeObject, @_nonEphemeral _ key: UnsafeRawPointer) -> Any? {
    object.associatedValue(forKey: AssociationKey(key))
}

/// Removes and releases every associated value of `object`.
public func objc_removeAssociatedObjects(_ object: RuntimeObject) {
    object.removeAssociatedValues()
}
