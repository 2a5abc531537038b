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

    // The fast path handles tables, methods and implementations as `Unmanaged` so a send does
    // no reference counting: inside its read section nothing it reaches is freed.

    /// The instance-method table of `object`'s dispatch class.
    @inlinable @inline(__always)
    static func instanceMethods(of object: RuntimeObject) -> Unmanaged<MethodTable> {
        object.isa._withUnsafeGuaranteedRef {
            Unmanaged.passUnretained($0.instanceMethods)
        }
    }

    /// The class-method table of `cls`.
    @inlinable @inline(__always)
    static func classMethods(of cls: RuntimeClass) -> Unmanaged<MethodTable> {
        Unmanaged.passUnretained(cls.classMethods)
    }

    /// The method `table`'s cache holds for `keyBits`: the whole of a send's lookup on a hit.
    @inlinable @inline(__always)
    static func cachedMethod(_ table: Unmanaged<MethodTable>, _ keyBits: UInt) -> Unmanaged<RuntimeMethod>? {
        table._withUnsafeGuaranteedRef { $0.cachedMethod(forKeyBits: keyBits) }
    }

    /// Sends `selector` to `receiver` starting the lookup at `table`, in a read section that
    /// lasts until the implementation returns.
    @inlinable @inline(__always)
    static func send<Args, Result>(_ receiver: AnyObject, _ table: Unmanaged<MethodTable>,
                                   _ selector: Selector<Args, Result>, _ arguments: Args) throws(RuntimeError) -> Result {
        try ReadSection.reading { () throws(RuntimeError) -> Result in try sendInSection(receiver, table, selector, arguments) }
    }

    /// Sends `selector` to `object` from its dispatch class, read inside the read section: a
    /// class retired meanwhile (an object's hook class when its last hook goes) stays until the
    /// sections that could see it end, where read before the section it could be freed under
    /// the send.
    @inlinable @inline(__always)
    static func send<Args, Result>(to object: RuntimeObject, _ selector: Selector<Args, Result>,
                                   _ arguments: Args) throws(RuntimeError) -> Result {
        try ReadSection.reading { () throws(RuntimeError) -> Result in
            try sendInSection(object, instanceMethods(of: object), selector, arguments)
        }
    }

    /// The send itself, in the caller's read section: a cache probe, else the slow path.
    @inlinable @inline(__always)
    static func sendInSection<Args, Result>(_ receiver: AnyObject, _ table: Unmanaged<MethodTable>,
                                            _ selector: Selector<Args, Result>, _ arguments: Args) throws(RuntimeError) -> Result {
        if let method = cachedMethod(table, selector.keyBits) {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        return try sendAfterCacheMiss(receiver, table.takeUnretainedValue(), selector, arguments)
    }

    /// A declared member's lookup after its cache missed: the method the chain has for the key at
    /// `keyBits` (now cached), else nil, where the member's base implementation runs. A method of
    /// the selector with another signature counts as none: it is reachable only once the object's
    /// class was set to an ancestor of the declaring class, where ``DeclaredMethod`` documents
    /// that the base implementation runs. Out of line, so the inlined hit path carries neither the
    /// locked walk nor its error's clean-up.
    @usableFromInline @inline(never)
    static func declaredMethodAfterCacheMiss(_ table: Unmanaged<MethodTable>, _ keyBits: UInt) -> Unmanaged<RuntimeMethod>? {
        try? table.takeUnretainedValue().lookUpAndFill(keyBits)
    }

    /// A declared member's send that found no method from `table`: notes an unlisted member,
    /// then runs the base implementation. Out of line, so the inlined hit path stays small; an
    /// instance method's declaring class is its base implementation's receiver type, so the hit
    /// path need not keep it.
    @inlinable @inline(never)
    static func sendBase<Args, Result>(_ base: TypedImplementation<Args, Result>, to receiver: RuntimeObject,
                                       _ selector: Selector<Args, Result>, _ arguments: Args) -> Result {
        if let owner = base.receiverType as? RuntimeObject.Type {
            noteUnlisted(selector.untyped, declaredBy: owner, from: instanceMethods(of: receiver))
        }
        return base.call(receiver, selector.untyped, arguments)
    }

    /// ``sendBase(_:to:_:_:)`` for a class method, whose declaring class is given.
    @inlinable @inline(never)
    static func sendBase<Args, Result>(_ base: TypedImplementation<Args, Result>, to receiver: AnyObject,
                                       _ selector: Selector<Args, Result>, _ arguments: Args,
                                       declaredBy owner: RuntimeObject.Type, from table: Unmanaged<MethodTable>) -> Result {
        noteUnlisted(selector.untyped, declaredBy: owner, from: table)
        return base.call(receiver, selector.untyped, arguments)
    }

    /// A declared member's send found no method from `table`: when the receiver is of the
    /// declaring class (not an object moved to an ancestor of it), the member was never listed in
    /// `runtimeMembers`. Recorded on the declaring class for `validate()` and reported as a
    /// runtime issue, once.
    @usableFromInline @inline(never)
    static func noteUnlisted(_ selector: AnySelector, declaredBy owner: RuntimeObject.Type, from table: Unmanaged<MethodTable>) {
        let dispatchClass = table.takeUnretainedValue().owner!
        let classSide = dispatchClass.instanceSide != nil
        let declaring = RuntimeClass.of(owner)
        guard (dispatchClass.instanceSide ?? dispatchClass).isSubclass(of: declaring) else { return }
        let problem = Runtime.lock.withLock { () -> RuntimeError? in
            guard !declaring.definitionProblems.contains(where: { $0.selector == selector.name && $0.isClassMethod == classSide }) else { return nil }
            let problem = RuntimeError(.inadmissibleDefinition, declaring, selector, classSide: classSide,
                                       "declared but not listed in \(owner).runtimeMembers: its sends run the declaration's body outside the runtime, where no hook, swizzle or subclass reaches it")
            declaring.definitionProblems.append(problem)
            return problem
        }
        if let problem { RuntimeIssues.report(problem) }
    }

    /// The slow path of a send, out of line: the locked walk that fills the cache, then, when no
    /// class in the chain has the method with this signature, resolution and forwarding.
    @usableFromInline @inline(never)
    static func sendAfterCacheMiss<Args, Result>(_ receiver: AnyObject, _ table: MethodTable,
                                                 _ selector: Selector<Args, Result>, _ arguments: Args) throws(RuntimeError) -> Result {
        if let method = try table.lookUpAndFill(selector.keyBits) {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        let (receiver, method, searched) = try lookUp(selector.untyped, for: receiver, in: table)
        guard method.key === selector.key else {
            throw RuntimeError.signatureMismatch(searched.owner, selector.untyped, classSide: searched.isClassSide,
                                                 expected: method.signature, actual: selector.signature)
        }
        return method.invoke(receiver, selector.untyped, arguments)
    }

    /// The method a send of `selector` to `receiver` reaches from `table`, who receives it and
    /// the table it was found from:
    /// the method the chain has, else — as objc4's miss path — the one `+resolveInstanceMethod:`
    /// or `+resolveClassMethod:` adds, else the same asked of the receiver's forwarding target.
    /// Throws `unrecognizedSelector` when none is found. Every send's miss path, typed or not.
    static func lookUp(_ selector: AnySelector, for receiver: AnyObject,
                       in table: MethodTable) throws(RuntimeError) -> (AnyObject, RuntimeMethod, MethodTable) {
        var receiver = receiver
        var table = table
        for _ in 0..<forwardingLimit {
            if let method = table.findResolving(selector) { return (receiver, method, table) }
            guard let target = forwardingTarget(of: receiver, in: table, for: selector) else { break }
            receiver = target
            table = target.dispatchClass.instanceMethods
        }
        // Named after the receiver's class, as `-doesNotRecognizeSelector:` does: for a super send
        // the lookup started above it.
        let cls = (receiver as? RuntimeObject)?.dispatchClass ?? (receiver as? RuntimeClass) ?? table.owner!
        throw RuntimeError.unrecognized(cls, selector, classSide: table.isClassSide)
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

    /// Sends `selector` to `receiver` from a method of `cls`, starting the lookup at `cls`'s
    /// superclass (`objc_msgSendSuper`), on the instance or class side: `sendSuper` and a
    /// declared member's super send go through here. (A hook's original is the same send from
    /// the table's ``MethodTable/superTableUnretained``, its receivers already checked by
    /// placement.)
    ///
    /// Throws `signatureMismatch` when `receiver` is not one `cls`'s methods were written for
    /// (an instance of its Swift type, or for the class side `cls` or a subclass), where
    /// Objective-C would run the superclass's method on a foreign receiver; and as a send does
    /// when nothing above `cls` answers.
    @inlinable
    static func sendSuper<Args, Result>(_ receiver: AnyObject, from cls: RuntimeClass, classSide: Bool,
                                        _ selector: Selector<Args, Result>, _ arguments: Args) throws(RuntimeError) -> Result {
        if classSide || ObjectIdentifier(type(of: receiver)) != ObjectIdentifier(cls.swiftType) {
            try checkSuperReceiver(receiver, from: cls, classSide: classSide, selector.untyped)
        }
        let table = Unmanaged.passUnretained(classSide ? cls.classMethods : cls.instanceMethods)
        guard let superTable = table._withUnsafeGuaranteedRef({ $0.superTableUnretained }) else {
            throw RuntimeError.unrecognized(cls, selector.untyped, classSide: classSide)
        }
        return try send(receiver, superTable, selector, arguments)
    }

    /// ``sendSuper(_:from:classSide:_:_:)`` from a method of the Swift class `owner` to one of
    /// its instances, running `fallback` when there is nothing above `owner` to reach.
    @inlinable
    static func sendSuper<Args, Result>(to receiver: RuntimeObject, above owner: RuntimeObject.Type, _ selector: Selector<Args, Result>,
                                        _ arguments: Args, else fallback: TypedImplementation<Args, Result>) -> Result {
        // The receiver's own class chain holds `owner`'s mirror: found there without the runtime
        // lock the registry's lookup takes (this runs on every override's `[super …]` and every
        // key-value observed set).
        let cls = mirror(of: owner, above: receiver) ?? RuntimeClass.of(owner)
        do {
            return try sendSuper(receiver, from: cls, classSide: false, selector, arguments)
        } catch {
            return fallback.call(receiver, selector.untyped, arguments)
        }
    }

    /// Throws unless `receiver` is one `cls`'s methods were written for.
    @usableFromInline
    static func checkSuperReceiver(_ receiver: AnyObject, from cls: RuntimeClass, classSide: Bool, _ selector: AnySelector) throws(RuntimeError) {
        if classSide, let receiver = receiver as? RuntimeClass {
            guard !receiver.isSubclass(of: cls) else { return }
            throw RuntimeError(.signatureMismatch, cls, selector, classSide: true,
                               "super send to \(receiver.name), which is not \(cls.name) or a subclass of it")
        }
        guard classSide || !isSubclass(type(of: receiver), of: cls.swiftType) else { return }
        throw RuntimeError(.signatureMismatch, cls, selector, classSide: classSide,
                           "super send to an instance of \(type(of: receiver)), which is not a \(cls.swiftType)")
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

}
