/// Which corners of a layer ``CALayer/cornerRadius`` rounds (`CACornerMask`), named by the
/// layer's coordinates: y grows down in a view's layer, so `layerMinXMinYCorner` is the top left.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The corner at the least x and least y: the top left on screen.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the greatest x and least y: the top right on screen.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the least x and greatest y: the bottom left on screen.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the greatest x and greatest y: the bottom right on screen.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// Every corner: what a layer rounds by default.
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
