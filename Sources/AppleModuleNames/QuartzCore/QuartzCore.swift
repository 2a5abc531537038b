// `import QuartzCore` on Linux: CALayer and its animations, with Core Graphics and Foundation.
// Declared only where Apple's is absent.
@_exported import CoreGraphics
@_exported import Layers
@_exported import DynamicRuntime
