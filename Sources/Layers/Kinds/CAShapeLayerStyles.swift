/// How a shape layer decides what is inside its path (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Inside where the path winds around a point a non-zero number of times; the default.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where the path crosses an odd number of times on the way out.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// The renderer's rule; an unknown name fills by the non-zero rule.
    var pathFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}

/// How a shape layer's open subpaths end (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Squarely at the end point; the default.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squarely, half the line width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The renderer's cap; an unknown name ends butt.
    var lineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How a shape layer's stroke turns corners (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The outer edges extended to meet, within the miter limit; the default.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A circular arc around the corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// The outer edges' ends joined straight.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The renderer's join; an unknown name joins with a miter.
    var lineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
