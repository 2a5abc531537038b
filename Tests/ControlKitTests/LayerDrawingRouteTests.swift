import Testing
@testable import ControlKit

/// A layer class that draws itself: the left half of its bounds red.
final class HalfRedLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

/// A layer class that makes its contents itself, in `display()`.
final class SelfDisplayingLayer: CALayer {
    var displays = 0
    override func display() {
        displays += 1
        let image = UIGraphicsImageRenderer(size: bounds.size).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(origin: .zero, size: bounds.size))
        }
        contents = image.cgImage
    }
}

/// A layer class that draws nothing of its own.
final class PlainSubclassLayer: CALayer {}

final class HalfRedView: UIView {
    override class var layerClass: AnyClass { HalfRedLayer.self }
}

final class SelfDisplayingView: UIView {
    override class var layerClass: AnyClass { SelfDisplayingLayer.self }
}

final class DrawingOverPlainLayerView: UIView {
    override class var layerClass: AnyClass { PlainSubclassLayer.self }
    override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
}

final class ContentsOverPlainLayerView: UIView {
    override class var layerClass: AnyClass { PlainSubclassLayer.self }
}

/// The drawing route as in UIKit: a view's layer of the program's own class displays itself —
/// its `draw(in:)` or `display()` — and a view's `draw(_:)` is reached through the layer's
/// `draw(in:)` when the layer class leaves it.
@MainActor @Suite("The drawing route")
struct LayerDrawingRouteTests {
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255), blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

    @Test("a view whose layer class overrides draw(in:) shows what the layer draws")
    func layerDrawsItself() throws {
        let view = HalfRedView(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        let pixels = try snapshotPixels(of: view)
        #expect(pixels[1, 1] == red && pixels[6, 1].alpha == 0)
        // Marked again through the view or the layer, it draws again at the new size.
        view.frame.size.width = 4
        view.setNeedsDisplay()
        #expect(try snapshotPixels(of: view)[1, 1] == red)
    }

    @Test("a view whose layer class overrides display() shows the contents it makes")
    func layerDisplaysItself() throws {
        let view = SelfDisplayingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let pixels = try snapshotPixels(of: view)
        #expect(pixels[2, 2] == blue)
        let layer = try #require(view.layer as? SelfDisplayingLayer)
        let displays = layer.displays
        layer.setNeedsDisplay()
        _ = try snapshotPixels(of: view)
        #expect(layer.displays == displays + 1)
    }

    @Test("a layer class that leaves draw(in:) alone passes it to the view's draw(_:), and keeps contents set otherwise")
    func viewDrawsThroughTheLayer() throws {
        let drawing = DrawingOverPlainLayerView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let pixels = try snapshotPixels(of: drawing)
        #expect(pixels[1, 1] == RGBA8(red: 0, green: 255, blue: 0, alpha: 255) && pixels[3, 3].alpha == 0)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let showing = ContentsOverPlainLayerView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        showing.layer.contents = image.cgImage
        #expect(try snapshotPixels(of: showing)[2, 2] == red, "a display that paints nothing leaves the contents")
    }
}
