@testable import ControlKitComponents

/// A 160×32 switch titled DAY and NIGHT, alone in a window of its size in an application, with
/// a touch driver and a record of its `.valueChanged` announcements (the selected index at
/// each).
@MainActor
final class RunKeeperSwitchFixture {
    static let size = CGSize(width: 160, height: 32)

    let application = UIApplication()
    let window: UIWindow
    let control = RunKeeperSwitch(leftTitle: "DAY", rightTitle: "NIGHT")
    let driver: TouchDriver
    var valueChanges: [Int] = []

    init() {
        window = UIWindow(frame: CGRect(origin: .zero, size: Self.size), application: application)
        control.frame = window.bounds
        control.titleFont = .boldSystemFont(ofSize: 15)
        window.addSubview(control)
        driver = TouchDriver(window: window)
        control.addAction(UIAction { [unowned self] _ in valueChanges.append(control.selectedIndex) }, for: .valueChanged)
        application.runLoopOnce()
    }

    /// The indicator's frame on each side: 2-point insets, 76 points wide.
    static let leftFrame = CGRect(x: 2, y: 2, width: 76, height: 28)
    static let rightFrame = CGRect(x: 82, y: 2, width: 76, height: 28)

    /// Lets the spring run to its end.
    func settle() {
        driver.wait(control.animationDuration + 0.1)
    }

    /// The indicator's frame as shown now (its presentation), and the mask's.
    var shownIndicatorFrame: CGRect? { control.selectedBackgroundView.layer.presentation()?.frame }
    var shownMaskFrame: CGRect? { control.titleMaskView.layer.presentation()?.frame }
}
