import Foundation
import Synchronization
import Testing
import DynamicRuntime
import SwizzleKitTesting

// A seeded random sequence of runtime operations over a small class tree, checked after every
// step against a plain reference model: dictionaries of own methods and a walk up the
// superclasses, no cache. On a divergence the report names the seed, the step and the operation;
// replay with `SWIZZLEKIT_MODEL_SEED=<seed> swift test --filter ModelBased` (add
// `SWIZZLEKIT_MODEL_TRACE=1` to print every operation).
//
// Receiver types. An implementation may need its receivers to be of a Swift class: the test's
// constants accept any receiver, a hook site's dispatcher needs instances of the Swift type of the
// class the site lives in (a mirror's own type, a dynamic class's superclass's, a per-object hook
// class's object's exact type). Installing an implementation into a class whose Swift type is not
// that type or a subclass of it is refused with `signatureMismatch` (class_addMethod,
// class_replaceMethod, method_setImplementation, both sides of method_exchangeImplementations);
// `object_setClass` onto another object's per-object hook class, or onto any class below one, is
// refused with `invalidClassChange`. So a hook body always gets a receiver of the class it was
// installed through; the model checks that on every send it predicts.
//
// Per-object hook classes stay. An object's per-object hook class is made by its first instance
// hook, and only once the selector is found from its dispatch class: a refused instance hook
// changes nothing. After that, `object_setClass` onto a class that does not descend from it is
// refused with `hookConflict` (checked after the class-change rules), as it would drop the hooks.
//
// Pinned dispatchers. A hook site's dispatcher may always serve its own class's methods. A site
// on a per-object hook class (an instance hook) pins its dispatcher to that class: installing it
// into any method of any other class is refused. A site on any other class (a class hook) only
// keeps its dispatcher from serving the site's own selector elsewhere; under another selector it
// goes wherever the receiver types allow. A refused install throws `hookConflict` and changes
// nothing; the pin is checked after the receiver type (so a change breaking both is a
// `signatureMismatch`) by class_addMethod, class_replaceMethod (replacing or adding),
// method_setImplementation and method_exchangeImplementations (the other's implementation into
// the first method, receiver type then pin, then the first's into the other, before anything
// changes). The pin outlives the site: a dead site's dispatcher left in a method stays pinned.
//
// With the pin no send can reach a dispatcher that is still running further up (its super send
// coming back to it): the model treats such a send as a divergence, never skips it.

@Suite struct ModelBasedTests {
    /// Operations per run: a tenth under a sanitizer, where each costs ten times as much.
    static let operations = Sanitizer.scaled(10_000)
    static let defaultSeed: UInt64 = 0x5EED_0009

    /// The seed from `SWIZZLEKIT_MODEL_SEED` (decimal or 0x-hex), else the default.
    @Test func seedFromEnvironment() throws {
        let text = ProcessInfo.processInfo.environment["SWIZZLEKIT_MODEL_SEED"]
        let seed: UInt64? = if let text { parseSeed(text) } else { Self.defaultSeed }
        ModelRun(seed: try #require(seed, "SWIZZLEKIT_MODEL_SEED=\(text ?? "") is not a number"))
            .execute(operations: Self.operations)
    }

    @Test(arguments: [1, 0xC0FFEE] as [UInt64])
    func fixedSeed(_ seed: UInt64) {
        ModelRun(seed: seed).execute(operations: Self.operations)
    }

    private func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}

// MARK: - The class tree

private class MbRoot: RuntimeObject {}
private class MbA: MbRoot {}
private final class MbB: MbA {}
private final class MbC: MbRoot {}

/// Swift classes by model index, with their superclasses' indices.
private let swiftTypes: [MbRoot.Type] = [MbRoot.self, MbA.self, MbB.self, MbC.self]
private let swiftSuperclasses: [Int?] = [nil, 0, 1, 0]

/// Numbers runs, so runs of one seed in one process use different names.
private let runCounter = Atomic<Int>(0)

// MARK: - A seeded generator

/// SplitMix64: tiny, seeded, the same on every platform.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func percent(_ chance: Int) -> Bool { below(100) < chance }
}

// MARK: - The reference model

/// An implementation as the model sees it.
private enum ModelImp: Hashable {
    /// `TypedImplementation<Int, Int> { _, _, _ in id }`.
    case constant(Int)
    /// A send of the selector starting at the class's superclass, looked up at call time: the
    /// original of a hook site that shadows an inherited method.
    case superSend(fromClass: Int, selector: Int)
    /// A hook site's dispatcher.
    case dispatcher(site: Int)
}

private enum HookKind { case before, instead, after }

/// A before- or after-hook appends `id` to the call log; an instead-hook returns
/// `original(x) &* 31 &+ id`.
private struct ModelHook: Equatable {
    let id: Int
    let kind: HookKind
}

private struct ModelClass {
    var name: String
    let superclass: Int?
    /// The class's Swift type (model index), which every instance of it is an instance of: a
    /// mirror's own, a dynamic class's superclass's, a per-object hook class's object's exact type.
    let swiftBase: Int
    /// For a per-object hook class, the object it was made for; such classes hide from `-class`.
    let hookedObject: Int?
    var methods: [Int: ModelImp] = [:]
    /// Selectors of `methods` in the order they were added (`class_copyMethodList`).
    var order: [Int] = []
    /// Whether the class is gone: a per-object hook class whose object went back to the class
    /// beneath when its last hook was reverted. Operations no longer choose it.
    var isDisposed = false
}

