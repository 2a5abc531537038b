import ControlKit
import Testing

/// A view counting its layout passes.
private final class CountingLayoutView: UIView {
    required init?(coder: NSCoder) { nil }
    override init(frame: CGRect) { super.init(frame: frame) }
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@Suite("Autoresizing: springs and struts")
@MainActor
struct AutoresizingTests {
    /// `mask`'s subview at `frame` in a 200×100 superview, after the superview becomes `size`.
    func resized(_ frame: CGRect, _ mask: UIView.AutoresizingMask, to size: CGSize,
                 from superviewSize: CGSize = CGSize(width: 200, height: 100)) -> CGRect {
        let superview = UIView(frame: CGRect(origin: .zero, size: superviewSize))
        let subview = UIView(frame: frame)
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        superview.frame.size = size
        return subview.frame
    }

    @Test("a flexible width takes the whole change; fixed margins keep their places")
    func flexibleWidth() {
        #expect(resized(CGRect(x: 20, y: 10, width: 100, height: 50), .flexibleWidth, to: CGSize(width: 300, height: 100))
                == CGRect(x: 20, y: 10, width: 200, height: 50))
        // Shrinking shares the loss the same way.
        #expect(resized(CGRect(x: 20, y: 10, width: 100, height: 50), .flexibleWidth, to: CGSize(width: 150, height: 100))
                == CGRect(x: 20, y: 10, width: 50, height: 50))
    }

    @Test("several flexible parts share the change in proportion to what each measures now")
    func proportionalShare() {
        // Left margin 20, right margin 80: 20% and 80% of 100 points.
        #expect(resized(CGRect(x: 20, y: 10, width: 100, height: 50), [.flexibleLeftMargin, .flexibleRightMargin],
                        to: CGSize(width: 300, height: 100)) == CGRect(x: 40, y: 10, width: 100, height: 50))
        // 50 + 100 + 50: a quarter, a half, a quarter.
        #expect(resized(CGRect(x: 50, y: 10, width: 100, height: 50), [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                        to: CGSize(width: 300, height: 100)) == CGRect(x: 75, y: 10, width: 150, height: 50))
        // Vertically: top 10, height 50, bottom 40 of 100; the superview grows by 100, of which
        // the height takes 50/90 (to within rounding through the layer's position).
        let vertical = resized(CGRect(x: 20, y: 10, width: 100, height: 50), [.flexibleHeight, .flexibleBottomMargin],
                               to: CGSize(width: 200, height: 200))
        #expect(vertical.origin == CGPoint(x: 20, y: 10) && vertical.width == 100)
        #expect(abs(vertical.height - (50 + 100.0 * 50 / 90)) < 1e-9, "\(vertical)")
    }

    @Test("a flexible top margin alone pins the view to the bottom edge")
    func pinnedToBottom() {
        #expect(resized(CGRect(x: 0, y: 60, width: 200, height: 40), [.flexibleTopMargin, .flexibleWidth],
                        to: CGSize(width: 320, height: 480)) == CGRect(x: 0, y: 440, width: 320, height: 40))
    }

    @Test("flexible parts that all measure zero share the change equally")
    func zeroPartsShareEqually() {
        #expect(resized(.zero, [.flexibleLeftMargin, .flexibleWidth], to: CGSize(width: 100, height: 0), from: .zero)
                == CGRect(x: 50, y: 0, width: 50, height: 0))
    }

    @Test("no mask, a move without a size change, or autoresizesSubviews off leave the subviews alone")
    func nothingFollows() {
        #expect(resized(CGRect(x: 20, y: 10, width: 100, height: 50), [], to: CGSize(width: 300, height: 300))
                == CGRect(x: 20, y: 10, width: 100, height: 50))

        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(subview)
        superview.frame.origin = CGPoint(x: 30, y: 30)
        #expect(subview.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        superview.autoresizesSubviews = false
        superview.frame.size = CGSize(width: 400, height: 400)
        #expect(subview.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test("a resized subview follows at once and lays out again at the next pass; bounds changes resize too")
    func followsAndLaysOut() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(subview)
        superview.layoutIfNeeded()
        let before = subview.layouts
        superview.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(subview.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        superview.layoutIfNeeded()
        #expect(subview.layouts == before + 1)
    }
}
