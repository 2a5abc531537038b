import ControlKit
import Testing

/// A view counting `layoutMarginsDidChange` and its layout passes.
private final class MarginsView: UIView {
    required init?(coder: NSCoder) { nil }
    override init(frame: CGRect) { super.init(frame: frame) }
    var marginChanges = 0
    var layouts = 0
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        marginChanges += 1
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@Suite("Layout direction, margins and the view flags")
@MainActor
struct LayoutDirectionAndMarginsTests {
    @Test("views lay out left to right unless forced right to left, which .unspecified views beneath inherit")
    func layoutDirection() {
        let parent = UIView(), child = UIView(), playback = UIView()
        parent.addSubview(child)
        parent.addSubview(playback)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        parent.semanticContentAttribute = .forceRightToLeft
        playback.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
    }

    @Test("layout margins are 8 points a side by default; a change calls layoutMarginsDidChange once and marks the view for layout")
    func layoutMargins() {
        let view = MarginsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.layoutIfNeeded()
        let layouts = view.layouts
        view.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        view.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        #expect(view.marginChanges == 1)
        view.layoutIfNeeded()
        #expect(view.layouts == layouts + 1)
        #expect(view.value(forKey: "layoutMargins") as? UIEdgeInsets == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    @Test("invalidateIntrinsicContentSize lays the superview out again; the flags have UIKit's defaults")
    func intrinsicSizeAndFlags() {
        let superview = MarginsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel()
        superview.addSubview(label)
        superview.layoutIfNeeded()
        let layouts = superview.layouts
        label.invalidateIntrinsicContentSize()
        superview.layoutIfNeeded()
        #expect(superview.layouts == layouts + 1)
        #expect(label.isOpaque && label.autoresizesSubviews && label.autoresizingMask.isEmpty)
        #expect(label.safeAreaInsets == .zero)
    }
}