/// The hooks of one selector in one class.
private struct ModelSite {
    let cls: Int
    let selector: Int
    let original: ModelImp
    /// Whether installing added the class's method (reverting removes it) or found it there.
    let addedMethod: Bool
    /// In installation order; empty once the site is dead.
    var hooks: [ModelHook]
}

private struct ModelObject {
    let swiftClass: Int
    var dispatchClass: Int
}

/// What a send returns, with the ids the hooks logged on the way.
private enum SendResult: Equatable, CustomStringConvertible {
    case value(Int, log: [Int])
    case error(RuntimeError.Kind)
    /// A send the test does not make.
    case unanswerable(Unanswerable)

    var description: String {
        switch self {
        case .value(let value, let log): "\(value), log \(log)"
        case .error(let kind): "error \(kind)"
        case .unanswerable(let reason): "\(reason)"
        }
    }
}

/// Why the test does not make a send.
private enum Unanswerable: Error, Equatable {
    /// The implementations would call each other forever (a dispatcher reaching itself through
    /// its site's super send): the runtime would overflow the stack, as Objective-C would.
    /// Receiver types alone did not rule this out (a per-object dispatcher exchanged into a class
    /// above its site of the same exact Swift type); pinned dispatchers do. Reported as a
    /// divergence, never sent.
    case endless
    /// The model's own rules would hand site `site`'s hooks a receiver that is not an instance of
    /// its class's Swift type: the runtime would trap in the hook's typed cast. Reported as a
    /// divergence, never skipped.
    case mistypedReceiver(site: Int)
}

private struct Model {
    struct SiteKey: Hashable {
        let cls: Int
        let selector: Int
    }

    var classes: [ModelClass] = []
    var objects: [ModelObject] = []
    var sites: [ModelSite] = []
    var liveSites: [SiteKey: Int] = [:]
    var tokens: [(site: Int, hook: ModelHook)] = []
    /// Tokens whose hook is still installed.
    var liveTokens: Set<Int> = []
    /// Changes refused by the receiver-type, pin and class-change rules, by rule and operation.
    var refusals: [String: Int] = [:]
    /// Dispatchers the pin let into another class than their site's (class sites, other selectors).
    var dispatchersPlacedElsewhere = 0

    // MARK: Lookup and sends

    /// The class where a walk up from `cls` first finds its own method for `selector`.
    func lookUp(_ selector: Int, from cls: Int?) -> (owner: Int, imp: ModelImp)? {
        var current = cls
        while let index = current {
            if let imp = classes[index].methods[selector] { return (index, imp) }
            current = classes[index].superclass
        }
        return nil
    }

    func isSubclass(_ cls: Int, of ancestor: Int) -> Bool {
        var current: Int? = cls
        while let index = current {
            if index == ancestor { return true }
            current = classes[index].superclass
        }
        return false
    }

    /// `-class`: the dispatch class, skipping per-object hook classes.
    func reportedClass(of object: Int) -> Int {
        var cls = objects[object].dispatchClass
        while classes[cls].hookedObject != nil, let superclass = classes[cls].superclass { cls = superclass }
        return cls
    }

    func perObjectClass(of object: Int) -> Int? {
        var current: Int? = objects[object].dispatchClass
        while let index = current {
            if classes[index].hookedObject == object { return index }
            current = classes[index].superclass
        }
        return nil
    }

    /// The Swift type (model index) an implementation needs its receivers to be; nil for any.
    func receiverType(of imp: ModelImp) -> Int? {
        switch imp {
        case .constant, .superSend: nil
        case .dispatcher(let site): classes[sites[site].cls].swiftBase
        }
    }

    /// Rule 2: throws `signatureMismatch` unless every receiver reaching `cls`'s methods (an
    /// instance of its Swift type) is an instance of what `imp` needs.
    func checkReceivers(of imp: ModelImp, in cls: Int, _ operation: String) throws(RuntimeError) {
        guard let required = receiverType(of: imp), !isSubclass(classes[cls].swiftBase, of: required) else { return }
        throw RuntimeError(.signatureMismatch, "model: rule 2, \(operation)")
    }

    /// The pin: throws `hookConflict` unless `imp` may serve `selector` in `cls`. A dispatcher may
    /// serve anything in its site's class; elsewhere a per-object site's dispatcher nothing, a
    /// class site's any selector but the site's. Returns the refusal's name for the counts.
    func checkPin(of imp: ModelImp, in cls: Int, for selector: Int) -> String? {
        guard case .dispatcher(let id) = imp, cls != sites[id].cls else { return nil }
        if classes[sites[id].cls].hookedObject != nil { return "instance-hook dispatcher outside its per-object class" }
        return selector == sites[id].selector ? "class-hook dispatcher serving its selector in another class" : nil
    }

    /// `checkPlacement`: the receiver type (rule 2, `signatureMismatch`), then the pin
    /// (`hookConflict`), counting a refusal under the rule that made it.
    mutating func checkPlacement(of imp: ModelImp, in cls: Int, for selector: Int, _ operation: String) throws(RuntimeError) {
        do { try checkReceivers(of: imp, in: cls, operation) } catch { refused("rule 2 \(operation)"); throw error }
        if let pin = checkPin(of: imp, in: cls, for: selector) {
            refused("pin \(operation): \(pin)")
            throw RuntimeError(.hookConflict, "model: pin, \(operation)")
        }
    }

