import ControlKit
import Foundation
import Testing

@Suite("init?(coder:) and awakeFromNib")
@MainActor
struct CoderInitTests {
    /// An empty keyed archive, as a nib with nothing for the view would give.
    private func emptyCoder() throws -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    }

    @Test("a view decoded from a coder with nothing in it is a default view, with its class's layer")
    func defaultView() throws {
        final class Shaped: UIView {
            final class ShapeLayer: CALayer {}
            override class var layerClass: AnyClass { ShapeLayer.self }
        }
        let view = try #require(UIView(coder: emptyCoder()))
        #expect(view.frame == .zero && view.layer.delegate === view && view.isUserInteractionEnabled)
        #expect(try #require(Shaped(coder: emptyCoder())).layer is Shaped.ShapeLayer)
        let label = try #require(UILabel(coder: emptyCoder()))
        #expect(!label.isUserInteractionEnabled && label.contentMode == .redraw, "a label's own defaults")
        #expect(try #require(UIImageView(coder: emptyCoder())).isUserInteractionEnabled == false)
    }

    @Test("a subclass written for iOS, refusing the coder and overriding awakeFromNib, compiles and works")
    func portedSubclass() throws {
        final class Card: UIView {
            var awoke = false
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
            override func awakeFromNib() {
                super.awakeFromNib()
                awoke = true
            }
        }
        #expect(Card(coder: try emptyCoder()) == nil)
        let card = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.awakeFromNib()
        #expect(card.awoke && card.bounds.width == 10)
    }
}
