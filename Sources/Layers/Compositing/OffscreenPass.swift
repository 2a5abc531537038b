import DynamicRuntime

/// A pass of the compositor through a buffer of its own before the result reaches the screen —
/// what Instruments calls off-screen rendering and Core Animation avoids where it can: each
/// costs a buffer and a switch of render target, which is why rounded, masked, shadowed and
/// translucent groups slow a scrolling list.
public struct OffscreenPass: Sendable, Equatable, CustomStringConvertible {
    /// What makes a layer take a pass, by Core Animation's rules.
    public enum Reason: String, Sendable, CaseIterable {
        /// Rounded corners with `masksToBounds` over contents or sublayers: the content is
        /// drawn, then clipped to the rounded shape.
        case roundedCorners = "rounded corners masking content"
        /// A `mask` layer: the masked content and the mask are drawn apart, then combined.
        case mask
        /// A shadow without a `shadowPath`: the content's shape must be drawn to cast it.
        case shadow = "shadow without a shadowPath"
        /// An opacity below 1 over sublayers: the group is drawn, then faded as one.
        case groupOpacity = "group opacity"
        /// `shouldRasterize`: the subtree is drawn into its cached bitmap (a pass when the
        /// bitmap is made, none while it is reused).
        case rasterization
    }

    /// The layer that took the pass: its owning view's class, or its own.
    public let layer: String
    /// Why.
    public let reason: Reason

    public var description: String { "\(layer): \(reason.rawValue)" }
}

extension CALayer {
    /// Why drawing the layer as `values` show it takes off-screen passes (rasterization aside,
    /// which is counted when its bitmap is made).
    func offscreenReasons(_ values: CompositedValues) -> [OffscreenPass.Reason] {
        var reasons: [OffscreenPass.Reason] = []
        if values.masksToBounds, values.cornerRadius > 0, storedContents != nil || !storedSublayers.isEmpty {
            reasons.append(.roundedCorners)
        }
        if storedMask != nil { reasons.append(.mask) }
        if values.shadowOpacity > 0, (values.shadowColor?.alpha ?? 0) > 0, values.shadowPath == nil { reasons.append(.shadow) }
        if values.opacity < 1, !storedSublayers.isEmpty { reasons.append(.groupOpacity) }
        return reasons
    }

    /// The layer as an off-screen pass names it: its owning view's class, or its own.
    var passName: String {
        if let owner { return String(describing: type(of: owner)) }
        return String(describing: type(of: self))
    }
}

/// The off-screen passes of one composite, collected while a window composites its frame.
package final class OffscreenPassRecorder {
    /// The recorder of the composite under way on the calling thread, if any.
    package static var current: OffscreenPassRecorder? { recording.value }

    private static let recording = ThreadLocal<OffscreenPassRecorder?>(nil)

    package private(set) var passes: [OffscreenPass] = []

    package init() {}

    func record(_ layer: CALayer, _ reasons: [OffscreenPass.Reason]) {
        for reason in reasons { passes.append(OffscreenPass(layer: layer.passName, reason: reason)) }
    }

    /// Runs `body` collecting its passes.
    package func collect(_ body: () -> Void) {
        Self.recording.withValue(self, body)
    }
}
