import ControlKit
import DynamicRuntime

/// Layout, done in `layoutSubviews` as the original does: the indicator on the selected half,
/// inset by ``RunKeeperSwitch/selectedBackgroundInset``; both rows over the whole bounds; each
/// title centred on its half, the same frame in both rows.
extension RunKeeperSwitch {
    /// `layoutSubviews`: places the indicator and the titles.
    static let switchLayoutSubviewsMethod = UIView.layoutSubviewsMethod.override(in: RunKeeperSwitch.self) { control, _, superMethod in
        superMethod(())
        control.layoutSwitchSubviews()
    }

    /// `+layerClass`: the rounded layer, a pill from the first frame.
    static let switchLayerClassMethod = UIView.layerClassMethod.override(in: RunKeeperSwitch.self) { _, _ in
        RunKeeperSwitchRoundedLayer.self
    }

    /// The indicator's frame on side `index`.
    func selectedBackgroundFrame(forIndex index: Int) -> CGRect {
        let inset = selectedBackgroundInset
        let width = bounds.width / 2 - inset * 2
        return CGRect(x: inset + CGFloat(index) * (width + inset * 2), y: inset, width: width, height: bounds.height - inset * 2)
    }

    private func layoutSwitchSubviews() {
        let indicatorFrame = selectedBackgroundFrame(forIndex: selectedIndex)
        selectedBackgroundView.frame = indicatorFrame
        (titleLabelsContentView.frame, selectedTitleLabelsContentView.frame) = (bounds, bounds)

        let maxSize = indicatorFrame.size
        let leftFrame = titleFrame(of: leftTitleLabel, fitting: maxSize, inHalfAt: 0)
        (leftTitleLabel.frame, selectedLeftTitleLabel.frame) = (leftFrame, leftFrame)
        let rightFrame = titleFrame(of: rightTitleLabel, fitting: maxSize, inHalfAt: bounds.width / 2)
        (rightTitleLabel.frame, selectedRightTitleLabel.frame) = (rightFrame, rightFrame)
    }

    /// `label`'s fitting size, no wider than `maxSize`, centred on the half starting at `minX`
    /// on whole points (so both rows' glyphs land on the same pixels).
    private func titleFrame(of label: UILabel, fitting maxSize: CGSize, inHalfAt minX: CGFloat) -> CGRect {
        var size = label.sizeThatFits(maxSize)
        size.width = min(size.width, maxSize.width)
        let origin = CGPoint(x: (minX + (bounds.width / 2 - size.width) / 2).rounded(.down),
                             y: ((bounds.height - size.height) / 2).rounded(.down))
        return CGRect(origin: origin, size: size)
    }
}
