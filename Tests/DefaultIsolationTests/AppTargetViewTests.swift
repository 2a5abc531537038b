// A module built as Xcode 26 builds a new app target: default main-actor isolation (SE-0466),
// so nothing here is annotated, as on iOS. The view, its overrides and its action compile and
// run; before UIKit's classes were main-actor isolated, no view could be subclassed here.
#if canImport(UIKit)
import Testing
import UIKit

final class Badge: UIView {
    @Dynamic var count = 0 { didSet { setNeedsLayout() } }
    var layouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: AnySelector("tapped:", Self.tapped)))
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }

    func tapped(_ recognizer: UITapGestureRecognizer) { count += 1 }
}

struct AppTargetViewTests {
    @Test("a view subclass of a module with default main-actor isolation: its overrides, dynamic property and action run under touches")
    func viewSubclass() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: application)
        window.makeKeyAndVisible()
        let badge = Badge(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        window.addSubview(badge)
        badge.layoutIfNeeded()
        #expect(badge.layouts == 1)

        let driver = TouchDriver(window: window)
        driver.tap(at: CGPoint(x: 50, y: 50))
        driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(badge.count == 1)
        #expect(badge.value(forKey: "count") as? Int == 1)
        // The tap's didSet asked for layout; the run-loop turn after the tap ran it.
        #expect(badge.layouts == 2)
    }
}
#endif
