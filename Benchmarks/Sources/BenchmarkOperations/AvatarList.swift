import ControlKitComponents
import Foundation

/// Seed 002's claim, measured: the main thread's time per frame of a scrolling list of 100 × 100
/// avatars where one cell is reused with a new picture every frame, with the transform done in
/// `layoutSubviews` (before the seed) against on the shared operation queue (the seed's design).
/// The queue's work runs on the other core meanwhile; only the main thread's time is the row.
@MainActor
final class AvatarList {
    let application = UIApplication()
    let window: UIWindow
    let avatars: [RoundedAvatar]
    /// Ten pictures the reused cells cycle through, each a distinct 400 × 300 image.
    let pictures: [UIImage]
    private var frame = 0

    init(onQueue: Bool) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 600), application: application)
        pictures = (0..<10).map { index in
            var pixels = GraphicsScenes.landscape.pixels
            pixels[index, 0] = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
            return UIImage(cgImage: CGImage(pixels: pixels)!)
        }
        avatars = (0..<6).map { row in
            let avatar = RoundedAvatar(frame: CGRect(x: 10, y: row * 100, width: 100, height: 100))
            avatar.transformsOnQueue = onQueue
            avatar.borderWidth = 4
            return avatar
        }
        for avatar in avatars { window.addSubview(avatar) }
    }

    /// One frame: a cell gets the next picture, the run loop turns. Returns 1 when the turn
    /// laid the avatar out (it is marked for a transform no more, or its work is queued).
    func nextFrame() -> Int {
        frame += 1
        let avatar = avatars[frame % avatars.count]
        avatar.avatarImage = pictures[frame % pictures.count]
        application.runLoopOnce()
        return avatar.avatarImage == nil ? 0 : 1
    }
}

extension Fixtures {
    @MainActor static func avatarListOperations() -> [Operation] {
        let synchronous = AvatarList(onQueue: false), queued = AvatarList(onQueue: true)
        return [
            Operation(name: "avatar list frame, transform in layoutSubviews", iterationDivisor: 100_000, run: { iterations in
                (0..<iterations).reduce(0) { sum, _ in sum + synchronous.nextFrame() }
            }, expectedResult: { $0 }),
            Operation(name: "avatar list frame, transform on the queue", iterationDivisor: 100_000, run: { iterations in
                (0..<iterations).reduce(0) { sum, _ in sum + queued.nextFrame() }
            }, expectedResult: { $0 }),
        ]
    }
}
