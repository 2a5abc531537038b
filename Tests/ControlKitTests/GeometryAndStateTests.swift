import ControlKit
import Testing

/// UIKit's raw values (code that stores or bridges them relies on them) and edge-inset
/// arithmetic.
@Suite("Geometry and state values")
@MainActor
struct GeometryAndStateTests {
    @Test("UIControl.State has UIKit's raw values; normal is the empty set")
    func controlStateRawValues() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.normal.isEmpty)
        #expect(UIControl.State.highlighted.rawValue == 1 << 0)
        #expect(UIControl.State.disabled.rawValue == 1 << 1)
        #expect(UIControl.State.selected.rawValue == 1 << 2)
        #expect(UIControl.State.focused.rawValue == 1 << 3)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
        #expect(UIControl.State([.highlighted, .selected]).rawValue == 0b101)
    }

    @Test("UIControl.Event has UIKit's raw values, and the group masks cover their members")
    func controlEventRawValues() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2), (.touchDragOutside, 1 << 3),
            (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5), (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7),
            (.touchCancel, 1 << 8), (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13),
            (.menuActionTriggered, 1 << 14), (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17),
            (.editingDidEnd, 1 << 18), (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0000_0FFF),
            (.allEditingEvents, 0x000F_0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
            (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected {
            #expect(event.rawValue == raw)
        }
        #expect(UIControl.Event.allTouchEvents.isSuperset(of: [.touchDown, .touchUpInside, .touchCancel]))
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(UIControl.Event.allEditingEvents.isSuperset(of: [.editingDidBegin, .editingDidEndOnExit]))
    }

    @Test("positive insets shrink a rectangle, each edge by its own amount")
    func positiveInsetsShrink() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(UIEdgeInsetsInsetRect(rect, insets) == rect.inset(by: insets))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test("negative insets grow a rectangle (seed 001's larger hit area)")
    func negativeInsetsGrow() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(UIEdgeInsetsInsetRect(rect, UIEdgeInsetsMake(-5, -10, -5, -10)) == CGRect(x: 0, y: 15, width: 120, height: 60))
    }

    @Test("over-insetting gives a negative size, not a null rectangle, as UIKit's arithmetic does")
    func overInsetGivesNegativeSize() {
        let inset = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(all: 8))
        #expect(inset.origin == CGPoint(x: 8, y: 8))
        #expect(inset.size.width == -6)
        #expect(inset.size.height == -6)
        #expect(!inset.isNull)
    }
}
