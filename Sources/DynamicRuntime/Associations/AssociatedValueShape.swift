import Synchronization

/// What the type an `Any` holds its value as says about storing it, read from that type's
/// metadata kind: the store's fast path, which needs no dynamic cast.
///
/// Dynamic casts (`as? any …`, `is AnyObject.Type`) look up conformances and unwrap boxes, which
/// costs hundreds of instructions on each store. A plain class instance or struct or enum value
/// needs none of it: it hides no optional (so there is nothing to unwrap) and its kind decides
/// whether a weak policy can hold it. Everything else is `other`, and the store takes the
/// general path, with the casts, exactly as before.
///
/// The kind is the metadata's first word (Swift's ABI, `docs/ABI/TypeMetadata.rst`): `0` for a
/// Swift class without Objective-C interop, an `isa` pointer (above `0x7FF`) for one with it,
/// `0x200` a struct, `0x201` an enum other than `Optional` (`0x202`). Objective-C classes
/// (`0x305`), foreign classes, existentials, optionals, tuples, functions and metatypes are
/// `other`. So is what a cast sees through (the runtime's `tryCast`, steps 2 to 4):
/// - an `AnyHashable` (it may hold a nil);
/// - without Objective-C interop, a class instance the runtime unboxes
///   (`swift_unboxFromSwiftValueWithType`): the placeholder a nil becomes as an `AnyObject`, and
///   instances of the box classes, the standard library's `__SwiftValue` and any class
///   conforming to `_NSSwiftValue` (Foundation's `__SwiftValue`). See ``BoxClasses``.
@usableFromInline
enum AssociatedValueShape {
    /// A class instance, not a box: stored as is; a weak policy can hold it.
    case instance
    /// A struct or enum value, not an optional nor an `AnyHashable`: stored as is; a weak
    /// policy refuses it.
    case value
    /// Anything else: the general path decides, with dynamic casts.
    case other

    /// The shape of `value`, from the type it is held as (and, without Objective-C interop, from
    /// the class instance itself).
    ///
    /// Read from the `Any`'s own words, in place: an `Any` is a three-word buffer followed by the
    /// metadata of the type it holds its value as, and a class reference is held inline, at the
    /// start of the buffer (Swift's ABI, opaque existential containers). Opening the `Any`
    /// instead calls out to project its buffer, on every store.
    @inline(__always)
    init(of value: borrowing Any) {
        // Typed, so that the `Any` is not opened.
        self = withUnsafePointer(to: value) { (container: UnsafePointer<Any>) in
            let words = UnsafeRawPointer(container)
            let type = words.load(fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
            switch type.load(as: UInt.self) {
            case 0, 0x800...:
                #if canImport(ObjectiveC)
                // The runtime unwraps no Swift class instance (its boxes are Objective-C classes).
                return .instance
                #else
                // The reference, read in place: no retain.
                return BoxClasses.shared.isBox(words.load(as: UnsafeRawPointer.self)) ? .other : .instance
                #endif
            case 0x200:
                return type == unsafeBitCast(AnyHashable.self, to: UnsafeRawPointer.self) ? .other : .value
            case 0x201:
                return .value
            default:
                return .other
            }
        }
    }

    /// `value` as a class reference; `value` must be of shape `instance`.
    @inline(__always)
    static func instance(_ value: Any) -> AnyObject {
        reference(to: value)
    }

    @inline(__always)
    private static func reference<T>(to value: T) -> AnyObject {
        unsafeBitCast(value, to: AnyObject.self)
    }

    /// `value as? Value`, without the dynamic cast when `value` is held as exactly `Value` (as
    /// the typed properties store it): the cast would then only copy it.
    @inlinable
    static func cast<Value>(_ value: Any, to _: Value.Type) -> Value? {
        held(value, as: Value.self) ?? value as? Value
    }

    @inlinable
    static func held<T, Value>(_ value: T, as _: Value.Type) -> Value? {
        T.self == Value.self ? unsafeBitCast(value, to: Value.self) : nil
    }
}

#if !canImport(ObjectiveC)
/// Which class instances the runtime unboxes when casting, without Objective-C interop: the
/// null placeholder (what `nil` becomes as an `AnyObject`), and instances of the standard
/// library's `__SwiftValue` or of a class conforming to `_NSSwiftValue` (Foundation's
/// `__SwiftValue`), as `swift_unboxFromSwiftValueWithType` decides.
///
/// Whether a class is a box is decided once per class, with those checks, and remembered in a
/// small lock-free table keyed by the class metadata's address (metadata lives for the whole
/// process, so an entry never goes stale); a class that misses just decides again.
final class BoxClasses: Sendable {
    static let shared = BoxClasses()

    /// The address of the placeholder a nil becomes as an `AnyObject` (the runtime's
    /// `_nullPlaceholder`, a process-wide constant), kept alive by a retain never released.
    private let nullPlaceholder = UInt(bitPattern: Unmanaged.passRetained(Optional<Int>.none as AnyObject).toOpaque())

    /// Each entry: a class metadata address, with bit 0 set when the class is a box; 0 if empty.
    private let decided: InlineArray<64, Atomic<UInt>> = InlineArray { _ in Atomic<UInt>(0) }

    private init() {}

    /// Whether the runtime may unbox `object`, a class instance.
    @inline(__always)
    func isBox(_ object: UnsafeRawPointer) -> Bool {
        if UInt(bitPattern: object) == nullPlaceholder { return true }
        let type: AnyObject.Type = Unmanaged<AnyObject>.fromOpaque(object)._withUnsafeGuaranteedRef { Swift.type(of: $0) }
        let address = UInt(bitPattern: ObjectIdentifier(type))
        let slot = Int(truncatingIfNeeded: (address >> 4) ^ (address >> 10)) & (decided.count - 1)
        let entry = decided[slot].load(ordering: .relaxed)
        if entry & ~1 == address { return entry & 1 != 0 }
        return decide(type, address: address, slot: slot)
    }

    @inline(never)
    private func decide(_ type: Any.Type, address: UInt, slot: Int) -> Bool {
        let isBox = type is any _NSSwiftValue.Type || _typeName(type, qualified: true) == "Swift.__SwiftValue"
        decided[slot].store(address | (isBox ? 1 : 0), ordering: .relaxed)
        return isBox
    }
}
#endif
