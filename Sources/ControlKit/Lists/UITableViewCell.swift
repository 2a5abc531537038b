import DynamicRuntime

/// A row of a table view (`UITableViewCell`): a ``contentView`` holding a ``textLabel``, a
/// ``detailTextLabel`` and an ``imageView`` laid out by the cell's ``CellStyle``, an accessory
/// at the right, a separator along the bottom, and backgrounds that show selection.
///
/// Cells are reused: a table keeps a cell that scrolled off under its ``reuseIdentifier`` and
/// hands it out again from `dequeueReusableCell(withIdentifier:for:)`, after
/// ``prepareForReuse()``. A class registered with the table is made through
/// ``init(style:reuseIdentifier:)``, which is therefore `required`: Swift can make an instance of
/// a class known only at run time through a required initializer alone (UIKit does it through the
/// Objective-C runtime). A ported cell that overrides it writes `required` where iOS code writes
/// `override` — the one edit a cell needs.
open class UITableViewCell: UIView {
    /// The standard arrangements of a cell's labels and image (`UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// A label at the left, with an optional image before it; no detail label.
        case `default`
        /// A label at the left and a grey detail label right-aligned at the right (Settings' style).
        case value1
        /// A small blue label right-aligned in a fixed column, then the detail label.
        case value2
        /// A label with a smaller grey detail label under it.
        case subtitle
    }

    /// The standard accessories (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell shows it (`UITableViewCell.SelectionStyle`): a grey background for
    /// all but ``none``, as since iOS 7.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The cell's style, fixed at creation.
    public let style: CellStyle
    /// The identifier the table keeps the cell under for reuse.
    public let reuseIdentifier: String?
    /// The view to add content to: the cell's bounds less the accessory's place.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    var storedSelected = false
    var storedHighlighted = false
    /// The line along the bottom; the table sets its colour and whether it shows.
    let separator = CALayer()
    /// The standard accessory's drawing, while ``accessoryType`` is not `.none` and no
    /// ``accessoryView`` is set.
    private var standardAccessory: CellAccessoryView?

    /// A cell of `style` kept for reuse under `reuseIdentifier` (`initWithStyle:reuseIdentifier:`).
    /// Required, so a table can make a registered class's cells; see the type's discussion.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
        setUpCell()
    }

    /// A default cell with no reuse identifier, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        setUpCell()
    }

    /// A default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private func setUpCell() {
        backgroundColor = .systemBackground
        addSubview(contentView)
        separator.backgroundColor = UIColor.separator.cgColor
        layer.addSublayer(separator)
    }

    // MARK: Dynamic members

    /// `prepareForReuse`: the cell is about to be handed out again; the base does nothing.
    public nonisolated static let prepareForReuseMethod = DeclaredMethod("prepareForReuse", of: UITableViewCell.self) { (_, _: ()) in }
    /// `setSelected:animated:`: selects or deselects, showing the selected background.
    public nonisolated static let setSelectedAnimatedMethod = DeclaredMethod("setSelected:animated:", of: UITableViewCell.self) {
        (cell, arguments: (Bool, Bool)) in
        cell.storedSelected = arguments.0
        cell.showSelection()
    }
    /// `setHighlighted:animated:`: highlights while a finger is on the cell.
    public nonisolated static let setHighlightedAnimatedMethod = DeclaredMethod("setHighlighted:animated:", of: UITableViewCell.self) {
        (cell, arguments: (Bool, Bool)) in
        cell.storedHighlighted = arguments.0
        cell.showSelection()
    }
    private nonisolated static let cellLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UITableViewCell.self) { cell, _, superMethod in
        superMethod(())
        cell.layOutCell()
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [prepareForReuseMethod, setSelectedAnimatedMethod, setHighlightedAnimatedMethod, cellLayoutSubviews]
    }

    // MARK: Content

    /// The main label, made on first use (nil never, as UIKit's for every style).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = style == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .systemFont(ofSize: 17)
        label.textColor = style == .value2 ? tintColor : .label
        if style == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label: nil for the `.default` style, else made on first use.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        switch style {
        case .value1: (label.font, label.textColor, label.textAlignment) = (.systemFont(ofSize: 17), .secondaryLabel, .right)
        case .subtitle: (label.font, label.textColor) = (.systemFont(ofSize: 12), .label)
        default: (label.font, label.textColor) = (.systemFont(ofSize: 12), .label)
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image at the left, made on first use; it takes room only while it has an image.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let imageView = UIImageView()
        contentView.addSubview(imageView)
        storedImageView = imageView
        setNeedsLayout()
        return imageView
    }

    /// The standard accessory drawn at the right; ignored while ``accessoryView`` is set.
    open var accessoryType = AccessoryType.none {
        didSet { setNeedsLayout() }
    }

    /// A view of your own in the accessory's place.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// How selection shows: a grey background unless `.none`.
    open var selectionStyle = SelectionStyle.default {
        didSet { showSelection() }
    }

    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view behind the content while the cell is selected or highlighted: a grey one
    /// (``UIColor/systemGray4``) unless set.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            showSelection()
        }
    }

    /// The inset of the separator from the cell's edges: 16 points at the left, as UIKit's
    /// default (only the left and right count).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    // MARK: Selection

    /// Whether the cell is selected; setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (a finger is on it); setting it is
    /// `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell (`setSelected:animated:`); override to restyle your content.
    open func setSelected(_ selected: Bool, animated: Bool) {
        UITableViewCell.setSelectedAnimatedMethod.send(to: self, (selected, animated))
    }

    /// Highlights the cell or not (`setHighlighted:animated:`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        UITableViewCell.setHighlightedAnimatedMethod.send(to: self, (highlighted, animated))
    }

    /// Called before the table hands the cell out again (`prepareForReuse`): reset what is not
    /// content (the data source sets the content). Call `super`.
    open func prepareForReuse() {
        UITableViewCell.prepareForReuseMethod.send(to: self, ())
    }

    /// Shows the selected background behind the content while selected or highlighted.
    private func showSelection() {
        let shows = (storedSelected || storedHighlighted) && selectionStyle != .none
        guard shows else { return selectedBackgroundView?.removeFromSuperview() ?? () }
        let background = selectedBackgroundView ?? makeSelectedBackgroundView()
        if background.superview !== self { insertSubview(background, belowSubview: contentView) }
        background.frame = bounds
    }

    private func makeSelectedBackgroundView() -> UIView {
        let view = UIView()
        view.backgroundColor = .systemGray4
        selectedBackgroundView = view
        return view
    }

    // MARK: Layout

    /// The standard layout: the accessory at the right margin, the content view beside it,
    /// the image and labels by style inside it, and the separator along the bottom.
    private func layOutCell() {
        let bounds = self.bounds, margin: CGFloat = 16
        let accessory = layOutAccessory(in: bounds, margin: margin)
        contentView.frame = CGRect(x: 0, y: 0, width: accessory.map { $0.minX - 4 } ?? bounds.width, height: bounds.height)
        backgroundView?.frame = bounds
        if let background = selectedBackgroundView, background.superview === self { background.frame = bounds }
        let content = contentView.bounds
        var textStart = margin
        if let imageView = storedImageView, let image = imageView.image {
            imageView.frame = CGRect(x: margin, y: ((content.height - image.size.height) / 2).rounded(),
                                     width: image.size.width, height: image.size.height)
            textStart = imageView.frame.maxX + margin
        } else {
            storedImageView?.frame = .zero
        }
        let textEnd = content.width - (accessory == nil ? margin : 0)
        layOutLabels(from: textStart, to: textEnd, height: content.height)
        let scale = max(contentScaleFactor, 1)
        CATransaction.changingLayers(animated: false) {
            let left = storedImageView?.image == nil ? separatorInset.left : max(separatorInset.left, textStart)
            separator.frame = CGRect(x: left, y: bounds.height - 1 / scale, width: max(bounds.width - left - separatorInset.right, 0), height: 1 / scale)
        }
    }

    /// Places the accessory view or the standard one; its frame, if any.
    private func layOutAccessory(in bounds: CGRect, margin: CGFloat) -> CGRect? {
        let view: UIView?
        if let accessoryView {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
            view = accessoryView
        } else if accessoryType != .none {
            let standard = standardAccessory ?? CellAccessoryView()
            if standard.superview !== self { addSubview(standard) }
            standardAccessory = standard
            standard.kind = accessoryType
            standard.frame.size = standard.kind.size
            view = standard
        } else {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
            view = nil
        }
        guard let view else { return nil }
        let size = view.frame.size
        view.frame = CGRect(x: bounds.width - margin - size.width, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        return view.frame
    }

    /// The labels by style, between `start` and `end`, centred in `height`.
    private func layOutLabels(from start: CGFloat, to end: CGFloat, height: CGFloat) {
        let width = max(end - start, 0)
        let text = storedTextLabel, detail = storedDetailTextLabel
        func fitted(_ label: UILabel?) -> CGSize { label.map { $0.sizeThatFits(CGSize(width: width, height: height)) } ?? .zero }
        let textSize = fitted(text), detailSize = fitted(detail)
        switch style {
        case .default:
            text?.frame = CGRect(x: start, y: ((height - textSize.height) / 2).rounded(), width: width, height: textSize.height)
        case .value1:
            let detailWidth = min(detailSize.width, width)
            detail?.frame = CGRect(x: end - detailWidth, y: ((height - detailSize.height) / 2).rounded(), width: detailWidth, height: detailSize.height)
            text?.frame = CGRect(x: start, y: ((height - textSize.height) / 2).rounded(), width: max(width - detailWidth - 8, 0), height: textSize.height)
        case .value2:
            let column: CGFloat = 67
            text?.frame = CGRect(x: start, y: ((height - textSize.height) / 2).rounded(), width: column, height: textSize.height)
            detail?.frame = CGRect(x: start + column + 6, y: ((height - detailSize.height) / 2).rounded(),
                                   width: max(width - column - 6, 0), height: detailSize.height)
        case .subtitle:
            let top = ((height - textSize.height - detailSize.height) / 2).rounded()
            text?.frame = CGRect(x: start, y: top, width: width, height: textSize.height)
            detail?.frame = CGRect(x: start, y: top + textSize.height, width: width, height: detailSize.height)
        }
    }
}

