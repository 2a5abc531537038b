/// Where a message send happens.
///
/// The fast path (inlined into callers) reads the receiver's dispatch class, probes its cache
/// and calls the implementation: no lock, no allocation, no dynamic cast. Everything else — a
/// cache miss, dynamic method resolution, forwarding, the unrecognized-selector error — is the
/// slow path below.
@usableFromInline
enum Messenger {
    /// How many forwarding hops a send follows before giving up, so a forwarding cycle ends.
    static let forwardingLimit = 32

    // The fast path handles tables, methods and implementations as `Unmanaged` (they are
    // never freed) so a send does no reference counting.

    /// The instance-method table of `object`'s dispatch class.
    @inlinable @inline(__always)
    static func instanceMethods(of object: RuntimeObject) -> Unmanaged<MethodTable> {
        Unmanaged<RuntimeClass>.fromOpaque(object.isaPointer)._withUnsafeGuaranteedRef {
            Unmanaged.passUnretained($0.instanceMethods)
        }
    }

    /// The class-method table of `cls`.
    @inlinable @inline(__always)
    static func classMethods(of cls: RuntimeClass) -> Unmanaged<MethodTable> {
        Unmanaged.passUnretained(cls.classMethods)
    }

    /// The cached (or looked-up) method for `selector` in `table`.
    @inlinable @inline(__always)
    static func method<Args, Result>(_ table: Unmanaged<MethodTable>, _ selector: Selector<Args, Result>) throws(RuntimeError) -> Unmanaged<RuntimeMethod>? {
        if let method = table._withUnsafeGuaranteedRef({ $0.cachedMethod(forKeyBits: selector.keyBits) }) { return method }
        return try table.takeUnretainedValue().lookUpAndFill(selector.keyBits)
    }

