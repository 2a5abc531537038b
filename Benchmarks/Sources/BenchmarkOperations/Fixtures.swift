import DynamicRuntime

// The classes the benchmarks send to. Each operation has a class (or, for instance hooks, an
// object) of its own, so hooks and swizzles installed for one operation never sit on the path of
// another. Every selector takes and returns `Int`, like the peer's `-(int)step:(int)x`.
//
// The classes are `open` and their entry points `open func`s: the dispatch model's dynamic
// member shape (a Swift entry point whose body is one `DeclaredMethod.send(to:_:)`). Being open,
// a call of an entry point stays a vtable call, as it is for framework code called from an app.

/// Plain message send: `step:` answers `x + 1`.
open class SendTarget: RuntimeObject {
    public static let step = DeclaredMethod("bench_step:", of: SendTarget.self) { (_, x: Int) in x &+ 1 }
    override open class var runtimeMembers: [any RuntimeMember] { [step] }

    /// The entry point of `bench_step:`.
    open func step(_ x: Int) -> Int { SendTarget.step.send(to: self, x) }
}

/// A one-line dynamic property (`@Dynamic`, the port of `@objc dynamic var`): a get is one send
/// of `value`, a set one send of `setValue:`, each plus the storage.
open class DynamicPropertyTarget: RuntimeObject {
    @Dynamic public var value: Int = 0
}

/// The baseline: an ordinary Swift method the optimiser may not inline.
public final class DirectTarget {
    public init() {}

    @inline(never)
    public func step(_ x: Int) -> Int { x &+ 1 }
}

/// Seed 001's swizzle: `original:` answers `x + 1`; `replacement:` sends `replacement:` (which,
/// once the two are exchanged, reaches the original implementation) and adds 1.
open class SwizzleTarget: RuntimeObject {
    public static let original = DeclaredMethod("bench_original:", of: SwizzleTarget.self) { (_, x: Int) in x &+ 1 }
    public static let replacement: DeclaredMethod<SwizzleTarget, Int, Int> = DeclaredMethod("bench_replacement:", of: SwizzleTarget.self) {
        (object: SwizzleTarget, x: Int) in SwizzleTarget.replacement.send(to: object, x) &+ 1
    }
    override open class var runtimeMembers: [any RuntimeMember] { [original, replacement] }

    /// The entry point of `bench_original:`.
    open func original(_ x: Int) -> Int { SwizzleTarget.original.send(to: self, x) }
}

/// Class hooks: one selector per kind of hook, all hooked on this class.
open class ClassHookTarget: RuntimeObject {
    public static let before = DeclaredMethod("bench_classBefore:", of: ClassHookTarget.self) { (_, x: Int) in x &+ 1 }
    public static let after = DeclaredMethod("bench_classAfter:", of: ClassHookTarget.self) { (_, x: Int) in x &+ 1 }
    public static let instead = DeclaredMethod("bench_classInstead:", of: ClassHookTarget.self) { (_, x: Int) in x &+ 1 }
    override open class var runtimeMembers: [any RuntimeMember] { [before, after, instead] }

    open func beforeStep(_ x: Int) -> Int { ClassHookTarget.before.send(to: self, x) }
    open func afterStep(_ x: Int) -> Int { ClassHookTarget.after.send(to: self, x) }
    open func insteadStep(_ x: Int) -> Int { ClassHookTarget.instead.send(to: self, x) }
}

/// Instance hooks: one object of this class is hooked (through its per-object class).
open class InstanceHookTarget: RuntimeObject {
    public static let before = DeclaredMethod("bench_instanceBefore:", of: InstanceHookTarget.self) { (_, x: Int) in x &+ 1 }
    public static let after = DeclaredMethod("bench_instanceAfter:", of: InstanceHookTarget.self) { (_, x: Int) in x &+ 1 }
    public static let instead = DeclaredMethod("bench_instanceInstead:", of: InstanceHookTarget.self) { (_, x: Int) in x &+ 1 }
    override open class var runtimeMembers: [any RuntimeMember] { [before, after, instead] }

    open func beforeStep(_ x: Int) -> Int { InstanceHookTarget.before.send(to: self, x) }
    open func afterStep(_ x: Int) -> Int { InstanceHookTarget.after.send(to: self, x) }
    open func insteadStep(_ x: Int) -> Int { InstanceHookTarget.instead.send(to: self, x) }
}

/// `method_setImplementation` then a send: the method's implementation alternates between
/// two that both answer `x + 1`.
open class ResetTarget: RuntimeObject {
    public static let step = DeclaredMethod("bench_reset:", of: ResetTarget.self) { (_, x: Int) in x &+ 1 }
    override open class var runtimeMembers: [any RuntimeMember] { [step] }

    open func step(_ x: Int) -> Int { ResetTarget.step.send(to: self, x) }
}
