// Seed 002's RoundedAvatar at work: a grid of avatars — pictures, colours without a picture,
// borders of several widths and colours, a hidden border — transformed on the shared operation
// queue, handed back on the main queue, rendered and written as a PNG; then the seed's claim,
// measured: the main thread's time per frame of a scrolling list with the transform done in
// layoutSubviews, against on the queue.
//
//   swift run AvatarDemo [out.png]     (default: $TMPDIR/AvatarDemo.png)
import ControlKitComponents
import Foundation

/// A `width` × `height` picture: a diagonal blend of two colours with a light disc, so the
/// aspect-fill crop and the round clip show.
func picture(_ from: UIColor, _ to: UIColor, width: Int = 120, height: Int = 80) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
        for column in 0..<width {
            let t = CGFloat(column) / CGFloat(width - 1)
            UIColor(red: from.red + (to.red - from.red) * t, green: from.green + (to.green - from.green) * t,
                    blue: from.blue + (to.blue - from.blue) * t, alpha: 1).setFill()
            context.fill(CGRect(x: column, y: 0, width: 1, height: height))
        }
        UIColor(white: 1, alpha: 0.6).setFill()
        UIBezierPath(ovalIn: CGRect(x: width / 2 - 15, y: height / 2 - 22, width: 30, height: 30)).fill()
    }
}

let output = CommandLine.arguments.dropFirst().first ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("AvatarDemo.png")
let application = UIApplication.shared
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4 * 80 + 16, height: 3 * 80 + 16), application: application)
// A 2× screen, as an iPhone's: the picture has two pixels a point.
window.screen = try UIScreen(scale: 2)
window.backgroundColor = UIColor(white: 0.93, alpha: 1)

// Row 1: pictures with white borders of growing width. Row 2: coloured borders and a hidden one.
// Row 3: people without a picture — circles of a colour.
let pictures = [picture(.red, .orange), picture(.blue, .cyan), picture(.purple, .magenta), picture(.green, .yellow)]
var avatars: [RoundedAvatar] = []
for index in 0..<12 {
    let avatar = RoundedAvatar(frame: CGRect(x: 16 + (index % 4) * 80, y: 16 + (index / 4) * 80, width: 64, height: 64))
    switch index / 4 {
    case 0:
        avatar.avatarImage = pictures[index % 4]
        avatar.borderWidth = CGFloat(index % 4 + 1) * 2
    case 1:
        avatar.avatarImage = pictures[(index + 1) % 4]
        avatar.borderWidth = 4
        avatar.borderColor = [UIColor.black, .red, .blue][index % 4 % 3]
        avatar.borderHidden = index % 4 == 3
    default:
        avatar.imageBackgroundColor = [UIColor.systemBlue, .orange, .purple, .darkGray][index % 4]
        avatar.borderWidth = 3
    }
    avatars.append(avatar)
    window.addSubview(avatar)
}

// The turn lays the avatars out and queues their transforms; the next one applies the results.
application.runLoopOnce()
RoundedAvatar.sharedTransformQueue.waitUntilAllOperationsAreFinished()
application.runLoopOnce()
let shown = avatars.filter { $0.currentImage != nil }.count
guard let frame = window.screenImage(), let png = UIImage(cgImage: frame).pngData() else {
    print("AvatarDemo: the window rendered nothing")
    exit(1)
}
do {
    try png.write(to: URL(fileURLWithPath: output))
} catch {
    print("AvatarDemo: could not write \(output): \(error)")
    exit(1)
}
print("\(shown) of \(avatars.count) avatars transformed on the shared queue and applied on the main queue")
print("wrote \(output) (\(frame.width)×\(frame.height), \(png.count) bytes)")

/// The main thread's time per frame of a list of six 100 × 100 avatars, one cell given a new
/// 400 × 300 picture every frame.
@MainActor
func millisecondsPerFrame(onQueue: Bool, frames: Int = 60) -> Double {
    let list = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 600), application: application)
    let cells = (0..<6).map { row in
        let avatar = RoundedAvatar(frame: CGRect(x: 10, y: row * 100, width: 100, height: 100))
        avatar.transformsOnQueue = onQueue
        list.addSubview(avatar)
        return avatar
    }
    let photos = (0..<10).map { picture(UIColor(white: CGFloat($0) / 10, alpha: 1), .orange, width: 400, height: 300) }
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        for frame in 0..<frames {
            cells[frame % cells.count].avatarImage = photos[frame % photos.count]
            application.runLoopOnce()
        }
    }
    RoundedAvatar.sharedTransformQueue.waitUntilAllOperationsAreFinished()
    application.runLoopOnce()
    let milliseconds = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
    return milliseconds / Double(frames)
}

let synchronous = millisecondsPerFrame(onQueue: false), queued = millisecondsPerFrame(onQueue: true)
print(String(format: "main thread per frame, a new 400×300 picture every frame: %.3f ms transforming in layoutSubviews, "
             + "%.3f ms on the queue (%.0f× less; a 60 fps frame has 16.7 ms)", synchronous, queued, synchronous / max(queued, 0.000_001)))
