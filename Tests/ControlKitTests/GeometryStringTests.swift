import ControlKit
import Foundation
import Testing

/// UIKit's string forms of geometry, as `NSCoder.string(for:)` writes and `NSCoder.cgPoint(for:)`
/// and its kin read them.
@Suite("Geometry strings")
struct GeometryStringTests {
    @Test("written as UIKit writes them, and read back exactly")
    func roundTrips() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: -2.5)) == "{1, -2.5}")
        #expect(NSCoder.string(for: CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6)) == "[1, 0, 0, 1, 5, 6]")
        #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}")
        let point = CGPoint(x: 0.1, y: 1e-300), rect = CGRect(x: -1.5, y: 2, width: 1e10, height: 0.3)
        #expect(NSCoder.cgPoint(for: NSCoder.string(for: point)) == point)
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
        let transform = CGAffineTransform(rotationAngle: 0.3)
        #expect(NSCoder.cgAffineTransform(for: NSCoder.string(for: transform)) == transform)
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.cgSize(for: "{3,4}") == CGSize(width: 3, height: 4))
    }

    @Test("a string without enough numbers reads as zero, or the identity")
    func malformed() {
        #expect(NSCoder.cgPoint(for: "") == .zero && NSCoder.cgPoint(for: "{1}") == .zero && NSCoder.cgPoint(for: "point") == .zero)
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3}}") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "[1, 2]") == .identity)
    }
}
