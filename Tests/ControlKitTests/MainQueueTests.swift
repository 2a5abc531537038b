import ControlKit
import Foundation
import Testing

@Suite("Main queue")
@MainActor
struct MainQueueTests {
    /// Records, in order, what the jobs it is given say; safe from any thread (an `NSLock`,
    /// which ThreadSanitizer understands).
    final class Log: Sendable {
        private let lock = NSLock()
        nonisolated(unsafe) private var entries: [String] = []
        func append(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }
    }

    final class Counting: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test("jobs run at the turn, not before, and each only once")
    func onlyAtTheTurn() {
        let application = UIApplication()
        let log = Log()
        #expect(application.mainQueue.async { log.append("job") })
        #expect(log.all == [])
        application.runLoopOnce()
        #expect(log.all == ["job"])
        application.runLoopOnce()
        #expect(log.all == ["job"])
    }

    @Test("jobs enqueued from several threads run in the order each thread enqueued them")
    func fifoFromSeveralThreads() async {
        let application = UIApplication()
        let queue = application.mainQueue
        let log = Log()
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for index in 0..<100 { queue.async { log.append("\(thread):\(index)") } }
                }
            }
        }
        #expect(log.all.isEmpty)
        application.runLoopOnce()
        let entries = log.all
        #expect(entries.count == 400)
        for thread in 0..<4 {
            let mine = entries.filter { $0.hasPrefix("\(thread):") }
            #expect(mine == (0..<100).map { "\(thread):\($0)" })
        }
    }

    @Test("jobs run in the order enqueued, whatever their number")
    func fifo() {
        let application = UIApplication()
        let log = Log()
        for index in 0..<50 { application.mainQueue.async { log.append("\(index)") } }
        application.runLoopOnce()
        #expect(log.all == (0..<50).map { "\($0)" })
    }

    @Test("a job enqueued by a job runs at the next turn, so a job that enqueues itself ends each turn")
    func jobEnqueuingAJob() {
        let application = UIApplication()
        let queue = application.mainQueue
        let log = Log()
        queue.async {
            log.append("first")
            queue.async { log.append("second") }
        }
        queue.async { log.append("behind first") }
        application.runLoopOnce()
        #expect(log.all == ["first", "behind first"])
        application.runLoopOnce()
        #expect(log.all == ["first", "behind first", "second"])

        @Sendable func again() {
            log.append("again")
            queue.async(again)
        }
        queue.async(again)
        application.runLoopOnce()
        application.runLoopOnce()
        #expect(log.all.suffix(2) == ["again", "again"])
    }

    @Test("a job that turns the run loop again runs the jobs behind it first, in order")
    func nestedTurnKeepsOrder() {
        let application = UIApplication()
        let queue = application.mainQueue
        let applicationOnMain = application.mainQueueReference(to: application)
        let log = Log()
        applicationOnMain.async { application in
            queue.async { log.append("enqueued by first") }
            log.append("first")
            application.runLoopOnce()
        }
        queue.async { log.append("second") }
        application.runLoopOnce()
        #expect(log.all == ["first", "second", "enqueued by first"])
    }

    @Test("a job's setNeedsLayout is laid out in the same turn: jobs run before layout")
    func jobsBeforeLayout() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        application.runLoopOnce()
        view.layouts = 0
        let viewOnMain = application.mainQueueReference(to: view)
        viewOnMain.async { view in view.setNeedsLayout() }
        #expect(view.layouts == 0)
        application.runLoopOnce()
        #expect(view.layouts == 1)
    }

    @Test("a TouchDriver step drains the main queue")
    func touchDriverStepDrains() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let driver = TouchDriver(window: window)
        let log = Log()
        driver.application.mainQueue.async { log.append("job") }
        driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.all == ["job"])
        driver.application.mainQueue.async { log.append("waited") }
        driver.wait(0.1)
        #expect(log.all == ["job", "waited"])
    }

    @Test("an OperationQueue renders in the background and hands the image to a button through the main queue")
    func operationQueueHop() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let avatar = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(avatar)
        application.runLoopOnce()

        let avatarOnMain = application.mainQueueReference(to: avatar)
        let operations = OperationQueue()
        let log = Log()
        operations.addOperation {
            log.append(Thread.isMainThread ? "rendering on the main thread" : "rendering in the background")
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            avatarOnMain.async { avatar in avatar.setImage(image, for: .normal) }
        }
        operations.waitUntilAllOperationsAreFinished()
        #expect(log.all == ["rendering in the background"])
        #expect(avatar.image(for: .normal) == nil)

        application.runLoopOnce()
        let shown = try #require(avatar.image(for: .normal))
        #expect(shown.size == CGSize(width: 4, height: 4))
        #expect(avatar.imageView?.image === shown)
    }

    @Test("once the application is gone, enqueuing returns false and the job never runs")
    func applicationGone() {
        var application: UIApplication? = UIApplication()
        let queue = application!.mainQueue
        let view = UIView()
        let viewOnMain = application!.mainQueueReference(to: view)
        let log = Log()
        #expect(queue.async { log.append("waiting when it went") })
        application = nil
        #expect(!queue.async { log.append("too late") })
        #expect(!viewOnMain.async { _ in log.append("too late for the view") })
        #expect(log.all == [])
    }

    @Test("a job for an object that is gone by its turn is dropped; the handle does not keep it alive")
    func objectGone() {
        let application = UIApplication()
        let log = Log()
        weak var released: UIView?
        var view: UIView? = UIView()
        released = view
        let viewOnMain = application.mainQueueReference(to: view!)
        #expect(viewOnMain.async { _ in log.append("ran") })
        view = nil
        #expect(released == nil)
        application.runLoopOnce()
        #expect(log.all == [])
    }

    @Test("each application runs only its own jobs")
    func perApplication() {
        let mine = UIApplication(), other = UIApplication()
        let log = Log()
        other.mainQueue.async { log.append("other") }
        mine.runLoopOnce()
        #expect(log.all == [])
        other.runLoopOnce()
        #expect(log.all == ["other"])
    }
}
