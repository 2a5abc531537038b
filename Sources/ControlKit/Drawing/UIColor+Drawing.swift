import Foundation

extension UIColor {
    /// The colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    /// Makes this the current context's fill colour (nothing without a current context).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}
