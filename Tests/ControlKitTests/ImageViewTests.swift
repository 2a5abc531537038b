import ControlKit
import DynamicRuntime
import KeyValueObserving
import Testing

@Suite("UIImageView")
@MainActor
struct ImageViewTests {
    @Test("init(image:) sizes the view to the image; setting another image later does not resize")
    func sizing() {
        let view = UIImageView(image: UIImage(size: CGSize(width: 30, height: 20)))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        view.image = UIImage(size: CGSize(width: 5, height: 5))
        #expect(view.frame.size == CGSize(width: 30, height: 20))
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test("init(image:highlightedImage:) sets the images through setImage: and setHighlightedImage:, so hooks see them")
    func initUsesSetters() throws {
        final class WatchedImageView: UIImageView {}
        var set: [String] = []
        let tokens = try [
            WatchedImageView.hook(UIImageView.imageProperty.setter!.selector, before: { _, _ in set.append("image") }),
            WatchedImageView.hook(UIImageView.highlightedImageProperty.setter!.selector, before: { _, _ in set.append("highlightedImage") }),
        ]
        let image = UIImage(size: CGSize(width: 4, height: 3))
        let view = WatchedImageView(image: image, highlightedImage: UIImage(size: .zero))
        #expect(set == ["image", "highlightedImage"])
        #expect(view.image == image)
        for token in tokens { try token.revert() }
    }

    @Test("the highlighted image shows while highlighted, the image otherwise or when there is none")
    func displayedImage() {
        let image = UIImage(size: CGSize(width: 1, height: 1))
        let highlighted = UIImage(size: CGSize(width: 1, height: 1))
        let view = UIImageView(image: image, highlightedImage: highlighted)
        #expect(view.displayedImage == image)
        view.isHighlighted = true
        #expect(view.displayedImage == highlighted)
        view.highlightedImage = nil
        #expect(view.displayedImage == image)
    }

    @Test("image, highlightedImage and highlighted are key-value observable")
    func observable() throws {
        let view = UIImageView()
        var changes: [String] = []
        let tokens = try [
            view.observe(UIImageView.imageProperty, options: [.new]) { _, _ in changes.append("image") },
            view.observe(UIImageView.highlightedImageProperty, options: [.new]) { _, _ in changes.append("highlightedImage") },
            view.observe(UIImageView.highlightedProperty, options: [.new]) { _, _ in changes.append("highlighted") },
        ]
        defer { tokens.forEach { $0.invalidate() } }
        view.image = UIImage(size: .zero)
        view.highlightedImage = UIImage(size: .zero)
        view.isHighlighted = true
        #expect(changes == ["image", "highlightedImage", "highlighted"])
        #expect(class_getProperty(view.reportedClass, "highlighted")?.attributes.getterName == "isHighlighted")
    }
}
