import Foundation

/// A face of the built-in font: a weight on UIKit's scale (`UIFont.Weight`'s raw values, −0.8 for
/// ultralight to 0.62 for black, 0 regular) and whether it leans. Every face has the same glyph
/// shapes and advances; the weight sets the stroke width, and the slant shears the strokes.
public struct FontFace: Hashable, Sendable {
    /// The weight, on `UIFont.Weight`'s scale, clamped to ultralight...black.
    public let weight: CGFloat
    /// Whether the strokes lean right, as an italic's.
    public let isItalic: Bool

    /// A face of `weight` (clamped to −0.8...0.62; not a number counts as regular).
    public init(weight: CGFloat, isItalic: Bool = false) {
        self.weight = weight.isNaN ? 0 : min(max(weight, FontFace.ultraLight), FontFace.black)
        self.isItalic = isItalic
    }

    /// The regular upright face.
    public static let regular = FontFace(weight: 0)

    // The weights of `UIFont.Weight`, which the names below map to.
    public static let ultraLight: CGFloat = -0.8
    public static let thin: CGFloat = -0.6
    public static let light: CGFloat = -0.4
    public static let medium: CGFloat = 0.23
    public static let semibold: CGFloat = 0.3
    public static let bold: CGFloat = 0.4
    public static let heavy: CGFloat = 0.56
    public static let black: CGFloat = 0.62

    /// How far an italic leans: a fifth of a unit across for each unit up (about 11°).
    static let slant: CGFloat = 0.2

    /// The stroke widths of the named weights, in em units of ten: each visibly heavier than
    /// the one before (0.9 regular, 1.35 bold).
    private static let strokeWidths: [(weight: CGFloat, width: CGFloat)] = [
        (ultraLight, 0.4), (thin, 0.5), (light, 0.65), (0, 0.9), (medium, 1.05), (semibold, 1.2), (bold, 1.35), (heavy, 1.55), (black, 1.75),
    ]

    /// The stroke width in em units of ten: a named weight's, or between two named weights,
    /// in proportion.
    var strokeWidth: CGFloat {
        let widths = FontFace.strokeWidths
        guard let upper = widths.firstIndex(where: { $0.weight >= weight }), upper > 0 else { return widths[0].width }
        let (low, high) = (widths[upper - 1], widths[upper])
        return low.width + (high.width - low.width) * (weight - low.weight) / (high.weight - low.weight)
    }

    /// The words a font name gives its weight by, most specific first ("SemiBold" before "Bold",
    /// "UltraLight" before "Light").
    private static let weightWords: [(String, CGFloat)] = [
        ("UltraLight", ultraLight), ("Ultralight", ultraLight), ("ExtraLight", ultraLight), ("Thin", thin), ("Light", light),
        ("Medium", medium), ("SemiBold", semibold), ("Semibold", semibold), ("DemiBold", semibold), ("ExtraBold", heavy),
        ("Heavy", heavy), ("Black", black), ("Bold", bold),
    ]

    /// The families of the fonts iOS has installed (and the system font's internal names),
    /// by the start of their PostScript names: the names `UIFont(name:size:)` answers.
    private static let families = [
        ".SF", ".AppleSystemUIFont", "SFUI", "SFPro", "SFCompact", "HelveticaNeue", "Helvetica", "Arial", "Avenir",
        "AmericanTypewriter", "AppleSDGothicNeo", "Baskerville", "BodoniSvt", "Chalkboard", "Chalkduster", "Charter",
        "Cochin", "Copperplate", "Courier", "DINAlternate", "DINCondensed", "Didot", "Futura", "Georgia", "GillSans",
        "HoeflerText", "Kailasa", "MarkerFelt", "Menlo", "Noteworthy", "Optima", "Palatino", "Papyrus", "Rockwell",
        "SnellRoundhand", "Thonburi", "TimesNewRoman", "Trebuchet", "Verdana", "Zapfino",
    ]

    /// The face of the font named `name` — a PostScript name such as `HelveticaNeue-Medium`,
    /// `Avenir-HeavyOblique` or `.SFUI-Semibold` — by the weight and slant words in it; nil for
    /// a name of a family iOS does not have.
    public init?(named name: String) {
        guard FontFace.families.contains(where: { name.hasPrefix($0) }) else { return nil }
        let weight = FontFace.weightWords.first { name.contains($0.0) }?.1 ?? 0
        self.init(weight: weight, isItalic: name.contains("Italic") || name.contains("Oblique"))
    }
}
