import DynamicRuntime

/// One timed operation: a name (the row in `compare.sh`'s table; the rows the peer also times
/// must match its names exactly) and a loop that performs the operation `iterations` times.
///
/// Each loop is its own `@inline(never)` function whose body is the operation inlined into a
/// counting loop, as the peer's `loop_send` is, and returns the sum of the results, which the
/// callers store into a sink: the optimiser can neither drop the work nor hoist it out of the
/// loop (every iteration passes a different argument through a dynamic call). The call of the
/// loop itself happens once per repetition, not once per operation.
public struct Operation: @unchecked Sendable {
    /// The row name.
    public let name: String
    /// Runs the operation `iterations` times; returns the sum of its results.
    public let run: (_ iterations: Int) -> Int
    /// What `run(1)` must return, checked before timing so a broken fixture fails loudly.
    public let expectedSingleRun: Int
    /// The loop runs N / `iterationDivisor` iterations (at least 1) where the others run N: 100
    /// for the key-value observing and coding rows, which cost microseconds on the peer's side,
    /// as `peers/kvo_peer.m` does.
    public let iterationDivisor: Int
    /// What `run(iterations)` must return, checked after every timed run (the timings print the
    /// row only if all of them match, as the KVO peer checks its notification counts); nil for
    /// rows checked by `expectedSingleRun` alone.
    public let expectedResult: ((_ iterations: Int) -> Int)?
    /// For a row with no peer: the work one operation does, so the timings can also print its
    /// cost per unit of work in sends (ns per unit ÷ ns of the `send` row); nil for the others.
    public let sendUnit: SendUnit?
    /// A line the timings print after the row (`NOTE`), said after timing: what the runs did.
    public let note: (() -> String)?

    /// An operation checked once, before timing, by what `run(1)` returns.
    init(name: String, run: @escaping (_ iterations: Int) -> Int, expectedSingleRun: Int) {
        self.name = name
        self.run = run
        self.expectedSingleRun = expectedSingleRun
        iterationDivisor = 1
        expectedResult = nil
        sendUnit = nil
        note = nil
    }

    /// An operation checked on every run, before timing and after each timed run.
    init(name: String, iterationDivisor: Int, sendUnit: SendUnit? = nil, run: @escaping (_ iterations: Int) -> Int,
         expectedResult: @escaping (_ iterations: Int) -> Int, note: (() -> String)? = nil) {
        self.name = name
        self.run = run
        self.iterationDivisor = iterationDivisor
        self.sendUnit = sendUnit
        self.expectedResult = expectedResult
        self.note = note
        expectedSingleRun = expectedResult(1)
    }

    /// The iterations of one timed run when the others run `iterations`.
    public func scaled(_ iterations: Int) -> Int {
        max(1, iterations / iterationDivisor)
    }
}

/// The work one run of an operation does, in units worth comparing with one message send: one
/// hit test visits `count` views, so its row can be read as "a view visited costs k sends".
public struct SendUnit: Sendable {
    /// Units per operation.
    public let count: Int
    /// What one unit is, singular ("view visited").
    public let name: String
}

/// Something went wrong setting up the fixtures.
public struct FixtureError: Error, CustomStringConvertible {
    public let description: String
}

/// The fixtures, made and checked once per process, and the operations over them.
///
/// Everything the loops touch is made here: objects, hooks, the exchange, the two
/// implementations the reset loop alternates between. Making it installs hooks and swizzles into
/// the benchmark classes for good, so make one per process (``shared``).
public final class Fixtures: @unchecked Sendable {
    /// The operations, in table order.
    public let operations: [Operation]

    /// The fixtures of this process, made on first use.
    public static let shared: Result<Fixtures, any Error> = Result { try Fixtures() }

