import Foundation

/// A bitmap drawing context (Core Graphics' `CGContext`), with Apple's names and semantics for
/// the subset UIKit code uses.
///
/// User space starts as the bitmap's own space: origin at the bottom-left corner, y up, one unit
/// a pixel (UIKit's image contexts flip it to a top-left origin). Paths are built in user space
/// and fixed in the context's space as they are added, so transforming afterwards moves only what
/// is added next, as in Core Graphics. Painting is anti-aliased by exact area coverage.
///
/// A context is not `Sendable`: make one per thread (what it makes, images, are).
public final class CGContext {
    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// The pixels painted so far, row 0 at the top.
    public private(set) var pixels: PixelBuffer

    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, in the context's base space.
    private var currentPath: [PathElement] = []

    /// A context painting into a new `width` × `height` bitmap of transparent pixels, or nil for
    /// a size that holds no pixel.
    public init?(width: Int, height: Int, format: PixelBuffer.Format = .rgba8Premultiplied) {
        guard width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
        pixels = PixelBuffer(width: width, height: height, format: format)
    }

    /// The base space (y up) to pixel rows (y down).
    private var basePixelTransform: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (`CGContextSaveGState`).
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the graphics state saved last (`CGContextRestoreGState`); nothing when none was saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transformation matrix: user space to the context's base space.
    public var ctm: CGAffineTransform { state.transform }

