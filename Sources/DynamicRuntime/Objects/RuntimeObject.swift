#if canImport(Darwin)
import Foundation
#endif
import Synchronization

/// The root class: every object that takes part in the runtime derives from it (the `NSObject`
/// analogue).
///
/// An object carries its *dispatch class* (Objective-C's `isa`), which starts as the mirror of
/// its Swift type and can be changed with `object_setClass`, and its associated objects.
/// `type(of:)` never changes.
open class RuntimeObject {
    /// The dispatch class, unretained (a class is freed only after a grace period, once no
    /// object is on it); nil until the first send resolves the mirror.
    @usableFromInline
    let isaReference = AtomicReference<RuntimeClass, Unretained>()

    /// The associated values, made on the first association and released with the object: a
    /// borrowed table lasts as long as the object.
    @usableFromInline
    let associationTable = AtomicReference<AssociationTable, Retaining>()

    /// Makes an object whose dispatch class is the mirror of its Swift type: `RuntimeObject()`,
    /// and `super.init()` from a subclass, which overrides it as `NSObject`'s is overridden
    /// (`override init() { super.init() }`).
    ///
    /// A main-actor subclass cannot override this nonisolated initializer with an isolated one,
    /// so UIKit's `UIResponder` declares its designated initializer with another signature and
    /// its subclasses' `init()` overrides nothing here (see `UIResponder.init(_:)`).
    public init() {}

    deinit {
        // Runs after the subclasses' deinit bodies, as `object_dispose` runs after `-dealloc`.
        AssociationTable.releaseAll(of: self)
        let isa = isaReference.load()
        // An object never sent a message has its Swift type's mirror for class.
        DeallocationHooks.run(for: ObjectIdentifier(self), dispatchClass: isa ?? RuntimeClass.of(type(of: self)))
        if let isa, isa.isDynamic {
            Runtime.lock.withLock {
                // Read again under the lock: reverting the last hook may have moved the object
                // back to the class beneath meanwhile.
                let cls = dispatchClass
                guard cls.isDynamic else { return }
                cls.instanceCount -= 1
                PerObjectClasses.discardLocked(cls, of: ObjectIdentifier(self))
            }
        }
    }

    /// The dynamic members this class itself declares, each listed once: read when the runtime
    /// mirrors the class. A ``DeclaredProperty`` entry supplies its property record and both
    /// accessors; an override made with `override(in:_:)` replaces the
    /// inherited method for this class and its subclasses. A subclass that does not override
    /// this declares nothing of its own.
    ///
    /// What the runtime cannot admit — another class's member, a selector listed twice, a
    /// signature other than the inherited selector's, an implementation for the other side of
    /// the class — is recorded with its reason: ``RuntimeClass/validate()`` throws listing
    /// every such problem, and the first hook, swizzle or observation that touches one throws it.
    ///
    /// Return the list and nothing more: it is read while the class is being mirrored, so
    /// sending a message to the class or its instances from here recurses until the stack runs
    /// out (as `+load` touching its own class can in Objective-C).
    open class var runtimeMembers: [any RuntimeMember] { [Self.classMethod, isEqualMethod, hashMethod] }

    /// Called on a send that found no method, to add one with `class_addMethod`
    /// (`+resolveInstanceMethod:`). The send then looks again whatever this returns, as objc4's
    /// does (it only logs the answer); return whether you added one.
    open class func resolveInstanceMethod(_ selector: AnySelector) -> Bool { false }

    /// As ``resolveInstanceMethod(_:)``, for class methods (`+resolveClassMethod:`).
    open class func resolveClassMethod(_ selector: AnySelector) -> Bool { false }

    /// Called after resolution fails: an object to send the message to instead, or nil
    /// (`-forwardingTargetForSelector:`). Returning `self` counts as nil.
    open func forwardingTarget(for selector: AnySelector) -> RuntimeObject? { nil }

