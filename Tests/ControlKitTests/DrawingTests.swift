import Foundation
import Synchronization
import Testing
@testable import ControlKit

/// Seed 000's `imageWithColor:`, ported line for line.
func imageWithColor(_ color: UIColor) -> UIImage? {
    let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
    UIGraphicsBeginImageContext(rect.size)
    let context = UIGraphicsGetCurrentContext()
    context?.setFillColor(color.cgColor)
    context?.fill(rect)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image
}

@MainActor @Suite struct DrawingTests {
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)

    @Test func rendererImagesHaveUIKitsTopLeftOriginAndTheirScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 2)
        let pixels = try #require(image.cgImage).pixels
        #expect(pixels.width == 8 && pixels.height == 4)
        #expect(pixels[0, 0] == red && pixels[3, 1] == red)
        #expect(pixels[4, 0] == .clear && pixels[0, 2] == .clear)
    }

    @Test("a shadow set in a UIKit context falls down the screen by its offset in points, at the context's scale")
    func shadowsInUIKitContexts() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 3), blur: 0, color: UIColor.black.cgColor)
            UIColor.red.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 4, height: 2))
        }
        let pixels = try #require(image.cgImage).pixels
        let black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        // The bar covers pixels 2…10 across and 2…6 down; its shadow 6 pixels lower, 8…12.
        #expect(pixels[4, 4] == red && pixels[4, 9] == black && pixels[4, 11] == black)
        #expect(pixels[4, 7] == .clear && pixels[4, 12] == .clear && pixels[11, 9] == .clear)
    }

    @Test func seed000ImageWithColorPortsLineForLine() throws {
        let image = try #require(imageWithColor(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(try #require(image.cgImage).pixels[0, 0] == RGBA8(red: 0, green: 0, blue: 128, alpha: 128))
        #expect(UIGraphicsGetCurrentContext() == nil, "ended")
    }

    @Test func eachThreadHasItsOwnImageContexts() throws {
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        defer { UIGraphicsEndImageContext() }
        let mine = UIGraphicsGetCurrentContext()
        let made = Mutex<UIImage?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let image = UIGraphicsGetCurrentContext() == nil ? imageWithColor(.red) : nil
            made.withLock { $0 = image }
            done.signal()
        }.start()
        done.wait()
        let image = made.withLock { $0 }
        #expect(try #require(image?.cgImage).pixels[0, 0] == red, "made on another thread, and Sendable")
        #expect(UIGraphicsGetCurrentContext() === mine)
    }

    @Test func aZeroSizeHasNoContext() {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in Issue.record("no actions for no pixels") }
        #expect(image.cgImage == nil)
    }

    @Test func anOpaqueFormatStartsBlack() throws {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in }
        #expect(try #require(image.cgImage).pixels[0, 0] == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func roundingOneCornerLeavesTheOthersSquare() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 8, height: 8), byRoundingCorners: [.topLeft],
                         cornerRadii: CGSize(width: 4, height: 4)).fill()
        }
        let pixels = try #require(image.cgImage).pixels
        #expect(pixels[0, 0].alpha == 0, "the rounded top-left corner is cut")
        #expect(pixels[7, 0] == red && pixels[0, 7] == red && pixels[7, 7] == red)
        #expect(pixels[3, 3] == red)
    }

    @Test func bezierPathsContainAndArcClockwiseOnScreen() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(oval.contains(CGPoint(x: 5, y: 5)) && !oval.contains(CGPoint(x: 0.5, y: 0.5)))
        // From the positive x axis a quarter turn clockwise on screen (y down) ends below the centre.
        let arc = UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-12 && abs(arc.currentPoint.y - 1) < 1e-12)
        #expect(arc.cgPath.elements.count == 2, "a quarter turn, not three")
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 4, height: 4)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 5, y: 5)) && ring.contains(CGPoint(x: 1.5, y: 5)))
    }

    @Test("a circle drawn as an arc from 0 to 2π paints, either way round", arguments: [false, true])
    func fullCircleArcsPaint(clockwise: Bool) throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.red.setFill()
            UIBezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise).fill()
        }
        let pixels = try #require(image.cgImage).pixels
        let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
        // Pixel centres well inside the circle on each side are covered; the corners are not.
        #expect(pixels[5, 5] == red && pixels[2, 5] == red && pixels[7, 5] == red && pixels[5, 2] == red && pixels[5, 7] == red)
        #expect(pixels[0, 0].alpha == 0 && pixels[9, 9].alpha == 0)
    }

    @Test func imagesRoundTripThroughPNGAndDrawUpright() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage?.pixels == image.cgImage?.pixels)
        let redrawn = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { _ in
            decoded.draw(at: .zero)
        }
        #expect(try #require(redrawn.cgImage).pixels[0, 0] == red, "the top row stays on top")
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(throws: PNGError.self) { try UIImage.decoding(Data("not a png".utf8)) }
        #expect(UIImage(size: CGSize(width: 2, height: 2)).pngData() == nil, "a placeholder has no pixels")
    }

    @Test func renderingAnImageCountsOneBitmap() {
        let (_, count) = UIImage.countingRenderedBitmaps {
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        }
        #expect(count == 1)
    }
}
