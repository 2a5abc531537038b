import Testing
@testable import ControlKit

/// `UIScrollView`: the offset as the bounds' origin, dragging, rubber-banding, deceleration to
/// the delegate's target, paging, animated offsets, touches on the content, and indicators.
@MainActor @Suite("UIScrollView") struct ScrollViewTests {
    /// Where rubber-banding shows content 100 points past the top of a 480-point view.
    let rubberBandedHundred: CGFloat = {
        let excess: CGFloat = 100, dimension: CGFloat = 480
        return -(1 - 1 / (excess * 0.55 / dimension + 1)) * dimension
    }()

    /// Records what a scroll view tells its delegate, and can move the target.
    @MainActor final class Delegate: UIScrollViewDelegate {
        var calls: [String] = []
        var offsets: [CGPoint] = []
        var velocity: CGPoint?
        var proposedTarget: CGPoint?
        var newTarget: CGPoint?

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if calls.last != "didScroll" { calls.append("didScroll") }
            offsets.append(scrollView.contentOffset)
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging")
            self.velocity = velocity
            proposedTarget = targetContentOffset.pointee
            if let newTarget { targetContentOffset.pointee = newTarget }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    }

    /// Counts its layout passes.
    @MainActor final class CountingScrollView: UIScrollView {
        var layouts = 0
        var cancelsControls = false
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
        override func touchesShouldCancel(in view: UIView) -> Bool {
            cancelsControls ? true : super.touchesShouldCancel(in: view)
        }
    }

    /// A 320 × 480 scroll view filling a window, over content 2,000 points tall, with a
    /// button at (110, 300) of the content.
    @MainActor final class Fixture {
        let scene = Scene()
        let scrollView = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let delegate = Delegate()
        let button = UIButton(frame: CGRect(x: 110, y: 300, width: 100, height: 60))
        var buttonEvents: [String] = []

        init() {
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            scrollView.delegate = delegate
            scene.window.addSubview(scrollView)
            scrollView.addSubview(button)
            for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel")] {
                button.addAction(UIAction { [unowned self] _ in buttonEvents.append(name) }, for: event)
            }
            scene.application.runLoopOnce()
        }

