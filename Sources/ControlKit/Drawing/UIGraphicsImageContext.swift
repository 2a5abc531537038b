import Foundation
import SwizzleKitSupport

/// The C-style image-context functions: a stack of bitmap contexts per thread, so drawing code
/// on a background thread (an avatar rounded off the main thread) has its own.
///
/// Each context's user space is UIKit's: origin at the top left, y down, in points, `scale`
/// pixels per point.
final class ImageContextStack {
    /// One context of the stack. A view's display pushes one made on first use, so a view
    /// whose `draw(_:)` never asks for it costs no bitmap.
    final class Entry {
        let size: CGSize
        let scale: CGFloat
        private(set) var madeContext: CGContext?
        private var make: (() -> CGContext?)?

        init(context: CGContext, size: CGSize, scale: CGFloat) {
            (madeContext, self.size, self.scale) = (context, size, scale)
        }

        init(size: CGSize, scale: CGFloat, make: @escaping () -> CGContext?) {
            (self.size, self.scale, self.make) = (size, scale, make)
        }

        /// The context, made now if it was not yet.
        var context: CGContext? {
            if let make {
                self.make = nil
                madeContext = make()
            }
            return madeContext
        }
    }

    var entries: [Entry] = []

    /// This thread's stack.
    static var current: ImageContextStack { perThread.current }

    private static let perThread = PerThread { ImageContextStack() }
}

/// Starts drawing into a new image of `size` points (`UIGraphicsBeginImageContextWithOptions`):
/// it becomes this thread's current context. A scale of 0 means 1 (there is no screen). For a
/// size that holds no pixel, nothing is pushed and the current context is nil, as in UIKit.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard let context = CGContext.backingStore(size: size, opaque: opaque, scale: scale) else { return }
    ImageContextStack.current.entries.append(.init(context: context, size: size, scale: scale > 0 ? scale : 1))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// This thread's current drawing context: the innermost image context, or while a view draws,
/// its context; nil when there is none.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ImageContextStack.current.entries.last?.context
}

/// The current image context's pixels so far as an image; nil without an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ImageContextStack.current.entries.last, let image = entry.context?.makeImage() else { return nil }
    return UIImage(renderedImage: image, scale: entry.scale)
}

/// Ends the current image context, making the one below it current again.
public func UIGraphicsEndImageContext() {
    _ = ImageContextStack.current.entries.popLast()
}

/// Makes `context` this thread's current context while `body` runs (`UIGraphicsPushContext`).
public func UIGraphicsPushContext(_ context: CGContext) {
    ImageContextStack.current.entries.append(.init(context: context, size: CGSize(width: context.width, height: context.height), scale: 1))
}

/// Undoes the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
    _ = ImageContextStack.current.entries.popLast()
}
