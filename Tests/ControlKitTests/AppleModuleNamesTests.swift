// This file imports nothing but Apple's module names, so what it uses is what they bring.
#if canImport(UIKit)
import UIKit
#endif
#if canImport(QuartzCore)
import QuartzCore
#endif
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

#if canImport(UIKit)
/// The README's porting example, verbatim.
final class Badge: UIView {
    @Dynamic var count = 0 { didSet { setNeedsLayout() } }      // was: @objc dynamic var count = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        // was: #selector(tapped(_:))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: AnySelector("tapped:", Self.tapped)))
    }

    required init?(coder: NSCoder) { nil }                       // UIKit requires it of every view

    func tapped(_ recognizer: UITapGestureRecognizer) { count += 1 }   // was: @objc func
}
#endif

@Suite("Apple's module names")
@MainActor
struct AppleModuleNamesTests {
    #if os(Linux)
    @Test("import UIKit brings ControlKit, QuartzCore, Core Graphics, Foundation and key-value observing")
    func uiKitBranchCompiles() throws {
        #if canImport(UIKit)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .red
        let layer: CALayer = view.layer
        #expect(layer.bounds.size == CGSize(width: 20, height: 10))
        let context = try #require(CGContext(width: 2, height: 2))
        #expect(context.width == 2)
        #expect(Date(timeIntervalSince1970: 0).timeIntervalSince1970 == 0)
        #expect(view.value(forKey: "tag") as? Int == 0)
        // Core Foundation's and Darwin's names that animation code uses unqualified.
        let start: CFTimeInterval = CACurrentMediaTime()
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.repeatCount = HUGE
        spin.beginTime = start + 1
        #expect(spin.repeatCount == .greatestFiniteMagnitude && spin.beginTime == start + 1)
        // A gradient as drawing code makes one, and UIKit's greys in the grey space.
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                  locations: [0, 1])
        #expect(gradient != nil && CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, 1] as CFArray, locations: nil) == nil)
        #expect(UIColor.white.cgColor.numberOfComponents == 2 && UIColor.red.cgColor.numberOfComponents == 4)
        #expect(UIColor(cgColor: UIColor.gray.cgColor).cgColor.components == [0.5, 1])
        #else
        Issue.record("canImport(UIKit) is false on Linux")
        #endif
    }

    #if canImport(UIKit)
    @Test("the README's ported view: a setter hooked before any instance exists, a tap, and observation")
    func portedBadge() throws {
        var setCounts: [Int] = []
        let token = try Badge.hook(Selector<Int, Void>("setCount:"), before: { _, count in setCounts.append(count) })
        defer { try? token.revert() }
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(badge)
        final class Watcher: RuntimeObject {
            var counts: [Int] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                if let count = change?[.newKey] as? Int { counts.append(count) }
            }
        }
        let watcher = Watcher()
        badge.addObserver(watcher, forKeyPath: "count", options: .new, context: nil)
        TouchDriver(window: window).tap(at: CGPoint(x: 20, y: 20))
        #expect(badge.count == 1 && setCounts == [1] && watcher.counts == [1])
        badge.setValue(5, forKey: "count")
        #expect(badge.count == 5 && watcher.counts == [1, 5])
        badge.removeObserver(watcher, forKeyPath: "count")
    }
    #endif
    #endif
}
