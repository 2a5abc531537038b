// ControlKit re-exports Foundation, the Graphics module and the layers, as UIKit does Foundation,
// Core Graphics and QuartzCore, so `CGPoint`, `CGRect`, `CGContext`, `CALayer`… come with
// `import ControlKit`.
@_exported import Foundation
@_exported import Graphics
@_exported import Layers
