import DynamicRuntime
import KeyValueObserving
import Testing
@testable import ControlKit

/// `UIProgressView` and `UIActivityIndicatorView`: their values, drawing by the pixel, animation
/// on the application's clock, and what VoiceOver says of them.
@MainActor @Suite("Progress and activity views") struct ProgressAndActivityTests {
    /// A white 120 × 60 window of `application` holding `view`.
    func window(_ application: UIApplication, holding view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 60), application: application)
        window.backgroundColor = .white
        window.addSubview(view)
        application.runLoopOnce()
        return window
    }

    @Test("progress is clamped to 0...1; it fills the track from the left in the tint, the rest light grey")
    func progressFills() throws {
        let application = UIApplication()
        let progress = UIProgressView(frame: CGRect(x: 10, y: 10, width: 100, height: 10))
        let window = window(application, holding: progress)
        #expect(progress.progress == 0 && progress.intrinsicContentSize.height == 4)
        progress.progress = 2
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.progress == 0)
        progress.progress = 0.5
        application.runLoopOnce()
        var pixels = try #require(window.screenImage()).pixels
        // The 4-point track is centred across the 10-point view: rows 13 to 16.
        #expect(pixels[30, 15] == RGBA8(red: 0, green: 122, blue: 255, alpha: 255), "the tint, systemBlue")
        #expect(pixels[90, 15] == RGBA8(red: 229, green: 229, blue: 234, alpha: 255), "the track")
        #expect(pixels[30, 11] == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "above the track")
        progress.progressTintColor = .red
        progress.trackTintColor = .black
        pixels = try #require(window.screenImage()).pixels
        #expect(pixels[30, 15] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255) && pixels[90, 15] == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(progress.accessibilityValue == "50%" && progress.accessibilityTraits.contains(.updatesFrequently))
        // The colours are dynamic members: key-value coding and a send redraw too.
        progress.setValue(UIColor.green, forKey: "progressTintColor")
        try progress.send(Selector<UIColor?, Void>("setTrackTintColor:"), nil)
        pixels = try #require(window.screenImage()).pixels
        #expect(pixels[30, 15] == RGBA8(red: 0, green: 255, blue: 0, alpha: 255), "key-value coded")
        #expect(pixels[90, 15] == RGBA8(red: 229, green: 229, blue: 234, alpha: 255), "sent: back to the light grey")
    }

    @Test("setProgress(_:animated:) grows the bar over 0.25 s")
    func progressAnimates() throws {
        let application = UIApplication()
        let progress = UIProgressView(frame: CGRect(x: 10, y: 10, width: 100, height: 4))
        let window = window(application, holding: progress)
        defer { withExtendedLifetime(window) {} }
        progress.setProgress(1, animated: true)
        application.clock.advance(by: 0.125)
        let bar = try #require(progress.layer.sublayers?.last?.presentation())
        #expect(bar.frame.width > 10 && bar.frame.width < 90)
        application.clock.advance(by: 0.2)
        #expect(progress.layer.sublayers?.last?.presentation()?.frame.width == 100)
    }

    @Test("a spinner is hidden until it animates; it turns an eighth every eighth of a second; stopped, it hides again")
    func spinnerTurns() throws {
        let application = UIApplication()
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
        let window = window(application, holding: spinner)
        defer { withExtendedLifetime(window) {} }
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden && spinner.accessibilityLabel == "In progress")
        let turning = try #require(spinner.layer.sublayers?.first)
        application.clock.advance(by: 0.13)
        let angle = try #require(turning.presentation()).affineTransform()
        #expect(abs(atan2(angle.b, angle.a) - .pi / 4) < 1e-9, "an eighth of a turn")
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden && turning.animationKeys() == nil)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView().intrinsicContentSize == CGSize(width: 20, height: 20))
    }
}
