import DynamicRuntime
import Foundation

/// A row of segments, one of them selected (`UISegmentedControl`), in iOS's shape: a light grey
/// rounded bar, 32 points high, the selected segment a white rounded pill with a soft shadow,
/// thin lines between the others, titles in the 13-point system font — semibold when selected —
/// or images.
///
/// A tap on an enabled segment selects it, sending `.valueChanged` when the selection changed
/// (every time for a ``isMomentary`` control, which shows no selection). Setting
/// ``selectedSegmentIndex`` in code sends nothing. Segments share the width equally unless
/// given widths. ``setTitleTextAttributes(_:for:)`` sets the font and colour of the titles in
/// the normal and the selected state. An index outside the segments is reported as a runtime
/// issue and changes nothing. To VoiceOver each segment is a button, the selected one selected.
open class UISegmentedControl: UIControl {
    /// The index of no segment (`UISegmentedControl.noSegment`).
    public static let noSegment = -1
    /// The height UIKit gives a segmented control, and the pill's inset.
    static let standardHeight: CGFloat = 32, pillInset: CGFloat = 2
    /// The bar's colour: iOS's translucent grey fill over white.
    static let barColor = UIColor(red: 238 / 255, green: 238 / 255, blue: 239 / 255, alpha: 1)

    /// A segment: its content, whether it takes taps, its fixed width (0: a share), and its view.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        let view: SegmentView
    }

    var segments: [Segment] = []
    var storedSelectedIndex = UISegmentedControl.noSegment
    var storedMomentary = false
    var storedSelectedSegmentTintColor: UIColor?
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The selected segment's pill and the lines between segments.
    private let pill = CALayer()
    private var separators: [CALayer] = []

    /// A control with a segment for each of `items`, titles (`String`) or images (`UIImage`),
    /// none selected; anything else is reported as a runtime issue and left out.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: insertSegment(withTitle: title, at: segments.count, animated: false)
            case let image as UIImage: insertSegment(with: image, at: segments.count, animated: false)
            default: RuntimeIssues.report(RuntimeIssue("UISegmentedControl(items:): a \(type(of: item)) is neither a title nor an image; it gets no segment"))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control occupying `frame`, with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    /// A control with no segments, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegmentedControl()
    }

    private func setUpSegmentedControl() {
        backgroundColor = UISegmentedControl.barColor
        layer.cornerRadius = 9
        pill.cornerRadius = 7
        (pill.shadowOpacity, pill.shadowRadius, pill.shadowOffset) = (0.12, 4, CGSize(width: 0, height: 3))
        layer.addSublayer(pill)
    }

    // MARK: Dynamic members

    /// `selectedSegmentIndex` / `setSelectedSegmentIndex:`: the selected segment, or
    /// ``noSegment``; setting it sends nothing.
    public nonisolated static let selectedSegmentIndexProperty = DeclaredProperty("selectedSegmentIndex", of: UISegmentedControl.self,
                                                                                  get: { $0.storedSelectedIndex }) { control, index in
        guard index == UISegmentedControl.noSegment || control.segments.indices.contains(index) else {
            return control.reportIndex(index, "setSelectedSegmentIndex:")
        }
        control.storedSelectedIndex = index
        control.setNeedsLayout()
    }

    private nonisolated static let segmentedLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UISegmentedControl.self) {
        control, _, superMethod in
        superMethod(())
        control.layOutSegments()
    }
    private nonisolated static let segmentedIntrinsicContentSize = UIView.intrinsicContentSizeMethod.override(in: UISegmentedControl.self) {
        control, _ in control.fittingSize
    }
    private nonisolated static let segmentedSizeThatFits = UIView.sizeThatFitsMethod.override(in: UISegmentedControl.self) { control, _ in
        control.fittingSize
    }
    private nonisolated static let segmentedEndTracking = UIControl.endTrackingMethod.override(in: UISegmentedControl.self) {
        control, arguments, superMethod in
        superMethod(arguments)
        guard let touch = arguments.0, let index = control.segmentIndex(at: touch.location(in: control)),
              control.segments[index].isEnabled else { return }
        let changed = index != control.storedSelectedIndex
        control.storedSelectedIndex = index
        control.setNeedsLayout()
        if changed || control.storedMomentary { control.sendActions(for: .valueChanged, with: arguments.1) }
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [selectedSegmentIndexProperty, segmentedLayoutSubviews, segmentedIntrinsicContentSize, segmentedSizeThatFits, segmentedEndTracking]
    }

    // MARK: Segments

    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex: Int {
        get { UISegmentedControl.selectedSegmentIndexProperty.get(self) }
        set { UISegmentedControl.selectedSegmentIndexProperty.set(self, newValue) }
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Whether a tap selects nothing that stays: the segment shows no selection afterwards.
    open var isMomentary: Bool {
        get { storedMomentary }
        set {
            storedMomentary = newValue
            setNeedsLayout()
        }
    }

    /// The selected segment's pill colour; nil (the default) is white.
    open var selectedSegmentTintColor: UIColor? {
        get { storedSelectedSegmentTintColor }
        set {
            storedSelectedSegmentTintColor = newValue
            setNeedsLayout()
        }
    }

    /// Inserts a segment titled `title` at `segment` (clamped to 0...``numberOfSegments``).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, view: SegmentView()), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0...``numberOfSegments``).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image, view: SegmentView()), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        addSubview(segment.view)
        setNeedsLayout()
    }

    /// Removes the segment at `segment`; the selection moves with the segments after it.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return reportIndex(segment, "removeSegmentAtIndex:animated:") }
        segments.remove(at: segment).view.removeFromSuperview()
        if storedSelectedIndex == segment { storedSelectedIndex = UISegmentedControl.noSegment }
        if storedSelectedIndex > segment { storedSelectedIndex -= 1 }
        setNeedsLayout()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        for segment in segments { segment.view.removeFromSuperview() }
        segments = []
        storedSelectedIndex = UISegmentedControl.noSegment
        setNeedsLayout()
    }

    /// Sets the title of the segment at `segment` (in place of an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        change(segment, "setTitle:forSegmentAtIndex:") { ($0.title, $0.image) = (title, nil) }
    }

    /// The title of the segment at `segment`; nil for an image's segment or an index outside.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (in place of a title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        change(segment, "setImage:forSegmentAtIndex:") { ($0.image, $0.title) = (image, nil) }
    }

    /// The image of the segment at `segment`; nil for a title's segment or an index outside.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets whether the segment at `segment` takes taps; a disabled one is drawn dimmed.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        change(segment, "setEnabled:forSegmentAtIndex:") { $0.isEnabled = enabled }
    }

    /// Whether the segment at `segment` takes taps; false for an index outside.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Sets the width of the segment at `segment`; 0 (the default) takes a share of the rest.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        change(segment, "setWidth:forSegmentAtIndex:") { $0.width = max(width, 0) }
    }

    /// The width set for the segment at `segment`: 0 for a share, or for an index outside.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the titles' font (`.font`) and colour (`.foregroundColor`) in `state` — `.normal`
    /// or `.selected`; nil goes back to the 13-point system font in black (semibold when
    /// selected).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        setNeedsLayout()
    }

    /// The titles' attributes set for `state`, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func change(_ index: Int, _ selector: String, _ body: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return reportIndex(index, selector) }
        body(&segments[index])
        setNeedsLayout()
    }

    private func reportIndex(_ index: Int, _ selector: String) {
        RuntimeIssues.report(RuntimeIssue("-[UISegmentedControl \(selector)]: segment \(index) is not one of the \(segments.count); nothing changed"))
    }

    // MARK: Layout and drawing

    /// The font and colour of a title in `selected` or normal state.
    private func titleStyle(selected: Bool) -> (font: UIFont, color: UIColor) {
        let attributes = titleAttributes[selected ? UIControl.State.selected.rawValue : UIControl.State.normal.rawValue]
            ?? (selected ? titleAttributes[UIControl.State.normal.rawValue] : nil)
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
        return (font, attributes?[.foregroundColor] as? UIColor ?? .black)
    }

    /// Each segment's rectangle: fixed widths first, the rest shared equally.
    private var segmentFrames: [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }, shared = segments.filter { $0.width == 0 }.count
        let share = shared > 0 ? max(bounds.width - fixed, 0) / CGFloat(shared) : 0
        var x = bounds.minX
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `point`, if any.
    private func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames.firstIndex { $0.contains(point) }
    }

    /// The size that fits every title: 32 high, each segment as wide as the widest content
    /// and 14 points each side.
    private var fittingSize: CGSize {
        let font = titleStyle(selected: true).font
        let widest = segments.map { segment in
            segment.width > 0 ? segment.width : (segment.title.map { $0.size(withAttributes: [.font: font]).width } ?? segment.image?.size.width ?? 0) + 28
        }.max() ?? 0
        return CGSize(width: (widest * CGFloat(segments.count)).rounded(.up), height: UISegmentedControl.standardHeight)
    }

    /// Places each segment's content, the pill under the selected one, and the lines between
    /// the others.
    private func layOutSegments() {
        let frames = segmentFrames, selected = storedMomentary ? UISegmentedControl.noSegment : storedSelectedIndex
        CATransaction.changingLayers(animated: false) {
            pill.isHidden = !frames.indices.contains(selected)
            if frames.indices.contains(selected) {
                let inset = UISegmentedControl.pillInset
                pill.frame = frames[selected].insetBy(dx: inset, dy: inset)
                pill.backgroundColor = (storedSelectedSegmentTintColor ?? .white).cgColor
            }
            for separator in separators { separator.removeFromSuperlayer() }
            separators = frames.indices.dropFirst().compactMap { index -> CALayer? in
                guard index != selected, index - 1 != selected else { return nil }
                let line = CALayer()
                line.frame = CGRect(x: frames[index].minX - 0.5, y: bounds.minY + 8, width: 1, height: max(bounds.height - 16, 0))
                line.backgroundColor = UIColor.systemGray4.cgColor
                layer.insertSublayer(line, below: pill)
                return line
            }
        }
        for (index, segment) in segments.enumerated() {
            let style = titleStyle(selected: index == selected)
            segment.view.show(segment, style: style, selected: index == selected, position: (index, segments.count), in: frames[index])
            segment.view.alpha = isEnabled && segment.isEnabled ? 1 : 0.35
        }
    }
}

/// One segment's content, centred in its rectangle; to VoiceOver, a button.
final class SegmentView: UIView {
    private let label = UILabel(), imageView = UIImageView()
    private var selected = false, position = (index: 0, count: 1)

    init() {
        super.init(frame: .zero)
        storedUserInteractionEnabled = false
        label.textAlignment = .center
        addSubview(imageView)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func show(_ segment: UISegmentedControl.Segment, style: (font: UIFont, color: UIColor), selected: Bool, position: (Int, Int), in frame: CGRect) {
        (self.selected, self.position) = (selected, position)
        if self.frame != frame { self.frame = frame }
        (label.text, label.font, label.textColor, label.isHidden) = (segment.title, style.font, style.color, segment.title == nil)
        label.frame = bounds
        imageView.image = segment.image
        imageView.isHidden = segment.image == nil
        let size = segment.image?.size ?? .zero
        imageView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityLabelByDefault: String? { label.isHidden ? nil : label.text }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { selected ? [.button, .selected] : .button }
    override var accessibilityValueByDefault: String? { "\(position.index + 1) of \(position.count)" }
}