    /// Counts an install the checks let through that put a dispatcher outside its site's class.
    mutating func placed(_ imp: ModelImp, in cls: Int) {
        if case .dispatcher(let id) = imp, cls != sites[id].cls { dispatchersPlacedElsewhere += 1 }
    }

    mutating func refused(_ rule: String) {
        refusals[rule, default: 0] += 1
    }

    /// The Swift type `cls` had before per-object classes took their object's exact type: that of
    /// the mirror it descends from.
    func mirrorSwiftBase(of cls: Int) -> Int {
        var current = cls
        while classes[current].swiftBase != current, let superclass = classes[current].superclass { current = superclass }
        return classes[current].swiftBase
    }

    var liveHookCount: Int {
        liveSites.values.reduce(0) { $0 + sites[$1].hooks.count }
    }

    /// Live sites whose method no longer holds their dispatcher (a raw swizzle sits over them),
    /// in a fixed order.
    var sitesUnderSwizzles: [Int] {
        liveSites.values.filter { classes[sites[$0].cls].methods[sites[$0].selector] != .dispatcher(site: $0) }.sorted()
    }

    func send(_ selector: Int, to object: Int) -> SendResult {
        guard let found = lookUp(selector, from: objects[object].dispatchClass) else { return .error(.unrecognizedSelector) }
        var log: [Int] = []
        var active: [ModelImp] = []
        do {
            return .value(try call(found.imp, receiverClass: objects[object].swiftClass, log: &log, active: &active), log: log)
        } catch {
            return .unanswerable(error)
        }
    }

    /// Runs `imp` for a receiver of Swift class `receiverClass`. Nothing a call does changes the
    /// model, so meeting an implementation that is still running further up means the calls
    /// never end.
    private func call(_ imp: ModelImp, receiverClass: Int, log: inout [Int],
                      active: inout [ModelImp]) throws(Unanswerable) -> Int {
        guard !active.contains(imp) else { throw .endless }
        active.append(imp)
        defer { active.removeLast() }
        switch imp {
        case .constant(let id):
            return id
        case .superSend(let cls, let selector):
            // The site's class inherited the selector when the site was made, and methods are
            // only ever removed to uncover an inherited one, so the walk always finds one.
            let found = lookUp(selector, from: classes[cls].superclass)!
            return try call(found.imp, receiverClass: receiverClass, log: &log, active: &active)
        case .dispatcher(let id):
            // The receiver-type rules keep every receiver of a dispatcher an instance of its
            // site's Swift type; if the model ever breaks that, say so rather than send.
            guard isSubclass(receiverClass, of: classes[sites[id].cls].swiftBase) else { throw .mistypedReceiver(site: id) }
            let hooks = sites[id].hooks
            for hook in hooks where hook.kind == .before { log.append(hook.id) }
            var result = try call(sites[id].original, receiverClass: receiverClass, log: &log, active: &active)
            for hook in hooks where hook.kind == .instead { result = result &* 31 &+ hook.id }
            for hook in hooks where hook.kind == .after { log.append(hook.id) }
            return result
        }
    }

    // MARK: Method lists

    /// `class_addMethod`: false, changing nothing, when the class has its own method already
    /// (checked before the receiver type and the pin).
    mutating func addMethod(_ selector: Int, _ imp: ModelImp, to cls: Int) throws(RuntimeError) -> Bool {
        guard classes[cls].methods[selector] == nil else { return false }
        try checkPlacement(of: imp, in: cls, for: selector, "class_addMethod")
        placed(imp, in: cls)
        classes[cls].methods[selector] = imp
        classes[cls].order.append(selector)
        return true
    }

    /// `class_replaceMethod`, replacing or adding.
    mutating func replaceMethod(_ selector: Int, _ imp: ModelImp, in cls: Int) throws(RuntimeError) -> ModelImp? {
        let replacing = classes[cls].methods[selector] != nil
        try checkPlacement(of: imp, in: cls, for: selector, "class_replaceMethod (\(replacing ? "replacing" : "adding"))")
        placed(imp, in: cls)
        if let previous = classes[cls].methods[selector] {
            classes[cls].methods[selector] = imp
            return previous
        }
        classes[cls].methods[selector] = imp
        classes[cls].order.append(selector)
        return nil
    }

    /// `method_setImplementation` on `owner`'s method: returns the previous implementation.
    mutating func setImplementation(_ selector: Int, in owner: Int, to imp: ModelImp) throws(RuntimeError) -> ModelImp {
        try checkPlacement(of: imp, in: owner, for: selector, "method_setImplementation")
        placed(imp, in: owner)
        let previous = classes[owner].methods[selector]!
        classes[owner].methods[selector] = imp
        return previous
    }

    /// `method_exchangeImplementations`: both directions checked before anything changes, the
    /// other's implementation into this method first (the signatures always match here).
    mutating func exchange(_ selector: Int, in owner: Int, with otherSelector: Int, in otherOwner: Int) throws(RuntimeError) {
        let mine = classes[owner].methods[selector]!, theirs = classes[otherOwner].methods[otherSelector]!
        try checkPlacement(of: theirs, in: owner, for: selector, "method_exchangeImplementations (the other's into the first)")
        try checkPlacement(of: mine, in: otherOwner, for: otherSelector, "method_exchangeImplementations (the first's into the other)")
        placed(theirs, in: owner)
        placed(mine, in: otherOwner)
        classes[owner].methods[selector] = theirs
        classes[otherOwner].methods[otherSelector] = mine
    }

