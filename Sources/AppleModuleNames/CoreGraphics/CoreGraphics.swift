// `import CoreGraphics` on Linux: the Graphics module (CGContext, CGPath, CGColor, CGImage…) with
// Foundation's CGFloat, CGPoint, CGSize and CGRect. Declared only where Apple's is absent.
@_exported import Foundation
@_exported import Graphics
