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
    // The fields every paint, save, restore and transform touches skip the run-time exclusivity
    // check (a runtime call each, a sixth of compositing 1,000 small layers): a context is used
    // on one thread, and no body reads a field while it holds the same field inout. Swift still
    // checks exclusivity at compile time.

    /// The pixels painted so far, row 0 at the top.
    @exclusivity(unchecked) public internal(set) var pixels: PixelBuffer

    @exclusivity(unchecked) var state = GraphicsState()
    @exclusivity(unchecked) var savedStates: [GraphicsState] = []
    /// What each open transparency layer paints over (see `CGContext+TransparencyLayers.swift`).
    var transparencyLayers: [TransparencyLayer] = []
    /// The context's default user space, in its base space: what a shadow's offset and blur are
    /// given in (a UIKit context's points, y down). The identity unless its maker says.
    package var defaultUserSpace = CGAffineTransform.identity
    /// Bitmaps of this context's size kept for the next transparency layers, each with the
    /// pixels its last layer could have painted (cleared when it is taken again).
    var spareLayerBitmaps: [(bitmap: PixelBuffer, painted: PixelBounds)] = []
    /// Whether anything was painted: a view whose `draw(_:)` painted nothing needs no backing store.
    @exclusivity(unchecked) package internal(set) var hasPainted = false
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
    var basePixelTransform: CGAffineTransform {
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

    /// Fills the clip with `gradient` along the line from `start` to `end` in user space
    /// (`drawLinearGradient`): between the lines through the ends across it, and beyond them
    /// in the end colours where `options` says.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        drawGradient(gradient, .axial(start: start, end: end), options: options)
    }

    /// Fills the clip with `gradient` between two circles in user space (`drawRadialGradient`),
    /// and beyond them in the end colours where `options` says.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        drawGradient(gradient, .radial(startCenter: startCenter, startRadius: max(startRadius, 0),
                                       endCenter: endCenter, endRadius: max(endRadius, 0)), options: options)
    }

    /// Fills the clip with `gradient` shaded by `shading` in user space, before its start and
    /// after its end where `options` says.
    package func drawGradient(_ gradient: CGGradient, _ shading: GradientShading, options: CGGradientDrawingOptions) {
        let toPixels = state.transform.concatenating(basePixelTransform)
        let determinant = toPixels.a * toPixels.d - toPixels.b * toPixels.c
        guard determinant != 0, determinant.isFinite else { return }
        paintGradient(gradient, shading, options, toPixels.inverted())
    }

    /// Paints every pixel the clip lets through with the colour at its centre's place along the
    /// gradient (nothing where a radial gradient does not reach, nor before its start or after
    /// its end unless `options` says): a loop of its own, as a pixel's colour comes from its
    /// place, not from a paint.
    private func paintGradient(_ gradient: CGGradient, _ shading: GradientShading, _ options: CGGradientDrawingOptions,
                               _ toUser: CGAffineTransform) {
        if let shadow = state.shadow {
            return casting(shadow, within: paintBounds) { paintGradient(gradient, shading, options, toUser) }
        }
        // The places painted: from the start to the end, and beyond where the options say.
        let lowest = options.contains(.drawsBeforeStartLocation) ? -CGFloat.infinity : 0
        let highest = options.contains(.drawsAfterEndLocation) ? CGFloat.infinity : 1
        let bounded = lowest > -.infinity || highest < .infinity
        hasPainted = true
        let bounds = paintBounds
        guard bounds.left < bounds.right, bounds.top < bounds.bottom else { return }
        let painter = Painter(state: state, width: width, isMask: pixels.format == .alpha8)
        let plain = painter.composesPlainly
        // Along a row the user-space point moves by one column of the transform.
        let step = CGPoint(x: toUser.a, y: toUser.b)
        pixels.bytes.withUnsafeMutableBufferPointer { bytes in
            for y in bounds.top..<bounds.bottom {
                var point = CGPoint(x: CGFloat(bounds.left) + 0.5, y: CGFloat(y) + 0.5).applying(toUser)
                var offset = (y * width + bounds.left) * 4
                // Along an axial gradient the place moves by the same amount each column.
                let axial = shading.axialPlaces(from: point, step: step)
                for x in bounds.left..<bounds.right {
                    defer {
                        point.x += step.x
                        point.y += step.y
                        offset += 4
                    }
                    guard let place = axial.map({ $0.t0 + $0.dt * CGFloat(x - bounds.left) }) ?? shading.location(of: point) else { continue }
                    if bounded, place < lowest || place > highest { continue }
                    let color = gradient.color(at: place)
                    guard plain, color.alpha == 255 else {
                        painter.paint(color, 1, x, y, bytes)
                        continue
                    }
                    bytes[offset] = color.red
                    bytes[offset + 1] = color.green
                    bytes[offset + 2] = color.blue
                    bytes[offset + 3] = 255
                }
            }
        }
    }

    /// Dashes strokes (`setLineDash(phase:lengths:)`): `lengths` alternate painted and unpainted
    /// stretches in user space, starting `phase` into the pattern at each subpath. An empty list
    /// strokes solid again; so does a list with a negative length or only zeros, which Core
    /// Graphics refuses.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = !lengths.isEmpty && lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        state.lineStyle.pieces.dashLengths = valid ? lengths : []
        state.lineStyle.pieces.dashPhase = valid && phase.isFinite ? phase : 0
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

    /// The current path's bounding box in user space, control points included, as Core
    /// Graphics' (``CGPath/boundingBox``).
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

    /// The arc of `radius` tangent to the lines from the current point to `tangent1End` and on
    /// to `tangent2End` (`CGContextAddArcToPoint`), as ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let current = PathShapes.currentPoint(after: currentPath) else { return addElements([.moveToPoint(tangent1End)]) }
        addElements(PathShapes.tangentArc(from: current.applying(state.transform.inverted()), tangent1End, tangent2End, radius: radius))
    }

    /// The current point of the path, in user space (`currentPointOfPath`); zero for an empty path.
    public var currentPointOfPath: CGPoint {
        PathShapes.currentPoint(after: currentPath)?.applying(state.transform.inverted()) ?? .zero
    }

    private func addElements(_ elements: [PathElement]) {
        currentPath += elements.map { $0.applying(state.transform) }
    }

    // MARK: Painting

    /// Fills the current path with the fill colour under `rule`, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let polygons = PathFlattening.polygons(of: currentPath, basePixelTransform)
        currentPath = []
        paint(polygons, rule, .solid(state.fillColor.premultiplied))
    }

    /// Paints the current path as `mode` says — filled, stroked, or filled and then stroked,
    /// the stroke over the fill — then empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = currentPath
        if let rule = mode.fillRule { fillPath(using: rule) }
        if mode.strokes {
            currentPath = elements
            strokePath()
        }
    }

    /// Strokes the current path with the stroke colour and line style, then empties the path.
    /// The pen is a circle in user space, so a transform that scales unevenly makes it an ellipse.
    public func strokePath() {
        strokePath(from: 0, to: 1)
    }

    /// Strokes the stretch of the current path between fractions `start` and `end` of its
    /// length (a shape layer's `strokeStart` and `strokeEnd`), then empties the path.
    package func strokePath(from start: CGFloat, to end: CGFloat) {
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
        var pieces = state.lineStyle.pieces
        (pieces.start, pieces.end) = (start, end)
        let polygons = pieces.pieces(of: PathFlattening.polylines(of: elements, toUser, tolerance: tolerance))
            .flatMap(stroker.outline(of:))
            .map { Polygon(points: $0.points.map { $0.applying(toPixels) }) }
        paint(polygons, .winding, .solid(state.strokeColor.premultiplied))
    }

    /// How many pixels a unit of user space spans: the square root of the transform's area scale.
    var userSpaceScale: CGFloat {
        let transform = state.transform
        return abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
    }

    /// Fills `polygons`, given in user space, with `color` under the winding rule: outlines made
    /// once and filled often (the built-in font's glyphs).
    func fill(userSpacePolygons polygons: [Polygon], color: CGColor) {
        let toPixels = state.transform.concatenating(basePixelTransform)
        paint(polygons.map { Polygon(points: $0.points.map { $0.applying(toPixels) }) }, .winding, .solid(color.premultiplied))
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
        guard let pixelRect = pixelRect(of: rect) else { return fillShape(PathShapes.rectangle(rect, state.transform)) }
        paint(pixelRect: pixelRect, .solid(state.fillColor.premultiplied))
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
        // Drawn at its own size on whole pixels (a view's backing store), each pixel is a source
        // pixel: no sampling.
        let t = pixelsToImage
        let isWholePixelShift = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == t.tx.rounded() && t.ty == t.ty.rounded()
            && abs(t.tx) < 1_000_000_000 && abs(t.ty) < 1_000_000_000
        let source = isWholePixelShift ? PaintSource.shiftedImage(sampler, Int(t.tx), Int(t.ty)) : PaintSource.image(sampler, pixelsToImage)
        if let pixelRect = pixelRect(of: rect) {
            paint(pixelRect: pixelRect, source)
        } else {
            paint(PathFlattening.polygons(of: PathShapes.rectangle(rect, .identity), toPixels), .winding, source)
        }
    }

    /// Draws `image` into `rect` upright in a user space whose y points down (UIKit's): its top
    /// row at the rectangle's smallest y, where ``draw(_:in:)`` puts it at the greatest.
    public func drawUpright(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: rect)
        restoreGState()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path under `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let polygons = PathFlattening.polygons(of: currentPath, basePixelTransform)
        currentPath = []
        var mask = [UInt8](repeating: 0, count: width * height)
        coverage(of: polygons, rule) { x, y, coverage, count in
            let level = UInt8(coverage * 255 + 0.5)
            for index in y * width + x..<y * width + x + count { mask[index] = level }
        }
        if let current = state.clipMask {
            for index in mask.indices { mask[index] = PixelConversion.product(Int(mask[index]), Int(current[index])) }
        }
        state.clipMask = mask
    }

    /// Intersects the clip with `rect`. A rectangle of whole pixels narrows the painted bounds
    /// and needs no mask, so clipping to a view's frame costs nothing per pixel.
    public func clip(to rect: CGRect) {
        if let pixelRect = pixelRect(of: rect), let bounds = PixelBounds(exactly: pixelRect) {
            state.clipBounds = paintBounds.intersection(bounds)
            return
        }
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
        box = box.intersection(paintBounds.rect)
        return box.applying(basePixelTransform.inverted()).applying(state.transform.inverted())
    }

    // MARK: Coverage and compositing

    /// A coverage accumulator's cells, kept between fills (they are left zeroed after each).
    private var scratch: [Float] = []

    /// Calls `body` with the coverage of each pixel `polygons` (in pixel space) touch under
    /// `rule`, before the clip.
    private func coverage(of polygons: [Polygon], _ rule: CGPathFillRule,
                          _ body: (_ x: Int, _ y: Int, _ coverage: Float, _ count: Int) -> Void) {
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        for polygon in polygons {
            for point in polygon.points {
                minX = min(minX, point.x)
                maxX = max(maxX, point.x)
                minY = min(minY, point.y)
                maxY = max(maxY, point.y)
            }
        }
        let bounds = paintBounds
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        let left = max(Int(max(minX, 0).rounded(.down)), bounds.left), top = max(Int(max(minY, 0).rounded(.down)), bounds.top)
        let right = min(Int(min(maxX, CGFloat(width)).rounded(.up)), bounds.right)
        let bottom = min(Int(min(maxY, CGFloat(height)).rounded(.up)), bounds.bottom)
        guard left < right, top < bottom else { return }
        var accumulator = CoverageAccumulator(width: right - left, height: bottom - top, reusing: scratch)
        scratch = []
        let (originX, originY) = (CGFloat(left), CGFloat(top))
        for polygon in polygons {
            var previous = polygon.points[polygon.points.count - 1]
            for point in polygon.points {
                accumulator.addEdge(from: CGPoint(x: previous.x - originX, y: previous.y - originY),
                                    to: CGPoint(x: point.x - originX, y: point.y - originY))
                previous = point
            }
        }
        accumulator.consumeCoverage(rule) { x, y, coverage, count in body(left + x, top + y, coverage, count) }
        scratch = accumulator.releaseCells()
    }

    /// What a paint puts down at each pixel: one colour, or an image's sample.
    private enum PaintSource {
        case solid(RGBA8)
        /// The sampler, and pixel space to the image's pixels.
        case image(ImageSampler, CGAffineTransform)
        /// An image whose pixel (x + dx, y + dy) is the pixel (x, y): one drawn at its own size
        /// on whole pixels.
        case shiftedImage(ImageSampler, Int, Int)

        @inline(__always)
        func color(_ x: Int, _ y: Int) -> RGBA8 {
            switch self {
            case .solid(let color): return color
            case .image(let sampler, let toImage): return sampler.sample(pixelX: x, pixelY: y, toImage)
            case .shiftedImage(let sampler, let dx, let dy): return sampler.pixel(x + dx, y + dy)
            }
        }
    }

    /// Paints `polygons` (in pixel space) under `rule`: each covered pixel's `source` colour,
    /// with its coverage scaled by the clip and global alpha, composited under the blend mode.
    private func paint(_ polygons: [Polygon], _ rule: CGPathFillRule, _ source: PaintSource) {
        if let shadow = state.shadow {
            return casting(shadow, within: PixelBounds(enclosing: polygons)) { paint(polygons, rule, source) }
        }
        hasPainted = true
        let painter = Painter(state: state, width: width, isMask: pixels.format == .alpha8)
        var constant: RGBA8?
        if case .solid(let color) = source { constant = painter.fullCoverageResult(of: color) }
        pixels.bytes.withUnsafeMutableBufferPointer { bytes in
            coverage(of: polygons, rule) { x, y, coverage, count in
                if let constant, count > 1, coverage >= 1 - 0.5 / 255 {
                    return painter.store(constant, from: y * width + x, count: count, bytes)
                }
                for column in x..<x + count { painter.paint(source.color(column, y), coverage, column, y, bytes) }
            }
        }
    }

    /// Paints the rectangle `rect` of pixel space exactly: a pixel's coverage is the area of
    /// its overlap with the rectangle, with no path to flatten or accumulate.
    private func paint(pixelRect rect: CGRect, _ source: PaintSource) {
        if let shadow = state.shadow {
            return casting(shadow, within: PixelBounds(enclosing: rect)) { paint(pixelRect: rect, source) }
        }
        hasPainted = true
        let rect = rect.standardized, bounds = paintBounds
        guard rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else { return }
        let left = max(Int(max(rect.minX, 0).rounded(.down)), bounds.left)
        let right = min(Int(min(rect.maxX, CGFloat(width)).rounded(.up)), bounds.right)
        let top = max(Int(max(rect.minY, 0).rounded(.down)), bounds.top)
        let bottom = min(Int(min(rect.maxY, CGFloat(height)).rounded(.up)), bounds.bottom)
        guard left < right, top < bottom else { return }
        let painter = Painter(state: state, width: width, isMask: pixels.format == .alpha8)
        func overlap(_ start: Int, _ low: CGFloat, _ high: CGFloat) -> Float {
            Float(min(CGFloat(start + 1), high) - max(CGFloat(start), low))
        }
        // Columns every row covers whole, where a solid colour's result may be stored directly.
        let innerLeft = max(Int(max(rect.minX, 0).rounded(.up)), left)
        let innerRight = min(Int(min(rect.maxX, CGFloat(width)).rounded(.down)), right)
        if case .shiftedImage(let sampler, let dx, let dy) = source, rect == rect.integral, painter.composesPlainly,
           left + dx >= 0, top + dy >= 0, right + dx <= sampler.image.width, bottom + dy <= sampler.image.height {
            return blitOver(sampler.image, dx: dx, dy: dy, left: left, top: top, right: right, bottom: bottom)
        }
        var constant: RGBA8?
        if case .solid(let color) = source { constant = painter.fullCoverageResult(of: color) }
        pixels.bytes.withUnsafeMutableBufferPointer { bytes in
            for y in top..<bottom {
                let rowCoverage = overlap(y, rect.minY, rect.maxY)
                if let constant, rowCoverage >= 1, innerLeft < innerRight {
                    for x in left..<innerLeft { painter.paint(constant, overlap(x, rect.minX, rect.maxX), x, y, bytes) }
                    painter.store(constant, from: y * width + innerLeft, count: innerRight - innerLeft, bytes)
                    for x in innerRight..<right { painter.paint(constant, overlap(x, rect.minX, rect.maxX), x, y, bytes) }
                    continue
                }
                for x in left..<right {
                    painter.paint(source.color(x, y), rowCoverage * overlap(x, rect.minX, rect.maxX), x, y, bytes)
                }
            }
        }
    }

    /// Source-over of `image`'s pixel (x + dx, y + dy) onto each pixel (x, y) of the rows and
    /// columns given, whole: what drawing a view's backing store at its own size comes to. The
    /// same levels as painting each pixel, in integers, skipping transparent pixels.
    private func blitOver(_ image: PixelBuffer, dx: Int, dy: Int, left: Int, top: Int, right: Int, bottom: Int) {
        image.bytes.withUnsafeBufferPointer { source in
            pixels.bytes.withUnsafeMutableBufferPointer { destination in
                for y in top..<bottom {
                    var from = ((y + dy) * image.width + left + dx) * 4, to = (y * width + left) * 4
                    for _ in left..<right {
                        let alpha = source[from + 3]
                        if alpha == 255 {
                            for component in 0..<4 { destination[to + component] = source[from + component] }
                        } else if alpha != 0 {
                            let keep = 255 - Int(alpha)
                            for component in 0..<4 {
                                destination[to + component] = source[from + component]
                                    &+ PixelConversion.product(Int(destination[to + component]), keep)
                            }
                        }
                        from += 4
                        to += 4
                    }
                }
            }
        }
    }

    /// Whether painting inside `rect` of user space could touch a pixel the clip lets through:
    /// false lets a caller skip drawing that cannot show. Conservative under rotation (the
    /// rectangle's bounding box is tested).
    package func mayPaint(in rect: CGRect) -> Bool {
        let box = rect.applying(state.transform.concatenating(basePixelTransform))
        let bounds = paintBounds
        return box.maxX > CGFloat(bounds.left) && box.minX < CGFloat(bounds.right)
            && box.maxY > CGFloat(bounds.top) && box.minY < CGFloat(bounds.bottom)
    }

    /// The pixels painting may touch: the whole bitmap narrowed by rectangle clips.
    var paintBounds: PixelBounds { state.clipBounds ?? PixelBounds(left: 0, top: 0, right: width, bottom: height) }

    /// `rect` of user space in pixel space, when the transform keeps rectangles axis-aligned.
    package func pixelRect(of rect: CGRect) -> CGRect? {
        let transform = state.transform
        guard transform.b == 0, transform.c == 0 else { return nil }
        return rect.applying(transform.concatenating(basePixelTransform))
    }
}

/// Composites one pixel: the state's blend mode, global alpha and clip, read once per paint.
struct Painter {
    let alpha: Float
    let clip: [UInt8]?
    let mode: CGBlendMode
    let width: Int
    let isMask: Bool

    init(state: GraphicsState, width: Int, isMask: Bool) {
        alpha = Float(state.alpha)
        clip = state.clipMask
        mode = state.blendMode
        self.width = width
        self.isMask = isMask
    }

    @inline(__always)
    func paint(_ source: RGBA8, _ coverage: Float, _ x: Int, _ y: Int, _ bytes: UnsafeMutableBufferPointer<UInt8>) {
        let index = y * width + x
        var amount = coverage * alpha
        if let clip { amount *= Float(clip[index]) * (1 / 255) }
        guard amount > 0.5 / 255 else { return }
        if isMask {
            bytes[index] = blend(source.alpha, bytes[index], Float(source.alpha), amount)
            return
        }
        let offset = index * 4
        // Covered fully, the result may not depend on what is beneath: store it.
        if amount >= 1 - 0.5 / 255, clip == nil, let result = fullCoverageResult(of: source) {
            bytes[offset] = result.red
            bytes[offset + 1] = result.green
            bytes[offset + 2] = result.blue
            bytes[offset + 3] = result.alpha
            return
        }
        let sourceAlpha = Float(source.alpha)
        bytes[offset] = blend(source.red, bytes[offset], sourceAlpha, amount)
        bytes[offset + 1] = blend(source.green, bytes[offset + 1], sourceAlpha, amount)
        bytes[offset + 2] = blend(source.blue, bytes[offset + 2], sourceAlpha, amount)
        bytes[offset + 3] = blend(source.alpha, bytes[offset + 3], sourceAlpha, amount)
    }

    /// Whether a pixel painted whole is plain source-over: full global alpha, no clip mask, the
    /// normal blend mode, colour pixels.
    var composesPlainly: Bool { alpha >= 1 && clip == nil && mode == .normal && !isMask }

    /// What a fully covered pixel becomes whatever was beneath — an opaque colour over it, a
    /// copy, a clear — at full global alpha; nil when it depends on what is beneath.
    @inline(__always)
    func fullCoverageResult(of source: RGBA8) -> RGBA8? {
        guard alpha >= 1 else { return nil }
        switch mode {
        case .normal: return source.alpha == 255 ? source : nil
        case .copy: return source
        case .clear: return .clear
        }
    }

    /// Stores `pixel` into `count` pixels from index `first`, where nothing clips them.
    @inline(__always)
    func store(_ pixel: RGBA8, from first: Int, count: Int, _ bytes: UnsafeMutableBufferPointer<UInt8>) {
        guard clip == nil else {
            for index in first..<first + count { paint(pixel, 1, index % width, index / width, bytes) }
            return
        }
        if isMask {
            (bytes.baseAddress! + first).update(repeating: pixel.alpha, count: count)
            return
        }
        let word = UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | UInt32(pixel.alpha) << 24
        (bytes.baseAddress! + first * 4).withMemoryRebound(to: UInt32.self, capacity: count) {
            $0.update(repeating: word.littleEndian, count: count)
        }
    }

    /// One component, rounded to the nearest level (adding a half and truncating: no call out).
    @inline(__always)
    private func blend(_ source: UInt8, _ destination: UInt8, _ sourceAlpha: Float, _ amount: Float) -> UInt8 {
        let value = mode.blend(Float(source), Float(destination), sourceAlpha: sourceAlpha, coverage: amount)
        return UInt8(min(max(value, 0), 255) + 0.5)
    }
}
