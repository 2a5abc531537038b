import DynamicRuntime
import KeyValueObserving

/// A lamp with two dynamic members and an observable property: what the runtime basics play on.
final class Lamp: RuntimeObject {
    static let shine = DeclaredMethod("shine", of: Lamp.self) { (_, _: ()) -> String in "shines" }
    static let flicker = DeclaredMethod("flicker", of: Lamp.self) { (_, _: ()) -> String in "flickers" }
    static let brightnessProperty = DeclaredProperty("brightness", of: Lamp.self, get: { $0.storedBrightness }, set: { $0.storedBrightness = $1 })

    override class var runtimeMembers: [any RuntimeMember] { [shine, flicker, brightnessProperty] }

    var storedBrightness = 0

    func shine() -> String { Lamp.shine.send(to: self, ()) }
    var brightness: Int {
        get { Lamp.brightnessProperty.get(self) }
        set { Lamp.brightnessProperty.set(self, newValue) }
    }
}

/// A category's stored property: an associated value (`objc_setAssociatedObject`).
let lampNickname = AssociatedProperty<String?>(default: nil)

/// The four runtime techniques every seed builds on: exchanging implementations, a typed
/// hook, an associated object, and key-value observing by isa-swizzling.
func showRuntimeBasics(_ tour: Tour) throws {
    tour.section("The runtime: swizzle, hook, associated object, key-value observing")
    let lamp = Lamp()
    let cls = object_getClass(lamp)
    tour.say("lamp.shine() → \"\(lamp.shine())\"")

    guard let shine = class_getInstanceMethod(cls, Lamp.shine.selector.untyped),
          let flicker = class_getInstanceMethod(cls, Lamp.flicker.selector.untyped) else { return }
    try method_exchangeImplementations(shine, flicker)
    tour.say("method_exchangeImplementations(-shine, -flicker): lamp.shine() → \"\(lamp.shine())\"")
    try method_exchangeImplementations(shine, flicker)
    tour.say("exchanged back: lamp.shine() → \"\(lamp.shine())\"")

    let hook = try Lamp.hook(Lamp.shine.selector, instead: { _, arguments, original in original(arguments) + " brightly" })
    tour.say("an instead-hook calling the original: lamp.shine() → \"\(lamp.shine())\"")
    try hook.revert()
    tour.say("hook reverted: lamp.shine() → \"\(lamp.shine())\"")

    lampNickname[lamp] = "Lumière"
    tour.say("an associated value, a category's stored property: nickname = \(lampNickname[lamp] ?? "nil")")

    tour.say("isa before observing: \(class_getName(object_getClass(lamp)))")
    var heard: [String] = []
    let observation = try lamp.observe(Lamp.brightnessProperty, options: [.old, .new]) { _, change in
        heard.append("\(change.oldValue ?? 0) → \(change.newValue ?? 0)")
    }
    lamp.brightness = 7
    tour.say("observing brightness: isa \(class_getName(object_getClass(lamp))); setting 7 notified \(heard.joined(separator: ", "))")
    observation.invalidate()
    tour.say("observation ended: isa \(class_getName(object_getClass(lamp))) again")
}
