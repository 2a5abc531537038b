import Testing
import TwoSegmentSwitch
import UIKit

/// The control, written for iOS, driven by touches and rendered.
@MainActor
@Suite struct TwoSegmentSwitchTests {
    class Recorder: NSObject, TwoSegmentSwitchDelegate {
        var selected: [Int] = []
        var refused: Set<Int> = []
        func twoSegmentSwitch(_ control: TwoSegmentSwitch, didSelect index: Int) { selected.append(index) }
        func twoSegmentSwitch(_ control: TwoSegmentSwitch, shouldSelect index: Int) -> Bool { !refused.contains(index) }
    }

    class ValueTarget: NSObject {
        var changes = 0
        @objc func valueChanged(_ sender: TwoSegmentSwitch) { changes += 1 }
    }

    private func makeSwitch() -> (UIWindow, TwoSegmentSwitch) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40), application: UIApplication())
        let control = TwoSegmentSwitch(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        control.titles = ["Day", "Night"]
        window.addSubview(control)
        control.layoutIfNeeded()
        return (window, control)
    }

    @Test func aTapOnTheOtherSideSelectsItAndTellsTheDelegateAndTargets() {
        let (window, control) = makeSwitch()
        let recorder = Recorder()
        let target = ValueTarget()
        control.delegate = recorder
        control.addTarget(target, action: #selector(ValueTarget.valueChanged(_:)), for: .valueChanged)
        TouchDriver(window: window).tap(at: CGPoint(x: 90, y: 20))
        #expect(control.selectedIndex == 1)
        #expect(recorder.selected == [1])
        #expect(target.changes == 1)
        control.layoutIfNeeded()
        #expect(control.thumb.frame == CGRect(x: 62, y: 2, width: 56, height: 36))
    }

    @Test func theDelegateMayRefuseAndADelegateWithoutTheRequirementsIsNotAsked() {
        let (window, control) = makeSwitch()
        let recorder = Recorder()
        recorder.refused = [1]
        control.delegate = recorder
        let driver = TouchDriver(window: window)
        driver.tap(at: CGPoint(x: 90, y: 20))
        #expect(control.selectedIndex == 0 && recorder.selected.isEmpty)
        control.delegate = nil
        driver.tap(at: CGPoint(x: 90, y: 20))
        #expect(control.selectedIndex == 1)
    }

    class IndexWatcher: NSObject {
        var seen: [Int] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            if let value = change?[.newKey] as? Int { seen.append(value) }
        }
    }

    @Test func theSelectionIsObservableAndTheThumbIsDrawnUnderIt() throws {
        let (window, control) = makeSwitch()
        let watcher = IndexWatcher()
        control.addObserver(watcher, forKeyPath: #keyPath(TwoSegmentSwitch.selectedIndex), options: .new, context: nil)
        TouchDriver(window: window).tap(at: CGPoint(x: 90, y: 20))
        control.layoutIfNeeded()
        #expect(watcher.seen == [1])
        control.removeObserver(watcher, forKeyPath: #keyPath(TwoSegmentSwitch.selectedIndex))
        var changes: [Int] = []
        let observation = control.observe(\.selectedIndex, options: [.old, .new]) { _, change in
            if let old = change.oldValue, let new = change.newValue { changes += [old, new] }
        }
        TouchDriver(window: window).tap(at: CGPoint(x: 30, y: 20))
        #expect(changes == [1, 0])
        observation.invalidate()
        control.select(1)
        #expect(changes == [1, 0])
        control.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(size: control.bounds.size).image { context in
            control.layer.render(in: context.cgContext)
        }
        #expect(image.size == CGSize(width: 120, height: 40))
        #if os(Linux)
        // The thumb is drawn under the right title, selected last, and the left half shows the
        // track's blue (both read above the titles' text); the corner, outside the rounded
        // track, nothing.
        let pixels = try #require(image.cgImage).pixels
        let scale = Int(image.scale)
        #expect(pixels[90 * scale, 6 * scale] == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(pixels[30 * scale, 6 * scale] == RGBA8(red: 38, green: 115, blue: 217, alpha: 255))
        #expect(pixels[0, 0].alpha == 0)
        #endif
    }
}
