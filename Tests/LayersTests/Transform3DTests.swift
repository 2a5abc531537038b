import Foundation
import SwizzleKitTesting
import Testing
@testable import Layers

/// `CATransform3D` and its functions, as Core Animation defines them, and a layer's `transform`.
@Suite struct Transform3DTests {
    func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.components, b.components).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    /// `point` mapped by `t`, as a row vector with z = 0, w = 1, without perspective.
    func apply(_ t: CATransform3D, _ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * t.m11 + point.y * t.m21 + t.m41, y: point.x * t.m12 + point.y * t.m22 + t.m42)
    }

    @Test func theFunctionsComposeAsCoreAnimations() {
        // About z, a rotation is the affine rotation.
        let turn = CATransform3DMakeRotation(0.7, 0, 0, 1)
        #expect(close(turn, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.7))))
        #expect(CATransform3DIsAffine(turn) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.7, 0, 1, 0)))
        // Translate(t, …) is the translation first, then t: (1, 1) → (4, 1) → (8, 2).
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 3, 0, 0)
        #expect(apply(moved, CGPoint(x: 1, y: 1)) == CGPoint(x: 8, y: 2))
        // Concat(a, b) is a, then b.
        let concatenated = CATransform3DConcat(CATransform3DMakeTranslation(3, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(apply(concatenated, CGPoint(x: 1, y: 1)) == CGPoint(x: 8, y: 2))
        // Rotating by a quarter turn about y sends x to −z: flat, the layer's width is gone.
        let flip = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 1, 0)
        #expect(abs(CATransform3DGetAffineTransform(flip).a) < 1e-12 && abs(flip.m13 + 1) < 1e-12)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity, "no axis, no rotation")
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && CATransform3DEqualToTransform(turn, turn))
    }

    @Test func theInverseUndoesTheTransformAndASingularOneIsKept() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -2, 5), 0.4, 1, 2, 3)
        t.m34 = -1.0 / 500
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func aLayersTransformIsItsAffineTransformAndPerspectiveIsReported() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let shown = layer.affineTransform()
        #expect(abs(shown.b - 1) < 1e-12 && abs(shown.c + 1) < 1e-12)
        #expect(close(layer.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        var perspective = CATransform3DMakeScale(2, 3, 1)
        perspective.m34 = -1.0 / 500
        let issues = runtimeIssues { layer.transform = perspective }
        #expect(issues.count == 1 && issues[0].message.contains("perspective"))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
    }

    @Test func aTransformBoxedInAnNSValueRoundTrips() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.3, 1, 1, 0)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
    }
}
