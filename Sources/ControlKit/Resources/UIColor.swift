/// A colour as red, green, blue and alpha components in 0...1 (`UIColor`).
///
/// Immutable and compared by component, so two colours made alike are equal — as code compares
/// them when it reads a background colour back.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public let red: CGFloat
    /// The green component, 0...1.
    public let green: CGFloat
    /// The blue component, 0...1.
    public let blue: CGFloat
    /// The opacity, 0 (clear) to 1 (opaque).
    public let alpha: CGFloat
    /// The colour as a Core Graphics colour, made once: rendering asks for it every frame.
    public let cgColor: CGColor

    /// The colour `cgColor` is, in its components as sRGB.
    init(_ cgColor: CGColor) {
        (red, green, blue, alpha) = (cgColor.rgba[0], cgColor.rgba[1], cgColor.rgba[2], cgColor.rgba[3])
        self.cgColor = cgColor
    }

    /// A colour of the given components, each clamped to 0...1: in sRGB.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey of brightness `white`: in the grey colour space, so its `cgColor` has two
    /// components, as UIKit's.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(CGColor(gray: white, alpha: alpha))
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor.withAlpha(alpha))
    }

    /// Equal when every component is.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The components, for logs and test failures.
    public var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    /// Black (`blackColor`): white 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (`darkGrayColor`): white 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light grey (`lightGrayColor`): white 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White (`whiteColor`): white 1; a custom button's default title colour.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey (`grayColor`): white 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red (`redColor`): 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (`greenColor`): 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (`blueColor`): 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (`cyanColor`): 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (`yellowColor`): 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (`magentaColor`): 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (`orangeColor`): 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (`purpleColor`): 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (`brownColor`): 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent (`clearColor`): white 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
}

