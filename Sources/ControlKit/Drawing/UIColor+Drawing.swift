import Foundation

extension UIColor {
    /// The colour of a Core Graphics colour, whose ``cgColor`` it answers.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor)
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
