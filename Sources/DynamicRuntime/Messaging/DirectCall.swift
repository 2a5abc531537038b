import Synchronization

/// A fast path for a dynamic member's entry point on a hot path: while the receiver's dispatch
/// class is known to reach the member's own base implementation, the entry point runs that body
/// itself — no selector read, no read section, no cache probe, no call through the
/// implementation — and sends otherwise.
///
/// Each class learns the answer on the first send through `call(_:on:_:body:)` that finds it
/// unknown, and forgets it whenever what a send reaches from the class may change: a method
/// added, removed, exchanged or re-implemented in it or above it (a hook, a swizzle,
/// `class_addMethod`, a new superclass). The next call then sends, and learns again. So every
/// change is honoured from the next call on, as with a send; a per-object hook class or a
/// subclass overriding the member never learns "direct", and always sends.
///
/// Indices are per class hierarchy, and the compiler hands them out: the module that declares a
/// hierarchy's members with direct calls numbers them as the cases of one `Int` enumeration,
/// from 0, and makes each member's with ``init(_:)``; the root class's `isEqual:` and `hash` take
/// the last two of the 32, so a case numbered 30 or more never takes the fast path. The `body` an
/// entry point passes must be the function its declaration was made with, so the base
/// implementation is written once (ControlKit's `UIView.hitTest(_:with:)`):
///
/// ```swift excerpt
/// enum DirectMember: Int { case hitTest, pointInside, hidden, userInteractionEnabled, alpha, center, bounds }
/// static let hitTestMethod = DeclaredMethod("hitTest:withEvent:", of: UIView.self, hitTestBase)
/// open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
///     DirectCall(DirectMember.hitTest).call(UIView.hitTestMethod, on: self, (point, event), body: UIView.hitTestBase)
/// }
/// ```
public struct DirectCall: Sendable {
    /// Set in a class's word once it is known whether the class reaches the base implementation.
    @usableFromInline let knownBit: UInt64
    /// Set in a class's word when it does.
    @usableFromInline let directBit: UInt64

    /// The direct call of `member`, numbered by its case's raw value in its hierarchy's
    /// enumeration; one numbered outside 0..<30 always sends.
    @inlinable
    public init<Member: RawRepresentable>(_ member: Member) where Member.RawValue == Int {
        self.init(index: (0..<30).contains(member.rawValue) ? member.rawValue : -1)
    }

    /// The member with index `index` in its class hierarchy: the root class's take 30 and 31.
    @inlinable
    init(index: Int) {
        // An index outside 0..<32 shifts its bits out: never known, never direct.
        knownBit = (0..<32).contains(index) ? 1 << UInt64(2 * index) : 0
        directBit = knownBit << 1
    }

    /// Runs `body` if `receiver`'s dispatch class is known to reach `member`'s base
    /// implementation, else sends `member` (learning the answer for the class when unknown).
    /// `member` is evaluated only to send, so reading its `static let` costs the fast path nothing.
    @inlinable @inline(__always) @_disfavoredOverload
    public func call<Receiver: RuntimeObject, Args, Result>(
        _ member: @autoclosure () -> DeclaredMethod<Receiver, Args, Result>, on receiver: Receiver, _ arguments: Args,
        body: (Receiver, Args) -> Result
    ) -> Result {
        if isDirect(for: receiver) { return body(receiver, arguments) }
        return outOfLine(receiver, arguments) { receiver, arguments in
            member().send(to: receiver, arguments, learning: self)
        }
    }

    /// `call(_:on:_:body:)` for a property's getter, whose base implementation is `get`: the
    /// function the property's declaration was made with, so the body is written once.
    @inlinable @inline(__always) @_disfavoredOverload
    public func call<Receiver: RuntimeObject, Value>(
        _ getter: @autoclosure () -> DeclaredMethod<Receiver, (), Value>, on receiver: Receiver, get: (Receiver) -> Value
    ) -> Value {
        if isDirect(for: receiver) { return get(receiver) }
        return outOfLine(receiver, ()) { receiver, arguments in
            getter().send(to: receiver, arguments, learning: self)
        }
    }

    /// `call(_:on:_:body:)` for a member of a main-actor class, called on the main actor.
    @MainActor @inlinable @inline(__always)
    public func call<Receiver: MainActorIsolated, Args, Result>(
        _ member: @autoclosure () -> DeclaredMethod<Receiver, Args, Result>, on receiver: Receiver, _ arguments: Args,
        body: @MainActor (Receiver, Args) -> Result
    ) -> Result {
        if isDirect(for: receiver) { return body(receiver, arguments) }
        return outOfLine(receiver, arguments) { receiver, arguments in
            member().send(to: receiver, arguments, learning: self)
        }
    }

    /// `call(_:on:get:)` for a property of a main-actor class, called on the main actor.
    @MainActor @inlinable @inline(__always)
    public func call<Receiver: MainActorIsolated, Value>(
        _ getter: @autoclosure () -> DeclaredMethod<Receiver, (), Value>, on receiver: Receiver, get: @MainActor (Receiver) -> Value
    ) -> Value {
        if isDirect(for: receiver) { return get(receiver) }
        return outOfLine(receiver, ()) { receiver, arguments in
            getter().send(to: receiver, arguments, learning: self)
        }
    }

    /// Runs `slowPath`, out of line so the fast path saves no registers.
    @inlinable @inline(never)
    func outOfLine<Receiver, Args, Result>(_ receiver: Receiver, _ arguments: Args,
                                           _ slowPath: (Receiver, Args) -> Result) -> Result {
        slowPath(receiver, arguments)
    }

    /// Whether `receiver`'s dispatch class is known to reach the base implementation.
    @inlinable @inline(__always)
    func isDirect(for receiver: RuntimeObject) -> Bool {
        Self.word(of: receiver) & directBit != 0
    }

    /// Whether `receiver`'s dispatch class knows whether it reaches the base implementation.
    @inlinable @inline(__always)
    func isKnown(for receiver: RuntimeObject) -> Bool {
        Self.word(of: receiver) & knownBit != 0
    }

    /// What `receiver`'s dispatch class has learned, read without a retain.
    @inlinable @inline(__always)
    static func word(of receiver: RuntimeObject) -> UInt64 {
        receiver.isa._withUnsafeGuaranteedRef {
            $0.directCallBits.load(ordering: .acquiring)
        }
    }

    /// Records whether a send of `selector` from `cls` reaches `base`.
    @usableFromInline
    func learn(about cls: RuntimeClass, _ selector: AnySelector, base: Implementation) {
        guard knownBit != 0 else { return }
        Runtime.lock.withLock {
            // Under the lock no change can run between the lookup and the store, and every
            // change forgets the word after it (``MethodTable/forgetDirectCallsLocked()``).
            let reachesBase = cls.instanceMethods.findLocked(selector)?.implementation === base
            let bits = cls.directCallBits.load(ordering: .relaxed) | knownBit | (reachesBase ? directBit : 0)
            cls.directCallBits.store(bits, ordering: .releasing)
        }
    }
}

extension DeclaredMethod where Receiver: RuntimeObject {
    /// ``send(to:_:)``, first learning for `direct` whether the receiver's class reaches the base
    /// implementation, when it is not known yet.
    @inlinable @inline(__always)
    func send(to receiver: Receiver, _ arguments: Args, learning direct: DirectCall) -> Result {
        if !direct.isKnown(for: receiver) {
            direct.learn(about: receiver.dispatchClass, selector.untyped, base: baseImplementation)
        }
        return send(to: receiver, arguments)
    }
}
