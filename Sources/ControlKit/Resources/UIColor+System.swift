/// UIKit's system and semantic colours, in their light-appearance values (ControlKit has no dark
/// appearance), as Apple's Human Interface Guidelines list them in sRGB.
extension UIColor {
    private static func sRGB(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// The system blue (0, 122, 255): a system button's default title colour, and every view's
    /// default tint.
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// The system red (255, 59, 48).
    public static let systemRed = sRGB(255, 59, 48)
    /// The system orange (255, 149, 0).
    public static let systemOrange = sRGB(255, 149, 0)
    /// The system yellow (255, 204, 0).
    public static let systemYellow = sRGB(255, 204, 0)
    /// The system green (52, 199, 89).
    public static let systemGreen = sRGB(52, 199, 89)
    /// The system mint (0, 199, 190).
    public static let systemMint = sRGB(0, 199, 190)
    /// The system teal (48, 176, 199).
    public static let systemTeal = sRGB(48, 176, 199)
    /// The system cyan (50, 173, 230).
    public static let systemCyan = sRGB(50, 173, 230)
    /// The system indigo (88, 86, 214).
    public static let systemIndigo = sRGB(88, 86, 214)
    /// The system purple (175, 82, 222).
    public static let systemPurple = sRGB(175, 82, 222)
    /// The system pink (255, 45, 85).
    public static let systemPink = sRGB(255, 45, 85)
    /// The system brown (162, 132, 94).
    public static let systemBrown = sRGB(162, 132, 94)
    /// The system grey (142, 142, 147).
    public static let systemGray = sRGB(142, 142, 147)
    /// The second system grey (174, 174, 178).
    public static let systemGray2 = sRGB(174, 174, 178)
    /// The third system grey (199, 199, 204).
    public static let systemGray3 = sRGB(199, 199, 204)
    /// The fourth system grey (209, 209, 214).
    public static let systemGray4 = sRGB(209, 209, 214)
    /// The fifth system grey (229, 229, 234).
    public static let systemGray5 = sRGB(229, 229, 234)
    /// The sixth system grey (242, 242, 247).
    public static let systemGray6 = sRGB(242, 242, 247)

    /// Text of primary content: black.
    public static let label = sRGB(0, 0, 0)
    /// Text of secondary content: (60, 60, 67) at 60%.
    public static let secondaryLabel = sRGB(60, 60, 67, 0.6)
    /// Text of tertiary content: (60, 60, 67) at 30%.
    public static let tertiaryLabel = sRGB(60, 60, 67, 0.3)
    /// Text of quaternary content: (60, 60, 67) at 18%.
    public static let quaternaryLabel = sRGB(60, 60, 67, 0.18)
    /// Placeholder text in controls: (60, 60, 67) at 30%.
    public static let placeholderText = sRGB(60, 60, 67, 0.3)
    /// Links: the system blue.
    public static let link = sRGB(0, 122, 255)
    /// The background of the interface: white.
    public static let systemBackground = sRGB(255, 255, 255)
    /// Content layered on the background: (242, 242, 247).
    public static let secondarySystemBackground = sRGB(242, 242, 247)
    /// Content layered on secondary content: white.
    public static let tertiarySystemBackground = sRGB(255, 255, 255)
    /// The background of a grouped interface: (242, 242, 247).
    public static let systemGroupedBackground = sRGB(242, 242, 247)
    /// Content layered on a grouped background: white.
    public static let secondarySystemGroupedBackground = sRGB(255, 255, 255)
    /// Thin borders and dividers that let what is behind show: (60, 60, 67) at 29%.
    public static let separator = sRGB(60, 60, 67, 0.29)
    /// Borders and dividers that hide what is behind: (198, 198, 200).
    public static let opaqueSeparator = sRGB(198, 198, 200)
    /// Fills of thin and small shapes: (120, 120, 128) at 20%.
    public static let systemFill = sRGB(120, 120, 128, 0.2)
    /// Fills of medium shapes: (120, 120, 128) at 16%.
    public static let secondarySystemFill = sRGB(120, 120, 128, 0.16)
    /// Fills of large shapes: (118, 118, 128) at 12%.
    public static let tertiarySystemFill = sRGB(118, 118, 128, 0.12)
    /// Fills of large areas with complex content: (116, 116, 128) at 8%.
    public static let quaternarySystemFill = sRGB(116, 116, 128, 0.08)
}
