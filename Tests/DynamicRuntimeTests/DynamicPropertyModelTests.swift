import DynamicRuntime
import SwizzleKitTesting
import Testing

// Classes of this file's own: tests run in parallel, and a class hook changes every instance.
private class ModelBase: RuntimeObject {
    var didSetCount = 0
    @Dynamic var value: Int = 0 { didSet { didSetCount += 1 } }
    @Dynamic var flag: Bool = false
}

private class ModelSub: ModelBase {
    @Dynamic var name: String = ""
}

private class ModelGeneric<Tag>: ModelBase {
    @Dynamic var extra: Int = 0
}

/// Random gets and sets from Swift and through the runtime, on objects of a class, its
/// subclass and a generic subclass, while class and per-object hooks on the accessors come and
/// go: every read must answer what the model says, and `didSet` must run once per set on every
/// route. Accesses skip the send while nothing replaces the accessors, and must stop skipping
/// the moment something does.
@Suite("@Dynamic against a model", .serialized)
struct DynamicPropertyModelTests {
    /// What the model knows of one object.
    private struct ObjectState {
        var value = 0, flag = false, name = "", extra = 0, didSets = 0
        var objectSetterHook: HookToken?
    }

    @Test("gets and sets by every route match the model while hooks come and go", arguments: [1, 2, 3, 2026] as [UInt64])
    func randomOperations(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let objects: [ModelBase] = [ModelBase(), ModelSub(), ModelGeneric<Int>(), ModelSub()]
        var states = Array(repeating: ObjectState(), count: objects.count)
        // The setter's observers are learned from a Swift set: from then on every route runs them.
        objects[0].value = 0
        states[0].didSets = 1
        var setterHook: HookToken?, getterHook: HookToken?, flagHook: HookToken?

        for step in 0 ..< 400 {
            let index = Int.random(in: 0 ..< objects.count, using: &random)
            let object = objects[index]
            let number = Int.random(in: -1_000 ... 1_000, using: &random)
            // What a set of `number` stores, through the hooks that double or negate it.
            var stored = number
            if states[index].objectSetterHook != nil { stored = -stored }
            if setterHook != nil { stored *= 2 }
            let context = Comment(rawValue: "seed \(seed), step \(step), object \(index)")
            switch Int.random(in: 0 ..< 11, using: &random) {
            case 0, 1:
                object.value = number
                states[index].value = stored
                states[index].didSets += 1
            case 2:
                try object.send(Selector<Int, Void>("setValue:"), number)
                states[index].value = stored
                states[index].didSets += 1
            case 3:
                let flag = number > 0
                object.flag = flag
                states[index].flag = flagHook == nil ? flag : !flag
            case 4:
                if let sub = object as? ModelSub {
                    sub.name = "n\(number)"
                    states[index].name = "n\(number)"
                } else if let generic = object as? ModelGeneric<Int> {
                    generic.extra = number
                    states[index].extra = number
                }
            case 5:
                if let token = setterHook { try token.revert(); setterHook = nil } else {
                    setterHook = try ModelBase.hook(Selector<Int, Void>("setValue:"), instead: { _, value, original in original(value * 2) })
                }
            case 6:
                if let token = getterHook { try token.revert(); getterHook = nil } else {
                    getterHook = try ModelBase.hook(Selector<(), Int>("value"), instead: { _, _, original in original(()) + 1_000_000 })
                }
            case 7:
                if let token = flagHook { try token.revert(); flagHook = nil } else {
                    flagHook = try ModelBase.hook(Selector<Bool, Void>("setFlag:"), instead: { _, flag, original in original(!flag) })
                }
            case 8:
                if let token = states[index].objectSetterHook { try token.revert(); states[index].objectSetterHook = nil } else {
                    states[index].objectSetterHook = try object.hook(Selector<Int, Void>("setValue:"), instead: { _, value, original in
                        original(-value)
                    })
                }
            default:
                break
            }
            // Every object, by Swift and by a send.
            for (checked, state) in zip(objects, states) {
                let expected = state.value + (getterHook == nil ? 0 : 1_000_000)
                #expect(checked.value == expected, context)
                #expect(try checked.send(Selector<(), Int>("value"), ()) == expected, context)
                #expect(checked.flag == state.flag, context)
                #expect(checked.didSetCount == state.didSets, context)
                if let sub = checked as? ModelSub { #expect(sub.name == state.name, context) }
                if let generic = checked as? ModelGeneric<Int> { #expect(generic.extra == state.extra, context) }
            }
        }
        for token in [setterHook, getterHook, flagHook] + states.map(\.objectSetterHook) { try token?.revert() }
    }

    @Test("a subclass's table holds its superclass's fields and its own, and a generic subclass's too")
    func inheritedFields() throws {
        let sub = ModelSub()
        try sub.send(Selector<String, Void>("setName:"), "sent")
        try sub.send(Selector<Int, Void>("setValue:"), 7)
        #expect(sub.name == "sent")
        #expect(sub.value == 7)
        let generic = ModelGeneric<String>()
        generic.extra = 3
        #expect(try generic.send(Selector<(), Int>("extra"), ()) == 3)
        try RuntimeClass.of(ModelGeneric<String>.self).validate()
    }

    @Test("an object moved to its superclass keeps its inherited fields, read and written in place")
    func movedToSuperclass() throws {
        let sub = ModelSub()
        sub.name = "kept"
        sub.flag = true
        try object_setClass(sub, ModelBase.self)
        #expect(sub.flag)
        sub.flag = false
        #expect(try sub.send(Selector<(), Bool>("flag"), ()) == false)
        // The subclass's own property is no longer the class's: its accessors run the base
        // implementation, as a declared member's send does.
        #expect(sub.name == "kept")
        try object_setClass(sub, ModelSub.self)
        #expect(sub.name == "kept")
    }
}
