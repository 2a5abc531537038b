import SwizzleKitTesting
import Foundation
import Testing
@testable import ControlKit

/// Template images painted in the view's tint, and resizable images stretched between their caps.
@MainActor @Suite("Template and resizable images") struct TemplateAndResizableImageTests {
    /// A 2 × 1 image: an opaque green pixel and a half-transparent one.
    func twoPixels() throws -> UIImage {
        var pixels = PixelBuffer(width: 2, height: 1)
        pixels[0, 0] = RGBA8(red: 0, green: 255, blue: 0, alpha: 255)
        pixels[1, 0] = RGBA8(red: 0, green: 128, blue: 0, alpha: 128)
        return UIImage(cgImage: try #require(CGImage(pixels: pixels)))
    }

    @Test("withRenderingMode keeps the pixels and makes another image; automatic by default")
    func renderingModes() throws {
        let image = try twoPixels()
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .automatic && template.renderingMode == .alwaysTemplate)
        #expect(template != image && template.size == image.size && template.cgImage === image.cgImage)
        #expect(template.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test("an image view paints a template in its tint at each pixel's opacity, and follows the tint as it changes or is inherited")
    func templateTakesTheTint() throws {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let imageView = UIImageView(image: try twoPixels().withRenderingMode(.alwaysTemplate))
        superview.addSubview(imageView)
        superview.tintColor = .red
        var shown = try #require(imageView.layer.contents).pixels
        #expect(shown[0, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(shown[1, 0] == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
        imageView.tintColor = .blue
        shown = try #require(imageView.layer.contents).pixels
        #expect(shown[0, 0] == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        // Its own pixels when not a template, whatever the tint.
        imageView.image = try twoPixels()
        shown = try #require(imageView.layer.contents).pixels
        #expect(shown[0, 0] == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test("a resizable image keeps its caps and stretches its middle in an image view")
    func resizableStretches() throws {
        // 3 × 3: a red ring around a blue middle, caps of one point.
        var pixels = PixelBuffer(width: 3, height: 3)
        for y in 0..<3 {
            for x in 0..<3 { pixels[x, y] = x == 1 && y == 1 ? RGBA8(red: 0, green: 0, blue: 255, alpha: 255) : RGBA8(red: 255, green: 0, blue: 0, alpha: 255) }
        }
        let image = UIImage(cgImage: try #require(CGImage(pixels: pixels)))
            .resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        #expect(image.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) && image.resizingMode == .stretch)
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 9, height: 9))
        imageView.image = image
        let shown = try snapshotPixels(of: imageView)
        let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255), blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
        for (x, y) in [(0, 0), (8, 8), (4, 0), (0, 4), (8, 4)] { #expect(shown[x, y] == red, "(\(x), \(y)) is a cap") }
        for (x, y) in [(4, 4), (2, 2), (6, 6)] { #expect(shown[x, y] == blue, "(\(x), \(y)) is the stretched middle") }
        // Insets beyond the image are clamped to it.
        #expect(image.resizableImage(withCapInsets: UIEdgeInsets(top: -1, left: 9, bottom: 0, right: 0)).capInsets
            == UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 0))
    }

    @Test("a system button draws an automatic image as a template in its tint; a custom button, and an original image, as they are")
    func buttonsTintTemplates() throws {
        let system = UIButton(type: .system), custom = UIButton(type: .custom)
        for button in [system, custom] {
            button.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
            button.setImage(try twoPixels(), for: .normal)
            button.tintColor = .red
            button.layoutIfNeeded()
        }
        #expect(try #require(system.imageView?.layer.contents).pixels[0, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(try #require(custom.imageView?.layer.contents).pixels[0, 0] == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        system.setImage(try twoPixels().withRenderingMode(.alwaysOriginal), for: .normal)
        system.layoutIfNeeded()
        #expect(try #require(system.imageView?.layer.contents).pixels[0, 0] == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test("a tiling resizable image repeats its middle at its size in an image view, and again when resized")
    func resizableTiles() throws {
        // 4 × 3: a red ring around a middle of a blue and a green pixel, caps of one point.
        let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255), blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
        let green = RGBA8(red: 0, green: 255, blue: 0, alpha: 255)
        var pixels = PixelBuffer(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { pixels[x, y] = red } }
        (pixels[1, 1], pixels[2, 1]) = (blue, green)
        let image = UIImage(cgImage: try #require(CGImage(pixels: pixels)))
            .resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(image.resizingMode == .tile)
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
        imageView.image = image
        var shown = try snapshotPixels(of: imageView)
        #expect((0..<8).map { shown[$0, 1] } == [red, blue, green, blue, green, blue, green, red])
        imageView.frame.size.width = 6
        imageView.layoutIfNeeded()
        shown = try snapshotPixels(of: imageView)
        #expect((0..<6).map { shown[$0, 1] } == [red, blue, green, blue, green, red])
    }

    @Test("a custom button darkens its image while highlighted and lightens it while disabled, unless told not to or given one")
    func adjustsImage() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        button.setImage(try twoPixels(), for: .normal)
        func shown() throws -> RGBA8 {
            button.layoutIfNeeded()
            return try #require(button.imageView?.layer.contents).pixels[0, 0]
        }
        #expect(try shown() == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        button.isHighlighted = true
        #expect(try shown() == RGBA8(red: 0, green: 127, blue: 0, alpha: 255))
        button.adjustsImageWhenHighlighted = false
        #expect(try shown() == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(try shown() == RGBA8(red: 0, green: 85, blue: 0, alpha: 85))
        button.setImage(UIImage(color: .red), for: .disabled)
        #expect(try shown() == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    }
}

/// `UIImage(named:)` from a bundle: a package's resources, the variant for the display scale.
@MainActor @Suite("Images from bundles") struct BundleImageTests {
    @Test("the variant for the display scale, loaded at its scale and the same image every time; nil when missing; a broken file reported")
    func namedFromBundle() throws {
        let twice = try #require(UIImage(named: "dot", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(twice.scale == 2 && twice.size == CGSize(width: 1, height: 1))
        #expect(try #require(twice.cgImage).pixels[0, 0] == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        let once = try #require(UIImage(named: "dot.png", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(try once.scale == 1 && #require(once.cgImage).pixels[0, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(UIImage(named: "dot", in: .module, compatibleWith: UITraitCollection(displayScale: 2)) == twice)
        #expect(UIImage(named: "nothing", in: .module, compatibleWith: nil) == nil)
        let issues = runtimeIssues { #expect(UIImage(named: "broken", in: .module, compatibleWith: nil) == nil) }
        #expect(issues.count == 1 && issues.first?.message.contains("broken.png") == true)
    }
}
