/// The kind of a colour space (Core Graphics' `CGColorSpaceModel`): the ones here are grey
/// (one component) and RGB (three).
public enum CGColorSpaceModel: Int32, Sendable {
    /// A model not known here.
    case unknown = -1
    /// Grey: one component.
    case monochrome = 0
    /// Red, green and blue: three components.
    case rgb = 1
}

/// A colour space (Core Graphics' `CGColorSpace`): how many components a colour in it has and
/// what they mean. Here every space is sRGB's or its grey: the device spaces and the named
/// sRGB and grey ones; a colour is painted as its sRGB value. A name this renderer cannot paint
/// faithfully (Display P3, linear spaces) makes no space, rather than the wrong colours.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// Its name, one of the constants below.
    public let name: String?
    /// Grey or RGB.
    public let model: CGColorSpaceModel

    private init(name: String, model: CGColorSpaceModel) {
        (self.name, self.model) = (name, model)
    }

    /// The space named `name` (`CGColorSpaceCreateWithName`): sRGB, extended sRGB, generic grey
    /// (gamma 2.2) or extended grey; nil for another name.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB: self.init(name: name, model: .rgb)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray: self.init(name: name, model: .monochrome)
        default: return nil
        }
    }

    /// How many colour components a colour in the space has, alpha not counted.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    /// The standard RGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components beyond 0…1 (clamped here when painted).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Grey with sRGB's gamma: what `CGColor(gray:alpha:)` makes.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Grey with components beyond 0…1 (clamped here when painted).
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    static let deviceRGB = CGColorSpace(name: "kCGColorSpaceDeviceRGB", model: .rgb)
    static let deviceGray = CGColorSpace(name: "kCGColorSpaceDeviceGray", model: .monochrome)
    static let standardRGB = CGColorSpace(name: sRGB, model: .rgb)
    static let standardGray = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

    /// Equal when of the same name and model.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name && lhs.model == rhs.model }

    /// Hashes the name, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The space's name, for logs and test failures.
    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}

/// The device's RGB space (`CGColorSpaceCreateDeviceRGB`): sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device's grey space (`CGColorSpaceCreateDeviceGray`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
