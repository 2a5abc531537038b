import Testing
@testable import ControlKit

/// The pixels `layer` renders into a `width` × `height` image at scale 1.
func rendered(_ layer: CALayer, _ width: Int, _ height: Int) throws -> PixelBuffer {
    let format = UIGraphicsImageRendererFormat()
    let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        layer.render(in: context.cgContext)
    }
    return try #require(image.cgImage).pixels
}

/// One row of `pixels`, as (red, green, blue, alpha) tuples flattened for comparison.
func row(_ pixels: PixelBuffer, _ y: Int) -> [RGBA8] {
    (0..<pixels.width).map { pixels[$0, y] }
}

let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

/// Layer rendering against pixels worked out by hand: each layer property changes exactly the
/// pixels it should.
@MainActor @Suite("Layer rendering") struct LayerRenderingTests {
    func layer(_ frame: CGRect, _ color: UIColor?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color?.cgColor
        return layer
    }

    @Test("background, then sublayers in order at their positions")
    func backgroundAndSublayers() throws {
        let parent = layer(CGRect(x: 0, y: 0, width: 4, height: 1), .red)
        parent.addSublayer(layer(CGRect(x: 2, y: 0, width: 2, height: 1), .blue))
        parent.addSublayer(layer(CGRect(x: 3, y: 0, width: 1, height: 1), .red))
        #expect(row(try rendered(parent, 4, 1), 0) == [red, red, blue, red])
    }

    @Test("masksToBounds clips sublayers to the bounds; without it they overflow")
    func masksToBounds() throws {
        let parent = layer(CGRect(x: 0, y: 0, width: 2, height: 1), .red)
        parent.addSublayer(layer(CGRect(x: 1, y: 0, width: 3, height: 1), .blue))
        #expect(row(try rendered(parent, 4, 1), 0) == [red, blue, blue, blue])
        parent.masksToBounds = true
        #expect(row(try rendered(parent, 4, 1), 0) == [red, blue, .clear, .clear])
    }

    @Test("opacity applies to the layer and its sublayers composited as one")
    func groupOpacity() throws {
        let parent = layer(CGRect(x: 0, y: 0, width: 2, height: 1), .red)
        parent.addSublayer(layer(CGRect(x: 1, y: 0, width: 1, height: 1), .blue))
        parent.opacity = 0.5
        let pixels = row(try rendered(parent, 2, 1), 0)
        // Half of red and half of blue, not blue over half-red.
        #expect(pixels == [RGBA8(red: 128, green: 0, blue: 0, alpha: 128), RGBA8(red: 0, green: 0, blue: 128, alpha: 128)])
    }

    @Test("a hidden layer and its sublayers draw nothing")
    func hidden() throws {
        let parent = layer(CGRect(x: 0, y: 0, width: 2, height: 1), .red)
        parent.addSublayer(layer(CGRect(x: 1, y: 0, width: 1, height: 1), .blue))
        parent.isHidden = true
        #expect(row(try rendered(parent, 2, 1), 0) == [.clear, .clear])
        parent.isHidden = false
        parent.sublayers?[0].isHidden = true
        #expect(row(try rendered(parent, 2, 1), 0) == [red, red])
    }

    @Test("the border is inside the bounds, above the sublayers")
    func border() throws {
        let parent = layer(CGRect(x: 0, y: 0, width: 4, height: 4), nil)
        parent.addSublayer(layer(CGRect(x: 0, y: 0, width: 4, height: 4), .blue))
        parent.borderWidth = 1
        parent.borderColor = UIColor.red.cgColor
        let pixels = try rendered(parent, 4, 4)
        #expect(row(pixels, 0) == [red, red, red, red])
        #expect(row(pixels, 1) == [red, blue, blue, red])
    }

    @Test("corner radius rounds the background; masked corners choose which corners")
    func cornerRadius() throws {
        let square = layer(CGRect(x: 0, y: 0, width: 8, height: 8), .red)
        square.cornerRadius = 4
        var pixels = try rendered(square, 8, 8)
        #expect(pixels[0, 0].alpha < 64 && pixels[7, 7].alpha < 64 && pixels[4, 4] == red)
        square.maskedCorners = [.layerMinXMinYCorner]
        pixels = try rendered(square, 8, 8)
        // Only the top-left corner is rounded (y down in a layer, as on screen).
        #expect(pixels[0, 0].alpha < 64 && pixels[7, 0] == red && pixels[0, 7] == red && pixels[7, 7] == red)
    }

    @Test("contents are placed by their gravity at the contents scale")
    func contentsGravity() throws {
        let image = try #require(UIImage(color: .blue, size: CGSize(width: 2, height: 2)).cgImage)
        let layer = layer(CGRect(x: 0, y: 0, width: 4, height: 4), nil)
        layer.contents = image
        layer.contentsGravity = .center
        var pixels = try rendered(layer, 4, 4)
        #expect(row(pixels, 0) == [.clear, .clear, .clear, .clear])
        #expect(row(pixels, 1) == [.clear, blue, blue, .clear])
        layer.contentsGravity = .topLeft
        pixels = try rendered(layer, 4, 4)
        #expect(row(pixels, 0) == [blue, blue, .clear, .clear])
        layer.contentsScale = 2
        pixels = try rendered(layer, 4, 4)
        #expect(row(pixels, 0) == [blue, .clear, .clear, .clear])
        layer.contentsGravity = .resize
        pixels = try rendered(layer, 4, 4)
        #expect(row(pixels, 3) == [blue, blue, blue, blue])
        #expect(CALayerContentsGravity(rawValue: "sideways") == nil)
        #expect(CALayerContentsGravity(rawValue: "resizeAspect") == .resizeAspect)
    }

    @Test("a mask shows the layer where the mask layer is opaque")
    func mask() throws {
        let layer = layer(CGRect(x: 0, y: 0, width: 4, height: 1), .red)
        layer.mask = self.layer(CGRect(x: 1, y: 0, width: 2, height: 1), .black)
        #expect(row(try rendered(layer, 4, 1), 0) == [.clear, red, red, .clear])
    }

    @Test("a shadow falls beneath the layer by its offset, in its colour and opacity")
    func shadow() throws {
        let layer = layer(CGRect(x: 0, y: 0, width: 2, height: 1), .red)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 2, height: 0)
        layer.shadowColor = UIColor.blue.cgColor
        #expect(row(try rendered(layer, 4, 1), 0) == [red, red, blue, blue])
        layer.shadowOpacity = 0
        #expect(row(try rendered(layer, 4, 1), 0) == [red, red, .clear, .clear])
    }

    @Test("a transform turns the layer about its anchor point")
    func transform() throws {
        let parent = layer(CGRect(x: 0, y: 0, width: 4, height: 4), nil)
        let bar = layer(CGRect(x: 0, y: 1, width: 4, height: 2), .red)
        parent.addSublayer(bar)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let pixels = try rendered(parent, 4, 4)
        // Turned a quarter about its centre (2, 2), the 4 × 2 bar stands 2 × 4.
        #expect(row(pixels, 0) == [.clear, red, red, .clear])
        #expect(row(pixels, 3) == [.clear, red, red, .clear])
    }
}
