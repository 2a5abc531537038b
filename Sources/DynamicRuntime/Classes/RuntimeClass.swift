import Synchronization

/// A runtime class: Objective-C's `Class` and its metaclass in one record.
///
/// Every Swift subclass of ``RuntimeObject`` is mirrored by one, made on first use; a *dynamic*
/// class has no Swift type behind it and is made with `objc_allocateClassPair`. Runtime classes
/// are never freed, not even when disposed, because a lock-free sender may still be reading one.
///
/// Class methods live in their own list (the metaclass's in Objective-C). A class-side send walks
/// the superclasses' class methods only: unlike objc4 it never falls back to the root class's
/// instance methods, and it has no forwarding.
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
    let swiftType: RuntimeObject.Type

    /// Whether this is a dynamic class (no Swift type of its own).
    public let isDynamic: Bool

    /// For a per-object hook class, the one object it was made for.
    let hookedObject: ObjectIdentifier?

    /// Whether `-class` skips this class: true for the subclasses the runtime makes itself
    /// (per-object hook classes, key-value observing's), as `NSKVONotifying_` classes hide.
    public let isHiddenFromClassQuery: Bool

    /// Instance methods, and class methods (the metaclass's list).
    @usableFromInline let instanceMethods: MethodTable
    @usableFromInline let classMethods: MethodTable

    @usableFromInline let superclassBits: Atomic<UInt>

    // Guarded by `Runtime.lock`.
    var state: State
    var subclasses: [RuntimeClass] = []
    var properties: [String: RuntimeProperty] = [:]
    var propertyOrder: [String] = []
    /// Objects whose dispatch class this is; counted for dynamic classes only.
    var instanceCount = 0

    init(name: String, superclass: RuntimeClass?, swiftType: RuntimeObject.Type, isDynamic: Bool,
         hookedObject: ObjectIdentifier? = nil, isHidden: Bool = false) {
        self.name = name
        self.swiftType = swiftType
        self.isDynamic = isDynamic
        self.hookedObject = hookedObject
        isHiddenFromClassQuery = isHidden
        state = isDynamic ? .allocated : .mirror
        superclassBits = Atomic(superclass.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0)
        instanceMethods = MethodTable(isClassSide: false)
        classMethods = MethodTable(isClassSide: true)
        instanceMethods.owner = self
        classMethods.owner = self
    }

    /// The superclass (`class_getSuperclass`); nil for the root class.
    public var superclass: RuntimeClass? {
        let bits = superclassBits.load(ordering: .acquiring)
        return bits == 0 ? nil : Unmanaged<RuntimeClass>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
    }

    /// Moves a dynamic class under another superclass, for re-stacking per-object classes.
    /// `Runtime.lock` held.
    func setSuperclassLocked(_ newSuperclass: RuntimeClass) {
        superclass?.subclasses.removeAll { $0 === self }
        newSuperclass.subclasses.append(self)
        superclassBits.store(UInt(bitPattern: Unmanaged.passUnretained(newSuperclass).toOpaque()), ordering: .releasing)
        instanceMethods.invalidateLocked()
        classMethods.invalidateLocked()
    }

    /// The mirror of the Swift class `type`, made on first use.
    public static func of(_ type: RuntimeObject.Type) -> RuntimeClass {
        ClassRegistry.mirror(of: type)
    }

    /// Whether this class is `other` or inherits from it.
    public func isSubclass(of other: RuntimeClass) -> Bool {
        var current: RuntimeClass? = self
        while let cls = current {
            if cls === other { return true }
            current = cls.superclass
        }
        return false
    }

    /// The instance or class side.
    func methods(classSide: Bool) -> MethodTable {
        classSide ? classMethods : instanceMethods
    }

    public var description: String { name }

    public static func == (lhs: RuntimeClass, rhs: RuntimeClass) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
