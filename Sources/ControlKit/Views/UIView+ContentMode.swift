import Foundation

extension UIView {
    /// How a view shows its content when its bounds change (`UIViewContentMode`): scaled,
    /// placed, or drawn again. UIView's default is ``scaleToFill``; UILabel's ``redraw``.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer's contents gravity that shows content this way (redraw stretches, as
        /// UIKit's does until the view draws again).
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }

    func setContentModeBody(_ mode: ContentMode) {
        storedContentMode = mode
        storedLayer.contentsGravity = mode.contentsGravity
    }

    /// A size change from `oldSize` resizes the subviews by their autoresizing masks, lays the
    /// view out again and, for ``ContentMode/redraw``, draws it again.
    func boundsSizeDidChange(from oldSize: CGSize) {
        autoresizeSubviews(from: oldSize)
        setNeedsLayout()
        if storedContentMode == .redraw { setNeedsDisplay() }
    }
}
