/// The traits of the environment an interface is shown in (`UITraitCollection`): here its
/// display scale, which picks an image's `@2x` or `@3x` variant.
public final class UITraitCollection: Sendable, CustomStringConvertible {
    /// Pixels per point of the display.
    public let displayScale: CGFloat

    /// Traits of a display of `scale` pixels per point.
    public init(displayScale scale: CGFloat) {
        displayScale = scale
    }

    /// The traits of the main screen.
    public static var current: UITraitCollection { UITraitCollection(displayScale: UIScreen.main.scale) }

    public var description: String { "UITraitCollection(displayScale: \(displayScale))" }
}
