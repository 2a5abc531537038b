import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` to measure and draw with; the 12-point system font when absent, as UIKit's.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` to draw with; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// How text is measured in a rectangle (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lines wrap at the rectangle's width and the rectangle starts at the first line's top,
    /// rather than one line measured from its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted for porting; the built-in font has no leading to add.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
}

/// Accepted for porting (`NSStringDrawingContext`); measuring reports nothing back through it.
public final class NSStringDrawingContext {
    public init() {}
}

/// Text measuring and drawing (UIKit's `NSString` additions), with the `font` and
/// `foregroundColor` attributes, in UIKit's coordinates.
extension StringProtocol {
    /// The size of the text on lines broken only at newlines.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = TextAttributes(attributes).font
        let lines = font.lines(of: String(self))
        return CGSize(width: lines.map { font.width(of: $0) }.max() ?? 0, height: CGFloat(lines.count) * font.lineHeight)
    }

    /// The rectangle the text takes in `size`: with `usesLineFragmentOrigin`, lines wrapped at
    /// the width from the top-left corner; without it, one line measured from its baseline (the
    /// rectangle starts above it, at minus the ascender).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil) -> CGRect {
        let font = TextAttributes(attributes).font
        guard options.contains(.usesLineFragmentOrigin) else {
            let line = String(self).replacingOccurrences(of: "\n", with: " ")
            return CGRect(x: 0, y: -font.ascender, width: font.width(of: line), height: font.lineHeight)
        }
        let lines = font.lines(of: String(self), width: size.width)
        return CGRect(x: 0, y: 0, width: lines.map { font.width(of: $0) }.max() ?? 0, height: CGFloat(lines.count) * font.lineHeight)
    }

    /// Draws the text in the current context with the top-left corner of its first line at
    /// `point`, lines broken at newlines.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let text = TextAttributes(attributes)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for (index, line) in text.font.lines(of: String(self)).enumerated() {
            let baseline = point.y + CGFloat(index) * text.font.lineHeight + text.font.ascender
            text.font.draw(line, baselineAt: CGPoint(x: point.x, y: baseline), color: text.color, in: context)
        }
    }

    /// Draws the text wrapped to `rect`'s width from its top-left corner, clipped to it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let text = TextAttributes(attributes)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        for (index, line) in text.font.lines(of: String(self), width: rect.width).enumerated() {
            let top = rect.minY + CGFloat(index) * text.font.lineHeight
            if top >= rect.maxY { break }
            text.font.draw(line, baselineAt: CGPoint(x: rect.minX, y: top + text.font.ascender), color: text.color, in: context)
        }
        context.restoreGState()
    }
}

/// The attributes text is measured and drawn with.
private struct TextAttributes {
    let font: BuiltInFont
    let color: CGColor

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        font = ((attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)).builtInFont
        color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? .black
    }
}
