import Foundation

#if !canImport(Darwin)
// Core Graphics' `equalTo`, which Foundation on Linux lacks (UIKit code calls it, for example
// `size.equalTo(.zero)`); where Core Graphics exists, its own methods are used.

extension CGPoint {
    /// Whether the two points are the same (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles cover the same area (`CGRectEqualToRect`): Foundation's `==`,
    /// which compares them standardized, so a rectangle with a negative width equals its
    /// standardized form.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
#endif