    private init() throws {
        var operations: [Operation] = []

        // Plain sends and the baseline.
        let sendTarget = SendTarget()
        let direct = DirectTarget()
        let stepSelector = SendTarget.step.selector
        // `send` is the like-for-like row with the peer's `[p step:i]`: a typed send with the
        // selector at hand. The entry-point row adds what a Swift caller of a dynamic member pays
        // on top: the vtable call of the `open func` and reading its `static let` selector
        // (`swift_once` on Linux).
        operations.append(Operation(name: "send", run: { loopSendTyped(sendTarget, stepSelector, $0) }, expectedSingleRun: 1))
        operations.append(Operation(name: "send through an entry point",
                                    run: { loopSendEntryPoint(sendTarget, $0) }, expectedSingleRun: 1))
        operations.append(Operation(name: "direct Swift call", run: { loopDirect(direct, $0) }, expectedSingleRun: 1))
        // A one-line dynamic property: one send and the storage each way.
        let dynamicGetTarget = DynamicPropertyTarget(), dynamicSetTarget = DynamicPropertyTarget()
        dynamicGetTarget.value = 1
        operations.append(Operation(name: "@Dynamic property get", run: { loopDynamicGet(dynamicGetTarget, $0) }, expectedSingleRun: 1))
        operations.append(Operation(name: "@Dynamic property set", run: { loopDynamicSet(dynamicSetTarget, $0) }, expectedSingleRun: 1))

        // Seed 001: exchange once, then every send of `original:` runs the replacement, which
        // sends `replacement:` to reach the original.
        let swizzled = SwizzleTarget()
        let swizzleClass = RuntimeClass.of(SwizzleTarget.self)
        guard let originalMethod = class_getInstanceMethod(swizzleClass, SwizzleTarget.original.selector.untyped),
              let replacementMethod = class_getInstanceMethod(swizzleClass, SwizzleTarget.replacement.selector.untyped)
        else { throw FixtureError(description: "SwizzleTarget's methods are missing") }
        try method_exchangeImplementations(originalMethod, replacementMethod)
        guard swizzled.original(1) == 3 else {
            throw FixtureError(description: "the exchange did not take effect: original(1) = \(swizzled.original(1)), expected 3")
        }
        // Like `send`, the like-for-like row is a typed send with the selector at hand (the
        // peer's `[p original:i]`); the entry-point row adds the Swift caller's vtable call.
        let originalSelector = SwizzleTarget.original.selector
        operations.append(Operation(name: "send after exchange (original called)",
                                    run: { loopSendTyped(swizzled, originalSelector, $0) }, expectedSingleRun: 2))
        operations.append(Operation(name: "send after exchange through an entry point",
                                    run: { loopSwizzledEntryPoint(swizzled, $0) }, expectedSingleRun: 2))

        // Hooks with empty bodies; the instead-hooks call the original.
        try ClassHookTarget.hook(ClassHookTarget.before.selector, before: { _, _ in })
        try ClassHookTarget.hook(ClassHookTarget.after.selector, after: { _, _, _ in })
        try ClassHookTarget.hook(ClassHookTarget.instead.selector, instead: { _, x, original in original(x) })
        let classHooked = ClassHookTarget()
        for (selector, entryPoint) in [(ClassHookTarget.before.selector, classHooked.beforeStep),
                                       (ClassHookTarget.after.selector, classHooked.afterStep),
                                       (ClassHookTarget.instead.selector, classHooked.insteadStep)] {
            try Fixtures.checkHookRuns(selector, entryPoint) { try ClassHookTarget.hook(selector, options: .once, before: $0) }
        }

        let instanceHooked = InstanceHookTarget()
        try instanceHooked.hook(InstanceHookTarget.before.selector, before: { _, _ in })
        try instanceHooked.hook(InstanceHookTarget.after.selector, after: { _, _, _ in })
        try instanceHooked.hook(InstanceHookTarget.instead.selector, instead: { _, x, original in original(x) })
        for (selector, entryPoint) in [(InstanceHookTarget.before.selector, instanceHooked.beforeStep),
                                       (InstanceHookTarget.after.selector, instanceHooked.afterStep),
                                       (InstanceHookTarget.instead.selector, instanceHooked.insteadStep)] {
            try Fixtures.checkHookRuns(selector, entryPoint) { try instanceHooked.hook(selector, options: .once, before: $0) }
        }

        operations += [
            Operation(name: "before hook (class)", run: { loopClassBefore(classHooked, $0) }, expectedSingleRun: 1),
            Operation(name: "after hook (class)", run: { loopClassAfter(classHooked, $0) }, expectedSingleRun: 1),
            Operation(name: "instead hook (class)", run: { loopClassInstead(classHooked, $0) }, expectedSingleRun: 1),
            Operation(name: "before hook (instance)", run: { loopInstanceBefore(instanceHooked, $0) }, expectedSingleRun: 1),
            Operation(name: "after hook (instance)", run: { loopInstanceAfter(instanceHooked, $0) }, expectedSingleRun: 1),
            Operation(name: "instead hook (instance)", run: { loopInstanceInstead(instanceHooked, $0) }, expectedSingleRun: 1),
        ]

        // Associated objects: a key object made once, retain-nonatomic, class-instance values.
        operations += try Fixtures.associationOperations()

        // method_setImplementation (alternating two IMPs) and one send, per iteration.
        let resetTarget = ResetTarget()
        guard let resetMethod = class_getInstanceMethod(RuntimeClass.of(ResetTarget.self), ResetTarget.step.selector.untyped) else {
            throw FixtureError(description: "ResetTarget's method is missing")
        }
        let implementations = ResetImplementations(
            first: TypedImplementation<Int, Int> { _, _, x in x &+ 1 },
            second: TypedImplementation<Int, Int> { _, _, x in x &+ 1 })
        operations.append(Operation(name: "swizzle + first send",
                                    run: { loopSwizzleThenSend(resetTarget, resetMethod, implementations, $0) },
                                    expectedSingleRun: 1))

        // Key-value observing and coding, the rows of `peers/kvo_peer.m`.
        operations += try Fixtures.keyValueObservingOperations()

        // Typed observation by key path, the row of `Sources/ObservationPeer`.
        operations += try Fixtures.typedObservationOperations()

        // ControlKit: hit testing, a tap, a layout pass (no peer; also per unit of work in sends).
        operations += try assumingMainActor { try Fixtures.controlKitOperations() }

        // Plugins: the hit-area category at its defaults, a tap with state background colours,
        // installing and uninstalling 100 plugins (no peer; also in sends).
        operations += try assumingMainActor { try Fixtures.pluginOperations() }

        // Graphics: the rows of `peers/cairo_peer.c`.
        operations += try Fixtures.graphicsOperations()
        operations += try assumingMainActor { try Fixtures.renderingOperations() }
        operations += assumingMainActor { Fixtures.scrollingOperations() }
        operations += assumingMainActor { Fixtures.avatarListOperations() }

        // Fill every cache and check every loop once.
        for operation in operations {
            let result = operation.run(1)
            guard result == operation.expectedSingleRun else {
                throw FixtureError(description: "\(operation.name): one run returned \(result), expected \(operation.expectedSingleRun)")
            }
        }
        self.operations = operations
    }

