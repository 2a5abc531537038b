import Foundation
import Graphics
import Testing

@Suite("Core Graphics' equalTo")
struct GeometryEqualityTests {
    @Test("points, sizes and rectangles compare as CGPointEqualToPoint, CGSizeEqualToSize and CGRectEqualToRect do")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)) && !CGSize.zero.equalTo(CGSize(width: 0, height: 1)))
        #expect(CGRect(x: 0, y: 0, width: -5, height: -5).equalTo(CGRect(x: -5, y: -5, width: 5, height: 5)), "compared standardized")
        #expect(!CGRect(x: 0, y: 0, width: 5, height: 5).equalTo(CGRect(x: 0, y: 0, width: 5, height: 6)))
    }
}
