import Foundation
import SwizzleKitSupport

/// A value an animation moves a layer property through, and the straight line between two.
package enum AnimatableValue: Equatable {
    case rect(CGRect)
    case point(CGPoint)
    case size(CGSize)
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    /// A colour; nil is transparent (clear of the other end's colour, so a fade keeps its hue).
    case color(CGColor?)
    /// A path; nil draws nothing.
    case path(CGPath?)
    /// A list of colours (a gradient's); nil draws nothing.
    case colors([CGColor]?)

    /// The value a fraction `progress` of the way to `end` (beyond 0...1 for a spring's
    /// overshoot). Values of different kinds never meet (a property fixes its kind); paths of
    /// different shapes jump half way, as Core Animation leaves them undefined.
    package func interpolated(to end: AnimatableValue, _ progress: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        switch (self, end) {
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.point(a), .point(b)):
            return .point(mix(a, b))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b))
        case let (.color(a), .color(b)):
            guard a != nil || b != nil else { return .color(nil) }
            let from = (a ?? b!.withAlpha(0)).rgba, to = (b ?? a!.withAlpha(0)).rgba
            return .color(CGColor(red: mix(from[0], to[0]), green: mix(from[1], to[1]), blue: mix(from[2], to[2]),
                                  alpha: min(max(mix(from[3], to[3]), 0), 1)))
        case let (.colors(a?), .colors(b?)) where a.count == b.count:
            // Colour by colour; lists of different lengths jump half way.
            return .colors(zip(a, b).map { pair -> CGColor in
                guard case .color(let color?) = AnimatableValue.color(pair.0).interpolated(to: .color(pair.1), progress) else { return pair.1 }
                return color
            })
        case let (.path(a?), .path(b?)):
            let from = a.elements, to = b.elements
            guard from.count == to.count, zip(from, to).allSatisfy({ $0.sameKind(as: $1) }) else { return progress < 0.5 ? self : end }
            return .path(CGPath(elements: zip(from, to).map { $0.mixed(with: $1, mix) }))
        default:
            return progress < 0.5 ? self : end
        }
    }

    /// `value`, as an animation's `fromValue` or `toValue` gives it, as a value of the kind of
    /// `model`; nil when it is not one (a number for a colour).
    package init?(_ value: Any?, like model: AnimatableValue) {
        // Geometry boxed in an NSValue, as code written for iOS gives it, is taken unboxed.
        let value = (value as? NSValue)?.boxedGeometry ?? value
        switch model {
        case .rect: guard let rect = value as? CGRect else { return nil }; self = .rect(rect)
        case .point: guard let point = value as? CGPoint else { return nil }; self = .point(point)
        case .size: guard let size = value as? CGSize else { return nil }; self = .size(size)
        case .transform:
            // A 3D transform is shown as its projection, as ``CALayer/transform`` is.
            switch value {
            case let transform as CGAffineTransform: self = .transform(transform)
            case let transform as CATransform3D:
                if transform.hasPerspective {
                    RuntimeIssues.report(RuntimeIssue("an animation's transform has perspective (m34 \(transform.m34)), which is not rendered; the layer shows the transform without it"))
                }
                self = .transform(transform.projection)
            default: return nil
            }
        case .scalar:
            switch value {
            case let number as CGFloat: self = .scalar(number)
            case let number as Double: self = .scalar(CGFloat(number))
            case let number as Float: self = .scalar(CGFloat(number))
            case let number as Int: self = .scalar(CGFloat(number))
            case let number as NSNumber: self = .scalar(CGFloat(number.doubleValue))
            default: return nil
            }
        case .color:
            guard value == nil || value is CGColor else { return nil }
            self = .color(value as! CGColor?)
        case .path:
            guard value == nil || value is CGPath else { return nil }
            self = .path(value as! CGPath?)
        case .colors:
            guard let value else { self = .colors(nil); return }
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap { $0 as? CGColor }
            guard colors.count == list.count else { return nil }
            self = .colors(colors)
        }
    }

    /// How far apart two values are, for even speed through keyframes: the straight distance of
    /// scalars, points and sizes, the sum over a rectangle's components; 1 between values of
    /// other kinds (colours, transforms, paths), which are spaced evenly.
    func distance(to other: AnimatableValue) -> CGFloat {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): abs(b - a)
        case let (.point(a), .point(b)): hypot(b.x - a.x, b.y - a.y)
        case let (.size(a), .size(b)): hypot(b.width - a.width, b.height - a.height)
        case let (.rect(a), .rect(b)): hypot(b.minX - a.minX, b.minY - a.minY) + hypot(b.width - a.width, b.height - a.height)
        default: 1
        }
    }

    /// The value as an animation's `fromValue` or `toValue` holds it.
    package var anyValue: Any? {
        switch self {
        case .rect(let rect): rect
        case .point(let point): point
        case .size(let size): size
        case .transform(let transform): transform
        case .scalar(let scalar): scalar
        case .color(let color): color
        case .path(let path): path
        case .colors(let colors): colors.map { $0 as [Any] }
        }
    }

    /// `self` plus `times` × `delta` (a `byValue`), for the kinds that add; nil for the others.
    package func adding(_ delta: AnimatableValue, times k: CGFloat) -> AnimatableValue? {
        switch (self, delta) {
        case let (.scalar(a), .scalar(b)): .scalar(a + k * b)
        case let (.point(a), .point(b)): .point(CGPoint(x: a.x + k * b.x, y: a.y + k * b.y))
        case let (.size(a), .size(b)): .size(CGSize(width: a.width + k * b.width, height: a.height + k * b.height))
        case let (.rect(a), .rect(b)):
            .rect(CGRect(x: a.minX + k * b.minX, y: a.minY + k * b.minY, width: a.width + k * b.width, height: a.height + k * b.height))
        default: nil
        }
    }
}

extension PathElement {
    fileprivate func sameKind(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.moveToPoint, .moveToPoint), (.addLineToPoint, .addLineToPoint), (.addQuadCurveToPoint, .addQuadCurveToPoint),
             (.addCurveToPoint, .addCurveToPoint), (.closeSubpath, .closeSubpath): true
        default: false
        }
    }

    fileprivate func mixed(with other: PathElement, _ mix: (CGPoint, CGPoint) -> CGPoint) -> PathElement {
        switch (self, other) {
        case let (.moveToPoint(a), .moveToPoint(b)): .moveToPoint(mix(a, b))
        case let (.addLineToPoint(a), .addLineToPoint(b)): .addLineToPoint(mix(a, b))
        case let (.addQuadCurveToPoint(a1, a2), .addQuadCurveToPoint(b1, b2)): .addQuadCurveToPoint(mix(a1, b1), mix(a2, b2))
        case let (.addCurveToPoint(a1, a2, a3), .addCurveToPoint(b1, b2, b3)): .addCurveToPoint(mix(a1, b1), mix(a2, b2), mix(a3, b3))
        default: self
        }
    }
}
