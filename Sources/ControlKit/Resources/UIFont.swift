/// A font (`UIFont`): a family name and a point size. ControlKit lays out no glyphs, so a
/// font is what labels report back, not something they measure with.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
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
