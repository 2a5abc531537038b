// What Apple's frameworks bring besides their own types, which drawing and animation code uses
// unqualified: Core Foundation's and Darwin's names. Declared only where Apple's are absent.

/// Core Foundation's time interval, in seconds (`CACurrentMediaTime()` returns one, and
/// animation code declares its times as one).
public typealias CFTimeInterval = Double

/// Darwin's `HUGE` (`MAXFLOAT`), the largest finite `Float`: `animation.repeatCount = HUGE`
/// repeats an animation for ever.
public let HUGE: Float = .greatestFiniteMagnitude

/// Core Foundation's array, as drawing code hands colours to a gradient (`[a, b] as CFArray`):
/// Swift's array here.
public typealias CFArray = [Any]

extension CGGradient {
    /// A gradient of `colors` (every one a `CGColor`) at `locations` (one per colour, from 0 to
    /// 1) or spread evenly when nil (`CGGradientCreateWithColors`); the colours are blended as
    /// sRGB whatever `space`. Nil for no colours or an element that is not a colour.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else { return nil }
        self.init(colors: cgColors, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) })
    }
}