    // MARK: Classes and objects

    /// A dynamic class: its superclass's Swift type, or for a per-object hook class its object's.
    mutating func addClass(_ name: String, superclass: Int, hookedObject: Int? = nil) -> Int {
        let swiftBase = hookedObject.map { objects[$0].swiftClass } ?? classes[superclass].swiftBase
        classes.append(ModelClass(name: name, superclass: superclass, swiftBase: swiftBase, hookedObject: hookedObject))
        return classes.count - 1
    }

    /// `object_setClass`: returns the old class.
    mutating func setClass(of object: Int, to cls: Int) throws(RuntimeError) -> Int {
        let old = objects[object].dispatchClass
        // Rule 3: never onto another object's per-object hook class, nor onto any class below one
        // (checked first, walking up from `cls`).
        var ancestor: Int? = cls
        while let current = ancestor {
            if let owner = classes[current].hookedObject, owner != object {
                refused(current == cls ? "rule 3 object_setClass onto another object's per-object class"
                                       : "rule 3 object_setClass onto a class below another object's per-object class")
                throw RuntimeError(.invalidClassChange, "model: rule 3")
            }
            ancestor = classes[current].superclass
        }
        guard isSubclass(objects[object].swiftClass, of: classes[cls].swiftBase) else {
            // Counted when only the exact Swift type of per-object classes refuses it (`cls` is one,
            // or a dynamic class allocated under one). Only another object's per-object class can
            // have an exact type the object lacks, and the walk above refuses those first, so this
            // should stay at zero.
            if isSubclass(objects[object].swiftClass, of: mirrorSwiftBase(of: cls)) {
                refused("rule 3 object_setClass refused by a per-object class's exact Swift type")
            }
            throw RuntimeError(.invalidClassChange, "model")
        }
        if let own = perObjectClass(of: object), !isSubclass(cls, of: own) {
            refused("object_setClass off the object's own per-object class")
            throw RuntimeError(.hookConflict, "model: per-object class")
        }
        objects[object].dispatchClass = cls
        return old
    }

    /// The object's per-object hook class, made under its dispatch class if it has none and that
    /// class answers `selector` (else nothing changes).
    mutating func makePerObjectClass(of object: Int, for selector: Int) throws(RuntimeError) -> Int {
        if let existing = perObjectClass(of: object) { return existing }
        guard lookUp(selector, from: objects[object].dispatchClass) != nil else { throw RuntimeError(.unrecognizedSelector, "model") }
        let cls = addClass("(per-object class of object#\(object))", superclass: objects[object].dispatchClass,
                           hookedObject: object)
        objects[object].dispatchClass = cls
        return cls
    }

    // MARK: Hooks

    mutating func install(_ hook: ModelHook, for selector: Int, in cls: Int) throws(RuntimeError) {
        let key = SiteKey(cls: cls, selector: selector)
        let site: Int
        if let live = liveSites[key] {
            guard classes[cls].methods[selector] == .dispatcher(site: live) else {
                throw RuntimeError(.hookConflict, "model")
            }
            site = live
        } else {
            guard let found = lookUp(selector, from: cls) else { throw RuntimeError(.unrecognizedSelector, "model") }
            site = sites.count
            let inherited = found.owner != cls
            sites.append(ModelSite(cls: cls, selector: selector,
                                   original: inherited ? .superSend(fromClass: cls, selector: selector) : found.imp,
                                   addedMethod: inherited, hooks: []))
            // Added over an inherited method, or replacing the own one. The dispatcher needs this
            // class's Swift type, which the class has: never refused.
            if inherited { classes[cls].order.append(selector) }
            classes[cls].methods[selector] = .dispatcher(site: site)
            liveSites[key] = site
        }
        sites[site].hooks.append(hook)
        tokens.append((site, hook))
        liveTokens.insert(tokens.count - 1)
    }

    mutating func revert(token: Int) throws(RuntimeError) {
        guard liveTokens.contains(token) else { return }
        let (id, hook) = tokens[token]
        let site = sites[id]
        guard classes[site.cls].methods[site.selector] == .dispatcher(site: id) else {
            throw RuntimeError(.revertConflict, "model")
        }
        sites[id].hooks.removeAll { $0 == hook }
        liveTokens.remove(token)
        guard sites[id].hooks.isEmpty else { return }
        if site.addedMethod {
            classes[site.cls].methods[site.selector] = nil
            classes[site.cls].order.removeAll { $0 == site.selector }
        } else {
            classes[site.cls].methods[site.selector] = site.original
        }
        liveSites[SiteKey(cls: site.cls, selector: site.selector)] = nil
        // A per-object class left with no method of its own and no subclass goes, its object back
        // on the class beneath.
        if let object = classes[site.cls].hookedObject, classes[site.cls].methods.isEmpty,
           objects[object].dispatchClass == site.cls,
           !classes.contains(where: { $0.superclass == site.cls && !$0.isDisposed }) {
            objects[object].dispatchClass = classes[site.cls].superclass!
            classes[site.cls].isDisposed = true
        }
    }
}

// MARK: - Operations

