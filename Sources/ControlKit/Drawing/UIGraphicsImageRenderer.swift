import Foundation

/// How a ``UIGraphicsImageRenderer`` makes its bitmaps: scale and opacity.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point; the main screen's by default (1: see ``UIScreen/main``).
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the image is opaque: it starts black and keeps no alpha.
    public var opaque = false

    public init() {}

    /// The default format: the main screen's scale, not opaque.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure is handed: the context and a few conveniences.
public final class UIGraphicsImageRendererContext {
    /// The context being drawn into, in UIKit's coordinates (origin top left, points).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far.
    public var currentImage: UIImage {
        // Non-nil: the renderer only makes contexts that hold pixels.
        UIImage(renderedImage: cgContext.makeImage()!, scale: format.scale > 0 ? format.scale : 1)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour under `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by running drawing code in a fresh bitmap context (`UIGraphicsImageRenderer`).
/// The context is this thread's current one while the code runs, so `UIBezierPath.fill()`,
/// `UIColor.setFill()` and `UIGraphicsGetCurrentContext()` reach it.
public final class UIGraphicsImageRenderer {
    /// The image size in points.
    public let size: CGSize
    /// Scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }

    /// A renderer of images the size of `bounds`.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image `actions` draw. For a size that holds no pixel, the actions do not run and the
    /// image is an empty one of that size.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 ? format.scale : 1
        guard let context = CGContext.backingStore(size: size, opaque: format.opaque, scale: scale) else {
            return UIImage(size: size, scale: scale)
        }
        let stack = ImageContextStack.current
        stack.entries.append(.init(context: context, size: size, scale: scale))
        defer { stack.entries.removeLast() }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        actions(rendererContext)
        return rendererContext.currentImage
    }

    /// The PNG of the image `actions` draw; empty for a size that holds no pixel.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
