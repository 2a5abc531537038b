import ControlKitComponents
import Foundation
import SwizzleKitTesting
import Testing

/// Seed 002's setting: avatars in the cells of a scrolling list, reused as rows leave the top
/// and come back at the bottom with another person's picture.
@MainActor @Suite("RoundedAvatar in a scrolling list") struct AvatarListTests {
    /// The colour of item `index` of 1,000: every item its own.
    static func color(_ index: Int) -> UIColor {
        UIColor(red: CGFloat(index % 10) / 9, green: CGFloat(index / 10 % 10) / 9, blue: CGFloat(index / 100) / 9, alpha: 1)
    }

    @Test("1,000 items (100 under a sanitizer) scrolled through 10 reused cells at 60 frames a second never show a stale avatar")
    func neverStale() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 400), application: application)
        let rowHeight: CGFloat = 40, visible = 10, items = Sanitizer.scaled(1_000)
        // Each cell and the item it shows.
        var cells = (0..<visible).map { row -> (avatar: RoundedAvatar, item: Int) in
            let avatar = RoundedAvatar(frame: CGRect(x: 4, y: CGFloat(row) * rowHeight, width: 32, height: 32))
            avatar.avatarImage = swatch(Self.color(row))
            window.addSubview(avatar)
            return (avatar, row)
        }
        var offset: CGFloat = 0, frames = 0, shown = 0
        func check() {
            for (avatar, item) in cells {
                guard let colour = centreColor(of: avatar) else { continue }
                shown += 1
                #expect(colour == Self.color(item).pixel, "frame \(frames): a cell of item \(item) shows another's avatar")
            }
        }
        while cells[0].item + visible < items {
            // 20 points a frame: a row leaves every other frame.
            application.clock.advance(by: 1.0 / 60)
            offset += 20
            if offset >= rowHeight {
                offset -= rowHeight
                var reused = cells.removeFirst()
                reused.item = cells[cells.count - 1].item + 1
                reused.avatar.avatarImage = swatch(Self.color(reused.item))
                cells.append(reused)
            }
            for (row, cell) in cells.enumerated() { cell.avatar.frame.origin.y = CGFloat(row) * rowHeight - offset }
            application.runLoopOnce()
            frames += 1
            check()
        }
        RoundedAvatar.sharedTransformQueue.waitUntilAllOperationsAreFinished()
        application.runLoopOnce()
        check()
        #expect(cells.allSatisfy { centreColor(of: $0.avatar) == Self.color($0.item).pixel }, "every cell shows its own avatar at the end")
        // A row leaves every other frame, until the last item is in the last cell.
        #expect(frames == 2 * (items - visible) && shown > 0)
        withExtendedLifetime(window) {}
    }
}
