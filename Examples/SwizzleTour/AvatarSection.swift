import ControlKitComponents
import Foundation

/// Seed 002: RoundedAvatar rounds and borders its pictures on the shared operation queue and
/// applies them back on the application's main queue — a stale result never replacing a newer
/// one. Writes the row of avatars it made as a PNG.
@MainActor
func showRoundedAvatar(_ tour: Tour) throws {
    tour.section("Seed 002: RoundedAvatar, transformed on a queue, applied on the main queue")
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 232, height: 72), application: application)
    window.screen = try UIScreen(scale: 2)
    window.backgroundColor = .white
    let colours: [UIColor] = [.red, .systemBlue, .orange]
    let avatars = colours.enumerated().map { index, colour in
        let avatar = RoundedAvatar(frame: CGRect(x: 8 + index * 80, y: 8, width: 56, height: 56))
        avatar.avatarImage = UIImage(color: colour, size: CGSize(width: 90, height: 60))
        avatar.borderColor = .black
        avatar.borderWidth = CGFloat(index + 1) * 2
        window.addSubview(avatar)
        return avatar
    }
    application.runLoopOnce()
    tour.say("after the turn that laid them out: \(avatars.filter { $0.currentImage != nil }.count) of 3 avatars shown")
    RoundedAvatar.sharedTransformQueue.waitUntilAllOperationsAreFinished()
    application.runLoopOnce()
    tour.say("after the queue finished and the next turn: \(avatars.filter { $0.currentImage != nil }.count) of 3 shown, "
             + "each \(Int(avatars[0].currentImage?.size.width ?? 0)) pt round with its border")
    let file = (NSTemporaryDirectory() as NSString).appendingPathComponent("SwizzleTour-avatars.png")
    guard let png = window.screenImage().flatMap({ UIImage(cgImage: $0).pngData() }) else { throw CocoaError(.fileWriteUnknown) }
    try png.write(to: URL(fileURLWithPath: file))
    tour.say("the picture: \(file)")
}
