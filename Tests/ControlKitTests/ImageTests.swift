import ControlKit
import Testing

@Suite("UIImage")
@MainActor
struct ImageTests {
    @Test("UIImage() is an empty image: zero size, scale 1, no pixels")
    func empty() {
        let image = UIImage()
        #expect(image.size == .zero && image.scale == 1 && image.cgImage == nil)
        #expect(image != UIImage(), "each is its own image, as UIKit's are")
    }

    @Test("size and scale are kept; negative sizes count as zero and a non-positive scale as 1")
    func sizeAndScale() {
        let image = UIImage(size: CGSize(width: 3, height: 2), scale: 2)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.scale == 2)
        let odd = UIImage(size: CGSize(width: -4, height: 5), scale: 0)
        #expect(odd.size == CGSize(width: 0, height: 5))
        #expect(odd.scale == 1)
    }

    @Test("images are equal only to themselves, not to another image of the same size")
    func identity() {
        let first = UIImage(size: CGSize(width: 1, height: 1))
        let second = UIImage(size: CGSize(width: 1, height: 1))
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test("UIImage(named:) loads the registered image, equal every time; unknown names answer nil")
    func registry() {
        let name = "ImageTests.registry.\(UUID().uuidString)"
        #expect(UIImage(named: name) == nil)
        let placeholder = UIImage(size: CGSize(width: 1, height: 2))
        UIImage.register(placeholder, named: name)
        let loaded = UIImage(named: name)
        #expect(loaded == placeholder)
        #expect(UIImage(named: name) == loaded)
        #expect(loaded?.size == CGSize(width: 1, height: 2))
        let replacement = UIImage(size: CGSize(width: 1, height: 1))
        UIImage.register(replacement, named: name)
        #expect(UIImage(named: name) == replacement)
        UIImage.unregisterImage(named: name)
        #expect(UIImage(named: name) == nil)
    }

    @Test("a solid-colour image renders one bitmap; transparent and named images render none")
    func renderedBitmaps() {
        let name = "ImageTests.bitmaps.\(UUID().uuidString)"
        let before = UIImage.renderedBitmapCount
        let (_, drawn) = UIImage.countingRenderedBitmaps {
            _ = UIImage(color: .red)
            _ = UIImage(color: .blue, size: CGSize(width: 10, height: 10), scale: 3)
            UIImage.register(UIImage(size: CGSize(width: 1, height: 1)), named: name)
            _ = UIImage(named: name)
        }
        #expect(drawn == 2)
        #expect(UIImage.renderedBitmapCount >= before + 2)
        let (_, none) = UIImage.countingRenderedBitmaps { _ = UIImage(size: CGSize(width: 100, height: 100)) }
        #expect(none == 0)
        UIImage.unregisterImage(named: name)
    }

    @Test("the registry is safe to use from many threads at once")
    func concurrentRegistry() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<32 {
                group.addTask {
                    let name = "ImageTests.concurrent.\(index)"
                    let image = UIImage(size: CGSize(width: index, height: 1))
                    UIImage.register(image, named: name)
                    defer { UIImage.unregisterImage(named: name) }
                    return UIImage(named: name) == image
                }
            }
            for await loaded in group { #expect(loaded) }
        }
    }
}
