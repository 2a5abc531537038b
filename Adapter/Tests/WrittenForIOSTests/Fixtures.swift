import UIKit

/// A model as iOS writes one: an `NSObject` subclass with an initializer override and an
/// observable property.
class Account: NSObject {
    @objc dynamic var balance = 0
    @objc var owner = ""

    override init() {
        balance = 10
        super.init()
    }

    @objc func deposit(_ amount: Int) -> Int {
        balance += amount
        return balance
    }

    override var description: String { "Account(\(balance))" }
}

/// An observer written against Apple's key-value observing API.
class BalanceWatcher: NSObject {
    var seen: [Int] = []

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        if keyPath == #keyPath(Account.balance), let value = change?[.newKey] as? Int { seen.append(value) }
    }
}

/// A progress layer as Core Animation's custom-property pattern declares one.
class ProgressLayer: CALayer {
    @NSManaged var progress: CGFloat
    @NSManaged var label: String?
}

@objc protocol GaugeDelegate: AnyObject {
    func gaugeDidReset(_ gauge: Gauge)
    @objc optional func gauge(_ gauge: Gauge, titleFor value: Int) -> String
    @objc optional func gaugeDidFill(_ gauge: Gauge)
}

/// A control with a delegate of optional requirements, a target–action button, a tap
/// recognizer whose delegate refuses in an extension override, a notification and a timer.
@IBDesignable
class Gauge: UIView {
    @IBOutlet weak var delegate: GaugeDelegate?
    @IBInspectable var fillColor: UIColor = .green
    let button = UIButton(type: .system)
    var taps = 0
    var buttonPresses = 0
    var notifications = 0
    var ticks = 0
    var refusesTaps = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(button)
        button.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        button.addTarget(self, action: #selector(buttonPressed(_:)), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handle(tap:)))
        tap.delegate = self
        addGestureRecognizer(tap)
        NotificationCenter.default.addObserver(self, selector: #selector(reset), name: Gauge.resetNotification, object: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    static let resetNotification = Notification.Name("GaugeReset")

    func title(for value: Int) -> String {
        delegate?.gauge?(self, titleFor: value) ?? "\(value)"
    }

    func fill() {
        delegate?.gaugeDidFill?(self)
    }

    func startTicking() -> Timer {
        Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
    }

    @IBAction func buttonPressed(_ sender: UIButton) { buttonPresses += 1 }
    @objc func handle(tap: UITapGestureRecognizer) { taps += 1 }
    @objc func reset() {
        notifications += 1
        delegate?.gaugeDidReset(self)
    }
    @objc private func tick(_ timer: Timer) { ticks += 1 }
}

extension Gauge: UIGestureRecognizerDelegate {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !refusesTaps
    }
}

/// A delegate that implements one optional requirement.
class TitlingDelegate: NSObject, GaugeDelegate {
    var resets = 0
    func gaugeDidReset(_ gauge: Gauge) { resets += 1 }
    func gauge(_ gauge: Gauge, titleFor value: Int) -> String { "\(value)%" }
}

/// A delegate that implements none.
class QuietDelegate: NSObject, GaugeDelegate {
    func gaugeDidReset(_ gauge: Gauge) {}
}
