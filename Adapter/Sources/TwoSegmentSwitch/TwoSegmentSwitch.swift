import UIKit

/// What a two-segment switch tells its delegate; every requirement is optional.
@objc public protocol TwoSegmentSwitchDelegate: NSObjectProtocol {
    @objc optional func twoSegmentSwitch(_ control: TwoSegmentSwitch, didSelect index: Int)
    @objc optional func twoSegmentSwitch(_ control: TwoSegmentSwitch, shouldSelect index: Int) -> Bool
}

/// A switch between two titles, its selection a rounded thumb that slides under the chosen one.
@objcMembers
open class TwoSegmentSwitch: UIControl {
    public weak var delegate: TwoSegmentSwitchDelegate?

    @objc public dynamic private(set) var selectedIndex = 0

    @IBInspectable public var thumbColor: UIColor = .white {
        didSet { thumb.backgroundColor = thumbColor }
    }

    public let titleLabels = [UILabel(), UILabel()]
    public let thumb = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    public var titles: [String] {
        get { titleLabels.map { $0.text ?? "" } }
        set { for (label, title) in zip(titleLabels, newValue) { label.text = title } }
    }

    private func setUp() {
        backgroundColor = UIColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1)
        thumb.backgroundColor = thumbColor
        addSubview(thumb)
        for label in titleLabels {
            label.textAlignment = .center
            addSubview(label)
        }
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        layer.cornerRadius = bounds.height / 2
        for (index, label) in titleLabels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * half, y: 0, width: half, height: bounds.height)
        }
        thumb.frame = CGRect(x: CGFloat(selectedIndex) * half, y: 0, width: half, height: bounds.height).insetBy(dx: 2, dy: 2)
        thumb.layer.cornerRadius = thumb.bounds.height / 2
    }

    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
        let index = recognizer.location(in: self).x < bounds.width / 2 ? 0 : 1
        select(index)
    }

    /// Selects `index` unless it is selected or the delegate refuses, then tells the delegate
    /// and the targets of `.valueChanged`.
    public func select(_ index: Int) {
        guard index != selectedIndex, delegate?.twoSegmentSwitch?(self, shouldSelect: index) ?? true else { return }
        selectedIndex = index
        setNeedsLayout()
        sendActions(for: .valueChanged)
        delegate?.twoSegmentSwitch?(self, didSelect: index)
    }
}
