import DynamicRuntime
import KeyValueObserving
import Testing
@testable import ControlKit

/// `UISlider`: a range, a thumb that follows the finger from where it was touched, the events
/// UIKit sends, and its drawing by the pixel.
@MainActor @Suite("UISlider") struct SliderTests {
    /// A 228 × 31 slider at (10, 10) in a white window: the thumb travels 200 points.
    @MainActor final class Fixture {
        let scene = Scene()
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 228, height: 31))
        var values: [Float] = []

        init() {
            scene.window.backgroundColor = .white
            scene.window.addSubview(slider)
            slider.addAction(UIAction { [unowned self] _ in values.append(slider.value) }, for: .valueChanged)
            scene.application.runLoopOnce()
        }
    }

    @Test("the value stays in the range, which moves it; setting it sends nothing")
    func range() {
        let fixture = Fixture(), slider = fixture.slider
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 3
        #expect(slider.value == 1)
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 2
        #expect(slider.minimumValue == 2 && slider.maximumValue == 2 && slider.value == 2)
        slider.value = .nan
        #expect(slider.value == 2 && fixture.values.isEmpty)
        #expect(slider.intrinsicContentSize.height == 31)
    }

    @Test("a drag from the thumb moves the value with the finger, sending each change; a touch on the track does nothing")
    func dragFromTheThumb() {
        let fixture = Fixture()
        let finger = fixture.scene.driver.press(at: CGPoint(x: 24, y: 25))
        fixture.scene.driver.move(finger, to: CGPoint(x: 74, y: 25))
        fixture.scene.driver.move(finger, to: CGPoint(x: 124, y: 40))
        fixture.scene.driver.release(finger)
        #expect(fixture.values == [0.25, 0.5] && fixture.slider.value == 0.5)
        fixture.scene.driver.tap(at: CGPoint(x: 220, y: 25))
        #expect(fixture.slider.value == 0.5 && fixture.values.count == 2)
        // Not continuous: one action when the finger lifts.
        fixture.slider.isContinuous = false
        let again = fixture.scene.driver.press(at: CGPoint(x: 124, y: 25))
        fixture.scene.driver.move(again, to: CGPoint(x: 144, y: 25))
        fixture.scene.driver.move(again, to: CGPoint(x: 400, y: 25))
        #expect(fixture.values.count == 2 && fixture.slider.value == 1)
        fixture.scene.driver.release(again)
        #expect(fixture.values == [0.25, 0.5, 1])
    }

    @Test("drawn in iOS's colours: the tint left of the thumb, light grey right, a white thumb; adjustable to VoiceOver")
    func drawing() throws {
        let fixture = Fixture()
        fixture.slider.value = 0.5
        fixture.scene.application.runLoopOnce()
        let pixels = try #require(fixture.scene.window.screenImage()).pixels
        // The thumb spans 100...128 of the slider; the track is rows 24 to 27 of the window.
        #expect(pixels[10 + 50, 25] == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(pixels[10 + 180, 25] == RGBA8(red: 229, green: 229, blue: 234, alpha: 255))
        #expect(pixels[10 + 114, 25] == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(fixture.slider.accessibilityValue == "50%" && fixture.slider.accessibilityTraits == .adjustable)
        #expect(fixture.scene.window.accessibilityTranscript == ["50%, Adjustable"])
    }

    @Test("the colours are dynamic members, as UIKit's: key-value coded and observed, each set redrawing")
    func coloursAreDynamic() throws {
        let fixture = Fixture()
        fixture.slider.value = 0.5
        let observer = ColourObserver()
        fixture.slider.addObserver(observer, forKeyPath: "minimumTrackTintColor", options: [.new])
        fixture.slider.minimumTrackTintColor = .red
        fixture.slider.setValue(UIColor.black, forKey: "maximumTrackTintColor")
        try fixture.slider.send(Selector<UIColor?, Void>("setThumbTintColor:"), .green)
        fixture.scene.application.runLoopOnce()
        let pixels = try #require(fixture.scene.window.screenImage()).pixels
        #expect(pixels[10 + 50, 25] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixels[10 + 180, 25] == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(pixels[10 + 114, 25] == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(observer.heard == [.red])
        #expect(fixture.slider.value(forKey: "thumbTintColor") as? UIColor == .green)
        fixture.slider.removeObserver(observer, forKeyPath: "minimumTrackTintColor")
    }

    /// Hears changes of one colour.
    final class ColourObserver: RuntimeObject {
        var heard: [UIColor?] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            heard.append(change?[.newKey] as? UIColor)
        }
    }
}
