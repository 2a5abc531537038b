@_spi(Reflection) import Swift

/// The runtime side of one ``Dynamic`` property of one class: its property record, and its getter
/// and setter methods, whose base implementations read and write the wrapper's storage in place.
/// Made by reflection when the runtime mirrors the class, admitted as the class's own members,
/// and never freed.
public final class DynamicPropertyRecord<Value>: DynamicFieldRecord, @unchecked Sendable {
    /// The getter, `name`.
    @usableFromInline let getter: DeclaredMethod<RuntimeObject, (), Value>
    /// The setter, `setName:`.
    @usableFromInline let setter: DeclaredMethod<RuntimeObject, Value, ()>
    /// The wrapper's storage in each instance.
    @usableFromInline let field: InstanceField<Value>
    let property: RuntimeProperty
    private let owner: RuntimeObject.Type
    @usableFromInline let swiftSetter: SwiftSetter<Value>

    init(name: String, owner: RuntimeObject.Type, offset: Int) {
        let property = RuntimeProperty(name: name, attributes: PropertyAttributes(valueType: Value.self))
        let field = InstanceField<Value>(offset: offset, owner: owner)
        let swiftSetter = SwiftSetter<Value>()
        self.property = property
        self.owner = owner
        self.field = field
        self.swiftSetter = swiftSetter
        getter = DeclaredMethod(selector: Selector(property.getter.name), owner: owner, isClassMethod: false,
                                baseImplementation: TypedImplementation(receiverType: owner, withoutSelector: { receiver, _ in
                                    field.value(of: receiver)
                                }))
        setter = DeclaredMethod(selector: Selector(property.setter!.name), owner: owner, isClassMethod: false,
                                baseImplementation: TypedImplementation(receiverType: owner, withoutSelector: { receiver, value in
                                    Self.set(value, on: receiver, field, swiftSetter)
                                }))
    }

    /// A set from Swift, whose `willSet` has run and whose `didSet` will: one send of the setter,
    /// marked so that the setter method only stores, whatever wraps it.
    @inlinable @inline(__always)
    func setFromSwift(_ value: Value, on object: RuntimeObject) {
        let state = field.state(of: object)
        // Inside a set through the runtime, the setter method already runs: store.
        if state.contains(.storeDirectly) {
            field.setState(state.subtracting(.storeDirectly), of: object)
            field.setValue(value, of: object)
            return
        }
        field.setState(state.union(.observersRunning), of: object)
        setter.sendInReadSection(to: object, value)
        // Restored whether or not the setter method ran: an instead-hook may not call it.
        field.setState(state, of: object)
    }

    /// The setter method's base implementation. From a Swift set, whose observers run around the
    /// send, it stores; otherwise it runs the Swift setter, observers and all, whose store comes
    /// back to ``setFromSwift(_:on:)`` marked to store directly.
    private static func set(_ value: Value, on receiver: AnyObject, _ field: InstanceField<Value>, _ swiftSetter: SwiftSetter<Value>) {
        let state = field.state(of: receiver)
        if state.contains(.observersRunning) {
            field.setState(state.subtracting(.observersRunning), of: receiver)
            field.setValue(value, of: receiver)
            return
        }
        guard let setThroughSwift = swiftSetter.body else {
            // Not yet learned: see ``Dynamic``'s choices.
            field.setValue(value, of: receiver)
            return
        }
        field.setState(state.union(.storeDirectly), of: receiver)
        setThroughSwift(unsafeDowncast(receiver, to: RuntimeObject.self), value)
        field.setState(state, of: receiver)
    }

    /// Whether the Swift setter, with its observers, is known: a set from Swift teaches it
    /// otherwise.
    @inlinable @inline(__always)
    var knowsSwiftSetter: Bool { swiftSetter.isLearned }

    /// Keeps `body`, the Swift setter with its observers, the first time one is offered; then
    /// the classes that hold the property learn again whether their accessors may be skipped
    /// (they may not while a Swift setter is unknown).
    func learnSwiftSetter(_ body: @escaping (RuntimeObject, Value) -> Void) {
        guard swiftSetter.learn(body) else { return }
        let cls = RuntimeClass.of(owner)
        Runtime.lock.withLock { cls.instanceMethods.forgetDirectCallsLocked() }
    }

    func isReachedDirectlyLocked(from cls: RuntimeClass) -> Bool {
        Runtime.lock.assertHeld()
        // Until the Swift setter is known, accesses send, and the first from Swift teaches it.
        return knowsSwiftSetter
            && cls.instanceMethods.findLocked(getter.selector.untyped)?.implementation === getter.baseImplementation
            && cls.instanceMethods.findLocked(setter.selector.untyped)?.implementation === setter.baseImplementation
    }

    public var methodDefinitions: [MethodDefinition] {
        getter.methodDefinitions + setter.methodDefinitions
    }

