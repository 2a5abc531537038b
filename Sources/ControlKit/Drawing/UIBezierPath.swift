import Foundation

/// A path with its stroke style, drawn into the current context (`UIBezierPath`), in UIKit's
/// coordinates: y down, so `clockwise` means clockwise on screen.
public final class UIBezierPath {
    /// The path.
    public private(set) var cgPath = CGMutablePath()
    /// The stroke width in points.
    public var lineWidth: CGFloat = 1
    /// How open subpaths' ends are stroked.
    public var lineCapStyle = CGLineCap.butt
    /// How corners are stroked.
    public var lineJoinStyle = CGLineJoin.miter
    /// The longest miter, as a multiple of the line width.
    public var miterLimit: CGFloat = 10
    /// Whether filling and `contains(_:)` use the even-odd rule rather than non-zero winding.
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// The rectangle `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        cgPath.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        cgPath.addEllipse(in: rect)
    }

    /// `rect` with every corner rounded to `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// `rect` with `corners` rounded to quarter circles, the others square.
    ///
    /// The radius is `cornerRadii.width`, at most half the shorter side; the height is not used.
    /// That is what UIKit draws (since iOS 7), though the name suggests ovals, and what ported
    /// code relies on: a height of zero still rounds the corners.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let side = min(max(cornerRadii.width, 0), rect.width / 2, rect.height / 2)
        // UIKit's y points down: its top corners are at the smaller y.
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: side, height: side) : .zero }
        cgPath.addRoundedRect(in: rect, cornerRadii: PathShapes.CornerRadii(
            maxXMaxY: radius(.bottomRight), minXMaxY: radius(.bottomLeft), minXMinY: radius(.topLeft), maxXMinY: radius(.topRight)))
    }

    /// An arc of the circle of `radius` around `center`, from `startAngle` to `endAngle`
    /// (radians, measured clockwise on screen from the positive x axis).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of `path`.
    public convenience init(cgPath path: CGPath) {
        self.init()
        cgPath.addPath(path)
    }

    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: end, control: controlPoint) }
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc, clockwise on screen when `clockwise` (y points down here, so that is Core
    /// Graphics' counterclockwise).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    public func close() { cgPath.closeSubpath() }

    /// Adds every subpath of `path`.
    public func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }

    /// Maps every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) {
        let mapped = CGMutablePath()
        mapped.addPath(cgPath, transform: transform)
        cgPath = mapped
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { cgPath.isEmpty }

    /// The smallest rectangle holding every point, control points included.
    public var bounds: CGRect { cgPath.isEmpty ? .zero : cgPath.boundingBox }

    /// The current point.
    public var currentPoint: CGPoint { cgPath.currentPoint }

    /// Whether `point` is inside the path under its fill rule (a round button can answer
    /// `pointInside` with this).
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path in the current context with its fill colour.
    public func fill() {
        guard let context = Self.currentContext("fill") else { return }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills with `blendMode` and `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = Self.currentContext("fill") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and this path's style.
    public func stroke() {
        guard let context = Self.currentContext("stroke") else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = Self.currentContext("addClip") else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The current context; without one, UIKit logs and draws nothing, and so does this.
    private static func currentContext(_ operation: String) -> CGContext? {
        guard let context = UIGraphicsGetCurrentContext() else {
            FileHandle.standardError.write(Data("UIBezierPath.\(operation)(): no current context; nothing drawn\n".utf8))
            return nil
        }
        return context
    }
}
