// The layers re-export Foundation and the Graphics module, as QuartzCore does Foundation and
// Core Graphics, so `CGPoint`, `CGRect`, `CGContext`, `CGPath`… come with `import Layers`.
@_exported import Foundation
@_exported import Graphics
