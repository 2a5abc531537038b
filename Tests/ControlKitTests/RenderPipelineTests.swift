import Dispatch
import Foundation
import Testing
@testable import ControlKit

/// The render pipeline: each recorded turn's stages and off-screen passes, dropped frames, the
/// Simulator's overlays, and drawing on a background thread.
@MainActor @Suite("Render pipeline") struct RenderPipelineTests {
    /// A 4 × 4 red image.
    static let red: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    /// A view whose layout and drawing take a set time.
    final class SlowView: UIView {
        var layoutTime: TimeInterval = 0
        var drawTime: TimeInterval = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            Thread.sleep(forTimeInterval: layoutTime)
        }
        override func draw(_ rect: CGRect) {
            Thread.sleep(forTimeInterval: drawTime)
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    /// A 40 × 40 red image view at (10, 10) of `window`, rounded into a circle by masking.
    func addRoundedAvatar(to window: UIWindow) -> UIImageView {
        let avatar = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        avatar.image = Self.red
        avatar.layer.cornerRadius = 20
        avatar.clipsToBounds = true
        window.addSubview(avatar)
        return avatar
    }

    /// A white window recording its application's frames.
    func scene() -> Scene {
        let scene = Scene()
        scene.window.backgroundColor = .white
        scene.application.recordsFrames = true
        return scene
    }

    @Test("a recorded turn times layout, display, prepare and commit; a frame longer than 1/60 s is dropped")
    func stages() throws {
        let scene = scene()
        let slow = SlowView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scene.window.addSubview(slow)
        scene.application.runLoopOnce()
        scene.application.clearFrameRecords()
        // A quiet frame: nothing to do.
        scene.application.runLoopOnce()
        let quiet = try #require(scene.application.frameRecords.last)
        #expect(!quiet.isDropped && quiet.offscreenPasses.isEmpty)
        // A frame whose layout takes 2 ms and drawing 20 ms, and whose job decodes a PNG.
        slow.layoutTime = 0.002
        slow.drawTime = 0.02
        slow.setNeedsLayout()
        slow.setNeedsDisplay()
        let png = try #require(Self.red.pngData())
        let queue = scene.application.mainQueue
        queue.async { _ = UIImage(data: png) }
        scene.application.runLoopOnce()
        let slowFrame = try #require(scene.application.frameRecords.last)
        #expect(slowFrame.layout >= .milliseconds(2) && slowFrame.display >= .milliseconds(20) && slowFrame.prepare > .zero)
        #expect(slowFrame.isDropped && FrameRecord.budget == .seconds(1.0 / 60))
        #expect(slowFrame.description.hasSuffix("— dropped; 0 off-screen pass(es)"))
        #expect(scene.application.frameRecords.count == 2)
        scene.application.recordsFrames = false
        scene.application.runLoopOnce()
        #expect(scene.application.frameRecords.isEmpty)
    }

    @Test("the compositor counts each frame's off-screen passes and names the layers: rounded and masked content, masks, shadows without a path, group opacity, rasterization")
    func offscreenPasses() throws {
        let scene = scene()
        let avatar = addRoundedAvatar(to: scene.window)
        scene.application.runLoopOnce()
        #expect(scene.application.frameRecords.last?.offscreenPasses.map(\.description) == ["UIImageView: rounded corners masking content"])

        // A rounded view with only a background needs no pass; a shadow with a path needs none.
        let card = UIView(frame: CGRect(x: 60, y: 10, width: 40, height: 40))
        card.backgroundColor = .gray
        card.layer.cornerRadius = 8
        card.clipsToBounds = true
        card.layer.shadowOpacity = 0.5
        card.layer.shadowPath = CGPath(rect: card.bounds, transform: nil)
        scene.window.addSubview(card)
        scene.application.runLoopOnce()
        #expect(scene.application.frameRecords.last?.offscreenPasses.count == 1)
        card.layer.shadowPath = nil
        let faded = UIView(frame: CGRect(x: 110, y: 10, width: 40, height: 40))
        faded.alpha = 0.5
        faded.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        scene.window.addSubview(faded)
        let masked = UIView(frame: CGRect(x: 160, y: 10, width: 40, height: 40))
        masked.backgroundColor = .green
        masked.layer.mask = CALayer()
        scene.window.addSubview(masked)
        scene.application.runLoopOnce()
        let reasons = Set(try #require(scene.application.frameRecords.last).offscreenPasses.map { "\($0)" })
        #expect(reasons == ["UIImageView: rounded corners masking content", "UIView: shadow without a shadowPath",
                            "UIView: group opacity", "UIView: mask"])

        // A rasterized layer takes its pass when its bitmap is made, none while it is reused.
        for view in [card, faded, masked] { view.removeFromSuperview() }
        avatar.layer.shouldRasterize = true
        scene.application.runLoopOnce()
        #expect(scene.application.frameRecords.last?.offscreenPasses.map(\.reason) == [.rasterization, .roundedCorners])
        scene.window.layer.markChanged(.appearance)
        scene.application.runLoopOnce()
        #expect(scene.application.frameRecords.last?.offscreenPasses.isEmpty == true)
    }

    @Test("the Simulator's overlays: off-screen-rendered layers yellow; blended layers red, opaque ones green")
    func overlays() throws {
        let scene = Scene()
        scene.window.backgroundColor = .white
        _ = addRoundedAvatar(to: scene.window)
        scene.application.runLoopOnce()
        scene.window.compositingDebugOptions = .colorOffscreenRendered
        var pixels = try #require(scene.window.screenImage()).pixels
        // Red under half yellow: (255, 128, 0); the window, not off screen, stays white.
        let tinted = pixels[30, 30]
        #expect(tinted.red == 255 && abs(Int(tinted.green) - 128) <= 1 && tinted.blue == 0)
        #expect(pixels[100, 100].red == 255 && pixels[100, 100].green == 255 && pixels[100, 100].blue == 255)
        // Outside the rounded corner, the overlay follows the outline.
        #expect(pixels[11, 11].blue == 255)

        scene.window.compositingDebugOptions = .colorBlendedLayers
        pixels = try #require(scene.window.screenImage()).pixels
        // The window's opaque white, half green: (128, 255, 128); the image view blends: red, half red.
        let window = pixels[100, 100], image = pixels[30, 30]
        #expect(abs(Int(window.red) - 128) <= 1 && window.green == 255 && abs(Int(window.blue) - 128) <= 1)
        #expect(image.red == 255 && image.green == 0 && image.blue == 0)
        scene.window.compositingDebugOptions = []
        pixels = try #require(scene.window.screenImage()).pixels
        #expect(pixels[100, 100].green == 255 && pixels[100, 100].red == 255)
    }

    @Test("a view drawn on a background thread shows once its contents are set on the main queue")
    func asynchronousDrawing() throws {
        let scene = Scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scene.window.addSubview(view)
        scene.application.runLoopOnce()
        let viewOnMain = scene.application.mainQueueReference(to: view)
        let drawn = DispatchSemaphore(value: 0)
        let testThread = ObjectIdentifier(Thread.current)
        nonisolated(unsafe) var drawingThread: ObjectIdentifier?
        DispatchQueue.global().async {
            drawingThread = ObjectIdentifier(Thread.current)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            viewOnMain.async { view in view.layer.contents = image.cgImage }
            drawn.signal()
        }
        drawn.wait()
        #expect(drawingThread != nil && drawingThread != testThread)
        #expect(view.layer.contents == nil)
        scene.application.runLoopOnce()
        let pixel = try #require(scene.window.screenImage()).pixels[10, 10]
        #expect(pixel.blue == 255 && pixel.red == 0)
    }
}
