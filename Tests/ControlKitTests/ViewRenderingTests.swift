import Testing
@testable import ControlKit

/// What `view.drawHierarchy(in:afterScreenUpdates:)` renders at scale 1.
@MainActor
func snapshotPixels(of view: UIView) throws -> PixelBuffer {
    let format = UIGraphicsImageRendererFormat()
    let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    return try #require(image.cgImage).pixels
}

/// The largest difference of any component of any pixel of two renderings; `Int.max` for
/// renderings of different sizes.
func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    guard a.width == b.width, a.height == b.height else { return .max }
    var largest = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            largest = max(largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                          abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
        }
    }
    return largest
}

/// The columns of `pixels` in which some pixel is close to `color`.
@MainActor
func columns(of pixels: PixelBuffer, near color: RGBA8) -> [Int] {
    (0..<pixels.width).filter { x in
        (0..<pixels.height).contains { y in
            let pixel = pixels[x, y]
            return abs(Int(pixel.red) - Int(color.red)) < 40 && abs(Int(pixel.green) - Int(color.green)) < 40
                && abs(Int(pixel.blue) - Int(color.blue)) < 40 && pixel.alpha > 200
        }
    }
}

/// Views render: their drawing becomes a backing store kept until marked again, labels draw
/// their text, image views their image, and a snapshot shows the hierarchy.
@MainActor @Suite("View rendering") struct ViewRenderingTests {
    final class Drawing: UIView {
        var draws = 0
        var sawContext = false
        override func draw(_ rect: CGRect) {
            draws += 1
            guard let context = UIGraphicsGetCurrentContext() else { return }
            sawContext = true
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        }
    }

    @Test("draw(_:) runs with the view's context current; its drawing is kept until the view is marked again")
    func backingStore() throws {
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        view.backgroundColor = .red
        #expect(row(try snapshotPixels(of: view), 0) == [blue, blue, red, red])
        #expect(view.sawContext && view.draws == 1)
        let store = try #require(view.layer.contents)
        _ = try snapshotPixels(of: view)
        #expect(view.draws == 1 && view.layer.contents === store)
        view.setNeedsDisplay()
        _ = try snapshotPixels(of: view)
        #expect(view.draws == 2 && view.layer.contents !== store)
    }

