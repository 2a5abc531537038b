// `import UIKit` on Linux: ControlKit, with what UIKit brings on iOS — Foundation, QuartzCore,
// Core Graphics and key-value observing (`addObserver(_:forKeyPath:options:context:)`,
// `observeValue(forKeyPath:of:change:context:)`) — and the runtime that one-line dynamic
// properties and hooks use. So `#if canImport(UIKit)` is true. Declared only on Linux.
@_exported import QuartzCore
@_exported import KeyValueObserving
@_exported import ControlKit
