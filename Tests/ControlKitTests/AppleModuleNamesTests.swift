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

@Suite("Apple's module names")
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
        #expect(try view.value(forKey: "tag") as? Int == 0)
        #else
        Issue.record("canImport(UIKit) is false on Linux")
        #endif
    }
    #endif
}
