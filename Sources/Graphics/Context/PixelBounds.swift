import Foundation

/// A rectangle of whole pixels, rows from the top: what a rectangle clip narrows painting to
/// without a per-pixel mask.
struct PixelBounds: Equatable {
    var left: Int, top: Int, right: Int, bottom: Int

    /// The pixels of `rect` (pixel space) when its edges lie on pixel boundaries, else nil.
    init?(exactly rect: CGRect) {
        let rect = rect.standardized
        func whole(_ value: CGFloat) -> Int? {
            let rounded = value.rounded()
            guard rounded.isFinite, abs(value - rounded) < 1e-6, abs(rounded) < 1_000_000_000 else { return nil }
            return Int(rounded)
        }
        guard let left = whole(rect.minX), let top = whole(rect.minY), let right = whole(rect.maxX),
              let bottom = whole(rect.maxY) else { return nil }
        self.init(left: left, top: top, right: right, bottom: bottom)
    }

    init(left: Int, top: Int, right: Int, bottom: Int) {
        (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
    }

    /// The pixels in both; empty ones have `right <= left` or `bottom <= top`.
    func intersection(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(left: max(left, other.left), top: max(top, other.top),
                    right: min(right, other.right), bottom: min(bottom, other.bottom))
    }

    var isEmpty: Bool { right <= left || bottom <= top }

    var rect: CGRect {
        isEmpty ? .null : CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