    @Test("a view that draws nothing has no backing store, and costs no bitmap")
    func noDrawingNoStore() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        view.backgroundColor = .red
        #expect(row(try snapshotPixels(of: view), 0) == [red, red])
        #expect(view.layer.contents == nil)
    }

    @Test("subviews are composited at their frames, in order, under alpha and clipping")
    func hierarchy() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        root.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 1, y: 0, width: 4, height: 1))
        child.backgroundColor = .blue
        root.addSubview(child)
        let front = UIView(frame: CGRect(x: 3, y: 0, width: 1, height: 1))
        front.backgroundColor = .red
        root.addSubview(front)
        #expect(row(try snapshotPixels(of: root), 0) == [red, blue, blue, red])
        root.sendSubviewToBack(front)
        #expect(row(try snapshotPixels(of: root), 0) == [red, blue, blue, blue])
        let delegates = root.layer.sublayers?.map(\.delegate) ?? []
        #expect(delegates.count == 2 && delegates[0] === front && delegates[1] === child)
        child.alpha = 0
        #expect(row(try snapshotPixels(of: root), 0) == [red, red, red, red])
        child.removeFromSuperview()
        #expect(root.layer.sublayers?.count == 1 && child.layer.superlayer == nil)
    }

    @Test("a label draws its text in its colour, aligned, and measures it")
    func label() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.text = "Hi"
        label.font = .systemFont(ofSize: 10)
        label.textColor = .blue
        let textWidth = label.intrinsicContentSize.width
        #expect(textWidth > 5 && textWidth < 20)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: textWidth, height: 12))
        let left = columns(of: try snapshotPixels(of: label), near: blue)
        #expect(try #require(left.first) < 3 && (left.last ?? 99) < 20)
        label.textAlignment = .right
        let right = columns(of: try snapshotPixels(of: label), near: blue)
        #expect(try #require(right.first) > 40 && (right.last ?? 0) >= 55)
        label.textAlignment = .center
        let center = columns(of: try snapshotPixels(of: label), near: blue)
        let middle = (try #require(center.first) + (center.last ?? 0)) / 2
        #expect(abs(middle - 30) <= 2)
    }

    @Test("a label truncates its last line with an ellipsis, and wraps when it has more lines")
    func truncationAndWrapping() {
        let font = UIFont.systemFont(ofSize: 10).builtInFont
        /// The lines a 10-point label of `text` sets within `width`.
        func layout(_ text: String, width: CGFloat, lines: Int, _ mode: NSLineBreakMode) -> TextLayout {
            let label = UILabel()
            (label.text, label.font, label.numberOfLines, label.lineBreakMode) = (text, .systemFont(ofSize: 10), lines, mode)
            return label.textLayout(width: width)
        }
        let oneLine = layout("Hello wide world", width: 40, lines: 1, .byTruncatingTail)
        #expect(oneLine.lines.count == 1 && oneLine.lines[0].hasSuffix("...") && font.width(of: oneLine.lines[0]) <= 40)
        let head = layout("Hello wide world", width: 40, lines: 1, .byTruncatingHead)
        #expect(head.lines[0].hasPrefix("...") && head.lines[0].hasSuffix("world"))
        let middle = layout("Hello wide world", width: 40, lines: 1, .byTruncatingMiddle)
        #expect(middle.lines[0].hasPrefix("He") && middle.lines[0].contains("...") && middle.lines[0].hasSuffix("ld"))
        let clipped = layout("Hello wide world", width: 40, lines: 1, .byClipping)
        #expect(clipped.lines == ["Hello wide world"])
        let wrapped = layout("Hello wide world", width: 40, lines: 0, .byWordWrapping)
        #expect(wrapped.lines.count >= 2 && wrapped.lines.allSatisfy { font.width(of: $0) <= 40 })
        let characters = layout("abcdefghijklmnop", width: 40, lines: 0, .byCharWrapping)
        #expect(characters.lines.count >= 2 && characters.lines.joined() == "abcdefghijklmnop")
        let two = layout("one two three four five six", width: 30, lines: 2, .byTruncatingTail)
        #expect(two.lines.count == 2 && two.lines[1].hasSuffix("..."))
        let label = UILabel()
        label.numberOfLines = -3
        #expect(label.numberOfLines == 0)
    }

    @Test("text exactly as wide as its label is not truncated, whatever rounding noise the width carries")
    func exactFit() {
        for size in stride(from: 8.0, through: 40, by: 0.5) {
            for text in ["wrap", "Hello world", "Tags #1", "mmmmmmmmmmmmmmmmmmmm"] {
                let font = UIFont.systemFont(ofSize: size)
                // The width summed the other way round, and a hair under it, as frames made from a
                // text's width come out.
                let exact = text.reversed().reduce(0) { $0 + font.builtInFont.advance(of: $1) }
                for width in [exact, exact - 4e-15, exact * (1 - 1e-15)] {
                    for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingMiddle, .byTruncatingHead, .byWordWrapping, .byCharWrapping] {
                        let label = UILabel()
                        (label.text, label.font, label.lineBreakMode) = (text, font, mode)
                        #expect(label.textLayout(width: width).lines == [text], "\(text) at \(size) pt in \(width) pt, \(mode)")
                    }
                }
            }
        }
        // A width a pixel short still truncates.
        let label = UILabel()
        (label.text, label.font) = ("wrap", .systemFont(ofSize: 12))
        let width = label.font.builtInFont.width(of: "wrap")
        #expect(label.textLayout(width: width - 0.5).lines != ["wrap"])
    }

    @Test("a label draws again when its text changes or it is resized")
    func labelRedraws() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.text = "A"
        _ = try snapshotPixels(of: label)
        let first = try #require(label.layer.contents)
        _ = try snapshotPixels(of: label)
        #expect(label.layer.contents === first)
        label.text = "B"
        _ = try snapshotPixels(of: label)
        let second = try #require(label.layer.contents)
        #expect(second !== first)
        label.frame.size.width = 50
        _ = try snapshotPixels(of: label)
        #expect(label.layer.contents !== second && label.layer.contents?.width == 50)
    }

    @Test("an image view shows its image as its layer's contents, per content mode")
    func imageView() throws {
        let image = UIImage(color: .blue, size: CGSize(width: 2, height: 2))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        imageView.image = image
        #expect(imageView.layer.contents === image.cgImage)
        #expect(row(try snapshotPixels(of: imageView), 0) == [blue, blue, blue, blue])
        imageView.contentMode = .center
        #expect(imageView.layer.contentsGravity == .center)
        #expect(row(try snapshotPixels(of: imageView), 0) == [.clear, blue, blue, .clear])
        imageView.contentMode = .left
        #expect(row(try snapshotPixels(of: imageView), 0) == [blue, blue, .clear, .clear])
        #expect(imageView.intrinsicContentSize == CGSize(width: 2, height: 2))
        let highlighted = UIImage(color: .red, size: CGSize(width: 2, height: 2))
        imageView.highlightedImage = highlighted
        imageView.isHighlighted = true
        #expect(imageView.layer.contents === highlighted.cgImage)
        imageView.image = nil
        imageView.isHighlighted = false
        #expect(imageView.layer.contents == nil)
    }

    @Test("drawHierarchy without a current context draws nothing and says so")
    func noContext() {
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2)).drawHierarchy(in: .zero, afterScreenUpdates: true) == false)
    }
}