    /// Called for each key-value observing notification of a registration this object made with
    /// `addObserver(_:forKeyPath:options:context:)`, with Apple's change dictionary (`.kindKey`,
    /// `.oldKey`, `.newKey`, `.indexesKey`, `.notificationIsPriorKey`). Override it as on Apple's
    /// platforms; the root implementation does nothing (Apple's raises).
    ///
    /// The runtime method `observeValueForKeyPath:ofObject:change:context:` is what key-value
    /// observing sends, so hooks see every notification; its root implementation calls this.
    /// A class that declares that method itself (`KeyValueObserverMethods.observeValue.override(in:)`)
    /// reaches this through its super send.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// The `class` method: the class the object reports. The root implementation reports the
    /// dispatch class or, past classes the runtime made itself (per-object hook classes,
    /// key-value observing's), the nearest class above them — as `NSKVONotifying_` classes hide
    /// behind `-class`. A class may still override `class` like any method.
    public static let classMethod = DeclaredMethod("class", of: RuntimeObject.self) {
        (object, _: ()) -> RuntimeClass in
        var cls = object.dispatchClass
        while cls.isHiddenFromClassQuery, let superclass = cls.superclass { cls = superclass }
        return cls
    }

    /// `isEqual:`: whether `object` equals this one; the root implementation compares
    /// identities, as `NSObject`'s does.
    public static let isEqualMethod = DeclaredMethod("isEqual:", of: RuntimeObject.self, isEqualBase)

    /// `hash`: an integer that equal objects share; the root implementation answers the object's
    /// address, as `NSObject`'s does.
    public static let hashMethod = DeclaredMethod("hash", of: RuntimeObject.self) { (object, _: ()) in hashBase(object) }

    // The base implementations, which `isEqual(_:)` and `hash` also run directly while a class
    // is known to reach them (``DirectCall``: sets and dictionaries of objects hash on every
    // touch of a tap). The root class's direct calls take the last indices, 30 and 31, which
    // ``DirectCall/init(_:)`` gives no subclass's member.
    @inlinable package static func isEqualBase(_ object: RuntimeObject, _ other: Any?) -> Bool { (other as AnyObject?) === object }
    @inlinable package static func hashBase(_ object: RuntimeObject) -> Int { Int(bitPattern: ObjectIdentifier(object)) }

    /// Whether `object` equals this object (`isEqual:`, a dynamic member): identity unless a
    /// subclass overrides it, as `NSObject`'s. `==` and `Hashable` use it.
    open func isEqual(_ object: Any?) -> Bool {
        DirectCall(index: 30).call(RuntimeObject.isEqualMethod, on: self, object, body: RuntimeObject.isEqualBase)
    }

    /// The hash of the object (`hash`, a dynamic member): equal objects must share it. Override it
    /// with ``isEqual(_:)``.
    open var hash: Int {
        DirectCall(index: 31).call(RuntimeObject.hashMethod, on: self, get: RuntimeObject.hashBase)
    }

    /// A description of the object, `<ClassName: 0x…>` unless a subclass overrides it, as
    /// `NSObject`'s (the class is the one `-class` reports).
    open var description: String {
        "<\(reportedClass.name): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>"
    }

    /// The class the object reports (`-class`): hides runtime-made subclasses.
    public final var reportedClass: RuntimeClass {
        RuntimeObject.classMethod.send(to: self, ())
    }

    /// The dispatch class (`object_getClass`).
    public final var dispatchClass: RuntimeClass {
        isa.takeUnretainedValue()
    }

    /// The dispatch class, borrowed, resolving the mirror of the Swift type on first use.
    @inlinable @inline(__always)
    final var isa: Unmanaged<RuntimeClass> {
        if let cls = isaReference.borrowed() { return cls }
        return resolveIsa()
    }

    @usableFromInline
    final func resolveIsa() -> Unmanaged<RuntimeClass> {
        let mirror = RuntimeClass.of(type(of: self))
        // A racing object_setClass may have stored first; keep its answer.
        let (exchanged, current) = isaReference.compareExchange(expected: nil, desired: mirror)
        return exchanged ? Unmanaged.passUnretained(mirror) : current.unsafelyUnwrapped
    }
}

/// Equality and hashing as `NSObject`'s: through ``RuntimeObject/isEqual(_:)`` and
/// ``RuntimeObject/hash``, so views can be found in arrays (`firstIndex(of:)`) and kept in sets.
extension RuntimeObject: Hashable {
    /// Identical objects are equal, as `NSSet` and `NSDictionary` assume before asking
    /// `isEqual:`; others are asked.
    public static func == (lhs: RuntimeObject, rhs: RuntimeObject) -> Bool {
        lhs === rhs || lhs.isEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