    /// Checks that hooks on `selector` run on the path `entryPoint` takes: `install` adds a
    /// `once` before-hook where the benchmark's hooks are (the class, or the object), which the
    /// send through `entryPoint` runs and so removes again.
    private static func checkHookRuns(_ selector: Selector<Int, Int>, _ entryPoint: (Int) -> Int,
                                      install: (@escaping (RuntimeObject, Int) -> Void) throws -> HookToken) throws {
        nonisolated(unsafe) var ran = false
        let token = try install { _, _ in ran = true }
        _ = entryPoint(0)
        guard ran, !token.isActive else { throw FixtureError(description: "a hook on \(selector) did not run") }
    }
}

/// The two implementations the reset loop alternates between.
final class ResetImplementations: @unchecked Sendable {
    let first: Implementation
    let second: Implementation

    init(first: Implementation, second: Implementation) {
        self.first = first
        self.second = second
    }
}

// MARK: - The loops

@inline(never)
func loopSendEntryPoint(_ target: SendTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.step(i) }
    return sum
}

@inline(never)
func loopDynamicGet(_ target: DynamicPropertyTarget, _ iterations: Int) -> Int {
    var sum = 0
    for _ in 0..<iterations { sum &+= target.value }
    return sum
}

@inline(never)
func loopDynamicSet(_ target: DynamicPropertyTarget, _ iterations: Int) -> Int {
    for i in 0..<iterations { target.value = i &+ 1 }
    return target.value == iterations ? 1 : 0
}

@inline(never)
func loopSendTyped(_ target: RuntimeObject, _ selector: Selector<Int, Int>, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= try! target.send(selector, i) }
    return sum
}

@inline(never)
func loopDirect(_ target: DirectTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.step(i) }
    return sum
}

@inline(never)
func loopSwizzledEntryPoint(_ target: SwizzleTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.original(i) }
    return sum
}

@inline(never)
func loopClassBefore(_ target: ClassHookTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.beforeStep(i) }
    return sum
}

@inline(never)
func loopClassAfter(_ target: ClassHookTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.afterStep(i) }
    return sum
}

@inline(never)
func loopClassInstead(_ target: ClassHookTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.insteadStep(i) }
    return sum
}

@inline(never)
func loopInstanceBefore(_ target: InstanceHookTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.beforeStep(i) }
    return sum
}

@inline(never)
func loopInstanceAfter(_ target: InstanceHookTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.afterStep(i) }
    return sum
}

@inline(never)
func loopInstanceInstead(_ target: InstanceHookTarget, _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations { sum &+= target.insteadStep(i) }
    return sum
}

@inline(never)
func loopSwizzleThenSend(_ target: ResetTarget, _ method: RuntimeMethod, _ implementations: ResetImplementations,
                         _ iterations: Int) -> Int {
    var sum = 0
    for i in 0..<iterations {
        try! method_setImplementation(method, i & 1 == 0 ? implementations.second : implementations.first)
        sum &+= target.step(i)
    }
    return sum
}
