/// How a button places its image and title: together, the image first, as one piece of content
/// aligned in the content rectangle by the control's ``UIControl/contentHorizontalAlignment`` and
/// ``UIControl/contentVerticalAlignment``, on whole points. Each is placed within the content
/// rectangle inset by its own edge insets, so a left title inset of 20 moves a centred title
/// 10 points right, as in UIKit.
extension UIButton {
    /// The image's and the title's frames in `contentRect`.
    func contentLayout(in contentRect: CGRect) -> (image: CGRect, title: CGRect) {
        let imageArea = contentRect.inset(by: imageEdgeInsets), titleArea = contentRect.inset(by: titleEdgeInsets)
        let imageSize = currentImage?.size ?? .zero
        var titleSize = CGSize.zero
        if let storedTitleLabel {
            let fitting: CGSize
            if let measure = titleMeasure, measure.area == titleArea.size {
                fitting = measure.size
            } else {
                fitting = storedTitleLabel.sizeThatFits(titleArea.size)
                if isLayingOutContent { titleMeasure = (titleArea.size, fitting) }
            }
            titleSize = CGSize(width: min(fitting.width, max(titleArea.width - imageSize.width, 0)),
                               height: min(fitting.height, max(titleArea.height, 0)))
        }
        let width = imageSize.width + titleSize.width
        let horizontal = effectiveContentHorizontalAlignment
        if horizontal == .fill { titleSize.width = max(titleArea.width - imageSize.width, 0) }

        /// The left edge of the piece placed in `area`.
        func left(in area: CGRect) -> CGFloat {
            switch horizontal {
            case .left, .fill, .leading: area.minX
            case .right, .trailing: area.maxX - width
            case .center: (area.midX - width / 2).rounded()
            }
        }
        /// The top edge and height of something `height` tall placed in `area`.
        func vertical(_ height: CGFloat, in area: CGRect) -> (CGFloat, CGFloat) {
            switch contentVerticalAlignment {
            case .top: (area.minY, height)
            case .bottom: (area.maxY - height, height)
            case .fill: (area.minY, area.height)
            case .center: ((area.midY - height / 2).rounded(), height)
            }
        }
        let (imageY, imageHeight) = vertical(imageSize.height, in: imageArea)
        let (titleY, titleHeight) = vertical(titleSize.height, in: titleArea)
        return (CGRect(x: left(in: imageArea), y: imageY, width: imageSize.width, height: imageHeight),
                CGRect(x: left(in: titleArea) + imageSize.width, y: titleY, width: titleSize.width, height: titleHeight))
    }
}