/// Where a new implementation comes from: a fresh constant, the current implementation of the
/// method a class reaches (possibly a dispatcher), or a site's dispatcher (to undo a swizzle).
private enum ImpSource {
    case fresh(Int)
    case copy(cls: Int, selector: Int)
    case dispatcher(site: Int)
}

private enum Operation {
    case add(cls: Int, selector: Int, imp: ImpSource)
    case replace(cls: Int, selector: Int, imp: ImpSource)
    case exchange(cls: Int, selector: Int, otherClass: Int, otherSelector: Int)
    case setImplementation(cls: Int, selector: Int, imp: ImpSource)
    case allocateClass(superclass: Int, name: String)
    case setClass(object: Int, cls: Int)
    case classHook(swiftClass: Int, selector: Int, hook: ModelHook)
    case instanceHook(object: Int, selector: Int, hook: ModelHook)
    case revert(token: Int)
    /// Only the sends every step checks.
    case send
}

private struct Divergence: Error {
    let message: String
}

/// What a hook is installed on: a Swift class (a class hook) or one object.
private enum HookTarget {
    case swiftClass(MbRoot.Type)
    case object(MbRoot)
}

/// Collects what hooks log during a send.
private final class CallLog {
    var entries: [Int] = []
}

// MARK: - One run: the real runtime and the model, side by side

private final class ModelRun {
    let seed: UInt64
    let prefix: String
    var rng: SplitMix64
    var model = Model()

    /// The real runtime, index for index with the model.
    let selectors: [Selector<Int, Int>]
    let selectorIndex: [AnySelector: Int]
    var classes: [RuntimeClass]
    let objects: [MbRoot] = [MbRoot(), MbRoot(), MbA(), MbA(), MbB(), MbB(), MbC(), MbC()]
    var tokens: [HookToken] = []
    /// Implementations the test made (constants) or met (each site's dispatcher), by identity.
    var known: [ObjectIdentifier: ModelImp] = [:]
    /// Each site's dispatcher, by site.
    var dispatchers: [Int: Implementation] = [:]
    /// Keeps every constant alive, so identities are never reused.
    var constants: [TypedImplementation<Int, Int>] = []
    let log = CallLog()

