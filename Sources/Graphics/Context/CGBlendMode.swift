/// How a source pixel combines with the pixel beneath (Core Graphics' `CGBlendMode`), for
/// premultiplied colours, with `coverage` the fraction of the pixel painted (shape coverage,
/// clip and global alpha together).
public enum CGBlendMode: Sendable {
    /// Source over: the source, then what shows through it.
    case normal
    /// The source replaces what is beneath, where painted.
    case copy
    /// What is beneath is erased, where painted.
    case clear

    /// One premultiplied component: `source` painted with `coverage` over `destination`, whose
    /// source alpha is `sourceAlpha` (all in 0...255).
    @inline(__always)
    func blend(_ source: Float, _ destination: Float, sourceAlpha: Float, coverage: Float) -> Float {
        switch self {
        case .normal: source * coverage + destination * (1 - sourceAlpha * coverage / 255)
        case .copy: source * coverage + destination * (1 - coverage)
        case .clear: destination * (1 - coverage)
        }
    }
}