    /// Moves user space's origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.transform = state.transform.translatedBy(x: tx, y: ty)
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.transform = state.transform.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        state.transform = state.transform.rotated(by: angle)
    }

    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// The colour fills paint with.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// The colour strokes paint with.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// The stroke's width in user space; a negative width counts as zero (nothing is stroked).
    public func setLineWidth(_ width: CGFloat) {
        state.lineStyle.width = max(width, 0)
    }

    /// How open subpaths' ends are stroked.
    public func setLineCap(_ cap: CGLineCap) {
        state.lineStyle.cap = cap
    }

    /// How strokes turn corners.
    public func setLineJoin(_ join: CGLineJoin) {
        state.lineStyle.join = join
    }

    /// The longest miter join, as its length over the line width; longer ones are beveled.
    public func setMiterLimit(_ limit: CGFloat) {
        state.lineStyle.miterLimit = limit
    }

    /// The opacity everything painted is multiplied by, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(max(alpha, 0), 1)
    }

    /// How images drawn at another size are sampled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// How painting combines with what is beneath.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    // MARK: The current path

    /// Empties the current path.
    public func beginPath() { currentPath = [] }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current path's bounding box in user space.
    public var boundingBoxOfPath: CGRect {
        CGPath(elements: currentPath).boundingBox.applying(state.transform.inverted())
    }

    /// The current path, in user space.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(elements: currentPath.map { $0.applying(state.transform.inverted()) })
    }

    public func move(to point: CGPoint) { addElements([.moveToPoint(point)]) }
    public func addLine(to point: CGPoint) { addElements([.addLineToPoint(point)]) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { addElements([.addQuadCurveToPoint(control, end)]) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addElements([.addCurveToPoint(control1, control2, end)])
    }
    public func closePath() { addElements([.closeSubpath]) }
    public func addRect(_ rect: CGRect) { addElements(PathShapes.rectangle(rect, .identity)) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { addElements(PathShapes.ellipse(in: rect, .identity)) }
    public func addPath(_ path: CGPath) { addElements(path.elements) }

    /// An arc, joined to the current point by a line (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = PathShapes.arc(center: center, radius: radius, from: startAngle, to: endAngle, clockwise: clockwise)
        addElements(currentPath.isEmpty ? arc : [.addLineToPoint(arc[0].points[0])] + arc.dropFirst())
    }

    private func addElements(_ elements: [PathElement]) {
        currentPath += elements.map { $0.applying(state.transform) }
    }

    // MARK: Painting

    /// Fills the current path with the fill colour under `rule`, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let polygons = PathFlattening.polygons(of: currentPath, basePixelTransform)
        currentPath = []
        let source = state.fillColor.premultiplied
        paint(polygons, rule) { _, _ in source }
    }

    /// Strokes the current path with the stroke colour and line style, then empties the path.
    /// The pen is a circle in user space, so a transform that scales unevenly makes it an ellipse.
    public func strokePath() {
        let elements = currentPath
        currentPath = []
        let transform = state.transform
        let determinant = transform.a * transform.d - transform.b * transform.c
        // A transform that flattens the plane flattens the pen: nothing to paint.
        guard determinant != 0, determinant.isFinite else { return }
        let toUser = transform.inverted()
        let scale = abs(determinant).squareRoot()
        let tolerance = PathFlattening.tolerance / scale
        let stroker = Stroker(style: state.lineStyle, tolerance: tolerance)
        let toPixels = transform.concatenating(basePixelTransform)
        let polygons = PathFlattening.polylines(of: elements, toUser, tolerance: tolerance)
            .flatMap(stroker.outline(of:))
            .map { Polygon(points: $0.points.map { $0.applying(toPixels) }) }
        let source = state.strokeColor.premultiplied
        paint(polygons, .winding) { _, _ in source }
    }

    /// Strokes `rect`, leaving the current path as it is.
    public func stroke(_ rect: CGRect) {
        strokeShape(PathShapes.rectangle(rect, state.transform))
    }

    /// Strokes `rect` with line width `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        strokeShape(PathShapes.ellipse(in: rect, state.transform))
    }

    /// Strokes a line between each pair of `points` (the 1st and 2nd, the 3rd and 4th, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        let pairs = stride(from: 0, to: points.count - 1, by: 2).flatMap { index -> [PathElement] in
            [.moveToPoint(points[index]), .addLineToPoint(points[index + 1])]
        }
        strokeShape(pairs.map { $0.applying(state.transform) })
    }

    private func strokeShape(_ elements: [PathElement]) {
        let saved = currentPath
        currentPath = elements
        strokePath()
        currentPath = saved
    }

    /// Fills `rect`, leaving the current path as it is.
    public func fill(_ rect: CGRect) {
        fillShape(PathShapes.rectangle(rect, state.transform))
    }

    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) {
        for rect in rects { fill(rect) }
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        fillShape(PathShapes.ellipse(in: rect, state.transform))
    }

    /// Makes `rect` transparent, whatever the blend mode (`CGContextClearRect`).
    public func clear(_ rect: CGRect) {
        let mode = state.blendMode
        state.blendMode = .clear
        fill(rect)
        state.blendMode = mode
    }

    private func fillShape(_ elements: [PathElement]) {
        let saved = currentPath
        currentPath = elements
        fillPath()
        currentPath = saved
    }

    // MARK: Images

    /// An image of what is painted so far (`CGBitmapContextCreateImage`); nil for a mask context.
    public func makeImage() -> CGImage? {
        CGImage(pixels: pixels)
    }

    /// Draws `image` scaled into `rect` of user space, its top row at the rectangle's top (its
    /// greatest y), sampled as ``interpolationQuality`` says; edges are anti-aliased like fills.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        // Pixel space to image pixels (x right, y down from the image's top row).
        let userToImage = CGAffineTransform(translationX: -rect.minX, y: -rect.maxY)
            .concatenating(CGAffineTransform(scaleX: CGFloat(image.width) / rect.width, y: -CGFloat(image.height) / rect.height))
        let toPixels = state.transform.concatenating(basePixelTransform)
        let pixelsToImage = toPixels.inverted().concatenating(userToImage)
        let sampler = ImageSampler(image: image.pixels, quality: state.interpolationQuality)
        let polygons = PathFlattening.polygons(of: PathShapes.rectangle(rect, .identity), toPixels)
        paint(polygons, .winding) { x, y in
            let corners = [CGPoint(x: x, y: y), CGPoint(x: x + 1, y: y), CGPoint(x: x, y: y + 1), CGPoint(x: x + 1, y: y + 1)]
                .map { $0.applying(pixelsToImage) }
            let (xs, ys) = (corners.map(\.x), corners.map(\.y))
            let footprint = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            return sampler.sample(at: CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(pixelsToImage), footprint: footprint)
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path under `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let polygons = PathFlattening.polygons(of: currentPath, basePixelTransform)
        currentPath = []
        var mask = [UInt8](repeating: 0, count: width * height)
        let covered = coverage(of: polygons, rule) { x, y, coverage in
            mask[y * width + x] = UInt8((coverage * 255).rounded())
        }
        if let current = state.clipMask, covered {
            for index in mask.indices { mask[index] = UInt8((Int(mask[index]) * Int(current[index]) + 127) / 255) }
        }
        state.clipMask = mask
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        let saved = currentPath
        currentPath = PathShapes.rectangle(rect, state.transform)
        clip()
        currentPath = saved
    }

    /// The clip's bounding box in user space: the whole bitmap when nothing is clipped.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect.null
        if let mask = state.clipMask {
            for y in 0..<height {
                for x in 0..<width where mask[y * width + x] > 0 {
                    box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
        } else {
            box = CGRect(x: 0, y: 0, width: width, height: height)
        }
        return box.applying(basePixelTransform.inverted()).applying(state.transform.inverted())
    }

    // MARK: Coverage and compositing

    /// Calls `body` with the coverage of each pixel `polygons` (in pixel space) touch under
    /// `rule`, before the clip; returns whether the path has any area in the bitmap.
    @discardableResult
    private func coverage(of polygons: [Polygon], _ rule: CGPathFillRule,
                          _ body: (_ x: Int, _ y: Int, _ coverage: Float) -> Void) -> Bool {
        var box = CGRect.null
        for polygon in polygons {
            for point in polygon.points { box = box.union(CGRect(origin: point, size: .zero)) }
        }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        guard !box.isNull, box.intersects(bounds) || box.width == 0 || box.height == 0 else { return true }
        let clipped = box.intersection(bounds)
        guard !clipped.isNull else { return true }
        let left = Int(clipped.minX.rounded(.down)), top = Int(clipped.minY.rounded(.down))
        let right = Int(clipped.maxX.rounded(.up)), bottom = Int(clipped.maxY.rounded(.up))
        var accumulator = CoverageAccumulator(width: right - left, height: bottom - top)
        let origin = CGPoint(x: left, y: top)
        for polygon in polygons {
            for (index, start) in polygon.points.enumerated() {
                let end = polygon.points[(index + 1) % polygon.points.count]
                accumulator.addEdge(from: CGPoint(x: start.x - origin.x, y: start.y - origin.y),
                                    to: CGPoint(x: end.x - origin.x, y: end.y - origin.y))
            }
        }
        accumulator.forEachCoverage(rule) { x, y, coverage in body(left + x, top + y, coverage) }
        return true
    }

    /// Paints `polygons` (in pixel space) under `rule`: each covered pixel's `source` colour,
    /// with its coverage scaled by the clip and global alpha, composited under the blend mode.
    private func paint(_ polygons: [Polygon], _ rule: CGPathFillRule, _ source: (_ x: Int, _ y: Int) -> RGBA8) {
        let alpha = Float(state.alpha)
        let clip = state.clipMask
        let stride = pixels.format.bytesPerPixel
        coverage(of: polygons, rule) { x, y, coverage in
            let index = y * width + x
            var amount = coverage * alpha
            if let clip { amount *= Float(clip[index]) / 255 }
            guard amount > 0 else { return }
            let offset = index * stride
            var pixel = pixels.format == .alpha8
                ? RGBA8(red: 0, green: 0, blue: 0, alpha: pixels.bytes[offset])
                : RGBA8(red: pixels.bytes[offset], green: pixels.bytes[offset + 1], blue: pixels.bytes[offset + 2], alpha: pixels.bytes[offset + 3])
            composite(source(x, y), amount, onto: &pixel)
            if pixels.format == .alpha8 {
                pixels.bytes[offset] = pixel.alpha
            } else {
                pixels.bytes[offset] = pixel.red
                pixels.bytes[offset + 1] = pixel.green
                pixels.bytes[offset + 2] = pixel.blue
                pixels.bytes[offset + 3] = pixel.alpha
            }
        }
    }

    /// `source` painted onto `pixel` with `coverage` under the blend mode.
    private func composite(_ source: RGBA8, _ coverage: Float, onto pixel: inout RGBA8) {
        let mode = state.blendMode
        let sourceAlpha = Float(source.alpha)
        func blend(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(min(max(mode.blend(Float(s), Float(d), sourceAlpha: sourceAlpha, coverage: coverage).rounded(), 0), 255))
        }
        pixel = RGBA8(red: blend(source.red, pixel.red), green: blend(source.green, pixel.green),
                      blue: blend(source.blue, pixel.blue), alpha: blend(source.alpha, pixel.alpha))
    }
}
