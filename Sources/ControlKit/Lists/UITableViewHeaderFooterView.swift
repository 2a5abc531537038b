import DynamicRuntime

/// A section's header or footer (`UITableViewHeaderFooterView`): a ``contentView`` and a
/// ``textLabel`` showing the section's title in small grey type on a light grey bar.
///
/// Registered classes are made through ``init(reuseIdentifier:)``, which is `required` for the
/// reason ``UITableViewCell/init(style:reuseIdentifier:)`` is.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table keeps the view under for reuse.
    public let reuseIdentifier: String?
    /// The view to add content to, filling the view.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?

    /// A view kept for reuse under `reuseIdentifier` (`initWithReuseIdentifier:`).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUpHeaderFooter()
    }

    /// A default view with no reuse identifier, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        setUpHeaderFooter()
    }

    private func setUpHeaderFooter() {
        backgroundColor = .secondarySystemBackground
        addSubview(contentView)
    }

    /// `prepareForReuse`: the view is about to be handed out again; the base does nothing.
    public nonisolated static let prepareForReuseMethod = DeclaredMethod("prepareForReuse", of: UITableViewHeaderFooterView.self) { (_, _: ()) in }
    private nonisolated static let headerFooterLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UITableViewHeaderFooterView.self) {
        view, _, superMethod in
        superMethod(())
        view.contentView.frame = view.bounds
        if let label = view.storedTextLabel {
            let height = label.sizeThatFits(view.bounds.size).height
            label.frame = CGRect(x: 16, y: ((view.bounds.height - height) / 2).rounded(), width: max(view.bounds.width - 32, 0), height: height)
        }
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [prepareForReuseMethod, headerFooterLayoutSubviews]
    }

    /// The title label, made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Called before the table hands the view out again; call `super`.
    open func prepareForReuse() {
        UITableViewHeaderFooterView.prepareForReuseMethod.send(to: self, ())
    }
}
