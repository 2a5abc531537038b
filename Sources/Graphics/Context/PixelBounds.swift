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

    /// The whole pixels `rect` (pixel space) touches, clamped to a billion each way; empty for
    /// a rectangle that is null or not finite.
    init(enclosing rect: CGRect) {
        let rect = rect.standardized
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(left: 0, top: 0, right: 0, bottom: 0)
            return
        }
        func whole(_ value: CGFloat) -> Int { Int(min(max(value, -1_000_000_000), 1_000_000_000)) }
        self.init(left: whole(rect.minX.rounded(.down)), top: whole(rect.minY.rounded(.down)),
                  right: whole(rect.maxX.rounded(.up)), bottom: whole(rect.maxY.rounded(.up)))
    }

    /// The whole pixels the points of `polygons` (pixel space) reach.
    init(enclosing polygons: [Polygon]) {
        var box = CGRect.null
        for polygon in polygons {
            for point in polygon.points { box = box.union(CGRect(origin: point, size: .zero)) }
        }
        self.init(enclosing: box)
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
