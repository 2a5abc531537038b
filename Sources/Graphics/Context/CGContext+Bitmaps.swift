import Foundation
import SwizzleKitSupport

/// Where a bitmap's alpha is and whether colours are premultiplied by it (Core Graphics'
/// `CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha: every pixel opaque.
    case none = 0
    /// Alpha last (RGBA), colours premultiplied by it.
    case premultipliedLast = 1
    /// Alpha first (ARGB), colours premultiplied by it.
    case premultipliedFirst = 2
    /// Alpha last, colours not premultiplied.
    case last = 3
    /// Alpha first, colours not premultiplied.
    case first = 4
    /// No alpha, its byte kept last and ignored.
    case noneSkipLast = 5
    /// No alpha, its byte kept first and ignored.
    case noneSkipFirst = 6
    /// Alpha alone, no colour: a mask.
    case alphaOnly = 7
}

/// A bitmap's layout (Core Graphics' `CGBitmapInfo`): its alpha info in the low bits, its byte
/// order and float flags above.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// The layout of the raw bits `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// 32-bit pixels in little-endian order (BGRA in memory for premultiplied-first alpha).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit pixels in big-endian order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension CGContext {
    /// A bitmap context made directly (`CGBitmapContextCreate`), as image code makes one:
    /// 8 bits a component, in RGB with premultiplied alpha (first or last, in either byte order)
    /// or no alpha (skipped), in grey with none, or alpha alone with no colour space. Its pixels
    /// start transparent, or black where it has no alpha; ``makeImage()`` reads them.
    ///
    /// The context keeps its own memory, so `data` must be nil (and `bytesPerRow` 0 or room for
    /// a row): drawing into the caller's memory is not done here, and is reported as a runtime
    /// issue, as is another layout; each answers nil, as Core Graphics does for a layout it does
    /// not support.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: UInt32) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let layout = "\(width) × \(height), \(bitsPerComponent) bits a component, \(space?.name ?? "no colour space"), "
            + "alpha info \(alpha.map { "\($0)" } ?? "\(bitmapInfo & 0x1F)")"
        func refuse(_ reason: String) {
            RuntimeIssues.report(RuntimeIssue("CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:): \(reason) (\(layout)); no context is made"))
        }
        guard data == nil else {
            refuse("drawing into the caller's memory is not supported: pass nil data and read the pixels with makeImage()")
            return nil
        }
        let format: PixelBuffer.Format, opaque: Bool
        switch (space?.model, alpha) {
        case (.rgb, .premultipliedLast), (.rgb, .premultipliedFirst): (format, opaque) = (.rgba8Premultiplied, false)
        case (.rgb, .noneSkipLast), (.rgb, .noneSkipFirst), (.monochrome, CGImageAlphaInfo.none?): (format, opaque) = (.rgba8Premultiplied, true)
        case (nil, .alphaOnly): (format, opaque) = (.alpha8, false)
        default:
            refuse("an unsupported layout")
            return nil
        }
        guard bitsPerComponent == 8, bytesPerRow == 0 || bytesPerRow >= width * format.bytesPerPixel else {
            refuse("an unsupported layout")
            return nil
        }
        self.init(width: width, height: height, format: format)
        if opaque {
            setFillColor(.black)
            fill(CGRect(x: 0, y: 0, width: width, height: height))
            hasPainted = false
        }
    }
}
