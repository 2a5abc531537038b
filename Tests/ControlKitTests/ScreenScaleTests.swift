import SwizzleKitTesting
import Testing
@testable import ControlKit

/// Rendering at the screen's scale: a window's screen sets its frame buffer's pixels per point
/// and its views' `contentScaleFactor`, and drawn views draw again at it, as sharp as drawing
/// directly at that scale.
@MainActor @Suite("Screen scale") struct ScreenScaleTests {
    /// A view that draws a blue oval inset by 2 points, counting its draws.
    final class Oval: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
        }
    }

    @Test("a screen refuses a scale or a size it cannot have, naming it")
    func screenValidation() throws {
        let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        for scale: CGFloat in [0, -1, 9, .infinity] {
            #expect(throws: ScreenError.invalidScale(scale)) { try UIScreen(bounds: bounds, scale: scale) }
        }
        let nan = #expect(throws: ScreenError.self) { try UIScreen(bounds: bounds, scale: .nan) }
        if case .invalidScale(let scale) = nan { #expect(scale.isNaN) } else { Issue.record("\(String(describing: nan))") }
        let flat = CGRect(x: 0, y: 0, width: 10, height: 0)
        #expect(throws: ScreenError.invalidBounds(flat)) { try UIScreen(bounds: flat, scale: 2) }
        let screen = try UIScreen(bounds: CGRect(x: 5, y: 5, width: 390, height: 844), scale: 3)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(screen.nativeScale == 3)
        #expect(UIScreen.main.scale == 1)
        #expect(try UIScreen(scale: 2).bounds == UIScreen.main.bounds)
    }

    @Test("views take their window's screen scale when they move in and when the screen changes; a set scale stays")
    func viewsFollowTheirScreen() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: application)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)), child = UIView(), fixed = UIView()
        fixed.contentScaleFactor = 3
        parent.addSubview(child)
        parent.addSubview(fixed)
        #expect([window, parent, child].map(\.contentScaleFactor) == [1, 1, 1])
        window.screen = try UIScreen(scale: 2)
        #expect(window.contentScaleFactor == 2 && window.layer.contentsScale == 2)
        window.addSubview(parent)
        #expect([parent, child, fixed].map(\.contentScaleFactor) == [2, 2, 3])
        #expect(child.layer.contentsScale == 2)
        window.screen = try UIScreen(scale: 3)
        #expect([window, parent, child, fixed].map(\.contentScaleFactor) == [3, 3, 3, 3])
        window.screen = .main
        #expect([window, parent, child, fixed].map(\.contentScaleFactor) == [1, 1, 1, 3])
    }

    @Test("contentScaleFactor refuses what is not a scale, reporting it and keeping its own")
    func contentScaleFactorRefusesNonScales() {
        let view = UIView()
        view.contentScaleFactor = 2
        for bad: CGFloat in [0, -2, .infinity, .nan] {
            let issues = runtimeIssues { view.contentScaleFactor = bad }
            #expect(issues.count == 1)
            #expect(issues.first?.message.contains("setContentScaleFactor:") == true)
            #expect(view.contentScaleFactor == 2)
        }
    }

    @Test("a drawn view draws again at its new scale, and only when the scale changed")
    func drawnViewsRedrawAtTheirScale() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: application)
        let oval = Oval(frame: CGRect(x: 0, y: 0, width: 20, height: 20)), plain = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        plain.backgroundColor = .red
        window.addSubview(oval)
        window.addSubview(plain)
        application.runLoopOnce()
        #expect(oval.draws == 1 && oval.layer.contents?.width == 20)
        window.screen = try UIScreen(scale: 2)
        application.runLoopOnce()
        #expect(oval.draws == 2 && oval.layer.contents?.width == 40)
        window.screen = try UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2)
        application.runLoopOnce()
        #expect(oval.draws == 2)
        // A view that does not draw has no backing store at any scale.
        #expect(plain.layer.contents == nil)
    }

    @Test("a 2× screen holds two pixels a point: a 2 × 2 view covers 4 × 4 pixels")
    func twoPixelsAPoint() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 4), application: application)
        window.screen = try UIScreen(scale: 2)
        window.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        red.backgroundColor = .red
        window.addSubview(red)
        application.runLoopOnce()
        let pixels = try #require(window.screenImage()).pixels
        #expect(pixels.width == 8 && pixels.height == 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<6).contains(x) && (2..<6).contains(y)
                #expect(pixels[x, y] == (inside ? RGBA8(red: 255, green: 0, blue: 0, alpha: 255) : RGBA8(red: 255, green: 255, blue: 255, alpha: 255)),
                        "pixel (\(x), \(y))")
            }
        }
    }

    @Test("a view drawn on a 2× screen is as sharp as drawing directly at 2×; drawn at 1× it is not")
    func drawingIsSharpAtTheScreenScale() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 24, height: 24), application: application)
        window.screen = try UIScreen(scale: 2)
        window.backgroundColor = .white
        let oval = Oval(frame: CGRect(x: 2, y: 2, width: 20, height: 20))
        window.addSubview(oval)
        application.runLoopOnce()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let direct = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 16, height: 16)).fill()
        }
        let expected = try #require(direct.cgImage).pixels
        #expect(largestDifference(try #require(window.screenImage()).pixels, expected) <= 2)
        // The same drawing at 1×, resampled: edges blur.
        oval.contentScaleFactor = 1
        application.runLoopOnce()
        #expect(largestDifference(try #require(window.screenImage()).pixels, expected) > 40)
    }

    @Test("an image at its own scale fills a screen of that scale pixel for pixel, whatever the screen")
    func imagesAtTheirScale() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 4), application: application)
        window.screen = try UIScreen(scale: 2)
        var picture = PixelBuffer(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 { picture[x, y] = RGBA8(red: UInt8(x * 60), green: UInt8(y * 60), blue: 200, alpha: 255) }
        }
        let imageView = UIImageView(image: UIImage(cgImage: try #require(CGImage(pixels: picture)), scale: 2))
        imageView.frame.origin = CGPoint(x: 1, y: 1)
        window.addSubview(imageView)
        application.runLoopOnce()
        #expect(imageView.bounds.size == CGSize(width: 2, height: 2))
        let pixels = try #require(window.screenImage()).pixels
        for y in 0..<4 {
            for x in 0..<4 { #expect(pixels[x + 2, y + 2] == picture[x, y], "pixel (\(x), \(y))") }
        }
        // The image's scale rules its view, on any screen.
        window.screen = try UIScreen(scale: 3)
        #expect(imageView.contentScaleFactor == 2)
    }

    @Test("at 2×, a redrawn label is composited again alone, and the screen equals a fresh rendering")
    func partialCompositingAtScale() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20), application: application)
        window.screen = try UIScreen(scale: 2)
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 22.5, y: 2, width: 36, height: 16))
        label.text = "one"
        window.addSubview(label)
        application.runLoopOnce()
        _ = window.screenImage()
        label.text = "two"
        application.runLoopOnce()
        #expect(window.layer.pendingChange == .contents)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let fresh = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
        }
        #expect(try #require(window.screenImage()).pixels == (try #require(fresh.cgImage)).pixels)
    }
}
