/// How an associated value is kept: Objective-C's `objc_AssociationPolicy`, plus `weak`.
///
/// Differences from Apple's runtime, all so that no read can return a dangling reference:
/// - `assign` keeps a zeroing Swift `weak` reference, so reading after the value died gives nil
///   (Apple's keeps a raw pointer that dangles). It therefore needs a class instance, exactly as
///   `weak` does.
/// - `weak` is SwizzleKit's own (Apple has none; Objective-C code boxes a weak reference).
/// - The non-atomic policies are atomic here: every read and write takes the object's own
///   association lock, so a read racing a write returns the old or the new value, retained.
/// - `copy` copies values that conform to ``RuntimeCopying`` (`NSCopying`'s analogue); a value
///   type is stored as is, being copied by nature; a class instance that does not conform is
///   refused with an error where Apple's runtime crashes on `-copyWithZone:`.
public enum AssociationPolicy: Hashable, Sendable, CustomStringConvertible {
    /// Not retained; reads nil once the value is gone (zeroing, unlike Apple's). Class
    /// instances only.
    case assign
    /// Retained (a value type is stored as is).
    case retainNonatomic
    /// Copied through ``RuntimeCopying``; a value type is stored as is.
    case copyNonatomic
    /// Retained; the same as ``retainNonatomic`` here, where every access is atomic.
    case retain
    /// Copied; the same as ``copyNonatomic`` here, where every access is atomic.
    case copy
    /// A zeroing weak reference: reads nil once the value is gone. Class instances only.
    case weak

    /// Whether the value is held by a zeroing weak reference (`assign` and `weak`).
    public var isWeak: Bool { self == .assign || self == .weak }

    /// Whether the value is copied on store (`copy` and `copyNonatomic`).
    public var copies: Bool { self == .copy || self == .copyNonatomic }

    /// The Objective-C constant's name, e.g. `OBJC_ASSOCIATION_RETAIN_NONATOMIC`.
    public var description: String {
        switch self {
        case .assign: "OBJC_ASSOCIATION_ASSIGN"
        case .retainNonatomic: "OBJC_ASSOCIATION_RETAIN_NONATOMIC"
        case .copyNonatomic: "OBJC_ASSOCIATION_COPY_NONATOMIC"
        case .retain: "OBJC_ASSOCIATION_RETAIN"
        case .copy: "OBJC_ASSOCIATION_COPY"
        case .weak: "OBJC_ASSOCIATION_WEAK"
        }
    }
}
