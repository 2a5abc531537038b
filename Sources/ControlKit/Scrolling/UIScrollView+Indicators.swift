import Layers

/// The scroll indicators: thin rounded bars at the right and bottom edges whose length is the
/// share of the content shown and whose place is the offset's place in its range. Shown while
/// the content moves, hidden when it rests (UIKit fades them; here they go at once).
extension UIScrollView {
    func showIndicators() {
        let indicators = self.indicators ?? makeIndicators()
        indicators.isShown = true
        // Above every subview's layer, including those added since they were made.
        CATransaction.changingLayers(animated: false) {
            for bar in [indicators.vertical, indicators.horizontal] {
                bar.removeFromSuperlayer()
                layer.addSublayer(bar)
            }
        }
        updateIndicators()
    }

    func hideIndicators() {
        guard let indicators, indicators.isShown else { return }
        indicators.isShown = false
        updateIndicators()
    }

    /// Shows the indicators for a moment (`flashScrollIndicators`): until 0.5 s from now, or
    /// until the content next comes to rest.
    public func flashScrollIndicators() {
        showIndicators()
        motionClock.schedule(after: ScrollIndicators.flashDuration) { [weak self] in
            guard let self, !isDragging, motion == nil else { return }
            hideIndicators()
        }
    }

    private func makeIndicators() -> ScrollIndicators {
        let indicators = ScrollIndicators()
        self.indicators = indicators
        return indicators
    }

    /// Places the bars for the current offset, or hides them.
    func updateIndicators() {
        guard let indicators else { return }
        let bounds = self.bounds, range = offsetRange, inset = storedContentInset
        let thickness = ScrollIndicators.thickness, margin = ScrollIndicators.margin
        CATransaction.changingLayers(animated: false) {
            let showsVertical = indicators.isShown && showsVerticalScrollIndicator && range.y.upperBound > range.y.lowerBound
            indicators.vertical.isHidden = !showsVertical
            if showsVertical {
                let track = bounds.height - 2 * margin
                let content = storedContentSize.height + inset.top + inset.bottom
                let length = Self.indicatorLength(track: track, shown: bounds.height, content: content)
                let position = Self.indicatorPosition(offset: bounds.minY, range: range.y, room: track - length)
                indicators.vertical.frame = CGRect(x: bounds.maxX - margin - thickness, y: bounds.minY + margin + position,
                                                   width: thickness, height: length)
            }
            let showsHorizontal = indicators.isShown && showsHorizontalScrollIndicator && range.x.upperBound > range.x.lowerBound
            indicators.horizontal.isHidden = !showsHorizontal
            if showsHorizontal {
                let track = bounds.width - 2 * margin - (showsVertical ? thickness + margin : 0)
                let content = storedContentSize.width + inset.left + inset.right
                let length = Self.indicatorLength(track: track, shown: bounds.width, content: content)
                let position = Self.indicatorPosition(offset: bounds.minX, range: range.x, room: track - length)
                indicators.horizontal.frame = CGRect(x: bounds.minX + margin + position, y: bounds.maxY - margin - thickness,
                                                     width: length, height: thickness)
            }
        }
    }

    /// The bar's length: the track's share the view shows of the content, at least
    /// ``ScrollIndicators/minimumLength``.
    private static func indicatorLength(track: CGFloat, shown: CGFloat, content: CGFloat) -> CGFloat {
        guard content > 0 else { return track }
        return min(track, max(ScrollIndicators.minimumLength, track * shown / content))
    }

    /// The bar's distance from the track's start: the offset's place in its range, kept on the track.
    private static func indicatorPosition(offset: CGFloat, range: ClosedRange<CGFloat>, room: CGFloat) -> CGFloat {
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return 0 }
        return min(max((offset - range.lowerBound) / span, 0), 1) * max(room, 0)
    }
}

/// A scroll view's two indicator bars.
@MainActor
final class ScrollIndicators {
    /// The bars' thickness and their distance from the edges, as iOS draws them.
    static let thickness: CGFloat = 3, margin: CGFloat = 3
    /// The shortest a bar gets.
    static let minimumLength: CGFloat = 36
    /// How long ``UIScrollView/flashScrollIndicators()`` shows them.
    static let flashDuration: TimeInterval = 0.5

    let vertical = ScrollIndicators.bar()
    let horizontal = ScrollIndicators.bar()
    /// Whether the bars are shown (each also needs its axis to scroll).
    var isShown = false

    private static func bar() -> CALayer {
        let bar = CALayer()
        bar.backgroundColor = CGColor(gray: 0, alpha: 0.35)
        bar.cornerRadius = thickness / 2
        bar.isHidden = true
        return bar
    }
}
