import ControlKit
import Foundation
import Testing

/// A controller counting its memory warnings.
private final class WarnedController: UIViewController {
    var warnings = 0
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

/// Records the application notifications posted for one application, in order.
@MainActor
private final class NotificationRecorder {
    private(set) var names: [String] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ application: UIApplication) {
        for name in [UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification,
                     UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
                     UIApplication.didReceiveMemoryWarningNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { [weak self] note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { self?.names.append(name) }
            })
        }
    }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

@Suite("Application state and its notifications")
@MainActor
struct ApplicationStateTests {
    @Test("an application starts active; to the background and back it posts UIKit's notifications in UIKit's order")
    func lifeCycle() {
        let application = UIApplication()
        let recorder = NotificationRecorder(application)
        defer { recorder.stop() }
        #expect(application.applicationState == .active)

        application.transition(to: .background)
        #expect(application.applicationState == .background)
        #expect(recorder.names == ["UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification"])

        application.transition(to: .background)
        application.transition(to: .active)
        #expect(application.applicationState == .active)
        #expect(Array(recorder.names.dropFirst(2)) == ["UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification"])

        application.transition(to: .inactive)
        application.transition(to: .active)
        #expect(Array(recorder.names.dropFirst(4)) == ["UIApplicationWillResignActiveNotification", "UIApplicationDidBecomeActiveNotification"])
    }

    @Test("a memory warning reaches every controller of the windows — roots, children, presented — then the notification")
    func memoryWarning() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let root = WarnedController(), child = WarnedController(), presented = WarnedController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.addChild(child)
        root.present(presented, animated: false)
        let recorder = NotificationRecorder(application)
        defer { recorder.stop() }

        application.simulateMemoryWarning()
        #expect([root.warnings, child.warnings, presented.warnings] == [Int](repeating: 1, count: 3))
        #expect(recorder.names == ["UIApplicationDidReceiveMemoryWarningNotification"])
    }
}
