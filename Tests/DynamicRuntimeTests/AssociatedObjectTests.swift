import Dispatch
import Foundation
import Synchronization
import Testing
@testable import DynamicRuntime

// MARK: Fixtures

/// An object that carries associations; Sendable so threads can share it (it has no state of
/// its own).
private final class AssocOwner: RuntimeObject, @unchecked Sendable {
    let events: AssocEvents?
    init(events: AssocEvents? = nil) {
        self.events = events
        super.init()
    }
    deinit { events?.record("owner deinit") }
}

/// The class the typed helper's category extends.
private final class AssocButton: RuntimeObject {}

/// A key object: equal contents, distinct identities.
private final class AssocKeyObject: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// Counts threads can bump.
/// What happened, in order.
private final class AssocEvents: @unchecked Sendable {
    private let lock = RuntimeLock()
    private var list: [String] = []
    func record(_ event: String) { lock.withLock { list.append(event) } }
    var events: [String] { lock.withLock { list } }
}

/// A class value that counts its lives and may log its death.
private final class AssocValue {
    let id: Int
    let created: AtomicCounter?
    let released: AtomicCounter?
    let events: AssocEvents?
    init(_ id: Int = 0, created: AtomicCounter? = nil, released: AtomicCounter? = nil, events: AssocEvents? = nil) {
        self.id = id
        self.created = created
        self.released = released
        self.events = events
        created?.increment()
    }
    deinit {
        released?.increment()
        events?.record("value deinit")
    }
}

/// A copyable class (`NSCopying`'s analogue).
private final class AssocCopyable: RuntimeCopying {
    var text: String
    init(_ text: String) { self.text = text }
    func runtimeCopy() -> Any { AssocCopyable(text) }
}

/// A class that cannot be copied.
private final class AssocPlain {
    var text = "plain"
}

/// A value type, like `UIEdgeInsets`.
private struct AssocInsets: Equatable {
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    static let zero = AssocInsets()
}

/// A value whose deinit uses associations: of its former owner (through a weak reference) and
/// of another object. It would deadlock if values were released under a table lock.
private final class AssocReentrantValue {
    weak var owner: AssocOwner?
    let other: AssocOwner
    let key: AssociationKey
    init(owner: AssocOwner, other: AssocOwner, key: AssociationKey) {
        self.owner = owner
        self.other = other
        self.key = key
    }
    deinit {
        let seen = owner?.associatedValue(forKey: key)
        try? other.setAssociatedValue(seen ?? "owner gone", forKey: key)
    }
}

/// A value that records whether its deinit ran; read by threads that hold it, so it must
/// never read true.
private final class AssocLiveness: @unchecked Sendable {
    let id: Int
    let released: AtomicCounter?
    private(set) var isGone = false
    init(_ id: Int, released: AtomicCounter? = nil) {
        self.id = id
        self.released = released
    }
    deinit {
        isGone = true
        released?.increment()
    }
}

/// A class with a subclass, for values held as their superclass.
private class AssocBase {}
private final class AssocDerived: AssocBase {}

private enum AssocDirection: Equatable { case up, down }

/// The general path's optional unwrapping, as it was before the shape check: the reference the
/// store's fast path must agree with.
private protocol AssocReferenceOptional {
    var assocReferenceWrapped: Any? { get }
}

extension Optional: AssocReferenceOptional {
    fileprivate var assocReferenceWrapped: Any? { map { $0 } }
}

private func assocReferenceUnwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? any AssocReferenceOptional { return assocReferenceUnwrapped(optional.assocReferenceWrapped) }
    return value
}

#if !canImport(ObjectiveC)
/// A class the runtime unboxes when casting, as it does Foundation's `__SwiftValue`: it
/// conforms to `_NSSwiftValue`, so it may hide a nil.
private final class AssocCustomBox: _NSSwiftValue {
    let value: Any
    init(_ value: Any) { self.value = value }
    static var null: AnyObject { AssocCustomBox(Optional<Int>.none as Any) }
}
#endif

/// `value` as an `Any` that holds it as `T`, as generic code makes it (`T` may be an existential
/// or an optional).
private func assocErased<T>(_ value: T) -> Any { value }

/// The type an `Any` holds its value as.
private func assocHeldType<T>(_: T) -> Any.Type { T.self }

nonisolated(unsafe) private var assocStaticKey: UInt8 = 0
nonisolated(unsafe) private var assocOtherStaticKey: UInt8 = 0

// The typed helper: a category's stored property in two lines.
private let assocInsetsProperty = AssociatedProperty<AssocInsets>(default: .zero)
extension AssocButton { var hitTestEdgeInsets: AssocInsets { get { assocInsetsProperty[self] } set { assocInsetsProperty[self] = newValue } } }

