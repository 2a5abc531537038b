/// How ``CGContext/drawPath(using:)`` paints the current path (Core Graphics'
/// `CGPathDrawingMode`): filled, stroked, or filled and then stroked, under either fill rule.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Filled under the winding rule.
    case fill
    /// Filled under the even-odd rule.
    case eoFill
    /// Stroked.
    case stroke
    /// Filled under the winding rule, then stroked.
    case fillStroke
    /// Filled under the even-odd rule, then stroked.
    case eoFillStroke

    /// The rule it fills by, or nil for a stroke alone.
    var fillRule: CGPathFillRule? {
        switch self {
        case .fill, .fillStroke: .winding
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
    }

    /// Whether it strokes.
    var strokes: Bool { self == .stroke || self == .fillStroke || self == .eoFillStroke }
}
