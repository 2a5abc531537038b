import Foundation

/// The application's life cycle: whether it is in the foreground and receiving events, and the
/// notifications UIKit posts on `NotificationCenter.default` as that changes, with the
/// application as their object.
///
/// Nothing here makes the application leave the foreground: ``transition(to:)`` and
/// ``simulateMemoryWarning()`` stand in for the system, for tests and demos to drive.
extension UIApplication {
    /// The application's execution state.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (an alert over it, the switcher shown).
        case inactive
        /// In the background.
        case background
    }

    /// Posted when the application is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the application has become active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the application has entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the application is about to leave the background for the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the application receives a memory warning.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The application's state: `.active` from the start, as an application that has finished
    /// launching.
    public var applicationState: State { storedApplicationState }

    /// Moves the application to `state` by the path UIKit takes, posting each step's notification
    /// after (`did…`) or before (`will…`) it: active → inactive posts `willResignActive`;
    /// inactive → background `didEnterBackground`; background → inactive `willEnterForeground`;
    /// inactive → active `didBecomeActive`. Active ↔ background passes through inactive. A move to
    /// the state it is in posts nothing.
    public func transition(to state: State) {
        while storedApplicationState != state {
            switch (storedApplicationState, state) {
            case (.active, _):
                post(Self.willResignActiveNotification)
                storedApplicationState = .inactive
            case (.inactive, .background):
                storedApplicationState = .background
                post(Self.didEnterBackgroundNotification)
            case (.inactive, _):
                storedApplicationState = .active
                post(Self.didBecomeActiveNotification)
            case (.background, _):
                post(Self.willEnterForegroundNotification)
                storedApplicationState = .inactive
            }
        }
    }

    /// What the system does when memory runs low: every view controller of the application's
    /// windows — root controllers, their children and what they present — is sent
    /// `didReceiveMemoryWarning()` once, then `didReceiveMemoryWarningNotification` is posted.
    public func simulateMemoryWarning() {
        var controllers = windows.compactMap(\.rootViewController)
        var warned: Set<ObjectIdentifier> = []
        while let controller = controllers.popLast() {
            guard warned.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.didReceiveMemoryWarning()
            controllers += controller.children
            if let presented = controller.presentedViewController { controllers.append(presented) }
        }
        post(Self.didReceiveMemoryWarningNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
