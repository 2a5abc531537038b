/// A font (`UIFont`): a family name and a point size. Text is measured and drawn with the
/// package's built-in font at that size (bold for a bold name), so every machine lays out and
/// draws the same pixels; the metrics below are its.
public final class UIFont: Hashable, Sendable, CustomStringConvertible, NamedFont {
    /// The family name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// The font `fontName` at `size` points (negative sizes count as zero).
    public init(name fontName: String, size: CGFloat) {
        self.fontName = fontName
        pointSize = max(size, 0)
    }

    /// The system font at `size` points.
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Regular", size: size)
    }

    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Semibold", size: size)
    }

    /// The same family at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(name: fontName, size: size)
    }

    /// The built-in font this one draws with.
    public var builtInFont: BuiltInFont {
        BuiltInFont(named: fontName, pointSize: pointSize)
    }

    /// Above the baseline to the top of a line.
    public var ascender: CGFloat { builtInFont.ascender }
    /// Below the baseline to the bottom of a line, negative.
    public var descender: CGFloat { builtInFont.descender }
    /// Baseline to baseline.
    public var lineHeight: CGFloat { builtInFont.lineHeight }
    /// The height of capitals.
    public var capHeight: CGFloat { builtInFont.capHeight }
    /// The height of lower-case letters without ascenders.
    public var xHeight: CGFloat { builtInFont.xHeight }
    /// Extra space between lines: none.
    public var leading: CGFloat { 0 }

    /// The size of label text: 17 points.
    public static var labelFontSize: CGFloat { 17 }

    /// Equal when name and size are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes name and size, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// Name and size, for logs and test failures.
    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
