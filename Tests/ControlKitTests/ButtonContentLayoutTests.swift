import ControlKit
import Testing

/// A button that puts its title in the top-left corner, as a subclass overriding
/// `titleRect(forContentRect:)` does.
private final class CornerTitleButton: UIButton {
    required init?(coder: NSCoder) { nil }
    override init(frame: CGRect) { super.init(frame: frame) }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(origin: contentRect.origin, size: super.titleRect(forContentRect: contentRect).size)
    }
}

@Suite("Button content layout: alignments and edge insets")
@MainActor
struct ButtonContentLayoutTests {
    /// A 200×50 button with a 20×20 image and the title "Go", laid out.
    func button(_ configure: (UIButton) -> Void = { _ in }) -> UIButton {
        laidOut(UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 50)), configure)
    }

    func laidOut(_ button: UIButton, _ configure: (UIButton) -> Void = { _ in }) -> UIButton {
        button.setTitle("Go", for: .normal)
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }, for: .normal)
        configure(button)
        button.layoutIfNeeded()
        return button
    }

    @Test("centred by default: image then title, the pair centred on whole points")
    func centred() {
        let button = button()
        let image = button.imageView!.frame, title = button.titleLabel!.frame
        #expect(image.size == CGSize(width: 20, height: 20) && image.maxX == title.minX)
        #expect(image.minX == (100 - (20 + title.width) / 2).rounded() && image.minY == 15)
        #expect(title.minY == (25 - title.height / 2).rounded())
    }

    @Test("left, right, and leading and trailing by the layout direction")
    func horizontal() {
        let left = button { $0.contentHorizontalAlignment = .left }
        #expect(left.imageView!.frame.minX == 0 && left.titleLabel!.frame.minX == 20)
        let right = button { $0.contentHorizontalAlignment = .right }
        #expect(right.titleLabel!.frame.maxX == 200 && right.imageView!.frame.maxX == right.titleLabel!.frame.minX)
        let leadingRightToLeft = button {
            $0.semanticContentAttribute = .forceRightToLeft
            $0.contentHorizontalAlignment = .leading
        }
        #expect(leadingRightToLeft.effectiveContentHorizontalAlignment == .right)
        #expect(leadingRightToLeft.titleLabel!.frame.maxX == 200)
        let fill = button { $0.contentHorizontalAlignment = .fill }
        #expect(fill.imageView!.frame.minX == 0 && fill.titleLabel!.frame == CGRect(x: 20, y: fill.titleLabel!.frame.minY, width: 180,
                                                                                      height: fill.titleLabel!.frame.height))
    }

    @Test("top, bottom and fill down the bounds")
    func vertical() {
        let top = button { $0.contentVerticalAlignment = .top }
        #expect(top.imageView!.frame.minY == 0 && top.titleLabel!.frame.minY == 0)
        let bottom = button { $0.contentVerticalAlignment = .bottom }
        #expect(bottom.imageView!.frame.maxY == 50 && bottom.titleLabel!.frame.maxY == 50)
        let fill = button { $0.contentVerticalAlignment = .fill }
        #expect(fill.imageView!.frame.height == 50 && fill.titleLabel!.frame.height == 50)
    }

    @Test("content insets move the content rectangle; a title or image inset moves that piece by half, centred")
    func insets() {
        let inset = button {
            $0.contentHorizontalAlignment = .left
            $0.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        }
        #expect(inset.contentRect(forBounds: inset.bounds) == CGRect(x: 10, y: 0, width: 190, height: 50))
        #expect(inset.imageView!.frame.minX == 10)
        let plain = button()
        let shifted = button { $0.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0) }
        #expect(shifted.titleLabel!.frame.minX == plain.titleLabel!.frame.minX + 10)
        #expect(shifted.imageView!.frame == plain.imageView!.frame)
        // A change lays the button out again.
        shifted.titleEdgeInsets = .zero
        shifted.layoutIfNeeded()
        #expect(shifted.titleLabel!.frame == plain.titleLabel!.frame)
    }

    @Test("a subclass's titleRect(forContentRect:) places the title")
    func overridden() {
        let button = laidOut(CornerTitleButton(frame: CGRect(x: 0, y: 0, width: 200, height: 50)))
        #expect(button.titleLabel!.frame.origin == .zero)
    }
}
