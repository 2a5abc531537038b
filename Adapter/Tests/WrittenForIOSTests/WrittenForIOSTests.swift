import Foundation
import Testing
import UIKit

/// A test target written exactly as for iOS: each idiom of the source adapter at work.
@MainActor
@Suite struct WrittenForIOSTests {
    @Test func anNSObjectModelOverridesInitAndIsObservedByKeyPath() {
        let account = Account()
        #expect(account.balance == 10)
        #expect("\(account)" == "Account(10)")
        let watcher = BalanceWatcher()
        account.addObserver(watcher, forKeyPath: #keyPath(Account.balance), options: .new, context: nil)
        account.balance = 25
        account.setValue(40, forKey: "balance")
        #expect(watcher.seen == [25, 40])
        #expect(account.value(forKey: "balance") as? Int == 40)
        account.removeObserver(watcher, forKeyPath: #keyPath(Account.balance))
    }

    @Test func anNSObjectModelIsObservedBySwiftKeyPath() {
        let account = Account()
        var seen: [Int] = []
        let observation = account.observe(\.balance, options: [.initial, .new]) { account, change in
            if let value = change.newValue { seen.append(value) }
        }
        account.balance = 12
        _ = account.deposit(3)
        observation.invalidate()
        account.balance = 99
        #expect(seen == [10, 12, 15])
    }

    @Test func objcMethodsRespondAndObjectsCompareAsNSObjects() {
        let account = Account()
        #expect(account.responds(to: #selector(Account.deposit(_:))))
        #expect(!account.responds(to: #selector(Gauge.reset)))
        #expect(account.isEqual(account) && account.hash == account.hash)
    }

    @Test func optionalRequirementsReachOnlyTheirImplementers() {
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let titling = TitlingDelegate()
        gauge.delegate = titling
        #expect(gauge.title(for: 5) == "5%")
        #expect(titling.responds(to: #selector(GaugeDelegate.gauge(_:titleFor:))))
        #expect(!titling.responds(to: #selector(GaugeDelegate.gaugeDidFill(_:))))
        gauge.fill()
        let quiet = QuietDelegate()
        gauge.delegate = quiet
        #expect(gauge.title(for: 5) == "5")
        #expect(!quiet.responds(to: #selector(GaugeDelegate.gauge(_:titleFor:))))
    }

    @Test func targetActionGesturesAndTheirDelegate() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: application)
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(gauge)
        gauge.button.sendActions(for: .touchUpInside)
        #expect(gauge.buttonPresses == 1)
        let driver = TouchDriver(window: window)
        driver.tap(at: CGPoint(x: 60, y: 20))
        #expect(gauge.taps == 1)
        gauge.refusesTaps = true
        driver.tap(at: CGPoint(x: 60, y: 20))
        #expect(gauge.taps == 1)
    }

    @Test func notificationsAndTimersSendTheirSelectors() {
        let gauge = Gauge(frame: .zero)
        let titling = TitlingDelegate()
        gauge.delegate = titling
        NotificationCenter.default.post(name: Gauge.resetNotification, object: nil)
        #expect(gauge.notifications == 1 && titling.resets == 1)
        let timer = gauge.startTicking()
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        timer.invalidate()
        #expect(gauge.ticks > 0)
    }

    @Test func managedLayerPropertiesStartAtZeroAndAreCodable() {
        let layer = ProgressLayer()
        #expect(layer.progress == 0 && layer.label == nil)
        layer.setValue(CGFloat(0.5), forKey: "progress")
        #expect(layer.progress == 0.5)
        layer.label = "half"
        #expect(layer.value(forKey: "label") as? String == "half")
    }

    @Test func aDynamicPropertyIsHooked() throws {
        #if os(Linux)
        let account = Account()
        var seen: [Int] = []
        let token = try Account.hook(Selector<Int, Void>("setBalance:"), before: { _, value in seen.append(value) })
        account.balance = 7
        try token.revert()
        account.balance = 8
        #expect(seen == [7])
        #endif
    }
}
