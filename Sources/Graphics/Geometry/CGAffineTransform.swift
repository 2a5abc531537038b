import Foundation

// Apple's Core Graphics, not the module of that name this package declares on Linux.
#if canImport(Darwin)
@_exported import CoreGraphics
#else
/// An affine transform of the plane (Core Graphics' `CGAffineTransform`): a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Where Core Graphics exists, its own type is used instead;
/// the two behave alike.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform with these six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (counterclockwise when y points up).
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (Foundation.cos(angle), Foundation.sin(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by (`tx`, `ty`), then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform undoing this one; this one unchanged if it cannot be undone (as Core
    /// Graphics returns it).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    /// The point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension CGSize {
    /// The size mapped by `transform`'s linear part.
    public func applying(_ transform: CGAffineTransform) -> CGSize {
        CGSize(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's four corners mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGRect {
        // A corner maps to (a x + c y + tx, b x + d y + ty): each extreme takes the extreme of
        // each term, with no corner list to build. The sums are the corners' own, bit for bit.
        let (x0, x1, y0, y1) = (minX, maxX, minY, maxY)
        let (ax0, ax1, cy0, cy1) = (transform.a * x0, transform.a * x1, transform.c * y0, transform.c * y1)
        let (bx0, bx1, dy0, dy1) = (transform.b * x0, transform.b * x1, transform.d * y0, transform.d * y1)
        let left = min(ax0, ax1) + min(cy0, cy1) + transform.tx, right = max(ax0, ax1) + max(cy0, cy1) + transform.tx
        let top = min(bx0, bx1) + min(dy0, dy1) + transform.ty, bottom = max(bx0, bx1) + max(dy0, dy1) + transform.ty
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
#endif
