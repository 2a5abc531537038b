/// Fills `rect` of the current context with its fill colour (`UIRectFill`); nothing without a
/// current context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}
