/// Between straight (unassociated) alpha, as PNG stores colours, and premultiplied alpha, as
/// bitmaps hold them.
enum PixelConversion {
    /// `level` multiplied by `factor` (each 0...255, a factor in 255ths), rounded to the nearest
    /// level: how alpha scales a component and how one coverage mask scales another.
    @inline(__always)
    static func product(_ level: Int, _ factor: Int) -> UInt8 {
        let scaled: Int = level * factor + 127
        return UInt8(scaled / 255)
    }

    /// Each colour component multiplied by alpha, rounded to the nearest level.
    static func premultiplied(_ pixel: RGBA8) -> RGBA8 {
        guard pixel.alpha < 255 else { return pixel }
        let alpha = Int(pixel.alpha)
        func scale(_ component: UInt8) -> UInt8 { product(Int(component), alpha) }
        return RGBA8(red: scale(pixel.red), green: scale(pixel.green), blue: scale(pixel.blue), alpha: pixel.alpha)
    }

    /// Each colour component divided by alpha, rounded to the nearest level; transparent black
    /// for alpha 0.
    static func straight(_ pixel: RGBA8) -> RGBA8 {
        guard pixel.alpha < 255 else { return pixel }
        guard pixel.alpha > 0 else { return .clear }
        let alpha = Int(pixel.alpha)
        func scale(_ component: UInt8) -> UInt8 { UInt8(min((Int(component) * 255 + alpha / 2) / alpha, 255)) }
        return RGBA8(red: scale(pixel.red), green: scale(pixel.green), blue: scale(pixel.blue), alpha: pixel.alpha)
    }
}
