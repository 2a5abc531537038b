/// A dynamic property in one line: what `@objc dynamic var` is on Apple's platforms.
///
/// ```swift
/// class Badge: UIView {
///     @Dynamic var title: String = "" { didSet { setNeedsLayout() } }   // was: @objc dynamic var
/// }
/// ```
///
/// The property is a runtime property named for the Swift one (`title`), with a getter `title`
/// and a setter `setTitle:` that the runtime finds by reflection when it first meets the class —
/// before any instance exists — so hooks, swizzles, `class_copyPropertyList`, key-value coding
/// and observing and ``RuntimeClass/validate()`` all see it, with nothing listed in
/// ``RuntimeObject/runtimeMembers``. Reading the property from Swift is a send of the getter;
/// writing it runs `willSet`, a send of the setter (a key-value observing subclass, a hook or a
/// swizzle wraps it), then `didSet`. A set through the runtime — key-value coding, a send of
/// `setTitle:` — runs the setter method and, inside it, the Swift setter with its `willSet` and
/// `didSet`, as an `@objc dynamic` setter does.
///
/// While a send from the object's class would reach the runtime's own accessors of every
/// `@Dynamic` property of the class — nothing hooks, swizzles, observes or overrides one — an
/// access from Swift reads or writes the field in place instead, which is what the send would do.
/// The class learns this on the first access and forgets it on every change to its methods or
/// its superclasses' (as ``DirectCall`` does), so a hook or an observer takes effect from the
/// next access.
///
/// Choices written down: the names follow the Swift name (`isOn` is `isOn` / `setIsOn:`, as
/// `@objc` names it); a custom getter name (`@objc(isOn) var on`) needs a ``DeclaredProperty``.
/// The runtime learns how to run the Swift setter with its observers the first time the property
/// is read or set from Swift on any instance of its class: Swift hands the accessors the
/// property's key path, which is the only way to that setter. Until then the class's accessors
/// send, and a set through the runtime — key-value coding, a send of the setter — stores the
/// value without running `willSet` and `didSet`, as it must: no Swift code has touched the
/// property yet.
///
/// Only for stored properties of ``RuntimeObject`` subclasses (the compiler refuses others).
@propertyWrapper
public struct Dynamic<Value> {
    /// The stored value.
    @usableFromInline var value: Value
    /// Which leg of a set is running on this object.
    @usableFromInline var setState: DynamicSetState = []

    /// A property whose initial value is `wrappedValue`.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Unavailable: the property's accessors are the enclosing-instance subscript's, which send.
    @available(*, unavailable, message: "@Dynamic declares a stored property of a RuntimeObject subclass")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The property's accessors: the field read or written in place while nothing has replaced
    /// the class's `@Dynamic` accessors, else one send of the getter or of the setter.
    @inlinable @inline(__always)
    public static subscript<Object: RuntimeObject>(_enclosingInstance object: Object,
                                                   wrapped wrapped: ReferenceWritableKeyPath<Object, Value>,
                                                   storage storage: ReferenceWritableKeyPath<Object, Self>) -> Value {
        get {
            ReadSection.reading {
                if object.isa._withUnsafeGuaranteedRef({ $0.reachesDynamicFieldsDirectly }) {
                    // The optimiser folds the projection of a stored property's key path to the
                    // field's address: no key path object is made.
                    return object[keyPath: storage].value
                }
                return record(object, storage)._withUnsafeGuaranteedRef { record in
                    if _slowPath(!record.knowsSwiftSetter) { learnSwiftSetter(record, wrapped) }
                    return record.getter.sendInReadSection(to: object, ())
                }
            }
        }
        set {
            ReadSection.reading {
                record(object, storage)._withUnsafeGuaranteedRef { record in
                    if _slowPath(!record.knowsSwiftSetter) { learnSwiftSetter(record, wrapped) }
                    if object.isa._withUnsafeGuaranteedRef({ $0.reachesDynamicFieldsDirectly }) {
                        object[keyPath: storage].value = newValue
                    } else {
                        record.setFromSwift(newValue, on: object)
                    }
                }
            }
        }
    }

    /// The record of the property `storage` names, from the receiver's dispatch class by the
    /// field's offset (learning, when it is not known, whether the class's accessors may be
    /// skipped); else, for an object moved to a class without the field, from `Object`'s.
    /// Call inside a read section: the dispatch class is borrowed.
    @inlinable @inline(__always)
    static func record<Object: RuntimeObject>(_ object: Object, _ storage: ReferenceWritableKeyPath<Object, Self>)
        -> Unmanaged<DynamicPropertyRecord<Value>> {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        let offset = withUnsafeMutablePointer(to: &object[keyPath: storage]) { UnsafeRawPointer($0) } - base
        return object.isa._withUnsafeGuaranteedRef { cls in
            if let found = cls.dynamicFields.record(at: offset, of: Value.self) {
                if !cls.knowsDynamicFieldsDirectness { cls.learnDynamicFieldsDirectness() }
                return found
            }
            return Unmanaged.passUnretained(DynamicPropertyRecord<Value>.of(Object.self, offset: offset))
        }
    }

    /// Teaches `record` the Swift setter, with its observers, that sets through the runtime run.
    /// `wrapped` is an autoclosure so that the key path is made only here: Swift makes a key path
    /// argument at the call for any use of it, which would cost every access about 74
    /// instructions.
    @usableFromInline @inline(never)
    static func learnSwiftSetter<Object: RuntimeObject>(_ record: DynamicPropertyRecord<Value>,
                                                        _ wrapped: @autoclosure () -> ReferenceWritableKeyPath<Object, Value>) {
        let wrapped = wrapped()
        record.learnSwiftSetter { object, value in unsafeDowncast(object, to: Object.self)[keyPath: wrapped] = value }
    }
}

/// Which leg of a set of a ``Dynamic`` property is running on one object.
@usableFromInline
struct DynamicSetState: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A set from Swift: its `willSet` has run and its `didSet` will, around the setter method,
    /// which only stores.
    @inlinable static var observersRunning: DynamicSetState { DynamicSetState(rawValue: 1) }
    /// A set through the runtime is running the Swift setter: its store is the enclosing-instance
    /// subscript's, which must not send again.
    @inlinable static var storeDirectly: DynamicSetState { DynamicSetState(rawValue: 2) }
}
