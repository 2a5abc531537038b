import Foundation
import SwizzleKitSupport

/// A path (Core Graphics' `CGPath`): subpaths of lines and Bézier curves, to fill, stroke or
/// clip to. Immutable; build one with ``CGMutablePath``, which is one too, so a mutable path can
/// be passed wherever a path is asked for.
public class CGPath: Hashable, @unchecked Sendable {
    // Guarded so a mutable path shared between threads stays sound; a plain path never changes.
    let storage: Locked<[PathElement], SpinLock>

    package init(elements: [PathElement]) {
        storage = Locked(elements, guardedBy: SpinLock())
    }

    /// The path's elements, in order.
    public var elements: [PathElement] { storage.withLock { $0 } }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The path of the rectangle `rect`, as ``CGMutablePath/addRect(_:transform:)`` adds it.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(elements: PathShapes.rectangle(rect, transform?.pointee ?? .identity))
    }

    /// The path of the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(elements: PathShapes.ellipse(in: rect, transform?.pointee ?? .identity))
    }

    /// The path of `rect` with corners rounded to ellipse quarters of `cornerWidth` × `cornerHeight`
    /// (each at most half the rectangle's side).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(elements: PathShapes.roundedRectangle(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                                        transform?.pointee ?? .identity))
    }

    /// The path mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Whether `point` is inside the path under `rule` (closing every subpath, as filling does).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let winding = PathFlattening.polygons(of: elements, transform).reduce(0) { $0 + $1.winding(around: point) }
        return rule.isInside(winding: winding)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// A path built step by step (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    package override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    /// The current point: where the last element ended; nil for an empty path.
    public var currentPoint: CGPoint {
        PathShapes.currentPoint(after: elements) ?? .zero
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append([.moveToPoint(point)], transform)
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append([.addLineToPoint(point)], transform)
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        append([.moveToPoint(first)] + points.dropFirst().map(PathElement.addLineToPoint), transform)
    }

    /// A quadratic curve to `end` through `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append([.addQuadCurveToPoint(control, end)], transform)
    }

    /// A cubic curve to `end` through `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append([.addCurveToPoint(control1, control2, end)], transform)
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        append([.closeSubpath], .identity)
    }

    /// The rectangle `rect` as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(PathShapes.rectangle(rect, .identity), transform)
    }

    /// Each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(PathShapes.ellipse(in: rect, .identity), transform)
    }

    /// `rect` with rounded corners as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        append(PathShapes.roundedRectangle(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, .identity), transform)
    }

    /// `rect` with each corner rounded to its own radii (for UIKit's per-corner rounding).
    package func addRoundedRect(in rect: CGRect, cornerRadii: PathShapes.CornerRadii) {
        append(PathShapes.roundedRectangle(rect, cornerRadii, .identity), .identity)
    }

    /// An arc of the circle of `radius` around `center`, from `startAngle` to `endAngle`
    /// (radians), clockwise or not as the coordinate space has y up; joined to the current
    /// point by a line, or starting a subpath if there is none.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        appendJoined(PathShapes.arc(center: center, radius: radius, from: startAngle, to: endAngle, clockwise: clockwise), transform)
    }

    /// `arc`, which starts with a move, joined to the current point by a line when there is one.
    private func appendJoined(_ arc: [PathElement], _ transform: CGAffineTransform) {
        append(isEmpty ? arc : [.addLineToPoint(arc.first!.points[0])] + arc.dropFirst(), transform)
    }

    /// An arc of the circle of `radius` around `center` from `startAngle` turning through
    /// `delta` radians — counterclockwise when positive as the coordinate space has y up —
    /// joined to the current point by a line, or starting a subpath if there is none.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendJoined(PathShapes.arc(center: center, radius: radius, from: startAngle, sweeping: delta), transform)
    }

    /// The arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, joined to the current point by a line to its first
    /// tangent point (`CGPathAddArcToPoint`). With no current point it starts a subpath at
    /// `tangent1End`; when the lines are one, or the radius is 0, it is a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        // The current point, in the path's space: before `transform`.
        guard let current = PathShapes.currentPoint(after: elements).map({ $0.applying(transform.inverted()) }) else {
            return append([.moveToPoint(tangent1End)], transform)
        }
        append(PathShapes.tangentArc(from: current, tangent1End, tangent2End, radius: radius), transform)
    }

    /// Every element of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.elements, transform)
    }

    private func append(_ added: [PathElement], _ transform: CGAffineTransform) {
        let mapped = transform.isIdentity ? added : added.map { $0.applying(transform) }
        storage.withLock { $0 += mapped }
    }
}

extension PathElement {
    /// The element's points, control points included.
    var points: [CGPoint] {
        switch self {
        case .moveToPoint(let point), .addLineToPoint(let point): [point]
        case .addQuadCurveToPoint(let control, let end): [control, end]
        case .addCurveToPoint(let first, let second, let end): [first, second, end]
        case .closeSubpath: []
        }
    }
}
