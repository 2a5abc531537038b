import ControlKitComponents
import Foundation
import Testing

/// A queue that runs nothing by itself: the test starts its operations, in the order it wants,
/// on its own thread.
final class ManualQueue: OperationQueue, @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [Operation] = []

    override func addOperation(_ operation: Operation) {
        lock.withLock { queued.append(operation) }
    }

    /// The operations added so far, oldest first.
    var added: [Operation] { lock.withLock { queued } }
}

/// A `side` × `side` picture of one colour: its transform's centre pixel says which it was.
@MainActor
func swatch(_ color: UIColor, side: CGFloat = 8) -> UIImage {
    UIImage(color: color, size: CGSize(width: side, height: side))
}

/// The colour at the centre of what `avatar` shows, or nil when it shows nothing.
@MainActor
func centreColor(of avatar: RoundedAvatar) -> RGBA8? {
    guard let image = avatar.currentImage?.cgImage else { return nil }
    return image.pixels[image.width / 2, image.height / 2]
}

extension UIColor {
    /// The colour as an opaque premultiplied pixel.
    var pixel: RGBA8 {
        RGBA8(red: UInt8(red * 255 + 0.5), green: UInt8(green * 255 + 0.5), blue: UInt8(blue * 255 + 0.5), alpha: UInt8(alpha * 255 + 0.5))
    }
}

/// An application with a window holding one 40 × 40 avatar transforming on `queue`.
@MainActor
struct AvatarScene {
    let application = UIApplication()
    let window: UIWindow
    let avatar = RoundedAvatar(frame: CGRect(x: 10, y: 10, width: 40, height: 40))

    init(queue: OperationQueue) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        avatar.transformQueue = queue
        window.addSubview(avatar)
    }

    /// Gives the avatar `image` and turns the run loop, which lays it out: its transform starts.
    func setAvatarImage(_ image: UIImage) {
        avatar.avatarImage = image
        application.runLoopOnce()
    }
}
