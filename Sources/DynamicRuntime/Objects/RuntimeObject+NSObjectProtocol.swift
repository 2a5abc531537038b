/// What `NSObjectProtocol` gives every object on Apple's platforms, so code written against
/// `NSObject` reads the same here (``RuntimeObject/description`` is the class's own, so that
/// subclasses can override it).
extension RuntimeObject: CustomStringConvertible {
    /// Whether the object responds to `selector` (`respondsToSelector:`): its dispatch class has
    /// the method, own or inherited, after dynamic method resolution; forwarding is not asked.
    public final func responds(to selector: AnySelector) -> Bool {
        dispatchClass.respondsTo(selector)
    }
}
