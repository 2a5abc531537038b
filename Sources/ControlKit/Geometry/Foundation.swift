// ControlKit re-exports Foundation and the Graphics module, as UIKit does Foundation and Core
// Graphics, so `CGPoint`, `CGRect`, `CGContext`, `CGPath`… come with `import ControlKit`.
@_exported import Foundation
@_exported import Graphics
