import DynamicRuntime
import Testing
@testable import ControlKit

/// Every class ControlKit ships admits all its declared members: nothing was left out quietly.
@MainActor @Suite struct ShippedClassValidationTests {
    nonisolated static let shipped: [RuntimeObject.Type] = [
        RuntimeObject.self, UIResponder.self, UIView.self, CALayer.self, UIImageView.self, UILabel.self, UIControl.self,
        UIButton.self, UIWindow.self, UIApplication.self, UIViewController.self, UIGestureRecognizer.self,
        UITapGestureRecognizer.self, UIPanGestureRecognizer.self, UILongPressGestureRecognizer.self,
    ]

    @Test(arguments: shipped.map(ObjectIdentifier.init))
    func validates(_ id: ObjectIdentifier) throws {
        let type = try #require(Self.shipped.first { ObjectIdentifier($0) == id })
        try RuntimeClass.of(type).validate()
    }

    @Test func theTouchesOverridesNameUIResponderSelectors() {
        let own = RuntimeClass.of(UIControl.self).ownMethods().map(\.selector)
        #expect(own.contains(UIResponder.touchesBeganMethod.selector.untyped))
        #expect(own.contains(UIResponder.touchesCancelledMethod.selector.untyped))
    }
}