/// The standard accessories, drawn: a grey chevron, a checkmark in the tint, an info button.
final class CellAccessoryView: UIView {
    var kind = UITableViewCell.AccessoryType.none {
        didSet { if kind != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.lineWidth = 2
        switch kind {
        case .disclosureIndicator:
            UIColor.tertiaryLabel.setStroke()
            path.move(to: CGPoint(x: 1.5, y: 1.5))
            path.addLine(to: CGPoint(x: 6.5, y: 6.5))
            path.addLine(to: CGPoint(x: 1.5, y: 11.5))
        case .checkmark:
            tintColor.setStroke()
            path.move(to: CGPoint(x: 1.5, y: 6))
            path.addLine(to: CGPoint(x: 5, y: 9.5))
            path.addLine(to: CGPoint(x: 12.5, y: 1.5))
        case .detailButton, .detailDisclosureButton:
            tintColor.setStroke()
            path.lineWidth = 1.5
            path.append(UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20)))
            path.move(to: CGPoint(x: 11, y: 9))
            path.addLine(to: CGPoint(x: 11, y: 16))
            path.move(to: CGPoint(x: 11, y: 5.5))
            path.addLine(to: CGPoint(x: 11, y: 7))
        case .none:
            return
        }
        path.stroke()
    }
}

extension UITableViewCell.AccessoryType {
    /// The drawing's size.
    var size: CGSize {
        switch self {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton, .detailDisclosureButton: CGSize(width: 22, height: 22)
        }
    }
}
