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
/// ``RuntimeObject/runtimeMembers``. Reading the property from Swift is one send of the getter;
/// writing it runs `willSet`, one send of the setter (a key-value observing subclass, a hook or a
/// swizzle wraps it), then `didSet`. A set through the runtime — key-value coding, a send of
/// `setTitle:` — runs the setter method and, inside it, the Swift setter with its `willSet` and
/// `didSet`, as an `@objc dynamic` setter does.
///
/// Choices written down: the names follow the Swift name (`isOn` is `isOn` / `setIsOn:`, as
/// `@objc` names it); a custom getter name (`@objc(isOn) var on`) needs a ``DeclaredProperty``.
/// The runtime learns how to run the Swift setter with its observers the first time the property
/// is read or written from Swift on any instance of its class; a set through the runtime before
/// that stores the value without running `willSet` and `didSet`.
///
/// Cost: a get or a set is one send plus the storage, plus what Swift spends handing the accessor
/// the property's two key paths (`swift_getKeyPath` and a retain and release of each, about 160
/// instructions: three sends' worth), which it does not fold away across modules; the record is
/// then found by the key path's address without a lock.
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

    /// The property's accessors: one send of the getter, or of the setter.
    @inlinable
    public static subscript<Object: RuntimeObject>(_enclosingInstance object: Object,
                                                   wrapped wrapped: ReferenceWritableKeyPath<Object, Value>,
                                                   storage storage: ReferenceWritableKeyPath<Object, Self>) -> Value {
        get {
            record(object, wrapped, storage)._withUnsafeGuaranteedRef { $0.getter.send(to: object, ()) }
        }
        set {
            record(object, wrapped, storage)._withUnsafeGuaranteedRef { $0.setFromSwift(newValue, on: object) }
        }
    }

    /// The record of the property `storage` names: looked up by the key path's address, else
    /// found by its field's offset (and listed under the key path).
    @inlinable @inline(__always)
    static func record<Object: RuntimeObject>(_ object: Object, _ wrapped: ReferenceWritableKeyPath<Object, Value>,
                                              _ storage: ReferenceWritableKeyPath<Object, Self>) -> Unmanaged<DynamicPropertyRecord<Value>> {
        let keyPathBits = UInt(bitPattern: Unmanaged.passUnretained(storage).toOpaque())
        if let found = ReadSection.reading({ DynamicPropertyKeyPaths.record(for: keyPathBits) }) {
            return Unmanaged.fromOpaque(found)
        }
        return resolve(object, wrapped, storage)
    }

    /// Finds the class's record for this property by its field's offset, lists it under
    /// `storage`, and teaches it the Swift setter with its observers.
    @usableFromInline @inline(never)
    static func resolve<Object: RuntimeObject>(_ object: Object, _ wrapped: ReferenceWritableKeyPath<Object, Value>,
                                               _ storage: ReferenceWritableKeyPath<Object, Self>) -> Unmanaged<DynamicPropertyRecord<Value>> {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        let offset = withUnsafeMutablePointer(to: &object[keyPath: storage]) { UnsafeRawPointer($0) - base }
        let record = DynamicPropertyRecord<Value>.of(Object.self, offset: offset)
        record.learn(keyPath: storage) { object, value in unsafeDowncast(object, to: Object.self)[keyPath: wrapped] = value }
        return Unmanaged.passUnretained(record)
    }
}

/// Which leg of a set of a ``Dynamic`` property is running on one object.
@usableFromInline
struct DynamicSetState: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A set from Swift: its `willSet` has run and its `didSet` will, around the setter method,
    /// which only stores.
    @usableFromInline static let observersRunning = DynamicSetState(rawValue: 1)
    /// A set through the runtime is running the Swift setter: its store is the enclosing-instance
    /// subscript's, which must not send again.
    @usableFromInline static let storeDirectly = DynamicSetState(rawValue: 2)
}
