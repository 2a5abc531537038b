import ControlKit
import Foundation

/// One avatar transform: the values it works from, captured on the main thread, and the image
/// they make. `Sendable`, so it can run on an operation queue.
struct AvatarTransform: Sendable {
    let image: UIImage?
    let backgroundColor: UIColor?
    let size: CGSize
    /// The border's width and colour; nil when hidden.
    let border: (width: CGFloat, color: UIColor)?

    /// The rounded picture (its corner radius the width, so a square becomes a circle) or the
    /// circle of the background colour, then the border: the seed's block.
    func run() -> UIImage? {
        var result: UIImage?
        if let image {
            result = image.roundedImage(cornerRadius: size.width, scaledTo: size)
        } else if let backgroundColor {
            result = UIImage.roundImage(color: backgroundColor, radius: size.width / 2)
        }
        if let border { result = result?.roundBordered(color: border.color, borderWidth: border.width) }
        return result
    }

    /// An operation that runs the transform and hands the result to `avatar` on its application's
    /// main queue: skipped when cancelled before the work, dropped when cancelled after it, and
    /// applied only if the avatar still shows the image the work started from.
    func operation(applyingTo avatar: MainQueue.Reference<RoundedAvatar>) -> Operation {
        let operation = BlockOperation()
        operation.addExecutionBlock { [weak operation, self] in
            guard let operation, !operation.isCancelled else { return }
            let result = run()
            guard !operation.isCancelled else { return }
            avatar.async { avatar in
                guard !operation.isCancelled, avatar.avatarImage === image else { return }
                avatar.needsTransform = false
                avatar.setImage(result, for: .normal)
            }
        }
        return operation
    }
}
