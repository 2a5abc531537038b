/// Reading a colour's components and making one from hue, saturation and brightness, as UIKit
/// does (`getRed(_:green:blue:alpha:)`, `getHue(_:saturation:brightness:alpha:)`,
/// `getWhite(_:alpha:)`, `init(hue:saturation:brightness:alpha:)`). Every colour here is RGB, so
/// `getRed` and `getHue` always answer true, and `getWhite` for greys only.
extension UIColor {
    /// A colour of hue, saturation and brightness (HSB), each in 0...1 (a hue of 1 is red again).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hue = (hue - hue.rounded(.down)) * 6, saturation = min(max(saturation, 0), 1), brightness = min(max(brightness, 0), 1)
        let sector = Int(hue) % 6, fraction = hue - hue.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the red, green, blue and alpha components to the pointers given; answers true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes hue, saturation, brightness and alpha, each in 0...1; a grey's hue is 0.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), range = maximum - minimum
        var h: CGFloat = 0
        if range > 0 {
            if maximum == red {
                h = (green - blue) / range
            } else if maximum == green {
                h = 2 + (blue - red) / range
            } else {
                h = 4 + (red - green) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the grey level and alpha of a grey colour and answers true; answers false,
    /// writing nothing, for a colour that is not a grey (red, green and blue differ), as UIKit's
    /// does for a colour it cannot convert to greyscale.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }
}
