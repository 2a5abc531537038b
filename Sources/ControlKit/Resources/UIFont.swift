/// A font (`UIFont`): a name, a point size and a weight. Text is measured and drawn with the
/// package's built-in font at that size in the face the name or weight gives (see Graphics'
/// `FontFace`), so every machine lays out and draws the same pixels; the metrics below are its.
public final class UIFont: Hashable, Sendable, CustomStringConvertible, NamedFont {
    /// The font's PostScript name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The face of the built-in font it draws with.
    let face: FontFace
    /// The TrueType font it draws with instead, when its name is a registered one's.
    let typeface: TrueTypeFont?

    /// The font named `fontName` at `size` points (negative sizes count as zero): a TrueType
    /// font registered under that name (``registerFont(at:)``), drawn with its own outlines; else
    /// any font iOS has installed — the system font's names, `HelveticaNeue-Medium`,
    /// `Avenir-Heavy`, `Menlo-Bold`… — drawn in the built-in font in the weight and slant its
    /// name says; nil for a name neither knows, as on iOS.
    public convenience init?(name fontName: String, size: CGFloat) {
        if let typeface = UIFont.registeredFont(named: fontName) {
            self.init(name: fontName, size: size, face: .regular, typeface: typeface)
            return
        }
        guard let face = FontFace(named: fontName) else { return nil }
        self.init(name: fontName, size: size, face: face)
    }

    init(name fontName: String, size: CGFloat, face: FontFace, typeface: TrueTypeFont? = nil) {
        self.fontName = fontName
        pointSize = max(size, 0)
        self.face = face
        self.typeface = typeface
    }

    /// A font weight (`UIFont.Weight`), on UIKit's scale: −0.8 ultralight to 0.62 black.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(FontFace.ultraLight)
        public static let thin = Weight(FontFace.thin)
        public static let light = Weight(FontFace.light)
        public static let regular = Weight(0)
        public static let medium = Weight(FontFace.medium)
        public static let semibold = Weight(FontFace.semibold)
        public static let bold = Weight(FontFace.bold)
        public static let heavy = Weight(FontFace.heavy)
        public static let black = Weight(FontFace.black)

        /// The weight's word in the system font's names; a weight between the named ones has
        /// the nearest one's.
        var name: String {
            let names: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                             (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")]
            return names.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// The system font at `size` points in `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.name)", size: size, face: FontFace(weight: weight.rawValue))
    }

    /// The system font at `size` points, regular.
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, weight: .regular)
    }

    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The italic system font at `size` points.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-RegularItalic", size: size, face: FontFace(weight: 0, isItalic: true))
    }

    /// The system font at `size` points in `weight`, its digits all one width, so numbers that
    /// change do not shift. (The built-in font's digits share one advance in every face.)
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(name: fontName, size: size, face: face, typeface: typeface)
    }

    /// The built-in font this one draws with.
    public var builtInFont: BuiltInFont {
        BuiltInFont(pointSize: pointSize, face: face, typeface: typeface)
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
    /// The size of button text: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard size of text: 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// The size of small text: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// Equal when name, size and face are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.face == rhs.face && lhs.typeface === rhs.typeface
    }

    /// Hashes name and size, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// Name and size, for logs and test failures.
    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