private let assocTitleProperty = AssociatedProperty<String?>(default: "untitled")
private let assocCopiedProperty = AssociatedProperty<AssocCopyable>(default: AssocCopyable("default"), policy: .copy)
private let assocDelegateProperty = WeakAssociatedProperty<AssocValue>()
private let assocBaseProperty = AssociatedProperty<AssocBase>(default: AssocBase())
private let assocBaseDelegateProperty = WeakAssociatedProperty<AssocBase>()
private let assocLivenessProperty = AssociatedProperty<AssocLiveness>(default: AssocLiveness(-1), policy: .retain)

// MARK: Tests

@Suite struct AssociatedObjectTests {
    // MARK: Keys

    @Test func keyObjectsCompareByIdentityNotContent() throws {
        let first = AssocKeyObject("same"), second = AssocKeyObject("same")
        #expect(AssociationKey(first) == AssociationKey(first))
        #expect(AssociationKey(first) != AssociationKey(second))
        let object = AssocOwner()
        try object.setAssociatedValue("first", forKey: AssociationKey(first))
        try object.setAssociatedValue("second", forKey: AssociationKey(second))
        #expect(object.associatedValue(forKey: AssociationKey(first)) as? String == "first")
        #expect(object.associatedValue(forKey: AssociationKey(second)) as? String == "second")
        withExtendedLifetime((first, second)) {}
    }

    @Test func staticAddressKeys() throws {
        let object = AssocOwner()
        try objc_setAssociatedObject(object, &assocStaticKey, "static", OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(AssociationKey(&assocStaticKey) == AssociationKey(&assocStaticKey))
        #expect(AssociationKey(&assocStaticKey) != AssociationKey(&assocOtherStaticKey))
        #expect(object.associatedValue(forKey: AssociationKey(&assocStaticKey)) as? String == "static")
        #expect(objc_getAssociatedObject(object, &assocStaticKey) as? String == "static")
        #expect(objc_getAssociatedObject(object, &assocOtherStaticKey) == nil)
    }

    @Test func selectorKeysAreEqualByName() throws {
        // The seed stores under @selector(hitTestEdgeInsets) and reads under _cmd.
        #expect(AssociationKey(AnySelector("hitTestEdgeInsets")) == AssociationKey(sel_registerName("hitTestEdgeInsets")))
        #expect(AssociationKey(Selector<(), Int>("hitTestEdgeInsets")) == AssociationKey(AnySelector("hitTestEdgeInsets")))
        #expect(AssociationKey(AnySelector("hitTestEdgeInsets")) != AssociationKey(AnySelector("otherInsets")))
        let object = AssocOwner()
        try objc_setAssociatedObject(object, AnySelector("hitTestEdgeInsets"), AssocInsets(top: 4), OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let cmd = sel_registerName("hitTestEdgeInsets")
        #expect(objc_getAssociatedObject(object, cmd) as? AssocInsets == AssocInsets(top: 4))
        #expect(objc_getAssociatedObject(object, AnySelector("otherInsets")) == nil)
    }

    // MARK: Policies

    @Test(arguments: [AssociationPolicy.retain, .retainNonatomic])
    func retainKeepsTheValueAlive(policy: AssociationPolicy) throws {
        let object = AssocOwner()
        let key = AssocKeyObject("retained")
        weak var probe: AssocValue?
        do {
            let value = AssocValue(7)
            probe = value
            try object.setAssociatedValue(value, forKey: AssociationKey(key), policy: policy)
        }
        #expect(probe != nil)
        #expect((object.associatedValue(forKey: AssociationKey(key)) as? AssocValue)?.id == 7)
        #expect(object.associatedValue(forKey: AssociationKey(key)) as? AssocValue === probe)
    }

    @Test(arguments: [AssociationPolicy.assign, .weak])
    func assignAndWeakDoNotRetainAndReadNilAfterDeath(policy: AssociationPolicy) throws {
        let object = AssocOwner()
        let key = AssocKeyObject("zeroing")
        weak var probe: AssocValue?
        do {
            let value = AssocValue(3)
            probe = value
            try object.setAssociatedValue(value, forKey: AssociationKey(key), policy: policy)
            #expect(object.associatedValue(forKey: AssociationKey(key)) as? AssocValue === value)
        }
        #expect(probe == nil)
        #expect(object.associatedValue(forKey: AssociationKey(key)) == nil)
    }

    @Test(arguments: [AssociationPolicy.copy, .copyNonatomic])
    func copyStoresACopy(policy: AssociationPolicy) throws {
        let object = AssocOwner()
        let key = AssociationKey(AnySelector("copiedText"))
        let original = AssocCopyable("original")
        try object.setAssociatedValue(original, forKey: key, policy: policy)
        original.text = "changed"
        let stored = try #require(object.associatedValue(forKey: key) as? AssocCopyable)
        #expect(stored.text == "original")
        #expect(stored !== original)
    }

    @Test(arguments: [AssociationPolicy.copy, .copyNonatomic])
    func copyRefusesAClassThatCannotCopy(policy: AssociationPolicy) throws {
        let object = AssocOwner()
        let key = AssociationKey(AnySelector("plain"))
        try object.setAssociatedValue("before", forKey: key)
        let error = #expect(throws: RuntimeError.self) {
            try object.setAssociatedValue(AssocPlain(), forKey: key, policy: policy)
        }
        #expect(error?.kind == .invalidAssociation)
        #expect(object.associatedValue(forKey: key) as? String == "before")
    }

    @Test(arguments: [AssociationPolicy.retain, .retainNonatomic, .copy, .copyNonatomic])
    func valueTypesAreStoredByValue(policy: AssociationPolicy) throws {
        let object = AssocOwner()
        let key = AssociationKey(AnySelector("insets"))
        var insets = AssocInsets(top: 1, left: 2, bottom: 3, right: 4)
        try objc_setAssociatedObject(object, key, insets, policy)
        insets.top = 100
        #expect(objc_getAssociatedObject(object, key) as? AssocInsets == AssocInsets(top: 1, left: 2, bottom: 3, right: 4))
        try objc_setAssociatedObject(object, key, [1, 2, 3], policy)
        #expect(objc_getAssociatedObject(object, key) as? [Int] == [1, 2, 3])
    }

    @Test(arguments: [AssociationPolicy.assign, .weak])
    func assignAndWeakRefuseValueTypes(policy: AssociationPolicy) throws {
        let object = AssocOwner()
        let key = AssociationKey(AnySelector("number"))
        let error = #expect(throws: RuntimeError.self) {
            try objc_setAssociatedObject(object, key, 42, policy)
        }
        #expect(error?.kind == .invalidAssociation)
        #expect(objc_getAssociatedObject(object, key) == nil)
    }

