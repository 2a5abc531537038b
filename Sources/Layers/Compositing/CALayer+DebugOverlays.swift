import DynamicRuntime

/// The iOS Simulator's rendering overlays (its Debug menu), drawn over a composited frame:
/// layers rendered off screen tinted yellow; layers whose pixels are blended with what is
/// behind them red, opaque ones green.
public struct CompositingDebugOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
    /// "Color Off-screen Rendered": each layer that takes an off-screen pass, tinted yellow.
    public static let colorOffscreenRendered = CompositingDebugOptions(rawValue: 1 << 0)
    /// "Color Blended Layers": each layer that paints, red where it blends with what is
    /// behind it (a colour or contents that are not opaque, an opacity below 1, rounded
    /// corners), green where it is opaque.
    public static let colorBlendedLayers = CompositingDebugOptions(rawValue: 1 << 1)
}

extension CompositingDebugOptions {
    /// The overlays of the composite under way on the calling thread: set by a window for its
    /// frame, read by each layer as it draws.
    package static var active: CompositingDebugOptions { activeOptions.value }

    private static let activeOptions = ThreadLocal<CompositingDebugOptions>([])

    /// Runs `body` with `options` active.
    package func activate(_ body: () -> Void) {
        Self.activeOptions.withValue(self, body)
    }
}

extension CALayer {
    /// The tints, half transparent, as the Simulator draws them.
    static let offscreenTint = CGColor(red: 1, green: 1, blue: 0, alpha: 0.5)
    static let blendedTint = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    static let opaqueTint = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)

    /// The blending tint over the layer's own painting, before its sublayers are drawn over it.
    func drawBlendingOverlay(_ outline: CGPath?, _ values: CompositedValues, in context: CGContext) {
        let background = values.backgroundColor.map { $0.alpha > 0 } ?? false
        guard background || storedContents != nil || drawsOwnContent else { return }
        let opaque = values.opacity >= 1 && (values.backgroundColor?.alpha ?? 0) >= 1 && values.cornerRadius == 0
        context.setFillColor(opaque ? CALayer.opaqueTint : CALayer.blendedTint)
        fill(outline, values.bounds, in: context)
    }

    /// The off-screen tint over the layer and its sublayers, when the layer takes a pass.
    func drawOffscreenOverlay(_ outline: CGPath?, _ values: CompositedValues, in context: CGContext) {
        guard !offscreenReasons(values).isEmpty else { return }
        context.setFillColor(CALayer.offscreenTint)
        fill(outline, values.bounds, in: context)
    }
}
