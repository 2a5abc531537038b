import Synchronization

/// A runtime class: Objective-C's `Class` and its metaclass in one record.
///
/// Every Swift subclass of ``RuntimeObject`` is mirrored by one, made on first use; a *dynamic*
/// class has no Swift type behind it and is made with `objc_allocateClassPair`. A disposed class
/// is retired, not freed, because a lock-free sender may still be reading it; a per-object hook
/// class goes with its object.
///
/// Class methods live in the metaclass's list, as in Objective-C: ``metaclass`` (what
/// `object_getClass(cls)` answers) is a runtime class whose instance methods are this class's
/// class methods, so `class_addMethod(object_getClass(cls), …)` adds a class method. A
/// class-side send walks the superclasses' class methods, then — as objc4's root metaclass
/// inherits from the root class — the root class's instance methods that accept any receiver.
/// It has no forwarding.
public final class RuntimeClass: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Where the class is in its life.
    enum State {
        /// Mirrors a Swift class; always usable, never disposed.
        case mirror
        /// Allocated by `objc_allocateClassPair`, not yet registered: methods may be added,
        /// no object may take it.
        case allocated
        /// Registered: usable.
        case registered
        /// Disposed: its name is free again and it can no longer be used.
        case disposed
    }

    /// The class's name (`class_getName`). A mirror takes its Swift class's short name, or if a
    /// class already has that, its module-qualified name, suffixed `#2`, `#3`… if need be.
    public let name: String

    /// The Swift class this mirrors, or for a dynamic class the one its nearest mirrored
    /// ancestor mirrors: every object whose dispatch class this is, is an instance of it.
    @usableFromInline let swiftType: RuntimeObject.Type

    /// Whether this is a dynamic class (no Swift type of its own).
    public let isDynamic: Bool

    /// For a per-object hook class, the one object it was made for.
    let hookedObject: ObjectIdentifier?
    /// That object, while it is on the class: what reverting its last hook puts back on the
    /// class beneath. Never retained — the object may be in its deinit, waiting for the lock to
    /// take the class away — so used only through `Unmanaged._withUnsafeGuaranteedRef`. Guarded by
    /// `Runtime.lock`.
    var hookedInstance: Unmanaged<RuntimeObject>?

    /// Whether `-class` skips this class: true for the subclasses the runtime makes itself
    /// (per-object hook classes, key-value observing's), as `NSKVONotifying_` classes hide.
    public let isHiddenFromClassQuery: Bool

    /// Instance methods, and class methods (the metaclass's list). A metaclass's instance
    /// methods are its class's class methods: the same table.
    @usableFromInline let instanceMethods: MethodTable
    @usableFromInline let classMethods: MethodTable

    /// For a metaclass, the class it is the metaclass of.
    let instanceSide: RuntimeClass?

    /// The superclass, unretained: classes are freed only after a grace period, once no class
    /// and no object is on them.
    @usableFromInline let superclassReference: AtomicReference<RuntimeClass, Unretained>

    /// What entry points with a ``DirectCall`` have learned of this class: per member, whether
    /// it is known and whether sends reach the base implementation. Written with `Runtime.lock`
    /// held; zeroed by every change to what a send from this class may reach.
    @usableFromInline let directCallBits = Atomic<UInt64>(0)

    /// The `@Dynamic` properties of this class's instances, by field offset.
    @usableFromInline let dynamicFields: DynamicFields
    /// Whether sends from this class reach the base implementations of every `@Dynamic`
    /// accessor (``DynamicFields/Directness``). Written with `Runtime.lock` held; forgotten with
    /// ``directCallBits``.
    @usableFromInline let dynamicFieldsDirectness = Atomic<UInt8>(DynamicFields.Directness.unknown)

    // Guarded by `Runtime.lock`: no exclusivity checks needed.
    @exclusivity(unchecked) var state: State
    @exclusivity(unchecked) var subclasses: [RuntimeClass] = []
    @exclusivity(unchecked) var properties: [String: RuntimeProperty] = [:]
    var propertyOrder: [String] = []
    /// Objects whose dispatch class this is; counted for dynamic classes only.
    @exclusivity(unchecked) var instanceCount = 0
    /// The members the mirror could not admit, each with its reason.
    var definitionProblems: [RuntimeError] = []
    private var storedMetaclass: RuntimeClass?

    init(name: String, superclass: RuntimeClass?, swiftType: RuntimeObject.Type, isDynamic: Bool,
         hookedObject: ObjectIdentifier? = nil, isHidden: Bool = false, dynamicFields: DynamicFields? = nil) {
        self.name = name
        self.dynamicFields = dynamicFields ?? superclass?.dynamicFields ?? .none
        self.swiftType = swiftType
        self.isDynamic = isDynamic
        self.hookedObject = hookedObject
        isHiddenFromClassQuery = isHidden
        state = isDynamic ? .allocated : .mirror
        superclassReference = AtomicReference(superclass)
        instanceMethods = MethodTable(isClassSide: false)
        classMethods = MethodTable(isClassSide: true)
        instanceSide = nil
        instanceMethods.owner = self
        classMethods.owner = self
    }

    /// The metaclass of `cls`, under the metaclass of its superclass (the root class for the
    /// root metaclass). Its instance methods are `cls`'s class methods; its own class methods,
    /// as every metaclass's, are the root metaclass's.
    private init(metaclassOf cls: RuntimeClass, superclass: RuntimeClass, root: RuntimeClass) {
        name = cls.name
        dynamicFields = .none
        swiftType = cls.swiftType
        isDynamic = cls.isDynamic
        hookedObject = nil
        isHiddenFromClassQuery = cls.isHiddenFromClassQuery
        state = cls.state
        superclassReference = AtomicReference(superclass)
        instanceMethods = cls.classMethods
        classMethods = root.classMethods
        instanceSide = cls
    }

    /// Whether this is a metaclass (`class_isMetaClass`).
    public var isMetaclass: Bool { instanceSide != nil }

    /// The metaclass (`object_getClass` of a class): its instance methods are this class's
    /// class methods. A metaclass's metaclass is the root metaclass, as in objc4.
    public var metaclass: RuntimeClass {
        Runtime.lock.withLock { metaclassLocked }
    }

    private var metaclassLocked: RuntimeClass {
        Runtime.lock.assertHeld()
        if let instanceSide { return instanceSide.rootLocked.metaclassLocked }
        if let storedMetaclass { return storedMetaclass }
        let root = rootLocked
        let made = RuntimeClass(metaclassOf: self, superclass: superclass?.metaclassLocked ?? root, root: root)
        storedMetaclass = made
        return made
    }

    /// Lets go of the metaclass, which holds this class in turn: a per-object hook class being
    /// freed must not be kept by that cycle. `Runtime.lock` held.
    func forgetMetaclassLocked() {
        Runtime.lock.assertHeld()
        storedMetaclass = nil
    }

    /// Hands a class taken out of the hierarchy to reclamation with its metaclass — a send in
    /// flight may still be reading either — breaking the cycle between them, so both are freed
    /// once their grace period ends (LeakSanitizer found disposed classes kept by that cycle).
    /// `Runtime.lock` held.
    func retireLocked() {
        Runtime.lock.assertHeld()
        if let storedMetaclass { Reclamation.retire(storedMetaclass) }
        storedMetaclass = nil
        Reclamation.retire(self)
    }

    private var rootLocked: RuntimeClass {
        Runtime.lock.assertHeld()
        var cls = instanceSide ?? self
        while let superclass = cls.superclass { cls = superclass }
        return cls
    }

    /// The superclass (`class_getSuperclass`); nil for the root class.
    public var superclass: RuntimeClass? {
        superclassReference.load()
    }

    /// Moves a dynamic class under another superclass, for re-stacking per-object classes.
    /// `Runtime.lock` held.
    func setSuperclassLocked(_ newSuperclass: RuntimeClass) {
        Runtime.lock.assertHeld()
        superclass?.subclasses.removeAll { $0 === self }
        newSuperclass.subclasses.append(self)
        superclassReference.store(newSuperclass)
        storedMetaclass?.superclassReference.store(newSuperclass.metaclassLocked)
        instanceMethods.invalidateLocked(changedAbove: true)
        classMethods.invalidateLocked(changedAbove: true)
        Self.propertiesChangedLocked()
    }

    /// Counts changes to which property a class answers for a name: a property added or
    /// removed, a superclass changed, a class let go (a later class may take its address).
    /// Read without the lock, it lets key-value coding keep its per-(class, key) answers for as
    /// long as it is unchanged.
    private static let propertyChanges = Atomic<UInt>(0)

    /// The number of property changes so far: an answer got after reading it holds while it is
    /// unchanged.
    package static var propertyGeneration: UInt { propertyChanges.load(ordering: .acquiring) }

    /// Records a property change; `Runtime.lock` held, so no lookup straddles it unseen.
    static func propertiesChangedLocked() {
        Runtime.lock.assertHeld()
        propertyChanges.add(1, ordering: .releasing)
    }

    /// The mirror of the Swift class `type`, made on first use.
    public static func of(_ type: RuntimeObject.Type) -> RuntimeClass {
        ClassRegistry.mirror(of: type)
    }

    /// Whether this class is `other` or inherits from it.
    public func isSubclass(of other: RuntimeClass) -> Bool {
        // In a read section: callers need not hold the runtime lock, and a superclass replaced
        // and disposed meanwhile is not freed while the walk may still be on it.
        ReadSection.reading { firstInChain { $0 === other } != nil }
    }

    /// This class or the nearest superclass that `matches` accepts. The chain is walked
    /// borrowed, with no retain and release per class: call it with `Runtime.lock` held, or on
    /// a chain none of whose classes can go while it runs.
    @inline(__always)
    func firstInChain(where matches: (RuntimeClass) -> Bool) -> RuntimeClass? {
        var next = Unmanaged.passUnretained(self)
        while true {
            if next._withUnsafeGuaranteedRef(matches) { return next.takeUnretainedValue() }
            guard let superclass = next._withUnsafeGuaranteedRef({ $0.superclassReference.borrowed() }) else { return nil }
            next = superclass
        }
    }

    /// Throws ``RuntimeError/Kind/inadmissibleDefinition`` listing every problem with this
    /// class's members and its superclasses': each member its mirror could not admit (with the
    /// class, selector and both signatures where they differ), and each declared property
    /// whose getter or setter no method answers. The package's tests validate every class it
    /// ships.
    public func validate() throws(RuntimeError) {
        var problems: [RuntimeError] = []
        var current: RuntimeClass? = instanceSide ?? self
        while let cls = current {
            problems += Runtime.lock.withLock { cls.definitionProblems }
            for property in cls.ownProperties {
                for accessor in [property.getter] + (property.setter.map { [$0] } ?? []) where cls.instanceMethods.find(accessor) == nil {
                    problems.append(RuntimeError(.inadmissibleDefinition, cls, accessor, classSide: false,
                                                 "the property \(property.name) has no method for this accessor"))
                }
            }
            current = cls.superclass
        }
        guard !problems.isEmpty else { return }
        throw RuntimeError(.inadmissibleDefinition, className: name, problems: problems,
                           "\(name): \(problems.count) member(s) could not be admitted:\n"
                               + problems.map { "  \($0.message)" }.joined(separator: "\n"))
    }

    /// The instance or class side.
    func methods(classSide: Bool) -> MethodTable {
        classSide ? classMethods : instanceMethods
    }

    public var description: String { name }

    public static func == (lhs: RuntimeClass, rhs: RuntimeClass) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
