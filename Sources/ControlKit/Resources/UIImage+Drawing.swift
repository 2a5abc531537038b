import Foundation

/// How an image is drawn in views: rendering modes (template images take the view's tint) and
/// resizable images (caps kept, the middle stretched or tiled).
extension UIImage {
    /// How an image is drawn in a view (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As the view decides: its pixels in an image view; a template in a system button.
        case automatic
        /// Its pixels, always.
        case alwaysOriginal
        /// A template: its shape, painted in the view's ``UIView/tintColor``.
        case alwaysTemplate
    }

    /// How a resizable image fills the space between its caps (`UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable {
        /// The middle repeated at its size; UIKit's default for `resizableImage(withCapInsets:)`.
        case tile
        /// The middle stretched.
        case stretch
    }

    /// The same pixels drawn in `renderingMode` (`imageWithRenderingMode:`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The same pixels as a resizable image: drawn larger, the `capInsets` keep their size (the
    /// corners whole, the edges along themselves) and the middle is stretched or tiled
    /// (`resizableImage(withCapInsets:resizingMode:)`). Insets are clamped to the image.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        let clamped = UIEdgeInsets(top: min(max(capInsets.top, 0), size.height), left: min(max(capInsets.left, 0), size.width),
                                   bottom: min(max(capInsets.bottom, 0), size.height), right: min(max(capInsets.right, 0), size.width))
        return UIImage(self, renderingMode: renderingMode, capInsets: clamped, resizingMode: resizingMode)
    }

    /// The image with the cap insets as a layer's `contentsCenter`: the unit rectangle of the
    /// part that stretches; the whole for an image without caps.
    var contentsCenter: CGRect {
        guard capInsets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        return CGRect(x: capInsets.left / size.width, y: capInsets.top / size.height,
                      width: max(size.width - capInsets.left - capInsets.right, 0) / size.width,
                      height: max(size.height - capInsets.top - capInsets.bottom, 0) / size.height)
    }

    /// Whether drawing the image larger repeats its middle rather than stretching it.
    var tilesMiddle: Bool { capInsets != .zero && resizingMode == .tile }

    /// `pixels` drawn into `size` points as a tiling resizable image draws: the corners at their
    /// size, the edges repeated along themselves and the middle both ways, at the image's scale.
    func tiled(_ pixels: CGImage, into size: CGSize) -> CGImage? {
        guard let context = CGContext.backingStore(size: size, opaque: false, scale: scale) else { return nil }
        let insets = capInsets, imageSize = self.size
        // Each axis in three spans: the caps, then the middle; in points of the image and of the result.
        func spans(_ start: CGFloat, _ end: CGFloat, _ source: CGFloat, _ target: CGFloat) -> [(from: CGFloat, length: CGFloat, to: CGFloat, room: CGFloat)] {
            [(0, start, 0, start), (start, max(source - start - end, 0), start, max(target - start - end, 0)), (source - end, end, target - end, end)]
        }
        for row in spans(insets.top, insets.bottom, imageSize.height, size.height) where row.length > 0 && row.room > 0 {
            for column in spans(insets.left, insets.right, imageSize.width, size.width) where column.length > 0 && column.room > 0 {
                let source = CGRect(x: column.from * scale, y: row.from * scale, width: column.length * scale, height: row.length * scale)
                guard let part = pixels.cropping(to: source) else { continue }
                let area = CGRect(x: column.to, y: row.to, width: column.room, height: row.room)
                context.saveGState()
                context.clip(to: area)
                var y = area.minY
                while y < area.maxY {
                    var x = area.minX
                    while x < area.maxX {
                        context.drawUpright(part, in: CGRect(x: x, y: y, width: column.length, height: row.length))
                        x += column.length
                    }
                    y += row.length
                }
                context.restoreGState()
            }
        }
        return context.makeImage()
    }

    /// The pixels to show for a view whose tint is `tint`: a template's shape painted in the
    /// tint (each pixel the tint at the pixel's opacity), else the image's own pixels.
    func pixels(tintedWith tint: UIColor, asTemplate: Bool) -> CGImage? {
        guard asTemplate, let cgImage else { return cgImage }
        var mask = cgImage.pixels
        let color = tint.cgColor.rgba, alpha = color[3]
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let coverage = CGFloat(mask[x, y].alpha) / 255 * alpha
                func level(_ component: CGFloat) -> UInt8 { UInt8((component * coverage * 255).rounded()) }
                mask[x, y] = RGBA8(red: level(color[0]), green: level(color[1]), blue: level(color[2]), alpha: UInt8((coverage * 255).rounded()))
            }
        }
        return CGImage(pixels: mask)
    }
}
