// What Apple's frameworks bring besides their own types, which drawing and animation code uses
// unqualified: Core Foundation's and Darwin's names. Declared only where Apple's are absent.

/// Core Foundation's time interval, in seconds (`CACurrentMediaTime()` returns one, and
/// animation code declares its times as one).
public typealias CFTimeInterval = Double

/// Darwin's `HUGE` (`MAXFLOAT`), the largest finite `Float`: `animation.repeatCount = HUGE`
/// repeats an animation for ever.
public let HUGE: Float = .greatestFiniteMagnitude