    // MARK: Removal and release

    @Test func settingNilRemovesAndReleases() throws {
        let object = AssocOwner()
        let key = AssociationKey(AnySelector("removable"))
        weak var probe: AssocValue?
        do {
            let value = AssocValue()
            probe = value
            try object.setAssociatedValue(value, forKey: key)
        }
        try object.setAssociatedValue(nil, forKey: key)
        #expect(object.associatedValue(forKey: key) == nil)
        #expect(probe == nil)
        // A nil hidden in an Any removes too.
        try object.setAssociatedValue(5, forKey: key)
        try object.setAssociatedValue(Optional<Int>.none as Any, forKey: key)
        #expect(object.associatedValue(forKey: key) == nil)
        // Removing what is not there is fine, with any policy.
        try objc_setAssociatedObject(AssocOwner(), key, nil, OBJC_ASSOCIATION_ASSIGN)
    }

    @Test func overwritingReleasesTheOldValue() throws {
        let object = AssocOwner()
        let key = AssociationKey(AnySelector("overwritten"))
        weak var oldProbe: AssocValue?
        weak var newProbe: AssocValue?
        do {
            let old = AssocValue(1), new = AssocValue(2)
            oldProbe = old
            newProbe = new
            try object.setAssociatedValue(old, forKey: key)
            try object.setAssociatedValue(new, forKey: key, policy: .retain)
        }
        #expect(oldProbe == nil)
        #expect(newProbe != nil)
        #expect((object.associatedValue(forKey: key) as? AssocValue)?.id == 2)
    }

    @Test func removingAllReleasesEveryValue() throws {
        let released = AtomicCounter()
        let object = AssocOwner(), other = AssocOwner()
        let keys = (0..<3).map { AssociationKey(AnySelector("removeAll\($0)")) }
        for (index, key) in keys.enumerated() {
            try object.setAssociatedValue(AssocValue(index, released: released), forKey: key)
            try other.setAssociatedValue(AssocValue(index, released: released), forKey: key)
        }
        object.removeAssociatedValues()
        #expect(released.value == 3)
        #expect(keys.allSatisfy { object.associatedValue(forKey: $0) == nil })
        #expect(keys.allSatisfy { other.associatedValue(forKey: $0) != nil })
        objc_removeAssociatedObjects(other)
        #expect(released.value == 6)
        // The object takes new associations afterwards.
        try object.setAssociatedValue("again", forKey: keys[0])
        #expect(object.associatedValue(forKey: keys[0]) as? String == "again")
    }

