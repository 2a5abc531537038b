// `import QuartzCore` on Linux: CALayer and its animations, with Core Graphics and Foundation.
// Layers still live in ControlKit, so until they have a module of their own this brings
// ControlKit whole. Declared only where Apple's is absent.
@_exported import CoreGraphics
@_exported import ControlKit
@_exported import DynamicRuntime
