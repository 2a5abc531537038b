import Foundation

/// Where a layer's ``CALayer/contents`` sit in its bounds, and how they are scaled
/// (`CALayerContentsGravity`).
///
/// Positions follow Apple's documentation in the layer's own coordinates — `top` is the edge at
/// the least y, which is the top of a view's layer on screen. (Core Animation on iOS is known
/// to place `top` at the bottom for a layer that is not geometry-flipped; ControlKit's layers
/// all have y down, so the documented meaning and what is seen agree.)
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// The gravity named `rawValue`, or nil for a name Core Animation does not define (where it
    /// would quietly stretch the contents).
    public init?(rawValue: String) {
        guard Self.names.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(_ name: String) {
        rawValue = name
    }

    /// Centred at its natural size.
    public static let center = CALayerContentsGravity("center")
    /// Centred on the top edge.
    public static let top = CALayerContentsGravity("top")
    /// Centred on the bottom edge.
    public static let bottom = CALayerContentsGravity("bottom")
    /// Centred on the left edge.
    public static let left = CALayerContentsGravity("left")
    /// Centred on the right edge.
    public static let right = CALayerContentsGravity("right")
    /// In the top-left corner.
    public static let topLeft = CALayerContentsGravity("topLeft")
    /// In the top-right corner.
    public static let topRight = CALayerContentsGravity("topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    /// Stretched to fill the bounds: the default.
    public static let resize = CALayerContentsGravity("resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio, centred (overflowing unless the
    /// layer masks to its bounds).
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")

    /// The rectangle contents of `size` occupy in `bounds`.
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let scaleX = bounds.width / size.width, scaleY = bounds.height / size.height
            let scale = self == .resizeAspect ? min(scaleX, scaleY) : max(scaleX, scaleY)
            return CGRect(center: CGPoint(x: bounds.midX, y: bounds.midY),
                          size: CGSize(width: size.width * scale, height: size.height * scale))
        default:
            let name = rawValue.lowercased()
            let x = name.hasSuffix("left") ? bounds.minX : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = name.hasPrefix("top") ? bounds.minY : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }

    /// The name of every gravity Core Animation defines.
    private static let names: Set<String> = [
        "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight", "resize",
        "resizeAspect", "resizeAspectFill",
    ]
}
