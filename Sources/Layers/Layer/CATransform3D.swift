import Foundation
import SwizzleKitSupport

/// A 4 × 4 transform of 3D space (`CATransform3D`), applied to row vectors `[x y z 1]` as Core
/// Animation applies it: `m41…m43` translate, `m34` gives perspective.
///
/// A layer is flat, at z = 0, so what it shows under a transform without perspective is the
/// transform's orthographic projection — an affine transform, which is how layers render one
/// here (``CALayer/transform``). Perspective (`m14`, `m24`, `m34` or `m44` other than the
/// identity's) is not rendered yet: setting such a transform is reported as a runtime issue and
/// the layer shows its projection without perspective.
public struct CATransform3D: Equatable, Sendable {
    /// The first row: where the x axis goes, and x's share of the perspective divisor.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: where the y axis goes, and y's share of the divisor.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: where the z axis goes, and z's share of the divisor (`m34`, the usual
    /// perspective, −1 / the eye's distance).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation, and the divisor's constant.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The transform of the sixteen components, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The components row by row.
    var components: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform of `components`, row by row (sixteen of them).
    init(_ c: [CGFloat]) {
        self.init(m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
                  m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
    }

    /// `self` then `other`: the product `self × other`.
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = components, b = other.components
        var product = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return CATransform3D(product)
    }

    /// Whether the transform has perspective: its last column is not the identity's.
    var hasPerspective: Bool { m14 != 0 || m24 != 0 || m34 != 0 || m44 != 1 }

    /// What a flat layer at z = 0 shows under it without perspective: its orthographic projection.
    var projection: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are the same transform.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the vector `(x, y, z)`, as Core Animation turns: about
/// (0, 0, 1) it turns x towards y. The identity for a vector of no length.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
                         m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
                         m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` after a translation by `(tx, ty, tz)`: `translation × t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` after a scale by `(sx, sy, sz)`: `scale × t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` after a rotation by `angle` about `(x, y, z)`: `rotation × t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` then `b`: `a × b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`; `t` itself when it has none, as Core Animation answers.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = t.components
    var inverse = [CGFloat](repeating: 0, count: 16)
    // The adjugate over the determinant, by cofactors.
    func minor(_ row: Int, _ column: Int) -> CGFloat {
        var rest: [CGFloat] = []
        for r in 0..<4 where r != row {
            for c in 0..<4 where c != column { rest.append(m[r * 4 + c]) }
        }
        return rest[0] * (rest[4] * rest[8] - rest[5] * rest[7]) - rest[1] * (rest[3] * rest[8] - rest[5] * rest[6])
            + rest[2] * (rest[3] * rest[7] - rest[4] * rest[6])
    }
    var determinant: CGFloat = 0
    for column in 0..<4 { determinant += (column % 2 == 0 ? 1 : -1) * m[column] * minor(0, column) }
    guard determinant != 0, determinant.isFinite else { return t }
    for row in 0..<4 {
        for column in 0..<4 {
            inverse[column * 4 + row] = ((row + column) % 2 == 0 ? 1 : -1) * minor(row, column) / determinant
        }
    }
    return CATransform3D(inverse)
}

/// The 3D transform of the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` is the 3D transform of an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t == CATransform3DMakeAffineTransform(t.projection)
}

/// The affine part of `t`: its orthographic projection onto the layer's plane.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    t.projection
}

extension CALayer {
    /// The transform applied about the anchor point (`transform`): the 3D form of
    /// ``affineTransform()``, which it reads and sets. A layer is flat, so it shows a 3D
    /// transform's orthographic projection; one with perspective is reported as a runtime issue
    /// (perspective is not rendered yet) and shows its projection without it.
    public var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(affineTransform()) }
        set {
            if newValue.hasPerspective {
                RuntimeIssues.report(RuntimeIssue("-[\(type(of: self)) setTransform:]: perspective (m14 \(newValue.m14), m24 \(newValue.m24), m34 \(newValue.m34), m44 \(newValue.m44)) is not rendered; the layer shows the transform without it"))
            }
            setAffineTransform(newValue.projection)
        }
    }
}
