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
        boxKind == .transform3D ? CATransform3D(numbers(16)) : CATransform3DIdentity
    }

    /// The point boxed; zero for a box of something else, as UIKit answers.
    public var cgPointValue: CGPoint { boxKind == .point ? pointValue : .zero }
    /// The size boxed; zero for a box of something else.
    public var cgSizeValue: CGSize { boxKind == .size ? sizeValue : .zero }
    /// The rectangle boxed; zero for a box of something else.
    public var cgRectValue: CGRect { boxKind == .rect ? rectValue : .zero }
    /// The affine transform boxed; the identity for a box of something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard boxKind == .affineTransform else { return .identity }
        let value = numbers(6)
        return CGAffineTransform(a: value[0], b: value[1], c: value[2], d: value[3], tx: value[4], ty: value[5])
    }

    /// The geometry boxed — a point, size, rectangle, affine or 3D transform — or nil for a
    /// number or a box of anything else: what an animation's value is taken as.
    var boxedGeometry: Any? {
        switch boxKind {
        case .point: pointValue
        case .size: sizeValue
        case .rect: rectValue
        case .affineTransform: cgAffineTransformValue
        case .transform3D: caTransform3DValue
        case nil: nil
        }
    }

    /// The `count` numbers boxed, as the transforms are.
    private func numbers(_ count: Int) -> [CGFloat] {
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers.map { CGFloat($0) }
    }

    /// What kind of geometry the box holds, if any.
    private enum BoxKind {
        case point, size, rect, affineTransform, transform3D
    }

    private static let affineTransformEncoding = "[6d]"
    private static let transform3DEncoding = "[16d]"

    #if canImport(Darwin)
    private var boxKind: BoxKind? {
        guard !(self is NSNumber) else { return nil }
        switch String(cString: objCType) {
        case String(cString: NSValue(point: .zero).objCType): return .point
        case String(cString: NSValue(size: .zero).objCType): return .size
        case String(cString: NSValue(rect: .zero).objCType): return .rect
        case NSValue.affineTransformEncoding: return .affineTransform
        case NSValue.transform3DEncoding: return .transform3D
        default: return nil
        }
    }
    #else
    /// Read from the box's own fields: Foundation here answers `objCType` with a C string it
    /// never frees, a leak per call. A point's, size's or rectangle's box holds the value; a box of
    /// numbers, its type's encoding.
    private var boxKind: BoxKind? {
        guard !(self is NSNumber) else { return nil }
        for field in Mirror(reflecting: self).children {
            switch field.value {
            case is CGPoint: return .point
            case is CGSize: return .size
            case is CGRect: return .rect
            default:
                let name = Mirror(reflecting: field.value).children.first { $0.label == "name" }?.value as? String
                if name == NSValue.affineTransformEncoding { return .affineTransform }
                if name == NSValue.transform3DEncoding { return .transform3D }
            }
        }
        return nil
    }
    #endif
}
