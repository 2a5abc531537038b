import Foundation

/// A colour in a colour space, with alpha (Core Graphics' `CGColor`): immutable, so it can be
/// shared across threads. Its components are its space's — two for a grey, four for an RGB
/// colour — alpha last; it is painted as its sRGB value.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    /// The components in the colour space, alpha last, each clamped to 0...1.
    private let values: [CGFloat]
    /// The red, green, blue and alpha components in sRGB, each in 0...1: what painting uses.
    package let rgba: [CGFloat]

    private init(space: CGColorSpace, values: [CGFloat]) {
        let values = values.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
        colorSpace = space
        self.values = values
        rgba = space.model == .rgb ? values : [values[0], values[0], values[0], values[1]]
    }

    /// The sRGB colour of `red`, `green`, `blue` and `alpha`, each clamped to 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .standardRGB, values: [red, green, blue, alpha])
    }

    /// A grey of `gray` and alpha `alpha`, in the generic grey space: two components, as Core
    /// Graphics makes it.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .standardGray, values: [gray, alpha])
    }

    /// The colour in `space` whose components, alpha last, `components` points to: as many as
    /// the space has, and one more.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        self.init(space: space, values: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)))
    }

    /// The components in the colour space, alpha last.
    public var components: [CGFloat]? { values }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { values.count }

    /// The alpha component.
    public var alpha: CGFloat { rgba[3] }

    /// The same colour, in the same space, with alpha `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        withAlpha(alpha)
    }

    /// ``copy(alpha:)``, which never fails here.
    package func withAlpha(_ alpha: CGFloat) -> CGColor {
        CGColor(space: colorSpace ?? .standardRGB, values: values.dropLast() + [alpha])
    }

    /// The colour as a premultiplied pixel, each component rounded to the nearest level.
    public var premultiplied: RGBA8 {
        func level(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        let alpha = rgba[3]
        return RGBA8(red: level(rgba[0] * alpha), green: level(rgba[1] * alpha), blue: level(rgba[2] * alpha), alpha: level(alpha))
    }

    /// Opaque black, in the grey space, as Core Graphics' `CGColor.black`.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in the grey space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black, in the grey space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal when in the same colour space with the same components, as `CGColorEqualToColor`:
    /// a grey and the RGB colour of the same look differ.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.colorSpace == rhs.colorSpace && lhs.values == rhs.values }

    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    public var description: String { "CGColor(\(colorSpace?.name ?? "?") \(values.map { "\($0)" }.joined(separator: " ")))" }
}
