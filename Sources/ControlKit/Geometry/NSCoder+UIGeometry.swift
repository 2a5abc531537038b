import Foundation

/// UIKit's string forms of geometry (`NSStringFromCGPoint`, `CGPointFromString` and their kin,
/// `NSCoder.string(for:)` and `NSCoder.cgPoint(for:)` in Swift): a point or size as
/// `{1, 2}`, a rectangle as `{{1, 2}, {3, 4}}`, insets as `{top, left, bottom, right}`, an
/// affine transform as `[a, b, c, d, tx, ty]`. Reading takes the numbers in order, as UIKit's
/// does; a string without enough of them reads as zero (the identity for a transform).
extension NSCoder {
    /// `point` as `{x, y}`.
    public class func string(for point: CGPoint) -> String { braced([point.x, point.y]) }
    /// `size` as `{width, height}`.
    public class func string(for size: CGSize) -> String { braced([size.width, size.height]) }
    /// `rect` as `{{x, y}, {width, height}}`.
    public class func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    /// `insets` as `{top, left, bottom, right}`.
    public class func string(for insets: UIEdgeInsets) -> String {
        braced([insets.top, insets.left, insets.bottom, insets.right])
    }
    /// `transform` as `[a, b, c, d, tx, ty]`.
    public class func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", ") + "]"
    }

    /// The point `string` writes; zero if it holds fewer than two numbers.
    public class func cgPoint(for string: String) -> CGPoint {
        numbers(in: string, count: 2).map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero
    }
    /// The size `string` writes; zero if it holds fewer than two numbers.
    public class func cgSize(for string: String) -> CGSize {
        numbers(in: string, count: 2).map { CGSize(width: $0[0], height: $0[1]) } ?? .zero
    }
    /// The rectangle `string` writes; zero if it holds fewer than four numbers.
    public class func cgRect(for string: String) -> CGRect {
        numbers(in: string, count: 4).map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero
    }
    /// The insets `string` writes; zero if it holds fewer than four numbers.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        numbers(in: string, count: 4).map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) } ?? .zero
    }
    /// The affine transform `string` writes; the identity if it holds fewer than six numbers.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        numbers(in: string, count: 6).map { CGAffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) } ?? .identity
    }

    /// `values` as `{a, b}`.
    private class func braced(_ values: [CGFloat]) -> String {
        "{" + values.map(number).joined(separator: ", ") + "}"
    }

    /// `value` as UIKit writes it: `%.17g`, so `1` is `1` and `0.1` is `0.10000000000000001`.
    private class func number(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The first `count` numbers of `string`, or nil when it has fewer.
    private class func numbers(in string: String, count: Int) -> [CGFloat]? {
        var found: [CGFloat] = [], current = ""
        func flush() {
            if let value = Double(current) { found.append(CGFloat(value)) }
            current = ""
        }
        for character in string {
            if character.isNumber || "+-.eE".contains(character) {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return found.count >= count ? Array(found.prefix(count)) : nil
    }
}
