import Foundation

/// A display a window is shown on (`UIScreen`): its size in points and its scale, the pixels a
/// point holds on each axis.
///
/// ControlKit is headless, so a screen is a description: the ``main`` screen has a scale of 1,
/// so that a picture of a window has a pixel per point unless asked otherwise, and
/// ``init(scale:)`` and ``init(bounds:scale:)`` describe another — an iPhone's at 2 or 3 — for a window to be shown
/// on (``UIWindow/screen``). Views in a window draw their backing stores at its screen's scale,
/// and the window's frame buffer holds that many pixels per point (see
/// ``UIView/contentScaleFactor``).
public final class UIScreen: Sendable, CustomStringConvertible {
    /// The screen windows are shown on unless told otherwise: 390 × 844 points at scale 1.
    public static let main = UIScreen(validBounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)

    /// The screen's rectangle in points, its origin at zero.
    public let bounds: CGRect

    /// Pixels per point on each axis: 1, 2 or 3 on Apple's devices.
    public let scale: CGFloat

    /// The scale the hardware has; the same as ``scale`` here, where nothing is downsampled.
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The largest scale a screen may have: it bounds the pixels a frame buffer holds.
    public static let maximumScale: CGFloat = 8

    /// A screen of `bounds.size` points with `scale` pixels per point. UIKit has no such
    /// initializer (screens come from the device); ControlKit's stand for the devices it has no
    /// hardware for.
    ///
    /// - Throws: ``ScreenError`` naming the input when the scale is not a finite number in
    ///   (0, ``maximumScale``], or the size is not finite and positive.
    public convenience init(bounds: CGRect, scale: CGFloat) throws(ScreenError) {
        guard scale.isFinite, scale > 0, scale <= UIScreen.maximumScale else { throw .invalidScale(scale) }
        let size = bounds.standardized.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw .invalidBounds(bounds) }
        self.init(validBounds: CGRect(origin: .zero, size: size), scale: scale)
    }

    /// A screen the size of the ``main`` one with `scale` pixels per point: an iPhone's at 2
    /// or 3.
    ///
    /// - Throws: ``ScreenError/invalidScale(_:)`` when the scale is not a finite number in
    ///   (0, ``maximumScale``].
    public convenience init(scale: CGFloat) throws(ScreenError) {
        try self.init(bounds: UIScreen.main.bounds, scale: scale)
    }

    private init(validBounds: CGRect, scale: CGFloat) {
        (bounds, self.scale) = (validBounds, scale)
    }

    public var description: String {
        "UIScreen(\(bounds.width)×\(bounds.height) @\(scale)x)"
    }
}

/// Why a screen could not be described.
public enum ScreenError: Error, Equatable, CustomStringConvertible {
    /// The scale is not finite, or not in (0, ``UIScreen/maximumScale``].
    case invalidScale(CGFloat)
    /// The bounds are not of a finite, positive size.
    case invalidBounds(CGRect)

    public var description: String {
        switch self {
        case .invalidScale(let scale): "a screen's scale must be finite, above 0 and at most \(UIScreen.maximumScale); got \(scale)"
        case .invalidBounds(let bounds): "a screen's bounds must have a finite, positive size; got \(bounds)"
        }
    }
}
