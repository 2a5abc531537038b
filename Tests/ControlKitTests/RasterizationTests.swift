import SwizzleKitTesting
import Testing
@testable import ControlKit

/// `shouldRasterize`: a subtree rendered once into a bitmap and composited while nothing in it
/// changes — showing what it would show unrasterized, at its rasterization scale, after any
/// change.
@MainActor @Suite("Rasterization") struct RasterizationTests {

    /// A 60 × 40 window of `application` on a screen of `scale`, white.
    func window(_ application: UIApplication, scale: CGFloat = 1) throws -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40), application: application)
        if scale != 1 { window.screen = try UIScreen(scale: scale) }
        window.backgroundColor = .white
        return window
    }

    /// A layer group: a rounded, bordered card with a sublayer reaching out of it, a circle
    /// stroked beyond its bounds, and a shadow.
    func card() -> CALayer {
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 8, width: 30, height: 20)
        card.backgroundColor = UIColor.blue.cgColor
        card.cornerRadius = 5
        card.borderWidth = 1
        card.shadowOpacity = 0.5
        card.shadowRadius = 2
        let badge = CALayer()
        badge.frame = CGRect(x: 24, y: -4, width: 10, height: 10)
        badge.backgroundColor = UIColor.red.cgColor
        badge.cornerRadius = 5
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 12, height: 12)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.yellow.cgColor
        ring.lineWidth = 3
        card.addSublayer(badge)
        card.addSublayer(ring)
        return card
    }

    @Test("a rasterized layer shows what it shows unrasterized, shadow and overhanging sublayers included")
    func rasterizedLooksTheSame() throws {
        let application = UIApplication()
        let plain = try window(application), rasterized = try window(application)
        let plainCard = card(), group = card()
        group.shouldRasterize = true
        plain.layer.addSublayer(plainCard)
        rasterized.layer.addSublayer(group)
        application.runLoopOnce()
        #expect(largestDifference(try #require(rasterized.screenImage()).pixels, try #require(plain.screenImage()).pixels) <= 1)
        #expect(group.raster?.image != nil)
        // The raster covers the overhanging badge and the shadow, in whole pixels.
        let rect = try #require(group.raster?.rect)
        #expect(rect.minY <= -4 && rect.maxX >= 34 && rect == rect.integral)
        // The opacity is applied to the bitmap as a whole, as to an unrasterized group. (The
        // shadow is part of the bitmap, so under a translucent layer it does not show through.)
        for layer in [plainCard, group] {
            layer.shadowOpacity = 0
            layer.opacity = 0.7
        }
        #expect(largestDifference(try #require(rasterized.screenImage()).pixels, try #require(plain.screenImage()).pixels) <= 1)
    }

    @Test("the bitmap is kept while nothing in the subtree changes, and made anew after a change beneath")
    func bitmapIsKeptUntilAChange() throws {
        let application = UIApplication()
        let window = try window(application)
        let group = card()
        group.shouldRasterize = true
        window.layer.addSublayer(group)
        application.runLoopOnce()
        _ = window.screenImage()
        let first = try #require(group.raster?.image)
        // Another layer's change: the whole window is composited again, from the same bitmap.
        window.backgroundColor = .lightGray
        _ = window.screenImage()
        #expect(group.raster?.image === first)
        // A change two levels down: a new bitmap.
        (group.sublayers?[1] as? CAShapeLayer)?.strokeEnd = 0.5
        _ = window.screenImage()
        #expect(group.raster?.image !== first)
    }

    @Test("rasterized at 1 on a 2× screen it is soft; at the screen's scale, as sharp as unrasterized")
    func rasterizationScale() throws {
        let application = UIApplication()
        let plain = try window(application, scale: 2), rasterized = try window(application, scale: 2)
        plain.layer.addSublayer(card())
        let group = card()
        group.shouldRasterize = true
        rasterized.layer.addSublayer(group)
        application.runLoopOnce()
        let expected = try #require(plain.screenImage()).pixels
        #expect(largestDifference(try #require(rasterized.screenImage()).pixels, expected) > 40)
        group.rasterizationScale = 2
        #expect(largestDifference(try #require(rasterized.screenImage()).pixels, expected) <= 1)
    }

    @Test("an animation beneath is shown each frame: the subtree is not cached while it runs")
    func animationsBeneathAreShown() throws {
        let application = UIApplication()
        let plain = try window(application), rasterized = try window(application)
        let plainCard = card(), group = card()
        group.shouldRasterize = true
        plain.layer.addSublayer(plainCard)
        rasterized.layer.addSublayer(group)
        application.runLoopOnce()
        for layer in [plainCard, group] {
            let slide = CABasicAnimation(keyPath: "position.x")
            (slide.fromValue, slide.toValue, slide.duration) = (0, 20, 1)
            layer.sublayers?.first?.add(slide, forKey: "slide")
        }
        for _ in 0..<3 {
            application.clock.advance(by: 0.25)
            #expect(largestDifference(try #require(rasterized.screenImage()).pixels, try #require(plain.screenImage()).pixels) <= 1)
            #expect(group.raster == nil)
        }
    }

    @Test("random changes, hides and moves in a rasterized subtree: its window always shows what an unrasterized twin shows",
          arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func modelBased(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let application = UIApplication()
        let plain = try window(application), rasterized = try window(application)
        let twins = [card(), card()]
        twins[1].shouldRasterize = true
        // Inside the window's bounds, with room for the shadow: what is outside casts no
        // shadow into an unrasterized window (see `compositeFrameBuffer`).
        for group in twins { group.position = CGPoint(x: 30, y: 20) }
        plain.layer.addSublayer(twins[0])
        rasterized.layer.addSublayer(twins[1])
        application.runLoopOnce()
        let colours = [UIColor.red, .green, .orange, .purple].map(\.cgColor)
        var log: [String] = []
        for _ in 0..<40 {
            let operation = Int.random(in: 0..<6, using: &random)
            let colour = colours.randomElement(using: &random)!
            let offset = CGFloat(Int.random(in: -6...6, using: &random))
            let showNow = Bool.random(using: &random)
            log.append("\(operation)")
            // Changes take effect at once: an implicit animation would keep the subtree uncached.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            for group in twins {
                let sublayers = group.sublayers ?? []
                switch operation {
                case 0: sublayers.first?.backgroundColor = colour
                case 1: sublayers.first?.position.x = 29 + offset
                case 2: group.isHidden.toggle()
                case 3: (sublayers.last as? CAShapeLayer)?.strokeColor = colour
                case 4:
                    if sublayers.count > 2 {
                        sublayers.last?.removeFromSuperlayer()
                    } else {
                        let dot = CALayer()
                        dot.frame = CGRect(x: offset + 12, y: 8, width: 4, height: 4)
                        dot.backgroundColor = colour
                        group.addSublayer(dot)
                    }
                default:
                    // (Not the group's opacity: under it, its shadow shows through unrasterized
                    // and not rasterized, as in Core Animation.)
                    sublayers.first?.opacity = sublayers.first?.opacity == 1 ? 0.6 : 1
                    group.shadowOpacity = group.shadowOpacity == 0 ? 0.5 : 0
                }
            }
            // Compose now or later: changes made while a frame is not composited must show too.
            guard showNow else { continue }
            let difference = largestDifference(try #require(rasterized.screenImage()).pixels, try #require(plain.screenImage()).pixels)
            #expect(difference <= 1, "after operations \(log)")
        }
    }
}
