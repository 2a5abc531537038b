import ControlKit
import DynamicRuntime
import Foundation
import KeyValueObserving
import Testing

/// A ControlKit-style view whose dynamic property is one line.
private final class CountingBadge: UIView {
    var didSets = 0
    @Dynamic var count = 0 { didSet { didSets += 1; setNeedsLayout() } }
}

/// Counts the values key-value observing tells it.
private final class CountWatcher: RuntimeObject {
    var counts: [Int] = []
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        if let count = change?[.newKey] as? Int { counts.append(count) }
    }
}

@Suite("A view's one-line dynamic property")
@MainActor
struct DynamicViewPropertyTests {
    @Test("declared in one line: validated, hookable by selector before any instance, observed, with didSet on every route")
    func oneLineProperty() throws {
        // Before any instance: the accessors and the property record exist, and the class validates.
        let cls = RuntimeClass.of(CountingBadge.self)
        #expect(cls.instanceMethod(for: AnySelector("count")) != nil && cls.instanceMethod(for: AnySelector("setCount:")) != nil)
        #expect(class_copyPropertyList(cls).map(\.name) == ["count"])
        try cls.validate()
        var hooked: [Int] = []
        let token = try CountingBadge.hook(Selector<Int, Void>("setCount:"), before: { _, count in hooked.append(count) })

        let badge = CountingBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.count = 1                                   // Swift: the hook sees it, didSet runs
        badge.setValue(2, forKey: "count")                // key-value coding: the same
        #expect(hooked == [1, 2] && badge.count == 2 && badge.didSets == 2)
        try token.revert()

        let watcher = CountWatcher()
        badge.addObserver(watcher, forKeyPath: "count", options: .new, context: nil)
        badge.count = 3
        badge.setValue(4, forKey: "count")
        #expect(watcher.counts == [3, 4] && badge.didSets == 4)
        badge.removeObserver(watcher, forKeyPath: "count")

        // Nothing wraps the accessors any more: the field is read and written in place.
        badge.count = 5
        #expect(badge.count == 5 && badge.didSets == 5 && hooked == [1, 2] && watcher.counts == [3, 4])
        #expect(try badge.send(Selector<(), Int>("count"), ()) == 5)
    }
}
