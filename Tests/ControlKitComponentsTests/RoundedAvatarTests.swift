import ControlKitComponents
import DynamicRuntime
import Foundation
import Testing

/// RoundedAvatar (seed 002): transforms on a queue, results back on the main queue, and never a
/// stale or cancelled result applied.
@MainActor @Suite("RoundedAvatar") struct RoundedAvatarTests {
    @Test("a change marks a transform, which starts at layout on the queue and is applied at a later turn")
    func transformOnTheQueue() throws {
        let queue = ManualQueue()
        let scene = AvatarScene(queue: queue)
        scene.avatar.avatarImage = swatch(.red)
        #expect(queue.added.isEmpty)
        scene.application.runLoopOnce()
        let operation = try #require(queue.added.first)
        #expect(scene.avatar.currentImage == nil)
        operation.start()
        #expect(scene.avatar.currentImage == nil, "applied on the main queue, not on the worker")
        scene.application.runLoopOnce()
        #expect(centreColor(of: scene.avatar) == UIColor.red.pixel)
        #expect(scene.avatar.currentImage?.size == CGSize(width: 40, height: 40))
        // Nothing changed: the next turns start nothing.
        scene.application.runLoopOnce()
        #expect(queue.added.count == 1)
    }

    @Test("a stale result never replaces a newer one: a reused cell's old transform finishing after the new one")
    func staleResultIsDropped() throws {
        let queue = ManualQueue()
        let scene = AvatarScene(queue: queue)
        scene.setAvatarImage(swatch(.red))
        scene.setAvatarImage(swatch(.blue))
        let operations = queue.added
        try #require(operations.count == 2)
        operations[1].start()
        operations[0].start()
        scene.application.runLoopOnce()
        #expect(centreColor(of: scene.avatar) == UIColor.blue.pixel)
    }

    @Test("a cancelled transform applies nothing, cancelled before its work or while it works")
    func cancelledTransformAppliesNothing() throws {
        let queue = ManualQueue()
        let scene = AvatarScene(queue: queue)
        scene.setAvatarImage(swatch(.red))
        let before = try #require(queue.added.first)
        before.cancel()
        before.start()
        scene.application.runLoopOnce()
        #expect(scene.avatar.currentImage == nil)
        // A big picture keeps the worker busy long enough to be cancelled in the middle (or, on
        // a slow start, before: either way nothing may show).
        scene.setAvatarImage(swatch(.green, side: 1_500))
        let during = try #require(queue.added.last)
        let worker = Thread { during.start() }
        worker.start()
        Thread.sleep(forTimeInterval: 0.005)
        during.cancel()
        during.waitUntilFinished()
        scene.application.runLoopOnce()
        #expect(during.isCancelled && scene.avatar.currentImage == nil)
    }

    @Test("cancelling a transform that already finished changes nothing, as Foundation ignores it: its result applies")
    func cancellingAfterTheEndIsIgnored() throws {
        let queue = ManualQueue()
        let scene = AvatarScene(queue: queue)
        scene.setAvatarImage(swatch(.red))
        let operation = try #require(queue.added.first)
        operation.start()
        operation.cancel()
        scene.application.runLoopOnce()
        #expect(!operation.isCancelled && centreColor(of: scene.avatar) == UIColor.red.pixel)
    }

    @Test("a resize transforms again, at the new size")
    func resizeTransformsAgain() throws {
        let queue = ManualQueue()
        let scene = AvatarScene(queue: queue)
        scene.setAvatarImage(swatch(.red))
        queue.added[0].start()
        scene.application.runLoopOnce()
        scene.avatar.frame.size = CGSize(width: 30, height: 30)
        scene.application.runLoopOnce()
        try #require(queue.added.count == 2)
        queue.added[1].start()
        scene.application.runLoopOnce()
        #expect(scene.avatar.currentImage?.size == CGSize(width: 30, height: 30))
    }

    @Test("nothing starts at a zero size, without image or colour, or out of a window; joining one lays it out")
    func nothingToTransform() {
        let queue = ManualQueue()
        let scene = AvatarScene(queue: queue)
        scene.avatar.borderWidth = 3
        scene.application.runLoopOnce()
        #expect(queue.added.isEmpty, "neither an image nor a colour")
        scene.avatar.frame.size = .zero
        scene.avatar.imageBackgroundColor = .blue
        scene.application.runLoopOnce()
        #expect(queue.added.isEmpty, "a zero size")
        let loose = RoundedAvatar(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        loose.transformQueue = queue
        loose.avatarImage = swatch(.red)
        loose.layoutIfNeeded()
        #expect(queue.added.isEmpty, "no application's main queue to hand the result to")
        scene.window.addSubview(loose)
        scene.application.runLoopOnce()
        #expect(queue.added.count == 1)
    }

    @Test("setting a property to its value marks nothing; the background colour and a hidden border transform too")
    func changesAndColours() throws {
        let queue = ManualQueue()
        let scene = AvatarScene(queue: queue)
        scene.avatar.imageBackgroundColor = .blue
        scene.avatar.borderHidden = true
        scene.application.runLoopOnce()
        try #require(queue.added.count == 1)
        queue.added[0].start()
        scene.application.runLoopOnce()
        let image = try #require(scene.avatar.currentImage?.cgImage)
        #expect(image.pixels[20, 20] == UIColor.blue.pixel && image.pixels[0, 20].alpha < 255, "a circle, no border")
        scene.avatar.imageBackgroundColor = .blue
        scene.avatar.borderHidden = true
        scene.avatar.borderWidth = 2
        scene.application.runLoopOnce()
        #expect(queue.added.count == 1)
    }

    @Test("with transformsOnQueue off, layoutSubviews transforms on the spot, as before the seed's change")
    func synchronousTransform() {
        let queue = ManualQueue()
        let scene = AvatarScene(queue: queue)
        scene.avatar.transformsOnQueue = false
        scene.setAvatarImage(swatch(.red))
        #expect(queue.added.isEmpty && centreColor(of: scene.avatar) == UIColor.red.pixel)
    }

    @Test("end to end on the shared queue: background threads transform, the turn applies")
    func sharedQueue() {
        let scene = AvatarScene(queue: RoundedAvatar.sharedTransformQueue)
        #expect(RoundedAvatar.sharedTransformQueue.maxConcurrentOperationCount == 20)
        scene.setAvatarImage(swatch(.green))
        RoundedAvatar.sharedTransformQueue.waitUntilAllOperationsAreFinished()
        scene.application.runLoopOnce()
        #expect(centreColor(of: scene.avatar) == UIColor.green.pixel)
    }

    @Test("the class's declarations are admitted")
    func validates() throws {
        try RuntimeClass.of(RoundedAvatar.self).validate()
    }
}