    /// Sends `selector` to `receiver` starting the lookup at `table`.
    @inlinable @inline(__always)
    static func send<Args, Result>(_ receiver: AnyObject, _ table: Unmanaged<MethodTable>,
                                   _ selector: Selector<Args, Result>, _ arguments: Args) throws(RuntimeError) -> Result {
        if let method = try method(table, selector) {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        return try sendAfterMiss(receiver, table.takeUnretainedValue(), selector, arguments)
    }

    /// The slow path: no class in the chain has the method. Ask the class to resolve it and look
    /// again, then ask the receiver for a forwarding target, then throw.
    @usableFromInline
    static func sendAfterMiss<Args, Result>(_ receiver: AnyObject, _ table: MethodTable,
                                            _ selector: Selector<Args, Result>, _ arguments: Args) throws(RuntimeError) -> Result {
        var receiver = receiver
        var table = table
        for _ in 0..<forwardingLimit {
            resolve(selector.untyped, in: table)
            if let method = try table.method(forKeyBits: selector.keyBits) {
                return method.takeUnretainedValue().invoke(receiver, selector.untyped, arguments)
            }
            guard let target = forwardingTarget(of: receiver, in: table, for: selector.untyped) else { break }
            receiver = target
            table = target.dispatchClass.instanceMethods
            if let method = try table.method(forKeyBits: selector.keyBits) {
                return method.takeUnretainedValue().invoke(receiver, selector.untyped, arguments)
            }
        }
        // Named after the receiver's class, as `-doesNotRecognizeSelector:` does: for a super send
        // the lookup started above it.
        let cls = (receiver as? RuntimeObject)?.dispatchClass ?? (receiver as? RuntimeClass) ?? table.owner!
        throw RuntimeError.unrecognized(cls, selector.untyped, classSide: table.isClassSide)
    }

    /// Runs `+resolveInstanceMethod:` / `+resolveClassMethod:` of the class's Swift type. Callers
    /// look again whatever it answers, as objc4 does: a resolver that adds the method but
    /// returns false still gets it found.
    static func resolve(_ selector: AnySelector, in table: MethodTable) {
        let type = table.owner.swiftType
        _ = table.isClassSide ? type.resolveClassMethod(selector) : type.resolveInstanceMethod(selector)
    }

    /// The receiver's forwarding target, if it is an object and names another object.
    static func forwardingTarget(of receiver: AnyObject, in table: MethodTable, for selector: AnySelector) -> RuntimeObject? {
        guard !table.isClassSide, let object = receiver as? RuntimeObject,
              let target = object.forwardingTarget(for: selector), target !== object else { return nil }
        return target
    }

    /// Throws unless `receiver` is an instance of `cls`'s Swift type, so the methods above `cls`
    /// get receivers they were written for.
    @usableFromInline
    static func checkSuperReceiver(_ receiver: RuntimeObject, from cls: RuntimeClass, _ selector: AnySelector) throws(RuntimeError) {
        guard !isSubclass(type(of: receiver), of: cls.swiftType) else { return }
        throw RuntimeError(.signatureMismatch, cls, selector, classSide: false,
                           "super send to an instance of \(type(of: receiver)), which is not a \(cls.swiftType)")
    }

    /// Throws unless `receiver` is `cls` or a subclass of it, so the class methods above `cls`
    /// get receivers they were written for.
    @usableFromInline
    static func checkSuperReceiver(_ receiver: RuntimeClass, from cls: RuntimeClass, _ selector: AnySelector) throws(RuntimeError) {
        guard !receiver.isSubclass(of: cls) else { return }
        throw RuntimeError(.signatureMismatch, cls, selector, classSide: true,
                           "super send to \(receiver.name), which is not \(cls.name) or a subclass of it")
    }

    /// The mirror of `type` among `receiver`'s dispatch class and its superclasses, read without
    /// the runtime lock; nil when the chain does not pass through it. Runtime-made subclasses
    /// (key-value observing's, per-object hook classes) stand for their superclass's Swift type,
    /// so they are passed over.
    @usableFromInline
    static func mirror(of type: RuntimeObject.Type, above receiver: RuntimeObject) -> RuntimeClass? {
        let id = ObjectIdentifier(type)
        var current: RuntimeClass? = receiver.dispatchClass
        while let cls = current {
            if !cls.isDynamic, ObjectIdentifier(cls.swiftType) == id { return cls }
            current = cls.superclass
        }
        return nil
    }

    /// Sends `selector` to `receiver` from a method of `owner`, starting the lookup at its
    /// superclass (`[super …]`): whatever that method is now, swizzled or hooked, else
    /// `fallback` when there is none to reach (`receiver` is not an `owner`, `owner` is the
    /// root class, or no superclass has the selector with this signature). Every super send of
    /// a declared member goes through here.
    @inlinable
    static func sendSuper<Args, Result>(to receiver: RuntimeObject, above owner: RuntimeObject.Type, _ selector: Selector<Args, Result>,
                                        _ arguments: Args, else fallback: TypedImplementation<Args, Result>) -> Result {
        // The receiver's own class chain holds `owner`'s mirror: found there without the runtime
        // lock the registry's lookup takes (this runs on every state change of a UIButton).
        let cls = mirror(of: owner, above: receiver) ?? RuntimeClass.of(owner)
        if (try? checkSuperReceiver(receiver, from: cls, selector.untyped)) != nil,
           let table = try? superTable(of: cls, classSide: false, selector.untyped),
           let method = (try? method(table, selector)) ?? nil {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        return fallback.body(receiver, selector.untyped, arguments)
    }

    /// The table a super send from `cls` starts at, or the error if `cls` is a root class.
    @usableFromInline
    static func superTable(of cls: RuntimeClass, classSide: Bool, _ selector: AnySelector) throws(RuntimeError) -> Unmanaged<MethodTable> {
        guard let superclass = cls.superclass else {
            throw RuntimeError.unrecognized(cls, selector, classSide: classSide)
        }
        return Unmanaged.passUnretained(superclass.methods(classSide: classSide))
    }
}