    var nextID = 1
    let maximumClasses = 32
    var recent: [String] = []
    var outcomes: [String: Int] = [:]
    var sendsChecked = 0

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(state: seed)
        let prefix = "mb\(seed)r\(runCounter.wrappingAdd(1, ordering: .relaxed).newValue)"
        self.prefix = prefix
        selectors = (0..<4).map { Selector<Int, Int>("\(prefix)_s\($0):") }
        selectorIndex = Dictionary(uniqueKeysWithValues: selectors.enumerated().map { ($1.untyped, $0) })
        classes = swiftTypes.map(RuntimeClass.of)
        for (index, cls) in classes.enumerated() {
            model.classes.append(ModelClass(name: cls.name, superclass: swiftSuperclasses[index], swiftBase: index,
                                            hookedObject: nil))
        }
        model.objects = objects.map { object in
            let swiftClass = swiftTypes.firstIndex { $0 == type(of: object) }!
            return ModelObject(swiftClass: swiftClass, dispatchClass: swiftClass)
        }
    }

    // MARK: Running

    func execute(operations: Int) {
        let trace = ProcessInfo.processInfo.environment["SWIZZLEKIT_MODEL_TRACE"] != nil
        // Base methods: some selectors on some Swift classes.
        var setup: [Operation] = []
        for cls in swiftTypes.indices {
            for selector in selectors.indices where rng.percent(40) {
                setup.append(.add(cls: cls, selector: selector, imp: .fresh(newID())))
            }
        }
        let start = ContinuousClock.now
        let total = setup.count + operations
        for step in 1...total {
            let operation = step <= setup.count ? setup[step - 1] : nextOperation()
            let text = describe(operation)
            recent = recent.suffix(9) + ["step \(step): \(text)"]
            if trace { print("model seed \(seed) step \(step): \(text)") }
            do {
                try perform(operation, step: step)
            } catch {
                let report = """
                    model-based test diverged: seed \(seed), step \(step) of \(total), operation \(text)
                      \(error.message)
                      replay: SWIZZLEKIT_MODEL_SEED=\(seed) swift test --filter ModelBased (SWIZZLEKIT_MODEL_TRACE=1 prints every step)
                      last operations:
                        \(recent.joined(separator: "\n    "))
                    """
                print(report)
                Issue.record("\(report)")
                return
            }
        }
        let summary = outcomes.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
        let refusals = model.refusals.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
        print("model seed \(seed): \(total) operations, \(sendsChecked) sends checked, \(classes.count) classes, \(ContinuousClock.now - start); \(summary)")
        print("model seed \(seed): refused by the receiver-type, pin and class-change rules: \(refusals.isEmpty ? "none" : refusals); \(model.dispatchersPlacedElsewhere) dispatchers let into another class under another selector")
    }

    func perform(_ operation: Operation, step: Int) throws(Divergence) {
        let firstNewSite = model.sites.count
        let actual = describe(actualResult(of: operation))
        let expected = describe(expectedResult(of: operation))
        try expect(actual == expected, "returned \(actual), the model expects \(expected)")
        let kind = String(describing: operation).prefix { $0 != "(" }
        outcomes["\(kind) \(actual.hasPrefix("error") ? actual : "ok")", default: 0] += 1
        try adoptNewClasses()
        try adoptDispatchers(ofSitesFrom: firstNewSite)
        try check(argument: step)
    }

    // MARK: Choosing operations

    func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    func nextOperation() -> Operation {
        let live = model.classes.indices.filter { !model.classes[$0].isDisposed }
        func cls() -> Int { live[rng.below(live.count)] }
        func selector() -> Int { rng.below(selectors.count) }
        func object() -> Int { rng.below(objects.count) }
        func source() -> ImpSource { rng.percent(60) ? .fresh(newID()) : .copy(cls: cls(), selector: selector()) }
        func hook() -> ModelHook {
            ModelHook(id: newID(), kind: [.before, .before, .instead, .instead, .after][rng.below(5)])
        }
        switch rng.below(100) {
        // A copied implementation may be a dispatcher, so class_addMethod meets the pin too.
        case ..<10: return .add(cls: cls(), selector: selector(), imp: source())
        case ..<17: return .replace(cls: cls(), selector: selector(), imp: source())
        case ..<25: return .exchange(cls: cls(), selector: selector(), otherClass: cls(), otherSelector: selector())
        case ..<33: return .setImplementation(cls: cls(), selector: selector(), imp: source())
        case ..<38:
            // Undo a swizzle over a hook by putting the dispatcher back, as a user would.
            let swizzled = model.sitesUnderSwizzles
            guard !swizzled.isEmpty else { return .send }
            let site = swizzled[rng.below(swizzled.count)]
            return .setImplementation(cls: model.sites[site].cls, selector: model.sites[site].selector, imp: .dispatcher(site: site))
        case ..<41:
            guard model.classes.count < maximumClasses else { return .send }
            return .allocateClass(superclass: cls(), name: "\(prefix)_D\(newID())")
        case ..<49: return .setClass(object: object(), cls: cls())
        case ..<73 where model.liveHookCount >= 30:
            return .send  // keep call logs short
        case ..<63:
            let swiftClass = rng.below(swiftTypes.count)
            return .classHook(swiftClass: swiftClass, selector: selector(), hook: hook())
        case ..<73:
            let target = object()
            guard model.classes.count < maximumClasses || model.perObjectClass(of: target) != nil else { return .send }
            return .instanceHook(object: target, selector: selector(), hook: hook())
        case ..<92:
            guard !model.tokens.isEmpty else { return .send }
            let liveTokens = model.liveTokens.sorted()
            return .revert(token: rng.percent(80) && !liveTokens.isEmpty
                ? liveTokens[rng.below(liveTokens.count)] : rng.below(model.tokens.count))
        default: return .send
        }
    }

    // MARK: Applying an operation to the real runtime and to the model

    func constant(_ id: Int) -> TypedImplementation<Int, Int> {
        let imp = TypedImplementation<Int, Int> { _, _, _ in id }
        constants.append(imp)
        known[ObjectIdentifier(imp)] = .constant(id)
        return imp
    }

    func realImplementation(_ source: ImpSource) -> Implementation? {
        switch source {
        case .fresh(let id): constant(id)
        case .copy(let cls, let selector): class_getInstanceMethod(classes[cls], selectors[selector].untyped).map(method_getImplementation)
        case .dispatcher(let site): dispatchers[site]
        }
    }

    func actualResult(of operation: Operation) -> Result<String, RuntimeError> {
        Result { () throws(RuntimeError) -> String in
            switch operation {
            case .add(let cls, let selector, let source):
                guard let imp = realImplementation(source) else { return "no source method" }
                return "\(try class_addMethod(classes[cls], selectors[selector].untyped, imp, imp.signature.description))"
            case .replace(let cls, let selector, let source):
                guard let imp = realImplementation(source) else { return "no source method" }
                return name(of: try class_replaceMethod(classes[cls], selectors[selector].untyped, imp, imp.signature.description))
            case .exchange(let cls, let selector, let otherClass, let otherSelector):
                guard let method = class_getInstanceMethod(classes[cls], selectors[selector].untyped),
                      let other = class_getInstanceMethod(classes[otherClass], selectors[otherSelector].untyped)
                else { return "no method" }
                try method_exchangeImplementations(method, other)
                return "exchanged \(method) and \(other)"
            case .setImplementation(let cls, let selector, let source):
                guard let method = class_getInstanceMethod(classes[cls], selectors[selector].untyped) else { return "no method" }
                guard let imp = realImplementation(source) else { return "no source method" }
                return "\(method) was \(name(of: try method_setImplementation(method, imp)))"
            case .allocateClass(let superclass, let name):
                let cls = try objc_allocateClassPair(classes[superclass], name)
                try objc_registerClassPair(cls)
                classes.append(cls)
                return "\(cls.name) under \(cls.superclass?.name ?? "nil")"
            case .setClass(let object, let cls):
                return "was \(try object_setClass(objects[object], classes[cls]).name)"
            case .classHook(let swiftClass, let selector, let hook):
                tokens.append(try install(hook, selectors[selector], on: .swiftClass(swiftTypes[swiftClass])))
                return "installed"
            case .instanceHook(let object, let selector, let hook):
                tokens.append(try install(hook, selectors[selector], on: .object(objects[object])))
                return "installed"
            case .revert(let token):
                try tokens[token].revert()
                return "reverted"
            case .send:
                return "-"
            }
        }
    }

    func expectedResult(of operation: Operation) -> Result<String, RuntimeError> {
        func imp(_ source: ImpSource) -> ModelImp? {
            switch source {
            case .fresh(let id): .constant(id)
            case .copy(let cls, let selector): model.lookUp(selector, from: cls)?.imp
            case .dispatcher(let site): .dispatcher(site: site)
            }
        }
        return Result { () throws(RuntimeError) -> String in
            switch operation {
            case .add(let cls, let selector, let source):
                guard let imp = imp(source) else { return "no source method" }
                return "\(try model.addMethod(selector, imp, to: cls))"
            case .replace(let cls, let selector, let source):
                guard let imp = imp(source) else { return "no source method" }
                return name(of: try model.replaceMethod(selector, imp, in: cls))
            case .exchange(let cls, let selector, let otherClass, let otherSelector):
                guard let method = model.lookUp(selector, from: cls),
                      let other = model.lookUp(otherSelector, from: otherClass) else { return "no method" }
                try model.exchange(selector, in: method.owner, with: otherSelector, in: other.owner)
                return "exchanged \(methodName(method.owner, selector)) and \(methodName(other.owner, otherSelector))"
            case .setImplementation(let cls, let selector, let source):
                guard let method = model.lookUp(selector, from: cls) else { return "no method" }
                guard let imp = imp(source) else { return "no source method" }
                return "\(methodName(method.owner, selector)) was \(name(of: try model.setImplementation(selector, in: method.owner, to: imp)))"
            case .allocateClass(let superclass, let name):
                _ = model.addClass(name, superclass: superclass)
                return "\(name) under \(model.classes[superclass].name)"
            case .setClass(let object, let cls):
                return "was \(model.classes[try model.setClass(of: object, to: cls)].name)"
            case .classHook(let swiftClass, let selector, let hook):
                try model.install(hook, for: selector, in: swiftClass)
                return "installed"
            case .instanceHook(let object, let selector, let hook):
                try model.install(hook, for: selector, in: model.makePerObjectClass(of: object, for: selector))
                return "installed"
            case .revert(let token):
                try model.revert(token: token)
                return "reverted"
            case .send:
                return "-"
            }
        }
    }

    func install(_ hook: ModelHook, _ selector: Selector<Int, Int>, on target: HookTarget) throws(RuntimeError) -> HookToken {
        let log = log, id = hook.id
        let before: (MbRoot, Int) -> Void = { _, _ in log.entries.append(id) }
        let after: (MbRoot, Int, Int) -> Void = { _, _, _ in log.entries.append(id) }
        let instead: (MbRoot, Int, Original<Int, Int>) -> Int = { _, x, original in original(x) &* 31 &+ id }
        switch (hook.kind, target) {
        case (.before, .swiftClass(let type)): return try type.hook(selector, before: before)
        case (.instead, .swiftClass(let type)): return try type.hook(selector, instead: instead)
        case (.after, .swiftClass(let type)): return try type.hook(selector, after: after)
        case (.before, .object(let object)): return try object.hook(selector, before: before)
        case (.instead, .object(let object)): return try object.hook(selector, instead: instead)
        case (.after, .object(let object)): return try object.hook(selector, after: after)
        }
    }

    // MARK: Learning what the model cannot name in advance

    /// Per-object classes the model made in this step: the real one must be new, hidden and under
    /// the right class; its name comes from the runtime.
    func adoptNewClasses() throws(Divergence) {
        for index in classes.count..<model.classes.count {
            let expected = model.classes[index]
            let object = expected.hookedObject!
            let actual = object_getClass(objects[object])
            try expect(!classes.contains { $0 === actual } && actual.isHiddenFromClassQuery
                       && actual.superclass === classes[expected.superclass!],
                       "object#\(object) should have a new hidden per-object class under \(model.classes[expected.superclass!].name), has \(actual.name) under \(actual.superclass?.name ?? "nil")")
            model.classes[index].name = actual.name
            classes.append(actual)
        }
    }

    /// A new site's method must hold an implementation never seen before: its dispatcher.
    func adoptDispatchers(ofSitesFrom first: Int) throws(Divergence) {
        for id in first..<model.sites.count {
            let site = model.sites[id]
            let imp = class_getInstanceMethod(classes[site.cls], selectors[site.selector].untyped).map(method_getImplementation)
            try expect(imp.map { known[ObjectIdentifier($0)] == nil } ?? false,
                       "after hooking \(methodName(site.cls, site.selector)) its method holds \(name(of: imp)), not a new dispatcher")
            known[ObjectIdentifier(imp!)] = .dispatcher(site: id)
            dispatchers[id] = imp
        }
    }

    // MARK: Checking the whole state

    func check(argument: Int) throws(Divergence) {
        for (index, object) in objects.enumerated() {
            let dispatchClass = model.objects[index].dispatchClass
            try expect(object_getClass(object) === classes[dispatchClass],
                       "object_getClass(object#\(index)) is \(object_getClass(object).name), the model expects \(model.classes[dispatchClass].name)")
            let reported = model.reportedClass(of: index)
            try expect(object.reportedClass === classes[reported],
                       "object#\(index).reportedClass is \(object.reportedClass.name), the model expects \(model.classes[reported].name)")
            for selector in selectors.indices {
                let expected = model.send(selector, to: index)
                switch expected {
                case .unanswerable(.endless):
                    throw Divergence(message: """
                        the model's rules would let sending \(selectors[selector].name) to object#\(index) (dispatch class \
                        \(model.classes[dispatchClass].name)) recurse forever (a dispatcher reaching itself through its super \
                        send), which pinned dispatchers should rule out: the send is not made
                        """)
                case .unanswerable(.mistypedReceiver(let site)):
                    throw Divergence(message: """
                        the model's rules would hand the hooks of site#\(site) (\(methodName(model.sites[site].cls, model.sites[site].selector)), \
                        Swift type \(model.classes[model.classes[model.sites[site].cls].swiftBase].name)) object#\(index), an \
                        \(model.classes[model.objects[index].swiftClass].name), sending \(selectors[selector].name) \
                        (dispatch class \(model.classes[dispatchClass].name)): the runtime would trap, so the send is not made
                        """)
                case .value, .error:
                    break
                }
                log.entries.removeAll(keepingCapacity: true)
                let actual: SendResult
                do throws(RuntimeError) {
                    actual = .value(try object.send(selectors[selector], argument), log: log.entries)
                } catch {
                    actual = .error(error.kind)
                }
                sendsChecked += 1
                try expect(actual == expected,
                           "sending \(selectors[selector].name) to object#\(index) (dispatch class \(model.classes[dispatchClass].name)) gives \(actual), the model expects \(expected)")
            }
        }
        for (index, cls) in classes.enumerated() {
            let modelClass = model.classes[index]
            let methods = class_copyMethodList(cls)
            var matches = true
            var position = 0
            for method in methods {
                guard let selector = selectorIndex[method.selector] else { continue }  // another run's
                matches = matches && position < modelClass.order.count && modelClass.order[position] == selector
                    && known[ObjectIdentifier(method.implementation)] == modelClass.methods[selector]
                position += 1
            }
            try expect(matches && position == modelClass.order.count, """
                class_copyMethodList(\(cls.name)) is [\(methods.filter { selectorIndex[$0.selector] != nil }
                    .map { "\($0.selector) \(name(of: $0.implementation))" }.joined(separator: ", "))], \
                the model expects [\(modelClass.order.map { "\(selectors[$0].name) \(name(of: modelClass.methods[$0]))" }.joined(separator: ", "))]
                """)
        }
    }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(Divergence) {
        if !condition { throw Divergence(message: message()) }
    }

    // MARK: Names

    func methodName(_ cls: Int, _ selector: Int) -> String {
        "-[\(model.classes[cls].name) \(selectors[selector].name)]"
    }

    func name(of imp: ModelImp?) -> String {
        switch imp {
        case nil: "nil"
        case .constant(let id): "imp#\(id)"
        case .superSend(let cls, let selector): "super send of \(selectors[selector].name) from \(model.classes[cls].name)"
        case .dispatcher(let site): "dispatcher of site#\(site) (\(methodName(model.sites[site].cls, model.sites[site].selector)))"
        }
    }

    func name(of imp: Implementation?) -> String {
        guard let imp else { return "nil" }
        return known[ObjectIdentifier(imp)].map(name(of:)) ?? "an unknown implementation"
    }

    func describe(_ result: Result<String, RuntimeError>) -> String {
        switch result {
        case .success(let text): text
        case .failure(let error): "error \(error.kind)"
        }
    }

    func describe(_ operation: Operation) -> String {
        func cls(_ index: Int) -> String { model.classes[index].name }
        func sel(_ index: Int) -> String { selectors[index].name }
        func source(_ imp: ImpSource) -> String {
            switch imp {
            case .fresh(let id): "imp#\(id)"
            case .copy(let from, let selector): "method_getImplementation(class_getInstanceMethod(\(cls(from)), \(sel(selector))))"
            case .dispatcher(let site): name(of: .dispatcher(site: site))
            }
        }
        func hook(_ hook: ModelHook) -> String { "\(hook.kind): hook#\(hook.id)" }
        switch operation {
        case .add(let c, let s, let imp): return "class_addMethod(\(cls(c)), \(sel(s)), \(source(imp)))"
        case .replace(let c, let s, let imp): return "class_replaceMethod(\(cls(c)), \(sel(s)), \(source(imp)))"
        case .exchange(let c, let s, let d, let t):
            return "method_exchangeImplementations(class_getInstanceMethod(\(cls(c)), \(sel(s))), class_getInstanceMethod(\(cls(d)), \(sel(t))))"
        case .setImplementation(let c, let s, let imp):
            return "method_setImplementation(class_getInstanceMethod(\(cls(c)), \(sel(s))), \(source(imp)))"
        case .allocateClass(let c, let name): return "objc_allocateClassPair(\(cls(c)), \"\(name)\") + objc_registerClassPair"
        case .setClass(let o, let c): return "object_setClass(object#\(o) (now \(cls(model.objects[o].dispatchClass))), \(cls(c)))"
        case .classHook(let c, let s, let h): return "\(cls(c)).hook(\(sel(s)), \(hook(h)))"
        case .instanceHook(let o, let s, let h): return "object#\(o).hook(\(sel(s)), \(hook(h))) (object_getClass: \(cls(model.objects[o].dispatchClass)))"
        case .revert(let t):
            let (site, h) = model.tokens[t]
            return "token#\(t).revert() (\(hook(h)) on \(methodName(model.sites[site].cls, model.sites[site].selector)))"
        case .send: return "sends only"
        }
    }
}
