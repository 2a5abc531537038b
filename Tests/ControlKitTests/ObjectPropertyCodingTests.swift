import ControlKit
import DynamicRuntime
import KeyValueObserving
import SwizzleKitTesting
import Testing

/// Key-value coding of UIKit's object properties — a view's layer and tree, a layer's tree, a
/// control's states, a recognizer's state — read by key and key path, observed where iOS
/// notifies, and a write to a read-only one reported rather than trapping.
@Suite("Key-value coding of UIKit's object properties")
@MainActor
struct ObjectPropertyCodingTests {
    /// A window holding a parent holding a child and a sibling; no application.
    @MainActor
    struct Tree {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 40))
        let sibling = UIView()

        init() {
            window.addSubview(parent)
            parent.addSubview(child)
            parent.addSubview(sibling)
        }
    }

    // MARK: A view's layer

    @Test("a view's layer is read by key, and the layer's properties through it by key path")
    func layerIsReadable() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.layer.cornerRadius = 4
        #expect(view.value(forKey: "layer") as? CALayer === view.layer)
        #expect(view.value(forKeyPath: "layer.bounds") as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 4)
    }

    @Test("observing layer.bounds on a view hears the view's frame and bounds changes, as on iOS")
    func layerBoundsIsObservable() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let observer = ViewObserver()
        view.addObserver(observer, forKeyPath: "layer.bounds", options: [.old, .new], context: nil)
        view.frame = CGRect(x: 5, y: 5, width: 60, height: 40)
        view.bounds = CGRect(x: 0, y: 10, width: 60, height: 40)
        view.removeObserver(observer, forKeyPath: "layer.bounds")
        view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(observer.keyPaths == ["layer.bounds", "layer.bounds"], "one notification per change, none once removed")
        #expect(observer.received.map { $0.change.oldValue as? CGRect } == [CGRect(x: 0, y: 0, width: 30, height: 20),
                                                                          CGRect(x: 0, y: 0, width: 60, height: 40)])
        #expect(observer.received.map { $0.change.newValue as? CGRect } == [CGRect(x: 0, y: 0, width: 60, height: 40),
                                                                          CGRect(x: 0, y: 10, width: 60, height: 40)])
    }

    // MARK: A view's tree

    @Test("superview, subviews and window are read by key and key path")
    func treeIsReadable() {
        let tree = Tree()
        #expect(tree.child.value(forKey: "superview") as? UIView === tree.parent)
        #expect(tree.child.value(forKey: "window") as? UIWindow === tree.window)
        let subviews = tree.parent.value(forKey: "subviews") as? [UIView]
        #expect(subviews?.count == 2 && subviews?.first === tree.child && subviews?.last === tree.sibling)
        #expect(tree.child.value(forKeyPath: "superview.frame") as? CGRect == CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(tree.child.value(forKeyPath: "superview.superview") as? UIWindow === tree.window)
        #expect(tree.parent.value(forKeyPath: "subviews.@count") as? Int == 2)
        #expect(tree.child.value(forKeyPath: "layer.superlayer") as? CALayer === tree.parent.layer)
    }

    @Test("a view outside any tree reads nil for superview and window, and no subviews, with no issue")
    func detachedTreeReadsEmpty() {
        let view = UIView()
        #expect(view.value(forKey: "superview") == nil)
        #expect(view.value(forKey: "window") == nil)
        #expect((view.value(forKey: "subviews") as? [UIView])?.isEmpty == true)
        #expect(view.value(forKeyPath: "superview.frame") == nil)
    }

    @Test("superview, subviews and window can be observed but never notify, as on iOS", arguments: ["superview", "subviews", "window"])
    func treeKeysDoNotNotify(key: String) {
        let tree = Tree(), moved = UIView()
        let observer = ViewObserver()
        // Observed on the view whose value each move changes.
        let observed = key == "subviews" ? tree.parent : moved
        observed.addObserver(observer, forKeyPath: key, options: [.new], context: nil)
        tree.parent.addSubview(moved)
        moved.removeFromSuperview()
        observed.removeObserver(observer, forKeyPath: key)
        #expect(observer.received.isEmpty)
    }

    @Test("setting a read-only key is reported naming the class and key, and changes nothing",
          arguments: ["layer", "superview", "subviews", "window"])
    func readOnlyViewKeyIsReported(key: String) throws {
        let tree = Tree(), other = UIView()
        let layer = tree.child.layer
        let issues = runtimeIssues { tree.child.setValue(other, forKey: key) }
        #expect(issues.count == 1)
        let error = try #require(issues.first?.error as? KeyValueObservingError)
        #expect(error.kind == .undefinedKey && error.className == "UIView" && error.keyPath == key)
        #expect(tree.child.layer === layer && tree.child.superview === tree.parent && tree.child.window === tree.window)
        #expect(tree.child.subviews.isEmpty)
    }

    // MARK: A layer's tree

    @Test("sublayers and superlayer are read by key; sublayers is nil without any, as Core Animation answers")
    func layerTreeIsReadable() {
        let layer = CALayer(), sublayer = CALayer()
        #expect(layer.value(forKey: "sublayers") == nil)
        #expect(sublayer.value(forKey: "superlayer") == nil)
        layer.addSublayer(sublayer)
        #expect((layer.value(forKey: "sublayers") as? [CALayer])?.first === sublayer)
        #expect(sublayer.value(forKey: "superlayer") as? CALayer === layer)
        #expect(layer.value(forKeyPath: "sublayers.@count") as? Int == 1)
    }

    @Test("sublayers set by key replaces them and notifies its observers; addSublayer does not, as on iOS")
    func sublayersSetByKeyNotifies() {
        let layer = CALayer(), first = CALayer(), second = CALayer(), added = CALayer()
        layer.addSublayer(first)
        let observer = ViewObserver()
        layer.addObserver(observer, forKeyPath: "sublayers", options: [.old, .new], context: nil)
        layer.setValue([second], forKey: "sublayers")
        #expect(first.superlayer == nil && second.superlayer === layer && layer.sublayers?.count == 1)
        layer.sublayers = nil
        layer.addSublayer(added)
        added.removeFromSuperlayer()
        layer.removeObserver(observer, forKeyPath: "sublayers")
        #expect(observer.keyPaths == ["sublayers", "sublayers"], "the two sets; the add and the removal announce nothing")
        let replacement = observer.received.first?.change
        #expect((replacement?.oldValue as? [CALayer])?.first === first)
        #expect((replacement?.newValue as? [CALayer])?.first === second)
        #expect(observer.received.last.map { $0.change.containsNewValue && $0.change.newValue == nil } == true, "set to nil")
    }

    @Test("superlayer cannot be set by key: reported naming the class and key, and nothing changes")
    func superlayerIsReadOnly() throws {
        let layer = CALayer(), other = CALayer()
        let issues = runtimeIssues { layer.setValue(other, forKey: "superlayer") }
        let error = try #require(issues.first?.error as? KeyValueObservingError)
        #expect(issues.count == 1)
        #expect(error.kind == .undefinedKey && error.className == "CALayer" && error.keyPath == "superlayer")
        #expect(layer.superlayer == nil && other.sublayers == nil)
    }

    // MARK: A control's states

    @Test("a control's states are read and set by their property names, enabled, selected and highlighted")
    func controlStatesByKey() {
        let control = UIButton()
        #expect(control.value(forKey: "enabled") as? Bool == true)
        #expect(control.value(forKey: "selected") as? Bool == false)
        #expect(control.value(forKey: "highlighted") as? Bool == false)
        control.setValue(false, forKey: "enabled")
        control.setValue(true, forKey: "selected")
        control.setValue(true, forKey: "highlighted")
        #expect(!control.isEnabled && control.isSelected && control.isHighlighted)
        #expect(control.state == [.disabled, .selected, .highlighted])
    }

    @Test("a control's states notify observers of sets by key, by Swift and by touch handling")
    func controlStatesNotify() {
        let control = UIControl()
        let observer = ViewObserver()
        for key in ["enabled", "selected", "highlighted"] { control.addObserver(observer, forKeyPath: key, options: [.new], context: nil) }
        control.setValue(true, forKey: "selected")
        control.isEnabled = false
        control.isEnabled = true
        let finger = Finger(on: control)
        finger.down()
        finger.up()
        for key in ["enabled", "selected", "highlighted"] { control.removeObserver(observer, forKeyPath: key) }
        #expect(observer.keyPaths == ["selected", "enabled", "enabled", "highlighted", "highlighted"])
        #expect(observer.received.map { $0.change.newValue as? Bool } == [true, false, true, true, false])
    }

    @Test("a control state set by key to a value of another type is reported, and unchanged")
    func controlStateTypeMismatchIsReported() throws {
        let control = UIControl()
        let issues = runtimeIssues { control.setValue("no", forKey: "enabled") }
        let error = try #require(issues.first?.error as? KeyValueObservingError)
        #expect(issues.count == 1)
        #expect(error.kind == .valueTypeMismatch && error.keyPath == "enabled")
        #expect(control.isEnabled)
    }

    // MARK: A recognizer's state

    @Test("a recognizer's state is read by key and observed by key path through a tap")
    func recognizerStateByKey() {
        let scene = Scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(tap.value(forKey: "state") as? UIGestureRecognizer.State == .possible)
        let observer = ViewObserver()
        tap.addObserver(observer, forKeyPath: "state", options: [.new], context: nil)
        scene.driver.tap(at: CGPoint(x: 50, y: 50))
        tap.removeObserver(observer, forKeyPath: "state")
        #expect(observer.received.map { $0.change.newValue as? UIGestureRecognizer.State } == [.ended, .possible])
    }
}