    public var propertyDefinitions: [PropertyDefinition] {
        [PropertyDefinition(property: property, owner: owner)]
    }

    /// The record of the property stored at `offset` in instances of `type`, made when its mirror
    /// was. A record reflection missed is reported as a runtime issue and made now, unlisted: its
    /// sends then run its base implementations.
    @usableFromInline @inline(never)
    static func of(_ type: RuntimeObject.Type, offset: Int) -> DynamicPropertyRecord<Value> {
        let cls = RuntimeClass.of(type)
        if let record = cls.dynamicFields.record(at: offset, of: Value.self) { return record.takeUnretainedValue() }
        return Runtime.lock.withLock {
            if let record = ReflectedProperties.missedLocked(of: cls, at: offset) as? DynamicPropertyRecord<Value> { return record }
            RuntimeIssues.report(RuntimeIssue("\(cls.name): no @Dynamic property of type \(Value.self) was found by reflection at offset \(offset); its accessors run outside the runtime"))
            let record = DynamicPropertyRecord(name: "field\(offset)", owner: type, offset: offset)
            ReflectedProperties.addMissedLocked(record, at: offset, of: cls)
            return record
        }
    }
}

/// The Swift setter of one property, learned once; read by every set through the runtime.
@usableFromInline
final class SwiftSetter<Value>: @unchecked Sendable {
    /// The setter, set once and then never changed.
    @usableFromInline let learned = AtomicReference<Box, Retaining>()

    @usableFromInline
    final class Box {
        let body: (RuntimeObject, Value) -> Void
        init(_ body: @escaping (RuntimeObject, Value) -> Void) { self.body = body }
    }

    init() {}

    @inlinable @inline(__always)
    var isLearned: Bool { learned.borrowed() != nil }

    var body: ((RuntimeObject, Value) -> Void)? { learned.load()?.body }

    /// Keeps `body` unless a setter was learned already; whether it did.
    func learn(_ body: @escaping (RuntimeObject, Value) -> Void) -> Bool {
        learned.compareExchange(expected: nil, desired: Box(body)).exchanged
    }
}

/// Something a ``Dynamic`` wrapper's type can make: the record of the property it stores.
protocol ReflectedPropertyStorage {
    static func record(name: String, owner: RuntimeObject.Type, offset: Int) -> any DynamicFieldRecord
}

extension Dynamic: ReflectedPropertyStorage {
    static func record(name: String, owner: RuntimeObject.Type, offset: Int) -> any DynamicFieldRecord {
        DynamicPropertyRecord<Value>(name: name, owner: owner, offset: offset)
    }
}

/// The ``Dynamic`` properties of each mirrored class, found by reflecting over its stored fields.
enum ReflectedProperties {
    /// `_EachFieldOptions.classType`, a `static var` that strict concurrency refuses to read.
    private static let classFields = _EachFieldOptions(rawValue: 1 << 0)

    /// Records made for fields reflection missed, by class and field offset.
    private static let missed = Locked<[ObjectIdentifier: [Int: AnyObject]], RuntimeLock>([:], guardedBy: Runtime.lock)

    /// The records for the `@Dynamic` fields `type` itself declares (not its superclasses'), made
    /// outside the lock: reflection may instantiate metadata.
    static func reflect(_ type: RuntimeObject.Type, superType: RuntimeObject.Type?) -> [(offset: Int, record: any DynamicFieldRecord)] {
        var inherited = 0
        if let superType {
            _ = _forEachField(of: superType, options: classFields) { _, _, _, _ in
                inherited += 1
                return true
            }
        }
        var index = 0
        var found: [(offset: Int, record: any DynamicFieldRecord)] = []
        _ = _forEachField(of: type, options: classFields) { name, offset, fieldType, _ in
            defer { index += 1 }
            guard index >= inherited, let storage = fieldType as? any ReflectedPropertyStorage.Type else { return true }
            // A wrapped property `title` is stored as `_title`.
            let propertyName = String(String(cString: name).dropFirst())
            found.append((offset, storage.record(name: propertyName, owner: type, offset: offset)))
            return true
        }
        return found
    }

    /// The record made for a field of `cls` at `offset` that reflection missed. `Runtime.lock` held.
    static func missedLocked(of cls: RuntimeClass, at offset: Int) -> AnyObject? {
        Runtime.lock.assertHeld()
        return missed.value[ObjectIdentifier(cls)]?[offset]
    }

    /// Keeps `record`, made for a field of `cls` at `offset` that reflection missed. `Runtime.lock` held.
    static func addMissedLocked(_ record: AnyObject, at offset: Int, of cls: RuntimeClass) {
        Runtime.lock.assertHeld()
        missed.value[ObjectIdentifier(cls), default: [:]][offset] = record
    }
}
