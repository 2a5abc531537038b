import Foundation
import SwizzleKitTesting
import Testing
@testable import Graphics

/// Bitmap contexts made directly, as image code makes them.
@Suite struct BitmapContextTests {
    @Test func anRGBContextWithPremultipliedAlphaStartsTransparentAndImagesWhatItPaints() throws {
        let info = CGBitmapInfo.byteOrder32Big.rawValue | CGImageAlphaInfo.premultipliedLast.rawValue
        let context = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        #expect(context.pixels[3, 1].alpha == 0)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        #expect(image.pixels[0, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255) && image.pixels[3, 0].alpha == 0)
    }

    @Test func aContextWithoutAlphaStartsBlack() throws {
        let skip = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue))
        #expect(skip.pixels[1, 1] == RGBA8(red: 0, green: 0, blue: 0, alpha: 255) && !skip.hasPainted)
        let grey = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        #expect(grey.pixels[0, 0].alpha == 255)
        let mask = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: nil, bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        #expect(mask.pixels.format == .alpha8)
    }

    @Test func callerMemoryAndUnsupportedLayoutsAreReportedAndMakeNoContext() {
        var memory = [UInt8](repeating: 0, count: 16)
        let issues = runtimeIssues {
            let intoMemory = memory.withUnsafeMutableBytes {
                CGContext(data: $0.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            }
            #expect(intoMemory == nil)
            #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
            #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        }
        #expect(issues.count == 3)
        #expect(issues.first?.message.contains("caller's memory") == true && issues.last?.message.contains("alpha info last") == true)
    }
}
