import DynamicRuntime

/// The root of a view tree on screen (`UIWindow`).
open class UIWindow: UIView {}
