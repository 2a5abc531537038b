import ControlKit
import DynamicRuntime
import KeyValueObserving
import Testing

/// A swizzle of each control family's dynamic members takes effect through the calls the
/// framework makes itself. Hooks go on single objects, so suites running in parallel never see
/// each other's.
@Suite("Control dynamic members")
@MainActor
struct ControlDynamicMemberTests {
    @Test("touch handling calls a swizzled setHighlighted:")
    func touchHandlingReachesSwizzledSetHighlighted() throws {
        let control = UIControl()
        var calls: [Bool] = []
        let token = try control.hook(UIControl.highlightedProperty.setter!.selector, instead: { control, highlighted, original in
            calls.append(highlighted)
            original(highlighted)
        })
        let finger = Finger(on: control)
        finger.down()
        finger.up()
        #expect(calls == [true, false])
        try token.revert()
        finger.down()
        #expect(calls == [true, false])
        #expect(control.isHighlighted)
    }

    @Test("tracking reaches a swizzled beginTrackingWithTouch:withEvent:, whose answer decides tracking")
    func trackingReachesSwizzledBeginTracking() throws {
        let control = UIControl()
        var asked = 0
        let token = try control.hook(UIControl.beginTrackingMethod.selector, instead: { _, _, _ in
            asked += 1
            return false
        })
        var downs = 0
        control.addAction(UIAction { _ in downs += 1 }, for: .touchDown)
        let finger = Finger(on: control)
        finger.down()
        #expect(asked == 1 && !control.isTracking && downs == 0)
        finger.up()
        try token.revert()
        finger.down()
        #expect(control.isTracking && downs == 1)
    }

    @Test("the other tracking calls reach their swizzles: continue, end and cancel")
    func trackingReachesSwizzledContinueEndCancel() throws {
        let control = UIControl()
        var calls: [String] = []
        let tokens = try [
            control.hook(UIControl.continueTrackingMethod.selector, before: { _, _ in calls.append("continue") }),
            control.hook(UIControl.endTrackingMethod.selector, before: { _, _ in calls.append("end") }),
            control.hook(UIControl.cancelTrackingMethod.selector, before: { _, _ in calls.append("cancel") }),
        ]
        defer { tokens.forEach { try? $0.revert() } }
        let finger = Finger(on: control)
        finger.down()
        finger.move(to: CGPoint(x: 10, y: 10))
        finger.up()
        finger.down()
        finger.cancel()
        #expect(calls == ["continue", "end", "cancel"])
    }

    @Test("sendActions reaches a swizzled sendAction:to:forEvent:, which may redirect the action")
    func sendActionsReachesSwizzledSendAction() throws {
        let control = UIControl()
        let intended = ActionTarget(), redirected = ActionTarget()
        control.addTarget(intended, action: ActionTarget.tapped.selector, for: .touchUpInside)
        let token = try control.hook(UIControl.sendActionMethod.selector, instead: { _, arguments, original in
            original((arguments.0, redirected, arguments.2))
        })
        let finger = Finger(on: control)
        finger.down()
        finger.up()
        #expect(intended.calls.isEmpty && redirected.calls == ["tapped"])
        try token.revert()
        control.sendActions(for: .touchUpInside)
        #expect(intended.calls == ["tapped"])
    }

    @Test("closure actions go through a swizzled sendAction:")
    func closureActionsReachSwizzledSendAction() throws {
        let control = UIControl()
        var ran = 0, seen = 0
        control.addAction(UIAction { _ in ran += 1 }, for: .valueChanged)
        let token = try control.hook(UIControl.sendUIActionMethod.selector, before: { _, _ in seen += 1 })
        defer { try? token.revert() }
        control.sendActions(for: .valueChanged)
        #expect(ran == 1 && seen == 1)
    }

    @Test("UIButton's layout reaches a swizzled setImage: of its background image view")
    func buttonLayoutReachesSwizzledImageViewSetter() throws {
        let normal = UIImage(size: CGSize(width: 1, height: 1))
        let pressed = UIImage(size: CGSize(width: 1, height: 1))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        let imageView = button.subviews[0] as! UIImageView
        var set: [UIImage?] = []
        let token = try imageView.hook(UIImageView.imageProperty.setter!.selector, after: { _, image, _ in set.append(image) })
        button.layoutIfNeeded()
        button.isHighlighted = true
        #expect(set == [normal, pressed])
        try token.revert()
        button.isHighlighted = false
        #expect(set.count == 2 && imageView.image == normal)
    }

    @Test("an observed, hooked UIButton's own state setter still reaches UIControl's, past the runtime-made classes above it")
    func buttonSuperSendPastRuntimeMadeClasses() throws {
        let normal = UIImage(size: CGSize(width: 1, height: 1))
        let pressed = UIImage(size: CGSize(width: 1, height: 1))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        var seen: [Bool] = []
        let observation = try button.observe(UIControl.highlightedProperty, options: [.new]) { _, change in
            seen.append(change.newValue ?? false)
        }
        var controlSetterCalls = 0
        let hook = try button.hook(UIControl.highlightedProperty.setter!.selector, before: { _, _ in controlSetterCalls += 1 })
        #expect(button.dispatchClass.isDynamic, "the button sits on a runtime-made class")
        button.isHighlighted = true
        #expect(button.isHighlighted && button.state == .highlighted)
        #expect((button.subviews[0] as! UIImageView).image === pressed)
        #expect(seen == [true] && controlSetterCalls == 1)
        try hook.revert()
        observation.invalidate()
        button.isHighlighted = false
        #expect((button.subviews[0] as! UIImageView).image === normal)
    }

    @Test("a swizzled setTitle:forState: sees UIButton's per-state setters")
    func swizzledPerStateSetter() throws {
        let button = UIButton()
        let token = try button.hook(UIButton.setTitleMethod.selector, instead: { _, arguments, original in
            original((arguments.0?.uppercased(), arguments.1))
        })
        defer { try? token.revert() }
        button.setTitle("go", for: .normal)
        #expect(button.currentTitle == "GO")
    }

    @Test("a subclass overriding an entry point runs first and its super reaches the runtime (and swizzles)")
    func subclassOverrideThenSwizzle() throws {
        final class Sticky: UIButton {
            override var isHighlighted: Bool {
                get { super.isHighlighted }
                set { super.isHighlighted = newValue || isSelected }
            }
        }
        let button = Sticky()
        button.isSelected = true
        var seen: [Bool] = []
        let token = try button.hook(UIControl.highlightedProperty.setter!.selector, before: { _, value in seen.append(value) })
        defer { try? token.revert() }
        let finger = Finger(on: button)
        finger.down()
        finger.up()
        #expect(seen == [true, true])
        #expect(button.isHighlighted)
    }

    @Test("highlighted, selected and enabled are declared with their Objective-C getter names")
    func declaredPropertyNames() {
        let cls = RuntimeClass.of(UIControl.self)
        for (name, getter) in [("highlighted", "isHighlighted"), ("selected", "isSelected"), ("enabled", "isEnabled")] {
            let property = class_getProperty(cls, name)
            #expect(property?.attributes.getterName == getter)
            #expect(cls.respondsTo(AnySelector("set\(name.prefix(1).uppercased())\(name.dropFirst()):")))
        }
    }
}
