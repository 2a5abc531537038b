import Foundation
import Graphics

/// Boxing Core Graphics' geometry in `NSValue`, as UIKit's and Core Animation's additions do:
/// what code written for iOS passes an animation (`animation.toValue = NSValue(cgPoint: p)`),
/// which the layer unboxes. Points, sizes and rectangles are Foundation's own boxes; an affine
/// transform is boxed as its six numbers and a 3D one as its sixteen (Foundation here cannot box
/// a struct).
extension NSValue {
    /// A box of `point` (`valueWithCGPoint:`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box of `size` (`valueWithCGSize:`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box of `rect` (`valueWithCGRect:`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A box of `transform` (`valueWithCGAffineTransform:`).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)
        self.init(bytes: &numbers, objCType: NSValue.affineTransformEncoding)
    }

    /// A box of `transform` (`valueWithCATransform3D:`).
    public convenience init(caTransform3D transform: CATransform3D) {
        var numbers = transform.components.map(Double.init)
        self.init(bytes: &numbers, objCType: NSValue.transform3DEncoding)
    }

    /// The 3D transform boxed; the identity for a box of something else.
    public var caTransform3DValue: CATransform3D {
        guard isBox(of: NSValue.transform3DEncoding) else { return CATransform3DIdentity }
        var numbers = [Double](repeating: 0, count: 16)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(numbers.map { CGFloat($0) })
    }

    /// The point boxed; zero for a box of something else, as UIKit answers.
    public var cgPointValue: CGPoint { isBox(of: NSValue.pointEncoding) ? pointValue : .zero }
    /// The size boxed; zero for a box of something else.
    public var cgSizeValue: CGSize { isBox(of: NSValue.sizeEncoding) ? sizeValue : .zero }
    /// The rectangle boxed; zero for a box of something else.
    public var cgRectValue: CGRect { isBox(of: NSValue.rectEncoding) ? rectValue : .zero }
    /// The affine transform boxed; the identity for a box of something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard isBox(of: NSValue.affineTransformEncoding) else { return .identity }
        var numbers = [Double](repeating: 0, count: 6)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        let value = numbers.map { CGFloat($0) }
        return CGAffineTransform(a: value[0], b: value[1], c: value[2], d: value[3], tx: value[4], ty: value[5])
    }

    /// The geometry boxed — a point, size, rectangle or affine transform — or nil for a number or
    /// a box of anything else: what an animation's value is taken as.
    var boxedGeometry: Any? {
        guard !(self is NSNumber) else { return nil }
        if isBox(of: NSValue.pointEncoding) { return pointValue }
        if isBox(of: NSValue.sizeEncoding) { return sizeValue }
        if isBox(of: NSValue.rectEncoding) { return rectValue }
        if isBox(of: NSValue.affineTransformEncoding) { return cgAffineTransformValue }
        if isBox(of: NSValue.transform3DEncoding) { return caTransform3DValue }
        return nil
    }

    private func isBox(of encoding: String) -> Bool {
        String(cString: objCType) == encoding
    }

    private static let pointEncoding = String(cString: NSValue(point: .zero).objCType)
    private static let sizeEncoding = String(cString: NSValue(size: .zero).objCType)
    private static let rectEncoding = String(cString: NSValue(rect: .zero).objCType)
    private static let affineTransformEncoding = "[6d]"
    private static let transform3DEncoding = "[16d]"
}
