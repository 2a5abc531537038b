import ControlKitComponents
import Graphics

/// The Graphics rows: what `peers/cairo_peer.c` runs, at the same sizes, with the same
/// iteration divisors, drawn in Cairo's coordinates (origin top left, y down) so the two
/// renderings can be compared pixel by pixel.
public enum GraphicsScenes {
    /// The 400 × `height` test picture both sides draw from: red across, green down, blue 128.
    static func picture(height: Int) -> CGImage {
        var pixels = PixelBuffer(width: 400, height: height)
        for y in 0..<height {
            for x in 0..<400 {
                pixels[x, y] = RGBA8(red: UInt8(x * 255 / 399), green: UInt8(y * 255 / (height - 1)), blue: 128, alpha: 255)
            }
        }
        return CGImage(pixels: pixels)!
    }

    static let square = picture(height: 400)
    static let landscape = picture(height: 300)

    /// A context of `width` × `height` pixels whose user space is Cairo's.
    static func context(_ width: Int, _ height: Int) -> CGContext {
        let context = CGContext(width: width, height: height)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        return context
    }

    static func roundedRect(_ context: CGContext) {
        context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 50, cornerHeight: 50))
        context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        context.fillPath()
    }

    static func strokeCircle(_ context: CGContext) {
        context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.setLineWidth(2)
        context.setStrokeColor(CGColor(gray: 0.1, alpha: 1))
        context.strokeEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    static func clippedImage(_ context: CGContext) {
        context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.saveGState()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.clip()
        context.drawUpright(square, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.restoreGState()
    }

    /// Seed 002: aspect-fill the 400 × 300 picture into 100 × 100, clip round, then the border.
    static func avatar(_ context: CGContext) {
        context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.saveGState()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.clip()
        let width = 400 * 100.0 / 300
        context.drawUpright(landscape, in: CGRect(x: (100 - width) / 2, y: 0, width: width, height: 100))
        context.restoreGState()
        context.setLineWidth(4)
        context.setStrokeColor(.white)
        context.strokeEllipse(in: CGRect(x: 2, y: 2, width: 96, height: 96))
    }

    static let landscapeImage = UIImage(cgImage: landscape)

    /// Seed 002 as RoundedAvatar runs it, through its UIImage category: three images in turn —
    /// the picture aspect-filled into 100 × 100, that clipped round inside a 4-point border, then
    /// the white border stroked — the peer doing the same three passes in Cairo.
    static func avatarCategory(_ context: CGContext) {
        context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        let avatar = landscapeImage.roundedImage(cornerRadius: 100, scaledTo: CGSize(width: 100, height: 100), borderWidth: 4,
                                                 borderColor: .white)
        if let image = avatar?.cgImage { context.drawUpright(image, in: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    }

    static func smallRects(_ context: CGContext) {
        context.clear(CGRect(x: 0, y: 0, width: 320, height: 480))
        context.setFillColor(CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
        for index in 0..<1_000 {
            context.fill(CGRect(x: (index * 7) % 316, y: (index * 13) % 476, width: 4, height: 4))
        }
    }

    /// A 320 × 480 shape layer: a rounded rectangle and a circle, stroked 4 wide in 12-on 6-off
    /// dashes with round caps and joins, as a progress or selection outline is drawn.
    nonisolated(unsafe) static let dashedShape: CAShapeLayer = {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        // Built as the peer builds it (the same start points and directions, so the same dashes).
        let path = CGMutablePath(), (x, y, w, h, r) = (CGFloat(20), CGFloat(20), CGFloat(280), CGFloat(440), CGFloat(30))
        path.addArc(center: CGPoint(x: x + w - r, y: y + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        path.addArc(center: CGPoint(x: x + w - r, y: y + h - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        path.addArc(center: CGPoint(x: x + r, y: y + h - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        path.addArc(center: CGPoint(x: x + r, y: y + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        path.closeSubpath()
        path.move(to: CGPoint(x: 260, y: 240))
        path.addArc(center: CGPoint(x: 160, y: 240), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        (layer.path, layer.fillColor, layer.lineWidth) = (path, nil, 4)
        layer.strokeColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        (layer.lineCap, layer.lineJoin, layer.lineDashPattern) = (.round, .round, [12, 6])
        return layer
    }()

    /// A 320 × 480 gradient layer from red to blue, `axial` corner to corner or `radial` out from
    /// the middle to a circle of radius 160.
    static func gradientLayer(_ type: CAGradientLayerType) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        layer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        layer.type = type
        if type == .radial {
            (layer.startPoint, layer.endPoint) = (CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5 + 160.0 / 480))
        } else {
            (layer.startPoint, layer.endPoint) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        return layer
    }

    nonisolated(unsafe) static let axialGradient = gradientLayer(.axial)
    nonisolated(unsafe) static let radialGradient = gradientLayer(.radial)

    /// Clears the 320 × 480 context, then renders `layer` into it. The layers are made once and
    /// used by one benchmark thread at a time.
    static func render(_ layer: CALayer) -> @Sendable (CGContext) -> Void {
        nonisolated(unsafe) let layer = layer
        return { context in
            context.clear(CGRect(x: 0, y: 0, width: 320, height: 480))
            layer.render(in: context)
        }
    }

    /// Each row: its name (the peer's), the file the peer writes its result to, the size, the
    /// divisor and the drawing.
    static let scenes: [(name: String, file: String, width: Int, height: Int, divisor: Int, draw: @Sendable (CGContext) -> Void)] = [
        ("fill a rounded rect 100×100, radius 50", "rounded-rect", 100, 100, 10_000, roundedRect),
        ("stroke a 2-pt circle", "stroke-circle", 100, 100, 10_000, strokeCircle),
        ("clip to a circle, draw a 400×400 image into 100×100", "clipped-image", 100, 100, 100_000, clippedImage),
        ("seed 002's avatar transform", "avatar", 100, 100, 100_000, avatar),
        ("seed 002's avatar transform, three passes (UIImage category)", "avatar-category", 100, 100, 100_000, avatarCategory),
        ("fill 1,000 small rects", "small-rects", 320, 480, 100_000, smallRects),
        ("shape layer: a dashed stroke, 320×480", "shape-layer-dashed", 320, 480, 100_000, render(dashedShape)),
        ("gradient: axial, 320×480", "gradient-axial", 320, 480, 100_000, render(axialGradient)),
        ("gradient: radial, 320×480", "gradient-radial", 320, 480, 100_000, render(radialGradient)),
    ]

    /// Each scene drawn once, with the file name the peer writes its own rendering to.
    public static func renderings() -> [(file: String, image: CGImage)] {
        scenes.map { scene in
            let context = context(scene.width, scene.height)
            scene.draw(context)
            return (scene.file, context.makeImage()!)
        }
    }
}

extension Fixtures {
    static func graphicsOperations() throws -> [Operation] {
        var operations = GraphicsScenes.scenes.map { scene in
            let context = GraphicsScenes.context(scene.width, scene.height)
            return Operation(name: scene.name, iterationDivisor: scene.divisor, run: { iterations in
                for _ in 0..<iterations { scene.draw(context) }
                // Something was painted: the loop did its work.
                return context.pixels.bytes.contains { $0 != 0 } ? iterations : 0
            }, expectedResult: { $0 })
        }
        let rects = GraphicsScenes.context(320, 480)
        GraphicsScenes.smallRects(rects)
        let picture = rects.makeImage()!
        operations.append(Operation(name: "encode a 320×480 PNG", iterationDivisor: 1_000_000, run: { iterations in
            var written = 0
            for _ in 0..<iterations { written += PNGEncoder.encode(picture).isEmpty ? 0 : 1 }
            return written
        }, expectedResult: { $0 }))
        return operations
    }
}
