import Foundation
import SwizzleKitSupport

extension CALayer {
    /// Whether the layer's class is one the program declared rather than Core Animation's own
    /// (`CALayer`, `CAShapeLayer`…): such a class may draw its contents itself, overriding
    /// ``draw(in:)`` or ``display()``, so a view backed by it displays through it, as UIKit's
    /// views do. Worked out once per class.
    package var isDeclaredOutsideCoreAnimation: Bool {
        if let known = knownDeclaredOutside { return known }
        let type = type(of: self), key = ObjectIdentifier(type)
        let outside = CALayer.declaredOutside.withLock { known in
            if let outside = known[key] { return outside }
            let outside = !String(reflecting: type).hasPrefix("Layers.")
            known[key] = outside
            return outside
        }
        knownDeclaredOutside = outside
        return outside
    }

    private static let declaredOutside = Locked([ObjectIdentifier: Bool]())
}
