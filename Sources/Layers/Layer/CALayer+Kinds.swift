import Foundation
import SwizzleKitSupport

extension CALayer {
    /// Whether the layer's class is one the program declared rather than Core Animation's own
    /// (`CALayer`, `CAShapeLayer`…): such a class may draw its contents itself, overriding
    /// ``draw(in:)`` or ``display()``, so a view backed by it displays through it, as UIKit's
    /// views do. Worked out once per class.
    package var isDeclaredOutsideCoreAnimation: Bool {
        let type = type(of: self)
        let key = ObjectIdentifier(type)
        if let known = CALayer.declaredOutside.withLock({ $0[key] }) { return known }
        let outside = !String(reflecting: type).hasPrefix("Layers.")
        CALayer.declaredOutside.withLock { $0[key] = outside }
        return outside
    }

    private static let declaredOutside = Locked([ObjectIdentifier: Bool]())
}
