import ControlKit
import DynamicRuntime
import KeyValueObserving
import Testing

/// Seed 000's chosen route: two transparent placeholders as the normal and highlighted
/// background images, the background image view found among the subviews, its `image` observed.
@Suite("UIButton's background image view")
@MainActor
struct ButtonBackgroundImageViewTests {
    let normal = UIImage(size: CGSize(width: 1, height: 1))
    let highlighted = UIImage(size: CGSize(width: 1, height: 2))

    func makeButton() -> (UIButton, UIImageView) {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(highlighted, for: .highlighted)
        button.setNeedsLayout()
        button.layoutIfNeeded()
        let imageView = button.subviews.first { type(of: $0) == UIImageView.self } as! UIImageView
        return (button, imageView)
    }

    @Test("the background image view is inserted at index 0, even under a title set earlier")
    func insertedAtTheBack() {
        let button = UIButton()
        button.setTitle("title first", for: .normal)
        button.setBackgroundImage(normal, for: .normal)
        #expect(type(of: button.subviews[0]) == UIImageView.self)
        #expect(button.subviews[1] === button.titleLabel)
    }

    @Test("its image is the normal placeholder after layout, and flips only when the state changes it")
    func imageChangesOnlyWithState() throws {
        let (button, imageView) = makeButton()
        #expect(imageView.image == normal)
        var seen: [UIImage?] = []
        let token = try imageView.observe(UIImageView.imageProperty, options: [.new]) { _, change in seen.append(change.newValue!) }
        defer { token.invalidate() }
        button.setNeedsLayout()
        button.layoutIfNeeded()
        button.isHighlighted = true
        #expect(imageView.image == highlighted)
        button.isHighlighted = true
        button.setNeedsLayout()
        button.layoutIfNeeded()
        button.isSelected = true          // highlighted|selected: no image of its own, falls back to normal
        button.isHighlighted = false      // selected: falls back to normal too — no change
        button.isSelected = false
        #expect(seen == [highlighted, normal])
    }

    @Test("during touch tracking the image flips on down, past the tolerance, back inside, and on up")
    func imageFollowsTracking() throws {
        let (button, imageView) = makeButton()
        var seen: [UIImage?] = []
        let token = try imageView.observe(UIImageView.imageProperty, options: [.new]) { _, change in seen.append(change.newValue!) }
        defer { token.invalidate() }
        let finger = Finger(on: button)
        finger.down()
        #expect(seen == [highlighted])
        finger.move(to: CGPoint(x: 50, y: 44 + 60))  // within the tolerance: still highlighted
        #expect(seen == [highlighted])
        finger.move(to: CGPoint(x: 50, y: 44 + 90))
        #expect(seen == [highlighted, normal])
        finger.move(to: CGPoint(x: 50, y: 44 + 95))
        finger.move(to: CGPoint(x: 50, y: 22))
        #expect(seen == [highlighted, normal, highlighted])
        finger.up()
        #expect(seen == [highlighted, normal, highlighted, normal])
    }

    @Test("through the touch driver in a window: a tap flips the image twice and fires once; a drag far out does not fire")
    func throughTheTouchDriver() throws {
        let (button, imageView) = makeButton()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(button)
        let driver = TouchDriver(window: window)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        var seen: [UIImage?] = []
        let token = try imageView.observe(UIImageView.imageProperty, options: [.new]) { _, change in seen.append(change.newValue!) }
        defer { token.invalidate() }
        driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(taps == 1 && seen == [highlighted, normal])
        driver.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 300))
        #expect(taps == 1 && seen == [highlighted, normal, highlighted, normal])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("the placeholders and colour switching draw no bitmap")
    func zeroBitmaps() throws {
        let (_, drawn) = try UIImage.countingRenderedBitmaps {
            let (button, imageView) = makeButton()
            let token = try imageView.observe(UIImageView.imageProperty, options: [.new]) { _, change in
                button.backgroundColor = change.newValue! == highlighted ? .red : .blue
            }
            let finger = Finger(on: button)
            finger.down()
            #expect(button.backgroundColor == .red)
            finger.up()
            #expect(button.backgroundColor == .blue)
            token.invalidate()
        }
        #expect(drawn == 0)
    }
}
