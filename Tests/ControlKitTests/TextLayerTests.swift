import Foundation
import SwizzleKitTesting
import Testing
@testable import ControlKit

/// `CATextLayer`: Core Animation's defaults, what its string and font accept, and its text drawn
/// as UIKit's string drawing draws the same text — from the top, aligned, wrapped, truncated.
@MainActor @Suite("Text layers") struct TextLayerTests {
    /// A `width` × `height` white view holding `layer` over its bounds.
    func host(_ layer: CATextLayer, width: CGFloat = 60, height: CGFloat = 30) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        layer.frame = view.bounds
        view.layer.addSublayer(layer)
        return view
    }

    /// A black text layer of 12 points showing `string`.
    func textLayer(_ string: String) -> CATextLayer {
        let layer = CATextLayer()
        layer.string = string
        layer.fontSize = 12
        layer.foregroundColor = UIColor.black.cgColor
        return layer
    }

    /// A white `width` × `height` picture with `draw` run in it: what the layer is compared with.
    func drawn(width: CGFloat = 60, height: CGFloat = 30, _ draw: () -> Void) throws -> PixelBuffer {
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            draw()
        }
        return try #require(image.cgImage).pixels
    }

    let black: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black]

    @Test("Core Animation's defaults")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil)
        #expect(layer.fontSize == 36 && layer.foregroundColor == .white)
        #expect(!layer.isWrapped && layer.alignmentMode == .natural && layer.truncationMode == .none)
    }

    @Test("the string is a String or an attributed string, as set; anything else is refused and reported")
    func stringValues() {
        let layer = CATextLayer()
        layer.string = "plain"
        #expect(layer.string as? String == "plain")
        let attributed = NSAttributedString(string: "rich")
        layer.string = attributed
        #expect(layer.string as? NSAttributedString === attributed)
        let issues = runtimeIssues { layer.string = 42 }
        #expect(issues.count == 1 && issues.first?.message.contains("setString:") == true)
        #expect(layer.string as? NSAttributedString === attributed)
        layer.string = nil
        #expect(layer.string == nil)
    }

    @Test("the font is a UIFont or a name, as set; anything else is refused and reported; nil is Helvetica")
    func fontValues() {
        let layer = CATextLayer()
        let bold = UIFont.boldSystemFont(ofSize: 30)
        layer.font = bold
        #expect(layer.font === bold)
        layer.font = "Helvetica-Bold" as NSString
        #expect(layer.font as? String == "Helvetica-Bold")
        let issues = runtimeIssues { layer.font = NSNumber(value: 3) }
        #expect(issues.count == 1 && issues.first?.message.contains("setFont:") == true)
        #expect(layer.font as? String == "Helvetica-Bold")
        layer.font = nil
        #expect(layer.font == nil)
    }

    @Test("a text layer draws its string from the top left as UIKit's string drawing does, only the face of its font used")
    func drawsLikeStringDrawing() throws {
        let layer = textLayer("Hi there")
        let helvetica = try #require(UIFont(name: "Helvetica", size: 50))
        layer.font = helvetica
        let expected = try drawn { "Hi there".draw(at: .zero, withAttributes: black) }
        #expect(try snapshotPixels(of: host(layer)) == expected)
        // A bold name draws the bold face.
        layer.font = "Helvetica-Bold" as NSString
        let bold = try drawn { "Hi there".draw(at: .zero, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.black]) }
        #expect(try snapshotPixels(of: host(layer)) == bold)
        #expect(bold != expected)
    }

    @Test("alignment places each line against the right edge, or centred")
    func alignment() throws {
        let layer = textLayer("Hi")
        let width = "Hi".size(withAttributes: black).width
        layer.alignmentMode = .right
        #expect(try snapshotPixels(of: host(layer)) == (try drawn { "Hi".draw(at: CGPoint(x: 60 - width, y: 0), withAttributes: black) }))
        layer.alignmentMode = .center
        #expect(try snapshotPixels(of: host(layer)) == (try drawn { "Hi".draw(at: CGPoint(x: 30 - width / 2, y: 0), withAttributes: black) }))
    }

    @Test("wrapped, lines break between words at the width; unwrapped, only at newlines, and the bounds clip")
    func wrapping() throws {
        let text = "one two three four"
        let layer = textLayer(text)
        layer.isWrapped = true
        let wrapped = try drawn { text.draw(in: CGRect(x: 0, y: 0, width: 60, height: 30), withAttributes: black) }
        #expect(try snapshotPixels(of: host(layer)) == wrapped)
        layer.isWrapped = false
        let oneLine = try drawn { text.draw(at: .zero, withAttributes: black) }
        #expect(try snapshotPixels(of: host(layer)) == oneLine)
        #expect(oneLine != wrapped)
    }

    @Test("truncation cuts the last line with an ellipsis where its mode says; wrapped, the last line that fits")
    func truncation() throws {
        let text = "abcdefghijklmnop"
        /// The longest cut of `text` — `keep` of its characters with an ellipsis — that fits in 60 points.
        func cut(_ keep: (Int) -> String) -> String {
            var kept = text.count
            while kept > 0, keep(kept).size(withAttributes: black).width > 60 { kept -= 1 }
            return keep(kept)
        }
        let layer = textLayer(text)
        layer.truncationMode = .end
        let end = cut { text.prefix($0) + "..." }
        #expect(try snapshotPixels(of: host(layer)) == (try drawn { end.draw(at: .zero, withAttributes: black) }))
        layer.truncationMode = .start
        let start = cut { "..." + text.suffix($0) }
        #expect(try snapshotPixels(of: host(layer)) == (try drawn { start.draw(at: .zero, withAttributes: black) }))
        // Wrapped into a 15-point height (one line of 12-point text), the rest is cut at the end.
        layer.string = "one two three four"
        layer.isWrapped = true
        layer.truncationMode = .end
        let lines = try snapshotPixels(of: host(layer, height: 15))
        let firstLine = "one two" + "..."
        #expect(lines == (try drawn(height: 15) { firstLine.draw(at: .zero, withAttributes: black) }))
    }

    @Test("fontSize and foregroundColor animate; the presentation shows them midway")
    func animation() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 30), application: application)
        let layer = textLayer("Hi")
        window.layer.addSublayer(layer)
        let grow = CABasicAnimation(keyPath: "fontSize")
        (grow.fromValue, grow.toValue, grow.duration) = (10, 20, 1)
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        (tint.fromValue, tint.toValue, tint.duration) = (UIColor.red.cgColor, UIColor.blue.cgColor, 1)
        layer.add(grow, forKey: "grow")
        layer.add(tint, forKey: "tint")
        application.clock.advance(by: 0.5)
        let shown = try #require(layer.presentation())
        #expect(shown.fontSize == 15)
        let color = try #require(shown.foregroundColor?.components)
        #expect(abs(color[0] - 0.5) < 0.01 && color[1] == 0 && abs(color[2] - 0.5) < 0.01)
        #expect(layer.fontSize == 12)
    }
}
