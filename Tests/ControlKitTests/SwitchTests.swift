import DynamicRuntime
import KeyValueObserving
import Testing
@testable import ControlKit

/// `UISwitch`: UIKit's size, value and events — a tap toggles, a drag puts the thumb where the
/// finger is, code sends nothing — drawn in iOS's colours, and read by VoiceOver as a switch.
@MainActor @Suite("UISwitch") struct SwitchTests {
    /// A switch at (10, 10) in a white window, counting its `.valueChanged` actions.
    @MainActor final class Fixture {
        let scene = Scene()
        let control = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        var changes: [Bool] = []

        init() {
            scene.window.backgroundColor = .white
            scene.window.addSubview(control)
            control.addAction(UIAction { [unowned self] _ in changes.append(control.isOn) }, for: .valueChanged)
            scene.application.runLoopOnce()
        }

        /// The window's pixel at `point` of the switch, once animations are over.
        func pixel(_ x: Int, _ y: Int) throws -> RGBA8 {
            scene.driver.wait(0.3)
            return try #require(scene.window.screenImage()).pixels[10 + x, 10 + y]
        }
    }

    let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
    let green = RGBA8(red: 52, green: 199, blue: 89, alpha: 255)
    let grey = RGBA8(red: 229, green: 229, blue: 234, alpha: 255)

    @Test("it is 51 × 31 whatever frame it is given, and off")
    func sizeAndDefaults() {
        let control = UISwitch(frame: CGRect(x: 5, y: 6, width: 300, height: 2))
        #expect(control.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31) && control.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(!control.isOn && control.onTintColor == nil && control.thumbTintColor == nil)
    }

    @Test("a tap toggles it and sends .valueChanged once; setting it in code sends nothing")
    func tapToggles() {
        let fixture = Fixture()
        fixture.scene.driver.tap(at: CGPoint(x: 30, y: 25))
        #expect(fixture.control.isOn && fixture.changes == [true])
        fixture.scene.driver.tap(at: CGPoint(x: 30, y: 25))
        #expect(!fixture.control.isOn && fixture.changes == [true, false])
        fixture.control.isOn = true
        fixture.control.setOn(false, animated: true)
        #expect(!fixture.control.isOn && fixture.changes == [true, false])
    }

    @Test("a drag moves the thumb to the finger's side and leaves it there; back to where it was, nothing is sent")
    func dragPutsTheThumbWhereTheFingerIs() throws {
        let fixture = Fixture()
        let finger = fixture.scene.driver.press(at: CGPoint(x: 15, y: 25))
        fixture.scene.driver.move(finger, to: CGPoint(x: 55, y: 25))
        // The thumb is on the right while the finger holds it, the value not yet changed.
        #expect(try fixture.pixel(46, 15) == white && !fixture.control.isOn)
        fixture.scene.driver.release(finger)
        #expect(fixture.control.isOn && fixture.changes == [true])
        let back = fixture.scene.driver.press(at: CGPoint(x: 50, y: 25))
        fixture.scene.driver.move(back, to: CGPoint(x: 12, y: 25))
        fixture.scene.driver.move(back, to: CGPoint(x: 55, y: 25))
        fixture.scene.driver.release(back)
        #expect(fixture.control.isOn && fixture.changes == [true])
    }

    @Test("drawn in iOS's colours: grey track and white thumb on the left when off, green with the thumb on the right when on")
    func colours() throws {
        let fixture = Fixture()
        #expect(try fixture.pixel(40, 15) == grey && fixture.pixel(15, 15) == white)
        fixture.control.isOn = true
        #expect(try fixture.pixel(10, 15) == green && fixture.pixel(36, 15) == white)
        fixture.control.onTintColor = .blue
        fixture.control.thumbTintColor = .black
        #expect(try fixture.pixel(10, 15) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(try fixture.pixel(36, 15) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("the tint colours are dynamic members: a send or key-value coding redraws, and a hook sees the set")
    func tintsBySend() throws {
        let fixture = Fixture()
        fixture.control.isOn = true
        var seen: [UIColor?] = []
        let token = try UISwitch.hook(Selector<UIColor?, Void>("setOnTintColor:"), before: { control, color in
            if control === fixture.control { seen.append(color) }
        })
        defer { try? token.revert() }
        try fixture.control.send(Selector<UIColor?, Void>("setOnTintColor:"), .blue)
        #expect(try fixture.pixel(10, 15) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        fixture.control.setValue(UIColor.black, forKey: "thumbTintColor")
        #expect(try fixture.pixel(36, 15) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        fixture.control.onTintColor = nil
        #expect(try fixture.pixel(10, 15) == green)
        #expect(seen == [.blue, nil])
    }

    @Test("a change animates: half way through, the thumb is half way")
    func animates() throws {
        let fixture = Fixture()
        fixture.control.setOn(true, animated: true)
        fixture.scene.application.runLoopOnce()
        fixture.scene.application.clock.advance(by: 0.125)
        let thumb = try #require(fixture.control.layer.sublayers?.last?.presentation())
        #expect(thumb.frame.minX > 2 && thumb.frame.minX < 22)
    }

    @Test("VoiceOver hears a label, a button and a switch, in reading order, the switch's state included")
    func accessibility() {
        let fixture = Fixture()
        let label = UILabel(frame: CGRect(x: 10, y: 60, width: 100, height: 20))
        label.text = "Wi-Fi"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 90, width: 100, height: 30)
        button.setTitle("Join", for: .normal)
        fixture.scene.window.addSubview(label)
        fixture.scene.window.addSubview(button)
        fixture.control.accessibilityLabel = "Wi-Fi"
        #expect(fixture.scene.window.accessibilityTranscript == ["Wi-Fi, Off, Switch Button", "Wi-Fi", "Join, Button"])
        fixture.control.isOn = true
        fixture.control.isEnabled = false
        #expect(fixture.control.accessibilityValue == "1")
        #expect(fixture.scene.window.accessibilityTranscript.first == "Wi-Fi, On, Switch Button, Dimmed")
    }
}
