import Foundation

/// A colour in the sRGB colour space with alpha (Core Graphics' `CGColor`): immutable, so it can
/// be shared across threads.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The red, green, blue and alpha components, each in 0...1.
    public let components: [CGFloat]

    /// The colour of sRGB components and alpha, each clamped to 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { Swift.min(Swift.max($0, 0), 1) }
    }

    /// A grey of `gray` and alpha `alpha`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The alpha component.
    public var alpha: CGFloat { components[3] }

    /// The same colour with alpha `alpha`.
    public func copy(alpha: CGFloat) -> CGColor {
        CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// The colour as a premultiplied pixel, each component rounded to the nearest level.
    public var premultiplied: RGBA8 {
        func level(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        let alpha = components[3]
        return RGBA8(red: level(components[0] * alpha), green: level(components[1] * alpha),
                     blue: level(components[2] * alpha), alpha: level(alpha))
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String { "CGColor(sRGB \(components.map { "\($0)" }.joined(separator: " ")))" }
}