        var driver: TouchDriver { scene.driver }
    }

    // MARK: Physics

    @Test("rubber-banding shows a shrinking share of the excess; a slide stops exactly at its target")
    func physics() {
        let shown = ScrollPhysics.constrained(-100, to: 0...1520, dimension: 480, bounces: true)
        #expect(abs(shown - rubberBandedHundred) < 1e-9)
        #expect(abs(shown - -49.34579439) < 1e-6)
        #expect(ScrollPhysics.constrained(1600, to: 0...1520, dimension: 480, bounces: false) == 1520)
        #expect(ScrollPhysics.constrained(700, to: 0...1520, dimension: 480, bounces: true) == 700)
        // 1 point per millisecond at 0.998 travels 1 / ln(1 / 0.998) points.
        #expect(abs(ScrollPhysics.restingDistance(ofVelocity: 1, rate: 0.998) - 499.5) < 0.1)
        #expect(ScrollPhysics.restingDistance(ofVelocity: 1, rate: 1) == 0)
        #expect(ScrollPhysics.slide(from: 0, to: 100, rate: 0.99, after: 0) == 0)
        #expect(abs(ScrollPhysics.slide(from: 0, to: 100, rate: 0.99, after: 100) - (100 - 100 * pow(0.99, 100))) < 1e-9)
        #expect(ScrollPhysics.slide(from: 0, to: 100, rate: 0.99, after: 600) == 100)
        #expect(ScrollPhysics.page(at: 330, velocity: 0, pageSize: 320, pageCount: 5) == 1)
        #expect(ScrollPhysics.page(at: 330, velocity: 0.5, pageSize: 320, pageCount: 5) == 2)
        #expect(ScrollPhysics.page(at: 330, velocity: -0.5, pageSize: 320, pageCount: 5) == 1)
        #expect(ScrollPhysics.page(at: 1300, velocity: 2, pageSize: 320, pageCount: 5) == 4)
    }

    // MARK: Offset

    @Test("the offset is the bounds' origin: the delegate hears each change, the view lays out once per frame, hit testing follows")
    func offsetIsTheBoundsOrigin() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        let layouts = scrollView.layouts
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 100))
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        fixture.scene.application.runLoopOnce()
        #expect(fixture.delegate.offsets == [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 150)])
        #expect(scrollView.layouts == layouts + 1)
        // The button at y 300 of the content is at y 150 of the window now.
        #expect(fixture.scene.window.hitTest(CGPoint(x: 150, y: 160), with: nil) === fixture.button)
        #expect(fixture.button.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 150))
        // Setting the same offset again is no scroll.
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(fixture.delegate.offsets.count == 2)
        // The inset widens the range; the adjusted inset is the inset (no safe area here).
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(scrollView.offsetRange.y == -20...1560)
        #expect(scrollView.offsetRange.x == 0...0)
    }

    /// A motion and its frame timer held each other, so a motion under way when its application
    /// went stayed in memory with its timer (found by LeakSanitizer).
    @Test("a motion under way when its application goes is freed")
    func motionGoesWithItsApplication() {
        weak var motion: ScrollMotion?, application: UIApplication?
        do {
            let fixture = Fixture()
            fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            fixture.driver.wait(0.1)
            (motion, application) = (fixture.scrollView.motion, fixture.driver.application)
            #expect(motion != nil && application != nil)
        }
        #expect(application == nil)
        #expect(motion == nil)
    }

    @Test("setContentOffset(animated:) moves a frame at a time over 0.3 s and ends at the offset; unanimated, at once")
    func animatedOffset() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scrollView.contentOffset == .zero)
        fixture.driver.wait(0.1)
        let midway = scrollView.contentOffset.y
        #expect(midway > 0 && midway < 600)
        fixture.driver.wait(0.25)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(fixture.delegate.calls == ["didScroll", "didEndScrollingAnimation"])
        // 18 frames in 0.3 s, the last at the target.
        #expect(fixture.delegate.offsets.count == 18)
        #expect(fixture.delegate.offsets == fixture.delegate.offsets.sorted { $0.y < $1.y })
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(fixture.delegate.calls.last == "didScroll")
        // A call while animating stops the animation where the call puts it.
        scrollView.setContentOffset(CGPoint(x: 0, y: 900), animated: true)
        fixture.driver.wait(0.1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        fixture.driver.wait(1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(fixture.delegate.calls.filter { $0 == "didEndScrollingAnimation" }.count == 1)
    }

    @Test("scrollRectToVisible scrolls the least that shows the rectangle")
    func scrollRectToVisible() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 520))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 520))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1520))
    }

    // MARK: Dragging

    @Test("a drag moves the content with the finger less the pan's hysteresis, then a fling decelerates to where the delegate put the target")
    func dragAndDecelerateToTheDelegatesTarget() {
        let fixture = Fixture(), scrollView = fixture.scrollView, delegate = fixture.delegate
        delegate.newTarget = CGPoint(x: 0, y: 600)
        let finger = fixture.driver.press(at: CGPoint(x: 20, y: 400))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        fixture.driver.drag(finger, to: CGPoint(x: 20, y: 200), steps: 10, duration: 0.2)
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 190))
        fixture.driver.release(finger)
        #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.isDecelerating)
        // 20 points in 0.02 s upward: 1 point per millisecond toward larger offsets.
        #expect(delegate.velocity?.x == 0 && abs((delegate.velocity?.y ?? 0) - 1) < 1e-9)
        let proposed = delegate.proposedTarget ?? .zero
        #expect(abs(proposed.y - (190 + 1 / -log(0.998))) < 1e-6)
        fixture.driver.wait(1)
        #expect(scrollView.isDecelerating && scrollView.contentOffset.y > 190 && scrollView.contentOffset.y < 600)
        fixture.driver.wait(5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(!scrollView.isDecelerating)
        #expect(delegate.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                   "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // The offsets only grew, and the last frame was at the target.
        #expect(delegate.offsets == delegate.offsets.sorted { $0.y < $1.y })
        #expect(delegate.offsets.last == CGPoint(x: 0, y: 600))
    }

    @Test("a fling with no delegate rests where its speed runs out at the deceleration rate; .fast stops sooner")
    func decelerationRates() {
        func fling(_ rate: UIScrollView.DecelerationRate) -> CGFloat {
            let fixture = Fixture()
            fixture.scrollView.delegate = nil
            fixture.scrollView.decelerationRate = rate
            fixture.driver.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 20, y: 200), steps: 10, duration: 0.2)
            fixture.driver.wait(10)
            return fixture.scrollView.contentOffset.y
        }
        #expect(abs(fling(.normal) - (190 + 1 / -log(0.998))) < 1e-6)
        #expect(abs(fling(.fast) - (190 + 1 / -log(0.99))) < 1e-6)
    }

    @Test("past the edge the content rubber-bands under the finger and springs back on release; without bounces it stops at the edge")
    func rubberBand() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        let finger = fixture.driver.press(at: CGPoint(x: 20, y: 100))
        fixture.driver.drag(finger, to: CGPoint(x: 20, y: 210), steps: 11, duration: 1.1)
        // 110 down less the 10 of hysteresis: 100 past the top, shown as a rubber band.
        #expect(abs(scrollView.contentOffset.y - rubberBandedHundred) < 1e-9)
        fixture.driver.wait(0.5)
        fixture.driver.release(finger)
        #expect(fixture.delegate.calls.contains("didEndDragging(true)") && scrollView.isDecelerating)
        fixture.driver.wait(1)
        #expect(scrollView.contentOffset == .zero && !scrollView.isDecelerating)
        #expect(fixture.delegate.calls.last == "didEndDecelerating")

        scrollView.bounces = false
        fixture.delegate.offsets = []
        fixture.driver.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 20, y: 210), steps: 11, duration: 1.1)
        #expect(fixture.delegate.offsets.isEmpty)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("content no taller than the view does not scroll unless it always bounces; a disabled scroll view does not scroll")
    func whatScrolls() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        scrollView.contentSize = CGSize(width: 320, height: 300)
        fixture.driver.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 20, y: 200))
        #expect(scrollView.contentOffset == .zero && fixture.delegate.calls.isEmpty)
        scrollView.alwaysBounceVertical = true
        let finger = fixture.driver.press(at: CGPoint(x: 20, y: 400))
        fixture.driver.drag(finger, to: CGPoint(x: 20, y: 200))
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.x == 0)
        fixture.driver.release(finger)
        fixture.driver.wait(2)
        #expect(scrollView.contentOffset == .zero)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        fixture.driver.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 20, y: 200))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("paging settles on the page a flick turns to, or the nearest page after a slow drag")
    func paging() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        scrollView.isPagingEnabled = true
        // A flick up of 200 points: past half a page, on to page 1.
        fixture.driver.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 20, y: 300), steps: 5, duration: 0.1)
        fixture.driver.wait(2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 480))
        #expect(fixture.delegate.proposedTarget == CGPoint(x: 0, y: 480))
        // A slow drag of 100 points, held still: back to the nearest page.
        let finger = fixture.driver.press(at: CGPoint(x: 20, y: 400))
        fixture.driver.drag(finger, to: CGPoint(x: 20, y: 290), steps: 11, duration: 2.2)
        fixture.driver.release(finger)
        #expect(abs((fixture.delegate.velocity?.y ?? 0) - 0.05) < 1e-9)
        fixture.driver.wait(2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 480))
    }

    @Test("a finger on a decelerating scroll view stops it without didEndDecelerating, and the content does not get that touch")
    func touchStopsDeceleration() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        let content = TouchLoggingView("content", frame: CGRect(x: 0, y: 0, width: 320, height: 2000), log: EventLog())
        scrollView.insertSubview(content, at: 0)
        fixture.driver.drag(from: CGPoint(x: 20, y: 460), to: CGPoint(x: 20, y: 60), steps: 10, duration: 0.2)
        fixture.driver.wait(0.2)
        #expect(scrollView.isDecelerating)
        let caught = scrollView.contentOffset
        fixture.driver.tap(at: CGPoint(x: 20, y: 240))
        fixture.driver.wait(2)
        #expect(!scrollView.isDecelerating && scrollView.contentOffset == caught)
        #expect(!fixture.delegate.calls.contains("didEndDecelerating"))
        #expect(content.log.entries.isEmpty)
        // The next tap reaches the content.
        fixture.driver.tap(at: CGPoint(x: 20, y: 240))
        #expect(content.log.entries == ["content began", "content ended"])
    }

    // MARK: Touches on the content

    @Test("a tap on a button in a scroll view reaches it; a quick drag from it scrolls and the button sees nothing")
    func tapReachesAButtonADragScrolls() {
        let fixture = Fixture()
        fixture.driver.tap(at: CGPoint(x: 160, y: 330))
        #expect(fixture.buttonEvents == ["touchDown", "touchUpInside"])
        fixture.buttonEvents = []
        fixture.driver.drag(from: CGPoint(x: 160, y: 330), to: CGPoint(x: 160, y: 130), steps: 10, duration: 0.2)
        #expect(fixture.scrollView.contentOffset.y > 0)
        #expect(fixture.buttonEvents.isEmpty)
    }

    @Test("a drag after the button took the touch scrolls and cancels it (touchCancel, no touchUpInside) when touchesShouldCancel allows")
    func dragCancelsTheButtonsTouch() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        scrollView.cancelsControls = true
        let finger = fixture.driver.press(at: CGPoint(x: 160, y: 330))
        fixture.driver.wait(0.2)
        #expect(fixture.buttonEvents == ["touchDown"] && fixture.button.isHighlighted)
        fixture.driver.drag(finger, to: CGPoint(x: 160, y: 130), steps: 10, duration: 0.2)
        fixture.driver.release(finger)
        #expect(fixture.buttonEvents == ["touchDown", "touchCancel"] && !fixture.button.isHighlighted)
        #expect(scrollView.contentOffset.y > 0)

        // The same without delaying content touches: the button has the touch at once.
        fixture.driver.wait(5)
        scrollView.contentOffset = .zero
        fixture.buttonEvents = []
        scrollView.delaysContentTouches = false
        fixture.driver.drag(from: CGPoint(x: 160, y: 330), to: CGPoint(x: 160, y: 130), steps: 10, duration: 0.2)
        #expect(fixture.buttonEvents == ["touchDown", "touchCancel"])
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test("by default a control keeps a touch it has begun tracking (touchesShouldCancel is false for controls); so does any view when content touches cannot be cancelled")
    func controlsKeepTheirTouches() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        #expect(!scrollView.touchesShouldCancel(in: fixture.button))
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        let finger = fixture.driver.press(at: CGPoint(x: 160, y: 330))
        fixture.driver.wait(0.2)
        fixture.driver.drag(finger, to: CGPoint(x: 160, y: 310), steps: 2, duration: 0.04)
        fixture.driver.release(finger)
        #expect(scrollView.contentOffset == .zero)
        #expect(fixture.buttonEvents == ["touchDown", "touchUpInside"])

        // A plain view's touch is taken, unless the scroll view may not cancel content touches.
        let plain = TouchLoggingView("plain", frame: CGRect(x: 0, y: 0, width: 320, height: 200), log: EventLog())
        scrollView.addSubview(plain)
        scrollView.canCancelContentTouches = false
        let second = fixture.driver.press(at: CGPoint(x: 160, y: 100))
        fixture.driver.wait(0.2)
        fixture.driver.drag(second, to: CGPoint(x: 160, y: 20), steps: 4, duration: 0.08)
        fixture.driver.release(second)
        #expect(scrollView.contentOffset == .zero)
        #expect(plain.log.entries.first == "plain began" && plain.log.entries.last == "plain ended")
        scrollView.canCancelContentTouches = true
        let third = fixture.driver.press(at: CGPoint(x: 160, y: 100))
        fixture.driver.wait(0.2)
        fixture.driver.drag(third, to: CGPoint(x: 160, y: 20), steps: 4, duration: 0.08)
        fixture.driver.release(third)
        #expect(scrollView.contentOffset.y > 0)
        #expect(plain.log.entries.last == "plain cancelled")
    }

    // MARK: Indicators and layout

    @Test("the vertical indicator is drawn while the content moves, where the offset is in its range, and gone once it rests")
    func indicators() throws {
        let fixture = Fixture(), scrollView = fixture.scrollView
        fixture.scene.window.backgroundColor = .white
        scrollView.backgroundColor = .white
        let finger = fixture.driver.press(at: CGPoint(x: 20, y: 400))
        fixture.driver.drag(finger, to: CGPoint(x: 20, y: 200), steps: 10, duration: 0.2)
        // A 474-point track (3 points off each end) shows 480 of 2,000: 113.76 points long, 190 / 1520 of the way down.
        let bar = try #require(scrollView.indicators?.vertical)
        #expect(!bar.isHidden)
        let expectedY: CGFloat = 190 + 3 + 190 / 1520 * (474 - 113.76)
        let topError: CGFloat = bar.frame.minY - expectedY, heightError: CGFloat = bar.frame.height - 113.76
        #expect(abs(topError) < 1e-6 && abs(heightError) < 1e-6, "\(bar.frame)")
        #expect(bar.frame.minX == 314 && bar.frame.width == 3)
        let pixels = try snapshotPixels(of: fixture.scene.window)
        let inside = pixels[315, Int(expectedY - 190) + 50], beside = pixels[300, Int(expectedY - 190) + 50]
        // Black at 35 % over white: 255 × 0.65 ≈ 166.
        #expect(abs(Int(inside.red) - 166) <= 1 && beside.red == 255)
        fixture.driver.release(finger)
        fixture.driver.wait(10)
        #expect(bar.isHidden)
        let after = try snapshotPixels(of: fixture.scene.window)
        #expect(after[315, Int(expectedY - 190) + 50].red == 255)
    }

    @Test("layoutSubviews runs once for each frame the content scrolls (seed 004: scrolling lays out)")
    func layoutOnEveryScroll() {
        let fixture = Fixture(), scrollView = fixture.scrollView
        let before = scrollView.layouts
        let finger = fixture.driver.press(at: CGPoint(x: 20, y: 400))
        fixture.driver.drag(finger, to: CGPoint(x: 20, y: 200), steps: 10, duration: 0.2)
        // Ten moves, each a scroll and a run-loop turn.
        #expect(scrollView.layouts == before + 10)
        fixture.driver.release(finger)
        let released = scrollView.layouts, scrolls = fixture.delegate.offsets.count
        fixture.driver.wait(10)
        // Then one layout per frame of the deceleration.
        #expect(scrollView.layouts - released == fixture.delegate.offsets.count - scrolls)
        #expect(scrollView.layouts - released > 60)
    }
}