    @Test func valuesAreReleasedOnDeinitAfterTheOwnersDeinitBody() throws {
        let events = AssocEvents()
        weak var weakProbe: AssocValue?
        let weaklyHeld = AssocValue(events: nil)
        do {
            let owner = AssocOwner(events: events)
            try owner.setAssociatedValue(AssocValue(events: events), forKey: AssociationKey(AnySelector("released")), policy: .retain)
            try owner.setAssociatedValue(AssocCopyable("copied"), forKey: AssociationKey(AnySelector("copied")), policy: .copy)
            try owner.setAssociatedValue(weaklyHeld, forKey: AssociationKey(AnySelector("weak")), policy: .weak)
            weakProbe = weaklyHeld
        }
        #expect(events.events == ["owner deinit", "value deinit"])
        #expect(weakProbe != nil)
    }

    @Test func aValuesDeinitMayUseAssociations() throws {
        let key = AssociationKey(AnySelector("reentrant"))
        let sibling = AssociationKey(AnySelector("sibling"))
        let other = AssocOwner()
        let seen = AssocEvents()
        // On its own thread, so a value released under a table lock fails the test (the deinit
        // would deadlock) instead of hanging the run.
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do {
                let owner = AssocOwner()
                try? owner.setAssociatedValue("sibling value", forKey: sibling)
                try? owner.setAssociatedValue(AssocReentrantValue(owner: owner, other: other, key: sibling), forKey: key)
                // Overwriting releases the old value, whose deinit reads the owner's associations.
                try? owner.setAssociatedValue(AssocReentrantValue(owner: owner, other: other, key: sibling), forKey: key)
                seen.record(other.associatedValue(forKey: sibling) as? String ?? "nil")
            }
            // Released from the owner's deinit: the owner is gone by then.
            seen.record(other.associatedValue(forKey: sibling) as? String ?? "nil")
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 30) == .success, "a value's deinit deadlocked on a table lock")
        #expect(seen.events == ["sibling value", "owner gone"])
    }

    @Test func associationsSurviveSetClassBothWays() throws {
        let base = RuntimeClass.of(AssocOwner.self)
        let dynamic = try objc_allocateClassPair(base, "AssociatedObjectTests_SetClassSubclass")
        try objc_registerClassPair(dynamic)
        let object = AssocOwner()
        let before = AssociationKey(AnySelector("beforeSetClass"))
        let during = AssociationKey(AnySelector("duringSetClass"))
        try object.setAssociatedValue("before", forKey: before)

        try object_setClass(object, dynamic)
        #expect(object_getClass(object) === dynamic)
        #expect(object.associatedValue(forKey: before) as? String == "before")
        try object.setAssociatedValue("during", forKey: during)

        try object_setClass(object, base)
        #expect(object_getClass(object) === base)
        #expect(object.associatedValue(forKey: before) as? String == "before")
        #expect(object.associatedValue(forKey: during) as? String == "during")
    }

    // MARK: The typed helper

    @Test func typedHelperDeclaresAStoredPropertyInTwoLines() throws {
        let button = AssocButton(), other = AssocButton()
        #expect(button.hitTestEdgeInsets == .zero)
        button.hitTestEdgeInsets = AssocInsets(top: -10, left: -10, bottom: -10, right: -10)
        #expect(button.hitTestEdgeInsets == AssocInsets(top: -10, left: -10, bottom: -10, right: -10))
        #expect(other.hitTestEdgeInsets == .zero)
        // The same storage the Objective-C names see.
        #expect(objc_getAssociatedObject(button, assocInsetsProperty.key) as? AssocInsets == button.hitTestEdgeInsets)
        #expect(assocInsetsProperty.policy == .retainNonatomic)
    }

    @Test func typedHelperWithOptionalCopyingAndWeakValues() throws {
        let button = AssocButton()
        // Optional: nil removes, so the default reads again.
        #expect(assocTitleProperty[button] == "untitled")
        assocTitleProperty[button] = "OK"
        #expect(assocTitleProperty[button] == "OK")
        assocTitleProperty[button] = nil
        #expect(assocTitleProperty[button] == "untitled")
        #expect(objc_getAssociatedObject(button, assocTitleProperty.key) == nil)

        // Copying: the property keeps a copy.
        let original = AssocCopyable("mine")
        assocCopiedProperty[button] = original
        original.text = "changed"
        #expect(assocCopiedProperty[button].text == "mine")
        #expect(assocCopiedProperty.policy == .copy)

        // Weak: reads nil once the value is gone.
        weak var probe: AssocValue?
        do {
            let delegate = AssocValue(9)
            probe = delegate
            assocDelegateProperty[button] = delegate
            #expect(assocDelegateProperty[button] === delegate)
        }
        #expect(probe == nil)
        #expect(assocDelegateProperty[button] == nil)
    }

    // MARK: The store's fast path and the table's slots

    /// Every kind of value that can hide a nil (an optional, a box, an `AnyHashable`, an
    /// existential inside the `Any`) and every kind that cannot, stored with each strong policy:
    /// what is stored is what the general path's dynamic casts make of it.
    @Test(arguments: [AssociationPolicy.retainNonatomic, .retain])
    func valuesAreUnwrappedAsTheDynamicCastsSay(policy: AssociationPolicy) throws {
        let instance = AssocValue(1)
        var samples: [(String, Any)] = [
            ("class instance", instance),
            ("instance held as its superclass", AssocDerived() as AssocBase),
            ("struct", AssocInsets(top: 1)),
            ("Int", 5),
            ("String", "text"),
            ("array", [1, 2]),
            ("enum", AssocDirection.down),
            ("tuple", (1, "one")),
            ("function", { (x: Int) in x }),
            ("metatype", Int.self),
            ("nil optional", Optional<Int>.none as Any),
            ("optional", Optional(7) as Any),
            ("optional instance", Optional(instance) as Any),
            ("nested nil optional", Optional<Optional<Int>>.some(nil) as Any),
            ("boxed nil", Optional<Int>.none as AnyObject),
            ("boxed value", AssocInsets(left: 2) as AnyObject),
            ("AnyHashable nil", AnyHashable(Optional<Int>.none)),
            ("AnyHashable", AnyHashable(3)),
            ("AnyObject existential", assocErased(instance as AnyObject)),
            ("Any existential holding a nil", assocErased(Optional<Int>.none as Any)),
            ("Any existential", assocErased(4 as Any)),
            ("optional via generic code", assocErased(Optional("generic"))),
        ]
        #if !canImport(ObjectiveC)
        samples += [
            ("custom box holding nil", AssocCustomBox(Optional<Int>.none as Any)),
            ("custom box", AssocCustomBox(6)),
            ("custom box as AnyObject", AssocCustomBox(Optional<String>.none as Any) as AnyObject),
        ]
        #endif
        let key = AssociationKey(AnySelector("unwrapping"))
        for (label, sample) in samples {
            let object = AssocOwner()
            try object.setAssociatedValue("before", forKey: key)
            try object.setAssociatedValue(sample, forKey: key, policy: policy)
            let stored = object.associatedValue(forKey: key)
            guard let expected = assocReferenceUnwrapped(sample) else {
                #expect(stored == nil, "\(label): a hidden nil removes")
                continue
            }
            let value = try #require(stored, "\(label): stored")
            #expect(ObjectIdentifier(type(of: value)) == ObjectIdentifier(type(of: expected)), "\(label): the same dynamic type")
            #expect(ObjectIdentifier(assocHeldType(value)) == ObjectIdentifier(assocHeldType(expected)), "\(label): held as the same type")
            // The typed helper's unwrapping agrees too.
            let property = AssociatedProperty<Any>(default: "default")
            let button = AssocButton()
            property[button] = sample
            #expect(ObjectIdentifier(type(of: property[button])) == ObjectIdentifier(type(of: expected)), "\(label): typed helper")
        }
        withExtendedLifetime(instance) {}
    }

    @Test func valueShapesComeFromTheHeldType() {
        let instance = AssocValue()
        #expect(AssociatedValueShape(of: instance) == .instance)
        #expect(AssociatedValueShape(of: AssocDerived() as AssocBase) == .instance)
        #expect(AssociatedValueShape(of: AssocInsets()) == .value)
        #expect(AssociatedValueShape(of: 1) == .value)
        #expect(AssociatedValueShape(of: "text") == .value)
        #expect(AssociatedValueShape(of: [1]) == .value)
        #expect(AssociatedValueShape(of: AssocDirection.up) == .value)
        // Whatever a cast may see through or unwrap takes the general path.
        #expect(AssociatedValueShape(of: Optional(1) as Any) == .other)
        #expect(AssociatedValueShape(of: Optional<Int>.none as Any) == .other)
        #expect(AssociatedValueShape(of: AnyHashable(1)) == .other)
        #expect(AssociatedValueShape(of: AssocInsets() as AnyObject) == .other)
        #expect(AssociatedValueShape(of: Optional<Int>.none as AnyObject) == .other)
        #expect(AssociatedValueShape(of: assocErased(instance as AnyObject)) == .other)
        #expect(AssociatedValueShape(of: assocErased(1 as Any)) == .other)
        #expect(AssociatedValueShape(of: (1, 2)) == .other)
        #if !canImport(ObjectiveC)
        #expect(AssociatedValueShape(of: AssocCustomBox(1)) == .other)
        #expect(AssociatedValueShape(of: AssocCustomBox(1)) == .other, "decided once, then remembered")
        #endif
        // Instances are exactly the values whose type is a class.
        for sample: Any in [instance, AssocInsets(), 1, AssocDirection.up] {
            #expect((AssociatedValueShape(of: sample) == .instance) == (type(of: sample) is AnyObject.Type))
        }
    }

    @Test func manyKeysGrowTheTableAndRemovalKeepsTheOthers() throws {
        let object = AssocOwner()
        let released = AtomicCounter()
        let keys = (0..<40).map { AssociationKey(AnySelector("many\($0)")) }
        for (index, key) in keys.enumerated() {
            try object.setAssociatedValue(AssocValue(index, released: released), forKey: key, policy: index % 3 == 0 ? .retainNonatomic : .retain)
        }
        #expect(keys.enumerated().allSatisfy { (object.associatedValue(forKey: $1) as? AssocValue)?.id == $0 })
        // Remove every other key, first and last included, in an order that moves slots around.
        for index in stride(from: 0, to: keys.count, by: 2).reversed() + [39] {
            try object.setAssociatedValue(nil, forKey: keys[index])
        }
        #expect(released.value == 21)
        for (index, key) in keys.enumerated() {
            let id = (object.associatedValue(forKey: key) as? AssocValue)?.id
            #expect(id == (index % 2 == 1 && index != 39 ? index : nil))
        }
        // Overwrite the survivors in place, then add the removed keys back.
        for index in stride(from: 1, to: 39, by: 2) {
            try object.setAssociatedValue(AssocValue(100 + index, released: released), forKey: keys[index])
        }
        #expect(released.value == 40)
        for index in stride(from: 0, to: keys.count, by: 2) {
            try object.setAssociatedValue("back \(index)", forKey: keys[index])
        }
        #expect(object.associatedValue(forKey: keys[4]) as? String == "back 4")
        #expect((object.associatedValue(forKey: keys[5]) as? AssocValue)?.id == 105)
        #expect(object.associatedValue(forKey: keys[39]) == nil)
        object.removeAssociatedValues()
        #expect(released.value == 59)
        #expect(keys.allSatisfy { object.associatedValue(forKey: $0) == nil })
    }

    @Test func oneKeyMovesBetweenStrongAndWeak() throws {
        let object = AssocOwner()
        let key = AssociationKey(AnySelector("strongAndWeak"))
        weak var firstProbe: AssocValue?
        let held = AssocValue(2)
        do {
            let first = AssocValue(1)
            firstProbe = first
            try object.setAssociatedValue(first, forKey: key)
        }
        #expect(firstProbe != nil)
        // Strong to weak releases the strong value.
        try object.setAssociatedValue(held, forKey: key, policy: .weak)
        #expect(firstProbe == nil)
        #expect(object.associatedValue(forKey: key) as? AssocValue === held)
        // Weak to strong, and back to weak through the typed helper's key.
        try object.setAssociatedValue(AssocInsets(top: 3), forKey: key)
        #expect(object.associatedValue(forKey: key) as? AssocInsets == AssocInsets(top: 3))
        weak var transientProbe: AssocValue?
        do {
            let transient = AssocValue(3)
            transientProbe = transient
            try object.setAssociatedValue(transient, forKey: key, policy: .assign)
            #expect((object.associatedValue(forKey: key) as? AssocValue)?.id == 3)
        }
        // The weak value died: the key reads nil, and takes a new value.
        #expect(transientProbe == nil)
        #expect(object.associatedValue(forKey: key) == nil)
        try object.setAssociatedValue(held, forKey: key, policy: .weak)
        try object.setAssociatedValue(held, forKey: key, policy: .weak)
        #expect(object.associatedValue(forKey: key) as? AssocValue === held)
        try object.setAssociatedValue("strong again", forKey: key, policy: .retain)
        #expect(object.associatedValue(forKey: key) as? String == "strong again")
        // A value type cannot replace it weakly; the refused store changes nothing.
        #expect(throws: RuntimeError.self) { try object.setAssociatedValue(5, forKey: key, policy: .weak) }
        #expect(object.associatedValue(forKey: key) as? String == "strong again")
    }

    @Test func aWeakStoreReleasesTheStrongValueItReplacesOutsideTheLock() {
        let key = AssociationKey(AnySelector("replacedWeakly"))
        let sibling = AssociationKey(AnySelector("replacedWeaklySibling"))
        let other = AssocOwner()
        let seen = AssocEvents()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let owner = AssocOwner()
            let replacement = AssocValue()
            try? owner.setAssociatedValue("sibling value", forKey: sibling)
            try? owner.setAssociatedValue(AssocReentrantValue(owner: owner, other: other, key: sibling), forKey: key)
            try? owner.setAssociatedValue(replacement, forKey: key, policy: .weak)
            seen.record(other.associatedValue(forKey: sibling) as? String ?? "nil")
            withExtendedLifetime((owner, replacement)) {}
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 30) == .success, "a released value's deinit deadlocked on a table lock")
        #expect(seen.events == ["sibling value"])
    }

    @Test func typedHelpersReadValuesHeldAsASuperclassOrSubclass() throws {
        let button = AssocButton()
        // Stored by the property: held as `AssocBase`, read without a cast.
        let derived = AssocDerived()
        assocBaseProperty[button] = derived
        #expect(assocBaseProperty[button] === derived)
        // Stored under the property's key as the subclass: read through the cast.
        let other = AssocDerived()
        try objc_setAssociatedObject(button, assocBaseProperty.key, other, OBJC_ASSOCIATION_RETAIN)
        #expect(assocBaseProperty[button] === other)
        // Something else under the key: the default.
        try objc_setAssociatedObject(button, assocBaseProperty.key, "not a base", OBJC_ASSOCIATION_RETAIN)
        #expect(!(assocBaseProperty[button] is AssocDerived))
        // Weak: the subclass instance reads as the superclass.
        assocBaseDelegateProperty[button] = derived
        #expect(assocBaseDelegateProperty[button] === derived)
        try objc_setAssociatedObject(button, assocBaseDelegateProperty.key, 5, OBJC_ASSOCIATION_RETAIN)
        #expect(assocBaseDelegateProperty[button] == nil)
        assocBaseDelegateProperty[button] = nil
        #expect(objc_getAssociatedObject(button, assocBaseDelegateProperty.key) == nil)
    }

    // MARK: Errors

    @Test func errorMessagesNameTheClassAndTheKey() throws {
        let object = AssocOwner()
        let weakError = #expect(throws: RuntimeError.self) {
            try objc_setAssociatedObject(object, AnySelector("edgeInsets"), AssocInsets(), OBJC_ASSOCIATION_WEAK)
        }
        #expect(weakError?.kind == .invalidAssociation)
        #expect(weakError?.className == "AssocOwner")
        #expect(weakError?.message.contains("@selector(edgeInsets)") == true)
        #expect(weakError?.message.contains("OBJC_ASSOCIATION_WEAK") == true)

        let keyObject = AssocKeyObject("key")
        let copyError = #expect(throws: RuntimeError.self) {
            try object.setAssociatedValue(AssocPlain(), forKey: AssociationKey(keyObject), policy: .copy)
        }
        #expect(copyError?.kind == .invalidAssociation)
        #expect(copyError?.className == "AssocOwner")
        #expect(copyError?.message.contains("AssocKeyObject") == true)
        #expect(copyError?.message.contains("AssocPlain") == true)
        withExtendedLifetime(keyObject) {}
    }

    // MARK: Threads

    @Test func concurrentStoresAndReadsAddUp() throws {
        let threads = 8, rounds = 400
        let created = AtomicCounter(), released = AtomicCounter(), mismatches = AtomicCounter()
        let keyObjects = (0..<threads).map { AssocKeyObject("thread \($0)") }
        let commonObject = AssocKeyObject("common"), weakObject = AssocKeyObject("weak")
        let shared = AssocOwner()
        runOnThreads(threads) { thread in
            let own = AssocOwner()
            let mine = AssociationKey(keyObjects[thread])
            let common = AssociationKey(commonObject), weak = AssociationKey(weakObject)
            func store(_ object: AssocOwner, _ value: Any?, _ key: AssociationKey, _ policy: AssociationPolicy) {
                do { try object.setAssociatedValue(value, forKey: key, policy: policy) } catch { mismatches.increment() }
            }
            for round in 0..<rounds {
                // Only this thread writes its own key of the shared object.
                store(shared, AssocValue(round, created: created, released: released), mine, .retain)
                if (shared.associatedValue(forKey: mine) as? AssocValue)?.id != round { mismatches.increment() }
                // Every thread writes the common key: a read sees one whole value.
                store(shared, AssocValue(round, created: created, released: released), common, .retainNonatomic)
                if !(shared.associatedValue(forKey: common) is AssocValue) { mismatches.increment() }
                // Weak values die while other threads read them: a read gives one or nil.
                let transient = AssocValue(round, created: created, released: released)
                store(shared, transient, weak, .weak)
                if let seen = shared.associatedValue(forKey: weak), !(seen is AssocValue) { mismatches.increment() }
                // This thread's own object, cleared now and then.
                store(own, AssocValue(round, created: created, released: released), common, .retain)
                if (own.associatedValue(forKey: common) as? AssocValue)?.id != round { mismatches.increment() }
                if round % 50 == 0 { own.removeAssociatedValues() }
                // Objects that die with their values.
                let temporary = AssocOwner()
                store(temporary, AssocValue(round, created: created, released: released), mine, .retain)
                store(temporary, round, common, .copy)
            }
        }
        #expect(mismatches.value == 0)
        #expect(created.value == threads * rounds * 5)
        shared.removeAssociatedValues()
        #expect(released.value == created.value)
        withExtendedLifetime((keyObjects, commonObject, weakObject)) {}
    }

    /// One thread replaces a value again and again, each replaced value released at once, while
    /// others read it through the Objective-C name and through the typed property: every value
    /// a reader gets stays alive while the reader holds it (Objective-C's retained and
    /// autoreleased result). ThreadSanitizer reports a read of a value released under a reader.
    @Test func aValueReadWhileAnotherThreadReplacesItStaysAlive() {
        let owner = AssocOwner()
        let writes = 4000, readers = 3
        let released = AtomicCounter(), gone = AtomicCounter(), reads = AtomicCounter()
        let writing = AtomicCounter(), reading = AtomicCounter()
        assocLivenessProperty[owner] = AssocLiveness(0, released: released)
        writing.store(1)
        runOnThreads(readers + 1) { thread in
            guard thread > 0 else {
                // Writes start once every reader reads.
                while reading.value < readers { sched_yield() }
                for round in 1...writes {
                    if round % 2 == 0 {
                        assocLivenessProperty[owner] = AssocLiveness(round, released: released)
                    } else {
                        try? objc_setAssociatedObject(owner, assocLivenessProperty.key, AssocLiveness(round, released: released), OBJC_ASSOCIATION_RETAIN)
                    }
                }
                writing.store(0)
                return
            }
            reading.increment()
            repeat {
                let typed = assocLivenessProperty[owner]
                let untyped = objc_getAssociatedObject(owner, assocLivenessProperty.key) as? AssocLiveness
                sched_yield()
                if typed.isGone || typed.id < 0 || untyped?.isGone != false { gone.increment() }
                reads.increment()
            } while writing.value == 1
        }
        #expect(gone.value == 0)
        #expect(reads.value >= readers)
        #expect(released.value == writes, "every replaced value was released, the last one is held")
        #expect(assocLivenessProperty[owner].id == writes)
    }

    @Test func readsAndWritesTakeNoProcessWideLock() {
        let object = AssocOwner()
        let key = AssociationKey(AnySelector("unlocked"))
        let seen = AssocEvents()
        // Another thread holds the runtime's lock for up to 5 s: the association calls must
        // finish before it lets go.
        let locked = DispatchSemaphore(value: 0), used = DispatchSemaphore(value: 0), released = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            Runtime.lock.withLock {
                locked.signal()
                _ = used.wait(timeout: .now() + 5)
                seen.record("lock released")
            }
            released.signal()
        }
        locked.wait()
        try? object.setAssociatedValue("first store", forKey: key)
        seen.record(object.associatedValue(forKey: key) as? String ?? "nil")
        object.removeAssociatedValues()
        seen.record(object.associatedValue(forKey: key) as? String ?? "removed")
        used.signal()
        released.wait()
        #expect(seen.events == ["first store", "removed", "lock released"])
    }

    @Test func racingFirstStoresAgreeOnOneTable() {
        let threads = 4
        let keyObjects = (0..<threads).map { AssocKeyObject("first \($0)") }
        let missing = AtomicCounter()
        for _ in 0..<200 {
            let fresh = AssocOwner()
            let arrived = AtomicCounter()
            runOnThreads(threads) { thread in
                // Start together, so the first stores collide.
                arrived.increment()
                while arrived.value < threads { sched_yield() }
                try? fresh.setAssociatedValue(thread, forKey: AssociationKey(keyObjects[thread]))
            }
            for thread in 0..<threads where fresh.associatedValue(forKey: AssociationKey(keyObjects[thread])) as? Int != thread {
                missing.increment()
            }
        }
        #expect(missing.value == 0)
        withExtendedLifetime(keyObjects) {}
    }
}

// MARK: Bookkeeping beside the associations

extension AssociatedObjectTests {
    @Test func bookkeepingIsMadeOnceAndIsNoAssociation() throws {
        let object = AssocOwner()
        #expect(object.bookkeeping(as: AssocValue.self) == nil)
        let made = object.bookkeeping { AssocValue(1) }
        #expect(object.bookkeeping { AssocValue(2) } === made, "made once: a second maker is not used")
        #expect(object.bookkeeping(as: AssocValue.self) === made)
        try object.setAssociatedValue("tag", forKey: AssociationKey(AnySelector("bookkept")))
        #expect(object.associations.count == 1, "only the association is listed")
        objc_removeAssociatedObjects(object)
        #expect(object.associations.isEmpty)
        #expect(object.bookkeeping(as: AssocValue.self) === made, "removing associations leaves it")
    }

    @Test func bookkeepingIsReleasedWithItsObjectAfterTheDeinitBody() {
        let events = AssocEvents()
        do {
            let owner = AssocOwner(events: events)
            _ = owner.bookkeeping { AssocValue(events: events) }
        }
        #expect(events.events == ["owner deinit", "value deinit"])
    }
}
