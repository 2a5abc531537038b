import ControlKit

/// Seed 002's `UIImage (PPRoundedAvatar)` category: an image scaled to aspect-fill a size, clipped
/// to rounded corners, and given a round border — what a `RoundedAvatar` shows, made off the main
/// thread (every step draws into its own image context, which is per thread).
///
/// The order is the seed's: scale first, then clip, then stroke, so the border keeps its width
/// whatever the source image's size. The edge rules are the seed's too: the image is clipped only
/// while the border is narrower than half the shorter side, and a border is added only to a
/// square image with a colour and a width from 0 to half its side — anything else returns the
/// image unchanged.
extension UIImage {
    /// The image scaled, keeping its aspect ratio, to cover `newSize`, centred, the overflow cut
    /// (`pp_imageScaledAspectToFillSize:`). Nil for a size without a pixel.
    public func scaledAspectFill(to newSize: CGSize) -> UIImage? {
        guard newSize.width >= 1, newSize.height >= 1, size.width > 0, size.height > 0 else { return nil }
        let scale = max(newSize.width / size.width, newSize.height / size.height)
        let drawn = CGSize(width: size.width * scale, height: size.height * scale)
        return UIGraphicsImageRenderer(size: newSize).image { _ in
            draw(in: CGRect(x: (newSize.width - drawn.width) / 2, y: (newSize.height - drawn.height) / 2,
                            width: drawn.width, height: drawn.height))
        }
    }

    /// The image aspect-filled to `newSize` with its corners rounded to `radius` (at most half
    /// the shorter side: a square becomes a circle), without a border
    /// (`pp_imageByRoundCornerRadius:scaleSize:`). Nil for a size without a pixel.
    public func roundedImage(cornerRadius radius: CGFloat, scaledTo newSize: CGSize) -> UIImage? {
        roundedImage(cornerRadius: radius, scaledTo: newSize, borderWidth: 0, borderColor: nil)
    }

    /// The image aspect-filled to `newSize`, its corners rounded to `radius`, inside a round
    /// border of `borderWidth` in `borderColor`
    /// (`pp_imageByRoundCornerRadius:scaleSize:borderWidth:borderColor:`). The picture is clipped
    /// to the rounded rectangle inset by the border's width, so the border covers none of it;
    /// with a border of half the shorter side or more nothing of the picture is left. Nil for a
    /// size without a pixel.
    public func roundedImage(cornerRadius radius: CGFloat, scaledTo newSize: CGSize, borderWidth: CGFloat,
                             borderColor: UIColor?) -> UIImage? {
        guard let scaled = scaledAspectFill(to: newSize) else { return nil }
        let rect = CGRect(origin: .zero, size: scaled.size)
        let clipped = UIGraphicsImageRenderer(size: scaled.size).image { _ in
            guard borderWidth < min(rect.width, rect.height) / 2 else { return }
            UIBezierPath(roundedRect: rect.insetBy(dx: borderWidth, dy: borderWidth), byRoundingCorners: .allCorners,
                         cornerRadii: CGSize(width: radius, height: borderWidth)).addClip()
            scaled.draw(in: rect)
        }
        return clipped.roundBordered(color: borderColor, borderWidth: borderWidth)
    }

    /// The image with a round border of `borderWidth` in `color` stroked inside its edge
    /// (`pp_imageByRoundBorderedColor:borderWidth:`). The image must be square; when it is not,
    /// or `color` is nil, or the width is negative or more than half the side, the image itself
    /// is returned, as the seed does.
    public func roundBordered(color: UIColor?, borderWidth: CGFloat) -> UIImage {
        guard size.width == size.height, let color, borderWidth >= 0, borderWidth <= size.width / 2 else { return self }
        return UIGraphicsImageRenderer(size: size).image { _ in
            draw(at: .zero)
            let rect = CGRect(origin: .zero, size: size)
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: borderWidth / 2, dy: borderWidth / 2), byRoundingCorners: .allCorners,
                                    cornerRadii: CGSize(width: size.width / 2, height: borderWidth))
            path.lineWidth = borderWidth
            color.setStroke()
            path.stroke()
        }
    }

    /// A circle of `radius` filled with `color`: the avatar of someone without a picture
    /// (`pp_roundImageWithColor:radius:`). Nil for a radius under half a point.
    public static func roundImage(color: UIColor, radius: CGFloat) -> UIImage? {
        guard radius >= 0.5, radius.isFinite else { return nil }
        let side = radius * 2
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
        }
    }
}
